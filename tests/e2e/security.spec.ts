import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./auth";
import { query, uniqueEmail } from "./db";
import { APP_URL, PAYMENTS_APP_URL } from "./server-env";
import { EVERY_PAGE } from "./site-pages";

// Cross-site writes: another site's page cannot make a visitor's browser change anything
// here, even with a "simple" text/plain request that skips CORS preflight. The second e2e server is a
// different origin (another port), so it stands in for the other site.

test("a form post from another site's page is refused before it reaches the route", async ({ browser }) => {
  // A hostile site has no policy of ours stopping its page from calling us: this one's is switched off.
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  const email = uniqueEmail("e2e-csrf");
  await page.goto(`${PAYMENTS_APP_URL}/about`);
  const status = await page.evaluate(
    async ({ target, email }) => {
      // no-cors: what a hostile page can send; it cannot read the answer, only cause the write.
      await fetch(`${target}/api/newsletter-signup`, {
        method: "POST",
        mode: "no-cors",
        credentials: "include",
        headers: { "content-type": "text/plain" },
        body: JSON.stringify({ email }),
      });
      return "sent";
    },
    { target: APP_URL, email },
  );
  expect(status).toBe("sent");
  expect(await query("select email from newsletter_signup where email = $1", [email])).toHaveLength(0);

  // The same call from the app's own page lands.
  await page.goto(`${APP_URL}/about`);
  const ok = await page.evaluate(
    async (email) =>
      (
        await fetch("/api/newsletter-signup", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email }),
        })
      ).status,
    email,
  );
  expect(ok).toBe(200);
  expect(await query("select email from newsletter_signup where email = $1", [email])).toHaveLength(1);
  await context.close();
});

test("the refusal is a 403 with a JSON error that says why", async ({ request }) => {
  const res = await request.post("/api/romeo-chat", { headers: { origin: "https://evil.example" }, data: { message: "hi" } });
  expect(res.status()).toBe(403);
  expect(await res.json()).toEqual({ error: expect.stringMatching(/another website/), code: "cross_site" });
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

// Content-Security-Policy: the pages' own scripts run — by hash on a prerendered page,
// by a per-request nonce on a rendered one — and a script someone manages to inject does not.

/** Records every policy violation the page reports, from before its first script runs. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  const console: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy/i.test(m.text())) console.push(m.text());
  });
  return {
    violations: async () => [
      ...(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)),
      ...console.splice(0),
    ],
  };
}

/** React has taken over the page: its scripts ran. */
async function expectHydrated(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.querySelector("main") ?? {}).some((key) => key.startsWith("__react"))))
    .toBe(true);
}

for (const [app, base] of [
  ["default", APP_URL],
  ["payments", PAYMENTS_APP_URL],
] as const) {
  test(`CSP (${app} app): every page runs its own scripts with no violation`, async ({ page }) => {
    test.setTimeout(90_000);
    const { violations } = await watchViolations(page);
    for (const path of EVERY_PAGE) {
      const response = await page.goto(`${base}${path}`);
      const policy = response?.headers()["content-security-policy"] ?? "";
      expect(policy, path).toMatch(/script-src 'self' ('nonce-|'sha256-)/);
      expect(
        policy.split("; ").find((d) => d.startsWith("script-src")),
        path,
      ).not.toContain("unsafe");
      await expectHydrated(page);
      await expect(page.getByRole("button", { name: "Chat with Romeo, our support assistant" })).toBeVisible();
      expect(await violations(), path).toEqual([]);
    }
  });
}

test("CSP: an injected inline script or foreign script does not run", async ({ page }) => {
  const { violations } = await watchViolations(page);
  for (const path of ["/", "/no-such-page"]) {
    await page.goto(path);
    await expectHydrated(page);
    const ran = await page.evaluate(async () => {
      const inline = document.createElement("script");
      inline.textContent = "window.__injected = true";
      document.body.append(inline);
      const foreign = document.createElement("script");
      foreign.src = "https://attacker.example/steal.js";
      await new Promise((done) => {
        foreign.onerror = done;
        document.body.append(foreign);
      });
      return (window as unknown as { __injected?: boolean }).__injected ?? false;
    });
    expect(ran, path).toBe(false);
    const seen = await violations();
    expect(
      seen.some((v) => v.startsWith("script-src-elem inline")),
      path,
    ).toBe(true);
    expect(
      seen.some((v) => v.includes("attacker.example")),
      path,
    ).toBe(true);
  }
});

test("CSP: a page rendered per request gets a fresh nonce on every script", async ({ page }) => {
  await signIn(page, uniqueEmail("e2e-csp"), "/account");
  const nonces: string[] = [];
  for (let i = 0; i < 2; i++) {
    const response = await page.goto("/account");
    const nonce = /'nonce-([^']+)'/.exec(response?.headers()["content-security-policy"] ?? "")?.[1];
    expect(nonce).toBeTruthy();
    nonces.push(nonce!);
    const html = await response!.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    await expectHydrated(page);
  }
  expect(nonces[0]).not.toBe(nonces[1]);
});

test("CSP: Stripe.js may load where payments are configured, and only there", async ({ page }) => {
  const tryStripe = () =>
    page.evaluate(async () => {
      const script = document.createElement("script");
      script.src = "https://js.stripe.com/v3/";
      await new Promise((done) => {
        script.onerror = done; // js.stripe.com is unreachable from here: the load fails either way
        script.onload = done;
        document.body.append(script);
      });
      return (window as unknown as { __violations: string[] }).__violations.filter((v) => v.includes("js.stripe.com"));
    });
  await watchViolations(page);
  await page.goto(`${PAYMENTS_APP_URL}/premium-checkout`);
  expect(await tryStripe()).toEqual([]);
  await page.goto(`${APP_URL}/premium-checkout`);
  expect(await tryStripe()).toEqual(["script-src-elem https://js.stripe.com/v3/"]);
});
