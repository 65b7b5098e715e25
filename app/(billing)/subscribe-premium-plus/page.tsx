import type { Metadata } from "next";
import { PremiumPlusAction } from "@/components/billing/premium-plus";
import { PageShell } from "@/components/layout/page-shell";
import { PlanOffer } from "@/components/marketing/plan-offer";
import { PREMIUM_PLUS, PREMIUM_PLUS_PRICE } from "@/content/plan-facts";

export const metadata: Metadata = {
  title: PREMIUM_PLUS.name,
  description: `Holla ${PREMIUM_PLUS.name} is coming soon: conversation frameworks, expert scripts and dating psychology lessons for ${PREMIUM_PLUS_PRICE}/month.`,
};

/** Static: the plan card is prerendered; whether it's on sale yet is asked in the browser. */
export default function SubscribePremiumPlusPage() {
  return (
    <PageShell title={PREMIUM_PLUS.name} intro={`${PREMIUM_PLUS.tagline}.`}>
      <PlanOffer plan={PREMIUM_PLUS} heading={`Holla ${PREMIUM_PLUS.name}`}>
        <PremiumPlusAction />
      </PlanOffer>
    </PageShell>
  );
}
