import { FILLER_PHRASES, NAMES, SYNONYM_GROUPS } from "@/lib/romeo/support/lexicon";
import type { Index } from "@/lib/romeo/support/search-index";
import { stem, tokenize, words } from "@/lib/romeo/support/tokenize";

// A question as the units it asks about (lib/romeo/support/knowledge.ts): its words, typos corrected,
// and the synonym groups (lexicon.ts) they fire, each weighted for ranking.ts.

/** A synonym counts this much of the word the user actually wrote. */
const SYNONYM_WEIGHT = 0.5;

interface SynonymGroup {
  name: string;
  helper: boolean;
  every: boolean;
  /** The "answer" words, stemmed. */
  answers: ReadonlySet<string>;
  /** Single-word members, stemmed, that fire the group. */
  singles: ReadonlySet<string>;
  /** The "say" words, stemmed: written, they keep their full weight. */
  says: ReadonlySet<string>;
  /** Multi-word members as stemmed word sequences (stop words kept, so "log in" stays two words). */
  phrases: string[][];
  /** What the group adds to the query, with the share of a written word's weight each counts. */
  terms: Map<string, number>;
}

const GROUPS: SynonymGroup[] = Object.entries(SYNONYM_GROUPS).map(([name, spec]) => {
  const members = [...spec.say, ...(spec.ask ?? [])].map((m) => words(m).map(stem));
  const terms = new Map<string, number>();
  for (const term of [...spec.say, ...(spec.expand ?? [])].flatMap((m) => tokenize(m))) terms.set(term, SYNONYM_WEIGHT);
  for (const term of (spec.answer ?? []).flatMap((m) => tokenize(m))) terms.set(term, 1);
  return {
    name,
    helper: spec.helper ?? false,
    every: spec.every ?? false,
    answers: new Set((spec.answer ?? []).flatMap((m) => tokenize(m))),
    singles: new Set(members.filter((m) => m.length === 1).map((m) => m[0]!)),
    says: new Set(spec.say.flatMap((m) => tokenize(m))),
    phrases: members.filter((m) => m.length > 1),
    terms,
  };
});

/** Where `phrase` occurs in `haystack`, or -1. */
function phraseAt(haystack: readonly string[], phrase: readonly string[]): number {
  outer: for (let i = 0; i + phrase.length <= haystack.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (haystack[i + j] !== phrase[j]) continue outer;
    return i;
  }
  return -1;
}

/** One thing the question asks about: a word, or a topic that several words express. */
export interface Unit {
  /** Terms that satisfy the unit, with how much each counts in the ranking. */
  terms: Map<string, number>;
  /** How much the unit counts towards coverage. */
  weight: number;
  group: SynonymGroup | null;
  /** Score every term a passage has in full (see search in ranking.ts). */
  every: boolean;
}

/** Damerau–Levenshtein distance of at most one, without building a matrix. */
function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

const GROUP_WORDS: ReadonlySet<string> = new Set(GROUPS.flatMap((g) => [...g.singles, ...g.phrases.flat()]));

/** The word a typo was meant to be ("cancle" → "cancel"), if exactly one content word is a single edit away. */
function correct(term: string, idx: Index): string {
  if (term.length < 5 || /\d/.test(term) || idx.postings.has(term) || GROUP_WORDS.has(term)) return term;
  let found: string | null = null;
  for (let length = term.length - 1; length <= term.length + 1; length++) {
    for (const candidate of idx.vocabulary.get(`${term[0]}${length}`) ?? []) {
      if (candidate.length < 4 || !withinOneEdit(term, candidate)) continue;
      if (found !== null) return term;
      found = candidate;
    }
  }
  return found ?? term;
}

/** The units of one piece of text, each scaled by `scale` (the history's share in a follow-up). */
export function queryUnits(text: string, scale: number, idx: Index): Unit[] {
  const fixes = new Map<string, string>();
  const fix = (term: string) => {
    let fixed = fixes.get(term);
    if (fixed === undefined) {
      fixed = correct(term, idx);
      fixes.set(term, fixed);
    }
    return fixed;
  };
  const stems = words(text).map((w) => fix(stem(w)));
  let terms = tokenize(text).map(fix);
  // "hey Romeo, how do I cancel?" is about cancelling; "what is Romeo?" is about Romeo.
  if (terms.some((t) => !NAMES.has(t))) terms = terms.filter((t) => !NAMES.has(t));
  const units: Unit[] = [];
  const claimed = new Set<string>();
  for (const phrase of FILLER_PHRASES) if (phraseAt(stems, phrase) >= 0) for (const word of phrase) claimed.add(word);
  for (const group of GROUPS) {
    const written = terms.filter((t) => group.singles.has(t));
    const phrases = group.phrases.filter((p) => phraseAt(stems, p) >= 0);
    if (!written.length && !phrases.length) continue;
    // A phrase stands for the group, so its words don't also count on their own.
    for (const phrase of phrases) for (const word of phrase) claimed.add(word);
    const unitTerms = new Map<string, number>();
    for (const [term, share] of group.terms) unitTerms.set(term, share * scale);
    // The unit weighs as much as the rarest word written for it.
    let weight = 0;
    for (const term of written) {
      unitTerms.set(term, Math.max(unitTerms.get(term) ?? 0, (group.says.has(term) ? 1 : SYNONYM_WEIGHT) * scale));
      claimed.add(term);
      if (idx.postings.has(term)) weight = Math.max(weight, idx.idf(term));
    }
    // Fired only by words the content doesn't use ("how much"): weigh it like the words it stands for.
    if (weight === 0) weight = Math.max(0, ...[...group.terms.keys()].map((t) => (idx.postings.has(t) ? idx.idf(t) : 0)));
    // "Which tones are there?" wants the passage naming them all; "what is the Creative tone?" doesn't.
    const every = group.every && !terms.some((t) => group.answers.has(t));
    units.push({ terms: unitTerms, weight: weight * scale, group, every });
  }
  for (const term of new Set(terms)) {
    if (claimed.has(term)) continue;
    units.push({ terms: new Map([[term, scale]]), weight: idx.idf(term) * scale, group: null, every: false });
  }
  return units;
}
