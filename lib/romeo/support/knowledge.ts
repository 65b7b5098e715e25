import { CONTENT_PAGES } from "@/content";
import { blockText } from "@/content/select";
import type { ContentPage, ContentSection } from "@/content/types";
import { TONES, TONE_IDS } from "@/lib/plans";

// What Romeo (the support chat) knows: every block of the site's content pages as a passage, ranked
// for a question with BM25. The words live once in content/, so an answer can never quote a price,
// a limit or a policy the pages don't state. The corpus is about a hundred passages, so a plain
// in-memory inverted index, built on first use, answers a query in well under a millisecond.

/** One block of a content page, with where it lives so an answer can link to it. */
export interface Passage {
  /** Stable within a build: `${slug}/${section id}/${block index}`. */
  id: string;
  /** Page title, e.g. "Help Center" (without a closing full stop, so it reads inside a sentence). */
  page: string;
  /** Section title, e.g. "Frequently Asked Questions". */
  section: string;
  /** Where the section lives: "/help#faq". */
  href: string;
  /** The block as plain text; a list or steps block comes with the line that introduces it. */
  text: string;
  kind: "paragraph" | "list" | "steps" | "faq";
  /** FAQ entries only: the question and its answer, split. */
  question?: string;
  answer?: string;
  /** List and steps blocks only: the introducing line (if any) and the items, for trimming. */
  lead?: string;
  items?: string[];
}

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

/** A turn of the support chat, oldest first (structurally lib/replies/schemas' ChatTurn). */
export interface SupportTurn {
  role: "user" | "romeo";
  content: string;
}

// ---- Text to terms ---------------------------------------------------------------------------------

// Common English function words, plus what people wrap a support question in ("hi", "please",
// "can you tell me", "how long does it take"). "her"/"she" are on every page about her message, so
// they only add noise.
const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a about above after again against all am an and any are arent as at be because been before being below between both but by " +
    "can cant could couldnt did didnt do does doesnt doing dont down during each few for from further had hadnt has hasnt have havent " +
    "having he hed hell hes her here heres hers herself him himself his how hows i id ill im ive if in into is isnt it its itself " +
    "lets me more most my myself no nor not of off on once only or other ought our ours ourselves out over own same shant she shes " +
    "should shouldnt so some such than that thats the their theirs them themselves then there theres these they theyd theyll theyre " +
    "theyve this those through to too under until up very was wasnt we wed well were weve werent what whats when whens where wheres " +
    "which while who whos whom why whys will with wont would wouldnt you youd youll youre youve your yours yourself yourselves " +
    "please pls plz hi hii hello hey thanks thank ok okay just also tell know want wanna get gets got u ur r ya yeah yes really " +
    "actually something anything thing things question questions take takes taking took anyone someone one much many long " +
    "make makes made need needs use uses using used supported happen happens happened"
  ).split(" "),
);

/** Ways of asking that carry no subject: "what languages do you support" is about languages. */
const FILLER_PHRASES: readonly string[][] = ["do you support", "do you offer", "is there", "are there"].map((p) => p.split(" "));

/** Names people address or mention in passing ("hey Romeo, …", "does Holla …"): they say nothing about the question. */
const NAMES: ReadonlySet<string> = new Set(["romeo", "holla"]);

/**
 * Light stemming, enough to meet plurals and -ing/-ed forms halfway: reply/replies/replied → "repli",
 * cancel/cancelled/cancelling → "cancel", price/pricing/priced → "pric". Not a real stemmer: the
 * same mangling on both sides is all BM25 needs.
 */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3 || /^\d+$/.test(w)) return w;
  if (/ie[sd]$/.test(w) && w.length > 4) w = w.slice(0, -2);
  else if (w.endsWith("s") && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  let stripped = false;
  if (w.endsWith("ing") && w.length - 3 >= 3) {
    w = w.slice(0, -3);
    stripped = true;
  } else if (w.endsWith("ed") && !w.endsWith("eed") && w.length - 2 >= 3) {
    w = w.slice(0, -2);
    stripped = true;
  }
  // "stopped" → "stop"; "cancelled" → "cancel" but "billed" stays "bill".
  if (stripped && /([b-df-hj-np-rt-z])\1$/.test(w) && (!w.endsWith("ll") || w.length >= 6)) w = w.slice(0, -1);
  if (w.endsWith("e") && !w.endsWith("ee") && w.length >= 4) w = w.slice(0, -1);
  // "reply" meets "replies" at "repli"; "day" keeps its y.
  if (/[^aeiouy]y$/.test(w) && w.length >= 4) w = `${w.slice(0, -1)}i`;
  return w;
}

