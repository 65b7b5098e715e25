// Chat screenshots the project makes itself, for the screenshot reader's benchmark (issue 18): each
// fixture is a conversation with its true turns, drawn in Chromium as one phone screen in the style of a
// real chat app. Nobody's real chat is needed, and the truth is known exactly.
// Two sets: FIXTURES, the 48 the reader's rules were tuned on, and HELD_OUT, drawn in other fonts, at
// other text sizes and with longer, scrolled chats, never used to tune it (the benchmark reports it apart).
// Run alone: `node scripts/lib/chat-screenshots.mjs <outDir> [--held-out] [id ...]` writes <id>.png and
// truth.json (the main set, or with --held-out the held-out set).
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { bumbleLike } from "./chat-screenshots/bumble-like.mjs";
import { herNameFor, planConversation } from "./chat-screenshots/common.mjs";
import { ENGLISH } from "./chat-screenshots/conversations-en.mjs";
import { HELD_OUT_CONVERSATIONS } from "./chat-screenshots/conversations-held-out.mjs";
import { HINGLISH } from "./chat-screenshots/conversations-hinglish.mjs";
import { hingeLike } from "./chat-screenshots/hinge-like.mjs";
import { renderImessage } from "./chat-screenshots/imessage.mjs";
import { instagramLike } from "./chat-screenshots/instagram-like.mjs";
import { tinderLike } from "./chat-screenshots/tinder-like.mjs";
import { renderWhatsapp } from "./chat-screenshots/whatsapp.mjs";
import { CHROMIUM_ARGS } from "./chromium.mjs";

/** @typedef {"her" | "me"} Who */
/** @typedef {{ who: Who, text: string }} Turn */
/**
 * @typedef {{ id: string, style: Style, theme: "light" | "dark", size: { width: number, height: number },
 *   language: "en" | "hinglish", herName: string, turns: Turn[],
 *   font?: "Roboto" | "Inter", textScale?: number, cutOff?: Turn[] }} Fixture
 */
/** @typedef {keyof typeof RENDERERS} Style */

const RENDERERS = {
  imessage: renderImessage,
  whatsapp: renderWhatsapp,
  "tinder-like": tinderLike,
  "bumble-like": bumbleLike,
  "hinge-like": hingeLike,
  "instagram-like": instagramLike,
};
const STYLES = /** @type {Style[]} */ (Object.keys(RENDERERS));
const SIZES = [
  { width: 1170, height: 2532 },
  { width: 1080, height: 2400 },
];

/** @param {string} line "H: text" or "M: text" */
function turnOf(line) {
  return { who: /** @type {Who} */ (line.startsWith("H:") ? "her" : "me"), text: line.slice(3) };
}

/**
 * Fixture i is drawn in style i mod 6, so each style gets eight: both themes at both sizes, twice. One
 * slot in three is Hinglish, staggered so that every style gets some.
 * @returns {Fixture[]}
 */
function buildFixtures() {
  const english = [...ENGLISH];
  const hinglish = [...HINGLISH];
  const total = english.length + hinglish.length;
  return Array.from({ length: total }, (_, i) => {
    const style = STYLES[i % STYLES.length];
    const round = Math.floor(i / STYLES.length);
    const isHinglish = ((i % STYLES.length) + round) % 3 === 0 && hinglish.length > 0;
    const lines = /** @type {string[]} */ (isHinglish ? hinglish.shift() : (english.shift() ?? hinglish.shift()));
    const turns = lines.map(turnOf);
    return {
      id: `${String(i + 1).padStart(2, "0")}-${style}-${round % 2 ? "dark" : "light"}`,
      style,
      theme: round % 2 ? "dark" : "light",
      size: SIZES[Math.floor(round / 2) % 2],
      language: isHinglish ? "hinglish" : "en",
      herName: herNameFor(turns, i),
      turns,
    };
  });
}

export const FIXTURES = buildFixtures();

