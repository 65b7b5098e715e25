"use client";

import { useEffect } from "react";
import { analytics, type CheckoutStep } from "@/lib/platform/client/analytics";

/**
 * checkout_abandoned { step }: while `active`, leaving the page (or the step) before `done` is set
 * reports the step once.
 */
export function useCheckoutAbandoned(step: CheckoutStep, active: boolean, done: React.RefObject<boolean>) {
  useEffect(() => {
    if (!active) return;
    let reported = false;
    const report = () => {
      if (reported || done.current) return;
      reported = true;
      analytics.checkoutAbandoned({ step });
    };
    window.addEventListener("pagehide", report);
    return () => {
      window.removeEventListener("pagehide", report);
      report();
    };
  }, [step, active, done]);
}
