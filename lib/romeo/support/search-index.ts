import { CONTENT_PAGES } from "@/content";
import { blockText } from "@/content/select";
import type { ContentPage, ContentSection } from "@/content/types";
import { tokenize } from "@/lib/romeo/support/tokenize";

// The index the support chat searches (lib/romeo/support/knowledge.ts): every block of the site's
// content pages as a passage, with its terms, built on first use.

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

interface IndexedPassage {
  passage: Passage;
  length: number;
  tf: Map<string, number>;
  titleTerms: Set<string>;
  pageTerms: Set<string>;
}

export interface Index {
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
        passages.push({
          ...base,
          text: `${block}\n${blockText(next)}`,
          kind: "list" in next ? "list" : "steps",
          lead: block,
          items: [...items],
        });
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

export function getIndex(): Index {
  index ??= buildIndex();
  return index;
}

/** Every passage, in page order (the index is built on first use). */
export function allPassages(): Passage[] {
  return getIndex().docs.map((d) => d.passage);
}
