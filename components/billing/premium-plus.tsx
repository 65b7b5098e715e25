"use client";

import { CheckCircle2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { CheckoutSignIn } from "@/components/auth/subscribe-quick-start";
import { Busy } from "@/components/billing/busy";
import { AlreadyPremium, CheckoutStep } from "@/components/billing/checkout-step";
import { rememberWhereUserCameFrom } from "@/components/billing/post-payment-redirect";
import { useBillingConfig } from "@/components/billing/use-billing-config";
import { EmailField } from "@/components/forms/email-field";
import { useFieldErrors } from "@/components/forms/field-error";
import { useSubmit } from "@/components/forms/use-submit";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth/client/session";
import { FIELD_MESSAGES, looksLikeEmail } from "@/lib/forms/field-words";
import { isPaidPlan, PLANS } from "@/lib/plans";
import { notify } from "@/lib/platform/client/toast";

const PLUS = PLANS.premium_plus;

/**
 * /subscribe-premium-plus's interactive part (docs/decisions.md, "Premium Plus"): a waitlist while the plan
 * is coming soon; the checkout once the server has a Stripe price for it.
 */
export function PremiumPlusAction() {
  const config = useBillingConfig();
  if (config.status === "loading") return <Busy label="Checking availability…" />;
  return config.premiumPlusAvailable ? <PremiumPlusCheckout /> : <Waitlist />;
}

function PremiumPlusCheckout() {
  const auth = useAuth();
  useEffect(rememberWhereUserCameFrom, []);
  if (auth.status === "loading") return <Busy label="Checking whether you're signed in…" />;
  if (auth.status === "signed-out") {
    return <CheckoutSignIn next="/subscribe-premium-plus" heading={`Sign in to get ${PLUS.name}`} submitLabel="Continue" />;
  }
  const { user } = auth;
  if (isPaidPlan(user.subscriptionStatus)) return <AlreadyPremium plan={user.subscriptionStatus} />;
  return (
    <CheckoutStep
      plan="premium_plus"
      email={user.email}
      endpoint="/api/get-or-create-premium-plus-subscription"
      submitLabel={`Get ${PLUS.name}`}
      processingLabel="Processing..."
      after={{ path: "/welcome-premium", delayMs: 1500 }}
    />
  );
}

function Waitlist() {
  const auth = useAuth();
  const [email, setEmail] = useState("");
  // The confirmation stays on the page, where the form was: a toast alone vanishes.
  const [joined, setJoined] = useState<string | null>(null);
  const headingId = useId();
  const fields = useFieldErrors({ email: `${headingId}-email` });
  const { ready, pending, submit } = useSubmit({
    path: "/api/waitlist",
    success: { title: "You're on the list!", description: `We'll email you the moment ${PLUS.name} launches.` },
    failure: { title: "Couldn't Join", fallback: "Please try again in a moment." },
    onRefused: fields.showRefusal,
  });

  // A signed-in user's address is the likely one: offer it, still editable.
  const signedInEmail = auth.status === "signed-in" ? auth.user.email : "";
  useEffect(() => {
    if (signedInEmail) setEmail((current) => current || signedInEmail);
  }, [signedInEmail]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!looksLikeEmail(email)) {
      fields.show({ email: FIELD_MESSAGES.email });
      notify.error("Invalid Email", { description: "Please enter a valid email address" });
      return;
    }
    const address = email.trim();
    if (await submit({ email: address, plan: "premium_plus" })) {
      setJoined(address);
      setEmail("");
    }
  }

  if (joined) {
    return (
      <section aria-labelledby={headingId} role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 sm:p-5">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-ink-900">
          <CheckCircle2 className="size-5 text-emerald-700" aria-hidden /> You&apos;re on the list
        </h2>
        <p className="mt-1 text-ink-700">
          We&apos;ll email <strong className="font-semibold break-all text-ink-900">{joined}</strong> the moment {PLUS.name} launches. One
          email, no spam.
        </p>
        <Button type="button" variant="outline" className="mt-3" onClick={() => setJoined(null)}>
          Add another email
        </Button>
      </section>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-bold text-ink-900">
        Coming soon: join the waitlist
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        {PLUS.name} isn&apos;t on sale yet, so nothing can be charged. Leave your email and we&apos;ll tell you when it launches. One email,
        no spam.
      </p>
      {/* Top-aligned, the button level with the field below its label, so a message under the field doesn't move it. */}
      <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <EmailField
            id={`${headingId}-email`}
            value={email}
            onChange={(value) => {
              setEmail(value);
              fields.clear("email");
            }}
            error={fields.errors.email}
            readOnly={!ready}
          />
        </div>
        <Button type="submit" disabled={!ready || pending} className="sm:mt-6">
          {pending ? "Joining..." : "Join the Waitlist"}
        </Button>
      </form>
    </section>
  );
}
