import { PLANS } from "@/lib/plans";
import type { UsageReason, UsageSnapshot } from "@/lib/replies/protocol";

/** "2 of 2 free replies left today" (the spec counts generations as replies); "Unlimited replies". */
export function usageLine(usage: Pick<UsageSnapshot, "limit" | "remaining">): string {
  if (usage.limit === null || usage.remaining === null) return "Unlimited replies";
  const remaining = Math.max(0, Math.min(usage.remaining, usage.limit));
  return `${remaining} of ${usage.limit} free replies left today`;
}

/**
 * Why Generate says no although his own count has room: one text for the server's 429 and the line
 * under the counter. Many people share one address on mobile networks, so it says so rather than
 * leaving him to wonder why "2 of 2" doesn't work.
 */
export function usageReasonText(_reason: UsageReason, signedIn: boolean): string {
  return signedIn
    ? `Free replies from this network are used up today: many people share its address. ${PLANS.premium.name} is unlimited, or try again tomorrow.`
    : `Free replies from this network are used up today: many people share its address. Sign in (it's free) for your own, or get ${PLANS.premium.name} for unlimited replies.`;
}

/** Under the message field and in the spec's "Message Required" toast. */
export const MESSAGE_REQUIRED = "Please paste the message she sent you first!";

/** Said once he is out of free replies, where Generate and Regenerate are (sentence case: it's a sentence). */
export function outOfRepliesText(usage: Pick<UsageSnapshot, "reason">, signedIn: boolean): string {
  if (usage.reason) return usageReasonText(usage.reason, signedIn);
  return `You've used today's free replies. They come back at midnight UTC, or get ${PLANS.premium.name} for unlimited replies.`;
}

/** Regenerate's cost, said on the button's line for a plan with a daily limit. */
export const REGENERATE_COST = "uses 1 of your free replies";
