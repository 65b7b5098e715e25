import { CREATIVE_REQUIRES_PREMIUM, DAILY_LIMIT, type ErrorCode } from "@/lib/messages";
import { PLANS } from "@/lib/plans";

// What the generator shows when a generation fails (docs/product.md). Kept apart from the component so the
// mapping is unit-tested.

export const DAILY_LIMIT_TITLE = DAILY_LIMIT;
const GENERATION_FAILED_TITLE = "Generation Failed";
const GENERATION_FAILED_FALLBACK = "Failed to generate replies";
export const PREMIUM_FEATURE_TITLE = "Premium Feature";
/** The tone tile's variant (docs/product.md). */
export const CREATIVE_TILE_DESCRIPTION = "Creative tone requires Premium subscription.";

export interface FailureToast {
  /** premium: show the toast, then go to /subscribe. limit: the free replies are used up. */
  kind: "premium" | "limit" | "failed";
  title: string;
  description?: string;
}

/** Decided by the refusal's code (lib/messages.ts); the server's words become the description. */
export function generationFailureToast(code: ErrorCode | null, message: string | undefined): FailureToast {
  const text = message?.trim() ?? "";
  // The plan doesn't include the tone: the spec's premium toast and the way to upgrade.
  if (code === "premium_required") return { kind: "premium", title: PREMIUM_FEATURE_TITLE, description: text || CREATIVE_REQUIRES_PREMIUM };
  if (code === "daily_limit") {
    const basic = PLANS.basic.dailyGenerations;
    return {
      kind: "limit",
      title: DAILY_LIMIT_TITLE,
      description: basic === null ? undefined : `${PLANS.basic.name} includes ${basic} free replies a day; they come back at midnight UTC.`,
    };
  }
  // A shared budget (his network's, or every visitor's without an account): the same limit, with the server's reason.
  if (code === "network_limit") return { kind: "limit", title: DAILY_LIMIT_TITLE, description: text };
  return { kind: "failed", title: GENERATION_FAILED_TITLE, description: text || GENERATION_FAILED_FALLBACK };
}
