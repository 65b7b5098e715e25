import Link from "next/link";
import { ComingSoonButton } from "@/components/marketing/coming-soon-button";
import { PlanFeatures } from "@/components/marketing/plan-features";
import { UpgradeLink } from "@/components/marketing/upgrade-link";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { formatPrice, PLAN_IDS, PLANS, type PlanId } from "@/lib/plans";
import { cn } from "@/lib/utils";

const ACTIONS: Record<PlanId, { href: string; label: string }> = {
  basic: { href: "/#generator", label: "Start Free" },
  premium: { href: "/premium-checkout", label: `Get ${PLANS.premium.name}` },
  // Not purchasable yet: its button shows the "Coming Soon!" toast (docs/product.md).
  premium_plus: { href: "/subscribe-premium-plus", label: "Coming Soon" },
};

const RECOMMENDED: PlanId = "premium";

/** One card per plan, straight from lib/plans.ts. `headingLevel` keeps the page's heading outline in order. */
export function PlanCards({ headingLevel = "h2" }: { headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <ul className="grid items-stretch gap-6 md:grid-cols-3">
      {PLAN_IDS.map((id) => {
        const plan = PLANS[id];
        const action = ACTIONS[id];
        const recommended = id === RECOMMENDED;
        return (
          <li key={id}>
            <Card
              className={cn(
                "relative flex h-full flex-col",
                recommended && "border-2 border-brand-500 shadow-lg shadow-brand-600/15",
                plan.comingSoon && "bg-ink-50",
              )}
            >
              {recommended && (
                <p className="absolute -top-3 left-6 rounded-full bg-gradient-to-r from-brand-600 to-pink-600 px-3 py-0.5 text-xs font-bold text-white">
                  Recommended
                </p>
              )}
              <div className="flex items-center justify-between gap-2">
                <Heading className="text-xl font-bold text-ink-900">{plan.name}</Heading>
                {plan.comingSoon && <Badge>Coming Soon</Badge>}
              </div>
              <p className="mt-1 text-sm text-ink-600">{plan.tagline}</p>
              <p className="mt-5 flex items-baseline gap-1">
                <span className="text-4xl font-extrabold tracking-tight text-ink-900">{formatPrice(plan.priceCents)}</span>
                <span className="text-sm font-medium text-ink-600">/month</span>
              </p>
              <p className="mt-1 text-xs text-ink-600">
                {plan.priceCents === 0 ? "Free forever, no card needed" : "Billed monthly, cancel anytime"}
              </p>
              <PlanFeatures features={plan.features} className="mt-6 flex-1 space-y-2.5 text-sm text-ink-700" />
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
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