/**
 * Lower-case words with apostrophes dropped ("won't" → "wont"), stop words kept. A dollar amount
 * gets a word of its own, "pricetag", so a price question can find the passages that quote one;
 * "billing@holla.app" reads as "billing email", not as two more mentions of the product.
 */
function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/['’‘`]/g, "")
      .replace(/\$(?=\d)/g, " pricetag ")
      .replace(/([\w.+-]+)@[\w-]+(?:\.[\w-]+)+/g, "$1 email")
      .match(/[a-z0-9]+/g) ?? []
  );
}

/** Stemmed content terms of `text`, in order. */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const word of words(text)) {
    if (STOP_WORDS.has(word)) continue;
    const term = stem(word);
    if (!STOP_WORDS.has(term)) terms.push(term);
  }
  return terms;
}

// ---- Ranking -----------------------------------------------------------------------------------------

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
/** A synonym counts this much of the word the user actually wrote. */
const SYNONYM_WEIGHT = 0.5;
/** What a unit's further terms in a passage add, beyond its best one (see search). */
const UNIT_EXTRA_TERMS = 0.25;
/** How much of a passage's score survives when it matches none of the question's weight (see search). */
const COORDINATION_FLOOR = 0.4;
/**
 * Members' stories are searchable, but they tell what happened to someone, not how Holla works, so
 * any factual passage that matches as well should answer first.
 */
const SECTION_PRIORS: Readonly<Record<string, number>> = { "/success-stories#testimonials": 0.5 };

// ---- Synonyms ----------------------------------------------------------------------------------------

// How people ask versus how the pages say it. A group fires when one of its "say" or "ask" words is
// in the question (a phrase matches whole words in order, and then stands for the group: "money
// back" asks about refunds, not about "back"). Once fired, the words the pages use for it ("say",
// plus "expand" words too common to fire it) count at reduced weight, so "stop my subscription"
// finds "cancel"; "answer" words are what an answer to it contains (a price, a number of days) and
// count in full. Only a written "say" word counts in full: "safe" in the pages is mostly "safe and
// lawful", not data safety. A fired group is a topic, which tells isAnswerable that the question is
// about the product, except for helper groups that only sharpen the ranking.
interface GroupSpec {
  say: readonly string[];
  ask?: readonly string[];
  expand?: readonly string[];
  answer?: readonly string[];
  helper?: boolean;
  /** Every "answer" term a passage has counts, not mostly the best one, unless the question names one (see search). */
  every?: boolean;
}

