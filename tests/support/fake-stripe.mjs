// A small, stateful, in-memory stand-in for the Stripe HTTP API (v1, API version 2026-10-28.endive), so
// tests can point the real `stripe` SDK at it:
//   new Stripe("sk_test_x", { host: "127.0.0.1", port, protocol: "http", maxNetworkRetries: 0 })
// It covers what Holla uses: customers (and search by metadata), two prices, subscriptions created with
// payment_behavior=default_incomplete together with their invoices, PaymentIntents and charges, refunds,
// events, and billing portal sessions (with a tiny clickable portal page). Test-control helpers (pay,
// failPayment, renew, endPeriod, refund, ...) move a subscription through its life and return the webhook
// events real Stripe would send. They are plain functions on the object startFakeStripe() resolves to,
// and HTTP routes under /_test/ for other processes (Playwright).
// It does NOT: move money or talk to Stripe, serve Stripe.js/Elements (a browser cannot confirm a
// PaymentIntent against it; call pay() instead), deliver or sign webhooks, run clocks, prorate, retry
// failed payments, paginate (beyond `limit` on subscription lists), or reject parameters it does not know.
// Run alone: `node tests/support/fake-stripe.mjs --port 12111`.
import http from "node:http";
import { randomBytes } from "node:crypto";
import { pathToFileURL } from "node:url";

export const API_VERSION = "2026-10-28.endive";
const PERIOD = 30 * 24 * 60 * 60;
const LIVE_STATUSES = ["active", "trialing", "past_due", "unpaid", "incomplete"];

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix) => `${prefix}_${randomBytes(12).toString("hex")}`;
const clone = (value) => structuredClone(value);
const truthy = (value) => value === true || value === "true";
const list = (url, data) => ({ object: "list", data, has_more: false, url });
const base = (prefix, object) => ({ id: newId(prefix), object, created: now(), livemode: false, metadata: {} });

/** An error the SDK turns into a StripeInvalidRequestError (400/404) or StripeAuthenticationError (401). */
export class StripeFakeError extends Error {
  constructor(status, message, { type = "invalid_request_error", ...extra } = {}) {
    super(message);
    this.status = status;
    this.body = { error: { type, message, ...extra } };
  }
}
const noSuch = (kind, id, param = "id", status = 404) =>
  new StripeFakeError(status, `No such ${kind}: '${id}'`, { code: "resource_missing", param });
const invalid = (message, param, code = "parameter_invalid") => new StripeFakeError(400, message, { code, param });
const missingParam = (param) => invalid(`Missing required param: ${param}.`, param, "parameter_missing");

// ---- Form encoding -------------------------------------------------------------------------------

/** Parses Stripe's form encoding (`items[0][price]=x&expand[]=y&metadata[k]=v`) into nested objects/arrays. */
export function parseForm(text) {
  const out = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const [name, ...rest] = key.split("[");
    assignPath(out, [name, ...rest.map((part) => part.replace(/\]$/, ""))], value);
  }
  return out;
}

function assignPath(node, [head, ...rest], value) {
  const key = head === "" && Array.isArray(node) ? String(node.length) : head;
  if (rest.length === 0) return void (node[key] = value);
  if (typeof node[key] !== "object" || node[key] === null) {
    node[key] = key !== "metadata" && /^\d*$/.test(rest[0]) ? [] : {};
  }
  assignPath(node[key], rest, value);
}

/** Stripe semantics: `metadata[k]=` removes k, `metadata=` removes everything. */
function mergeMetadata(current, update) {
  if (update === undefined) return current;
  if (update === "") return {};
  const next = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (value === "") delete next[key];
    else next[key] = String(value);
  }
  return next;
}

/** The keys whose values changed, with their old values: an event's `previous_attributes`. */
function changedAttributes(before, after) {
  const previous = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) previous[key] = before[key] ?? null;
  }
  return previous;
}

// ---- State, lookup, events, expansion ------------------------------------------------------------

const COLLECTIONS = { cus: "customers", sub: "subscriptions", in: "invoices", pi: "paymentIntents", ch: "charges", re: "refunds", bps: "portalSessions" };

function emptyState() {
  const state = Object.fromEntries(Object.values(COLLECTIONS).map((name) => [name, new Map()]));
  return { ...state, events: [], requests: [], idempotency: new Map() };
}

