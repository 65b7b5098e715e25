// The HTTP server: the /v1 API routes (with auth, idempotency keys and `expand`), /_test/, /portal/ and
// /health, and startFakeStripe().
import http from "node:http";
import { createCustomer, deleteCustomer, price, retrieveCustomer, searchCustomers, updateCustomer } from "./customers.mjs";
import { listEvents, retrieveEvent } from "./events.mjs";
import { createRefund, listInvoices } from "./invoices.mjs";
import { createPortalSession, handlePortal } from "./portal.mjs";
import { API_VERSION, clone, newId, parseForm, StripeFakeError, unknownRoute } from "./shared.mjs";
import { COLLECTIONS, emptyState, getObject, resetState } from "./state.mjs";
import { cancelSubscription, createSubscription, listSubscriptions, updateSubscription } from "./subscriptions.mjs";
import { handleTest, setPeriodEnd, summary, TEST_ACTIONS, testAction } from "./test-control.mjs";

// ---- Lookup and expansion ------------------------------------------------------------------------

function lookup(fake, id) {
  if (Object.hasOwn(fake.priceAmounts, id)) return price(fake, id);
  if (String(id).startsWith("cus_") && fake.state.customers.has(id)) return retrieveCustomer(fake, {}, id);
  const collection = COLLECTIONS[String(id).split("_")[0]];
  return collection ? fake.state[collection].get(id) : undefined;
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

// ---- Routes --------------------------------------------------------------------------------------

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
  ["GET", "/v1/events", listEvents],
  ["GET", "/v1/events/:id", retrieveEvent],
].map(([method, pattern, handler]) => ({ method, regex: new RegExp(`^${pattern.replace(":id", "([^/]+)")}$`), handler }));

function send(res, status, body, headers = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

function handleApi(fake, req, res, url, raw) {
  const { method } = req;
  const params = parseForm(method === "POST" ? raw : url.search.slice(1));
  const idempotencyKey = req.headers["idempotency-key"] ?? null;
  fake.state.requests.push({ method, path: url.pathname, body: params, idempotencyKey });
  if (!/^Bearer sk_/.test(req.headers.authorization ?? ""))
    throw new StripeFakeError(401, "Invalid API Key provided (the fake wants `Bearer sk_...`).");
  const requestId = newId("req");
  const headers = { "request-id": requestId, "stripe-version": API_VERSION, ...(idempotencyKey && { "idempotency-key": idempotencyKey }) };
  const cacheKey = method === "POST" && idempotencyKey;
  const cached = cacheKey && fake.state.idempotency.get(cacheKey);
  if (cached) {
    if (cached.path !== url.pathname || cached.params !== JSON.stringify(params)) {
      throw new StripeFakeError(400, "Keys for idempotent requests can only be used with the same parameters they were first used with.", {
        type: "idempotency_error",
      });
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
        url: fake.url,
        port: actual,
        host: "127.0.0.1",
        state: fake.state,
        sdkOptions: { host: "127.0.0.1", port: actual, protocol: "http", maxNetworkRetries: 0 },
        pay: helper("pay"),
        failPayment: helper("failPayment"),
        renew: helper("renew"),
        endPeriod: helper("endPeriod"),
        refund: helper("refund"),
        cancelAtPeriodEnd: helper("cancelAtPeriodEnd"),
        setPeriodEnd: (id, end) => setPeriodEnd(fake, id, end),
        summary: () => clone(summary(fake)),
        reset: () => resetState(fake),
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
