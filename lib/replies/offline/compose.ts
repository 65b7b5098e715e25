import { type LanguageId, REPLIES_PER_GENERATION, TONE_IDS } from "@/lib/plans";
import { hashString, pick, seededRandom } from "@/lib/platform/seeded";
import { type Classification, classifyMessage } from "@/lib/reading/classify";
import type { Cell, Detail, DetailKind, Intent, Move } from "@/lib/reading/intents";
import { keepsRails } from "@/lib/reading/rails";
import { checkSafety } from "@/lib/reading/safety";
import type { Reading, Tense } from "@/lib/reading/types";
import { BANKS, GENERIC_DETAIL } from "@/lib/replies/offline/bank";
import { MAX_OFFLINE_REPLY_CHARS, type PlannedReply } from "@/lib/replies/offline/planner";
import type { GenerationRequest } from "@/lib/replies/schemas";

// Turns a classified message into three replies: one per move, each line drawn from the bank with a
// seed made from the input, the detail (if any) slotted in, and a rubric score the engine can
// justify: how specific the match was, whether the reply uses what she actually said, and whether
// the move fits the moment (answering a question, saying yes to a plan, being kind on a bad day).

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
  tired: ["work"],
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

// A line written for something still ahead ("have fun!") is wrong about something that's over, and
// the other way round.
const WRONG_TENSE: Record<Tense, RegExp | null> = {
  past: /\b(?:have\s+fun|enjoy\s+it|good\s+luck|can'?t\s+wait|excited\s+for|all\s+the\s+best\s+for|are\s+you\s+going)\b/i,
  future: /\b(?:how\s+was|how\s+did|did\s+you\s+(?:like|enjoy)|kaisa\s+raha|kaisi\s+rahi)\b/i,
  present: null,
};

interface DraftContext {
  focus: Focus | null;
  language: LanguageId;
  random: () => number;
  /** Lines already shown for this conversation (earlier sets): Regenerate never repeats one. */
  avoid: ReadonlySet<string>;
  reading: Reading;
}

function draft(move: Move, templates: readonly string[], spare: readonly string[], ctx: DraftContext): Draft | null {
  if (!templates.length && !spare.length) return null;
  const start = templates.length ? Math.floor(ctx.random() * templates.length) : 0;
  const ordered = [...templates.slice(start), ...templates.slice(0, start), ...spare];
  let fallback: Draft | null = null;
  const wrongTense = WRONG_TENSE[ctx.reading.tense];
  // Start at a seeded line of his tone and walk on (into the other tones' lines for the same move once
  // his run out) past a line too long with her detail in it, one that fails the safety check or the
  // rails, one in the wrong tense, or one shown earlier in this conversation; only when every line
  // has been shown does one repeat, rather than leave a gap.
  for (const template of ordered) {
    const reply = fillTemplate(template, move === "detail" ? (ctx.focus?.detail ?? null) : null, ctx.language);
    if (reply.length > MAX_OFFLINE_REPLY_CHARS) continue;
    const onScreen = ctx.avoid.has(reply);
    // Checked only when the line could be used: a Regenerate walks past many shown lines.
    if ((onScreen && fallback) || wrongTense?.test(reply) || checkSafety(reply) || !keepsRails(reply, ctx.reading)) continue;
    const made = { move, reply, fit: move === "detail" ? (ctx.focus?.fit ?? null) : null };
    if (!onScreen) return made;
    fallback = made;
  }
  return fallback;
}

function baseScore(c: Classification): number {
  if (TOPICS.has(c.intent)) return 70 + Math.min(c.strength, 4) * 2;
  if (SOCIAL.has(c.intent)) return 72 + Math.min(c.strength, 6);
  if (c.intent === "short" || c.intent === "emoji") return 62;
  // A question the planner couldn't answer, or a message nothing matched: the lines can only be general.
  if (c.intent === "question") return 52;
  return 48;
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

/**
 * Three replies about what her message talks about (the topic engine), for when what she does needs
 * nothing special (planner.ts). Lines shown earlier in the conversation (`shown`) are not used again.
 */
export function composeTopicReplies(request: GenerationRequest, reading: Reading, shown: ReadonlySet<string>): PlannedReply[] {
  const { message, thread, tone, language, variation = 0 } = request;
  const topical = classifyMessage(message, thread);
  // Her rough day is what a reply meets, whatever it was about: "client moved the deadline up, I'm running
  // on kopi and spite" wants "that sounds like a lot", not a joke about her job (docs/reading.md).
  const stressed =
    reading.acts.some((a) => a.kind === "stress") &&
    !["question", "plan", "good_news", "greeting"].includes(reading.primary.kind) &&
    topical.intent !== "tired" &&
    topical.intent !== "sports";
  const c = stressed ? { ...topical, intent: "tired" as const, askedHim: false } : topical;
  // The same message always gets the same first set; each Regenerate draws with its own seed.
  const seed = [normalise(message), normalise(thread ?? ""), tone, language, ...(variation > 0 ? [variation] : [])].join("|");
  const random = seededRandom(hashString(seed));
  const cells = BANKS[language][c.intent];
  const cell = cells[tone];
  const others = TONE_IDS.filter((t) => t !== tone).map((t) => cells[t]);
  const focus = chooseFocus(c, cell);
  const ctx: DraftContext = { focus, language, random, avoid: shown, reading };

  const drafts: Draft[] = [];
  const answersOf = (x: Cell) => (c.askedHim && x.asked?.length ? x.asked : x.answer);
  const linesFor = (x: Cell, move: Exclude<Move, "detail">) => (move === "answer" ? answersOf(x) : x[move]);
  const spareFor = (move: Exclude<Move, "detail">) => others.flatMap((x) => linesFor(x, move));

  for (const move of chooseMoves(c, focus !== null, random)) {
    const made =
      move === "detail"
        ? draft(
            move,
            focus?.fit === "topic" ? cell.detail! : GENERIC_DETAIL[language][tone],
            focus?.fit === "topic"
              ? others.flatMap((x) => x.detail ?? [])
              : TONE_IDS.filter((t) => t !== tone).flatMap((t) => GENERIC_DETAIL[language][t]),
            ctx,
          )
        : draft(move, linesFor(cell, move), spareFor(move), ctx);
    if (made && !drafts.some((d) => d.reply === made.reply)) drafts.push(made);
  }
  // Only a detail too long for every detail line can leave a gap; the unused ordinary move fills it.
  for (const move of BASE_MOVES) {
    if (drafts.length >= REPLIES_PER_GENERATION) break;
    if (drafts.some((d) => d.move === move)) continue;
    const made = draft(move, linesFor(cell, move), spareFor(move), { ...ctx, focus: null });
    if (made && !drafts.some((d) => d.reply === made.reply)) drafts.push(made);
  }
  return drafts.slice(0, REPLIES_PER_GENERATION).map((d) => ({ reply: d.reply, score: scoreReply(c, d), basis: "topic" }));
}
