import { Check } from "lucide-react";
import { SubscribeFlow } from "@/components/billing/subscribe-flow";
import { PageShell } from "@/components/layout/page-shell";
import { Card } from "@/components/ui/card";
import { PREMIUM, PREMIUM_PER_MONTH } from "@/content/plan-facts";

export const SUBSCRIBE_TITLE = `Get ${PREMIUM.name}`;
export const SUBSCRIBE_DESCRIPTION = `Upgrade to Holla ${PREMIUM.name} for ${PREMIUM_PER_MONTH}: unlimited replies, every tone, the Pattern Interrupt Engine and Romeo Dating Coach.`;

/** /subscribe, /no-oauth-subscribe and /subscribe-oauth are one screen: static, with the steps in the browser. */
export function SubscribeScreen() {
  return (
    <PageShell title={SUBSCRIBE_TITLE} intro={`${PREMIUM.tagline}. ${PREMIUM_PER_MONTH}, cancel anytime.`}>
      <Card className="mb-6 sm:p-8">
        <SubscribeFlow />
      </Card>
      <Card className="sm:p-8">
        <h2 className="text-lg font-bold text-ink-900">What {PREMIUM.name} includes</h2>
        <ul className="mt-3 space-y-2 text-ink-700">
          {PREMIUM.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden /> {feature}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-ink-600">
          {PREMIUM_PER_MONTH}, billed monthly through Stripe. Cancel anytime from your account; you keep {PREMIUM.name} until the end of the
          month you paid for.
        </p>
      </Card>
    </PageShell>
  );
}
