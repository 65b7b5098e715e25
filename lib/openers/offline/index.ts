import { findDetails, orderForOpeners, type ProfileDetail, type ProfileDetailKind } from "@/lib/openers/details";
import { type LineKind, OPENER_LINES } from "@/lib/openers/offline/bank";
import { NO_DETAIL, type Opener } from "@/lib/openers/protocol";
import { MAX_OPENER_CHARS, type OpenersRequest } from "@/lib/openers/schemas";
import { REPLIES_PER_GENERATION, TONE_IDS } from "@/lib/plans";
import { hashString, seededRandom } from "@/lib/platform/seeded";
import { checkSafety } from "@/lib/reading/safety";

// The built-in engine for first messages (docs/openers.md): finds the details in her profile and
// writes three openers that ask or tease about them, each on a different detail where she gave three,
// in his tone and language. Deterministic: the same profile, tone, language and Regenerate count give
// the same openers; each Regenerate moves on to details and lines not shown in earlier sets.

/** How many earlier sets a Regenerate steers clear of, as the reply engine does. */
const HISTORY = 10;

const LINE_KIND: Record<Exclude<ProfileDetailKind, "hook">, LineKind> = {
  place: "spot",
  trip: "place",
  wish: "wish",
  home: "home",
  food: "food",
  pet: "pet",
  animals: "animals",
  music: "music",
  sport: "activity",
  hobby: "activity",
  job: "job",
  show: "show",
  book: "book",
  prompt: "prompt",
  humour: "humour",
  thing: "any",
};

// Lines that quote her words: a detail used again doesn't borrow the lines for any named thing.
const QUOTING = new Set<LineKind>(["prompt", "humour", "lie", "game", "recommend", "debate", "challenge", "question", "ask", "date"]);

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function fill(template: string, value: string): string {
  const text = capitalise(template.replace(/\{D\}/g, capitalise(value)).replace(/\{d\}/g, value));
  // A line that opens on her quoted words starts with a capital inside the quote.
  return text.startsWith("“") ? `“${capitalise(text.slice(1))}` : text;
}

interface Pick {
  detail: ProfileDetail | null;
  /** A detail used a second time (she gave fewer than three): scored a little lower. */
  again: boolean;
}

/** The details of set `variation`: a window moving along her details, so Regenerate reaches new ones. */
function picksFor(ordered: readonly ProfileDetail[], variation: number): Pick[] {
  if (!ordered.length) return Array.from({ length: REPLIES_PER_GENERATION }, () => ({ detail: null, again: false }));
  const n = ordered.length;
  const start = n > REPLIES_PER_GENERATION ? (variation * REPLIES_PER_GENERATION) % n : 0;
  return Array.from({ length: REPLIES_PER_GENERATION }, (_, i) => ({ detail: ordered[(start + i) % n]!, again: i >= n }));
}

function composeSet(request: OpenersRequest, ordered: readonly ProfileDetail[], variation: number, shown: ReadonlySet<string>): Opener[] {
  const { profile, tone, language } = request;
  const random = seededRandom(hashString([profile.replace(/\s+/g, " ").trim().toLowerCase(), tone, language, variation].join("|")));
  const openers: Opener[] = [];
  const used = new Set<string>();
  for (const { detail, again } of picksFor(ordered, variation)) {
    const kind = !detail ? "generic" : detail.kind === "hook" ? (detail.invites ?? "question") : LINE_KIND[detail.kind];
    const lines = OPENER_LINES[language][kind];
    const own = lines[tone];
    const start = Math.floor(random() * own.length);
    // His tone's lines first, from a seeded place; then the other tones' lines, so a Regenerate never runs dry.
    const others = (bank: Record<string, readonly string[]>) => TONE_IDS.filter((t) => t !== tone).flatMap((t) => bank[t]!);
    // A detail used again (she gave fewer than three) also draws on lines that fit any named thing.
    const spare = again && !QUOTING.has(kind) ? OPENER_LINES[language].any : null;
    const ordered = [
      ...own.slice(start),
      ...own.slice(0, start),
      ...(spare ? spare[tone] : []),
      ...others(lines),
      ...(spare ? others(spare) : []),
    ];
    const value = detail ? (language === "hi" ? detail.hi : detail.en) : "";
    let chosen: string | null = null;
    let fallback: string | null = null;
    for (const template of ordered) {
      const text = fill(template, value);
      if (text.length > MAX_OPENER_CHARS || used.has(text) || checkSafety(text)) continue;
      if (!shown.has(text)) {
        chosen = text;
        break;
      }
      fallback ??= text;
    }
    const opener = chosen ?? fallback;
    if (!opener) continue;
    used.add(opener);
    const base = detail ? detail.score - (again ? 8 : 0) : 58;
    openers.push({
      opener,
      detail: detail?.label ?? NO_DETAIL,
      confidence: Math.round(Math.min(95, Math.max(40, base + (hashString(opener) % 5) - 2))),
    });
  }
  return openers;
}

/**
 * Three openers for her profile, best first, each with the engine's 0–100 match and the detail it is
 * built on. Regenerate (`variation` n) never repeats an opener from sets 0…n−1 of the same profile.
 */
export function composeOpeners(request: OpenersRequest, details: readonly ProfileDetail[] = findDetails(request.profile)): Opener[] {
  const ordered = orderForOpeners(details);
  const variation = request.variation ?? 0;
  const shown = new Set<string>();
  let set: Opener[] = [];
  for (let v = Math.max(0, variation - HISTORY); v <= variation; v++) {
    set = composeSet(request, ordered, v, shown);
    if (v < variation) for (const o of set) shown.add(o.opener);
  }
  return set
    .map((o, index) => ({ o, index }))
    .sort((a, b) => b.o.confidence - a.o.confidence || a.index - b.index)
    .map(({ o }) => o);
}
