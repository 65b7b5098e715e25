"use client";

import { AlertTriangle } from "lucide-react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Busy } from "@/components/billing/busy";
import { PaymentsNotConfigured } from "@/components/billing/payments-not-configured";
import { rememberWhereUserCameFrom } from "@/components/billing/post-payment-redirect";
import { SignedInAs } from "@/components/billing/signed-in-as";
import { useBillingConfig } from "@/components/billing/use-billing-config";
import { useCheckoutAbandoned } from "@/components/billing/use-checkout-abandoned";
import { Button } from "@/components/ui/button";
import { loadAuth } from "@/lib/auth/client/session";
import { pricingStep } from "@/lib/billing/client/pricing-funnel";
import { type PaidPlanId, PLANS } from "@/lib/plans";
import { analytics } from "@/lib/platform/client/analytics";
import { apiRequest, RequestError } from "@/lib/platform/client/http";
import { notify } from "@/lib/platform/client/toast";

// The payment step of every checkout screen, for a signed-in user: ask the server for the first
// payment of the plan's subscription, then show the card form. The server decides the amount and
// whether this user may buy; nothing here grants anything.

// Stripe.js and the Payment Element load only when this step reaches the form.
const PaymentForm = dynamic(() => import("@/components/billing/payment-form"), {
  ssr: false,
  loading: () => <Busy label="Loading the secure payment form…" />,
});

export interface CheckoutStepProps {
  plan: PaidPlanId;
  /** Who pays: shown as "Signed in as …". */
  email: string;
  endpoint: "/api/create-payment-intent" | "/api/standalone-payment-intent" | "/api/get-or-create-premium-plus-subscription";
  submitLabel: string;
  processingLabel: string;
  /** Where to go once paid, and after how long (docs/product.md: 1.5 s on /subscribe, 2 s on /premium-checkout). */
  after: { path: string; delayMs: number };
}

type CheckoutStart = { clientSecret?: unknown };
type Setup =
  | { status: "creating" }
  | { status: "ready"; clientSecret: string }
  | { status: "not-configured" }
  | { status: "failed"; message: string };

/** The server's own words, not a bare status line that apiRequest fell back to. */
const GENERIC_STATUS = /^(HTTP \d+|Internal Server Error|Bad Gateway|Service Unavailable|Gateway Timeout)$/i;

/** "Setup Failed" (docs/product.md): 400 and 5xx have fixed texts; otherwise the server's message. */
function setupFailureText(error: unknown): string {
  if (!(error instanceof RequestError)) return "Please try again or contact support";
  if (error.status === 400) return "Invalid email or payment configuration";
  const said = error.message && !GENERIC_STATUS.test(error.message) ? error.message : null;
  if (error.status >= 500) return said ?? "Server error - payment system unavailable";
  return said ?? "Please try again or contact support";
}

export function CheckoutStep({ plan, email, endpoint, submitLabel, processingLabel, after }: CheckoutStepProps) {
  const router = useRouter();
  const config = useBillingConfig();
  const [setup, setSetup] = useState<Setup>({ status: "creating" });
  const [attempt, setAttempt] = useState(0);
  const paid = useRef(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(rememberWhereUserCameFrom, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is not read, it is "Try again": each press runs the setup anew
  useEffect(() => {
    const abort = new AbortController();
    setSetup({ status: "creating" });
    apiRequest<CheckoutStart>(endpoint, { method: "POST", body: {}, signal: abort.signal })
      .then(({ clientSecret }) => {
        if (abort.signal.aborted) return;
        if (typeof clientSecret !== "string" || !clientSecret) {
          notify.error("Payment Setup Failed", { description: "Failed to setup payment. Please try again." });
          setSetup({ status: "failed", message: "Failed to setup payment. Please try again." });
          return;
        }
        analytics.subscriptionStarted({ plan });
        pricingStep("started_checkout");
        setSetup({ status: "ready", clientSecret });
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        const code = error instanceof RequestError ? error.code : null;
        const message = error instanceof Error ? error.message : "";
        if (code === "already_premium") {
          notify.error("Already Premium", { description: message });
          router.push("/");
          return;
        }
        if (code === "payments_not_configured") {
          setSetup({ status: "not-configured" });
          return;
        }
        if (code === "not_signed_in") {
          // The session ended (signed out in another tab): the page falls back to its sign-in panel.
          notify.error("Signed Out", { description: "Please sign in again to continue." });
          void loadAuth({ force: true });
          return;
        }
        const description = setupFailureText(error);
        notify.error("Setup Failed", { description });
        setSetup({ status: "failed", message: description });
      });
    return () => abort.abort();
  }, [endpoint, plan, attempt, router]);

  useCheckoutAbandoned("payment", setup.status === "ready", paid);
  useEffect(() => () => void (redirectTimer.current && clearTimeout(redirectTimer.current)), []);

  async function onPaid(paymentIntentId: string) {
    paid.current = true;
    pricingStep("paid");
    try {
      await apiRequest("/api/payment-success", { method: "POST", body: { payment_intent_id: paymentIntentId } });
      if (plan === "premium_plus") notify.success("Payment Successful", { description: `Welcome to ${PLANS.premium_plus.name}!` });
      else notify.success("Payment Successful!", { description: `${PLANS[plan].name} activated! Redirecting...` });
    } catch {
      // Stripe took the money; the webhook (or the welcome page's check) turns the plan on.
      notify.info("Payment Processed", { description: `Your payment went through. ${PLANS[plan].name} access will be activated shortly.` });
    }
    redirectTimer.current = setTimeout(() => router.push(after.path), after.delayMs);
  }

  const publishableKey = config.status === "ready" ? config.publishableKey : null;

  return (
    <div className="space-y-4">
      <SignedInAs email={email} />
      {setup.status === "creating" && <Busy label="Setting up your payment..." />}
      {setup.status === "not-configured" && <PaymentsNotConfigured />}
      {setup.status === "failed" && (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-ink-800">
          <p className="flex items-center gap-2 font-semibold text-red-800">
            <AlertTriangle className="size-4" aria-hidden /> We couldn&apos;t set up your payment
          </p>
          <p className="mt-1 text-sm">{setup.message} Nothing has been charged.</p>
          <Button type="button" variant="outline" className="mt-3" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </Button>
        </div>
      )}
      {setup.status === "ready" &&
        (publishableKey ? (
          <PaymentForm
            key={setup.clientSecret}
            clientSecret={setup.clientSecret}
            publishableKey={publishableKey}
            plan={plan}
            submitLabel={submitLabel}
            processingLabel={processingLabel}
            onPaid={onPaid}
          />
        ) : config.status === "loading" ? (
          <Busy label="Loading the secure payment form…" />
        ) : (
          <PaymentsNotConfigured />
        ))}
    </div>
  );
}

/** A Premium (or Premium Plus) user has nothing to buy: "Already Premium", then home. */
export function AlreadyPremium({ plan }: { plan: PaidPlanId }) {
  const router = useRouter();
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    notify.error("Already Premium", { description: `You already have ${PLANS[plan].name}.` });
    router.push("/");
  }, [plan, router]);
  return <Busy label={`You already have ${PLANS[plan].name}. Taking you home…`} />;
}
