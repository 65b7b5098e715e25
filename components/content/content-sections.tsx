import { Section } from "@/components/layout/page-shell";
import type { Block, ContentSection } from "@/content/types";

const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

// Content stays plain text (the support chat reads it too), so mailboxes are turned into links here,
// each keyed by where it starts in the text.
export function withMailLinks(text: string): React.ReactNode {
  const parts: React.ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(EMAIL)) {
    const address = match[1]!;
    parts.push(
      text.slice(from, match.index),
      <a key={match.index} href={`mailto:${address}`}>
        {address}
      </a>,
    );
    from = match.index + match[0].length;
  }
  parts.push(text.slice(from));
  return parts;
}

/** Colour alone doesn't set links apart from body text enough, so they stay underlined. */
export const UNDERLINED_LINKS = "[&_a]:underline [&_a]:underline-offset-2";

function ContentBlock({ block }: { block: Block }) {
  if (typeof block === "string") return <p>{withMailLinks(block)}</p>;
  if ("list" in block) {
    return (
      <ul>
        {block.list.map((item) => (
          <li key={item}>{withMailLinks(item)}</li>
        ))}
      </ul>
    );
  }
  return (
    <ol>
      {block.steps.map((step) => (
        <li key={step}>{withMailLinks(step)}</li>
      ))}
    </ol>
  );
}

// A block is keyed by its words: no section repeats one (tests/unit/content.test.ts).
export function ContentBlocks({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block) => <ContentBlock key={JSON.stringify(block)} block={block} />);
}

/** Each content section as a titled Section of the page. */
export function ContentSections({ sections }: { sections: readonly ContentSection[] }) {
  return sections.map((section) => (
    <Section key={section.id} id={section.id} title={section.title}>
      <ContentBlocks blocks={section.blocks} />
    </Section>
  ));
}
