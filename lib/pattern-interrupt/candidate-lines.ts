import { BOUNCE_BACK, followsRule, type LineRule } from "@/lib/pattern-interrupt/line-rule";
import type { LanguageId, ToneId } from "@/lib/plans";
import type { Intent } from "@/lib/reading/intents";
import type { Reading as MessageReading } from "@/lib/reading/types";
import { composeOfflineReplies } from "@/lib/replies/offline";
import { BANKS } from "@/lib/replies/offline/bank";

// The lines the Pattern Interrupt card may suggest (docs/reading.md, "Pattern Interrupt"): the reply
// composer's, ranked so the least predictable come first, and the first tip some line follows.

export function normalise(text: string): string {
  return text.toLowerCase().replace(/\s+/g, " ").trim();
}

// The composer's replies carry no label, so the move behind each one is found by looking its line
// up in the bank; a line found in none of the cell's lists is the one built around her detail.
type Move = "answer" | "tease" | "forward" | "detail";

function moveOf(reply: string, intent: Intent, tone: ToneId, language: LanguageId): Move {
  const cell = BANKS[language][intent][tone];
  const key = normalise(reply);
  const has = (lines: readonly string[] | undefined) => (lines ?? []).some((line) => normalise(line) === key);
  if (has(cell.tease)) return "tease";
  if (has(cell.forward)) return "forward";
  if (has(cell.answer) || has(cell.asked)) return "answer";
  return "detail";
}

const BLANK = /\[\[[^[\]]{1,40}\]\]/;
const BLANK_ALL = /\[\[([^[\]]{1,40})\]\]/g;

/** Only blanks left: the card shows each as its hint in brackets, "(your job)", for him to replace. */
export function showBlanks(reply: string): string {
  return reply.replace(BLANK_ALL, "($1)");
}

const MOVE_PENALTY: Record<Move, number> = { tease: 0, detail: 0, forward: 1, answer: 2 };

/** Regenerate's first three sets, lines he can send as they are first, the least predictable first. */
export function candidateLines(message: string, tone: ToneId, language: LanguageId, reading: MessageReading, intent: Intent): string[] {
  // A line with a blank ("I work as [[your job]]") asks him to finish it; the card suggests lines he
  // can send as they are, so complete ones come first and a blank shows as "(hint)".
  const all = [0, 1, 2].flatMap((variation) => composeOfflineReplies({ message, tone, language, variation }, reading)).map((r) => r.reply);
  const complete = all.filter((reply) => !BLANK.test(reply));
  const lines = complete.length ? complete : all.map(showBlanks);
  const penalty = (reply: string) => MOVE_PENALTY[moveOf(reply, intent, tone, language)] + (BOUNCE_BACK.test(reply) ? 2 : 0);
  // A stable sort: among equals the composer's own ranking (best-scoring first) stands.
  return [...new Set(lines)]
    .map((reply, i) => ({ reply: reply.trim().replace(/^["“”]+|["“”]+$/g, ""), i, p: penalty(reply) }))
    .sort((a, b) => a.p - b.p || a.i - b.i)
    .map((c) => c.reply);
}

/**
 * The tip and the line shown together: from the seeded tip on, the first tip some line follows, with
 * the best line that follows it. A line the rails refuse is never a candidate.
 */
export function tipAndLine(
  tips: readonly string[],
  start: number,
  lines: readonly string[],
  rule: (tip: string) => LineRule,
): { tip: string; line: string } {
  for (let i = 0; i < tips.length; i++) {
    const tip = tips[(start + i) % tips.length]!;
    const r = rule(tip);
    const line = lines.find((l) => followsRule(l, r));
    if (line) return { tip, line };
  }
  return { tip: tips[start % tips.length]!, line: lines[0]! };
}
