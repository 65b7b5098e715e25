"use client";

import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { type Appearance, loadStripe, type Stripe } from "@stripe/stripe-js";
import { Lock } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { Busy } from "@/components/billing/busy";
import { type LoadState, PaymentDebug } from "@/components/billing/payment-debug";
import { PaymentSystemFailed } from "@/components/billing/payment-system-failed";
import { Button } from "@/components/ui/button";
import { formatPrice, type PaidPlanId, PLANS } from "@/lib/plans";
import { notify } from "@/lib/platform/client/toast";

// The card step, with Stripe's Payment Element. Loaded with next/dynamic only once a client secret
// exists, so Stripe.js and @stripe/* stay out of every page's first load.

export interface PaymentFormProps {
  clientSecret: string;
  publishableKey: string;
  plan: PaidPlanId;
  submitLabel: string;
  processingLabel: string;
  onPaid: (paymentIntentId: string) => void | Promise<void>;
}

/** Offline, blocked by an extension, or js.stripe.com down: don't leave the button on "Loading..." for good. */
const STRIPE_LOAD_TIMEOUT_MS = 30_000;
const NARROW_SCREEN = "(max-width: 640px)";

const appearance: Appearance = {
  theme: "stripe",
  variables: { colorPrimary: "#7a2fe0", colorText: "#1b1725", borderRadius: "12px" },
};

type StripeLoad = { status: "loading" } | { status: "ready"; stripe: Stripe } | { status: "failed" };

export default function PaymentForm({ clientSecret, publishableKey, ...formProps }: PaymentFormProps) {
  const load = useStripeJs(publishableKey);
  const narrow = useMediaQuery(NARROW_SCREEN);
  const [cardForm, setCardForm] = useState<LoadState>("loading");
  // Phones get the debug widget (docs/product.md) under whatever the payment step shows.
  const debug = narrow ? (
    <PaymentDebug stripeJs={load.status} cardForm={cardForm} stripe={load.status === "ready" ? load.stripe : null} plan={formProps.plan} />
  ) : null;
  if (load.status !== "ready") {
    return (
      <div className="space-y-4">
        {load.status === "failed" ? <PaymentSystemFailed /> : <Busy label="Loading the secure payment form…" />}
        {debug}
      </div>
    );
  }
  return (
    <Elements stripe={load.stripe} options={{ clientSecret, appearance }}>
      <div className="space-y-4">
        <CardStep {...formProps} narrow={narrow} onCardForm={setCardForm} />
        {debug}
      </div>
    </Elements>
  );
}

function useStripeJs(publishableKey: string): StripeLoad {
  const [load, setLoad] = useState<StripeLoad>({ status: "loading" });
  useEffect(() => {
    let live = true;
    const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), STRIPE_LOAD_TIMEOUT_MS));
    Promise.race([loadStripe(publishableKey), timeout]).then(
      (stripe) => live && setLoad(stripe ? { status: "ready", stripe } : { status: "failed" }),
      () => live && setLoad({ status: "failed" }),
    );
    return () => {
      live = false;
    };
  }, [publishableKey]);
  return load;
}

type CardStepProps = Omit<PaymentFormProps, "clientSecret" | "publishableKey"> & {
  narrow: boolean;
  onCardForm: (state: LoadState) => void;
};

function CardStep({ plan, submitLabel, processingLabel, onPaid, narrow, onCardForm }: CardStepProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [elementReady, setElementReady] = useState(false);
  const [elementFailed, setElementFailed] = useState(false);
  const [processing, setProcessing] = useState(false);
  const ready = elementReady && !!stripe && !!elements;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready || !stripe || !elements) {
      notify.info("Loading...", { description: "Please wait for payment system to load" });
      return;
    }
    setProcessing(true);
    let paid = false;
    try {
      const result = await stripe.confirmPayment({
        elements,
        // Only methods that leave the page (bank redirects) come back here; cards stay on the page.
        confirmParams: { return_url: `${window.location.origin}/welcome-premium` },
        redirect: "if_required",
      });
      if (result.error) {
        notify.error("Payment Failed", { description: result.error.message || "Please check your card details" });
      } else if (result.paymentIntent.status === "succeeded") {
        paid = true;
        await onPaid(result.paymentIntent.id);
      } else if (result.paymentIntent.status === "processing") {
        // Some methods take a while to clear: the welcome page waits for Stripe's confirmation.
        paid = true;
        notify.info("Payment Processing", {
          description: `Your payment is being confirmed. ${PLANS[plan].name} turns on as soon as it clears.`,
        });
        window.location.assign("/welcome-premium");
      } else {
        notify.error("Payment Failed", { description: "Please try again" });
      }
    } catch {
      notify.error("Payment Error", { description: "Please check your connection and try again" });
    } finally {
      // After a payment the button stays disabled until the page moves on.
      if (!paid) setProcessing(false);
    }
  }

  if (elementFailed) return <PaymentSystemFailed />;

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-busy={processing}>
      <PaymentElement
        options={{ layout: narrow ? "accordion" : "tabs", wallets: { applePay: "auto", googlePay: "auto" } }}
        onReady={() => {
          setElementReady(true);
          onCardForm("ready");
        }}
        onLoadError={() => {
          setElementFailed(true);
          onCardForm("failed");
        }}
      />
      <p className="text-xs text-ink-600">
        {PLANS[plan].name} is {formatPrice(PLANS[plan].priceCents)}/month, charged today and then monthly until you cancel. Cancel anytime
        from your account.
      </p>
      <Button type="submit" size="lg" className="w-full" disabled={!ready || processing}>
        <Lock aria-hidden /> {!ready ? "Loading..." : processing ? processingLabel : submitLabel}
      </Button>
    </form>
  );
}

/** Whether a media query matches, following changes (accordion on phones, tabs elsewhere: docs/product.md). */
function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
