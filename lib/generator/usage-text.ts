import type { UsageSnapshot } from "@/lib/generator/protocol";

/** "2 of 2 free replies left today" (the spec counts generations as replies); "Unlimited replies". */
export function usageLine(usage: Pick<UsageSnapshot, "limit" | "remaining">): string {
  if (usage.limit === null || usage.remaining === null) return "Unlimited replies";
  const remaining = Math.max(0, Math.min(usage.remaining, usage.limit));
  return `${remaining} of ${usage.limit} free replies left today`;
}
