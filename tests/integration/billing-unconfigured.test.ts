import { describe, expect, it, vi } from "vitest";

// `npm start`'s embedded default, on this file's PostgreSQL: someone's own machine, where the payment
// test page is open to help set Stripe up.
vi.hoisted(() => {
  process.env.HOLLA_EMBEDDED_DATABASE = "1";
});

import { GET as billingConfigRoute } from "@/app/(billing)/api/billing/config/route";
import { POST as portal } from "@/app/(billing)/api/billing/portal/route";
import { POST as createIntent } from "@/app/(billing)/api/create-payment-intent/route";
import { POST as premiumPlus } from "@/app/(billing)/api/get-or-create-premium-plus-subscription/route";
import { POST as paymentTest } from "@/app/(billing)/api/payment-test/route";
import { POST as webhook } from "@/app/(billing)/api/stripe/webhook/route";
import { POST as waitlist } from "@/app/(forms)/api/waitlist/route";
import { PAYMENTS_NOT_CONFIGURED } from "@/lib/billing/config";
import { PAYMENTS_NOT_CONFIGURED_HINT } from "@/lib/messages";
import { db } from "@/lib/platform/db";
import { TestBrowser, uniqueEmail } from "../support/browser";

// The embedded default: no Stripe settings at all. Every payment call says so plainly; nothing crashes.
describe("payments not configured", () => {
  it("checkout answers 503 with the explanation and the grant-premium hint", async () => {
    const browser = new TestBrowser();
    await browser.signIn(uniqueEmail("nostripe"));
    const res = await browser.send(createIntent, "/api/create-payment-intent", { body: { amount: 999 } });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: PAYMENTS_NOT_CONFIGURED, code: "payments_not_configured" });
    // Someone's own machine: the one place a customer is also the person who can run it.
    expect(PAYMENTS_NOT_CONFIGURED).toContain(PAYMENTS_NOT_CONFIGURED_HINT);
  });

  it("Premium Plus is still just coming soon", async () => {
    const res = await new TestBrowser().send(premiumPlus, "/api/get-or-create-premium-plus-subscription", { body: {} });
    expect(res.status).toBe(409);
  });

  it("the browser is told there is nothing to load (and, on this machine, how a developer grants Premium)", async () => {
    expect(await (await billingConfigRoute()).json()).toEqual({
      configured: false,
      publishableKey: null,
      premiumPlusAvailable: false,
      developerHints: true,
    });
  });

  it("a webhook is refused with a 503 (Stripe retries once it is set up), the portal finds no account", async () => {
    const res = await webhook(
      new Request("http://localhost/api/stripe/webhook", { method: "POST", headers: { "stripe-signature": "t=1,v1=x" }, body: "{}" }),
    );
    expect(res.status).toBe(503);
    const browser = new TestBrowser();
    await browser.signIn(uniqueEmail("noportal"));
    expect((await browser.send(portal, "/api/billing/portal", { method: "POST" })).status).toBe(404);
  });

  it("/api/payment-test lists what is missing, without secrets", async () => {
    const res = await new TestBrowser().send(paymentTest, "/api/payment-test", { method: "POST" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ready: boolean; flags: Array<{ id: string; ok: boolean; detail: string }> };
    expect(body.ready).toBe(false);
    expect(body.flags.find((f) => f.id === "secret-key")).toMatchObject({ ok: false, detail: "STRIPE_SECRET_KEY is not set" });
  });
});

describe("the Premium Plus waitlist", () => {
  it("stores an address once, whatever the case, and refuses a bad one", async () => {
    const email = uniqueEmail("waiting");
    const browser = new TestBrowser("203.0.113.77");
    for (const address of [email, email.toUpperCase()]) {
      const res = await browser.send(waitlist, "/api/waitlist", { body: { email: address, plan: "premium_plus" } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true });
    }
    expect(await db.waitlist.findMany({ where: { email }, select: { plan: true } })).toEqual([{ plan: "premium_plus" }]);
    expect((await browser.send(waitlist, "/api/waitlist", { body: { email: "nope" } })).status).toBe(400);
    expect((await browser.send(waitlist, "/api/waitlist", { body: { email, plan: "premium" } })).status).toBe(400);
  });
});
