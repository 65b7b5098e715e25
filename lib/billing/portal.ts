import { db } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { callStripe } from "@/lib/billing/stripe";
import { syncCustomer } from "@/lib/billing/sync";
import { enforceRateLimit } from "@/lib/rate-limit";
import type { Viewer } from "@/lib/viewer";

export const BILLING_RETURN_PATH = "/account?billing=updated";

async function customerOf(viewer: Viewer): Promise<string> {
  if (!viewer.userId) throw ApiError.unauthorized("Please sign in to manage billing.");
  const user = await db.user.findUnique({ where: { id: viewer.userId }, select: { stripeCustomerId: true } });
  if (!user?.stripeCustomerId) throw ApiError.notFound("There is no billing account to manage: you've never paid for a plan.");
  return user.stripeCustomerId;
}

/** "Manage billing": a Stripe customer portal session (cards, invoices, cancel at period end). */
export async function openBillingPortal(viewer: Viewer, origin: string): Promise<{ url: string }> {
  const customer = await customerOf(viewer);
  // Back on /account, the page syncs from Stripe at once: a change made in the portal shows without
  // waiting for its webhook.
  const session = await callStripe((s) => s.billingPortal.sessions.create({ customer, return_url: `${origin}${BILLING_RETURN_PATH}` }));
  return { url: session.url };
}

/**
 * The welcome page asks until Premium shows: each ask syncs from Stripe, so a late or lost webhook
 * never leaves a paying user waiting. Bounded per user, since each ask is a Stripe call.
 */
export async function refreshBilling(viewer: Viewer): Promise<void> {
  if (!viewer.userId) throw ApiError.unauthorized("Please sign in.");
  await enforceRateLimit(`billing-sync:${viewer.userId}`, { limit: 30, windowSeconds: 60 }, "Still checking with our payment provider. Please wait a moment.");
  const user = await db.user.findUnique({ where: { id: viewer.userId }, select: { stripeCustomerId: true } });
  if (user?.stripeCustomerId) await syncCustomer(user.stripeCustomerId);
}

/**
 * Before an account is deleted: its Stripe customer goes too, which ends any subscription at once, so
 * nobody is billed for an account that no longer exists.
 */
export async function deleteBillingAccount(userId: string): Promise<void> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { stripeCustomerId: true } });
  if (!user?.stripeCustomerId) return;
  const customer = user.stripeCustomerId;
  await callStripe(async (s) => {
    try {
      await s.customers.del(customer);
    } catch (error) {
      // Already gone in Stripe is the state we want.
      if ((error as { code?: string }).code !== "resource_missing") throw error;
    }
  });
}
