import type { Metadata } from "next";
import { ContentSections } from "@/components/content/content-sections";
import { FaqList } from "@/components/content/faq-list";
import { RelatedLinks } from "@/components/content/related-links";
import { PageShell, Section } from "@/components/layout/page-shell";
import { HELP_FAQ, HELP_FAQ_TITLE, HELP_PAGE as page } from "@/content/help";
import { pickSections } from "@/content/select";

export const metadata: Metadata = { title: page.title, description: page.description };

export default function HelpPage() {
  return (
    <PageShell title={page.title} intro={page.intro}>
      <ContentSections sections={pickSections(page, "getting-started", "premium-features")} />
      <Section id="faq" title={HELP_FAQ_TITLE}>
        <FaqList faq={HELP_FAQ} />
      </Section>
      <ContentSections sections={pickSections(page, "support")} />
      <RelatedLinks
        links={[
          { href: "/contact", label: "Contact Us" },
          { href: "/report", label: "Report an Issue" },
          { href: "/refund-policy", label: "Refund Policy" },
        ]}
      />
    </PageShell>
  );
}
