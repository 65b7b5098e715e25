import type { Metadata } from "next";
import { cookies } from "next/headers";
import Link from "next/link";
import { ArrowLeft, Check } from "lucide-react";
import { PageShell } from "@/components/layout/page-shell";
import { PremiumCheckout } from "@/components/billing/premium-checkout";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
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
      <Card className="sm:p-8">
        <h2 className="text-xl font-bold text-ink-900">Upgrade to {PREMIUM.name}</h2>
        <p className="mt-3 flex items-baseline gap-1">
          <span className="text-4xl font-extrabold tracking-tight text-ink-900">{PREMIUM_PRICE}</span>
          <span className="text-ink-600">/month, cancel anytime</span>
        </p>
        <ul className="mt-4 space-y-2 text-ink-700">
          {PREMIUM.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden /> {feature}
            </li>
          ))}
        </ul>
        <div className="mt-6 border-t border-brand-100 pt-6">
          <PremiumCheckout config={publicBillingConfig()} signedOut={signedOut} />
        </div>
      </Card>
      <Button asChild variant="ghost" className="mt-6">
        <Link href="/subscribe">
          <ArrowLeft aria-hidden /> Back to Plans
        </Link>
      </Button>
    </PageShell>
  );
}
