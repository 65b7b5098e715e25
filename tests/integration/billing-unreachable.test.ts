import { describe, expect, it, vi } from "vitest";

// Stripe configured but unreachable (an outage, a firewall): nothing is charged, and people are told.
vi.hoisted(async () => {
  const { STRIPE_TEST_ENV } = await import("../support/stripe-env");
  // A port nothing listens on.
  Object.assign(process.env, STRIPE_TEST_ENV, { STRIPE_API_BASE: "http://127.0.0.1:9", ADMIN_EMAILS: "ops@holla.example" });
});

import { POST as createIntent } from "@/app/(billing)/api/create-payment-intent/route";
import { POST as paymentTest } from "@/app/(billing)/api/payment-test/route";
import { TestBrowser, uniqueEmail } from "../support/browser";

describe("Stripe unreachable", () => {
  it("checkout answers a clear 503", async () => {
    const browser = new TestBrowser();
    await browser.signIn(uniqueEmail("outage"));
    const res = await browser.send(createIntent, "/api/create-payment-intent", { body: {} });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: "We can't reach our payment provider right now. Nothing was charged; please try again in a few minutes.",
      code: "payment_provider_down",
    });
  });

  it("/payment-test says which check failed", async () => {
    const admin = new TestBrowser();
    await admin.signIn("ops@holla.example");
    const res = await admin.send(paymentTest, "/api/payment-test", { method: "POST" });
    const body = (await res.json()) as { ready: boolean; flags: Array<{ id: string; ok: boolean }> };
    expect(body.ready).toBe(false);
    expect(body.flags.find((f) => f.id === "premium-price-live")).toMatchObject({ ok: false });
  });
});