function lookup(fake, id) {
  if (Object.hasOwn(fake.priceAmounts, id)) return price(fake, id);
  if (String(id).startsWith("cus_") && fake.state.customers.has(id)) return retrieveCustomer(fake, {}, id);
  const collection = COLLECTIONS[String(id).split("_")[0]];
  return collection ? fake.state[collection].get(id) : undefined;
}

/** The stored object, or a Stripe-shaped 404. Deleted customers count as missing. */
function getObject(fake, collection, kind, id, param = "id") {
  const found = fake.state[collection].get(id);
  if (!found || found.deleted) throw noSuch(kind, id, param);
  return found;
}

function emit(fake, type, object, previousAttributes) {
  const event = {
    id: newId("evt"), object: "event", api_version: API_VERSION, created: now(), livemode: false, pending_webhooks: 1,
    request: { id: fake.request?.id ?? null, idempotency_key: fake.request?.idempotencyKey ?? null },
    type, data: { object: clone(object) },
  };
  if (previousAttributes) event.data.previous_attributes = clone(previousAttributes);
  fake.state.events.push(event);
  return event;
}

/** A copy of `object` with each `expand` path ("latest_invoice.payments", "data.customer") resolved. */
function render(fake, object, expand = []) {
  let out = clone(object);
  for (const path of [].concat(expand)) out = expandPath(fake, out, String(path).split("."));
  return out;
}

function expandPath(fake, value, path) {
  if (Array.isArray(value)) return value.map((item) => expandPath(fake, item, path));
  const [head, ...rest] = path;
  if (!value || typeof value !== "object" || !(head in value)) return value;
  const child = typeof value[head] === "string" ? clone(lookup(fake, value[head]) ?? value[head]) : value[head];
  value[head] = rest.length ? expandPath(fake, child, rest) : child;
  return value;
}

// ---- Customers and prices ------------------------------------------------------------------------

function createCustomer(fake, params) {
  const customer = {
    ...base("cus", "customer"), email: params.email ?? null, name: params.name ?? null, description: params.description ?? null,
    phone: null, address: null, balance: 0, currency: null, default_source: null, delinquent: false, preferred_locales: [],
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    tax_exempt: "none", test_clock: null, metadata: mergeMetadata({}, params.metadata),
  };
  fake.state.customers.set(customer.id, customer);
  emit(fake, "customer.created", customer);
  return customer;
}

function updateCustomer(fake, params, id) {
  const customer = getObject(fake, "customers", "customer", id);
  const before = clone(customer);
  for (const key of ["email", "name", "description"]) if (params[key] !== undefined) customer[key] = params[key] || null;
  customer.metadata = mergeMetadata(customer.metadata, params.metadata);
  const changes = changedAttributes(before, customer);
  if (Object.keys(changes).length) emit(fake, "customer.updated", customer, changes);
  return customer;
}

/** Like Stripe, a deleted customer stays retrievable as `{ id, object, deleted: true }`. */
function deleteCustomer(fake, _params, id) {
  const customer = getObject(fake, "customers", "customer", id);
  customer.deleted = true;
  emit(fake, "customer.deleted", customer);
  return retrieveCustomer(fake, {}, id);
}

function retrieveCustomer(fake, _params, id) {
  const customer = fake.state.customers.get(id);
  if (customer?.deleted) return { id, object: "customer", deleted: true };
  return getObject(fake, "customers", "customer", id);
}

/** Supports `metadata['key']:'value'`, `email:'x'` and `name:'x'`, the shapes Holla uses. */
function searchCustomers(fake, { query = "" }) {
  const match = /^\s*(email|name|metadata\[['"]([^'"]+)['"]\])\s*:\s*['"]([^'"]*)['"]\s*$/.exec(query);
  if (!match) throw invalid(`The fake supports only metadata['key']:'value', email:'x' or name:'x'; got ${query}`, "query");
  const [, field, metaKey, value] = match;
  const hit = (c) => !c.deleted && (metaKey ? c.metadata[metaKey] : c[field]) === value;
  const data = [...fake.state.customers.values()].filter(hit).reverse();
  return { object: "search_result", data, has_more: false, next_page: null, url: "/v1/customers/search" };
}

