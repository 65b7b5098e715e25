import { isPaidPlan, type PaidPlanId, type PlanId } from "@/lib/plans";

// What Stripe's subscription statuses mean for Holla, in one place (docs/decisions.md, "Who is premium"):
// which plan a stored subscription grants, which of a customer's subscriptions is "the" one, which
// are paying, finished, or still waiting to be paid. The sync, the webhook, the viewer and the account
// page all ask here. No server imports: /account's plan card reads it too.

// The one rule, applied on the server to the subscription row that the Stripe sync (or the QA grant
// command) wrote. Nothing the browser stores or sends takes part: not a localStorage flag, not the
// mere fact of being signed in, not a header (x-test-tier counts only in lib/account/viewer.ts, and only with
// ALLOW_TIER_OVERRIDE on).

export interface SubscriptionState {
  /** "premium" | "premium_plus" (anything else grants nothing). */
  tier: string;
  /** Stripe's subscription status; grants are "active". */
  status: string;
  /** End of the paid period; null for grants, which do not expire. */
  currentPeriodEnd: Date | null;
}

/** Statuses in which Stripe is collecting normally. */
const ACTIVE_STATUSES = new Set(["active", "trialing"]);
/** A renewal's webhook may arrive a little after the period ends: access holds this long past it. */
export const RENEWAL_GRACE_MS = 2 * 86_400_000;

export function planForSubscription(subscription: SubscriptionState | null | undefined, now = new Date()): PlanId {
  if (!subscription) return "basic";
  const { tier, status, currentPeriodEnd } = subscription;
  if (!isPaidPlan(tier as PlanId)) return "basic";
  const periodEnd = currentPeriodEnd?.getTime() ?? null;
  if (ACTIVE_STATUSES.has(status)) {
    // Paid through a period that ended long ago and never renewed: the sync missed the end.
    return periodEnd !== null && periodEnd + RENEWAL_GRACE_MS < now.getTime() ? "basic" : (tier as PaidPlanId);
  }
  // A failed renewal keeps what was paid for until the period ends, then Basic.
  if (status === "past_due") return periodEnd !== null && now.getTime() < periodEnd ? (tier as PaidPlanId) : "basic";
  // canceled, unpaid, incomplete, incomplete_expired, paused, or anything unknown.
  return "basic";
}

/** Which of a customer's subscriptions is "the" one: the most alive (then the newest, by the caller). */
const RANK: Record<string, number> = {
  active: 6,
  trialing: 6,
  past_due: 5,
  unpaid: 4,
  paused: 3,
  incomplete: 2,
  incomplete_expired: 1,
  canceled: 1,
};
export function subscriptionRank(status: string): number {
  return RANK[status] ?? 0;
}

/** Stripe is collecting (or retrying): a plan the team granted is only replaced by one of these. */
export function isPaying(status: string): boolean {
  return ACTIVE_STATUSES.has(status) || status === "past_due";
}

/** Over for good: nothing left to cancel (e.g. after a refund). */
export function isFinished(status: string): boolean {
  return status === "canceled" || status === "incomplete_expired";
}

/** Created by checkout and waiting for its first payment. */
export function awaitsFirstPayment(status: string): boolean {
  return status === "incomplete";
}

/** The last renewal failed; access holds until the period ends. */
export function isPaymentFailing(status: string): boolean {
  return status === "past_due";
}
