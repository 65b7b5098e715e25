import { afterAll, describe, expect, it, vi } from "vitest";

// A production deployment: /payment-test's checks are for ADMIN_EMAILS only.
const smtp = await vi.hoisted(async () => {
  // A production deployment mails its sign-in links (lib/platform/production-settings.mjs): to a local SMTP server.
  const { startFakeSmtp } = await import("../support/fake-smtp");
  const server = await startFakeSmtp();
  process.env.EMAIL_SERVER = server.url;
  process.env.EMAIL_FROM = "Holla <hello@holla.example>";
  process.env.DEPLOY_ENV = "production";
  process.env.AUTH_SECRET = "a-production-secret-of-at-least-32-characters";
  // The origin this file's test browser talks to (plain http, so its cookies keep their plain names).
  process.env.AUTH_URL = "http://localhost:3000";
  process.env.ADMIN_EMAILS = "Boss@Holla.example, ops@holla.example";
  return server;
});
afterAll(() => smtp.close());

import { POST as paymentTest } from "@/app/(billing)/api/payment-test/route";
import { TestBrowser } from "../support/browser";

describe("/api/payment-test on a production deployment", () => {
  it("is a 404 for anonymous visitors and ordinary users", async () => {
    expect((await new TestBrowser().send(paymentTest, "/api/payment-test", { method: "POST" })).status).toBe(404);
    const user = new TestBrowser();
    await user.signIn("someone@holla.example");
    expect((await user.send(paymentTest, "/api/payment-test", { method: "POST" })).status).toBe(404);
  });

  it("answers an admin (ADMIN_EMAILS, any case)", async () => {
    const admin = new TestBrowser("192.0.2.9");
    await admin.signIn("boss@holla.example");
    const res = await admin.send(paymentTest, "/api/payment-test", { method: "POST" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ready: false });
  });

  it("limits how often even an admin can run it (each run asks Stripe)", async () => {
    const admin = new TestBrowser("192.0.2.10");
    await admin.signIn("ops@holla.example");
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await admin.send(paymentTest, "/api/payment-test", { method: "POST" })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});
