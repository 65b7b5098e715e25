import { type LanguageId, REPLIES_PER_GENERATION, type ToneId } from "@/lib/plans";
import { hashString } from "@/lib/platform/seeded";
import { keepsRails } from "@/lib/reading/rails";
import { checkSafety } from "@/lib/reading/safety";
import type { Act, Reading } from "@/lib/reading/types";
import { MAX_OFFLINE_REPLY_CHARS } from "@/lib/replies/offline/planner";
import type { GeneratedReply, GenerationRequest } from "@/lib/replies/schemas";
import { readInstruction, type SteerId } from "@/lib/replies/steer";

// Steering a set on the built-in engine (docs/reading.md, "Steering a set"). The engine writes a
// pool of lines for the same message (its next set, more sets with other seeds, other tones where the
// steer asks for them, shortened forms of the lines on screen), every one already held to the rails,
// and picks three for the steer: the shortest, the most playful, one that asks her out, or none that
// invites and more that ask. His own words are read for a few common requests by keyword
// (lib/replies/steer.ts); anything else regenerates normally, and the page says so. The rails outrank
// every steer: after her no or bad news only "Shorter" (and "no emoji") change anything.

/** The engine's own set for the same request with another variation, tone or language; `avoid` is never repeated. */
export type Composer = (patch: { variation: number; tone?: ToneId; language?: LanguageId }, avoid: ReadonlySet<string>) => GeneratedReply[];

interface Candidate extends GeneratedReply {
  /** The engine's next set, another draw, a shortened line, or a line of the steer's own. */
  source: "base" | "pool" | "trim" | "bank";
  order: number;
}

const POOL_DRAWS = 3;
const EMOJI = /\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*\uFE0F?/gu;
const QUESTION_WORDS = /\b(?:what|how|which|who|where|why|tell\s+me|story|favou?rite|kya|kaise|kaun|kahan|batao|kyun)\b/i;
const PLAYFUL =
  /[😄😉😏😜😛😂🤣😅😎🙈😋😁]|\b(?:haha\w*|hehe|lol|tease|teasing|bet|dare|trouble|guess|confess|admit|challenge|secret|dangerous|suspicious|unfair|plot\s+twist|kidding|rate|warning|pakka|sach\s+mein|jhooth|shart)\b|!/giu;
