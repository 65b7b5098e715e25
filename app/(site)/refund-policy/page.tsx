import type { Metadata } from "next";
import { ContentSections } from "@/components/content/content-sections";
import { RelatedLinks } from "@/components/content/related-links";
import { PageShell } from "@/components/layout/page-shell";
import { REFUND_POLICY_PAGE as page } from "@/content/refund-policy";

export const metadata: Metadata = { title: page.title, description: page.description };

export default function RefundPolicyPage() {
  return (
    <PageShell title={page.title} intro={page.intro} updated={page.updated}>
      <ContentSections sections={page.sections} />
      <RelatedLinks
        title="Need More Help?"
        links={[
          { href: "/help", label: "Help Center" },
          { href: "/contact", label: "Contact Us" },
        ]}
      />
    </PageShell>
  );
}
