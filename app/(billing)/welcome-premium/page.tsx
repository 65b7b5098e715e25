import type { Metadata } from "next";
import { WelcomePremium } from "@/components/billing/welcome-premium";
import { PageShell } from "@/components/layout/page-shell";
import { Card } from "@/components/ui/card";
import { PREMIUM } from "@/content/plan-facts";

export const metadata: Metadata = {
  title: `${PREMIUM.name} Confirmation`,
  description: `Your Holla ${PREMIUM.name} confirmation: unlimited replies, advanced conversation insights and your personal dating coach.`,
  robots: { index: false },
};

/** Static; the confirmation comes from the server, asked for in the browser. */
export default function WelcomePremiumPage() {
  return (
    <PageShell
      title={`${PREMIUM.name} confirmation`}
      intro={`Where your ${PREMIUM.name} upgrade stands, straight from our payment records.`}
    >
      <Card className="sm:p-8">
        <WelcomePremium />
      </Card>
    </PageShell>
  );
}
