// The fake's in-memory state: one Map per collection, plus the events, the requests received and the
// idempotency cache.
import { noSuch } from "./shared.mjs";

export const COLLECTIONS = {
  cus: "customers",
  sub: "subscriptions",
  in: "invoices",
  pi: "paymentIntents",
  ch: "charges",
  re: "refunds",
  bps: "portalSessions",
};

export function emptyState() {
  const state = Object.fromEntries(Object.values(COLLECTIONS).map((name) => [name, new Map()]));
  return { ...state, events: [], requests: [], idempotency: new Map() };
}

export function resetState(fake) {
  Object.assign(fake.state, emptyState());
}

/** The stored object, or a Stripe-shaped 404. Deleted customers count as missing. */
export function getObject(fake, collection, kind, id, param = "id") {
  const found = fake.state[collection].get(id);
  if (!found || found.deleted) throw noSuch(kind, id, param);
  return found;
}
