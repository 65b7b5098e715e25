import type { EvalCase, Expectation } from "@/tests/eval/types";

// The machine checks behind each expectation (docs/evaluation.md). They are written apart from the
// engine's own rails on purpose, with their own word lists, so the evaluation isn't the engine
// grading itself: a reply has to look right to a second, simpler reader too.

export type CheckName = Expectation["kind"] | "three_distinct" | "length" | "latin_script" | "regenerate_distinct";

const INVITE =
  /\b(?:meet|meetup|coffee|chai|drinks?|dinner|lunch|brunch|date|hang\s*out|grab|free\s+(?:this|on|tomorrow|tonight|today)|let'?s|see\s+you|call\s+me|number|milte|milna|milo|milenge|chalein|chaloge|chalo|coffee\s+pe)\b/i;
const PERSUADE =
  /\b(?:chance|change\s+your\s+mind|reconsider|convince|regret|think\s+(?:about\s+it|again)|one\s+more|why\s+not|give\s+(?:me|us)\s+a|mauka|soch\s+lo|ek\s+baar|sure\s+about)\b/i;
const APOLOGY = /\b(?:sorry|apologi[sz]e|apologies|my\s+bad|maaf\w*|galti)\b/i;
const CARE =
  /\b(?:sorry|here\s+for\s+you|i'?m\s+here|take\s+care|thinking\s+of\s+you|condolences?|loss|strength|hugs?|khayal|dukh|himmat|gentle|warmth|heart|look\s+after|holding\s+up|main\s+hoon|care)\b/i;
const JOKE = /\b(?:ha(?:ha)+|lol|lmao|rofl|kidding|joke|jk)\b|[😂🤣😜😉😄😆😝😛]/iu;
const STANCE =
  /\b(?:i\s+(?:can|can'?t|do|don'?t|have|haven'?t)|yes|yeah|yep|yup|yess+|definitely|absolutely|of\s+course|totally|no|nope|not\s+really|not\s+yet|not\s+much|honestly|kind\s+of|sort\s+of|sometimes|occasionally|depends|both|a\s+little|haan|han|bilkul|nahi|thoda|kabhi|depend|zaroor|pakka)\b/i;
const CONGRATS = /\b(?:congrat\w*|badhai|mubarak|proud|well\s+done|amazing|celebrat\w*|kamaal|so\s+happy\s+for\s+you|khush)\b/i;
const WEEKDAYS = [
  ["monday", "somvar", "somwar"],
  ["tuesday", "mangalvar", "mangalwar"],
  ["wednesday", "budhvar", "budhwar"],
  ["thursday", "guruvar", "guruwar"],
  ["friday", "shukravar", "shukrawar"],
  ["saturday", "shanivar", "shaniwar"],
  ["sunday", "ravivar", "raviwar"],
];
const BLANK = /\[\[[^[\]]{1,40}\]\]/;

const has = (text: string, word: string) => new RegExp(`(?<![\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "iu").test(text);
const hasAny = (text: string, words: string[]) => words.some((w) => has(text, w));

/** An invitation in the reply that is not a word of her own plan said back (`hers`, her message, where given). */
const invites = (reply: string, hers?: string) =>
  hers ? [...reply.matchAll(new RegExp(INVITE.source, "giu"))].some((m) => !has(hers, m[0])) : INVITE.test(reply);

/** Whether a set of three replies meets one expectation of its case. */
export function meets(expectation: Expectation, replies: string[]): boolean {
  switch (expectation.kind) {
    case "boundary":
      return replies.every((r) => !r.includes("?") && !invites(r, expectation.hers) && !PERSUADE.test(r));
    case "apology":
      return replies.every((r) => APOLOGY.test(r));
    case "grief":
      return replies.every((r) => CARE.test(r) && !JOKE.test(r) && !invites(r, expectation.hers));
    case "either_or": {
      const named = replies.map((r) => expectation.options.filter((o) => has(r, o)));
      return named.every((n) => n.length > 0) && new Set(named.flat().map((o) => o.toLowerCase())).size >= 2;
    }
    case "yes_no":
      return STANCE.test(replies[0] ?? "");
    case "about_him": {
      const first = replies[0] ?? "";
      // What he already told her is the answer; without that, a blank he fills in is.
      return expectation.fromThread?.length ? hasAny(first, expectation.fromThread) : BLANK.test(first);
    }
    case "plan": {
      const hers = expectation.day.map((d) => d.toLowerCase());
      const others = WEEKDAYS.filter((names) => !names.some((n) => hers.includes(n))).flat();
      return replies.some((r) => hasAny(r, hers)) && replies.every((r) => !hasAny(r, others));
    }
    case "detail":
    case "thread":
      return replies.some((r) => hasAny(r, expectation.any));
    case "good_news":
      return replies.some((r) => CONGRATS.test(r));
  }
}

/** The checks every case gets, whatever it expects. `sets` are Regenerate's sets 0–4, first set first. */
export function generalChecks(testCase: EvalCase, sets: string[][]): Partial<Record<CheckName, boolean>> {
  const first = sets[0]!;
  const all = sets.flat();
  return {
    three_distinct: first.length === 3 && new Set(first.map((r) => r.toLowerCase())).size === 3,
    length: first.every((r) => r.length > 0 && r.length <= 200),
    ...(testCase.language === "hi"
      ? { latin_script: all.every((r) => !/[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u.test(r)) }
      : {}),
    regenerate_distinct: new Set(all.map((r) => r.toLowerCase())).size === all.length,
  };
}
