import { PlanCards } from "@/components/marketing/plan-cards";
import { PlanComparison } from "@/components/marketing/plan-comparison";
import { PremiumActiveSwitch } from "@/components/marketing/premium-active-switch";
import { PricingViewTracker } from "@/components/marketing/pricing-view-tracker";
import { SectionHeading } from "@/components/marketing/section-heading";
import { dailyRepliesText } from "@/content/plan-facts";
import { PLANS } from "@/lib/plans";

export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="sec bg-white">
      <div className="wrap">
        <SectionHeading
          id="pricing-title"
          title="Simple, Honest Pricing"
          intro={`Start free with ${PLANS.basic.name}. Upgrade to ${PLANS.premium.name} when you want ${dailyRepliesText("premium").toLowerCase()} and every tone, and cancel anytime.`}
        />
        <div className="mt-12">
          <PremiumActiveSwitch>
            <PlanCards headingLevel="h3" />
            <div className="mx-auto mt-12 max-w-3xl">
              <PlanComparison caption={`${PLANS.basic.name} vs ${PLANS.premium.name}`} />
            </div>
          </PremiumActiveSwitch>
        </div>
      </div>
      <PricingViewTracker sectionId="pricing" />
    </section>
  );
}
