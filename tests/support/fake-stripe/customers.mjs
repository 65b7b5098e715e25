// Customers (and search by metadata, email or name) and the prices the fake knows.

import { changedAttributes, emit } from "./events.mjs";
import { base, clone, invalid, mergeMetadata, noSuch } from "./shared.mjs";
import { getObject } from "./state.mjs";

export function createCustomer(fake, params) {
  const customer = {
    ...base("cus", "customer"),
    email: params.email ?? null,
    name: params.name ?? null,
    description: params.description ?? null,
    phone: null,
    address: null,
    balance: 0,
    currency: null,
    default_source: null,
    delinquent: false,
    preferred_locales: [],
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    tax_exempt: "none",
    test_clock: null,
    metadata: mergeMetadata({}, params.metadata),
  };
  fake.state.customers.set(customer.id, customer);
  emit(fake, "customer.created", customer);
  return customer;
}

export function updateCustomer(fake, params, id) {
  const customer = getObject(fake, "customers", "customer", id);
  const before = clone(customer);
  for (const key of ["email", "name", "description"]) if (params[key] !== undefined) customer[key] = params[key] || null;
  customer.metadata = mergeMetadata(customer.metadata, params.metadata);
  const changes = changedAttributes(before, customer);
  if (Object.keys(changes).length) emit(fake, "customer.updated", customer, changes);
  return customer;
}

/** Like Stripe, a deleted customer stays retrievable as `{ id, object, deleted: true }`. */
export function deleteCustomer(fake, _params, id) {
  const customer = getObject(fake, "customers", "customer", id);
  customer.deleted = true;
  emit(fake, "customer.deleted", customer);
  return retrieveCustomer(fake, {}, id);
}

export function retrieveCustomer(fake, _params, id) {
  const customer = fake.state.customers.get(id);
  if (customer?.deleted) return { id, object: "customer", deleted: true };
  return getObject(fake, "customers", "customer", id);
}

/** Supports `metadata['key']:'value'`, `email:'x'` and `name:'x'`, the shapes Holla uses. */
export function searchCustomers(fake, { query = "" }) {
  const match = /^\s*(email|name|metadata\[['"]([^'"]+)['"]\])\s*:\s*['"]([^'"]*)['"]\s*$/.exec(query);
  if (!match) throw invalid(`The fake supports only metadata['key']:'value', email:'x' or name:'x'; got ${query}`, "query");
  const [, field, metaKey, value] = match;
  const hit = (c) => !c.deleted && (metaKey ? c.metadata[metaKey] : c[field]) === value;
  const data = [...fake.state.customers.values()].filter(hit).reverse();
  return { object: "search_result", data, has_more: false, next_page: null, url: "/v1/customers/search" };
}

export function price(fake, id, param = "id", status = 404) {
  if (!Object.hasOwn(fake.priceAmounts, id)) throw noSuch("price", id, param, status);
  const amount = fake.priceAmounts[id];
  return {
    id,
    object: "price",
    active: true,
    billing_scheme: "per_unit",
    created: 1_700_000_000,
    currency: "usd",
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: "prod_holla",
    tax_behavior: "unspecified",
    type: "recurring",
    recurring: { interval: "month", interval_count: 1, meter: null, trial_period_days: null, usage_type: "licensed" },
    unit_amount: amount,
    unit_amount_decimal: String(amount),
  };
}
