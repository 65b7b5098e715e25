import type { Metadata } from "next";
import { PageShell } from "@/components/layout/page-shell";
import { PlaceholderCard } from "@/components/marketing/placeholder-card";
import { PREMIUM_PLUS, PREMIUM_PLUS_PRICE } from "@/content/plan-facts";

export const metadata: Metadata = {
  title: PREMIUM_PLUS.name,
  description: `Holla ${PREMIUM_PLUS.name} is coming soon: conversation frameworks, expert scripts and dating psychology lessons for ${PREMIUM_PLUS_PRICE}/month.`,
};

export default function SubscribePremiumPlusPage() {
  return (
    <PageShell title={PREMIUM_PLUS.name} intro={`${PREMIUM_PLUS.tagline}. Coming soon.`}>
      <PlaceholderCard title={`${PREMIUM_PLUS.name} Is Coming Soon`} action={{ href: "/compare", label: "Compare Plans" }}>
        <p className="flex items-baseline gap-1">
          <span className="text-4xl font-extrabold tracking-tight text-ink-900">{PREMIUM_PLUS_PRICE}</span>
          <span className="text-ink-600">/month, cancel anytime</span>
        </p>
        <ul>
          {PREMIUM_PLUS.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <p>
          {PREMIUM_PLUS.name} isn&apos;t available to buy yet. A waitlist will open on this page, so you can hear first
          when it launches; payments aren&apos;t connected yet.
        </p>
      </PlaceholderCard>
    </PageShell>
  );
}
