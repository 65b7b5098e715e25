import type { Unit } from "@/lib/romeo/support/query";
import { getIndex, type Passage } from "@/lib/romeo/support/search-index";

// BM25 over the passages (lib/romeo/support/knowledge.ts), with title boosts, each unit of the question
// scoring mostly through its best term, and the share of the question a passage covers.

export interface ScoredPassage extends Passage {
  /** BM25 with title boosts; only comparable between results of the same query. */
  score: number;
  /**
   * Share (0–1) of the question's weight this passage matches, where words the content never uses
   * weigh the most: "how do I cancel Premium" covers all of it, "capital of France" nothing.
   */
  coverage: number;
  /** How many parts of the question (words, or topics standing for several words) the passage matches. */
  matches: number;
  /** The product topics of the question (synonym groups, e.g. "cancel") that this passage matches. */
  topics: string[];
}

const K1 = 1.2;
const B = 0.75;
/**
 * Length normalisation stops at this many average passages: a nine-item list like "Information We
 * Collect" is long because it is complete, not because the question is a small part of it.
 */
const LENGTH_CAP = 2;
/** Extra idf for a query term in the section title: it names what the passage is about. */
const TITLE_BOOST = 0.75;
/** An FAQ question is how people ask, so matching it is the strongest sign of the right entry. */
const QUESTION_BOOST = 1;
/** Page titles say less ("Help Center" covers everything on it), so theirs is smaller. */
const PAGE_TITLE_BOOST = 0.2;
/** What a unit's further terms in a passage add, beyond its best one (see search). */
const UNIT_EXTRA_TERMS = 0.25;
/** How much of a passage's score survives when it matches none of the question's weight (see search). */
const COORDINATION_FLOOR = 0.4;
/**
 * Members' stories are searchable, but they tell what happened to someone, not how Holla works, so
 * any factual passage that matches as well should answer first.
 */
const SECTION_PRIORS: Readonly<Record<string, number>> = { "/success-stories#testimonials": 0.5 };

export function search(units: readonly Unit[], limit: number): ScoredPassage[] {
  const idx = getIndex();
  if (!units.length || limit <= 0) return [];
  const scores = new Map<number, number>();
  for (const unit of units) {
    // A unit scores mostly through its best term in a passage: a privacy paragraph that says
    // "secure", "store" and "encrypt" is not three times the answer to "can I export my data".
    const best = new Map<number, number>();
    const rest = new Map<number, number>();
    for (const [term, weight] of unit.terms) {
      const docs = idx.postings.get(term);
      if (!docs) continue;
      const idf = idx.idf(term);
      for (const d of docs) {
        const doc = idx.docs[d]!;
        const tf = doc.tf.get(term)!;
        const length = Math.min(doc.length, LENGTH_CAP * idx.avgLength);
        let s = (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * length) / idx.avgLength));
        if (doc.titleTerms.has(term)) s += (doc.passage.kind === "faq" ? QUESTION_BOOST : TITLE_BOOST) * idf;
        if (doc.pageTerms.has(term)) s += PAGE_TITLE_BOOST * idf;
        const value = weight * s;
        const prior = best.get(d) ?? 0;
        best.set(d, Math.max(prior, value));
        rest.set(d, (rest.get(d) ?? 0) + Math.min(prior, value));
      }
    }
    const extra = unit.every ? 1 : UNIT_EXTRA_TERMS;
    for (const [d, s] of best) scores.set(d, (scores.get(d) ?? 0) + s + extra * (rest.get(d) ?? 0));
  }
  const totalWeight = units.reduce((sum, u) => sum + u.weight, 0);
  const unitTerms = units.map((u) => [...u.terms.keys()]);
  const scored = [...scores.entries()].map(([d, bm25]) => {
    const doc = idx.docs[d]!;
    let covered = 0;
    let matches = 0;
    const topics: string[] = [];
    for (const [u, unit] of units.entries()) {
      if (!unitTerms[u]!.some((t) => doc.tf.has(t))) continue;
      covered += unit.weight;
      if (unit.group?.helper) continue;
      matches++;
      if (unit.group && !topics.includes(unit.group.name)) topics.push(unit.group.name);
    }
    const coverage = totalWeight > 0 ? covered / totalWeight : 0;
    // A passage that answers every part of the question beats one that says a single part often.
    const score = bm25 * (COORDINATION_FLOOR + (1 - COORDINATION_FLOOR) * coverage) * (SECTION_PRIORS[doc.passage.href] ?? 1);
    return { d, score, coverage, matches, topics };
  });
  // Ties go to the earlier passage, so the same question always gets the same answer.
  scored.sort((a, b) => b.score - a.score || a.d - b.d);
  return scored.slice(0, limit).map(({ d, ...rest }) => ({ ...idx.docs[d]!.passage, ...rest }));
}
