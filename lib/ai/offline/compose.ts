import { REPLIES_PER_GENERATION, type LanguageId } from "@/lib/plans";
import type { GeneratedReply, GenerationRequest } from "@/lib/ai/schemas";
import { BANKS, GENERIC_DETAIL } from "@/lib/ai/offline/bank";
import { classifyMessage, type Classification } from "@/lib/ai/offline/classify";
import { hashString, pick, seededRandom } from "@/lib/ai/offline/hash";
import type { Cell, Detail, DetailKind, Intent, Move } from "@/lib/ai/offline/types";
import { checkSafety } from "@/lib/ai/safety";

// Turns a classified message into three replies: one per move, each line drawn from the bank with a
// seed made from the input, the detail (if any) slotted in, and a rubric score the engine can
// justify: how specific the match was, whether the reply uses what she actually said, and whether
// the move fits the moment (answering a question, saying yes to a plan, being kind on a bad day).

export const MAX_OFFLINE_REPLY_CHARS = 200;

// Which detail kinds each intent's own `detail` lines are written for.
export const DETAIL_KINDS: Partial<Record<Intent, readonly DetailKind[]>> = {
  work: ["work"],
  food: ["food"],
  travel: ["place"],
  music: ["artist"],
  movies: ["title"],
  books: ["book"],
  sports: ["sport"],
  pets: ["pet"],
  weather: ["weather"],
  plans: ["food"],
};

// "Wait, Goa? Tell me the whole story" is wrong when she is proposing a date, has had a bad day, or
// sent a single word; there the topic lines carry the reply on their own.
const NO_GENERIC_DETAIL: ReadonlySet<Intent> = new Set(["plans", "tired", "short", "emoji", "weather"]);
const GENERIC_KINDS: ReadonlySet<DetailKind> = new Set(["food", "place", "home", "artist", "title", "book", "sport", "pet", "thing"]);

const BASE_MOVES: readonly Exclude<Move, "detail">[] = ["answer", "tease", "forward"];

const TOPICS: ReadonlySet<Intent> = new Set(["work", "food", "travel", "music", "movies", "weekend", "pets", "sports", "books", "weather"]);
const SOCIAL: ReadonlySet<Intent> = new Set(["greeting", "about_him", "up_to", "plans", "compliment", "tired"]);

interface Focus {
  detail: Detail;
  fit: "topic" | "generic";
}

interface Draft {
  move: Move;
  reply: string;
  fit: Focus["fit"] | null;
}