const SYNONYM_GROUPS: Record<string, GroupSpec> = {
  cancel: { say: ["cancel", "cancellation"], ask: ["unsubscribe", "stop", "end", "quit", "terminate", "turn off", "get rid of"] },
  refund: {
    say: ["refund"],
    ask: ["money back", "reimburse", "reimbursement", "pay back", "chargeback", "return my money", "refund window", "refund period"],
  },
  price: {
    // The pages say "price" mostly about changing it; a price itself is a dollar amount.
    say: ["cost"],
    answer: ["pricetag"],
    ask: ["price", "pricing", "how much", "fee", "fees", "charge", "expensive", "cheap", "afford", "usd", "dollar", "dollars", "per month"],
  },
  premium: { say: ["premium", "subscription", "subscribe"], ask: ["upgrade", "paid", "pro", "tier", "paying", "plan", "plans"] },
  payment: {
    say: ["payment", "pay", "card", "billing", "stripe", "paypal", "debit"],
    ask: ["bill", "invoice", "receipt", "google pay", "credit card", "renew", "renewal", "payment method"],
  },
  data: {
    say: ["data", "privacy", "private", "secure", "security", "store", "delete", "encrypt", "sell", "information"],
    ask: ["safe", "storage", "personal information", "confidential", "leak", "hack", "hacked", "see my", "read my", "who can see"],
  },
  sharing: { say: ["share", "provider"], ask: ["third party", "third parties", "partner", "partners", "vendor", "vendors"] },
  account: {
    say: ["sign", "account", "password"],
    ask: [
      "signin",
      "login",
      "log in",
      "logout",
      "log out",
      "sign up",
      "signup",
      "register",
      "magic link",
      "email link",
      "without an account",
      "without signing up",
    ],
  },
  hinglish: {
    say: ["hinglish", "hindi", "language"],
    ask: [
      "languages",
      "india",
      "indian",
      "desi",
      "spanish",
      "french",
      "german",
      "portuguese",
      "arabic",
      "urdu",
      "tamil",
      "telugu",
      "bengali",
      "marathi",
      "punjabi",
    ],
  },
  limit: {
    say: ["limit", "free", "daily"],
    ask: ["how many", "per day", "quota", "allowance", "cap", "trial", "free trial", "more replies", "run out", "ran out", "out of replies"],
  },
  // "Which tones are there?" is answered by the passage that names them all.
  tone: { say: ["tone"], ask: ["style", "personality", "tones"], answer: TONE_IDS.map((t) => TONES[t].label), every: true },
  generator: {
    say: ["ai", "generate", "openai"],
    ask: ["generator", "model", "chatgpt", "gpt", "llm", "algorithm", "artificial intelligence"],
  },
  save: { say: ["save", "bookmark"], ask: ["saved", "favourite replies", "favorite replies"] },
  // Whether Regenerate spends a free reply is asked in many ways; the FAQ says "Regenerate".
  regenerate: {
    say: ["regenerate"],
    ask: ["regenerating", "regen", "new set", "more options", "different replies", "new replies", "reroll", "redo", "lose a reply", "use a reply", "use up", "count against", "counts against"],
  },
  export: { say: ["export"], ask: ["download my data", "copy of my data", "takeout", "close my account", "remove my account"] },
  contact: {
    say: ["contact", "email"],
    // "Is Hindi supported?" is not asking for the support team.
    ask: [
      "reach",
      "human",
      "agent",
      "real person",
      "customer service",
      "customer support",
      "support team",
      "contact support",
      "talk to",
      "phone",
      "call",
    ],
    expand: ["support"],
  },
  usage: {
    say: [],
    ask: [
      "how does it work",
      "how does holla work",
      "how it works",
      "how do i use",
      "how to use",
      "get started",
      "getting started",
      "does it work",
      "will it work",
      "work with",
      "works with",
      "work on",
      "works on",
    ],
    expand: ["paste", "start"],
  },
  romeo: { say: ["romeo"], ask: ["support assistant", "support chat", "chatbot", "chat bot"] },
  about: {
    say: ["mission"],
    ask: ["what is holla", "what does holla do", "about holla", "who made", "who built", "who created", "company", "founder", "founders"],
  },
  apps: {
    say: [],
    ask: ["tinder", "bumble", "hinge", "okcupid", "dating app", "dating apps", "other apps", "which apps", "whatsapp", "instagram"],
    expand: ["app"],
  },
  age: {
    say: ["18", "adult", "old"],
    ask: ["13", "14", "15", "16", "17", "years old", "age", "minor", "underage", "teen", "teenager", "child", "children", "kid", "kids"],
  },
  coach: { say: ["coach", "coaching"], ask: ["advice", "dating advice", "tips"] },
  safety: {
    say: ["safety", "unsafe"],
    ask: ["abuse", "harass", "harassment", "threat", "threatening", "danger", "report someone", "report a user", "report a person"],
  },
  bug: {
    say: [],
    // The Contact page's "Technical Issues" is where every kind of "it's broken" goes.
    answer: ["technical"],
    ask: [
      "technical",
      "bug",
      "broken",
      "not working",
      "doesnt work",
      "does not work",
      "error",
      "crash",
      "glitch",
      "not loading",
      "not generating",
      "does nothing",
      "stuck",
    ],
  },
  feature: {
    say: ["feature", "include", "unlimited"],
    ask: ["what do i get", "benefit", "benefits", "perks", "comes with", "worth it"],
  },
  cookie: { say: ["cookie", "tracking"], ask: ["track", "tracker"] },
  guideline: { say: ["guideline", "allow", "prohibited"], ask: ["rule", "rules", "ban", "banned", "allowed", "respect"] },
  duration: {
    say: [],
    ask: ["how long", "how soon", "how fast", "how quickly", "when will", "when do i", "when does"],
    answer: ["minute", "hour", "day", "week"],
    helper: true,
    // A timeline ("within minutes… 24 hours… 3-5 business days") is the answer, not one "7 days".
    every: true,
  },
};

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

// ---- The index ---------------------------------------------------------------------------------------

interface IndexedPassage {
  passage: Passage;
  length: number;
  tf: Map<string, number>;
  titleTerms: Set<string>;
  pageTerms: Set<string>;
}

interface Index {
  docs: IndexedPassage[];
  /** term → indexes into docs */
  postings: Map<string, number[]>;
  avgLength: number;
  /** Content terms by first letter and length, so a typo is checked against a handful of words. */
  vocabulary: Map<string, string[]>;
  idf: (term: string) => number;
}

let index: Index | null = null;

function hrefFor(page: ContentPage, section: ContentSection): string {
  // A page that is itself an anchor on the home page ("#features") has no deeper anchors.
  return page.slug.startsWith("#") ? `/${page.slug}` : `/${page.slug}#${section.id}`;
}

