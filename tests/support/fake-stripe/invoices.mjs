// Invoices, PaymentIntents, charges and refunds: what a subscription's payment goes through.
import { randomBytes } from "node:crypto";
import { changedAttributes, emit } from "./events.mjs";
import { base, clone, invalid, list, missingParam, newId, now } from "./shared.mjs";
import { getObject } from "./state.mjs";

function createPaymentIntent(fake, customer, amount, description) {
  const pi = {
    ...base("pi", "payment_intent"),
    amount,
    amount_received: 0,
    currency: "usd",
    customer,
    status: "requires_payment_method",
    capture_method: "automatic",
    confirmation_method: "automatic",
    description,
    last_payment_error: null,
    latest_charge: null,
    payment_method: null,
    payment_method_types: ["card"],
    setup_future_usage: null,
    canceled_at: null,
  };
  pi.client_secret = `${pi.id}_secret_${randomBytes(12).toString("hex")}`;
  fake.state.paymentIntents.set(pi.id, pi);
  return pi;
}

/** A finalized, open invoice for the subscription's current item, with its own PaymentIntent. */
export function openInvoice(fake, sub, reason, periodStart, periodEnd) {
  const item = sub.items.data[0];
  const amount = item.price.unit_amount * item.quantity;
  const invoice = base("in", "invoice");
  const pi = createPaymentIntent(
    fake,
    sub.customer,
    amount,
    reason === "subscription_create" ? "Subscription creation" : "Subscription update",
  );
  Object.assign(invoice, {
    customer: sub.customer,
    status: "open",
    currency: "usd",
    amount_due: amount,
    amount_paid: 0,
    amount_remaining: amount,
    subtotal: amount,
    total: amount,
    attempt_count: 0,
    attempted: false,
    billing_reason: reason,
    collection_method: "charge_automatically",
    number: `FAKE-${fake.state.invoices.size + 1}`,
    hosted_invoice_url: null,
    invoice_pdf: null,
    next_payment_attempt: null,
    period_start: periodStart,
    period_end: periodEnd,
    parent: {
      type: "subscription_details",
      quote_details: null,
      subscription_details: { subscription: sub.id, metadata: { ...sub.metadata } },
    },
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
    id: newId("inpay"),
    object: "invoice_payment",
    amount_paid: null,
    amount_requested: pi.amount,
    created: now(),
    currency: "usd",
    invoice: invoiceId,
    is_default: true,
    livemode: false,
    payment: { type: "payment_intent", payment_intent: pi.id },
    status: "open",
    status_transitions: { canceled_at: null, paid_at: null },
  };
}

/** The invoice succeeds: its PaymentIntent gets a charge, the invoice is paid. Returns { pi, charge }. */
export function payInvoice(fake, invoice) {
  const payment = invoice.payments.data.at(-1);
  const pi = fake.state.paymentIntents.get(payment.payment.payment_intent);
  const charge = {
    ...base("ch", "charge"),
    amount: pi.amount,
    amount_captured: pi.amount,
    amount_refunded: 0,
    currency: "usd",
    customer: pi.customer,
    payment_intent: pi.id,
    payment_method: newId("pm"),
    paid: true,
    captured: true,
    refunded: false,
    status: "succeeded",
    description: pi.description,
    failure_code: null,
    failure_message: null,
    receipt_url: null,
  };
  fake.state.charges.set(charge.id, charge);
  Object.assign(pi, {
    status: "succeeded",
    amount_received: pi.amount,
    latest_charge: charge.id,
    payment_method: charge.payment_method,
    last_payment_error: null,
  });
  const paidAt = now();
  Object.assign(invoice, {
    status: "paid",
    amount_paid: invoice.amount_due,
    amount_remaining: 0,
    attempted: true,
    attempt_count: invoice.attempt_count + 1,
    next_payment_attempt: null,
  });
  invoice.status_transitions.paid_at = paidAt;
  Object.assign(payment, { status: "paid", amount_paid: invoice.amount_due, status_transitions: { canceled_at: null, paid_at: paidAt } });
  return { pi, charge };
}

export function refundCharge(fake, charge, amount = charge.amount - charge.amount_refunded, reason = null) {
  if (charge.refunded) throw invalid(`Charge ${charge.id} has already been refunded.`, "charge", "charge_already_refunded");
  amount = Number(amount);
  if (!(amount > 0) || amount > charge.amount - charge.amount_refunded)
    throw invalid(`Refund amount (${amount}) is greater than unrefunded amount on charge.`, "amount", "amount_too_large");
  const refund = {
    ...base("re", "refund"),
    amount,
    charge: charge.id,
    payment_intent: charge.payment_intent,
    currency: "usd",
    reason,
    status: "succeeded",
  };
  fake.state.refunds.set(refund.id, refund);
  const before = clone(charge);
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  emit(fake, "charge.refunded", charge, changedAttributes(before, charge));
  return refund;
}

export function createRefund(fake, params) {
  let chargeId = params.charge;
  if (!chargeId && params.payment_intent) {
    chargeId = getObject(fake, "paymentIntents", "payment_intent", params.payment_intent, "payment_intent").latest_charge;
    if (!chargeId) throw invalid(`PaymentIntent ${params.payment_intent} has no successful charge to refund.`, "payment_intent");
  }
  if (!chargeId) throw missingParam("charge");
  const charge = getObject(fake, "charges", "charge", chargeId, "charge");
  return refundCharge(fake, charge, params.amount, params.reason ?? null);
}

export function listInvoices(fake, { customer, subscription, status }) {
  const data = [...fake.state.invoices.values()]
    .reverse()
    .filter(
      (i) =>
        (!customer || i.customer === customer) &&
        (!status || i.status === status) &&
        (!subscription || i.parent.subscription_details.subscription === subscription),
    );
  return list("/v1/invoices", data);
}
