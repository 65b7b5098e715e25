import type { ChildProcess } from "node:child_process";
import { expect, test } from "@playwright/test";
import Stripe from "stripe";
import { PLANS } from "@/lib/plans";
import { query, uniqueEmail } from "./db";
import { E2E_STRIPE_ENV, FAKE_STRIPE_URL } from "./server-env";
import { extraPort, startApp, waitForHealth } from "./spawn-app";

// Two instances, one PostgreSQL (docs/architecture.md, "Runtime modes"): the state that must hold across app
// processes lives in the database, so two `next start` processes of the same build on the same
// database count one visitor's free quota exactly and process each Stripe event once.

const PORTS = [extraPort(10), extraPort(11)];
const INSTANCES = PORTS.map((port) => `http://127.0.0.1:${port}`);
const servers: ChildProcess[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // The shared test address must not be what stops a visitor: the per-visitor quota is under test.
  for (const port of PORTS) servers.push(startApp(port, { ANON_DAILY_GENERATIONS_PER_IP: "1000", ...E2E_STRIPE_ENV }));
  for (const url of INSTANCES) await waitForHealth(url);
});

test.afterAll(() => {
  for (const server of servers) server.kill("SIGTERM");
});

test(`the free quota is exact across both: 50 parallel generations, ${PLANS.basic.dailyGenerations} succeed`, async () => {
  // One visitor: the signed id cookie that the first instance hands out, sent to both.
  const first = await fetch(`${INSTANCES[0]}/api/usage`);
  const cookie = first.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  expect(cookie).toMatch(/=/);

  const statuses = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      fetch(`${INSTANCES[i % 2]}/api/generate`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ message: `Any plans for the weekend? (${i})`, tone: "funny", language: "en" }),
      }).then((r) => r.status),
    ),
  );
  expect(statuses.filter((s) => s === 200)).toHaveLength(PLANS.basic.dailyGenerations!);
  expect(statuses.filter((s) => s === 429)).toHaveLength(50 - PLANS.basic.dailyGenerations!);
  // Both instances answered some of them.
  expect(new Set(statuses.map((_, i) => i % 2)).size).toBe(2);
});

test("a Stripe event delivered to both instances, many times at once, is processed once", async () => {
  const email = uniqueEmail("e2e-two-instances");
  const stripeUrl = new URL(FAKE_STRIPE_URL);
  const stripe = new Stripe(E2E_STRIPE_ENV.STRIPE_SECRET_KEY, {
    host: stripeUrl.hostname,
    port: Number(stripeUrl.port),
    protocol: "http",
    maxNetworkRetries: 0,
  });
  const customer = await stripe.customers.create({ email });
  await query('insert into "users" (id, email, stripe_customer_id) values ($1, $2, $3)', [`e2e_${customer.id}`, email, customer.id]);
  const subscription = await stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: E2E_STRIPE_ENV.STRIPE_PRICE_PREMIUM }],
    payment_behavior: "default_incomplete",
  });
  const { events } = (await (await fetch(`${FAKE_STRIPE_URL}/_test/subscriptions/${subscription.id}/pay`, { method: "POST" })).json()) as {
    events: Array<{ id: string }>;
  };
  expect(events.length).toBeGreaterThan(0);

  for (const event of events) {
    const payload = JSON.stringify(event);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: E2E_STRIPE_ENV.STRIPE_WEBHOOK_SECRET });
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        fetch(`${INSTANCES[i % 2]}/api/stripe/webhook`, {
          method: "POST",
          headers: { "content-type": "application/json", "stripe-signature": signature },
          body: payload,
        }).then(async (r) => {
          expect(r.status).toBe(200);
          return ((await r.json()) as { outcome: string }).outcome;
        }),
      ),
    );
    const processed = outcomes.filter((o) => o === "processed").length;
    // An event type the app ignores is ignored by all; a handled one is processed exactly once.
    if (outcomes.includes("ignored")) expect(new Set(outcomes)).toEqual(new Set(["ignored"]));
    else expect([processed, outcomes.filter((o) => o === "duplicate").length]).toEqual([1, 11]);
    expect(await query("select id from stripe_event where id = $1", [event.id])).toHaveLength(outcomes.includes("ignored") ? 0 : 1);
  }
  expect(await query('select s.tier, s.status from subscription s join "users" u on u.id = s.user_id where u.email = $1', [email])).toEqual(
    [{ tier: "premium", status: "active" }],
  );
});
