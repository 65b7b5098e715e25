import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { SIGN_IN_CALLBACK_PATH, SIGN_IN_CONFIRM_PATH, SIGN_IN_NONCE_PATH, SIGN_OUT_PATH } from "@/lib/auth/sign-in-rules";
import { linkFromOutbox, openSignInLink, pressSignIn, signIn, userRows } from "./auth";
import { query, uniqueEmail } from "./db";
import { APP_URL } from "./server-env";
import { acceptNotice } from "./tool";

// Login CSRF and sign-out CSRF, from a real page on another site. The attacker's pages come from a
// tiny server started here, at http://localhost:PORT: another site than the app at 127.0.0.1 (a host
// name and an IP address never share a site), so the browser treats it like any foreign site.

let server: Server;
let attackerOrigin: string;
const attackerPages = new Map<string, string>();

test.beforeAll(async () => {
  server = createServer((request, response) => {
    const html = attackerPages.get(request.url ?? "");
    response.writeHead(html ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
    response.end(html ?? "Not found");
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  attackerOrigin = `http://localhost:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Publishes a page on the attacker's site; returns its address. */
function attackerPage(body: string): string {
  const path = `/${Math.random().toString(36).slice(2)}.html`;
  attackerPages.set(path, `<!doctype html><html><head><title>Win a prize</title></head><body>${body}</body></html>`);
  return `${attackerOrigin}${path}`;
}

const attr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** A form on the attacker's page that posts itself to the app as soon as the page loads. */
function autoPost(path: string, fields: Record<string, string> = {}): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${attr(name)}" value="${attr(value)}">`)
    .join("");
  return attackerPage(
    `<form method="post" action="${attr(`${APP_URL}${path}`)}">${inputs}</form><script>document.forms[0].submit()</script>`,
  );
}

/** The attacker asks for a link to their own account in their own browser, and reads their inbox. */
async function attackersLink(browser: Browser) {
  const email = uniqueEmail("e2e-attacker");
  const context = await browser.newContext();
  expect((await context.request.post(`${APP_URL}/api/standalone-login`, { data: { email } })).status()).toBe(200);
  // Their own nonce too: it is no use in anyone else's browser.
  const { nonce } = (await (await context.request.post(`${APP_URL}${SIGN_IN_NONCE_PATH}`)).json()) as { nonce: string };
  await context.close();
  const [mail] = await query<{ link: string }>('select link from outbox_email where "to" = $1 order by created_at desc limit 1', [email]);
  const params = new URL(mail!.link).searchParams;
  return { email, params, nonce };
}

const unusedTokens = async (email: string) =>
  (await query<{ n: number }>("select count(*)::int as n from verification_token where identifier = $1", [email]))[0]!.n;
const whoAmI = async (page: Page) => (await page.request.get("/api/auth/user")).status();
const sessions = (email: string) => query('select 1 from "session" s join "users" u on u.id = s.user_id where u.email = $1', [email]);
const savedTexts = async (email: string) =>
  (
    await query<{ text: string }>(
      'select s.text from saved_reply s join "users" u on u.id = s.user_id where u.email = $1 order by s.text',
      [email],
    )
  ).map((r) => r.text);

test.describe("login CSRF: another site can't sign a visitor into its account", () => {
  test("a navigation to the callback with the attacker's link only shows the confirm page, naming the attacker's account", async ({
    page,
    browser,
  }) => {
    const attacker = await attackersLink(browser);
    await page.goto(
      attackerPage(`<script>location.href = ${JSON.stringify(`${APP_URL}${SIGN_IN_CALLBACK_PATH}?${attacker.params}`)}</script>`),
    );
    await page.waitForURL((url) => url.origin === APP_URL && url.pathname === SIGN_IN_CONFIRM_PATH);
    await expect(page.getByRole("main").getByRole("heading", { name: `Sign in as ${attacker.email}` })).toBeVisible();
    await expect(page.getByText("someone may be trying to sign you in to their account")).toBeVisible();

    expect(await whoAmI(page)).toBe(401);
    expect(await unusedTokens(attacker.email)).toBe(1);
    expect(await userRows(attacker.email)).toHaveLength(0);
  });

  test("a form on the attacker's page that posts the link to the callback is refused", async ({ page, browser }) => {
    const attacker = await attackersLink(browser);
    // Even just after this browser's own confirm page fetched a nonce: its cookie stays on our site.
    expect((await page.request.post(SIGN_IN_NONCE_PATH)).status()).toBe(200);

    const answered = page.waitForResponse((r) => r.url() === `${APP_URL}${SIGN_IN_CALLBACK_PATH}` && r.request().method() === "POST");
    await page.goto(autoPost(SIGN_IN_CALLBACK_PATH, { ...Object.fromEntries(attacker.params), nonce: attacker.nonce }));
    const response = await answered;
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({ error: expect.stringMatching(/another website/), code: "cross_site" });

    expect(await whoAmI(page)).toBe(401);
    expect(await unusedTokens(attacker.email)).toBe(1);
    expect(await userRows(attacker.email)).toHaveLength(0);
  });
});

test.describe("signing out: only a person's own press of Sign Out", () => {
  test("a link to /api/standalone-logout on another site only asks; a form post from there is refused; the page's button signs out", async ({
    page,
  }) => {
    const email = uniqueEmail("e2e-out-csrf");
    await signIn(page, email);

    await page.goto(attackerPage(`<a href="${attr(`${APP_URL}${SIGN_OUT_PATH}`)}">Claim your prize</a>`));
    await page.getByRole("link", { name: "Claim your prize" }).click();
    await expect(page).toHaveURL(`${APP_URL}/sign-out`);
    await expect(page.getByRole("heading", { name: "Sign out of Holla?" })).toBeVisible();
    expect(await whoAmI(page)).toBe(200);

    const answered = page.waitForResponse((r) => r.url() === `${APP_URL}${SIGN_OUT_PATH}` && r.request().method() === "POST");
    await page.goto(autoPost(SIGN_OUT_PATH));
    expect((await answered).status()).toBe(403);
    expect(await whoAmI(page)).toBe(200);
    expect(await sessions(email)).toHaveLength(1);

    // The person who does mean it: the Sign Out page's button.
    await page.goto("/sign-out");
    await page.getByRole("main").getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByText("Signed Out")).toBeVisible();
    expect(await whoAmI(page)).toBe(401);
    expect(await sessions(email)).toHaveLength(0);
  });
});

test.describe("the person's own sign-in and sign-out still work", () => {
  test("the emailed link and its Sign In button sign in; the header's Sign Out signs out", async ({ page }) => {
    const email = uniqueEmail("e2e-real");
    expect((await page.request.post("/api/standalone-login", { data: { email, next: "/help" } })).status()).toBe(200);
    await openSignInLink(page, await linkFromOutbox(page, email));
    await expect(page).toHaveURL("/help");
    await expect(page.getByRole("banner").getByRole("link", { name: /^Welcome (back|to Holla)!/ })).toBeVisible();
    expect(await whoAmI(page)).toBe(200);

    await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByText("Signed Out")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Get Started" })).toBeVisible();
    expect(await sessions(email)).toHaveLength(0);
  });

  test("Sign Out on /account works without JavaScript", async ({ browser }) => {
    const email = uniqueEmail("e2e-nojs");
    expect(
      (
        await fetch(`${APP_URL}/api/standalone-login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email }),
        })
      ).status,
    ).toBe(200);
    const [mail] = await query<{ link: string }>('select link from outbox_email where "to" = $1 order by created_at desc limit 1', [email]);
    const link = new URL(mail!.link);
    const signedIn = await pressSignIn(`${APP_URL}${link.pathname}${link.search}`);
    expect(signedIn.status).toBe(303);
    const session = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .find((c) => c.startsWith("authjs.session-token="))!;
    expect(session).toBeTruthy();

    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies([{ name: "authjs.session-token", value: session.slice(session.indexOf("=") + 1), url: APP_URL }]);
    const page = await context.newPage();
    await page.goto(`${APP_URL}/account`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your Account");
    await page.getByRole("main").getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(`${APP_URL}/`);
    expect(await sessions(email)).toHaveLength(0);
    await context.close();
  });
});

test("after signing in, replies saved in this browser are offered, not moved: Keep here keeps them, Move moves them", async ({ page }) => {
  await acceptNotice(page);
  await page.evaluate(() => {
    const saved = [1, 2].map((n) => ({ text: `Browser reply ${n}`, tone: "funny", language: "en", timestamp: 1_700_000_000_000 + n }));
    localStorage.setItem("holla.savedReplies", JSON.stringify(saved));
  });
  const email = uniqueEmail("e2e-offer");
  await signIn(page, email);
  await page.getByRole("tab", { name: "Saved Replies" }).click();
  const offer = page.getByText(`Move 2 replies saved in this browser into your account (${email})?`);
  await expect(offer).toBeVisible();
  expect(await savedTexts(email)).toEqual([]);

  await page.getByRole("button", { name: "Keep here" }).click();
  await expect(offer).toHaveCount(0);
  expect(await savedTexts(email)).toEqual([]);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem("holla.savedReplies")))!)).toHaveLength(2);

  // Still theirs to move later: the next visit offers again.
  await page.reload();
  await page.getByRole("tab", { name: "Saved Replies" }).click();
  await expect(offer).toBeVisible();
  await page.getByRole("button", { name: "Move", exact: true }).click();
  await expect.poll(() => savedTexts(email)).toEqual(["Browser reply 1", "Browser reply 2"]);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("holla.savedReplies"))).toBeNull();
  await expect(offer).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Saved replies" }).getByRole("article")).toHaveCount(2);
});

test("the sign-in screen's Continue never leads to another site", async ({ page }) => {
  await signIn(page, uniqueEmail("e2e-next"));
  for (const next of ["/..//evil.example/phish", "/%2e%2e//evil.example", "/.//evil.example"]) {
    await page.goto(`/sign-in?next=${next}`);
    await expect(page.getByRole("main").getByRole("link", { name: "Continue" })).toHaveAttribute("href", "/");
  }
  await page.goto(`/sign-in?next=${encodeURIComponent("/help?x=1")}`);
  await expect(page.getByRole("main").getByRole("link", { name: "Continue" })).toHaveAttribute("href", "/help?x=1");
});
