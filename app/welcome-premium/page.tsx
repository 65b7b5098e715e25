import type { Metadata } from "next";
import { PageShell } from "@/components/layout/page-shell";
import { WelcomePremium } from "@/components/billing/welcome-premium";
import { Card } from "@/components/ui/card";
import { PREMIUM } from "@/content/plan-facts";

export const metadata: Metadata = {
  title: `Welcome to ${PREMIUM.name}`,
  description: `Your Holla ${PREMIUM.name} confirmation: unlimited replies, advanced conversation insights and your personal dating coach.`,
  robots: { index: false },
};

/** Static; the confirmation comes from the server, asked for in the browser. */
export default function WelcomePremiumPage() {
  return (
    <PageShell title={`Welcome to ${PREMIUM.name}!`} intro={"Thank you for backing Holla. Here's what's waiting for you."}>
      <Card className="sm:p-8">
        <WelcomePremium />
      </Card>
    </PageShell>
  );
}
