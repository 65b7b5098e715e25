"use client";

import { useEffect } from "react";
import { pricingStep } from "@/lib/billing/client/pricing-funnel";
import { analytics } from "@/lib/platform/client/analytics";

/** Sends pricing_page_viewed once, when the section with this id first scrolls into view. */
export function PricingViewTracker({ sectionId }: { sectionId: string }) {
  useEffect(() => {
    const section = document.getElementById(sectionId);
    if (!section || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          analytics.pricingPageViewed();
          pricingStep("viewed_pricing");
          observer.disconnect();
        }
      },
      { threshold: 0.25 },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, [sectionId]);
  return null;
}
