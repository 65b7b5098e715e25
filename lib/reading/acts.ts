import { BAD_NEWS } from "@/lib/reading/bad-news";
import { BOUNDARY, COMPLAINT, COMPLIMENT, GOOD_NEWS, GREETING, PLAN, STRESS, TEASE } from "@/lib/reading/cues";
import { ACTIVITY, callsOff, findDay, planTimeIn, TOLD_PAST } from "@/lib/reading/days";
import { normaliseText } from "@/lib/reading/normalise-text";
import { questionAct, WH } from "@/lib/reading/questions";
import type { Act } from "@/lib/reading/types";

// The acts of her message, in order (docs/reading.md): a boundary and bad news are read from the whole
// message, everything else clause by clause.

const LOW_EFFORT_WORDS = new Set(
  "ok okay okk okie k kk oh ohh ohk ah aha lol lool lmao hmm hm mm nice cool sure yeah yea ya yes yep yup no nope nah true right same wow omg acha achha accha theek thik hai haan han haa sahi mast fine alright idk maybe seriously really ji noted damn aww aw good".split(
    " ",
  ),
);
const LAUGH_WORD = /^(?:ha|he|hi|ah|hah)+h?$/;

function isLowEffort(text: string): boolean {
  const stripped = text.replace(/\p{Extended_Pictographic}|\u{FE0F}|\u{200D}/gu, " ").replace(/[:;=]-?[)(DPp]/g, " ");
  const list = stripped
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}']+|[^\p{L}\p{N}']+$/gu, ""))
    .filter(Boolean);
  if (!list.length) return true;
  return (
    list.length <= 3 &&
    list.every(
      (w) =>
        LOW_EFFORT_WORDS.has(w.replace(/(.)\1{2,}/g, "$1$1")) || LOW_EFFORT_WORDS.has(w.replace(/(.)\1+/g, "$1")) || LAUGH_WORD.test(w),
    )
  );
}

export function clausesOf(message: string): string[] {
  // Keeps the "?" with its clause so each part knows whether it asks something.
  return (message.match(/[^.!?\n]+[.!?]*|[.!?]+/g) ?? [message]).map((c) => c.trim()).filter((c) => /[\p{L}\p{N}]/u.test(c));
}

