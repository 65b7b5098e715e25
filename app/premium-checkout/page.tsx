import type { Metadata } from "next";
import { PageShell } from "@/components/layout/page-shell";
import { PlaceholderCard } from "@/components/marketing/placeholder-card";
import { PREMIUM, PREMIUM_PRICE } from "@/content/plan-facts";

export const metadata: Metadata = {
  title: `Upgrade to ${PREMIUM.name}`,
  description: `Upgrade to Holla ${PREMIUM.name} for ${PREMIUM_PRICE}/month, cancel anytime. Unlimited replies, every tone and Romeo Dating Coach.`,
};

export default function PremiumCheckoutPage() {
  return (
    <PageShell title={`Upgrade to ${PREMIUM.name}`} intro={PREMIUM.tagline}>
      <PlaceholderCard title={`Holla ${PREMIUM.name}`} action={{ href: "/subscribe", label: "Back to Plans" }}>
        <p className="flex items-baseline gap-1">
          <span className="text-4xl font-extrabold tracking-tight text-ink-900">{PREMIUM_PRICE}</span>
          <span className="text-ink-600">/month, cancel anytime</span>
        </p>
        <ul>
          {PREMIUM.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <p>
          Secure checkout with Stripe opens soon. Payments aren&apos;t connected yet, so you can&apos;t be charged today.
        </p>
      </PlaceholderCard>
    </PageShell>
  );
}
