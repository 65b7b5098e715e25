import type { Metadata } from "next";
import { ContentSections } from "@/components/content/content-sections";
import { RelatedLinks } from "@/components/content/related-links";
import { PageShell } from "@/components/layout/page-shell";
import { TERMS_PAGE as page } from "@/content/terms";

export const metadata: Metadata = { title: page.title, description: page.description };

export default function TermsPage() {
  return (
    <PageShell title={page.title} intro={page.intro} updated={page.updated}>
      <ContentSections sections={page.sections} />
      <RelatedLinks
        links={[
          { href: "/privacy", label: "Privacy Policy" },
          { href: "/refund-policy", label: "Refund Policy" },
          { href: "/guidelines", label: "Community Guidelines" },
        ]}
      />
    </PageShell>
  );
}
