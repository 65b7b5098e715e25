import { candidateLines, normalise, tipAndLine } from "@/lib/pattern-interrupt/candidate-lines";
import { detectLanguage } from "@/lib/pattern-interrupt/language";
import { type LineRule, lineRule } from "@/lib/pattern-interrupt/line-rule";
import {
  ACT_READINGS,
  type ActCase,
  ASKED_READING,
  FIXED_LINES,
  GENERIC_READING,
  READINGS,
  TONE_BY_INTENT,
  TOPIC_NOUN,
} from "@/lib/pattern-interrupt/readings-bank";
import type { PatternInterruptAnalysis } from "@/lib/pattern-interrupt/schemas";
import type { LanguageId } from "@/lib/plans";
import { hashString, pick, seededRandom } from "@/lib/platform/seeded";
import { type Classification, classifyMessage } from "@/lib/reading/classify";
import type { Detail, DetailKind, Intent } from "@/lib/reading/intents";
import { keepsRails } from "@/lib/reading/rails";
import { readMessage } from "@/lib/reading/read";
import { namesSomething } from "@/lib/reading/reading-details";
import type { Act, Reading as MessageReading } from "@/lib/reading/types";
import { DETAIL_KINDS } from "@/lib/replies/offline/compose";

// The Pattern Interrupt Engine without a model (docs/architecture.md, "The AI layer"). The shared reading of her message
// (docs/reading.md) decides first: a no, a complaint, bad news, an either/or or yes/no question, a plan
// on her day and good news each get their own reading and tip, and the rails hold for the line as for
// every reply. Otherwise the classifier says what her message is about and a small bank of readings and
// tips per intent says what that usually means. The reply composer supplies the line, and the line
// follows the tip it is shown with (docs/reading.md, "Pattern Interrupt"). A reading can only ever be a
// guess about another person, so every one of them says "may", "probably" or "likely": the engine
// coaches, it does not claim to know her mind.
//
// The readings, tips and fixed lines are a bank (readings-bank.ts); the language, the rule a tip sets
// for its line (line-rule.ts) and the candidate lines (candidate-lines.ts) are their own modules.

/** How a detail reads after "she mentioned": weather and breeds need an article, names do not. */
function phrase(detail: Detail): string {
  if (detail.kind === "weather") return `the ${detail.en}`;
  if (detail.kind === "pet" && (/\s/.test(detail.en) || /^\p{Ll}/u.test(detail.en)))
    return `${/^[aeiou]/i.test(detail.en) ? "an" : "a"} ${detail.en}`;
  return detail.en;
}

const MEANING_DETAIL_KINDS: Partial<Record<Intent, readonly DetailKind[]>> = { ...DETAIL_KINDS, tired: ["work"] };
// A detail in a plan, a bad day, a one-word reply or a weather remark is not the point of it.
const NO_GENERIC_DETAIL: ReadonlySet<Intent> = new Set(["plans", "tired", "short", "emoji", "weather"]);
const GENERIC_KINDS: ReadonlySet<DetailKind> = new Set(["food", "place", "home", "artist", "title", "book", "sport", "pet", "thing"]);

function chooseDetail(c: Classification): { detail: Detail; own: boolean } | null {
  const kinds = MEANING_DETAIL_KINDS[c.intent];
  const own = kinds ? c.details.find((d) => kinds.includes(d.kind)) : undefined;
  if (own && READINGS[c.intent].meaningDetail) return { detail: own, own: true };
  if (NO_GENERIC_DETAIL.has(c.intent)) return null;
  const generic = c.details.find((d) => GENERIC_KINDS.has(d.kind));
  return generic ? { detail: generic, own: false } : null;
}

function fill(template: string, values: { d?: string; t?: string }): string {
  let text = template;
  if (values.d) text = text.replace(/\{D\}/g, values.d.charAt(0).toUpperCase() + values.d.slice(1)).replace(/\{d\}/g, values.d);
  if (values.t) text = text.replace(/\{t\}/g, values.t);
  return text;
}

