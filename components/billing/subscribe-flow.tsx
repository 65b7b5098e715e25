"use client";

import { useEffect } from "react";
import { SubscribeQuickStart } from "@/components/auth/subscribe-quick-start";
import { Busy } from "@/components/billing/busy";
import { AlreadyPremium, CheckoutStep } from "@/components/billing/checkout-step";
import { PaymentsNotConfigured } from "@/components/billing/payments-not-configured";
import { rememberWhereUserCameFrom } from "@/components/billing/post-payment-redirect";
import { useBillingConfig } from "@/components/billing/use-billing-config";
import { SignedInAs } from "@/components/billing/signed-in-as";
import { PREMIUM_PER_MONTH } from "@/content/plan-facts";
import { useAuth } from "@/lib/auth/client";
import { isPaidPlan } from "@/lib/plans";

/**
 * The subscribe screen's steps (spec §4 "Subscribe flow"): Quick Start sign-in by email, then the
 * payment step. Signing in is offered even where payments aren't set up: an account is what
 * `npm run grant-premium` needs.
 */
export function SubscribeFlow() {
  const auth = useAuth();
  const config = useBillingConfig();
  useEffect(rememberWhereUserCameFrom, []);

  if (auth.status === "loading") return <Busy label="Checking whether you're signed in…" />;
  if (auth.status === "signed-out") return <SubscribeQuickStart />;
  const { user } = auth;
  if (isPaidPlan(user.subscriptionStatus)) return <AlreadyPremium plan={user.subscriptionStatus} />;
  if (config.status === "loading") return <Busy label="Checking the payment system…" />;
  if (!config.configured) {
    return (
      <div className="space-y-4">
        <SignedInAs email={user.email} />
        <PaymentsNotConfigured />
      </div>
    );
  }
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
