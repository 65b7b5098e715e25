"use client";

import Link from "next/link";
import { pricingStep } from "@/lib/billing/client/pricing-funnel";
import type { PlanId } from "@/lib/plans";
import { analytics, type UpgradeSource } from "@/lib/platform/client/analytics";

/** A link to a plan's checkout that reports upgrade_button_clicked on the way. */
export function UpgradeLink({ plan, source, ...props }: React.ComponentProps<typeof Link> & { plan: PlanId; source: UpgradeSource }) {
  return (
    <Link
      {...props}
      onClick={(event) => {
        analytics.upgradeButtonClicked({ plan, source });
        pricingStep("clicked_plan");
        props.onClick?.(event);
      }}
    />
  );
}