function price(fake, id, param = "id", status = 404) {
  if (!Object.hasOwn(fake.priceAmounts, id)) throw noSuch("price", id, param, status);
  const amount = fake.priceAmounts[id];
  return {
    id, object: "price", active: true, billing_scheme: "per_unit", created: 1_700_000_000, currency: "usd", livemode: false,
    lookup_key: null, metadata: {}, nickname: null, product: "prod_holla", tax_behavior: "unspecified", type: "recurring",
    recurring: { interval: "month", interval_count: 1, meter: null, trial_period_days: null, usage_type: "licensed" },
    unit_amount: amount, unit_amount_decimal: String(amount),
  };
}

// ---- Invoices, PaymentIntents, charges, refunds --------------------------------------------------

function createPaymentIntent(fake, customer, amount, description) {
  const pi = {
    ...base("pi", "payment_intent"), amount, amount_received: 0, currency: "usd", customer, status: "requires_payment_method",
    capture_method: "automatic", confirmation_method: "automatic", description, last_payment_error: null,
    latest_charge: null, payment_method: null, payment_method_types: ["card"], setup_future_usage: null, canceled_at: null,
  };
  pi.client_secret = `${pi.id}_secret_${randomBytes(12).toString("hex")}`;
  fake.state.paymentIntents.set(pi.id, pi);
  return pi;
}

/** A finalized, open invoice for the subscription's current item, with its own PaymentIntent. */
function openInvoice(fake, sub, reason, periodStart, periodEnd) {
  const item = sub.items.data[0];
  const amount = item.price.unit_amount * item.quantity;
  const invoice = base("in", "invoice");
  const pi = createPaymentIntent(fake, sub.customer, amount, reason === "subscription_create" ? "Subscription creation" : "Subscription update");
  Object.assign(invoice, {
    customer: sub.customer, status: "open", currency: "usd", amount_due: amount, amount_paid: 0, amount_remaining: amount,
    subtotal: amount, total: amount, attempt_count: 0, attempted: false, billing_reason: reason,
    collection_method: "charge_automatically", number: `FAKE-${fake.state.invoices.size + 1}`,
    hosted_invoice_url: null, invoice_pdf: null, next_payment_attempt: null, period_start: periodStart, period_end: periodEnd,
    parent: { type: "subscription_details", quote_details: null, subscription_details: { subscription: sub.id, metadata: { ...sub.metadata } } },
    confirmation_secret: { type: "payment_intent", client_secret: pi.client_secret },
    lines: list(`/v1/invoices/${invoice.id}/lines`, []),
    payments: list(`/v1/invoice_payments?invoice=${invoice.id}`, [invoicePayment(invoice.id, pi)]),
    status_transitions: { finalized_at: now(), marked_uncollectible_at: null, paid_at: null, voided_at: null },
  });
  fake.state.invoices.set(invoice.id, invoice);
  return invoice;
}

function invoicePayment(invoiceId, pi) {
  return {
    id: newId("inpay"), object: "invoice_payment", amount_paid: null, amount_requested: pi.amount, created: now(), currency: "usd",
    invoice: invoiceId, is_default: true, livemode: false, payment: { type: "payment_intent", payment_intent: pi.id },
    status: "open", status_transitions: { canceled_at: null, paid_at: null },
  };
}

/** The invoice succeeds: its PaymentIntent gets a charge, the invoice is paid. Returns { pi, charge }. */
function payInvoice(fake, invoice) {
  const payment = invoice.payments.data.at(-1);
  const pi = fake.state.paymentIntents.get(payment.payment.payment_intent);
  const charge = {
    ...base("ch", "charge"), amount: pi.amount, amount_captured: pi.amount, amount_refunded: 0, currency: "usd",
    customer: pi.customer, payment_intent: pi.id, payment_method: newId("pm"), paid: true, captured: true, refunded: false,
    status: "succeeded", description: pi.description, failure_code: null, failure_message: null, receipt_url: null,
  };
  fake.state.charges.set(charge.id, charge);
  Object.assign(pi, { status: "succeeded", amount_received: pi.amount, latest_charge: charge.id, payment_method: charge.payment_method, last_payment_error: null });
  const paidAt = now();
  Object.assign(invoice, { status: "paid", amount_paid: invoice.amount_due, amount_remaining: 0, attempted: true, attempt_count: invoice.attempt_count + 1, next_payment_attempt: null });
  invoice.status_transitions.paid_at = paidAt;
  Object.assign(payment, { status: "paid", amount_paid: invoice.amount_due, status_transitions: { canceled_at: null, paid_at: paidAt } });
  return { pi, charge };
}

