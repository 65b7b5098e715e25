import "server-only";
import type { Viewer } from "@/lib/account/viewer";
import { countStripeCall } from "@/lib/billing/fair-use";
import { callStripe } from "@/lib/billing/stripe";
import { NO_BILLING_ACCOUNT, SIGN_IN_TO_MANAGE_BILLING } from "@/lib/messages";
import { db } from "@/lib/platform/db";
import { ApiError } from "@/lib/platform/http/errors";

const BILLING_RETURN_PATH = "/account?billing=updated";

async function customerOf(viewer: Viewer): Promise<string> {
  if (!viewer.userId) throw ApiError.unauthorized(SIGN_IN_TO_MANAGE_BILLING);
  await countStripeCall({ ...viewer, userId: viewer.userId });
  const user = await db.user.findUnique({ where: { id: viewer.userId }, select: { stripeCustomerId: true } });
  if (!user?.stripeCustomerId) throw ApiError.notFound(NO_BILLING_ACCOUNT);
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
