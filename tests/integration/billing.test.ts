import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

// Payments against a local fake of Stripe's API, reached by the real `stripe` SDK (STRIPE_API_BASE);
// webhooks signed with the SDK's own test-header helper.
const fake = await vi.hoisted(async () => {
  const { startFakeStripe } = await import("../support/fake-stripe.mjs");
  const { STRIPE_TEST_ENV } = await import("../support/stripe-env");
  const server = await startFakeStripe();
  Object.assign(process.env, STRIPE_TEST_ENV, { STRIPE_API_BASE: server.url });
  return server;
});

import Stripe from "stripe";
import { DELETE as deleteAccount } from "@/app/(account)/api/account/route";
import { GET as currentUser } from "@/app/(auth)/api/auth/user/route";
import { GET as billingConfigRoute } from "@/app/(billing)/api/billing/config/route";
import { POST as portal } from "@/app/(billing)/api/billing/portal/route";
import { POST as billingSync } from "@/app/(billing)/api/billing/sync/route";
import { POST as createIntent } from "@/app/(billing)/api/create-payment-intent/route";
import { POST as premiumPlus } from "@/app/(billing)/api/get-or-create-premium-plus-subscription/route";
import { POST as paymentSuccess } from "@/app/(billing)/api/payment-success/route";
import { POST as webhook } from "@/app/(billing)/api/stripe/webhook/route";
import { LIMITS } from "@/lib/limits";
import { ALREADY_PREMIUM, TOO_MANY_PAYMENT_CALLS } from "@/lib/messages";
import { db } from "@/lib/platform/db";
import { hitRateLimit } from "@/lib/platform/rate-limit";
import { grant } from "../../scripts/grant-premium.mjs";
import { TestBrowser, uniqueEmail } from "../support/browser";
import { STRIPE_TEST_ENV, signedEvent } from "../support/stripe-env";

afterAll(() => fake.close());

type Start = { clientSecret: string; plan: string; amount: number; currency: string };

async function signedIn(tag: string) {
  const browser = new TestBrowser(`198.51.100.${Math.floor(Math.random() * 200) + 20}`);
  const email = uniqueEmail(tag);
  await browser.signIn(email);
  const user = await db.user.findUniqueOrThrow({ where: { email } });
  return { browser, email, userId: user.id };
}

async function planOf(browser: TestBrowser) {
  return ((await (await browser.send(currentUser, "/api/auth/user")).json()) as { subscriptionStatus: string }).subscriptionStatus;
}

async function startCheckout(browser: TestBrowser, body: unknown = { amount: 999 }) {
  const res = await browser.send(createIntent, "/api/create-payment-intent", { body });
  expect(res.status).toBe(200);
  return (await res.json()) as Start;
}

const subscriptionOf = (clientSecret: string) => {
  const piId = clientSecret.split("_secret_")[0]!;
  const sub = [...fake.state.subscriptions.values()].find((s) => {
    const invoice = fake.state.invoices.get(s.latest_invoice as string);
    return invoice?.confirmation_secret?.client_secret?.startsWith(`${piId}_secret_`);
  });
  if (!sub) throw new Error(`no subscription for ${piId}`);
  return { subscriptionId: sub.id as string, paymentIntentId: piId };
};

async function deliver(event: unknown, signature?: string) {
  const signed = signedEvent(event);
  const res = await webhook(
    new Request("http://localhost:3000/api/stripe/webhook", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(signature === undefined ? { "stripe-signature": signed.signature } : signature ? { "stripe-signature": signature } : {}),
      },
      body: signed.payload,
    }),
  );
  return res;
}

async function deliverAll(events: unknown[]) {
  for (const event of events) expect((await deliver(event)).status).toBe(200);
}

/** A user who has paid, with the webhook events Stripe sent for it. */
async function paidUser(tag: string) {
  const user = await signedIn(tag);
  const { clientSecret } = await startCheckout(user.browser);
  const ids = subscriptionOf(clientSecret);
  const { events } = fake.pay(ids.subscriptionId);
  await deliverAll(events);
  return { ...user, ...ids, events };
}

beforeEach(() => {
  fake.state.requests.length = 0;
});

