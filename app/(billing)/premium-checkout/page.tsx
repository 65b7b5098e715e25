import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import { cookies } from "next/headers";
import Link from "next/link";
import { PremiumCheckout } from "@/components/billing/premium-checkout";
import { PageShell } from "@/components/layout/page-shell";
import { PlanOffer } from "@/components/marketing/plan-offer";
import { Button } from "@/components/ui/button";
import { PREMIUM, PREMIUM_PRICE } from "@/content/plan-facts";
import { SIGNED_IN_HINT_COOKIE } from "@/lib/auth/auth-event";
import { publicBillingConfig } from "@/lib/billing/config";

export const metadata: Metadata = {
  title: `Upgrade to ${PREMIUM.name}`,
  description: `Upgrade to Holla ${PREMIUM.name} for ${PREMIUM_PRICE}/month, cancel anytime. Unlimited replies, every tone and Romeo Dating Coach.`,
};

/**
 * Rendered per request (cheaply: no database), because what comes under the card depends on this
 * server's payment settings and on whether the browser was ever signed in. Payment happens in the browser.
 */
export default async function PremiumCheckoutPage() {
  const signedOut = (await cookies()).get(SIGNED_IN_HINT_COOKIE)?.value !== "1";
  return (
    <PageShell title={`Upgrade to ${PREMIUM.name}`} intro={PREMIUM.tagline}>
      <PlanOffer plan={PREMIUM} heading={`Upgrade to ${PREMIUM.name}`}>
        <PremiumCheckout config={publicBillingConfig()} signedOut={signedOut} />
      </PlanOffer>
      <Button asChild variant="ghost" className="mt-6">
        <Link href="/subscribe">
          <ArrowLeft aria-hidden /> Back to Plans
        </Link>
      </Button>
    </PageShell>
  );
}
