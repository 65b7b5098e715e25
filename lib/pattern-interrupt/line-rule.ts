import { invites } from "@/lib/reading/rails";

// The line follows its tip (docs/reading.md, "Pattern Interrupt"). What a tip asks of the line is read from its own words, so a new tip needs no extra bookkeeping: a
// tip that says to ask gets a line with a question, one that says to suggest a plan gets an invitation,
// "keep it short" a short line, "{d}" a line naming her detail, and a quoted phrase it warns against
// ("don't answer \"nothing much\"") a line without it. "Don't ask" forbids a question. A clause that
// starts with "if" is advice for later and asks nothing of this line.

// The script she expects: answer, then bounce the same question back.
export const BOUNCE_BACK =
  /(?:\b(?:you|u|what about you|how about you|wbu|hbu|your turn|and you|tum batao|aur tum|tumhara|tumhari|tum|aap)\s*[?.!]?\s*(?:\p{Extended_Pictographic}\s*)*)$/iu;

export interface LineRule {
  asks?: boolean;
  noQuestion?: boolean;
  invites?: boolean;
  short?: boolean;
  /** Text the line must contain (her detail, her day), any of them, case-insensitive. */
  names?: readonly string[];
  /** Phrases the tip warns against. */
  forbids: readonly string[];
}

const SHORT_LINE = 120;
const NEGATIVE_START = /^(?:don'?t|do\s+not|never|skip|avoid|no)\b/i;
const BEFORE_WARNED_QUOTE = /(?:don'?t\s+(?:\w+\s+){0,2}|skip\s+(?:the\s+\w+\s+)?|avoid\s+|\bthan\s+|\bbeats\s+|instead\s+of\s+|not\s+)$/i;
const ASKS = /\b(?:ask|question|questions|either\/or)\b/i;
const INVITES =
  /\b(?:suggest\w*|invit\w*|float\s+a\s+plan|(?:real|a)\s+plan|coffee|meet(?:ing)?\s+(?:up|her|in\s+person)?|day\s+and\s+(?:a\s+)?time)\b/i;
const SHORT = /\b(?:short|brief|two\s+lines|one\s+line)\b/i;

export function lineRule(tip: string, detail?: string): LineRule {
  const forbids: string[] = [];
  const quote = /"([^"]+)"/g;
  for (let m = quote.exec(tip); m; m = quote.exec(tip)) {
    if (BEFORE_WARNED_QUOTE.test(tip.slice(Math.max(0, m.index - 30), m.index))) forbids.push(m[1]!.replace(/[?.!]+$/, "").toLowerCase());
  }
  const rule: LineRule = { forbids };
  // Sentences, then clauses; a quoted example is not the tip's own words.
  for (const sentence of tip.replace(/"[^"]*"/g, "…").split(/(?<=[.!?])\s+/)) {
    const conditional = sentence.search(/\bif\b/i);
    const own = conditional >= 0 ? sentence.slice(0, conditional) : sentence;
    for (const clause of own.split(/[:;]|,\s+(?=then\b|and\b)|\bunless\b|\brather\s+than\b|\binstead\s+of\b|\bnot\s+just\b/i)) {
      const text = clause.trim();
      if (!text) continue;
      if (NEGATIVE_START.test(text)) {
        if (ASKS.test(text)) rule.noQuestion = true;
        continue;
      }
      if (ASKS.test(text)) rule.asks = true;
      if (INVITES.test(text)) rule.invites = true;
      if (SHORT.test(text)) rule.short = true;
    }
  }
  if (detail && tip.includes(detail)) rule.names = [detail];
  return rule;
}

export function followsRule(line: string, rule: LineRule): boolean {
  const lower = line.toLowerCase();
  if (rule.asks && !line.includes("?")) return false;
  if (rule.noQuestion && line.includes("?")) return false;
  if (rule.invites && !invites(line)) return false;
  if (rule.short && line.length > SHORT_LINE) return false;
  if (rule.names && !rule.names.some((n) => lower.includes(n.toLowerCase()))) return false;
  for (const phrase of rule.forbids) {
    if (phrase === "you" ? BOUNCE_BACK.test(line) : lower.includes(phrase)) return false;
  }
  return true;
}
