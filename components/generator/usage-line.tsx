"use client";

import Link from "next/link";
import { Cpu } from "lucide-react";
import { analytics } from "@/lib/analytics";
import type { UsageResponse } from "@/lib/generator/protocol";
import { usageLine } from "@/lib/generator/usage-text";
import { PLANS } from "@/lib/plans";

const OFFLINE_EXPLAINED =
  "No AI provider is configured, so replies come from Holla's built-in engine: a reply composer that runs on this server, not an AI model.";

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
      {usage?.engine === "offline" && (
        <span
          title={OFFLINE_EXPLAINED}
          className="inline-flex items-center gap-1 rounded-full border border-ink-200 bg-ink-50 px-2 py-0.5 text-xs font-semibold text-ink-700"
        >
          <Cpu className="size-3" aria-hidden />
          <span>Offline engine</span>
          <span className="sr-only">: {OFFLINE_EXPLAINED}</span>
        </span>
      )}
    </div>
  );
}