function actCase(reading: MessageReading): { case: ActCase; act: Act } | null {
  const p = reading.primary;
  if (reading.rail === "boundary") return { case: reading.apologise ? "complaint" : "boundary", act: p };
  if (reading.rail === "care") return { case: "care", act: p };
  if (p.kind === "question" && p.form === "either_or" && p.options && p.options.length >= 2) return { case: "either_or", act: p };
  if (p.kind === "question" && p.form === "yes_no" && p.about === "him") return { case: "yes_no", act: p };
  if (p.kind === "plan" && p.day) return { case: "plan_day", act: p };
  // Good news about something she named ("just ran my first half marathon") reads better around it: the
  // topic readings name it.
  if (p.kind === "good_news" && !namesSomething(reading)) return { case: "good_news", act: p };
  return null;
}

function analyseAct(
  message: string,
  reading: MessageReading,
  found: { case: ActCase; act: Act },
  language: LanguageId,
  intent: Intent,
): PatternInterruptAnalysis {
  const bank = ACT_READINGS[found.case];
  const random = seededRandom(hashString(normalise(message)));
  const act = found.act;
  const o = act.kind === "question" && act.options ? act.options.map((x) => `"${x}"`).join(" or ") : undefined;
  const day = act.kind === "plan" && act.day ? act.day.said : undefined;
  const fillAct = (text: string) => text.replace(/\{o\}/g, o ?? "two things").replace(/\{day\}/g, day ?? "a day");
  const hiddenMeaning = fillAct(pick(bank.meaning, random));
  const start = Math.floor(random() * bank.tip.length);

  const fixedKey = act.kind === "boundary" && act.reason === "slow_down" ? "slow_down" : found.case;
  const fixed = FIXED_LINES[fixedKey]?.[language];
  if (fixed) return { hiddenMeaning, expertTip: bank.tip[start % bank.tip.length]!, recommendedTone: bank.tone, patternInterrupt: fixed };

  const lines = candidateLines(message, bank.tone, language, reading, intent).filter((l) => keepsRails(l, reading));
  const rule = (tip: string): LineRule => {
    const r = lineRule(fillAct(tip));
    if (found.case === "either_or" && act.kind === "question" && act.options) return { ...r, names: act.options };
    if (found.case === "plan_day" && day) return { ...r, names: [day] };
    return r;
  };
  const { tip, line } = tipAndLine(bank.tip, start, lines, rule);
  return { hiddenMeaning, expertTip: fillAct(tip), recommendedTone: bank.tone, patternInterrupt: line };
}

/** The offline Pattern Interrupt analysis of her message: a hedged reading, a tip, a tone and a line to send. */
export function analyseOffline(message: string): PatternInterruptAnalysis {
  const language = detectLanguage(message);
  const reading = readMessage(message);
  const c = classifyMessage(message);
  const found = actCase(reading);
  if (found) return analyseAct(message, reading, found, language, c.intent);

  const random = seededRandom(hashString(normalise(message)));
  const bank = READINGS[c.intent];
  const topic = TOPIC_NOUN[c.intent];
  const asked = c.askedHim && topic !== undefined;
  const focus = asked ? null : chooseDetail(c);
  const d = focus ? phrase(focus.detail) : undefined;

  let meaningPool: readonly string[] = bank.meaning;
  let tipPool: readonly string[] = bank.tip;
  if (asked) {
    meaningPool = ASKED_READING.meaning;
    tipPool = ASKED_READING.tip;
  } else if (focus) {
    meaningPool = focus.own ? bank.meaningDetail! : GENERIC_READING.meaningDetail;
    tipPool = focus.own && bank.tipDetail ? bank.tipDetail : GENERIC_READING.tipDetail;
  }

  const hiddenMeaning = fill(pick(meaningPool, random), { d, t: topic });
  const start = Math.floor(random() * tipPool.length);
  const recommendedTone = pick(TONE_BY_INTENT[c.intent], random);
  const lines = candidateLines(message, recommendedTone, language, reading, c.intent).filter((l) => keepsRails(l, reading));
  // Her detail as she wrote it, so a Hinglish line that names it counts too.
  const named = focus ? [focus.detail.en.replace(/^(?:the|a|an)\s+/i, ""), focus.detail.hi] : undefined;
  const rule = (tip: string): LineRule => {
    const r = lineRule(fill(tip, { d, t: topic }));
    return tip.includes("{d}") || tip.includes("{D}") ? { ...r, names: named } : r;
  };
  const { tip, line } = tipAndLine(tipPool, start, lines, rule);
  return { hiddenMeaning, expertTip: fill(tip, { d, t: topic }), recommendedTone, patternInterrupt: line };
}
