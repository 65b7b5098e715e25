import type { Metadata } from "next";
import { ContentSections } from "@/components/content/content-sections";
import { RelatedLinks } from "@/components/content/related-links";
import { PageShell } from "@/components/layout/page-shell";
import { PRIVACY_PAGE as page } from "@/content/privacy";

export const metadata: Metadata = { title: page.title, description: page.description };

export default function PrivacyPage() {
  return (
    <PageShell title={page.title} intro={page.intro} updated={page.updated}>
      <ContentSections sections={page.sections} />
      <RelatedLinks
        links={[
          { href: "/terms", label: "Terms of Service" },
          { href: "/refund-policy", label: "Refund Policy" },
          { href: "/contact", label: "Contact Us" },
        ]}
      />
    </PageShell>
  );
}
