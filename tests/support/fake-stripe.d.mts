export const API_VERSION: "2026-10-28.endive";

/** Thrown by the helpers (and sent over HTTP as `body` with `status`) for unknown ids or bad requests. */
export class StripeFakeError extends Error {
  status: number;
  body: { error: { type: string; message: string; code?: string; param?: string } };
}

/** Parses Stripe's bracket form encoding (`items[0][price]=x`) into nested objects and arrays. */
export function parseForm(text: string): Record<string, unknown>;

type Base<Prefix extends string, Kind extends string> = {
  id: `${Prefix}_${string}`;
  object: Kind;
  created: number;
  livemode: false;
  metadata: Record<string, string>;
};
type List<T> = { object: "list"; data: T[]; has_more: boolean; url: string };

export type FakePrice = Omit<Base<string, "price">, "id"> & {
  id: string;
  active: true;
  currency: "usd";
  unit_amount: number;
  recurring: { interval: "month"; interval_count: 1 };
  type: "recurring";
  product: string;
};
/** `deleted: true` once deleted through the API (the fake keeps it, as Stripe does). */
export type FakeCustomer = Base<"cus", "customer"> & {
  email: string | null;
  name: string | null;
  description: string | null;
  deleted?: true;
};
export type FakeSubscriptionItem = Base<"si", "subscription_item"> & {
  price: FakePrice;
  quantity: number;
  subscription: string;
  current_period_start: number;
  current_period_end: number;
};
export type FakeSubscriptionStatus =
  | "incomplete"
  | "incomplete_expired"
  | "trialing"
  | "active"
  | "past_due"
  | "canceled"
  | "unpaid"
  | "paused";
export type FakeSubscription = Base<"sub", "subscription"> & {
  customer: string;
  status: FakeSubscriptionStatus;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  cancellation_details: { comment: string | null; feedback: string | null; reason: string | null };
  items: List<FakeSubscriptionItem>;
  latest_invoice: string;
  payment_settings: { save_default_payment_method: string };
  start_date: number;
};
export type FakeInvoicePayment = {
  id: string;
  object: "invoice_payment";
  invoice: string;
  payment: { type: "payment_intent"; payment_intent: string };
  status: "open" | "paid";
  amount_paid: number | null;
  amount_requested: number;
};
export type FakeInvoice = Base<"in", "invoice"> & {
  customer: string;
  status: "open" | "paid";
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  currency: "usd";
  billing_reason: "subscription_create" | "subscription_cycle";
  parent: {
    type: "subscription_details";
    quote_details: null;
    subscription_details: { subscription: string; metadata: Record<string, string> };
  };
  confirmation_secret: { type: "payment_intent"; client_secret: string };
  payments: List<FakeInvoicePayment>;
  period_start: number;
  period_end: number;
  lines: List<never>;
};
export type FakePaymentIntent = Base<"pi", "payment_intent"> & {
  amount: number;
  amount_received: number;
  currency: "usd";
  customer: string;
  status: "requires_payment_method" | "succeeded";
  client_secret: string;
  latest_charge: string | null;
  last_payment_error: { type: string; code: string; decline_code: string; message: string } | null;
};
export type FakeCharge = Base<"ch", "charge"> & {
  amount: number;
  amount_refunded: number;
  currency: "usd";
  customer: string;
  payment_intent: string;
  paid: true;
  refunded: boolean;
  status: "succeeded";
};
export type FakeRefund = Base<"re", "refund"> & {
  amount: number;
  charge: string;
  payment_intent: string;
  status: "succeeded";
};
export type FakePortalSession = {
  id: `bps_${string}`;
  object: "billing_portal.session";
  created: number;
  customer: string;
  return_url: string | null;
  url: string;
};
export type FakeEvent = {
  id: `evt_${string}`;
  object: "event";
  api_version: "2026-10-28.endive";
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
  data: { object: { id: string; object: string; [key: string]: unknown }; previous_attributes?: Record<string, unknown> };
};
/** One /v1 request as the fake received it: `body` is the parsed form body (or query, for GET/DELETE). */
export type FakeRequest = { method: string; path: string; body: Record<string, unknown>; idempotencyKey: string | null };

/** Objects by id, in creation order. */
export type FakeStripeState = {
  customers: Map<string, FakeCustomer>;
  subscriptions: Map<string, FakeSubscription>;
  invoices: Map<string, FakeInvoice>;
  paymentIntents: Map<string, FakePaymentIntent>;
  charges: Map<string, FakeCharge>;
  refunds: Map<string, FakeRefund>;
  portalSessions: Map<string, FakePortalSession>;
  events: FakeEvent[];
  requests: FakeRequest[];
  idempotency: Map<string, { path: string; params: string; body: unknown }>;
};
/** What GET /_test/state returns: every collection as an array. */
export type FakeStripeSummary = {
  customers: FakeCustomer[];
  subscriptions: FakeSubscription[];
  invoices: FakeInvoice[];
  paymentIntents: FakePaymentIntent[];
  charges: FakeCharge[];
  refunds: FakeRefund[];
  portalSessions: FakePortalSession[];
  events: FakeEvent[];
  requests: FakeRequest[];
};
/** The webhook events real Stripe would send for the change, in order, and the subscription after it. */
export type FakeStripeResult = { events: FakeEvent[]; subscription: FakeSubscription };

export type FakeStripe = {
  /** http://127.0.0.1:<port>, without /v1. */
  url: string;
  port: number;
  host: "127.0.0.1";
  /** Ready to spread into `new Stripe(key, { ...sdkOptions })`. */
  sdkOptions: { host: "127.0.0.1"; port: number; protocol: "http"; maxNetworkRetries: 0 };
  /** The live in-memory state (mutated in place; reset() keeps this object). */
  state: FakeStripeState;
  /** Each helper takes a subscription id, or "latest" for the newest subscription. */
  pay(subscriptionId: string): FakeStripeResult;
  failPayment(subscriptionId: string): FakeStripeResult;
  renew(subscriptionId: string): FakeStripeResult;
  endPeriod(subscriptionId: string): FakeStripeResult;
  refund(subscriptionId: string): FakeStripeResult;
  cancelAtPeriodEnd(subscriptionId: string): FakeStripeResult;
  setPeriodEnd(subscriptionId: string, unixSeconds: number): FakeStripeResult;
  summary(): FakeStripeSummary;
  reset(): void;
  close(): Promise<void>;
};

export function startFakeStripe(options?: { port?: number; priceAmounts?: Record<string, number> }): Promise<FakeStripe>;
