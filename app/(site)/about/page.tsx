import type { Metadata } from "next";
import { ContentSections } from "@/components/content/content-sections";
import { RelatedLinks } from "@/components/content/related-links";
import { PageShell } from "@/components/layout/page-shell";
import { ABOUT_PAGE as page } from "@/content/about";

export const metadata: Metadata = { title: page.title, description: page.description };

export default function AboutPage() {
  return (
    <PageShell title={page.title} intro={page.intro}>
      <ContentSections sections={page.sections} />
      <RelatedLinks
        title="Learn More"
        links={[
          { href: "/how-it-works", label: "How It Works" },
          { href: "/guidelines", label: "Community Guidelines" },
          { href: "/contact", label: "Contact Us" },
        ]}
      />
    </PageShell>
  );
}
