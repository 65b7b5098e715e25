"use client";

import Link from "next/link";
import { OfflineBadge } from "@/components/ui/offline-badge";
import { PLANS } from "@/lib/plans";
import { analytics } from "@/lib/platform/client/analytics";
import type { UsageResponse } from "@/lib/replies/protocol";
import { usageLine } from "@/lib/replies/usage-text";

/** "N of 2 free replies left today" / "Unlimited replies", and which engine writes the replies. */
export function UsageLine({ usage }: { usage: UsageResponse | null }) {
  return (
    <div className="flex min-h-7 flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <p role="status" className="font-medium text-ink-700">
        {usage ? usageLine(usage) : ""}
      </p>
      {usage?.remaining === 0 && (
        <Link
          href="/subscribe"
          onClick={() => analytics.upgradeButtonClicked({ plan: "premium", source: "daily_limit" })}
          className="rounded font-semibold text-brand-700 underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-brand-500/40"
        >
          Get unlimited replies with {PLANS.premium.name}
        </Link>
      )}
      {usage?.engine === "offline" && <OfflineBadge busy={usage.aiBusy} />}
    </div>
  );
}