describe("checkout: POST /api/create-payment-intent", () => {
  it("is for signed-in users only", async () => {
    const res = await new TestBrowser().send(createIntent, "/api/create-payment-intent", { body: { amount: 999 } });
    expect(res.status).toBe(401);
  });

  it("answers the client secret of a monthly Premium subscription's first payment, at Stripe's price", async () => {
    const { browser, userId, email } = await signedIn("checkout");
    const start = await startCheckout(browser, { amount: 1, email: "someone@else.example" });
    expect(start).toEqual({ clientSecret: expect.stringMatching(/^pi_.+_secret_/), plan: "premium", amount: 999, currency: "usd" });

    // The client's amount and email went nowhere: the subscription is on the user's own customer.
    const create = fake.state.requests.find((r) => r.method === "POST" && r.path === "/v1/subscriptions");
    expect(create?.body).toMatchObject({
      items: [{ price: STRIPE_TEST_ENV.STRIPE_PRICE_PREMIUM }],
      payment_behavior: "default_incomplete",
    });
    expect(JSON.stringify(fake.state.requests)).not.toMatch(/"amount"|someone@else/);
    const user = await db.user.findUniqueOrThrow({ where: { id: userId } });
    const customer = fake.state.customers.get(user.stripeCustomerId!);
    expect(customer).toMatchObject({ email, metadata: { userId } });
    expect(await planOf(browser)).toBe("basic");
  });

  it("creates the customer once and reuses an unpaid checkout, even when asked in parallel", async () => {
    const { browser, userId } = await signedIn("once");
    const starts = await Promise.all([1, 2, 3].map(() => startCheckout(browser)));
    // An amount from the client is ignored: the server prices the plan.
    const again = await browser.send(createIntent, "/api/create-payment-intent", { body: { amount: 999 } });
    const secrets = new Set([...starts.map((s) => s.clientSecret), ((await again.json()) as Start).clientSecret]);
    expect(secrets.size).toBe(1);
    const customers = [...fake.state.customers.values()].filter((c) => c.metadata?.userId === userId);
    expect(customers).toHaveLength(1);
    expect([...fake.state.subscriptions.values()].filter((s) => s.customer === customers[0]!.id)).toHaveLength(1);
  });

  it("a script cannot make Stripe calls in bulk: 429 per account, then per address, before Stripe is asked", async () => {
    const { browser } = await signedIn("bulk");
    for (let i = 0; i < LIMITS.billingPerAccount.limit; i++) await startCheckout(browser);
    fake.state.requests.length = 0;
    for (const [handler, path] of [
      [createIntent, "/api/create-payment-intent"],
      [portal, "/api/billing/portal"],
    ] as const) {
      const res = await browser.send(handler, path, { body: {} });
      expect(res.status, path).toBe(429);
      expect(res.headers.get("retry-after"), path).toMatch(/^\d+$/);
      expect(await res.json(), path).toEqual({ error: TOO_MANY_PAYMENT_CALLS, code: "rate_limited" });
    }
    expect(fake.state.requests).toEqual([]);

    // Many accounts from one address share that address's ceiling.
    const address = "203.0.113.77";
    for (let i = 0; i < LIMITS.billingPerAddress.limit; i++) await hitRateLimit(`billing-ip:${address}`, LIMITS.billingPerAddress);
    const other = new TestBrowser(address);
    await other.signIn(uniqueEmail("bulk-ip"));
    const res = await other.send(createIntent, "/api/create-payment-intent", { body: {} });
    expect(res.status).toBe(429);
    expect(fake.state.requests).toEqual([]);
  });

  it("refuses a second purchase: 409 Already Premium (granted or paid)", async () => {
    const { browser, email } = await signedIn("already");
    await grant(process.env.DATABASE_URL!, { email, tier: "premium", revoke: false });
    const res = await browser.send(createIntent, "/api/create-payment-intent", { body: {} });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: ALREADY_PREMIUM, code: "already_premium" });
  });

  it("Premium Plus is 409 'coming soon' until its price is configured", async () => {
    const { browser } = await signedIn("plus");
    const res = await browser.send(premiumPlus, "/api/get-or-create-premium-plus-subscription", { body: {} });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: "Premium Plus is coming soon", code: "coming_soon" });
    expect((await new TestBrowser().send(premiumPlus, "/api/get-or-create-premium-plus-subscription")).status).toBe(409);
  });

  it("tells the browser what it needs: configured, the publishable key, no Premium Plus yet", async () => {
    expect(await (await billingConfigRoute()).json()).toEqual({
      configured: true,
      publishableKey: STRIPE_TEST_ENV.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY,
      premiumPlusAvailable: false,
      developerHints: false,
    });
  });
});

