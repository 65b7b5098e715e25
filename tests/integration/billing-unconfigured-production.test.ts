import { afterAll, describe, expect, it, vi } from "vitest";

// A production deployment without Stripe settings: its customers can't run commands on the server,
// so "payments are not set up" must not tell them to (docs/decisions.md, "Other choices").
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
  delete process.env.HOLLA_EMBEDDED_DATABASE;
  delete process.env.ALLOW_TIER_OVERRIDE;
  return server;
});
afterAll(() => smtp.close());

import { GET as billingConfigRoute } from "@/app/(billing)/api/billing/config/route";
import { POST as createIntent } from "@/app/(billing)/api/create-payment-intent/route";
import { POST as paymentSuccess } from "@/app/(billing)/api/payment-success/route";
import { PAYMENTS_NOT_CONFIGURED_BASE, PAYMENTS_NOT_CONFIGURED_HINT } from "@/lib/messages";
import { TestBrowser, uniqueEmail } from "../support/browser";

describe("payments not configured, on a production deployment", () => {
  it("every payment call answers 503 that payments are not set up, without a developer's command", async () => {
    const browser = new TestBrowser();
    await browser.signIn(uniqueEmail("prod-nostripe"));
    const answers = [
      await browser.send(createIntent, "/api/create-payment-intent", { body: { amount: 999 } }),
      await browser.send(paymentSuccess, "/api/payment-success", { body: { payment_intent_id: "pi_3PqRsTuVwXyZ012345678901" } }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(503);
      const { error, code } = (await res.json()) as { error: string; code: string };
      expect(code).toBe("payments_not_configured");
      expect(error).toBe(PAYMENTS_NOT_CONFIGURED_BASE);
      expect(error).not.toContain(PAYMENTS_NOT_CONFIGURED_HINT);
      expect(error).not.toMatch(/npm|grant-premium/);
    }
  });

  it("and the checkout screens are told not to show developer hints either", async () => {
    expect(await (await billingConfigRoute()).json()).toMatchObject({ configured: false, developerHints: false });
  });
});
