// The shape of every content page. Pages render it; the support chat retrieves passages from it, so
// the words of each page live in exactly one place.

/** A string is a paragraph; `list` renders as bullets; `steps` renders as a numbered list. */
export type Block = string | { list: string[] } | { steps: string[] };

export interface ContentSection {
  /** Unique on its page; also the section's anchor (#id). */
  id: string;
  title: string;
  blocks: Block[];
}

export interface ContentPage {
  /** The route without its leading slash: the page lives at `/${slug}`. */
  slug: string;
  title: string;
  /** Meta description, at most 160 characters. */
  description: string;
  intro: string;
  /** "Last updated" date on legal pages. */
  updated?: string;
  sections: ContentSection[];
}

export interface FaqEntry {
  question: string;
  answer: string;
}