describe("POST /api/payment-success", () => {
  it("syncs from Stripe once Stripe says the user's payment succeeded", async () => {
    const { browser } = await signedIn("success");
    const { clientSecret } = await startCheckout(browser);
    const { subscriptionId, paymentIntentId } = subscriptionOf(clientSecret);

    const early = await browser.send(paymentSuccess, "/api/payment-success", { body: { payment_intent_id: paymentIntentId } });
    expect(early.status).toBe(409);
    expect(await planOf(browser)).toBe("basic");

    fake.pay(subscriptionId); // no webhook delivered: this call alone must be enough
    const res = await browser.send(paymentSuccess, "/api/payment-success", {
      body: { payment_intent_id: paymentIntentId, email: "ignored@example.com" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(await planOf(browser)).toBe("premium");
  });

  it("refuses another user's payment, a made-up id and garbage", async () => {
    const payer = await paidUser("payer");
    const thief = await signedIn("thief");
    const stolen = await thief.browser.send(paymentSuccess, "/api/payment-success", { body: { payment_intent_id: payer.paymentIntentId } });
    expect(stolen.status).toBe(403);
    expect(await planOf(thief.browser)).toBe("basic");

    expect(
      (await payer.browser.send(paymentSuccess, "/api/payment-success", { body: { payment_intent_id: "pi_doesnotexist123" } })).status,
    ).toBe(404);
    expect(
      (await payer.browser.send(paymentSuccess, "/api/payment-success", { body: { payment_intent_id: "../../v1/charges" } })).status,
    ).toBe(400);
    expect((await payer.browser.send(paymentSuccess, "/api/payment-success", { body: {} })).status).toBe(400);
    expect(
      (await new TestBrowser().send(paymentSuccess, "/api/payment-success", { body: { payment_intent_id: payer.paymentIntentId } })).status,
    ).toBe(401);
  });
});

describe("POST /api/stripe/webhook", () => {
  it("a forged, missing or wrongly-signed event is a 400 and changes nothing", async () => {
    const { browser } = await signedIn("forged");
    const { clientSecret } = await startCheckout(browser);
    const { events } = fake.pay(subscriptionOf(clientSecret).subscriptionId);
    const before = await db.stripeEvent.count();
    for (const event of events) {
      expect((await deliver(event, "")).status).toBe(400);
      expect((await deliver(event, "t=123,v1=deadbeef")).status).toBe(400);
      const otherSecret = signedEvent(event, "whsec_someone_else");
      const res = await webhook(
        new Request("http://localhost/api/stripe/webhook", {
          method: "POST",
          headers: { "stripe-signature": otherSecret.signature },
          body: otherSecret.payload,
        }),
      );
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: expect.any(String), code: "invalid_input" });
    }
    // A body changed after signing fails too.
    const signed = signedEvent(events.at(-1));
    const tampered = await webhook(
      new Request("http://localhost/api/stripe/webhook", {
        method: "POST",
        headers: { "stripe-signature": signed.signature },
        body: signed.payload.replace("active", "actived"),
      }),
    );
    expect(tampered.status).toBe(400);
    expect(await db.stripeEvent.count()).toBe(before);
    expect(await planOf(browser)).toBe("basic");
  });

  it("the same event three times has one effect", async () => {
    const { browser, userId, events } = await paidUser("thrice");
    const last = events.at(-1) as { id: string };
    const outcomes: string[] = [];
    for (let i = 0; i < 3; i++) outcomes.push(((await (await deliver(last)).json()) as { outcome: string }).outcome);
    expect(outcomes).toEqual(["duplicate", "duplicate", "duplicate"]);
    expect(await db.stripeEvent.count({ where: { id: last.id } })).toBe(1);
    expect(await planOf(browser)).toBe("premium");
    expect(await db.subscription.findUniqueOrThrow({ where: { userId } })).toMatchObject({
      tier: "premium",
      status: "active",
      source: "stripe",
    });
  });

  it("parallel deliveries of one event: exactly one records it", async () => {
    const { browser } = await signedIn("parallel");
    const { clientSecret } = await startCheckout(browser);
    const { events } = fake.pay(subscriptionOf(clientSecret).subscriptionId);
    const last = events.at(-1) as { id: string };
    const outcomes = await Promise.all([1, 2, 3, 4].map(async () => ((await (await deliver(last)).json()) as { outcome: string }).outcome));
    expect(outcomes.filter((o) => o === "processed")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "duplicate")).toHaveLength(3);
    expect(await planOf(browser)).toBe("premium");
  });

  it("events in any order end in the right state: cancelled at period end, then ended → Basic", async () => {
    const { browser, subscriptionId, events: paid } = await paidUser("shuffled");
    const { events: cancelling } = fake.cancelAtPeriodEnd(subscriptionId);
    const { events: ended } = fake.endPeriod(subscriptionId);
    // Stripe delivers the lot late and out of order.
    await deliverAll([...ended, ...cancelling, ...paid].reverse());
    expect(await planOf(browser)).toBe("basic");
  });

  it("cancelled at period end keeps Premium until the period ends", async () => {
    const { browser, subscriptionId, userId } = await paidUser("cancelling");
    await deliverAll(fake.cancelAtPeriodEnd(subscriptionId).events);
    expect(await planOf(browser)).toBe("premium");
    expect(await db.subscription.findUniqueOrThrow({ where: { userId } })).toMatchObject({ cancelAtPeriodEnd: true, status: "active" });
    await deliverAll(fake.endPeriod(subscriptionId).events);
    expect(await planOf(browser)).toBe("basic");
  });

  it("a failed renewal keeps access until the period ends, then Basic", async () => {
    const { browser, subscriptionId, userId } = await paidUser("pastdue");
    await deliverAll(fake.failPayment(subscriptionId).events);
    expect(await db.subscription.findUniqueOrThrow({ where: { userId } })).toMatchObject({ status: "past_due" });
    expect(await planOf(browser)).toBe("premium");
    // The period runs out with the invoice still unpaid.
    fake.setPeriodEnd(subscriptionId, Math.floor(Date.now() / 1000) - 60);
    await deliverAll(fake.failPayment(subscriptionId).events);
    expect(await planOf(browser)).toBe("basic");
  });

  it("a renewal moves the paid period forward", async () => {
    const { subscriptionId, userId } = await paidUser("renew");
    const before = (await db.subscription.findUniqueOrThrow({ where: { userId } })).currentPeriodEnd!;
    await deliverAll(fake.renew(subscriptionId).events);
    const after = (await db.subscription.findUniqueOrThrow({ where: { userId } })).currentPeriodEnd!;
    expect(after.getTime() - before.getTime()).toBeGreaterThan(25 * 86_400_000);
  });

  it("a refund revokes Premium at once and ends the subscription in Stripe (the refund policy)", async () => {
    const { browser, subscriptionId } = await paidUser("refund");
    await deliverAll(fake.refund(subscriptionId).events);
    expect(await planOf(browser)).toBe("basic");
    expect(fake.state.subscriptions.get(subscriptionId)?.status).toBe("canceled");
  });

  it("unknown event types are acknowledged and ignored", async () => {
    const res = await deliver({
      id: "evt_unknown_1",
      object: "event",
      type: "customer.tax_id.created",
      data: { object: { customer: "cus_x" } },
      api_version: "2026-10-28.endive",
      created: 1,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: "ignored" });
  });

  it("an event for a customer that isn't ours is recorded and changes nothing", async () => {
    const stranger = await new Stripe("sk_test_other", { host: "127.0.0.1", port: fake.port, protocol: "http" }).customers.create({
      email: "elsewhere@example.com",
    });
    const res = await deliver({
      id: "evt_stranger_1",
      object: "event",
      type: "customer.subscription.updated",
      data: { object: { id: "sub_x", customer: stranger.id } },
      api_version: "2026-10-28.endive",
      created: 1,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
    expect(res.status).toBe(200);
  });
});

describe("billing portal, sync and account deletion", () => {
  it("Manage billing opens Stripe's portal, returning to /account", async () => {
    const { browser } = await paidUser("portal");
    const res = await browser.send(portal, "/api/billing/portal", { method: "POST" });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^${fake.url}/portal/bps_`));
    expect(fake.state.requests.find((r) => r.path === "/v1/billing_portal/sessions")?.body).toMatchObject({
      return_url: "http://localhost:3000/account?billing=updated",
    });
  });

  it("the portal needs a billing account and a signed-in user", async () => {
    const { browser } = await signedIn("noportal");
    expect((await browser.send(portal, "/api/billing/portal", { method: "POST" })).status).toBe(404);
    expect((await new TestBrowser().send(portal, "/api/billing/portal", { method: "POST" })).status).toBe(401);
  });

  it("the welcome page's sync finds a payment no webhook announced", async () => {
    const { browser } = await signedIn("welcome");
    const { clientSecret } = await startCheckout(browser);
    fake.pay(subscriptionOf(clientSecret).subscriptionId);
    const res = await browser.send(billingSync, "/api/billing/sync", { method: "POST" });
    expect(await res.json()).toMatchObject({ subscriptionStatus: "premium", checkoutInProgress: false });
  });

  it("the welcome page's sync says whether there is a checkout to wait for", async () => {
    const { browser } = await signedIn("nothing-to-confirm");
    const never = await browser.send(billingSync, "/api/billing/sync", { method: "POST" });
    expect(await never.json()).toMatchObject({ subscriptionStatus: "basic", checkoutInProgress: false });
    await startCheckout(browser);
    const open = await browser.send(billingSync, "/api/billing/sync", { method: "POST" });
    expect(await open.json()).toMatchObject({ subscriptionStatus: "basic", checkoutInProgress: true });
  });

  it("deleting the account deletes the Stripe customer, so nobody is billed again", async () => {
    const { browser, email, userId } = await paidUser("goodbye");
    const customer = (await db.user.findUniqueOrThrow({ where: { id: userId } })).stripeCustomerId!;
    const res = await browser.send(deleteAccount, "/api/account", { method: "DELETE", body: { confirm: email } });
    expect(res.status).toBe(200);
    expect(fake.state.customers.get(customer)?.deleted ?? !fake.state.customers.has(customer)).toBe(true);
    expect(await db.user.count({ where: { id: userId } })).toBe(0);
  });
});