function refundCharge(fake, charge, amount = charge.amount - charge.amount_refunded, reason = null) {
  if (charge.refunded) throw invalid(`Charge ${charge.id} has already been refunded.`, "charge", "charge_already_refunded");
  amount = Number(amount);
  if (!(amount > 0) || amount > charge.amount - charge.amount_refunded) throw invalid(`Refund amount (${amount}) is greater than unrefunded amount on charge.`, "amount", "amount_too_large");
  const refund = { ...base("re", "refund"), amount, charge: charge.id, payment_intent: charge.payment_intent, currency: "usd", reason, status: "succeeded" };
  fake.state.refunds.set(refund.id, refund);
  const before = clone(charge);
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  emit(fake, "charge.refunded", charge, changedAttributes(before, charge));
  return refund;
}

function createRefund(fake, params) {
  let chargeId = params.charge;
  if (!chargeId && params.payment_intent) {
    chargeId = getObject(fake, "paymentIntents", "payment_intent", params.payment_intent, "payment_intent").latest_charge;
    if (!chargeId) throw invalid(`PaymentIntent ${params.payment_intent} has no successful charge to refund.`, "payment_intent");
  }
  if (!chargeId) throw missingParam("charge");
  const charge = getObject(fake, "charges", "charge", chargeId, "charge");
  return refundCharge(fake, charge, params.amount, params.reason ?? null);
}

function listInvoices(fake, { customer, subscription, status }) {
  const data = [...fake.state.invoices.values()].reverse().filter((i) =>
    (!customer || i.customer === customer) && (!status || i.status === status) &&
    (!subscription || i.parent.subscription_details.subscription === subscription));
  return list("/v1/invoices", data);
}

// ---- Subscriptions -------------------------------------------------------------------------------

function subscriptionItem(fake, subId, priceId, quantity, start) {
  return {
    id: newId("si"), object: "subscription_item", created: now(), metadata: {}, price: price(fake, priceId),
    quantity, subscription: subId, current_period_start: start, current_period_end: start + PERIOD,
  };
}

function createSubscription(fake, params) {
  if (!params.customer) throw missingParam("customer");
  getObject(fake, "customers", "customer", params.customer, "customer");
  const [first, ...others] = Array.isArray(params.items) ? params.items : [];
  if (!first?.price || others.length) throw invalid("The fake supports exactly one item with a price.", "items");
  price(fake, first.price, "items[0][price]", 400);
  const sub = {
    ...base("sub", "subscription"), customer: params.customer, status: "incomplete", currency: "usd",
    cancel_at: null, cancel_at_period_end: false, canceled_at: null, ended_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null }, collection_method: "charge_automatically",
    default_payment_method: null, description: params.description ?? null, pending_setup_intent: null, schedule: null,
    trial_start: null, trial_end: null, metadata: mergeMetadata({}, params.metadata),
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: params.payment_settings?.save_default_payment_method ?? "off" },
  };
  sub.start_date = sub.billing_cycle_anchor = sub.created;
  sub.items = list(`/v1/subscription_items?subscription=${sub.id}`, [subscriptionItem(fake, sub.id, first.price, Number(first.quantity ?? 1), sub.created)]);
  fake.state.subscriptions.set(sub.id, sub);
  sub.latest_invoice = openInvoice(fake, sub, "subscription_create", sub.created, sub.created).id;
  emit(fake, "customer.subscription.created", sub);
  return sub;
}

