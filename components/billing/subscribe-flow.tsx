"use client";

import { useEffect } from "react";
import { SubscribeQuickStart } from "@/components/auth/subscribe-quick-start";
import { Busy } from "@/components/billing/busy";
import { AlreadyPremium, CheckoutStep } from "@/components/billing/checkout-step";
import { PaymentsNotConfigured } from "@/components/billing/payments-not-configured";
import { rememberWhereUserCameFrom } from "@/components/billing/post-payment-redirect";
import { SignedInAs } from "@/components/billing/signed-in-as";
import { useBillingConfig } from "@/components/billing/use-billing-config";
import { PREMIUM_PER_MONTH } from "@/content/plan-facts";
import { useAuth } from "@/lib/auth/client/session";
import { isPaidPlan } from "@/lib/plans";

/**
 * The subscribe screen's steps (docs/product.md): Quick Start sign-in by email, then the
 * payment step. Where payments aren't set up that comes first; sign-in is still offered on a
 * developer's machine, since an account is what `npm run grant-premium` needs.
 */
export function SubscribeFlow() {
  const auth = useAuth();
  const config = useBillingConfig();
  useEffect(rememberWhereUserCameFrom, []);

  if (auth.status === "loading") return <Busy label="Checking whether you're signed in…" />;
  if (auth.status === "signed-in" && isPaidPlan(auth.user.subscriptionStatus))
    return <AlreadyPremium plan={auth.user.subscriptionStatus} />;
  if (config.status === "loading") return <Busy label="Checking the payment system…" />;
  // Said first, before any email is asked for: signing in can't lead to a payment here.
  if (!config.configured) {
    return (
      <div className="space-y-4">
        {auth.status === "signed-in" && <SignedInAs email={auth.user.email} />}
        <PaymentsNotConfigured />
        {auth.status === "signed-out" && config.developerHints && <SubscribeQuickStart />}
      </div>
    );
  }
  if (auth.status === "signed-out") return <SubscribeQuickStart />;
  const { user } = auth;
  return (
    <CheckoutStep
      plan="premium"
      email={user.email}
      endpoint="/api/create-payment-intent"
      submitLabel={`Subscribe for ${PREMIUM_PER_MONTH}`}
      processingLabel="Processing..."
      after={{ path: "/welcome-premium", delayMs: 1500 }}
    />
  );
}
