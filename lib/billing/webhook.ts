import "server-only";
import type Stripe from "stripe";
import { billingConfig } from "@/lib/billing/config";
import { isFinished } from "@/lib/billing/status";
import { callStripe, stripe } from "@/lib/billing/stripe";
import { fetchSubscriptionState, writeSubscriptionState } from "@/lib/billing/sync";
import { PAYMENTS_NOT_CONFIGURED_BASE } from "@/lib/messages";
import { db } from "@/lib/platform/db";
import { ApiError } from "@/lib/platform/http/errors";

// POST /api/stripe/webhook. The signature is checked on the raw body before anything else; each event
// id is recorded in the same transaction as its effect, so a redelivery (Stripe retries, a replay, two
// instances) changes nothing twice; and every effect is "sync this customer from Stripe", so the order
// events arrive in never matters.

/** The events that can change what a customer has paid for. Anything else is acknowledged and ignored. */
const HANDLED_EVENTS = new Set([
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.paused",
  "customer.subscription.resumed",
  "invoice.paid",
  "invoice.payment_succeeded",
  "invoice.payment_failed",
  "charge.refunded",
  "payment_intent.succeeded",
  "checkout.session.completed",
]);

export type WebhookOutcome = "processed" | "duplicate" | "ignored";

function verify(payload: string, signature: string | null): Stripe.Event {
  const config = billingConfig();
  if (!config) throw ApiError.unavailable("payments_not_configured", PAYMENTS_NOT_CONFIGURED_BASE);
  if (!signature) throw ApiError.badRequest("Missing Stripe-Signature header.");
  try {
    return stripe().webhooks.constructEvent(payload, signature, config.webhookSecret);
  } catch {
    throw ApiError.badRequest("The Stripe signature does not match this payload.");
  }
}

function customerOf(event: Stripe.Event): string | null {
  const object = event.data.object as { customer?: string | { id: string } | null };
  const customer = object.customer;
  return typeof customer === "string" ? customer : (customer?.id ?? null);
}

/**
 * The refund policy: a refunded payment ends the subscription at once (no access until the period
 * ends). A partial refund (a goodwill credit) changes nothing.
 */
async function endRefundedSubscriptions(charge: Stripe.Charge, customer: string): Promise<void> {
  if (!charge.refunded && charge.amount_refunded < charge.amount) return;
  const live = await callStripe((s) => s.subscriptions.list({ customer, status: "all", limit: 20 }));
  for (const subscription of live.data) {
    if (isFinished(subscription.status)) continue;
    await callStripe((s) => s.subscriptions.cancel(subscription.id)).catch((error: unknown) => {
      // Already cancelled by an earlier delivery or by hand: the end state is the one we want.
      console.warn(`[billing] could not cancel ${subscription.id} after a refund:`, error instanceof Error ? error.message : error);
    });
  }
}

async function alreadyProcessed(eventId: string): Promise<boolean> {
  return (await db.stripeEvent.count({ where: { id: eventId } })) > 0;
}

export async function handleStripeWebhook(payload: string, signature: string | null): Promise<WebhookOutcome> {
  const event = verify(payload, signature);
  if (!HANDLED_EVENTS.has(event.type)) return "ignored";
  const customer = customerOf(event);
  if (!customer) return "ignored";
  if (await alreadyProcessed(event.id)) return "duplicate";

  if (event.type === "charge.refunded") await endRefundedSubscriptions(event.data.object as Stripe.Charge, customer);
  const state = await fetchSubscriptionState(customer);

  return db.$transaction(async (tx) => {
    const recorded =
      await tx.$executeRaw`INSERT INTO stripe_event (id, type) VALUES (${event.id}, ${event.type}) ON CONFLICT (id) DO NOTHING`;
    // Another delivery of this event got here first (on this instance or another): its effect stands.
    if (recorded === 0) return "duplicate";
    if (state) await writeSubscriptionState(tx, state);
    return "processed";
  });
}