// The held-out set's font per style: Roboto, Android's, for the Android-like apps; Inter, the nearest
// free font to Apple's, for the iMessage-like and Hinge-like screens.
const HELD_OUT_FONTS = {
  imessage: "Inter",
  whatsapp: "Roboto",
  "tinder-like": "Roboto",
  "bumble-like": "Roboto",
  "hinge-like": "Inter",
  "instagram-like": "Roboto",
};
// Each round of six (one per style) has one theme and one text size: the app's default, a larger
// accessibility size and a smaller one, so every style gets each size in each theme.
const HELD_OUT_ROUNDS = /** @type {const} */ ([
  { theme: "light", textScale: 1, label: "" },
  { theme: "dark", textScale: 1.2, label: "-large" },
  { theme: "light", textScale: 0.9, label: "-small" },
  { theme: "dark", textScale: 1, label: "" },
  { theme: "light", textScale: 1.2, label: "-large" },
  { theme: "dark", textScale: 0.9, label: "-small" },
]);

/**
 * The held-out set: conversation i (conversations-held-out.mjs) in style i mod 6, the round's theme and
 * text size, the phone size alternating so each style and theme gets both.
 *
 * The truth is what a reader can see whole. A scrolled fixture (`cutOff`) draws more bubbles above its
 * turns, the nearest one partly hidden under the header; those bubbles are not in `turns`: a reader is
 * expected to leave out a bubble it can't see whole (its text is cut, its sender may not show), as he
 * would when retyping it. screenshotFixture checks that the drawing agrees: every turn whole on the
 * screen, the last cut-off bubble partly visible.
 * @returns {Fixture[]}
 */
function buildHeldOut() {
  return HELD_OUT_CONVERSATIONS.map((conversation, i) => {
    const style = STYLES[i % STYLES.length];
    const round = Math.floor(i / STYLES.length);
    const { theme, textScale, label } = HELD_OUT_ROUNDS[round % HELD_OUT_ROUNDS.length];
    const font = HELD_OUT_FONTS[style];
    const turns = conversation.lines.map(turnOf);
    const cutOff = conversation.cutOff?.map(turnOf);
    return {
      id: `h${String(i + 1).padStart(2, "0")}-${style}-${theme}-${font.toLowerCase()}${label}${cutOff ? "-scrolled" : ""}`,
      style,
      theme,
      size: SIZES[((i % STYLES.length) + Math.floor(round / 2)) % 2],
      language: conversation.language,
      herName: herNameFor(turns, i, { heldOut: true }),
      turns,
      font,
      textScale,
      ...(cutOff ? { cutOff } : {}),
    };
  });
}

export const HELD_OUT = buildHeldOut();

/** The bubbles drawn: a scrolled fixture's cut-off ones first, then its turns. */
function drawnFixture(fixture) {
  return fixture.cutOff?.length ? { ...fixture, turns: [...fixture.cutOff, ...fixture.turns] } : fixture;
}

/** @param {Fixture} fixture */
export function renderChatHtml(fixture) {
  const drawn = drawnFixture(fixture);
  return RENDERERS[fixture.style](drawn, planConversation(drawn));
}

/** Every fixture is drawn at three device pixels per CSS pixel, as on the phones it imitates. */
function contextOptionsFor(fixture) {
  return { viewport: { width: fixture.size.width / 3, height: fixture.size.height / 3 }, deviceScaleFactor: 3 };
}

/** @type {WeakMap<object, Map<string, Promise<any>>>} */
const contexts = new WeakMap();

/** One browser context per phone size, kept for the next fixture of that size. */
function pageFor(browser, fixture) {
  const bySize = contexts.get(browser) ?? new Map();
  contexts.set(browser, bySize);
  const key = `${fixture.size.width}x${fixture.size.height}`;
  if (!bySize.has(key))
    bySize.set(
      key,
      browser.newContext(contextOptionsFor(fixture)).then((context) => context.newPage()),
    );
  return bySize.get(key);
}

