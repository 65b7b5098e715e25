import type { Block, ContentPage, ContentSection } from "@/content/types";

/**
 * The sections of `page` with these ids, in the order asked. Throws on an unknown id so a renamed
 * section fails the build instead of silently vanishing from the page.
 */
export function pickSections(page: ContentPage, ...ids: string[]): ContentSection[] {
  return ids.map((id) => {
    const section = page.sections.find((s) => s.id === id);
    if (!section) throw new Error(`Content page "${page.slug}" has no section "${id}"`);
    return section;
  });
}

/** Plain text of a block, for search and for the support chat. */
export function blockText(block: Block): string {
  if (typeof block === "string") return block;
  if ("list" in block) return block.list.map((item) => `- ${item}`).join("\n");
  return block.steps.map((step, i) => `${i + 1}. ${step}`).join("\n");
}

export function sectionText(section: ContentSection): string {
  return [section.title, ...section.blocks.map(blockText)].join("\n\n");
}

/** FAQ entries as one section, so retrieval sees them like any other passage. */
export function faqSection(id: string, title: string, faq: readonly { question: string; answer: string }[]): ContentSection {
  return { id, title, blocks: faq.map((entry) => `${entry.question} ${entry.answer}`) };
}
