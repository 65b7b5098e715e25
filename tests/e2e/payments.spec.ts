import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import Stripe from "stripe";
import { formatPrice, PLANS } from "@/lib/plans";
import { SITE } from "@/lib/site";
import { grantPremium, linkFromOutbox, openSignInLink, signIn } from "./auth";
import { query, uniqueEmail } from "./db";
import { APP_URL, E2E_ADMIN_EMAILS, E2E_STRIPE_ENV, FAKE_STRIPE_URL, PAYMENTS_APP_URL } from "./server-env";
import { acceptNotice, generate, toneTile } from "./tool";

// Checkout (docs/product.md; docs/decisions.md, "Price"). Two servers run the same build: the default one
// has no Stripe settings; the other talks to a local fake of Stripe's API. Stripe.js itself cannot
// load on this machine (js.stripe.com is unreachable), so the payment is made the way Stripe would
// report it: the fake marks it paid and the test delivers Stripe's signed webhook events.

const header = (page: Page) => page.getByRole("banner");
const main = (page: Page) => page.getByRole("main");
const signer = new Stripe(E2E_STRIPE_ENV.STRIPE_SECRET_KEY);

type FakeState = {
  customers: Array<{ id: string; email: string; deleted?: boolean }>;
  subscriptions: Array<{ id: string; customer: string; status: string; created: number }>;
};

async function fakeState(request: APIRequestContext): Promise<FakeState> {
  return (await (await request.get(`${FAKE_STRIPE_URL}/_test/state`)).json()) as FakeState;
}

/** The newest Stripe subscription of the customer with this email. */
async function subscriptionOf(request: APIRequestContext, email: string) {
  const state = await fakeState(request);
  const customer = state.customers.find((c) => c.email === email && !c.deleted);
  const subscription = state.subscriptions.filter((s) => s.customer === customer?.id).sort((a, b) => b.created - a.created)[0];
  if (!subscription) throw new Error(`no subscription for ${email}`);
  return subscription;
}

/** Asks the fake Stripe to move a subscription on, then delivers the signed events it answers with. */
async function stripeDoes(request: APIRequestContext, subscriptionId: string, action: "pay" | "end-period" | "refund") {
  const { events } = (await (await request.post(`${FAKE_STRIPE_URL}/_test/subscriptions/${subscriptionId}/${action}`)).json()) as {
    events: unknown[];
  };
  for (const event of events) {
    const payload = JSON.stringify(event);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: E2E_STRIPE_ENV.STRIPE_WEBHOOK_SECRET });
    const res = await request.post(`${PAYMENTS_APP_URL}/api/stripe/webhook`, {
      headers: { "stripe-signature": signature, "content-type": "application/json" },
      data: payload,
    });
    expect(res.status()).toBe(200);
  }
}

