"use client";

import { Bell } from "lucide-react";
import { analytics } from "@/lib/platform/client/analytics";
import { notify } from "@/lib/platform/client/toast";

/** The Premium Plus card's button: announced, not purchasable (docs/product.md), so it only tells. */
export function ComingSoonButton({ className, label, description }: { className: string; label: string; description: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        analytics.upgradeButtonClicked({ plan: "premium_plus", source: "pricing_card" });
        notify.info("Coming Soon!", { description });
      }}
    >
      {label} <Bell aria-hidden />
    </button>
  );
}
