"use client";

import { useCallback, useEffect, useState } from "react";
import { Busy } from "@/components/billing/busy";
import { PaymentSystemFailed } from "@/components/billing/payment-system-failed";
import { useBillingConfig } from "@/components/billing/use-billing-config";
import { Button } from "@/components/ui/button";
import type { ReadinessFlag } from "@/lib/billing/readiness";
import { apiRequest, RequestError } from "@/lib/platform/client/http";
import { notify } from "@/lib/platform/client/toast";

// /payment-test (docs/product.md, docs/decisions.md): the server's readiness flags, which never include a
// secret, plus whether Stripe.js itself loads in this browser.

type Readiness = { ready: boolean; flags: ReadinessFlag[] };
type Report = { status: "running" } | { status: "done"; readiness: Readiness } | { status: "admins-only" } | { status: "failed" };
type StripeJs = { status: "waiting" } | { status: "no-key" } | { status: "loaded" } | { status: "failed" };

function isReadiness(body: unknown): body is Readiness {
  if (!body || typeof body !== "object") return false;
  const { ready, flags } = body as Record<string, unknown>;
  return typeof ready === "boolean" && Array.isArray(flags);
}

export function PaymentTestPanel() {
  // The check runs on arrival, so the page starts (and is prerendered) as running: its button is disabled
  // until the page's scripts can answer a press, which otherwise would be lost before hydration.
  const [report, setReport] = useState<Report>({ status: "running" });
  const stripeJs = useStripeJsCheck();

  const run = useCallback(async ({ announce }: { announce: boolean }) => {
    setReport({ status: "running" });
    try {
      const body = await apiRequest<unknown>("/api/payment-test", { method: "POST" });
      if (!isReadiness(body)) throw new Error("unexpected answer");
      setReport({ status: "done", readiness: body });
      if (!announce) return;
      const failing = body.flags.find((flag) => !flag.ok);
      if (body.ready) notify.success("Payment Test Successful", { description: "Stripe answered and the prices match." });
      else notify.error("Payment Test Result", { description: failing?.detail ?? "Not ready" });
    } catch (error) {
      if (error instanceof RequestError && error.code === "not_found") {
        setReport({ status: "admins-only" });
        return;
      }
      setReport({ status: "failed" });
      if (error instanceof RequestError) notify.error("API Error", { description: error.message || "Failed to connect to payment API" });
      else if (error instanceof TypeError) notify.error("API Error", { description: "Failed to connect to payment API" });
      else notify.error("System Error", { description: "The payment test couldn't run. Please try again." });
    }
  }, []);

  // The flags are shown on arrival; the toasts are for an explicit "Test Payment System".
  useEffect(() => void run({ announce: false }), [run]);

  if (report.status === "admins-only") return <p className="text-ink-700">This page is for administrators.</p>;

  return (
    <div className="space-y-5">
      <Summary report={report} />
      {report.status === "done" && (
        <ul className="divide-y divide-brand-100 rounded-xl border border-brand-100">
          {report.readiness.flags.map((flag) => (
            <FlagRow key={flag.id} label={flag.label} ok={flag.ok} detail={flag.detail} />
          ))}
          <StripeJsRow state={stripeJs} />
        </ul>
      )}
      {stripeJs.status === "failed" && <PaymentSystemFailed />}
      <Button type="button" onClick={() => void run({ announce: true })} disabled={report.status === "running"}>
        {report.status === "running" ? "Testing..." : "Test Payment System"}
      </Button>
    </div>
  );
}

function Summary({ report }: { report: Report }) {
  if (report.status === "running") return <Busy label="Checking the payment system…" />;
  if (report.status === "failed")
    return (
      <p role="alert" className="font-semibold text-red-800">
        The payment test couldn&apos;t run.
      </p>
    );
  if (report.status !== "done") return null;
  const failing = report.readiness.flags.filter((flag) => !flag.ok).length;
  return (
    <p role="status" className={report.readiness.ready ? "font-semibold text-green-800" : "font-semibold text-red-800"}>
      {report.readiness.ready
        ? "Ready to take payments."
        : `Not ready: ${failing} ${failing === 1 ? "check needs" : "checks need"} attention.`}
    </p>
  );
}

function FlagRow({ label, ok, detail }: { label: string; ok: boolean; detail: string }) {
  return (
    <li className="grid gap-1 p-3 sm:grid-cols-[12rem_7rem_1fr] sm:items-baseline">
      <span className="font-semibold text-ink-900">{label}</span>
      <span className={ok ? "text-green-800" : "text-red-800"}>
        <span aria-hidden>{ok ? "✓" : "✗"}</span> {ok ? "Ready" : "Not ready"}
      </span>
      <span className="text-sm break-words text-ink-700">{detail}</span>
    </li>
  );
}

function StripeJsRow({ state }: { state: StripeJs }) {
  if (state.status === "waiting") return <FlagRow label="Stripe.js" ok={false} detail="Loading…" />;
  if (state.status === "no-key")
    return <FlagRow label="Stripe.js" ok={false} detail="Not loaded: checkout isn't configured on this server" />;
  if (state.status === "failed") return <FlagRow label="Stripe.js" ok={false} detail="Failed to load from js.stripe.com in this browser" />;
  return <FlagRow label="Stripe.js" ok detail="Loaded in this browser" />;
}

/** Loads Stripe.js with the server's publishable key, as the checkout would (imported only here, on demand). */
function useStripeJsCheck(): StripeJs {
  const config = useBillingConfig();
  const [state, setState] = useState<StripeJs>({ status: "waiting" });
  const key = config.status === "ready" ? config.publishableKey : undefined;

  useEffect(() => {
    if (key === undefined) return;
    if (key === null) {
      setState({ status: "no-key" });
      return;
    }
    let live = true;
    import("@stripe/stripe-js")
      .then(({ loadStripe }) => loadStripe(key))
      .then(
        (stripe) => live && setState({ status: stripe ? "loaded" : "failed" }),
        () => live && setState({ status: "failed" }),
      );
    return () => {
      live = false;
    };
  }, [key]);
  return state;
}
