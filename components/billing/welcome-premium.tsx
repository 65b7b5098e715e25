"use client";

import { Check, Clock, XCircle } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { QuickSignIn } from "@/components/auth/quick-sign-in";
import { Busy } from "@/components/billing/busy";
import { takePostPaymentRedirect } from "@/components/billing/post-payment-redirect";
import { Button } from "@/components/ui/button";
import { dailyRepliesText } from "@/content/plan-facts";
import type { CurrentUser } from "@/lib/account/current-user";
import { loadAuth, useAuth } from "@/lib/auth/client/session";
import { pricingStep } from "@/lib/billing/client/pricing-funnel";
import { formatPrice, isPaidPlan, type PaidPlanId, PLANS } from "@/lib/plans";
import { analytics } from "@/lib/platform/client/analytics";
import { apiRequest, RequestError } from "@/lib/platform/client/http";

// /welcome-premium: Premium is on only once the server says so. The server learns it from Stripe (a
// webhook, or the sync each check here asks for), so this page asks until the plan shows or a
// minute has passed, and says honestly when it hasn't come through yet. With no checkout open (he
// never started one, or it expired), there is nothing to wait for: the page says so at once.

const CHECK_EVERY_MS = 2_000;
const GIVE_UP_AFTER_MS = 60_000;
/** After a 429 the next check waits this much longer than usual. */
const BACK_OFF_MS = 5_000;

type Confirmation =
  | { status: "checking" }
  | { status: "confirmed"; plan: PaidPlanId }
  | { status: "timed-out" }
  | { status: "payment-failed" }
  | { status: "nothing-to-confirm" };

type SyncAnswer = CurrentUser & { checkoutInProgress: boolean };

export function WelcomePremium() {
  const auth = useAuth();
  if (auth.status === "loading") return <Busy label="Checking whether you're signed in…" />;
  if (auth.status === "signed-out") {
    return (
      <QuickSignIn
        next="/welcome-premium"
        heading="Sign in to see your Premium"
        intro="Sign in with the email you paid with, and we'll confirm your upgrade."
        submitLabel="Continue"
      />
    );
  }
  return <Confirm user={auth.user} />;
}

function Confirm({ user }: { user: CurrentUser }) {
  const confirmation = useServerConfirmation(user);
  if (confirmation.state.status === "payment-failed") return <PaymentFailed />;
  if (confirmation.state.status === "timed-out") return <NotYetConfirmed onCheckAgain={confirmation.checkAgain} />;
  if (confirmation.state.status === "nothing-to-confirm") return <NothingToConfirm onCheckAgain={confirmation.checkAgain} />;
  if (confirmation.state.status === "checking") return <Busy label="Confirming your payment…" />;
  return <Confirmed plan={confirmation.state.plan} />;
}

/** Asks POST /api/billing/sync until the plan is paid, the minute is up, or the session is gone. */
function useServerConfirmation(user: CurrentUser) {
  const initiallyPaid = isPaidPlan(user.subscriptionStatus) ? user.subscriptionStatus : null;
  const [state, setState] = useState<Confirmation>(initiallyPaid ? { status: "confirmed", plan: initiallyPaid } : { status: "checking" });

  useEffect(() => {
    // Stripe sends bank-redirect payments back here with the outcome in the address.
    if (new URLSearchParams(window.location.search).get("redirect_status") === "failed") setState({ status: "payment-failed" });
  }, []);

  useEffect(() => {
    if (state.status !== "checking") return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = Date.now() + GIVE_UP_AFTER_MS;

    async function check() {
      let wait = CHECK_EVERY_MS;
      try {
        const synced = await apiRequest<SyncAnswer>("/api/billing/sync", { method: "POST" });
        if (stopped) return;
        if (isPaidPlan(synced.subscriptionStatus)) {
          setState({ status: "confirmed", plan: synced.subscriptionStatus });
          return;
        }
        if (!synced.checkoutInProgress && !backFromPaymentProvider()) {
          setState({ status: "nothing-to-confirm" });
          return;
        }
      } catch (error) {
        if (stopped) return;
        if (error instanceof RequestError && error.code === "not_signed_in") {
          void loadAuth({ force: true }); // signed out meanwhile: the page shows its sign-in panel
          return;
        }
        if (error instanceof RequestError && error.status === 429) wait += BACK_OFF_MS;
        // Anything else (Stripe slow, a network blip) is worth another try until the deadline.
      }
      if (Date.now() + wait > deadline) setState({ status: "timed-out" });
      else timer = setTimeout(check, wait);
    }

    void check();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // "Check again" is offered only once the checks have stopped, so its return to "checking" restarts them.
  }, [state.status]);

  const checkAgain = useCallback(() => setState({ status: "checking" }), []);

  return { state, checkAgain };
}

