import type { ReactNode } from "react";
import { PlanFeatures } from "@/components/marketing/plan-features";
import { Card } from "@/components/ui/card";
import { formatPrice, type Plan } from "@/lib/plans";

/** One plan on its own page (checkout, Premium Plus): heading, monthly price, features, then what to do. */
export function PlanOffer({ plan, heading, children }: { plan: Plan; heading: string; children: ReactNode }) {
  return (
    <Card className="sm:p-8">
      <h2 className="text-xl font-bold text-ink-900">{heading}</h2>
      <p className="mt-3 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight text-ink-900">{formatPrice(plan.priceCents)}</span>
        <span className="text-ink-600">/month, cancel anytime</span>
      </p>
      <PlanFeatures features={plan.features} className="mt-4 space-y-2 text-ink-700" />
      <div className="mt-6 border-t border-brand-100 pt-6">{children}</div>
    </Card>
  );
}
