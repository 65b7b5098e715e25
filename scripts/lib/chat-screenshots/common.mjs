// What every fixture's screen shares: the phone's status bar and home indicator, icons, the fonts,
// and the plan of a conversation (names, times, where the time breaks fall), so the style modules
// only decide how things look.

/** A small seeded generator (mulberry32): the same fixture id always draws the same screenshot. */
function rngFor(seedText) {
  let seed = 2166136261;
  for (const ch of seedText) seed = Math.imul(seed ^ ch.codePointAt(0), 16777619) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.codePointAt(0)};`);
}

// The main set is drawn in DejaVu Sans, which Debian has; the stack names Apple's fonts first so the HTML
// reads the same on a Mac. Roboto is not in it: CI installs Roboto for the held-out set, and the main
// set (the one the reader was tuned on) must keep its pictures. A held-out fixture names its own font
// (`fixture.font`: Roboto, Inter), as a phone draws every app in its own. Noto Color Emoji is declared
// for emoji code points only: listed plainly, it would also draw digits and spaces (it has glyphs for
// keycaps), and listed last, DejaVu's black-and-white symbols (☀ ☕ ❤) would win over the colour ones.
const FONT_FACE = `@font-face { font-family: "Fixture Emoji"; src: local("Noto Color Emoji");
  unicode-range: U+00A9, U+00AE, U+203C, U+2049, U+2122, U+2139, U+2194-21AA, U+231A-23FF, U+24C2, U+25AA-25FE,
    U+2600-27BF, U+2934-2935, U+2B05-2B55, U+3030, U+303D, U+3297, U+3299, U+FE0F, U+200D, U+1F000-1FAFF; }`;
const TEXT_FONT = `"Fixture Emoji", -apple-system, "SF Pro Text", "Helvetica Neue", "DejaVu Sans", sans-serif`;

/** The fixture's font stack: its own font when it names one (the held-out set), else the main set's. */
function fontFor(fixture) {
  return fixture.font ? `"Fixture Emoji", "${fixture.font}", sans-serif` : TEXT_FONT;
}

/**
 * Text at a phone's text-size setting: every `font-size`, `line-height` and `font:` size in px times k
 * (1 is the app's default; 1.2 a larger accessibility size, 0.9 a smaller one). Boxes keep their size,
 * as they do on a phone.
 */
function scaleText(html, k = 1) {
  if (k === 1) return html;
  const px = (n) => `${Math.round(Number(n) * k * 10) / 10}px`;
  return html
    .replace(/(font-size|line-height)(\s*:\s*)([\d.]+)px/g, (_m, prop, colon, n) => `${prop}${colon}${px(n)}`)
    .replace(/(font\s*:\s*\d{3}\s+)([\d.]+)px/g, (_m, head, n) => `${head}${px(n)}`);
}

const NAMES = [
  "Riya",
  "Ananya",
  "Sneha",
  "Meera",
  "Pooja",
  "Aisha",
  "Kavya",
  "Tanya",
  "Ishita",
  "Priya",
  "Nisha",
  "Diya",
  "Simran",
  "Aditi",
];

// The held-out set's names: none of the main set's, so no name the reader has seen is on its screens.
const HELD_OUT_NAMES = [
  "Zoya",
  "Tara",
  "Naina",
  "Rhea",
  "Sana",
  "Mahi",
  "Kiara",
  "Avni",
  "Noor",
  "Leah",
  "Jasmine",
  "Ira",
  "Shreya",
  "Maya",
];

/** Her name: the one he calls her in the chat, if he does, so the header agrees with the text. */
export function herNameFor(turns, index, { heldOut = false } = {}) {
  const names = heldOut ? HELD_OUT_NAMES : NAMES;
  const said = turns.map((t) => t.text).join(" ");
  return names.find((name) => said.includes(name)) ?? names[index % names.length];
}

/**
 * Times and breaks for one conversation: minutes after midnight for each bubble, and the bubble indexes
 * a time separator goes before (always the first; sometimes a later one where the sender changes).
 */
export function planConversation(fixture) {
  const rng = rngFor(fixture.id);
  const minutes = [];
  let now = 19 * 60 + 5 + Math.floor(rng() * 60);
  const breaks = new Set([0]);
  // A long chat has no room for a second separator on one screen.
  if (fixture.turns.length >= 5 && fixture.turns.length <= 8 && rng() < 0.6) {
    const candidates = fixture.turns.map((_turn, i) => i).filter((i) => i >= 2 && i <= fixture.turns.length - 2);
    const changes = candidates.filter((i) => fixture.turns[i].who !== fixture.turns[i - 1].who);
    const pick = changes[Math.floor(rng() * changes.length)];
    if (pick !== undefined) breaks.add(pick);
  }
  fixture.turns.forEach((_turn, i) => {
    if (i > 0) now += breaks.has(i) ? 25 + Math.floor(rng() * 40) : Math.floor(rng() * 3);
    minutes.push(now);
  });
  const runs = fixture.turns.map((turn, i) => ({
    first: i === 0 || fixture.turns[i - 1].who !== turn.who || breaks.has(i),
    last: i === fixture.turns.length - 1 || fixture.turns[i + 1].who !== turn.who || breaks.has(i + 1),
  }));
  return { rng, minutes, breaks, runs, herName: fixture.herName };
}

/** "9:38 PM" (or "9:38 pm" with lower: true, as WhatsApp on Android writes it). */
export function clock(minutesOfDay, { lower = false } = {}) {
  const h = Math.floor(minutesOfDay / 60) % 24;
  const text = `${((h + 11) % 12) + 1}:${String(minutesOfDay % 60).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
  return lower ? text.toLowerCase() : text;
}

