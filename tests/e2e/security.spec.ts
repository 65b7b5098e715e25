import { expect, test } from "@playwright/test";
import { query, uniqueEmail } from "./db";
import { APP_URL, PAYMENTS_APP_URL } from "./server-env";

// Cross-site writes (issue 7 §2): another site's page cannot make a visitor's browser change anything
// here, even with a "simple" text/plain request that skips CORS preflight. The second e2e server is a
// different origin (another port), so it stands in for the other site.

test("a form post from another site's page is refused before it reaches the route", async ({ page }) => {
  const email = uniqueEmail("e2e-csrf");
  await page.goto(`${PAYMENTS_APP_URL}/about`);
  const status = await page.evaluate(
    async ({ target, email }) => {
      // no-cors: what a hostile page can send; it cannot read the answer, only cause the write.
      await fetch(`${target}/api/newsletter-signup`, { method: "POST", mode: "no-cors", credentials: "include", headers: { "content-type": "text/plain" }, body: JSON.stringify({ email }) });
      return "sent";
    },
    { target: APP_URL, email },
  );
  expect(status).toBe("sent");
  expect(await query("select email from newsletter_signup where email = $1", [email])).toHaveLength(0);

  // The same call from the app's own page lands.
  await page.goto(`${APP_URL}/about`);
  const ok = await page.evaluate(async (email) => (await fetch("/api/newsletter-signup", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email }) })).status, email);
  expect(ok).toBe(200);
  expect(await query("select email from newsletter_signup where email = $1", [email])).toHaveLength(1);
});

test("the refusal is a 403 with a JSON error that says why", async ({ request }) => {
  const res = await request.post("/api/romeo-chat", { headers: { origin: "https://evil.example" }, data: { message: "hi" } });
  expect(res.status()).toBe(403);
  expect(await res.json()).toEqual({ error: expect.stringMatching(/another website/) });
});

test("every response carries the security headers; HSTS only over HTTPS", async ({ request }) => {
  for (const path of ["/", "/help", "/api/health"]) {
    const res = await request.get(path);
    const headers = res.headers();
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["permissions-policy"], path).toContain("camera=()");
    expect(headers["strict-transport-security"], path).toBeUndefined();
  }
  const behindTls = await request.get("/help", { headers: { "x-forwarded-proto": "https" } });
  expect(behindTls.headers()["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
});