function normalise(text: string): string {
  return text.toLowerCase().replace(/\s+/g, " ").trim();
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function chooseFocus(c: Classification, cell: Cell): Focus | null {
  const kinds = DETAIL_KINDS[c.intent];
  if (kinds && cell.detail?.length) {
    const detail = c.details.find((d) => kinds.includes(d.kind));
    if (detail) return { detail, fit: "topic" };
  }
  if (NO_GENERIC_DETAIL.has(c.intent)) return null;
  const detail = c.details.find((d) => GENERIC_KINDS.has(d.kind));
  return detail ? { detail, fit: "generic" } : null;
}

function chooseMoves(c: Classification, withDetail: boolean, random: () => number): Move[] {
  if (!withDetail) return [...BASE_MOVES];
  // Two of the three ordinary moves go with the detail line; a question always keeps its answer.
  const dropChoices = c.question ? BASE_MOVES.filter((m) => m !== "answer") : BASE_MOVES;
  const drop = pick(dropChoices, random);
  return ["detail", ...BASE_MOVES.filter((m) => m !== drop)];
}

/** Slots the detail in and smooths the seams a template can leave (spacing, a lower-case start). */
function fillTemplate(template: string, detail: Detail | null, language: LanguageId): string {
  let text = template;
  if (detail) {
    const value = language === "hi" ? detail.hi : detail.en;
    text = text.replace(/\{D\}/g, capitalise(value)).replace(/\{d\}/g, value);
  }
  text = text
    .replace(/\s+/g, " ")
    .replace(/\s+([,.!?;:])/g, "$1")
    .trim();
  return capitalise(text);
}

function draft(
  move: Move,
  templates: readonly string[],
  focus: Focus | null,
  language: LanguageId,
  random: () => number,
  avoid: ReadonlySet<string>,
): Draft | null {
  if (!templates.length) return null;
  const start = Math.floor(random() * templates.length);
  let fallback: Draft | null = null;
  // Start at a seeded line and walk on if a long detail pushes it past the length limit, if the line
  // fails the safety check every reply must pass, or if it is one of the replies on screen
  // (Regenerate); a cell with no other line repeats rather than leave a gap.
  for (let i = 0; i < templates.length; i++) {
    const template = templates[(start + i) % templates.length]!;
    const reply = fillTemplate(template, move === "detail" ? (focus?.detail ?? null) : null, language);
    if (reply.length > MAX_OFFLINE_REPLY_CHARS) continue;
    const onScreen = avoid.has(reply);
    // Checked only when the line could be used: a Regenerate walks past many on-screen lines.
    if ((onScreen && fallback) || checkSafety(reply)) continue;
    const made = { move, reply, fit: move === "detail" ? (focus?.fit ?? null) : null };
    if (!onScreen) return made;
    fallback = made;
  }
  return fallback;
}

function baseScore(c: Classification): number {
  if (TOPICS.has(c.intent)) return 70 + Math.min(c.strength, 4) * 2;
  if (SOCIAL.has(c.intent)) return 72 + Math.min(c.strength, 6);
  if (c.intent === "short" || c.intent === "emoji") return 64;
  if (c.intent === "question") return 62;
  return 58;
}

/** The rubric: specificity of the match, use of her detail, fit of the move, a readable length. */
function scoreReply(c: Classification, d: Draft): number {
  let score = baseScore(c);
  if (c.fromThread) score -= 3;
  if (d.fit === "topic") score += 12;
  else if (d.fit === "generic") score += 7;
  if (c.question && d.move === "answer") score += c.askedHim ? 5 : 3;
  if (c.intent === "plans" && d.move === "forward") score += 3;
  if (c.intent === "tired" && d.move === "answer") score += 3;
  if ((c.intent === "short" || c.intent === "emoji") && d.move === "forward") score += 2;
  score += d.reply.length >= 25 && d.reply.length <= 140 ? 2 : -2;
  // A small, stable spread so two equally good lines do not show the same number.
  score += (hashString(d.reply) % 5) - 2;
  return Math.round(Math.min(95, Math.max(55, score)));
}

export function composeReplies(request: GenerationRequest): GeneratedReply[] {
  const { message, thread, tone, language, variation = 0 } = request;
  const c = classifyMessage(message, thread);
  // The same message always gets the same first set. Each Regenerate draws with its own seed and
  // steers clear of the set it replaces (recomputed: the engine keeps no state), so it looks new.
  const seed = [normalise(message), normalise(thread ?? ""), tone, language, ...(variation > 0 ? [variation] : [])].join("|");
  const random = seededRandom(hashString(seed));
  const onScreen = new Set(variation > 0 ? composeReplies({ ...request, variation: variation - 1 }).map((r) => r.reply) : []);
  const cell = BANKS[language][c.intent][tone];
  const focus = chooseFocus(c, cell);

  const drafts: Draft[] = [];
  const answers = c.askedHim && cell.asked?.length ? cell.asked : cell.answer;
  const linesFor = (move: Exclude<Move, "detail">) => (move === "answer" ? answers : cell[move]);

  for (const move of chooseMoves(c, focus !== null, random)) {
    const templates = move === "detail" ? (focus?.fit === "topic" ? cell.detail! : GENERIC_DETAIL[language][tone]) : linesFor(move);
    const made = draft(move, templates, focus, language, random, onScreen);
    if (made && !drafts.some((d) => d.reply === made.reply)) drafts.push(made);
  }
  // Only a detail too long for every detail line can leave a gap; the unused ordinary move fills it.
  for (const move of BASE_MOVES) {
    if (drafts.length >= REPLIES_PER_GENERATION) break;
    if (drafts.some((d) => d.move === move)) continue;
    const made = draft(move, linesFor(move), null, language, random, onScreen);
    if (made) drafts.push(made);
  }

  return drafts
    .slice(0, REPLIES_PER_GENERATION)
    .map((d, index) => ({ reply: d.reply, confidence: scoreReply(c, d), index }))
    .sort((a, b) => b.confidence - a.confidence || a.index - b.index)
    .map(({ reply, confidence }) => ({ reply, confidence }));
}
