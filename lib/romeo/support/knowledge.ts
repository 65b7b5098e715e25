import { queryUnits } from "@/lib/romeo/support/query";
import { type ScoredPassage, search } from "@/lib/romeo/support/ranking";
import { getIndex } from "@/lib/romeo/support/search-index";
import { tokenize } from "@/lib/romeo/support/tokenize";

// What Romeo (the support chat) knows: every block of the site's content pages as a passage, ranked
// for a question with BM25. The words live once in content/, so an answer can never quote a price,
// a limit or a policy the pages don't state. The corpus is about a hundred passages, so a plain
// in-memory inverted index, built on first use, answers a query in well under a millisecond.
//
// The hand-written words (stop words, synonyms) are data in lexicon.ts; the tokenizer is tokenize.ts,
// the index search-index.ts, the query query.ts and the scoring ranking.ts. What is left here is
// what a chat message asks of them: the results, whether they answer it, and follow-ups.

/** A turn of the support chat, oldest first (structurally lib/replies/schemas' ChatTurn). */
export interface SupportTurn {
  role: "user" | "romeo";
  content: string;
}

/** Every term that counts for `query`: its own words, corrected and stemmed, and their synonyms. */
export function queryTerms(query: string): Set<string> {
  const terms = new Set<string>();
  for (const unit of queryUnits(query, 1, getIndex())) for (const term of unit.terms.keys()) terms.add(term);
  return terms;
}

/** The passages that best answer `query`, best first; empty when nothing in the content matches. */
export function retrievePassages(query: string, limit = 3): ScoredPassage[] {
  return search(queryUnits(query, 1, getIndex()), limit);
}

// A question that names a product topic the passage also covers is about Holla even when it carries
// words the content doesn't use ("cancel Premium while I'm travelling abroad"), and the more topics
// it names, the surer that is. One that names no topic has to be mostly covered, in more than one
// word, so a single stray match ("tell me a joke": "her joke" on the About page) doesn't count. The
// floors were tuned on tests/unit/support-retrieval.test.ts.
const MIN_SCORE = 1.5;
const MIN_COVERAGE_ONE_TOPIC = 0.35;
const COVERAGE_DISCOUNT_PER_TOPIC = 0.1;
const MIN_COVERAGE_ANY_TOPICS = 0.15;
const MIN_COVERAGE_NO_TOPIC = 0.6;

/** Whether the content actually covers the question these results came from (judged on the best one). */
export function isAnswerable(results: readonly ScoredPassage[]): boolean {
  const top = results[0];
  if (!top || top.score < MIN_SCORE) return false;
  if (top.topics.length > 0) {
    const floor = MIN_COVERAGE_ONE_TOPIC - COVERAGE_DISCOUNT_PER_TOPIC * (top.topics.length - 1);
    return top.coverage >= Math.max(floor, MIN_COVERAGE_ANY_TOPICS);
  }
  return top.coverage >= MIN_COVERAGE_NO_TOPIC && top.matches >= 2;
}

// ---- Follow-ups --------------------------------------------------------------------------------------

/** How much the previous question counts when a follow-up borrows it. */
const HISTORY_WEIGHT = 0.5;
const CONNECTIVE = /^\s*(?:and|but|also|so|then|plus|what about|how about|what if|same for|ok(?:ay)?,? (?:and|but|so))\b/i;
const ANAPHOR = /\b(?:it|that|this|those|these|they|them|there|one)\b/i;

/** The user's last message before `message` (the history may or may not already end with `message`). */
export function previousUserTurn(message: string, history: readonly SupportTurn[] | undefined): string | null {
  if (!history?.length) return null;
  let end = history.length;
  const last = history[end - 1];
  if (last?.role === "user" && last.content.trim() === message.trim()) end--;
  for (let i = end - 1; i >= 0; i--) {
    const turn = history[i]!;
    if (turn.role === "user" && turn.content.trim()) return turn.content;
  }
  return null;
}

/** "and how long does that take?": says too little on its own and leans on what came before. */
export function looksLikeFollowUp(message: string): boolean {
  if (CONNECTIVE.test(message)) return true;
  return ANAPHOR.test(message) && tokenize(message).length <= 3;
}

/**
 * Retrieval for a chat message: the message alone, unless it reads as a follow-up (or finds nothing
 * on its own), in which case the previous user message joins the query at reduced weight. Both the
 * offline answer and the model's context come from here, so they agree on the sources.
 */
export function retrieveForMessage(message: string, history?: readonly SupportTurn[], limit = 3): ScoredPassage[] {
  const idx = getIndex();
  const own = search(queryUnits(message, 1, idx), limit);
  const previous = previousUserTurn(message, history);
  if (!previous) return own;
  const followUp = looksLikeFollowUp(message);
  if (!followUp && isAnswerable(own)) return own;
  // A longer question the content doesn't cover is a new subject, not a follow-up.
  if (!followUp && tokenize(message).length > 4) return own;
  const combined = search([...queryUnits(message, 1, idx), ...queryUnits(previous, HISTORY_WEIGHT, idx)], limit);
  return isAnswerable(combined) ? combined : own;
}