/**
 * The fixture as a PNG. Throws if the conversation does not fit on the screen: a fixture that needs
 * scrolling would hide part of its truth. A scrolled fixture (`cutOff`) must instead show every turn
 * whole and the last cut-off bubble in part (at least 8 px of it, and not all of it).
 * @param {import("playwright-core").Browser} browser
 * @param {Fixture} fixture
 * @returns {Promise<Buffer>}
 */
export async function screenshotFixture(browser, fixture) {
  const page = await pageFor(browser, fixture);
  await page.setContent(renderChatHtml(fixture), { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready);
  if (fixture.cutOff?.length) {
    const cut = fixture.cutOff.length;
    const { boxTop, tops, bottoms } = await page.evaluate(() => {
      const box = /** @type {Element} */ (document.querySelector(".messages")).getBoundingClientRect();
      const bubbles = [...document.querySelectorAll(".messages .bubble")].map((b) => b.getBoundingClientRect());
      return { boxTop: box.top, tops: bubbles.map((r) => r.top), bottoms: bubbles.map((r) => r.bottom) };
    });
    const shown = bottoms[cut - 1] - boxTop;
    if (tops[cut] < boxTop) throw new Error(`fixture ${fixture.id}: its first turn is cut off by ${Math.ceil(boxTop - tops[cut])} px`);
    if (tops[cut - 1] >= boxTop) throw new Error(`fixture ${fixture.id}: the cut-off bubble is whole on the screen`);
    if (shown < 8) throw new Error(`fixture ${fixture.id}: the cut-off bubble shows ${Math.round(shown)} px (at least 8 wanted)`);
  } else {
    const overflow = await page.evaluate(() => {
      const box = document.querySelector(".messages");
      const inner = document.querySelector(".messages > .inner");
      return box && inner ? inner.getBoundingClientRect().height - box.getBoundingClientRect().height : 0;
    });
    if (overflow > 0) throw new Error(`fixture ${fixture.id} is ${Math.ceil(overflow)} px too tall for one screen`);
  }
  return page.screenshot({ type: "png" });
}

/**
 * Draws the fixtures of a set (the main set, or with heldOut the held-out set; all, or those whose ids
 * are in `only`) to outDir/<id>.png, and their truth to outDir/truth.json.
 * @param {string} outDir
 * @param {{ only?: string[], chromiumPath?: string, heldOut?: boolean }} [options]
 */
export async function renderAll(outDir, { only, chromiumPath, heldOut = false } = {}) {
  const { chromium } = await import("playwright-core");
  const set = heldOut ? HELD_OUT : FIXTURES;
  const chosen = only?.length ? set.filter((f) => only.includes(f.id)) : set;
  await mkdir(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: chromiumPath ?? process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  const started = performance.now();
  const failures = [];
  try {
    for (const fixture of chosen) {
      try {
        await writeFile(path.join(outDir, `${fixture.id}.png`), await screenshotFixture(browser, fixture));
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      }
    }
  } finally {
    await browser.close();
  }
  if (failures.length) throw new Error(failures.join("\n"));
  await writeFile(path.join(outDir, "truth.json"), `${JSON.stringify(chosen, null, 2)}\n`);
  return { count: chosen.length, ms: Math.round(performance.now() - started) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const args = process.argv.slice(2);
  const heldOut = args.includes("--held-out");
  const [outDir, ...only] = args.filter((arg) => arg !== "--held-out");
  if (!outDir) {
    console.error("usage: node scripts/lib/chat-screenshots.mjs <outDir> [--held-out] [fixture id ...]");
    process.exit(2);
  }
  const { count, ms } = await renderAll(path.resolve(outDir), { only, heldOut });
  console.log(`${count} chat screenshots in ${outDir} (${(ms / 1000).toFixed(1)} s)`);
}
