import type { Metadata } from "next";
import { PageShell } from "@/components/layout/page-shell";
import { PlaceholderCard } from "@/components/marketing/placeholder-card";
import { PREMIUM, dailyRepliesText } from "@/content/plan-facts";

export const metadata: Metadata = {
  title: `Welcome to ${PREMIUM.name}`,
  description: `Your Holla ${PREMIUM.name} confirmation: unlimited replies, advanced conversation insights and your personal dating coach.`,
  robots: { index: false },
};

export default function WelcomePremiumPage() {
  return (
    <PageShell title={`Welcome to ${PREMIUM.name}!`} intro="Thank you for backing Holla. Here's what's waiting for you.">
      <PlaceholderCard title="Your Upgrade Confirmation" action={{ href: "/", label: `Start Using ${PREMIUM.name} Features` }}>
        <p>After a successful upgrade, this page confirms your {PREMIUM.name} access, which includes:</p>
        <ul>
          <li>{dailyRepliesText("premium")}, in every tone</li>
          <li>Advanced conversation insights with the Pattern Interrupt Engine</li>
          <li>Personal dating coach access with Romeo</li>
        </ul>
        <p>
          Checkout opens soon. Payments aren&apos;t connected yet, so no one has been charged and no {PREMIUM.name}{" "}
          access has been granted.
        </p>
      </PlaceholderCard>
    </PageShell>
  );
}