const TEASE = /[😉😏😜😛]|\b(?:bet|dare|trouble|guess|confess|admit|suspicious|unfair|kidding|jhooth|shart)\b/iu;
// Slowing down asks nothing of her time: no proposal ("let's", "see you", "free tomorrow?"), and no
// place or drink offered with a question or a day ("coffee this weekend?"). Her own "chai or coffee?"
// may still be answered ("Chai, always.").
const PROPOSES =
  /\b(?:meet(?:up)?|meet\s+up|date|dates|let'?s|shall\s+we|how\s+about|wanna|want\s+to\s+(?:go|grab|get)|grab|hang\s*out|see\s+you|call\s+me|number|free\s+(?:this|on|tomorrow|tonight|today|ho|hai)|take\s+you|treat\s+you|my\s+treat|mil(?:te|na|enge|o|ein|en|lo|ogi|oge)|chal(?:ein|en|o|oge|ogi|ega)|kab\s+free)\b/i;
const VENUE = /\b(?:coffee|chai|drinks?|dinner|lunch|brunch|walk|movie|picnic)\b/i;
const WHEN = /\?|\b(?:tonight|tomorrow|weekend|this\s+week|sometime|someday|kal|hafte)\b/i;
const proposes = (line: string) => PROPOSES.test(line) || (VENUE.test(line) && WHEN.test(line));

// A shortened line after bad news still has to say it cares.
const CARE =
  /\b(?:sorry|here\s+for\s+you|i'?m\s+here|take\s+care|thinking\s+of\s+you|condolences?|loss|hugs?|khayal|dukh|himmat|main\s+hoon|care|strength|gentle|heart|saath)\b/i;
// A sentence that leans on the one before it ("Then you go.", "Does your boss know that?") can't stand alone.
const LEANS_BACK =
  /^(?:and|but|so|then|also|too|or|because|plus|which|toh|aur|par|lekin|phir)\b|\b(?:that|it|this|those|these|them|then|there|wahan|woh|ye)\b/i;
const FILLER = /^(?:okay|ok|honestly|haha+|well|so|oh|acha|accha|achha|arre|arey|wait)[,!.]?\s+/i;

const BANK: Record<LanguageId, { askOut: string[]; askOutOnDay: string[]; slow: string[]; slowDetail: string[]; tails: string[] }> = {
  en: {
    askOut: [
      "I'm enjoying this. Let's get a coffee this week?",
      "We should carry this on in person. Drinks this weekend?",
      "Let's swap the chat for a coffee. When are you free?",
      "Okay, I'd like to meet you. A walk and a coffee this weekend?",
    ],
    askOutOnDay: [
      "Let's do {day} then: coffee, my treat?",
      "{Day} works for me. Coffee, or a walk if you'd rather?",
      "{Day} it is. Shall we grab a coffee?",
    ],
    slow: [
      "I'm enjoying getting to know you. What's something most people don't know about you?",
      "Okay, tell me more: what's the story there?",
      "What's been the best part of your week so far?",
      "What are you into these days, when no one's asking you to be busy?",
      "Tell me something that made you smile today?",
    ],
    slowDetail: ["No rush at all. Tell me more about {d}?", "I want the full story of {d}. How did that start?"],
    tails: ["Just saying 😉", "Bet you're smiling now 😏", "Admit it, you're curious 😉"],
  },
  hi: {
    askOut: [
      "Mazaa aa raha hai baat karke. Is hafte coffee pe milein?",
      "Chalo ye baatein coffee pe karte hain. Kab free ho?",
      "Ab milna banta hai. Is weekend coffee?",
      "Seedha bolun? Tumse milna hai. Is hafte chai pe chalein?",
    ],
    askOutOnDay: ["{Day} chalega? Coffee pe milte hain.", "Toh {day} pakka? Coffee meri taraf se.", "{Day} perfect hai. Milte hain?"],
    slow: [
      "Achha lag raha hai tumhe jaanna. Kuch aisa batao jo kam log jaante hain?",
      "Acha, aur batao: poori kahani kya hai?",
      "Is hafte ka best part kya raha?",
      "Aajkal kis cheez mein interest aa raha hai tumhe?",
      "Aaj kisi baat pe smile aayi? Batao na.",
    ],
    slowDetail: ["Koi jaldi nahi. {D} ke baare mein aur batao?", "{D} ki poori kahani sunni hai. Shuru kaise hua?"],
    tails: ["Bas keh raha hoon 😉", "Sach batana 😏", "Maano ya na maano 😉"],
  },
};

export function isSteered(request: Pick<GenerationRequest, "steer" | "instruction">): boolean {
  return Boolean(request.steer || request.instruction);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The day she named for a plan, as a reply says it back, or null. */
function herDay(reading: Reading, language: LanguageId): string | null {
  const plan = reading.acts.find((a): a is Extract<Act, { kind: "plan" }> => a.kind === "plan" && Boolean(a.day));
  if (!plan?.day) return null;
  const { id, said } = plan.day;
  if (language === "hi") return id === "weekend" ? "is weekend" : said;
  if (id === "weekend") return "this weekend";
  if (id === "day_after_tomorrow") return "the day after tomorrow";
  return id === "today" || id === "tonight" || id === "tomorrow" ? id : said;
}

/** Words a shortened line must keep when its source had them: her options, her day, her details, a blank. */
function keyTerms(reading: Reading, language: LanguageId): string[] {
  const terms: string[] = [];
  for (const act of reading.acts) {
    if (act.kind === "question" && act.options) terms.push(...act.options);
    if (act.kind === "plan" && act.day) terms.push(act.day.said);
  }
  for (const d of reading.details) if (d.where === "message") terms.push(language === "hi" ? (d.hi ?? d.text) : d.text);
  return terms.map((t) => t.toLowerCase()).filter((t) => t.length >= 3);
}

function sentencesOf(text: string): string[] {
  return (text.match(/[^.!?]+(?:[.!?]+|$)\s*/g) ?? [text]).map((s) => s.trim()).filter(Boolean);
}

/** Shorter forms of a line that still say what it said about her: its first sentence, or its closing question. */
function trimsOf(line: string, reading: Reading, terms: readonly string[]): string[] {
  const parts = sentencesOf(line);
  const options = new Set<string>();
  if (parts.length > 1) {
    options.add(parts[0]!);
    // Where she asked something, the answer is the first sentence: a closing question alone would dodge it.
    const last = parts.at(-1)!;
    if (reading.primary.kind !== "question" && last.endsWith("?") && !LEANS_BACK.test(last)) options.add(last);
  }
  const unfilled = line.replace(FILLER, "");
  if (unfilled !== line) options.add(capitalise(unfilled));
  const lower = line.toLowerCase();
  const blanks = line.match(/\[\[[^\]]+\]\]/g) ?? [];
  return [...options].filter((trim) => {
    const plain = trim
      .replace(EMOJI, "")
      .replace(/\[\[[^\]]+\]\]/g, "")
      .trim();
    if (plain.length < 14 || !/\s/.test(plain) || /^(?:and|but|so|then|or|toh|aur|par)\b/i.test(trim)) return false;
    const t = trim.toLowerCase();
    if (terms.some((term) => lower.includes(term) && !t.includes(term))) return false;
    if (blanks.some((b) => !trim.includes(b))) return false;
    if (reading.rail === "care" && CARE.test(line) && !CARE.test(trim)) return false;
    return true;
  });
}

function usable(line: string, reading: Reading): boolean {
  return line.length > 0 && line.length <= MAX_OFFLINE_REPLY_CHARS && !checkSafety(line) && keepsRails(line, reading);
}

function withoutEmoji(line: string): string {
  return line
    .replace(EMOJI, "")
    .replace(/\s+([,.!?])/g, "$1")
    .replace(/\s{2,}/g, " ")
    .trim();
}

interface Steering {
  steers: ReadonlySet<SteerId>;
  questions: boolean;
  noEmoji: boolean;
  language: LanguageId;
}

/** What this request steers toward on this engine; after her no or bad news, only what keeps the rails. */
function steeringOf(request: GenerationRequest, reading: Reading): Steering {
  const read = readInstruction(request.instruction);
  const steers = new Set<SteerId>(read.steers);
  if (request.steer) steers.add(request.steer);
  // A button is his clearest word: it decides between asking her out and slowing down.
  if (steers.has("ask_out") && steers.has("slow_down")) steers.delete(request.steer === "ask_out" ? "slow_down" : "ask_out");
  if (reading.rail) for (const held of ["playful", "ask_out", "slow_down"] as const) steers.delete(held);
  return { steers, questions: read.questions && !reading.rail, noEmoji: read.noEmoji, language: read.language ?? request.language };
}

/**
 * The steered set: three replies for the same message, new against everything shown before
 * (`shown`), picked for the steer. `previous` is the set on screen, whose shortened forms "Shorter"
 * may use.
 */
export function steerOfflineSet(
  request: GenerationRequest,
  reading: Reading,
  { shown, previous }: { shown: ReadonlySet<string>; previous: readonly GeneratedReply[] },
  compose: Composer,
): GeneratedReply[] {
  const variation = request.variation ?? 0;
  const s = steeringOf(request, reading);
  const language = s.language;
  const base = compose({ variation, language }, shown);
  if (!s.steers.size && !s.questions) return finish(base, s);

  const candidates: Candidate[] = [];
  const seen = new Set(shown);
  const add = (r: GeneratedReply, source: Candidate["source"]) => {
    if (seen.has(r.reply) || !usable(r.reply, reading)) return;
    seen.add(r.reply);
    candidates.push({ ...r, source, order: candidates.length });
  };
  for (const r of base) add(r, "base");
  const tones = new Set<ToneId>([request.tone]);
  if (s.steers.has("playful")) for (const t of ["funny", "flirty"] as const) tones.add(t);
  if (s.steers.has("ask_out")) for (const t of ["confident", "flirty"] as const) tones.add(t);
  for (const tone of tones)
    for (let k = 1; k <= POOL_DRAWS; k++)
      for (const r of compose({ variation: variation + 1000 * k, tone, language }, seen)) add(r, "pool");
  if (s.steers.has("shorter")) {
    const terms = keyTerms(reading, language);
    for (const r of [...previous, ...candidates])
      for (const trim of trimsOf(r.reply, reading, terms)) add({ reply: trim, confidence: Math.max(40, r.confidence - 3) }, "trim");
  }
  const seed = hashString([request.message, request.tone, language, variation, request.steer ?? "", request.instruction ?? ""].join("|"));
  const bank = BANK[language];
  const detail = reading.details.find((d) => d.where === "message" && d.from === "her" && d.kind !== "activity");
  const fill = (t: string, slots: Record<string, string>) =>
    Object.entries(slots).reduce((text, [k, v]) => text.replaceAll(`{${capitalise(k)}}`, capitalise(v)).replaceAll(`{${k}}`, v), t);
  const rotate = <T>(list: readonly T[]) => list.map((_, i) => list[(i + seed) % list.length]!);

  let pool = candidates;
  if (s.steers.has("slow_down")) {
    pool = pool.filter((c) => !proposes(c.reply));
    const own = [
      ...(detail ? rotate(bank.slowDetail).map((t) => fill(t, { d: language === "hi" ? (detail.hi ?? detail.text) : detail.text })) : []),
      ...rotate(bank.slow),
    ];
    for (const line of own) {
      if (pool.filter((c) => c.reply.includes("?")).length >= 2 && pool.length >= REPLIES_PER_GENERATION) break;
      const before = candidates.length;
      if (!proposes(line)) add({ reply: line, confidence: 74 + (hashString(line) % 5) }, "bank");
      if (candidates.length > before) pool.push(candidates.at(-1)!);
    }
  }

  const score = (c: Candidate) => {
    let points = c.source === "base" ? 1 : 0;
    if (s.steers.has("shorter")) points += (200 - c.reply.length) / 8;
    if (s.steers.has("playful")) points += 3 * (c.reply.match(PLAYFUL)?.length ?? 0) + (TEASE.test(c.reply) ? 2 : 0);
    if (s.steers.has("slow_down") || s.questions) points += (c.reply.includes("?") ? 4 : 0) + (QUESTION_WORDS.test(c.reply) ? 1 : 0);
    return points - c.order / 1000;
  };
  const picked: Candidate[] = [];
  for (const c of [...pool].sort((a, b) => score(b) - score(a))) {
    if (picked.length >= REPLIES_PER_GENERATION) break;
    // A shortened line and the line it came from say the same thing: one of them is enough.
    const lower = c.reply.toLowerCase().replace(EMOJI, "").trim();
    if (picked.some((p) => p.reply.toLowerCase().includes(lower) || lower.includes(p.reply.toLowerCase().replace(EMOJI, "").trim())))
      continue;
    picked.push(c);
  }
  for (const c of pool) if (picked.length < REPLIES_PER_GENERATION && !picked.includes(c)) picked.push(c);

  if (s.steers.has("playful") && !picked.some((c) => TEASE.test(c.reply))) {
    const shortest = picked.reduce((a, b) => (b.reply.length < a.reply.length ? b : a), picked[0]!);
    for (const tail of rotate(bank.tails)) {
      const teased = `${shortest.reply} ${tail}`;
      if (usable(teased, reading)) {
        picked[picked.indexOf(shortest)] = { ...shortest, reply: teased };
        break;
      }
    }
  }

  if (s.steers.has("ask_out")) {
    const day = herDay(reading, language);
    const isPlan = (line: string) => proposes(line) && (!day || line.toLowerCase().includes(day.toLowerCase()));
    if (!picked.some((c) => isPlan(c.reply))) {
      const own = (day ? rotate(bank.askOutOnDay).map((t) => fill(t, { day })) : rotate(bank.askOut)).map(
        (reply): Candidate => ({ reply, confidence: 82 + (hashString(reply) % 5), source: "bank", order: 0 }),
      );
      const plan = [...candidates.filter((c) => isPlan(c.reply)), ...own].find((c) => usable(c.reply, reading) && !shown.has(c.reply));
      if (plan) {
        const weakest = picked.reduce((low, c, i) => (c.confidence < picked[low]!.confidence ? i : low), 0);
        if (picked.length >= REPLIES_PER_GENERATION) picked[weakest] = plan;
        else picked.push(plan);
      }
    }
  }
  // Only a pool too small for three (never seen on the cases) falls back to the engine's next set.
  const spare = base.filter((b) => !picked.some((p) => p.reply === b.reply) && !(s.steers.has("slow_down") && proposes(b.reply)));
  return finish([...picked, ...spare], s);
}

function finish(replies: readonly GeneratedReply[], s: Steering): GeneratedReply[] {
  const out: GeneratedReply[] = [];
  for (const r of replies) {
    const reply = s.noEmoji ? withoutEmoji(r.reply) : r.reply;
    if (reply && !out.some((o) => o.reply === reply)) out.push({ reply, confidence: r.confidence });
  }
  return out.slice(0, REPLIES_PER_GENERATION).sort((a, b) => b.confidence - a.confidence);
}