/** An iPhone's status bar at 390 px wide, an Android phone's at 360. */
export function statusBar(fixture, color) {
  const ios = fixture.size.width === 1170;
  const bars = [4, 6, 8, 10]
    .map((h) => `<i style="display:inline-block;width:3px;height:${h}px;margin-left:1.5px;background:${color};border-radius:1px"></i>`)
    .join("");
  const wifi = `<svg width="16" height="12" viewBox="0 0 16 12" style="margin-left:5px"><path fill="${color}"
    d="M8 12 5.6 9.2a3.4 3.4 0 0 1 4.8 0zM3.5 7a6.4 6.4 0 0 1 9 0l-1.4 1.5a4.4 4.4 0 0 0-6.2 0zM1 4.4a10 10 0 0 1 14 0l-1.4 1.5a8 8 0 0 0-11.2 0z"/></svg>`;
  const battery = `<span style="display:inline-flex;align-items:center;margin-left:6px">
    <span style="width:${ios ? 22 : 18}px;height:${ios ? 11 : 10}px;border:1px solid ${color};border-radius:3px;padding:1px;opacity:.95;display:inline-flex">
      <span style="width:72%;background:${color};border-radius:1.5px"></span></span>
    <span style="width:1.5px;height:4px;background:${color};margin-left:1px;border-radius:0 1px 1px 0"></span></span>`;
  return `<div class="status" style="height:${ios ? 47 : 30}px;display:flex;align-items:${ios ? "flex-end" : "center"};
    justify-content:space-between;padding:${ios ? "0 26px 8px 34px" : "0 14px 0 18px"};color:${color};
    font:600 ${ios ? 16 : 13}px ${fontFor(fixture)};flex:none"><span>9:41</span><span style="display:flex;align-items:flex-end">${bars}${wifi}${battery}</span></div>`;
}

/** The bar at the bottom of the screen: iOS's home indicator, Android's gesture handle. */
export function homeIndicator(fixture, color) {
  const ios = fixture.size.width === 1170;
  return `<div style="height:${ios ? 30 : 18}px;display:flex;align-items:center;justify-content:center;flex:none">
    <i style="width:${ios ? 134 : 108}px;height:${ios ? 5 : 4}px;border-radius:3px;background:${color}"></i></div>`;
}

