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
//
// One module per resource: shared.mjs (ids, errors, form encoding), state.mjs, events.mjs (events and
// what webhooks would carry), customers.mjs (and prices), invoices.mjs (invoices, PaymentIntents,
// charges, refunds), subscriptions.mjs, test-control.mjs (the helpers and /_test/), portal.mjs, and
// server.mjs (HTTP and startFakeStripe). Types: tests/support/fake-stripe.d.mts.
import { pathToFileURL } from "node:url";
import { runCli } from "./cli.mjs";

export { startFakeStripe } from "./server.mjs";
export { API_VERSION, parseForm, StripeFakeError } from "./shared.mjs";

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runCli();