/** `normalised` is normaliseText(message), when the caller already has it. */
// Around the words of bad news, what makes them her workplace or a figure of speech: a shift, being on
// call or on duty (she works at the hospital), a body part or a thing that "files for divorce" or "is in
// mourning", a "mini" heart attack, the net or the light that "chala gaya", news behind her ("after the layoff nightmare I'm back").
const WORK_OR_FIGURE =
  /\b(?:\d+\s*(?:hr|hour)s?\s+shift|(?:night|day|double|long)\s+shifts?|shifts?\s+(?:at|in)|on\s+call|on\s+duty|my\s+patients?|scrubs|residency|(?:feet|legs|brain|liver|wallet|bank\s+account)\s+(?:\w+\s+){0,2}(?:filing|filed|file)|mini\s+heart\s+attack|after\s+(?:the|my|that|all\s+the)\s+(?:layoff|breakup|break\s*up|divorce)\s+(?:\w+\s+)?(?:i'?m|im|i\s+am|i\s+got|finally)|gives?\s+me\s+a\s+(?:mini\s+)?heart\s+attack|(?:net|wifi|bijli|light|signal|network)\s+(?:\w+\s+)?(?:chala|chali|chale)\s+(?:gaya|gayi|gaye|gya|gyi))\b/i;

/** A clause that tells what already happened: its hour is not her plan's. */
const TOLD = new RegExp(`\\b(?:${TOLD_PAST})\\b`, "i");

const JOKING_IF =
  /\bif\s+(?:you|u)\s+(?:say|said|pick|choose|answer|reply|tell\s+me)\b|\b(?:bola|boli|bole|kaha|bologe|kahoge)\s+(?:toh|to)\b/i;
const AGAIN = /\b(?:again|once\s+more|one\s+more\s+time|dobara|phir\s+se|ek\s+baar\s+aur|text|message|msg|call|contact)\b/i;
/** The sentence of `text` that the index falls in. */
function sentenceAround(text: string, at: number): string {
  const start =
    Math.max(text.lastIndexOf(".", at - 1), text.lastIndexOf("!", at - 1), text.lastIndexOf("?", at - 1), text.lastIndexOf("\n", at - 1)) +
    1;
  const rest = text.slice(at).search(/[.!?\n]/);
  return text.slice(start, rest < 0 ? undefined : at + rest);
}

export function actsOf(message: string, normalised = normaliseText(message)): Act[] {
  const text = normalised;
  const acts: Act[] = [];
  const clauses = clausesOf(text);
  const single = clauses.length <= 1;

  for (const { reason, pattern } of BOUNDARY) {
    const m = pattern.exec(text);
    // "if you say Baga I'm unmatching 😂", "momos bola toh bas dost rahenge": a no on a trivia answer is a tease
    // ("ek baar aur bola toh report kr dungi" is not: it is about him doing it again).
    const sentence = m ? sentenceAround(text, m.index) : "";
    if (m && JOKING_IF.test(sentence) && !AGAIN.test(sentence)) continue;
    if (m) {
      acts.push({ kind: "boundary", said: m[0], reason });
      break;
    }
  }
  const complaint = COMPLAINT.exec(text);
  if (complaint) acts.push({ kind: "complaint", said: complaint[0] });
  for (const { grief, pattern } of BAD_NEWS) {
    const m = pattern.exec(text);
    // "I died laughing", "my phone died": not news anyone grieves. Only what follows it closely counts:
    // in "my grandma died on monday and my laptop died on tuesday" she grieves her grandma.
    if (m && !/\b(?:laugh\w*|phone|battery|laptop|internet|wifi|plant)\b/i.test(text.slice(m.index, m.index + m[0].length + 15))) {
      // "12 hr shift at the hospital", "my feet have filed for divorce", "every buzz gives me a mini heart
      // attack", "mera net chala gaya 😭": her work, or a figure of speech, around the words of bad news.
      if (WORK_OR_FIGURE.test(text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40))) continue;
      acts.push({ kind: "bad_news", said: m[0], grief });
      break;
    }
  }

  for (const clause of clauses) {
    // "tonight?", "monday lunch?", "coffee tomorrow morning?": a day asked about is a plan.
    const plan =
      PLAN.exec(clause) ??
      // "free saturday?" proposes; "aaj ka din achha gaya?" asks how it went.
      (/\?/.test(clause) &&
      clause.split(/\s+/).length <= 5 &&
      findDay(clause) &&
      !WH.test(clause) &&
      !/\bkya\b|\bplans?\b/i.test(clause) &&
      !/\b(?:gaya|gayi|gaye|raha|rahi|rahe|tha|thi|was|went|did|achha|acha|accha|din)\b/i.test(clause)
        ? [clause]
        : null);
    const q = questionAct(clause, single && /\?/.test(text));
    if (plan) {
      // "aaj raat call skip karein? kal pakka": the day and hour she calls off are not the plan's.
      const off = callsOff(clause);
      const day = (!off && findDay(clause)) || findDay(text);
      // Not the hour of her day's story ("I reached home at 10 anyway… coffee on Sunday?").
      const told = (c: string) => TOLD.test(c);
      const time = off
        ? undefined
        : (planTimeIn(clause.slice("index" in plan ? plan.index : 0)) ??
          (told(clause) ? undefined : planTimeIn(clause)) ??
          planTimeIn(clauses.filter((c) => !told(c)).join(". ")));
      const activity = ACTIVITY.exec(clause)?.[0] ?? ACTIVITY.exec(text)?.[0];
      const implied = !/\b(?:let'?s|we\s+should|meet|free|mil\w*|chal\w*|wanna|want\s+to|how\s+about|what\s+about)\b/i.test(clause);
      acts.push({
        kind: "plan",
        said: clause,
        implied,
        stage: "proposed",
        ...(day ? { day } : {}),
        ...(time ? { time: time.toLowerCase() } : {}),
        ...(activity ? { activity: activity.toLowerCase() } : {}),
      });
      // "Are you free Friday?" asks, but what it asks is the plan; an either/or inside a plan still counts.
      if (q && q.form === "either_or") acts.push(q);
      continue;
    }
    if (q && (q.form === "either_or" || !GREETING.test(clause))) {
      acts.push(q);
      continue;
    }
    if (GOOD_NEWS.test(clause) && !acts.some((a) => a.kind === "bad_news")) acts.push({ kind: "good_news", said: clause });
    else if (STRESS.test(clause) && !acts.some((a) => a.kind === "bad_news")) acts.push({ kind: "stress", said: clause });
    else if (COMPLIMENT.test(clause)) acts.push({ kind: "compliment", said: clause });
    else if (TEASE.test(clause)) acts.push({ kind: "tease", said: clause });
    else if (GREETING.test(clause)) acts.push({ kind: "greeting", said: clause });
    else if (isLowEffort(clause)) acts.push({ kind: "low_effort", said: clause });
    else acts.push({ kind: "statement", said: clause });
  }
  if (!acts.length) acts.push(isLowEffort(text) ? { kind: "low_effort", said: text } : { kind: "statement", said: text });
  return acts;
}
