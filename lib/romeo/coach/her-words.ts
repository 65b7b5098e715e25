import { readMessage } from "@/lib/reading/read";
import type { Rail } from "@/lib/reading/types";

// When he asks the coach about a message of hers and quotes it ("she said 'I met someone', what do I
// say?"), the coach reads her words the way the reply tool does (docs/reading.md, "Romeo"): one reading
// for every feature. A no, news that ends it or a limit routes to respecting it; bad news to care first.

// Her words in quotes (straight or curly), or after "she said", "she texted", "her message:",
// "usne bola/kaha/likha".
const QUOTED = /["“”«]([^"“”«»]{6,400})["“”»]|(?:^|\s)'([^']{6,400})'(?=\s|[?.!,]|$)/u;
const AFTER_SAID =
  /\b(?:she\s+(?:said|says|texted|wrote|replied|messaged|sent)|her\s+(?:message|text|reply)(?:\s+(?:was|is|says))?|usne\s+(?:bola|kaha|likha|reply\s+kiya))\s*[:,-]?\s*(.{6,400}?)(?:\s*(?:[-—]\s*)?(?:what|how|should|kya|ab\s+kya|now\s+what)\b.*)?$/iu;

/** Her message as he quotes it in his question to the coach, or null when he quotes none. */
export function herQuotedMessage(question: string): string | null {
  const quoted = QUOTED.exec(question);
  const text = quoted?.[1] ?? quoted?.[2] ?? AFTER_SAID.exec(question.trim())?.[1];
  return text?.trim() || null;
}

/** What her quoted message asks of his reply, by the reply tool's reading: a rail, or null. */
export function herQuotedRail(question: string): Rail {
  const hers = herQuotedMessage(question);
  return hers ? readMessage(hers).rail : null;
}
