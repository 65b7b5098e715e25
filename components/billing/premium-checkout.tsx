"use client";

import dynamic from "next/dynamic";
import { useEffect } from "react";
import { Busy } from "@/components/billing/busy";
import { PaymentsNotConfigured } from "@/components/billing/payments-not-configured";
import { rememberWhereUserCameFrom } from "@/components/billing/post-payment-redirect";
import { useBillingConfig } from "@/components/billing/use-billing-config";
import { paidPlanOf, useAuth } from "@/lib/auth/client/session";
import type { PublicBillingConfig } from "@/lib/billing/config";
import { PLANS } from "@/lib/plans";

// Only one screen shows at a time, so each one's code is loaded when it shows (a server render
// includes the one it drew, and the browser fetches its code before hydrating it).
const CheckoutSignIn = dynamic(() => import("@/components/auth/subscribe-quick-start").then((m) => m.CheckoutSignIn), {
  loading: () => <Busy label="Loading the sign-in form…" />,
});
const CheckoutStep = dynamic(() => import("@/components/billing/checkout-step").then((m) => m.CheckoutStep), {
  loading: () => <Busy label="Preparing the payment step…" />,
});
const AlreadyPremium = dynamic(() => import("@/components/billing/checkout-step").then((m) => m.AlreadyPremium));

/**
 * /premium-checkout's interactive part (docs/product.md), under the upgrade card. The page
 * renders it with what the server knows (the configuration; no signed-in hint means signed out), so
 * the first paint is the screen the visitor acts on, not a spinner.
 */
export function PremiumCheckout({ config: known, signedOut }: { config: PublicBillingConfig; signedOut: boolean }) {
  const config = useBillingConfig(known);
  const auth = useAuth(signedOut);
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