test.describe("with Stripe configured", () => {
  test.use({ baseURL: PAYMENTS_APP_URL });

  test("pay for Premium: the payment step, Stripe's webhook, the welcome page, Creative unlocked, then Already Premium", async ({
    page,
  }) => {
    const email = uniqueEmail("e2e-pay");
    await page.goto("/subscribe");
    await main(page).getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await openSignInLink(page, await linkFromOutbox(page, email));
    await expect(page).toHaveURL("/subscribe");

    // The payment step: the server opened an unpaid subscription for this user at Stripe's price…
    await expect(main(page).getByText(`Signed in as ${email}`, { exact: true })).toBeVisible();
    await expect.poll(async () => (await subscriptionOf(page.request, email).catch(() => null))?.status).toBe("incomplete");
    // …and the card form's script cannot load here, which the page says plainly.
    await expect(main(page).getByRole("alert")).toContainText("Failed to initialize payment system");
    await expect(main(page).getByRole("button", { name: "Retry" })).toBeVisible();
    expect(
      await query('select 1 from subscription s join "users" u on u.id = s.user_id where u.email = $1 and s.status = $2', [
        email,
        "active",
      ]),
    ).toHaveLength(0);

    await stripeDoes(page.request, (await subscriptionOf(page.request, email)).id, "pay");
    await page.goto("/welcome-premium");
    await expect(page.getByRole("heading", { name: "Your Premium is active" })).toBeVisible();
    await page
      .getByRole("link", { name: "Start Using Premium Features" })
      .or(page.getByRole("button", { name: "Start Using Premium Features" }))
      .click();
    await expect(page).toHaveURL("/");

    await acceptNotice(page);
    await expect(page.getByRole("tabpanel", { name: "Reply Generator" }).getByText("Unlimited replies")).toBeVisible();
    await generate(page, "Guess which museum I'm at 🖼️", "creative");
    await expect(toneTile(page, "creative")).toHaveAttribute("aria-pressed", "true");

    await page.goto("/premium-checkout");
    await expect(page.getByText("Already Premium")).toBeVisible();
    await expect(page).toHaveURL("/");
  });

  test("Manage billing opens the portal; cancelling keeps Premium to the period's end, then Basic", async ({ page }) => {
    const email = uniqueEmail("e2e-portal");
    await signIn(page, email);
    const started = await page.request.post("/api/create-payment-intent", { data: { amount: 999 } });
    expect(started.status()).toBe(200);
    const subscription = await subscriptionOf(page.request, email);
    await stripeDoes(page.request, subscription.id, "pay");

    await page.goto("/account");
    await expect(page.getByText(/^Renews on /)).toBeVisible();
    await page.getByRole("button", { name: "Manage billing" }).click();
    await expect(page).toHaveTitle("Fake Stripe billing portal");
    await page.getByRole("button", { name: "Cancel plan" }).click();

    // Back on /account, the change shows at once (synced from Stripe, not waiting for the webhook).
    await expect(page).toHaveURL(/\/account\?billing=updated$/);
    await expect(page.getByText(/^Cancelled: access until .+, then Basic\.$/)).toBeVisible();
    expect(await page.request.get("/api/auth/user").then((r) => r.json())).toMatchObject({ subscriptionStatus: "premium" });

    await stripeDoes(page.request, subscription.id, "end-period");
    await page.goto("/account");
    await expect(
      page.getByText(`Free: ${PLANS.basic.dailyGenerations} replies a day and up to ${PLANS.basic.savedReplies} saved replies.`),
    ).toBeVisible();
    expect(await page.request.get("/api/auth/user").then((r) => r.json())).toMatchObject({ subscriptionStatus: "basic" });
  });

  test("a refund ends Premium at once", async ({ page }) => {
    const email = uniqueEmail("e2e-refund");
    await signIn(page, email);
    await page.request.post("/api/create-payment-intent", { data: {} });
    const subscription = await subscriptionOf(page.request, email);
    await stripeDoes(page.request, subscription.id, "pay");
    expect(await page.request.get("/api/auth/user").then((r) => r.json())).toMatchObject({ subscriptionStatus: "premium" });
    await stripeDoes(page.request, subscription.id, "refund");
    expect(await page.request.get("/api/auth/user").then((r) => r.json())).toMatchObject({ subscriptionStatus: "basic" });
    expect((await subscriptionOf(page.request, email)).status).toBe("canceled");
  });

  test("/premium-checkout: $9.99/month, sign in, then the payment step", async ({ page }) => {
    await page.goto("/premium-checkout");
    await expect(main(page).getByText(formatPrice(PLANS.premium.priceCents), { exact: true })).toBeVisible();
    await expect(main(page).getByText("/month, cancel anytime")).toBeVisible();
    await expect(main(page)).not.toContainText(/one-time/i);
    await expect(main(page).getByRole("link", { name: "Back to Plans" })).toHaveAttribute("href", "/subscribe");
    const email = uniqueEmail("e2e-upgrade");
    await expect(page.getByRole("heading", { name: "Sign in to upgrade" })).toBeVisible();
    await main(page).getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await openSignInLink(page, await linkFromOutbox(page, email));
    await expect(page).toHaveURL("/premium-checkout");
    await expect(main(page).getByText(`Signed in as ${email}`, { exact: true })).toBeVisible();
    await expect(main(page).getByRole("alert")).toContainText("Failed to initialize payment system");
    // The debug widget is for phones only.
    await expect(main(page).getByText("Payment not working? Check this device")).toHaveCount(0);
  });

  test("on a phone, the payment step has a debug widget that says what this device can and can't do", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const email = uniqueEmail("e2e-debug");
    await signIn(page, email, "/premium-checkout");
    await expect(page).toHaveURL("/premium-checkout");
    await expect(main(page).getByRole("alert")).toContainText("Failed to initialize payment system");
    await main(page).getByText("Payment not working? Check this device").click();
    const checks = main(page).getByRole("definition");
    const row = (label: string) => main(page).getByRole("term").filter({ hasText: label }).locator("xpath=following-sibling::dd[1]");
    await expect(checks.first()).toBeVisible();
    await expect(row("Connection")).toHaveText("Online");
    await expect(row("Secure page (HTTPS)")).toHaveText("No: wallets need HTTPS");
    await expect(row("Payment system (Stripe.js)")).toHaveText("Couldn't load");
    await expect(row("Card form")).toHaveText("Not started");
    await expect(row("Google Pay")).toHaveText("Unknown (the payment system didn't load)");
    const { violations } = await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });

  test("/payment-test: every check passes against Stripe, and Stripe.js can't load here", async ({ page }) => {
    await signIn(page, E2E_ADMIN_EMAILS[0], "/payment-test");
    await page.goto("/payment-test");
    await page.getByRole("button", { name: "Test Payment System" }).click();
    await expect(page.getByText("Payment Test Successful")).toBeVisible();
    await expect(page.getByText("Ready to take payments.")).toBeVisible();
    await expect(main(page)).toContainText(`${formatPrice(PLANS.premium.priceCents)} USD a month`);
    await expect(main(page).getByText("Failed to initialize payment system")).toBeVisible();
  });
});

