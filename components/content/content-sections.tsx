import { Fragment } from "react";
import { Section } from "@/components/layout/page-shell";
import type { Block, ContentSection } from "@/content/types";

const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

// Content stays plain text (the support chat reads it too), so mailboxes are turned into links here.
export function withMailLinks(text: string): React.ReactNode {
  return text.split(EMAIL).map((part, i) =>
    i % 2 === 1 ? (
      <a key={i} href={`mailto:${part}`}>
        {part}
      </a>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
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

export function ContentBlocks({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, i) => <ContentBlock key={i} block={block} />);
}

/** Each content section as a titled Section of the page. */
export function ContentSections({ sections }: { sections: readonly ContentSection[] }) {
  return sections.map((section) => (
    <Section key={section.id} id={section.id} title={section.title}>
      <ContentBlocks blocks={section.blocks} />
    </Section>
  ));
}
