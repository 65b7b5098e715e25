"use client";

import type { Stripe } from "@stripe/stripe-js";
import { useEffect, useState, useSyncExternalStore } from "react";
import { type PaidPlanId, PLANS } from "@/lib/plans";

// The mobile payment debug widget (docs/product.md): payments fail on phones for reasons the person can see
// and fix themselves (no connection, a content blocker stopping Stripe, a wallet not set up, a page
// not on HTTPS). This lists what the checkout can find out on this device, closed until asked for.

export type LoadState = "loading" | "ready" | "failed";

export interface PaymentDebugProps {
  stripeJs: LoadState;
  cardForm: LoadState;
  /** Stripe.js, once loaded: asked which wallets this device can pay with. */
  stripe?: Stripe | null;
  plan: PaidPlanId;
}

type Wallets = { status: "checking" } | { status: "known"; applePay: boolean; googlePay: boolean } | { status: "unknown" };

function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener("online", onChange);
      window.addEventListener("offline", onChange);
      return () => {
        window.removeEventListener("online", onChange);
        window.removeEventListener("offline", onChange);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}

/** The wallet payment request the spec describes: US, USD, "Holla Premium", the plan's price. */
function useWallets(stripe: Stripe | null | undefined, plan: PaidPlanId): Wallets {
  const [wallets, setWallets] = useState<Wallets>({ status: "checking" });
  useEffect(() => {
    if (!stripe) return;
    let live = true;
    const request = stripe.paymentRequest({
      country: "US",
      currency: "usd",
      total: { label: `Holla ${PLANS[plan].name}`, amount: PLANS[plan].priceCents },
    });
    request.canMakePayment().then(
      (result) => live && setWallets({ status: "known", applePay: !!result?.applePay, googlePay: !!result?.googlePay }),
      () => live && setWallets({ status: "unknown" }),
    );
    return () => {
      live = false;
    };
  }, [stripe, plan]);
  return wallets;
}

const LOAD_TEXT: Record<LoadState, string> = { loading: "Loading…", ready: "Loaded", failed: "Couldn't load" };

function walletText(wallets: Wallets, stripeJs: LoadState, key: "applePay" | "googlePay"): string {
  if (stripeJs === "failed") return "Unknown (the payment system didn't load)";
  if (wallets.status === "checking") return "Checking…";
  if (wallets.status === "unknown") return "Unknown";
  return wallets[key] ? "Available" : "Not set up on this device";
}

export function PaymentDebug({ stripeJs, cardForm, stripe, plan }: PaymentDebugProps) {
  const online = useOnline();
  const wallets = useWallets(stripe, plan);
  // Only ever rendered in the browser (the payment step loads after the page), so window is there.
  const secure = window.isSecureContext && location.protocol === "https:";

  const rows: Array<[label: string, value: string, ok: boolean | null]> = [
    ["Connection", online ? "Online" : "Offline", online],
    ["Secure page (HTTPS)", secure ? "Yes" : "No: wallets need HTTPS", secure],
    ["Payment system (Stripe.js)", LOAD_TEXT[stripeJs], stripeJs === "loading" ? null : stripeJs === "ready"],
    ["Card form", stripeJs === "failed" ? "Not started" : LOAD_TEXT[cardForm], cardForm === "loading" ? null : cardForm === "ready"],
    // A wallet that isn't set up is no fault: the card form works without it.
    ["Apple Pay", walletText(wallets, stripeJs, "applePay"), wallets.status === "known" && wallets.applePay ? true : null],
    ["Google Pay", walletText(wallets, stripeJs, "googlePay"), wallets.status === "known" && wallets.googlePay ? true : null],
  ];

  return (
    <details className="rounded-xl border border-ink-200 bg-ink-50 p-3 text-sm text-ink-700">
      <summary className="cursor-pointer font-medium text-ink-900">Payment not working? Check this device</summary>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5" aria-label="Payment checks on this device">
        {rows.map(([label, value, ok]) => (
          <div key={label} className="contents">
            <dt className="text-ink-600">{label}</dt>
            <dd className={ok === false ? "font-medium text-red-800" : ok ? "font-medium text-green-800" : "text-ink-800"}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-ink-600">
        A content blocker or a private-browsing mode can stop the payment system from loading: allow js.stripe.com, or try another browser.
        Nothing is charged until you press the payment button and your bank approves.
      </p>
    </details>
  );
}
