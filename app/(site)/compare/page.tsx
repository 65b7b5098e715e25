import type { Metadata } from "next";
import { ContentSections } from "@/components/content/content-sections";
import { PageShell } from "@/components/layout/page-shell";
import { PlanCards } from "@/components/marketing/plan-cards";
import { PlanComparison } from "@/components/marketing/plan-comparison";
import { PRICING_PAGE as page } from "@/content/pricing";
import { pickSections } from "@/content/select";
import { PLANS } from "@/lib/plans";

// One name in the tab and on the page.
export const metadata: Metadata = { title: page.title, description: page.description };

export default function ComparePage() {
  return (
    <PageShell title={page.title} intro={page.intro} width="wide">
      <div className="pt-4">
        <PlanCards headingLevel="h2" />
      </div>
      <div className="mx-auto mt-12 max-w-3xl">
        <PlanComparison caption={`${PLANS.basic.name} vs ${PLANS.premium.name}`} />
        {/* "plans" repeats the cards in prose for the support chat, so it isn't shown here. */}
        <div className="mt-12">
          <ContentSections sections={pickSections(page, "billing", "free-limit")} />
        </div>
      </div>
    </PageShell>
  );
}
