"use client";

import { useEffect } from "react";
import { CheckoutSignIn } from "@/components/auth/subscribe-quick-start";
import { Busy } from "@/components/billing/busy";
import { AlreadyPremium, CheckoutStep } from "@/components/billing/checkout-step";
import { PaymentsNotConfigured } from "@/components/billing/payments-not-configured";
import { rememberWhereUserCameFrom } from "@/components/billing/post-payment-redirect";
import { useBillingConfig } from "@/components/billing/use-billing-config";
import { paidPlanOf, useAuth } from "@/lib/auth/client";
import { PLANS } from "@/lib/plans";

/** /premium-checkout's interactive part (spec §4 "Premium checkout"), under the static upgrade card. */
export function PremiumCheckout() {
  const config = useBillingConfig();
  const auth = useAuth();
  useEffect(rememberWhereUserCameFrom, []);

  // Someone who already has a paid plan is told so first, whatever this server can sell.
  const paidPlan = paidPlanOf(auth);
  if (paidPlan) return <AlreadyPremium plan={paidPlan} />;
  if (config.status === "loading") return <Busy label="Checking the payment system…" />;
  if (!config.configured) return <PaymentsNotConfigured />;
  if (auth.status === "loading") return <Busy label="Checking whether you're signed in…" />;
  if (auth.status === "signed-out") {
    return <CheckoutSignIn next="/premium-checkout" heading="Sign in to upgrade" submitLabel="Continue" />;
  }
  const { user } = auth;
  return (
    <CheckoutStep
      plan="premium"
      email={user.email}
      endpoint="/api/create-payment-intent"
      submitLabel={`Upgrade to ${PLANS.premium.name}`}
      processingLabel="Processing..."
      after={{ path: "/welcome-premium", delayMs: 2000 }}
    />
  );
}