function listSubscriptions(fake, { customer, price: priceId, status, limit }) {
  let data = [...fake.state.subscriptions.values()].reverse().filter((s) =>
    (!customer || s.customer === customer) && (!priceId || s.items.data[0].price.id === priceId) &&
    (status === "all" || (status ? s.status === status : s.status !== "canceled")));
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

function updateSubscription(fake, params, id) {
  const sub = getObject(fake, "subscriptions", "subscription", id);
  const changing = Object.keys(params).filter((k) => !["metadata", "cancellation_details", "expand"].includes(k));
  if (sub.status === "canceled" && changing.length) throw invalid("A canceled subscription can only update its cancellation_details and metadata.", changing[0]);
  const before = clone(sub);
  if (params.cancel_at_period_end !== undefined) setCancelAtPeriodEnd(sub, truthy(params.cancel_at_period_end));
  if (params.items?.[0]?.price) {
    const item = sub.items.data[0];
    item.price = price(fake, params.items[0].price, "items[0][price]", 400);
    item.quantity = Number(params.items[0].quantity ?? item.quantity);
  }
  sub.metadata = mergeMetadata(sub.metadata, params.metadata);
  for (const key of ["comment", "feedback"]) if (params.cancellation_details?.[key] !== undefined) sub.cancellation_details[key] = params.cancellation_details[key] || null;
  const changes = changedAttributes(before, sub);
  if (Object.keys(changes).length) emit(fake, "customer.subscription.updated", sub, changes);
  return sub;
}

function cancelNow(fake, sub, reason) {
  const at = now();
  Object.assign(sub, { status: "canceled", ended_at: at, canceled_at: sub.canceled_at ?? at });
  sub.cancellation_details.reason ??= reason;
  emit(fake, "customer.subscription.deleted", sub);
}

function cancelSubscription(fake, params, id) {
  const sub = getObject(fake, "subscriptions", "subscription", id);
  // Real Stripe answers "No such subscription" here too (stripe-go#1887); 400 as the brief asks.
  if (sub.status === "canceled") throw noSuch("subscription", id, "id", 400);
  sub.canceled_at = null; // A DELETE cancels now, even if a cancellation at period end was requested.
  for (const key of ["comment", "feedback"]) if (params.cancellation_details?.[key]) sub.cancellation_details[key] = params.cancellation_details[key];
  cancelNow(fake, sub, "cancellation_requested");
  return sub;
}

// ---- Test-control helpers (each returns { events, subscription }) -------------------------------

function findSubscription(fake, id) {
  if (id === "latest") id = [...fake.state.subscriptions.keys()].at(-1) ?? "latest";
  return getObject(fake, "subscriptions", "subscription", id);
}

function requireStatus(sub, statuses, action) {
  if (!statuses.includes(sub.status)) throw invalid(`Cannot ${action} subscription ${sub.id} in status ${sub.status}.`, "subscription");
}

/** Runs a helper on a subscription and reports the events it produced and the subscription after it. */
function testAction(fake, id, action) {
  const sub = findSubscription(fake, id);
  const from = fake.state.events.length;
  action(fake, sub);
  return { events: fake.state.events.slice(from), subscription: clone(sub) };
}

const TEST_ACTIONS = {
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
      type: "card_error", code: "card_declined", decline_code: "insufficient_funds", message: "Your card has insufficient funds.",
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
    const paid = [...fake.state.invoices.values()].reverse()
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

function setPeriodEnd(fake, id, end) {
  if (!Number.isFinite(Number(end))) throw invalid("`end` must be a unix timestamp in seconds.", "end");
  return testAction(fake, id, (_fake, sub) => {
    const item = sub.items.data[0];
    item.current_period_end = Number(end);
    if (item.current_period_start >= item.current_period_end) item.current_period_start = item.current_period_end - PERIOD;
    if (sub.cancel_at_period_end) sub.cancel_at = item.current_period_end;
  });
}

function summary(fake) {
  const { idempotency, events, requests, ...collections } = fake.state;
  const out = Object.fromEntries(Object.entries(collections).map(([name, byId]) => [name, [...byId.values()]]));
  return { ...out, events, requests };
}

// ---- Billing portal ------------------------------------------------------------------------------

function createPortalSession(fake, params) {
  if (!params.customer) throw missingParam("customer");
  getObject(fake, "customers", "customer", params.customer, "customer");
  const session = {
    id: newId("bps"), object: "billing_portal.session", configuration: "bpc_fake", created: now(), customer: params.customer,
    flow: null, livemode: false, locale: params.locale ?? null, on_behalf_of: null, return_url: params.return_url ?? null,
  };
  session.url = `${fake.url}/portal/${session.id}`;
  fake.state.portalSessions.set(session.id, session);
  return session;
}

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function portalPage(fake, session) {
  const email = fake.state.customers.get(session.customer)?.email ?? session.customer;
  const subs = [...fake.state.subscriptions.values()].filter((s) => s.customer === session.customer);
  const rows = subs.map((s) => `<li>${escapeHtml(s.items.data[0].price.id)}: ${s.status}${s.cancel_at_period_end ? " (cancels at period end)" : ""}</li>`);
  return `<!doctype html><html><head><meta charset="utf-8"><title>Fake Stripe billing portal</title></head><body>
<h1>Fake Stripe billing portal</h1><p>Customer: ${escapeHtml(email)}</p><ul>${rows.join("")}</ul>
<form method="post" action="/portal/${session.id}/cancel"><button type="submit">Cancel plan</button></form>
<p><a href="${escapeHtml(session.return_url ?? "/")}">Return</a></p></body></html>`;
}

function handlePortal(fake, req, res, path) {
  const [, id, action] = /^\/portal\/([^/]+)(\/cancel)?$/.exec(path) ?? [];
  const session = fake.state.portalSessions.get(id);
  if (!session) throw noSuch("billing portal session", id);
  if (req.method === "GET" && !action) {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    return res.end(portalPage(fake, session));
  }
  if (req.method !== "POST" || !action) throw unknownRoute(req.method, path);
  const sub = [...fake.state.subscriptions.values()].reverse()
    .find((s) => s.customer === session.customer && ["active", "trialing", "past_due"].includes(s.status) && !s.cancel_at_period_end);
  if (sub) updateSubscription(fake, { cancel_at_period_end: true }, sub.id);
  res.writeHead(303, { location: session.return_url ?? `/portal/${id}` });
  res.end();
}

// ---- HTTP ----------------------------------------------------------------------------------------

function retrieveEvent(fake, _params, id) {
  const event = fake.state.events.find((e) => e.id === id);
  if (!event) throw noSuch("event", id);
  return event;
}

const retrieve = (collection, kind) => (fake, _params, id) => getObject(fake, collection, kind, id);
const API_ROUTES = [
  ["POST", "/v1/customers", createCustomer],
  ["GET", "/v1/customers/search", searchCustomers],
  ["GET", "/v1/customers/:id", retrieveCustomer],
  ["POST", "/v1/customers/:id", updateCustomer],
  ["DELETE", "/v1/customers/:id", deleteCustomer],
  ["GET", "/v1/prices/:id", (fake, _params, id) => price(fake, id)],
  ["POST", "/v1/subscriptions", createSubscription],
  ["GET", "/v1/subscriptions", listSubscriptions],
  ["GET", "/v1/subscriptions/:id", retrieve("subscriptions", "subscription")],
  ["POST", "/v1/subscriptions/:id", updateSubscription],
  ["DELETE", "/v1/subscriptions/:id", cancelSubscription],
  ["GET", "/v1/invoices", listInvoices],
  ["GET", "/v1/invoices/:id", retrieve("invoices", "invoice")],
  ["GET", "/v1/payment_intents/:id", retrieve("paymentIntents", "payment_intent")],
  ["GET", "/v1/charges/:id", retrieve("charges", "charge")],
  ["POST", "/v1/refunds", createRefund],
  ["GET", "/v1/refunds/:id", retrieve("refunds", "refund")],
  ["POST", "/v1/billing_portal/sessions", createPortalSession],
  ["GET", "/v1/events", (fake, { type }) => list("/v1/events", fake.state.events.filter((e) => !type || e.type === type).reverse())],
  ["GET", "/v1/events/:id", retrieveEvent],
].map(([method, pattern, handler]) => ({ method, regex: new RegExp(`^${pattern.replace(":id", "([^/]+)")}$`), handler }));

const unknownRoute = (method, path) => new StripeFakeError(404, `Unrecognized request URL (${method}: ${path}).`);

function send(res, status, body, headers = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

function handleApi(fake, req, res, url, raw) {
  const { method } = req;
  const params = parseForm(method === "POST" ? raw : url.search.slice(1));
  const idempotencyKey = req.headers["idempotency-key"] ?? null;
  fake.state.requests.push({ method, path: url.pathname, body: params, idempotencyKey });
  if (!/^Bearer sk_/.test(req.headers.authorization ?? "")) throw new StripeFakeError(401, "Invalid API Key provided (the fake wants `Bearer sk_...`).");
  const requestId = newId("req");
  const headers = { "request-id": requestId, "stripe-version": API_VERSION, ...(idempotencyKey && { "idempotency-key": idempotencyKey }) };
  const cacheKey = method === "POST" && idempotencyKey;
  const cached = cacheKey && fake.state.idempotency.get(cacheKey);
  if (cached) {
    if (cached.path !== url.pathname || cached.params !== JSON.stringify(params)) {
      throw new StripeFakeError(400, "Keys for idempotent requests can only be used with the same parameters they were first used with.", { type: "idempotency_error" });
    }
    return send(res, 200, cached.body, { ...headers, "idempotent-replayed": "true" });
  }
  const route = API_ROUTES.find((r) => r.method === method && r.regex.test(url.pathname));
  if (!route) throw unknownRoute(method, url.pathname);
  const id = route.regex.exec(url.pathname)[1];
  fake.request = { id: requestId, idempotencyKey };
  try {
    const body = render(fake, route.handler(fake, params, id && decodeURIComponent(id)), params.expand);
    if (cacheKey) fake.state.idempotency.set(cacheKey, { path: url.pathname, params: JSON.stringify(params), body });
    send(res, 200, body, headers);
  } finally {
    fake.request = null;
  }
}

function parseJson(raw) {
  try {
    return raw ? JSON.parse(raw) : {};
  } catch {
    throw invalid("Body must be JSON.", "body");
  }
}

const TEST_ROUTES = { pay: "pay", "fail-payment": "failPayment", renew: "renew", "end-period": "endPeriod", refund: "refund", "cancel-at-period-end": "cancelAtPeriodEnd" };

function handleTest(fake, method, path, raw) {
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

function resetState(fake) {
  Object.assign(fake.state, emptyState());
}

async function handle(fake, req, res) {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  let raw = "";
  for await (const chunk of req) raw += chunk;
  try {
    if (url.pathname === "/health") return send(res, 200, { ok: true });
    if (url.pathname.startsWith("/v1/")) return handleApi(fake, req, res, url, raw);
    if (url.pathname.startsWith("/_test/")) return send(res, 200, handleTest(fake, req.method, url.pathname, raw));
    if (url.pathname.startsWith("/portal/")) return handlePortal(fake, req, res, url.pathname);
    throw unknownRoute(req.method, url.pathname);
  } catch (error) {
    if (error instanceof StripeFakeError) return send(res, error.status, error.body);
    send(res, 500, { error: { type: "api_error", message: `fake-stripe crashed: ${error?.stack ?? error}` } });
  }
}

/**
 * Starts the fake on 127.0.0.1. Resolves to { url, port, host, state, close, reset, test helpers }.
 * `priceAmounts` maps the price ids the fake knows to their monthly amount in cents.
 */
export function startFakeStripe({ port = 0, priceAmounts = { price_premium: 999, price_premium_plus: 2499 } } = {}) {
  const fake = { state: emptyState(), priceAmounts, url: "", request: null };
  const server = http.createServer((req, res) => void handle(fake, req, res));
  server.keepAliveTimeout = 60_000;
  const helper = (name) => (id) => testAction(fake, id, TEST_ACTIONS[name]);
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const actual = server.address().port;
      fake.url = `http://127.0.0.1:${actual}`;
      resolve({
        url: fake.url, port: actual, host: "127.0.0.1", state: fake.state,
        sdkOptions: { host: "127.0.0.1", port: actual, protocol: "http", maxNetworkRetries: 0 },
        pay: helper("pay"), failPayment: helper("failPayment"), renew: helper("renew"), endPeriod: helper("endPeriod"),
        refund: helper("refund"), cancelAtPeriodEnd: helper("cancelAtPeriodEnd"),
        setPeriodEnd: (id, end) => setPeriodEnd(fake, id, end),
        summary: () => clone(summary(fake)),
        reset: () => resetState(fake),
        close: () => new Promise((done) => { server.close(() => done()); server.closeAllConnections(); }),
      });
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const flag = args.findIndex((a) => a === "--port" || a.startsWith("--port="));
  const port = flag < 0 ? Number(args[0] ?? 0) : Number(args[flag].split("=")[1] ?? args[flag + 1]);
  const fake = await startFakeStripe({ port });
  console.log(`fake-stripe listening on ${fake.url}`);
}
