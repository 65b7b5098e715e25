import { Lock, Sparkles } from "lucide-react";
import Link from "next/link";
import { isPaidPlan, type PlanId } from "@/lib/plans";
import type { Vibe } from "@/lib/reading/types";
import { VIBE_CHECK_TEASER, VIBE_CHECK_TITLE, VIBE_CHECK_UNLOCK } from "@/lib/replies/client/reading-text";

/** Her mood with every generation for Premium; a locked teaser for everyone else. */
export function VibeCheck({ vibe, plan }: { vibe: Vibe | null; plan: PlanId | null }) {
  if (vibe) {
    return (
      <div data-testid="vibe-check" className="mt-3 flex gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-3 text-sm text-ink-900">
        <Sparkles aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <p>
          <strong className="font-semibold">{VIBE_CHECK_TITLE}:</strong> {vibe.label}: {vibe.advice}
        </p>
      </div>
    );
  }
  if (isPaidPlan(plan)) return null;
  return (
    <div
      data-testid="vibe-check-locked"
      className="mt-3 flex flex-wrap items-center gap-3 rounded-2xl border border-dashed border-ink-200 bg-white p-3 text-sm text-ink-700"
    >
      <Lock aria-hidden className="size-4 shrink-0" />
      <p className="min-w-0 flex-1">
        <strong className="font-semibold text-ink-900">{VIBE_CHECK_TITLE}</strong>. {VIBE_CHECK_TEASER}
      </p>
      <Link href="/subscribe" className="font-semibold text-brand-800 underline underline-offset-2">
        {VIBE_CHECK_UNLOCK}
      </Link>
    </div>
  );
}
