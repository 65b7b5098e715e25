import { PLANS } from "@/lib/plans";

// What the generator shows when a generation fails (docs/product.md). Kept apart from the component so the
// mapping is unit-tested.

export const DAILY_LIMIT_TITLE = "Daily Limit Reached! Upgrade to Premium Now To Get Unlimited Replies!";
export const GENERATION_FAILED_TITLE = "Generation Failed";
export const GENERATION_FAILED_FALLBACK = "Failed to generate replies";
export const PREMIUM_FEATURE_TITLE = "Premium Feature";
/** The server's own words for a Creative request from a non-premium plan (docs/product.md). */
export const CREATIVE_REQUIRES_PREMIUM = "Creative tone requires Premium. Upgrade to access psychology-backed replies.";
/** The tone tile's variant (docs/product.md). */
export const CREATIVE_TILE_DESCRIPTION = "Creative tone requires Premium subscription.";

export interface FailureToast {
  /** premium: show the toast, then go to /subscribe. limit: the free replies are used up. */
  kind: "premium" | "limit" | "failed";
  title: string;
  description?: string;
}

export function generationFailureToast(status: number, message: string | undefined): FailureToast {
  const text = message?.trim() ?? "";
  // A plan refusal that is about the tone: the spec's premium toast and the way to upgrade, not the
  // daily-limit toast the message rule below would give a "403".
  if (status === 403 && /creative|premium/i.test(text)) {
    return { kind: "premium", title: PREMIUM_FEATURE_TITLE, description: text || CREATIVE_REQUIRES_PREMIUM };
  }
  if (/Daily Limit Reached|Forbidden|403/.test(text)) {
    const basic = PLANS.basic.dailyGenerations;
    return {
      kind: "limit",
      title: DAILY_LIMIT_TITLE,
      description: basic === null ? undefined : `${PLANS.basic.name} includes ${basic} free replies a day; they come back at midnight UTC.`,
    };
  }
  // A shared budget (his network's, or every visitor's without an account): the same limit, with the server's reason.
  if (status === 429 && /^Free replies/.test(text)) return { kind: "limit", title: DAILY_LIMIT_TITLE, description: text };
  return { kind: "failed", title: GENERATION_FAILED_TITLE, description: text || GENERATION_FAILED_FALLBACK };
}