test.describe("without Stripe (the embedded default)", () => {
  test("checkout says first, before asking for an email, that payments are not set up; no developer instructions for customers", async ({
    page,
  }) => {
    for (const path of ["/premium-checkout", "/subscribe", "/subscribe-oauth"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Payments aren't set up on this server" })).toBeVisible();
      await expect(main(page).getByRole("button", { name: /Continue/ })).toHaveCount(0);
      await expect(main(page).getByLabel(/email/i)).toHaveCount(0);
      // This server is like a deployment: how a developer grants Premium is not a customer's business.
      await expect(main(page).getByText("npm run grant-premium -- YOUR_EMAIL")).toHaveCount(0);
      await expect(main(page).getByRole("link", { name: SITE.mail.support })).toBeVisible();
    }
    // Signed in, the same.
    await signIn(page, uniqueEmail("e2e-noconfig"), "/subscribe");
    await page.goto("/subscribe");
    await expect(page.getByRole("heading", { name: "Payments aren't set up on this server" })).toBeVisible();
  });

  test("on a developer's server, the same screen says how to grant Premium, and still offers sign-in for it", async ({ page }) => {
    await page.route("**/api/billing/config", (route) =>
      route.fulfill({ json: { configured: false, publishableKey: null, premiumPlusAvailable: false, developerHints: true } }),
    );
    await page.goto("/subscribe");
    await expect(page.getByRole("heading", { name: "Payments aren't set up on this server" })).toBeVisible();
    await expect(main(page).getByText("npm run grant-premium -- YOUR_EMAIL")).toBeVisible();
    await expect(main(page).getByLabel(/email/i).first()).toBeVisible();
  });

  test("a granted Premium user is told Already Premium on /premium-checkout", async ({ page }) => {
    const email = uniqueEmail("e2e-granted");
    await signIn(page, email);
    grantPremium(email);
    await page.goto("/premium-checkout");
    await expect(page.getByText("Already Premium")).toBeVisible();
    await expect(page).toHaveURL("/");
  });

  test("the pricing section shows Premium Active to a Premium user, and the plans to everyone else", async ({ page }) => {
    await page.goto("/#pricing");
    const pricing = page.locator("#pricing");
    await expect(pricing.getByRole("heading", { name: PLANS.premium.name, exact: true })).toBeVisible();
    const email = uniqueEmail("e2e-active");
    grantPremium(email);
    await signIn(page, email);
    await page.goto("/#pricing");
    await expect(pricing.getByRole("heading", { name: "Premium Active" })).toBeVisible();
    await expect(pricing.getByRole("heading", { name: PLANS.premium.name, exact: true })).toHaveCount(0);
    await expect(pricing.getByRole("link", { name: "Manage your plan" })).toHaveAttribute("href", "/account");
  });

  test("Premium Plus: $24.99/month, coming soon, and a waitlist that remembers you", async ({ page }) => {
    await page.goto("/subscribe-premium-plus");
    await expect(main(page)).toContainText(formatPrice(PLANS.premium_plus.priceCents));
    const email = uniqueEmail("e2e-waitlist");
    await main(page).getByRole("button", { name: "Join the Waitlist" }).click();
    await expect(page.getByText("Invalid Email")).toBeVisible();
    await main(page).getByLabel("Email address").fill(email);
    await main(page).getByRole("button", { name: "Join the Waitlist" }).click();
    await expect(page.getByText("You're on the list!")).toBeVisible();
    expect(await query("select plan from waitlist where email = $1", [email])).toEqual([{ plan: "premium_plus" }]);
    // Confirmed in place, where the form was, after the toast has gone.
    const confirmation = main(page).getByRole("status").filter({ hasText: "You're on the list" });
    await expect(confirmation).toContainText(email);
    await expect(main(page).getByLabel("Email address")).toHaveCount(0);
    await confirmation.getByRole("button", { name: "Add another email" }).click();
    await expect(main(page).getByLabel("Email address")).toHaveValue("");
  });

  test("/payment-test is for administrators: a visitor is told so, and its API answers 404", async ({ page, browser }) => {
    // As first served, before its scripts run, the page is checking: its button can't take a press that
    // nothing would answer (a press before hydration was lost, and the test above flaked on it).
    const scriptless = await browser.newContext({ javaScriptEnabled: false });
    const served = await scriptless.newPage();
    await served.goto(new URL("/payment-test", APP_URL).toString());
    await expect(main(served).getByRole("button", { name: "Testing..." })).toBeDisabled();
    await scriptless.close();

    await page.goto("/payment-test");
    await expect(main(page).getByText("This page is for administrators.")).toBeVisible();
    await expect(main(page).getByText("STRIPE_SECRET_KEY")).toHaveCount(0);
    expect((await page.request.post("/api/payment-test")).status()).toBe(404);
  });

  test("/payment-test lists what is missing", async ({ page }) => {
    await signIn(page, E2E_ADMIN_EMAILS[1], "/payment-test");
    await page.goto("/payment-test");
    await expect(main(page).getByText("STRIPE_SECRET_KEY is not set")).toBeVisible();
    await page.getByRole("button", { name: "Test Payment System" }).click();
    await expect(page.getByText("Payment Test Result")).toBeVisible();
  });

  test("/welcome-premium for someone who never paid: nothing to confirm, the way to Premium, and no waiting", async ({ page }) => {
    await page.clock.install();
    let syncs = 0;
    page.on("request", (r) => void (r.url().endsWith("/api/billing/sync") && syncs++));
    await signIn(page, uniqueEmail("e2e-never-paid"), "/welcome-premium");
    await expect(main(page).getByRole("heading", { name: "There's no payment to confirm" })).toBeVisible();
    await expect(main(page).getByText("Welcome to Premium")).toHaveCount(0);
    await expect(main(page).getByRole("link", { name: `Get ${PLANS.premium.name}` })).toHaveAttribute("href", "/subscribe");
    // A minute on the clock: the page doesn't keep asking the server.
    const asked = syncs;
    await page.clock.fastForward(60_000);
    expect(syncs).toBe(asked);
    await main(page).getByRole("button", { name: "I just paid: check again" }).click();
    await expect.poll(() => syncs).toBe(asked + 1);
    await expect(main(page).getByRole("heading", { name: "There's no payment to confirm" })).toBeVisible();
  });

  test("/welcome-premium asks a signed-out visitor to sign in", async ({ page }) => {
    await page.goto("/welcome-premium");
    await expect(page.getByRole("heading", { name: "Sign in to see your Premium" })).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Get Started" })).toBeVisible();
  });
});

test("/premium-checkout's first paint is already the screen to act on, before the app's code arrives", async ({ browser }) => {
  const context = await browser.newContext();
  // The app's bundles never arrive; only what the server rendered (and streamed) shows.
  await context.route("**/_next/static/chunks/**", (route) => route.abort());
  const page = await context.newPage();
  await page.goto(`${APP_URL}/premium-checkout`);
  await expect(main(page).getByRole("heading", { name: "Payments aren't set up on this server" })).toBeVisible();
  await page.goto(`${PAYMENTS_APP_URL}/premium-checkout`);
  await expect(main(page).getByRole("heading", { name: "Sign in to upgrade" })).toBeVisible();
  await expect(main(page).getByLabel("Email address")).toBeVisible();
  // A browser that was signed in before waits for the server's answer instead of offering a sign-in.
  await context.addCookies([{ name: "holla_signed_in", value: "1", url: PAYMENTS_APP_URL }]);
  await page.goto(`${PAYMENTS_APP_URL}/premium-checkout`);
  await expect(main(page).getByText("Checking whether you're signed in…")).toBeVisible();
  await context.close();
});
