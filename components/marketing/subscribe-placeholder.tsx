import { PageShell } from "@/components/layout/page-shell";
import { PlaceholderCard } from "@/components/marketing/placeholder-card";
import { Card } from "@/components/ui/card";
import { SubscribeQuickStart } from "@/components/auth/subscribe-quick-start";
import { PREMIUM, PREMIUM_PER_MONTH } from "@/content/plan-facts";

export const SUBSCRIBE_TITLE = `Get ${PREMIUM.name}`;
export const SUBSCRIBE_DESCRIPTION = `Upgrade to Holla ${PREMIUM.name} for ${PREMIUM_PER_MONTH}: unlimited replies, every tone, the Pattern Interrupt Engine and Romeo Dating Coach.`;

/** /subscribe, /no-oauth-subscribe and /subscribe-oauth are one screen. */
export function SubscribePlaceholder() {
  return (
    <PageShell title={SUBSCRIBE_TITLE} intro={`${PREMIUM.tagline}. ${PREMIUM_PER_MONTH}, cancel anytime.`}>
      <Card className="mb-6 sm:p-8">
        <SubscribeQuickStart />
      </Card>
      <PlaceholderCard title="Quick Start Checkout" action={{ href: "/compare", label: "Compare Plans" }}>
        <p>
          This is where you&apos;ll upgrade: sign in with the one-time link above, then pay securely with Stripe. {PREMIUM.name} is {PREMIUM_PER_MONTH} and you can cancel anytime.
        </p>
        <p>Checkout opens soon. Payments aren&apos;t connected yet, so nothing can be charged today.</p>
        <p className="font-semibold text-ink-900">What {PREMIUM.name} includes:</p>
        <ul>
          {PREMIUM.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </PlaceholderCard>
    </PageShell>
  );
}
