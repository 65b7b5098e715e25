import type { UsageSnapshot } from "@/lib/generator/protocol";
import type { PlanId } from "@/lib/plans";

/** Premium and Premium Plus: what the server says decides it, never anything stored in the browser. */
export function isPremiumPlan(plan: PlanId | null | undefined): boolean {
  return plan === "premium" || plan === "premium_plus";
}

/** "2 of 2 free replies left today" (the spec counts generations as replies); "Unlimited replies". */
export function usageLine(usage: Pick<UsageSnapshot, "limit" | "remaining">): string {
  if (usage.limit === null || usage.remaining === null) return "Unlimited replies";
  const remaining = Math.max(0, Math.min(usage.remaining, usage.limit));
  return `${remaining} of ${usage.limit} free replies left today`;
}
