import "server-only";
import Stripe from "stripe";
import type { Viewer } from "@/lib/account/viewer";
import { billingConfig, PAYMENTS_NOT_CONFIGURED, priceFor } from "@/lib/billing/config";
import { ensureCustomer } from "@/lib/billing/customers";
import { countStripeCall } from "@/lib/billing/fair-use";
import { callStripe } from "@/lib/billing/stripe";
import { syncCustomer } from "@/lib/billing/sync";
import {
  ALREADY_PREMIUM,
  NO_PAYMENT_TO_CONFIRM,
  NOT_A_PAYMENT_ID,
  PAYMENT_NOT_FOUND,
  PAYMENT_NOT_YOURS,
  PAYMENT_PENDING,
  SIGN_IN_BEFORE_PAYING,
} from "@/lib/messages";
import { isPaidPlan, type PaidPlanId, PLANS } from "@/lib/plans";
import { db } from "@/lib/platform/db";
import { ApiError } from "@/lib/platform/http/errors";

// Premium is a monthly Stripe subscription (docs/decisions.md, "Price"). Checkout creates it incomplete and
// hands the browser the client secret of its first invoice's payment, which the Payment Element
// confirms. The amount is Stripe's price, never anything the browser sent.

export interface CheckoutStart {
  clientSecret: string;
  plan: PaidPlanId;
  /** What the first invoice charges, in cents, as Stripe computed it. */
  amount: number;
  currency: string;
}

function signedIn(viewer: Viewer): { userId: string; email: string } {
  if (!viewer.userId || !viewer.email) throw ApiError.unauthorized(SIGN_IN_BEFORE_PAYING);
  return { userId: viewer.userId, email: viewer.email };
}

function invoiceOf(subscription: Stripe.Subscription): Stripe.Invoice | null {
  const invoice = subscription.latest_invoice;
  return invoice && typeof invoice === "object" ? invoice : null;
}

/** An unpaid first invoice of this price can be paid again instead of opening a new subscription. */
async function openCheckout(customer: string, price: string): Promise<Stripe.Subscription | null> {
  const list = await callStripe((s) =>
    s.subscriptions.list({ customer, status: "incomplete", limit: 10, expand: ["data.latest_invoice.confirmation_secret"] }),
  );
  const payable = (sub: Stripe.Subscription) =>
    sub.items.data[0]?.price?.id === price && invoiceOf(sub)?.status === "open" && !!invoiceOf(sub)?.confirmation_secret?.client_secret;
  return list.data.find(payable) ?? null;
}

/** POST /api/create-payment-intent and friends: the client secret of the plan's first payment. */
export async function startCheckout(viewer: Viewer, plan: PaidPlanId): Promise<CheckoutStart> {
  // Announced plans stay unsold until their Stripe price exists (docs/decisions.md, "Premium Plus").
  const price = priceFor(plan);
  if (PLANS[plan].comingSoon && !price) throw ApiError.conflict("coming_soon", `${PLANS[plan].name} is coming soon`);
  const { userId, email } = signedIn(viewer);
  if (isPaidPlan(viewer.plan)) throw ApiError.conflict("already_premium", ALREADY_PREMIUM);
  // Premium's price is part of the configuration: without it, nothing is set up.
  if (!billingConfig() || !price) throw ApiError.unavailable("payments_not_configured", PAYMENTS_NOT_CONFIGURED);
  await countStripeCall({ ...viewer, userId });

  const customer = await ensureCustomer(userId, email);
  const subscription =
    (await openCheckout(customer, price)) ??
    (await callStripe((s) =>
      s.subscriptions.create(
        {
          customer,
          items: [{ price }],
          payment_behavior: "default_incomplete",
          payment_settings: { save_default_payment_method: "on_subscription" },
          expand: ["latest_invoice.confirmation_secret"],
          metadata: { userId, plan },
        },
        // A double click (or two tabs) in the same minute opens one subscription, not two.
        { idempotencyKey: `holla-checkout-${userId}-${price}-${Math.floor(Date.now() / 60_000)}` },
      ),
    ));
  const invoice = invoiceOf(subscription);
  const clientSecret = invoice?.confirmation_secret?.client_secret;
  if (!invoice || !clientSecret) throw ApiError.badGateway("payment_refused", NO_PAYMENT_TO_CONFIRM);
  return { clientSecret, plan, amount: invoice.amount_due, currency: invoice.currency };
}

const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9]{4,64}$/;

/**
 * POST /api/payment-success: the browser says a payment went through. Stripe is asked whether it
 * did and whose it is; only then is the customer synced (the webhook would do it too, a bit later).
 */
export async function confirmPayment(viewer: Viewer, paymentIntentId: string) {
  const { userId } = signedIn(viewer);
  if (!PAYMENT_INTENT_ID.test(paymentIntentId)) throw ApiError.badRequest(NOT_A_PAYMENT_ID);
  await countStripeCall({ ...viewer, userId });
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { stripeCustomerId: true } });
  const intent = await callStripe(async (s) => {
    try {
      return await s.paymentIntents.retrieve(paymentIntentId);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing")
        throw ApiError.notFound(PAYMENT_NOT_FOUND);
      throw error;
    }
  });
  const customer = typeof intent.customer === "string" ? intent.customer : (intent.customer?.id ?? null);
  if (!user.stripeCustomerId || customer !== user.stripeCustomerId) throw ApiError.forbidden(PAYMENT_NOT_YOURS);
  if (intent.status !== "succeeded") throw ApiError.conflict("payment_pending", PAYMENT_PENDING);
  await syncCustomer(user.stripeCustomerId);
  return { success: true as const };
}
