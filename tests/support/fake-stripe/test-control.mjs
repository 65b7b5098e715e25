// Test-control helpers: each moves a subscription through its life (pay, failPayment, renew, endPeriod,
// refund, cancelAtPeriodEnd, setPeriodEnd) and returns the webhook events real Stripe would send. They
// are functions on the object startFakeStripe() resolves to, and HTTP routes under /_test/.

import { changedAttributes, emit } from "./events.mjs";
import { openInvoice, payInvoice, refundCharge } from "./invoices.mjs";
import { clone, invalid, now, unknownRoute } from "./shared.mjs";
import { getObject, resetState } from "./state.mjs";
import { cancelNow, PERIOD, updateSubscription } from "./subscriptions.mjs";

const LIVE_STATUSES = ["active", "trialing", "past_due", "unpaid", "incomplete"];

function findSubscription(fake, id) {
  if (id === "latest") id = [...fake.state.subscriptions.keys()].at(-1) ?? "latest";
  return getObject(fake, "subscriptions", "subscription", id);
}

function requireStatus(sub, statuses, action) {
  if (!statuses.includes(sub.status)) throw invalid(`Cannot ${action} subscription ${sub.id} in status ${sub.status}.`, "subscription");
}

/** Runs a helper on a subscription and reports the events it produced and the subscription after it. */
export function testAction(fake, id, action) {
  const sub = findSubscription(fake, id);
  const from = fake.state.events.length;
  action(fake, sub);
  return { events: fake.state.events.slice(from), subscription: clone(sub) };
}

export const TEST_ACTIONS = {
  pay(fake, sub) {
    const invoice = fake.state.invoices.get(sub.latest_invoice);
    if (invoice?.status !== "open") throw invalid(`Subscription ${sub.id} has no open invoice to pay.`, "subscription");
    const before = clone(sub);
    const { pi, charge } = payInvoice(fake, invoice);
    sub.status = "active";
    emit(fake, "payment_intent.succeeded", pi);
    emit(fake, "charge.succeeded", charge);
    emit(fake, "invoice.paid", invoice);
    emit(fake, "invoice.payment_succeeded", invoice);
    emit(fake, "customer.subscription.updated", sub, changedAttributes(before, sub));
  },
  /** A renewal fails. On a past_due subscription, the retry of its open invoice fails too. */
  failPayment(fake, sub) {
    requireStatus(sub, ["active", "trialing", "past_due"], "fail a renewal of");
    const before = clone(sub);
    const { current_period_end: end } = sub.items.data[0];
    const unpaid = sub.status === "past_due" ? fake.state.invoices.get(sub.latest_invoice) : undefined;
    const invoice = unpaid?.status === "open" ? unpaid : openInvoice(fake, sub, "subscription_cycle", end, end + PERIOD);
    Object.assign(invoice, { attempted: true, attempt_count: invoice.attempt_count + 1, next_payment_attempt: now() + 3 * 24 * 60 * 60 });
    fake.state.paymentIntents.get(invoice.payments.data[0].payment.payment_intent).last_payment_error = {
      type: "card_error",
      code: "card_declined",
      decline_code: "insufficient_funds",
      message: "Your card has insufficient funds.",
    };
    Object.assign(sub, { status: "past_due", latest_invoice: invoice.id });
    emit(fake, "invoice.payment_failed", invoice);
    emit(fake, "customer.subscription.updated", sub, changedAttributes(before, sub));
  },
  renew(fake, sub) {
    requireStatus(sub, ["active", "trialing", "past_due"], "renew");
    const before = clone(sub);
    const item = sub.items.data[0];
    item.current_period_start = item.current_period_end;
    item.current_period_end += PERIOD;
    if (sub.cancel_at_period_end) sub.cancel_at = item.current_period_end;
    const invoice = openInvoice(fake, sub, "subscription_cycle", item.current_period_start, item.current_period_end);
    payInvoice(fake, invoice);
    Object.assign(sub, { status: "active", latest_invoice: invoice.id });
    emit(fake, "invoice.paid", invoice);
    emit(fake, "customer.subscription.updated", sub, changedAttributes(before, sub));
  },
  endPeriod(fake, sub) {
    requireStatus(sub, ["active", "trialing", "past_due", "unpaid"], "end the period of");
    if (!sub.cancel_at_period_end && sub.status !== "past_due") return TEST_ACTIONS.renew(fake, sub);
    cancelNow(fake, sub, sub.cancel_at_period_end ? "cancellation_requested" : "payment_failed");
  },
  refund(fake, sub) {
    const paid = [...fake.state.invoices.values()]
      .reverse()
      .find((i) => i.status === "paid" && i.parent.subscription_details.subscription === sub.id);
    const pi = paid && fake.state.paymentIntents.get(paid.payments.data.at(-1).payment.payment_intent);
    if (!pi?.latest_charge) throw invalid(`Subscription ${sub.id} has no charge to refund.`, "subscription");
    refundCharge(fake, fake.state.charges.get(pi.latest_charge));
  },
  cancelAtPeriodEnd(fake, sub) {
    requireStatus(sub, LIVE_STATUSES, "cancel at period end");
    updateSubscription(fake, { cancel_at_period_end: true }, sub.id);
  },
};

export function setPeriodEnd(fake, id, end) {
  if (!Number.isFinite(Number(end))) throw invalid("`end` must be a unix timestamp in seconds.", "end");
  return testAction(fake, id, (_fake, sub) => {
    const item = sub.items.data[0];
    item.current_period_end = Number(end);
    if (item.current_period_start >= item.current_period_end) item.current_period_start = item.current_period_end - PERIOD;
    if (sub.cancel_at_period_end) sub.cancel_at = item.current_period_end;
  });
}

export function summary(fake) {
  const { idempotency, events, requests, ...collections } = fake.state;
  const out = Object.fromEntries(Object.entries(collections).map(([name, byId]) => [name, [...byId.values()]]));
  return { ...out, events, requests };
}

function parseJson(raw) {
  try {
    return raw ? JSON.parse(raw) : {};
  } catch {
    throw invalid("Body must be JSON.", "body");
  }
}

const TEST_ROUTES = {
  pay: "pay",
  "fail-payment": "failPayment",
  renew: "renew",
  "end-period": "endPeriod",
  refund: "refund",
  "cancel-at-period-end": "cancelAtPeriodEnd",
};

export function handleTest(fake, method, path, raw) {
  if (method === "GET" && path === "/_test/state") return summary(fake);
  if (method === "GET" && path === "/_test/events") return { events: fake.state.events };
  if (method === "POST" && path === "/_test/reset") {
    resetState(fake);
    return { ok: true };
  }
  const [, id, action] = /^\/_test\/subscriptions\/([^/]+)\/([a-z-]+)$/.exec(path) ?? [];
  if (method === "POST" && action === "period-end") return setPeriodEnd(fake, decodeURIComponent(id), parseJson(raw).end);
  if (method === "POST" && TEST_ROUTES[action]) return testAction(fake, decodeURIComponent(id), TEST_ACTIONS[TEST_ROUTES[action]]);
  throw unknownRoute(method, path);
}