const ICON_PATHS = {
  back: "M15 4 7 12l8 8",
  arrow: "M20 12H5m6-7-7 7 7 7",
  video: "M3 7h11v10H3zM14 10l6-3v10l-6-3",
  phone: "M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2",
  dots: "M12 5h.01M12 12h.01M12 19h.01",
  hdots: "M5 12h.01M12 12h.01M19 12h.01",
  plus: "M12 5v14M5 12h14",
  mic: "M12 3a3 3 0 0 1 3 3v6a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3zM5 11a7 7 0 0 0 14 0M12 18v3",
  camera: "M4 8h4l2-3h4l2 3h4v11H4zM12 16a3 3 0 1 0 0-6 3 3 0 0 0 0 6",
  clip: "M16 7 8.5 14.5a2 2 0 0 0 3 3L19 10a4 4 0 0 0-6-6l-7.5 7.5a6 6 0 0 0 9 9L20 15",
  smile: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8.5 14a4 4 0 0 0 7 0M9 9.5h.01M15 9.5h.01",
  shield: "M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6z",
  image: "M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15.5 9.5h.01",
  info: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6M12 7.5h.01",
  send: "M4 12 20 4l-6 16-3-7z",
};

/** A line icon drawn in SVG (no icon font is installed here, and no app's artwork is copied). */
export function icon(name, size, color, strokeWidth = 2) {
  return `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="${color}" stroke-width="${strokeWidth}"
    stroke-linecap="round" stroke-linejoin="round" style="flex:none"><path d="${ICON_PATHS[name]}"/></svg>`;
}

/** A round profile picture: a soft gradient stands in for her photo (any photo would be someone's). */
export function avatar(size, hue, initials = "") {
  const photo = `radial-gradient(circle at 50% 38%, hsl(${hue} 45% 78%) 0 22%, transparent 23%),
    radial-gradient(ellipse at 50% 105%, hsl(${hue} 40% 62%) 0 45%, transparent 46%), linear-gradient(hsl(${hue + 30} 35% 86%), hsl(${hue} 30% 70%))`;
  const background = initials ? "linear-gradient(#a5abb6, #858b96)" : photo;
  return `<span style="width:${size}px;height:${size}px;border-radius:50%;flex:none;display:inline-flex;align-items:center;justify-content:center;
    background:${background};color:#fff;font:500 ${Math.round(size * 0.42)}px ${TEXT_FONT}">${escapeHtml(initials)}</span>`;
}

/** The whole page: a phone screen with the messages anchored to the bottom, above the input bar. */
export function documentFor({ fixture, css, background, top, messages, bottom }) {
  return `<!doctype html>
<html lang="${fixture.language === "hinglish" ? "en-IN" : "en"}"><head><meta charset="utf-8">
<meta name="viewport" content="width=${fixture.size.width / 3}">
<title>${escapeHtml(fixture.id)}</title>
<style>
${FONT_FACE}
* { box-sizing: border-box; margin: 0; padding: 0; }
html, body { width: 100%; height: 100%; overflow: hidden; -webkit-font-smoothing: antialiased; }
body { font-family: ${fontFor(fixture)}; background: ${background}; display: flex; flex-direction: column; }
.messages { flex: 1; overflow: hidden; display: flex; flex-direction: column; justify-content: flex-end; min-height: 0; }
.messages > .inner { display: flex; flex-direction: column; }
.row { display: flex; position: relative; }
.row.me { justify-content: flex-end; }
.bubble { position: relative; overflow-wrap: anywhere; white-space: pre-wrap; }
${scaleText(css, fixture.textScale)}
</style></head>
<body>${top}<div class="messages"><div class="inner">${scaleText(messages, fixture.textScale)}</div></div>${scaleText(bottom, fixture.textScale)}</body></html>`;
}
