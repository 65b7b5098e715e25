import { describe, expect, it, vi } from "vitest";

// A server that isn't marked as production (no DEPLOY_ENV) and isn't someone's own machine either:
// `next start` on a PostgreSQL, as any self-hosted deployment runs. The attack found /api/payment-test
// open there to anyone, each call reading a price from Stripe.
vi.hoisted(() => {
  process.env.ADMIN_EMAILS = "boss@holla.example";
  delete process.env.HOLLA_EMBEDDED_DATABASE;
});

import { POST as paymentTest } from "@/app/(billing)/api/payment-test/route";
import { TestBrowser } from "../support/browser";

describe("/api/payment-test on a deployment that isn't marked production", () => {
  it("is a 404 for everyone but ADMIN_EMAILS", async () => {
    for (let i = 0; i < 5; i++)
      expect((await new TestBrowser(`192.0.2.${30 + i}`).send(paymentTest, "/api/payment-test", { method: "POST" })).status).toBe(404);
    const admin = new TestBrowser("192.0.2.40");
    await admin.signIn("boss@holla.example");
    expect((await admin.send(paymentTest, "/api/payment-test", { method: "POST" })).status).toBe(200);
  });
});