function Confirmed({ plan }: { plan: PaidPlanId }) {
  const router = useRouter();
  const announced = useRef(false);

  useEffect(() => {
    if (announced.current) return;
    announced.current = true;
    pricingStep("paid");
    analytics.subscriptionCompleted({ plan, amount: PLANS[plan].priceCents });
    // The header and the generator show the new plan without a reload.
    void loadAuth({ force: true });
  }, [plan]);

  return (
    <section aria-labelledby="welcome-confirmed" className="space-y-4">
      <h2 id="welcome-confirmed" className="text-xl font-bold text-ink-900">
        Your {PLANS[plan].name} is active
      </h2>
      <p className="text-ink-700">Here&apos;s what&apos;s now yours:</p>
      <ul className="space-y-2 text-ink-700">
        {[
          `${dailyRepliesText(plan)}, in every tone`,
          "Advanced conversation insights with the Pattern Interrupt Engine",
          "Personal dating coach access with Romeo",
        ].map((benefit) => (
          <li key={benefit} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden /> {benefit}
          </li>
        ))}
      </ul>
      <p className="text-sm text-ink-600">
        {formatMonthly(plan)}, renewing monthly. Cancel anytime from{" "}
        <Link href="/account" className="font-medium text-brand-700 underline underline-offset-2">
          your account
        </Link>
        .
      </p>
      <Button type="button" size="lg" onClick={() => router.push(takePostPaymentRedirect())}>
        Start Using Premium Features
      </Button>
    </section>
  );
}

/** Stripe sends a payment that needed a bank's page back here with its id in the address. */
function backFromPaymentProvider(): boolean {
  const params = new URLSearchParams(window.location.search);
  return params.has("payment_intent") || params.has("redirect_status");
}

function NothingToConfirm({ onCheckAgain }: { onCheckAgain: () => void }) {
  return (
    <section aria-labelledby="welcome-nothing" className="space-y-3">
      <h2 id="welcome-nothing" className="text-xl font-bold text-ink-900">
        There&apos;s no payment to confirm
      </h2>
      <p className="text-ink-700">
        This account has no {PLANS.premium.name} checkout in progress, so there&apos;s nothing to wait for. {PLANS.premium.name} is{" "}
        {formatPrice(PLANS.premium.priceCents)}/month: unlimited replies, every tone, the Pattern Interrupt Engine and Romeo, your dating
        coach.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button asChild>
          <Link href="/subscribe">Get {PLANS.premium.name}</Link>
        </Button>
        <Button type="button" variant="outline" onClick={onCheckAgain}>
          I just paid: check again
        </Button>
      </div>
    </section>
  );
}

function formatMonthly(plan: PaidPlanId): string {
  return `${PLANS[plan].name} is ${formatPrice(PLANS[plan].priceCents)}/month`;
}

function NotYetConfirmed({ onCheckAgain }: { onCheckAgain: () => void }) {
  return (
    <section role="alert" aria-labelledby="welcome-waiting" className="space-y-3">
      <h2 id="welcome-waiting" className="flex items-center gap-2 text-xl font-bold text-ink-900">
        <Clock className="size-5 text-amber-700" aria-hidden /> Still waiting for confirmation
      </h2>
      <p className="text-ink-700">
        We haven&apos;t had confirmation from our payment provider yet. If your payment went through, {PLANS.premium.name} turns on as soon
        as it arrives, usually within a few minutes; you don&apos;t need to pay again.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" onClick={onCheckAgain}>
          Check again
        </Button>
        <Link href="/help" className="text-sm font-medium text-brand-700 underline underline-offset-2">
          Get help
        </Link>
      </div>
    </section>
  );
}

function PaymentFailed() {
  return (
    <section role="alert" aria-labelledby="welcome-failed" className="space-y-3">
      <h2 id="welcome-failed" className="flex items-center gap-2 text-xl font-bold text-ink-900">
        <XCircle className="size-5 text-red-700" aria-hidden /> Your payment didn&apos;t go through
      </h2>
      <p className="text-ink-700">
        Your bank or payment provider declined it, so nothing was charged. You can try again with another method.
      </p>
      <Button asChild>
        <Link href="/subscribe">Try again</Link>
      </Button>
    </section>
  );
}