const FAQ_ENTRY = /^([^?]{3,200}\?)\s+(\S[\s\S]*)$/;

/** A section folded in by faqSection(): every block a "Question? Answer" string. */
function isFaqSection(section: ContentSection): boolean {
  return section.blocks.length >= 2 && section.blocks.every((b) => typeof b === "string" && FAQ_ENTRY.test(b));
}

/** Block → passage. A line ending in ":" is the lead-in of the list after it, so they go together. */
function sectionPassages(page: ContentPage, section: ContentSection): Passage[] {
  const href = hrefFor(page, section);
  const faq = isFaqSection(section);
  const passages: Passage[] = [];
  const blocks = section.blocks;
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i]!;
    const base = { id: `${page.slug}/${section.id}/${i}`, page: page.title.replace(/\.+$/, ""), section: section.title, href };
    if (typeof block === "string") {
      const next = blocks[i + 1];
      if (block.trimEnd().endsWith(":") && next !== undefined && typeof next !== "string") {
        const items = "list" in next ? next.list : next.steps;
        passages.push({ ...base, text: `${block}\n${blockText(next)}`, kind: "list" in next ? "list" : "steps", lead: block, items: [...items] });
        i++;
        continue;
      }
      const entry = faq ? FAQ_ENTRY.exec(block) : null;
      if (entry) passages.push({ ...base, text: block, kind: "faq", question: entry[1]!, answer: entry[2]!.trim() });
      else passages.push({ ...base, text: block, kind: "paragraph" });
      continue;
    }
    const items = "list" in block ? block.list : block.steps;
    passages.push({ ...base, text: blockText(block), kind: "list" in block ? "list" : "steps", items: [...items] });
  }
  return passages;
}

/** "3. Data Privacy" → "Data Privacy": the legal pages' numbering would make "2" match section 2. */
function unnumbered(title: string): string {
  return title.replace(/^\d+\.\s*/, "");
}

function buildIndex(): Index {
  const docs: IndexedPassage[] = [];
  const postings = new Map<string, number[]>();
  for (const page of CONTENT_PAGES) {
    const pageTerms = new Set(tokenize(page.title));
    for (const section of page.sections) {
      const title = unnumbered(section.title);
      for (const passage of sectionPassages(page, section)) {
        // The section title is part of the text, so "Refund Policy › Eligibility" words count.
        const terms = tokenize(`${page.title}\n${title}\n${passage.text}`);
        const tf = new Map<string, number>();
        for (const term of terms) tf.set(term, (tf.get(term) ?? 0) + 1);
        const doc = docs.length;
        docs.push({ passage, length: terms.length, tf, titleTerms: new Set(tokenize(passage.question ?? title)), pageTerms });
        for (const term of tf.keys()) {
          const list = postings.get(term);
          if (list) list.push(doc);
          else postings.set(term, [doc]);
        }
      }
    }
  }
  const n = docs.length;
  const avgLength = docs.reduce((sum, d) => sum + d.length, 0) / Math.max(n, 1);
  const idfCache = new Map<string, number>();
  // BM25's idf. A term the content never uses gets the highest value, which is what makes
  // "capital of France" come out as uncovered rather than as a short question.
  const idf = (term: string) => {
    let value = idfCache.get(term);
    if (value === undefined) {
      const df = postings.get(term)?.length ?? 0;
      value = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      idfCache.set(term, value);
    }
    return value;
  };
  const vocabulary = new Map<string, string[]>();
  for (const term of postings.keys()) {
    const key = `${term[0]}${term.length}`;
    const list = vocabulary.get(key);
    if (list) list.push(term);
    else vocabulary.set(key, [term]);
  }
  return { docs, postings, avgLength, vocabulary, idf };
}

function getIndex(): Index {
  index ??= buildIndex();
  return index;
}

/** Every passage, in page order (the index is built on first use). */
export function allPassages(): Passage[] {
  return getIndex().docs.map((d) => d.passage);
}

// ---- Queries -----------------------------------------------------------------------------------------

/** One thing the question asks about: a word, or a topic that several words express. */
interface Unit {
  /** Terms that satisfy the unit, with how much each counts in the ranking. */
  terms: Map<string, number>;
  /** How much the unit counts towards coverage. */
  weight: number;
  group: SynonymGroup | null;
  /** Score every term a passage has in full (see search). */
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
function queryUnits(text: string, scale: number, idx: Index): Unit[] {
  const fixes = new Map<string, string>();
  const fix = (term: string) => {
    let fixed = fixes.get(term);
    if (fixed === undefined) fixes.set(term, (fixed = correct(term, idx)));
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

function search(units: readonly Unit[], limit: number): ScoredPassage[] {
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
