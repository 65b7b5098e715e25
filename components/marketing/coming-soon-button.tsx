"use client";

import { Icon } from "@/components/ui/icon";
import { useHydrated } from "@/components/use-hydrated";
import { analytics } from "@/lib/platform/client/analytics";
import { notify } from "@/lib/platform/client/toast";

/**
 * The Premium Plus card's button: announced, not purchasable (docs/product.md), so it only tells. Only React
 * answers it: disabled until React runs the page (components/use-hydrated.ts).
 */
export function ComingSoonButton({ className, label, description }: { className: string; label: string; description: string }) {
  const ready = useHydrated();
  return (
    <button
      type="button"
      className={className}
      disabled={!ready}
      onClick={() => {
        analytics.upgradeButtonClicked({ plan: "premium_plus", source: "pricing_card" });
        notify.info("Coming Soon!", { description });
      }}
    >
      {/* From the sprite: lucide's inline icon would put its paths into the home page's HTML. */}
      {label} <Icon name="bell" />
    </button>
  );
}
