import Link from "next/link";
import { ComingSoonButton } from "@/components/marketing/coming-soon-button";
import { PlanFeatures } from "@/components/marketing/plan-features";
import { UpgradeLink } from "@/components/marketing/upgrade-link";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { formatPrice, PLAN_IDS, PLANS, type PlanId } from "@/lib/plans";

const ACTIONS: Record<PlanId, { href: string; label: string }> = {
  basic: { href: "/#generator", label: "Start Free" },
  premium: { href: "/premium-checkout", label: `Get ${PLANS.premium.name}` },
  // Not purchasable yet: its button shows the "Coming Soon!" toast (docs/product.md).
  premium_plus: { href: "/subscribe-premium-plus", label: "Coming Soon" },
};

const RECOMMENDED: PlanId = "premium";

/** One card per plan, straight from lib/plans.ts. `headingLevel` keeps the page's heading outline in order. Each card is
 * its list item; its looks are .plans and .plan in app/globals.css. */
export function PlanCards({ headingLevel = "h2" }: { headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <ul className="plans">
      {PLAN_IDS.map((id) => {
        const plan = PLANS[id];
        const action = ACTIONS[id];
        const recommended = id === RECOMMENDED;
        return (
          <li key={id} className={`card plan${recommended ? " plan-top" : ""}${plan.comingSoon ? " plan-soon" : ""}`}>
            {recommended && <p className="flag">Recommended</p>}
            <div>
              <Heading>{plan.name}</Heading>
              {plan.comingSoon && <Badge>Coming Soon</Badge>}
            </div>
            <p>{plan.tagline}</p>
            <p className="price">
              <span>{formatPrice(plan.priceCents)}</span>
              <span>/month</span>
            </p>
            <p className="note">{plan.priceCents === 0 ? "Free forever, no card needed" : "Billed monthly, cancel anytime"}</p>
            <PlanFeatures features={plan.features} />
            {plan.comingSoon ? (
              <ComingSoonButton
                className={buttonVariants({ variant: "outline", size: "lg", className: "mt-8 w-full" })}
                label={action.label}
                description={`${plan.name} is on its way. Sign up for the newsletter at the bottom of the page to hear first.`}
              />
            ) : (
              <Button asChild className="mt-8 w-full" variant={recommended ? "default" : "outline"} size="lg">
                {plan.priceCents > 0 ? (
                  <UpgradeLink href={action.href} plan={id} source="pricing_card">
                    {action.label} <Icon name="arrow-right" />
                  </UpgradeLink>
                ) : (
                  <Link href={action.href}>
                    {action.label} <Icon name="arrow-right" />
                  </Link>
                )}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
