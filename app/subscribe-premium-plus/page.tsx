import type { Metadata } from "next";
import { Check } from "lucide-react";
import { PremiumPlusAction } from "@/components/billing/premium-plus";
import { PageShell } from "@/components/layout/page-shell";
import { Card } from "@/components/ui/card";
import { PREMIUM_PLUS, PREMIUM_PLUS_PRICE } from "@/content/plan-facts";

export const metadata: Metadata = {
  title: PREMIUM_PLUS.name,
  description: `Holla ${PREMIUM_PLUS.name} is coming soon: conversation frameworks, expert scripts and dating psychology lessons for ${PREMIUM_PLUS_PRICE}/month.`,
};

/** Static: the plan card is prerendered; whether it's on sale yet is asked in the browser. */
export default function SubscribePremiumPlusPage() {
  return (
    <PageShell title={PREMIUM_PLUS.name} intro={`${PREMIUM_PLUS.tagline}.`}>
      <Card className="sm:p-8">
        <h2 className="text-xl font-bold text-ink-900">Holla {PREMIUM_PLUS.name}</h2>
        <p className="mt-3 flex items-baseline gap-1">
          <span className="text-4xl font-extrabold tracking-tight text-ink-900">{PREMIUM_PLUS_PRICE}</span>
          <span className="text-ink-600">/month, cancel anytime</span>
        </p>
        <ul className="mt-4 space-y-2 text-ink-700">
          {PREMIUM_PLUS.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden /> {feature}
            </li>
          ))}
        </ul>
        <div className="mt-6 border-t border-brand-100 pt-6">
          <PremiumPlusAction />
        </div>
      </Card>
    </PageShell>
  );
}
