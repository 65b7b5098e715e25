import "server-only";
import type Stripe from "stripe";
import type { Viewer } from "@/lib/account/viewer";
import { planForPrice } from "@/lib/billing/config";
import { userForCustomer } from "@/lib/billing/customers";
import { awaitsFirstPayment, isPaying, subscriptionRank } from "@/lib/billing/status";
import { callStripe } from "@/lib/billing/stripe";
import { LIMITS } from "@/lib/limits";
import type { PaidPlanId } from "@/lib/plans";
import { db } from "@/lib/platform/db";
import { ApiError } from "@/lib/platform/http/errors";
import { enforceLimit } from "@/lib/platform/rate-limit";

// The one function that brings a customer's subscription from Stripe into the database. The webhook,
// /api/payment-success and the welcome page all call it, and it always reads Stripe's current state
// instead of trusting an event's snapshot: the order and timing of events never matter.

export interface StripeSubscriptionState {
  userId: string;
  /** null: the customer has no subscription to one of our prices. */
  subscription: {
    id: string;
    tier: PaidPlanId;
    status: string;
    currentPeriodEnd: Date | null;
    cancelAtPeriodEnd: boolean;
  } | null;
}

function ours(subscription: Stripe.Subscription) {
  const item = subscription.items.data[0];
  const tier = planForPrice(item?.price?.id);
  if (!tier || !item) return null;
  return {
    id: subscription.id,
    tier,
    status: subscription.status,
    currentPeriodEnd: item.current_period_end ? new Date(item.current_period_end * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    // The most alive, then the newest.
    rank: subscriptionRank(subscription.status) * 1e12 + subscription.created,
  };
}

/** Reads the customer's subscriptions from Stripe; null when the customer is not one of our users. */
export async function fetchSubscriptionState(customerId: string): Promise<StripeSubscriptionState | null> {
  const userId = await userForCustomer(customerId);
  if (!userId) return null;
  const list = await callStripe((s) => s.subscriptions.list({ customer: customerId, status: "all", limit: 20 }));
  const best = list.data
    .map(ours)
    .filter((s) => s !== null)
    .sort((a, b) => b.rank - a.rank)[0];
  if (!best) return { userId, subscription: null };
  const { rank: _rank, ...subscription } = best;
  return { userId, subscription };
}

type Tx = Parameters<Parameters<typeof db.$transaction>[0]>[0];

/** Writes a state read from Stripe. A plan granted by the team is only replaced by a paying one. */
export async function writeSubscriptionState(tx: Tx, { userId, subscription }: StripeSubscriptionState): Promise<void> {
  const current = await tx.subscription.findUnique({ where: { userId }, select: { source: true } });
  const paying = subscription && isPaying(subscription.status);
  if (current?.source === "grant" && !paying) return;
  if (!subscription) {
    await tx.subscription.deleteMany({ where: { userId, source: "stripe" } });
    return;
  }
  const data = {
    tier: subscription.tier,
    status: subscription.status,
    source: "stripe",
    stripeSubscriptionId: subscription.id,
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
  };
  await tx.subscription.upsert({ where: { userId }, create: { userId, ...data }, update: data });
}

/** Syncs one customer now; returns the user it belongs to (null for a customer that isn't ours). */
export async function syncCustomer(customerId: string): Promise<string | null> {
  const state = await fetchSubscriptionState(customerId);
  if (!state) return null;
  await db.$transaction((tx) => writeSubscriptionState(tx, state));
  return state.userId;
}

/**
 * The welcome page asks until Premium shows: each ask syncs from Stripe, so a late or lost webhook
 * never leaves a paying user waiting. Bounded per user, since each ask is a Stripe call. Says whether
 * a checkout is still open (a subscription Stripe is waiting to be paid for): without one, there is
 * nothing to wait for, and the page says so instead of asking for a minute.
 */
export async function refreshBilling(viewer: Viewer): Promise<{ checkoutInProgress: boolean }> {
  if (!viewer.userId) throw ApiError.unauthorized();
  await enforceLimit(LIMITS.billingSync, viewer.userId);
  const user = await db.user.findUnique({ where: { id: viewer.userId }, select: { stripeCustomerId: true } });
  if (!user?.stripeCustomerId) return { checkoutInProgress: false };
  await syncCustomer(user.stripeCustomerId);
  const subscription = await db.subscription.findUnique({ where: { userId: viewer.userId }, select: { status: true } });
  return { checkoutInProgress: subscription ? awaitsFirstPayment(subscription.status) : false };
}
