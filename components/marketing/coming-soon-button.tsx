"use client";

import { Bell } from "lucide-react";
import { analytics } from "@/lib/analytics";
import { PLANS } from "@/lib/plans";
import { notify } from "@/lib/toast";

/** The Premium Plus card's button: announced, not purchasable (spec §4), so it only tells. */
export function ComingSoonButton({ className, label }: { className: string; label: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        analytics.upgradeButtonClicked({ plan: "premium_plus", source: "pricing_card" });
        notify.info("Coming Soon!", { description: `${PLANS.premium_plus.name} is on its way. Sign up for the newsletter at the bottom of the page to hear first.` });
      }}
    >
      {label} <Bell aria-hidden />
    </button>
  );
}
