// Subscriptions, created with payment_behavior=default_incomplete together with their first invoice.

import { price } from "./customers.mjs";
import { changedAttributes, emit } from "./events.mjs";
import { openInvoice } from "./invoices.mjs";
import { base, clone, invalid, list, mergeMetadata, missingParam, newId, noSuch, now, truthy } from "./shared.mjs";
import { getObject } from "./state.mjs";

export const PERIOD = 30 * 24 * 60 * 60;

function subscriptionItem(fake, subId, priceId, quantity, start) {
  return {
    id: newId("si"),
    object: "subscription_item",
    created: now(),
    metadata: {},
    price: price(fake, priceId),
    quantity,
    subscription: subId,
    current_period_start: start,
    current_period_end: start + PERIOD,
  };
}

export function createSubscription(fake, params) {
  if (!params.customer) throw missingParam("customer");
  getObject(fake, "customers", "customer", params.customer, "customer");
  const [first, ...others] = Array.isArray(params.items) ? params.items : [];
  if (!first?.price || others.length) throw invalid("The fake supports exactly one item with a price.", "items");
  price(fake, first.price, "items[0][price]", 400);
  const sub = {
    ...base("sub", "subscription"),
    customer: params.customer,
    status: "incomplete",
    currency: "usd",
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: "charge_automatically",
    default_payment_method: null,
    description: params.description ?? null,
    pending_setup_intent: null,
    schedule: null,
    trial_start: null,
    trial_end: null,
    metadata: mergeMetadata({}, params.metadata),
    payment_settings: {
      payment_method_options: null,
      payment_method_types: null,
      save_default_payment_method: params.payment_settings?.save_default_payment_method ?? "off",
    },
  };
  sub.start_date = sub.billing_cycle_anchor = sub.created;
  sub.items = list(`/v1/subscription_items?subscription=${sub.id}`, [
    subscriptionItem(fake, sub.id, first.price, Number(first.quantity ?? 1), sub.created),
  ]);
  fake.state.subscriptions.set(sub.id, sub);
  sub.latest_invoice = openInvoice(fake, sub, "subscription_create", sub.created, sub.created).id;
  emit(fake, "customer.subscription.created", sub);
  return sub;
}

export function listSubscriptions(fake, { customer, price: priceId, status, limit }) {
  let data = [...fake.state.subscriptions.values()]
    .reverse()
    .filter(
      (s) =>
        (!customer || s.customer === customer) &&
        (!priceId || s.items.data[0].price.id === priceId) &&
        (status === "all" || (status ? s.status === status : s.status !== "canceled")),
    );
  const hasMore = limit !== undefined && data.length > Number(limit);
  if (hasMore) data = data.slice(0, Number(limit));
  return { ...list("/v1/subscriptions", data), has_more: hasMore };
}

function setCancelAtPeriodEnd(sub, on) {
  sub.cancel_at_period_end = on;
  sub.cancel_at = on ? sub.items.data[0].current_period_end : null;
  sub.canceled_at = on ? now() : null; // Stripe records when the cancellation was requested.
  sub.cancellation_details.reason = on ? "cancellation_requested" : null;
}

export function updateSubscription(fake, params, id) {
  const sub = getObject(fake, "subscriptions", "subscription", id);
  const changing = Object.keys(params).filter((k) => !["metadata", "cancellation_details", "expand"].includes(k));
  if (sub.status === "canceled" && changing.length)
    throw invalid("A canceled subscription can only update its cancellation_details and metadata.", changing[0]);
  const before = clone(sub);
  if (params.cancel_at_period_end !== undefined) setCancelAtPeriodEnd(sub, truthy(params.cancel_at_period_end));
  if (params.items?.[0]?.price) {
    const item = sub.items.data[0];
    item.price = price(fake, params.items[0].price, "items[0][price]", 400);
    item.quantity = Number(params.items[0].quantity ?? item.quantity);
  }
  sub.metadata = mergeMetadata(sub.metadata, params.metadata);
  for (const key of ["comment", "feedback"])
    if (params.cancellation_details?.[key] !== undefined) sub.cancellation_details[key] = params.cancellation_details[key] || null;
  const changes = changedAttributes(before, sub);
  if (Object.keys(changes).length) emit(fake, "customer.subscription.updated", sub, changes);
  return sub;
}

export function cancelNow(fake, sub, reason) {
  const at = now();
  Object.assign(sub, { status: "canceled", ended_at: at, canceled_at: sub.canceled_at ?? at });
  sub.cancellation_details.reason ??= reason;
  emit(fake, "customer.subscription.deleted", sub);
}

export function cancelSubscription(fake, params, id) {
  const sub = getObject(fake, "subscriptions", "subscription", id);
  // Real Stripe answers "No such subscription" here too (stripe-go#1887); 400 as the brief asks.
  if (sub.status === "canceled") throw noSuch("subscription", id, "id", 400);
  sub.canceled_at = null; // A DELETE cancels now, even if a cancellation at period end was requested.
  for (const key of ["comment", "feedback"])
    if (params.cancellation_details?.[key]) sub.cancellation_details[key] = params.cancellation_details[key];
  cancelNow(fake, sub, "cancellation_requested");
  return sub;
}
