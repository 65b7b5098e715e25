import { parseSetCookie } from "cookie";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { GET as authGet, POST as authPost } from "@/app/(auth)/api/auth/[...nextauth]/route";
import { POST as signInNonce } from "@/app/(auth)/api/auth/sign-in-nonce/route";
import { GET as currentUser } from "@/app/(auth)/api/auth/user/route";
import { POST as login } from "@/app/(auth)/api/standalone-login/route";
import { POST as logout, GET as logoutGet } from "@/app/(auth)/api/standalone-logout/route";
import { AUTH_EVENT_COOKIE } from "@/lib/auth/auth-event";
import { SESSION_COOKIE } from "@/lib/auth/cookies";
import { SIGN_IN_SUBJECT } from "@/lib/auth/sign-in-email";
import {
  SIGN_IN_CALLBACK_PATH,
  SIGN_IN_CONFIRM_PATH,
  SIGN_IN_NONCE_FIELD,
  SIGN_IN_NONCE_MISSING,
  SIGN_IN_NONCE_PATH,
} from "@/lib/auth/sign-in-rules";
import { SIGN_IN_FORM_INVALID } from "@/lib/messages";
import { db } from "@/lib/platform/db";
import { env, showDeveloperHints } from "@/lib/platform/env";
import { ROUTE_ALIASES } from "@/lib/platform/http/route-aliases";
import { proxy } from "@/proxy";
import { latestLinkFor, passCooldown, TestBrowser, uniqueEmail } from "../support/browser";

describe("POST /api/standalone-login", () => {
  it("sends a link (to the outbox, with no SMTP) and signs nobody in; only a developer's server says so", async () => {
    const browser = new TestBrowser();
    const email = uniqueEmail("link");
    const res = await browser.send(login, "/api/standalone-login", { body: { email: `  ${email.toUpperCase()} `, next: "/account" } });
    expect(res.status).toBe(200);
    // This test server is neither someone's own machine nor a QA server: it doesn't point at its outbox.
    expect(showDeveloperHints).toBe(false);
    expect(await res.json()).toEqual({ success: true, delivery: "email" });
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await db.user.count({ where: { email } })).toBe(0);

    const mail = await db.outboxEmail.findFirstOrThrow({ where: { to: email } });
    expect(mail.subject).toBe(SIGN_IN_SUBJECT);
    const link = new URL(mail.link!);
    expect(link.origin).toBe("http://localhost:3000");
    // The page that asks for a click, carrying exactly what Auth.js's callback needs.
    expect(link.pathname).toBe("/sign-in/confirm");
    expect([...link.searchParams.keys()].sort()).toEqual(["callbackUrl", "email", "token"]);
    expect(link.searchParams.get("callbackUrl")).toBe("http://localhost:3000/account");
    expect(mail.text).toContain(mail.link!);
    expect(mail.html).toContain("Sign in to Holla");
    expect(mail.text).toMatch(/expires in 24 hours/);

    // The token is stored hashed: the one in the link is not in the database.
    const stored = await db.verificationToken.findFirstOrThrow({ where: { identifier: email } });
    expect(stored.token).not.toBe(link.searchParams.get("token"));
    const hoursLeft = (stored.expires.getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(hoursLeft).toBeLessThanOrEqual(24);
  });

  it.each([
    [{ email: "not-an-email" }, "Please enter a valid email address."],
    [{ email: "" }, "Please enter a valid email address."],
    [{}, "Please enter a valid email address."],
    [{ email: 42 }, "Please enter a valid email address."],
  ])("400 for %j, naming the field, so the form marks it", async (body, message) => {
    const res = await new TestBrowser().send(login, "/api/standalone-login", { body });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: expect.stringContaining(message), code: "invalid_input", field: "email" });
  });

  it("never links anywhere but this site: a foreign `next` lands on /", async () => {
    for (const next of ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)"]) {
      const browser = new TestBrowser(`203.0.113.${Math.floor(Math.random() * 250)}`);
      const email = uniqueEmail("next");
      expect((await browser.send(login, "/api/standalone-login", { body: { email, next } })).status).toBe(200);
      expect(new URL(await latestLinkFor(email)).searchParams.get("callbackUrl")).toBe("http://localhost:3000/");
    }
  });

  it("refuses a second link to the same address within the cooldown, and too many in an hour", async () => {
    const email = uniqueEmail("bomb");
    const first = await new TestBrowser("192.0.2.1").send(login, "/api/standalone-login", { body: { email } });
    expect(first.status).toBe(200);
    const again = await new TestBrowser("192.0.2.2").send(login, "/api/standalone-login", { body: { email } });
    expect(again.status).toBe(429);
    expect(again.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await again.json()).error).toMatch(/wait a few seconds/);
    expect(await db.outboxEmail.count({ where: { to: email } })).toBe(1);
  });

  it(`refuses more than SIGN_IN_LINKS_PER_IP_PER_HOUR links from one address`, async () => {
    const ip = "192.0.2.77";
    const statuses: number[] = [];
    for (let i = 0; i <= env.SIGN_IN_LINKS_PER_IP_PER_HOUR; i++) {
      statuses.push((await new TestBrowser(ip).send(login, "/api/standalone-login", { body: { email: uniqueEmail(`ip${i}`) } })).status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(env.SIGN_IN_LINKS_PER_IP_PER_HOUR);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("the sign-in link", () => {
  it("signs in once: creates the account, sets the session cookie, lands on `next` and says it's new", async () => {
    const browser = new TestBrowser();
    const email = uniqueEmail("new");
    const res = await browser.signIn(email, "/account");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("http://localhost:3000/account");
    expect(browser.cookies.get(SESSION_COOKIE)).toBeTruthy();
    expect(browser.cookies.get(AUTH_EVENT_COOKIE)).toBe("signed_in_new");
    const setCookies = res.headers.getSetCookie().join("\n");
    expect(setCookies).toMatch(new RegExp(`${SESSION_COOKIE}=[^;]+;.*HttpOnly`, "i"));
    expect(setCookies).toMatch(/SameSite=Lax/i);

    const user = await db.user.findUniqueOrThrow({ where: { email } });
    expect(user.emailVerified).toBeInstanceOf(Date);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(1);
    expect(await db.verificationToken.count({ where: { identifier: email } })).toBe(0);
  });

  it("points the link to the app's own origin, whatever Host the request names, and the link still signs in", async () => {
    const hostile: Array<Record<string, string>> = [
      { host: "attacker.example" },
      { "x-forwarded-host": "attacker.example", "x-forwarded-proto": "https" },
      { host: "127.0.0.1:3100" },
    ];
    for (const headers of hostile) {
      const browser = new TestBrowser();
      const email = uniqueEmail("hostile-host");
      await browser.send(login, "/api/standalone-login", { body: { email, next: "/help" }, headers });
      const mail = await db.outboxEmail.findFirstOrThrow({ where: { to: email } });
      expect(new URL(mail.link!).origin).toBe("http://localhost:3000");
      expect(`${mail.text}${mail.html}`).not.toMatch(/attacker\.example|127\.0\.0\.1/);
      const res = await browser.openLink(mail.link!);
      expect(res.headers.get("location")).toBe("http://localhost:3000/help");
    }
  });

  it("a second sign-in to the same account is not 'new'", async () => {
    const email = uniqueEmail("again");
    await new TestBrowser().signIn(email);
    await passCooldown(email);
    const browser = new TestBrowser();
    const res = await browser.signIn(email);
    expect(res.status).toBe(303);
    expect(browser.cookies.get(AUTH_EVENT_COOKIE)).toBe("signed_in");
    expect(await db.user.count({ where: { email } })).toBe(1);
  });

  it("works once: opened again it signs nobody in and explains on /sign-in", async () => {
    const email = uniqueEmail("once");
    const first = new TestBrowser();
    await first.send(login, "/api/standalone-login", { body: { email } });
    const link = await latestLinkFor(email);
    expect((await first.openLink(link)).status).toBe(303);

    const second = new TestBrowser();
    const res = await second.openLink(link);
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get("location")!).pathname).toBe("/sign-in");
    expect(new URL(res.headers.get("location")!).searchParams.get("error")).toBe("Verification");
    expect(second.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it("expires: a link older than 24 hours signs nobody in", async () => {
    const email = uniqueEmail("expired");
    const browser = new TestBrowser();
    await browser.send(login, "/api/standalone-login", { body: { email } });
    await db.verificationToken.updateMany({ where: { identifier: email }, data: { expires: new Date(Date.now() - 1000) } });
    const res = await browser.openLink(await latestLinkFor(email));
    expect(new URL(res.headers.get("location")!).searchParams.get("error")).toBe("Verification");
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await db.user.count({ where: { email } })).toBe(0);
  });

  it("a forged token, or a token for another address, signs nobody in", async () => {
    const email = uniqueEmail("forged");
    const browser = new TestBrowser();
    await browser.send(login, "/api/standalone-login", { body: { email } });
    const link = new URL(await latestLinkFor(email));
    const forged = new URL(link);
    forged.searchParams.set("token", "0".repeat(64));
    expect(new URL((await browser.openLink(forged.toString())).headers.get("location")!).searchParams.get("error")).toBe("Verification");
    const otherAddress = new URL(link);
    otherAddress.searchParams.set("email", uniqueEmail("victim"));
    expect(new URL((await browser.openLink(otherAddress.toString())).headers.get("location")!).searchParams.get("error")).toBe(
      "Verification",
    );
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it("Auth.js's own sign-in form and POST actions are closed (they would bypass the limits)", async () => {
    const browser = new TestBrowser();
    for (const path of ["/api/auth/signin", "/api/auth/signin/email", "/api/auth/csrf", "/api/auth/providers"]) {
      expect((await browser.send(authGet, path)).status).toBe(404);
    }
    for (const path of ["/api/auth/signin/email", "/api/auth/signout", "/api/auth/callback/nodemailer", "/api/auth/session"]) {
      expect(
        (await browser.send(authPost, path, { body: "email=a%40b.co", headers: { "content-type": "application/x-www-form-urlencoded" } }))
          .status,
      ).toBe(404);
    }
  });
});

describe("login CSRF: only the confirm page's POST, from this browser, uses a link", () => {
  const form = (link: string, nonce?: string) => {
    const fields = new URLSearchParams(new URL(link).search);
    if (nonce !== undefined) fields.set(SIGN_IN_NONCE_FIELD, nonce);
    return fields;
  };
  const unusedTokens = (email: string) => db.verificationToken.count({ where: { identifier: email } });

  it("a GET of the callback with a valid token only leads to the confirm page: the token stays unused", async () => {
    const email = uniqueEmail("get-cb");
    const victim = new TestBrowser("192.0.2.150");
    await victim.send(login, "/api/standalone-login", { body: { email, next: "/account" } });
    const link = new URL(await latestLinkFor(email));

    const res = await victim.send(authGet, `${SIGN_IN_CALLBACK_PATH}${link.search}&extra=1`, {
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get("location")!, "http://localhost:3000");
    expect(location.pathname).toBe(SIGN_IN_CONFIRM_PATH);
    expect(Object.fromEntries(location.searchParams)).toEqual(Object.fromEntries(link.searchParams));
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(victim.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await unusedTokens(email)).toBe(1);
    expect(await db.user.count({ where: { email } })).toBe(0);

    // The person's own press of Sign In still works with the same link.
    expect((await victim.openLink(link.toString())).headers.get("location")).toBe("http://localhost:3000/account");
    expect(victim.cookies.has(SESSION_COOKIE)).toBe(true);
  });

  it("the POST signs in and uses the nonce up", async () => {
    const browser = new TestBrowser("192.0.2.151");
    const email = uniqueEmail("post-cb");
    const res = await browser.signIn(email);
    expect(res.status).toBe(303);
    expect(browser.cookies.get(SESSION_COOKIE)).toBeTruthy();
    expect(res.headers.get("cache-control")).toMatch(/no-store/);
    expect(res.headers.getSetCookie().map((c) => parseSetCookie(c))).toContainEqual(
      expect.objectContaining({ name: "holla_sign_in_nonce", value: "", maxAge: 0, path: "/" }),
    );
    expect([...browser.cookies.keys()].some((name) => name.includes("sign_in_nonce"))).toBe(false);
    expect(await unusedTokens(email)).toBe(0);
  });

  it("the nonce comes in an HttpOnly, SameSite=Lax, short-lived cookie, __Host- over https", async () => {
    const res = await new TestBrowser().send(signInNonce, SIGN_IN_NONCE_PATH, { method: "POST" });
    expect(res.status).toBe(200);
    const { nonce } = (await res.json()) as { nonce: string };
    expect(nonce).toMatch(/^[\w-]{43}$/);
    const [cookie] = res.headers.getSetCookie();
    expect(parseSetCookie(cookie!)).toEqual({
      name: "holla_sign_in_nonce",
      value: nonce,
      path: "/",
      maxAge: 300,
      httpOnly: true,
      sameSite: "lax",
    });
    expect(res.headers.get("cache-control")).toMatch(/no-store/);

    const secure = await new TestBrowser().send(signInNonce, SIGN_IN_NONCE_PATH, {
      method: "POST",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(parseSetCookie(secure.headers.getSetCookie()[0]!)).toEqual({
      name: "__Host-holla_sign_in_nonce",
      value: expect.stringMatching(/^[\w-]{43}$/),
      path: "/",
      maxAge: 300,
      httpOnly: true,
      sameSite: "lax",
      secure: true,
    });
  });

  it("a POST without this browser's nonce cookie is refused: back to the confirm page, token unused", async () => {
    const email = uniqueEmail("no-nonce");
    await new TestBrowser("192.0.2.152").send(login, "/api/standalone-login", { body: { email } });
    const link = await latestLinkFor(email);
    // Another browser's nonce (the attacker's own) is no use without its cookie.
    const attacker = new TestBrowser();
    const { nonce } = (await (await attacker.send(signInNonce, SIGN_IN_NONCE_PATH, { method: "POST" })).json()) as { nonce: string };

    const victim = new TestBrowser();
    for (const fields of [form(link), form(link, nonce)]) {
      const res = await victim.postSignInForm(fields);
      expect(res.status).toBe(303);
      const location = new URL(res.headers.get("location")!, "http://localhost:3000");
      expect(location.pathname).toBe(SIGN_IN_CONFIRM_PATH);
      expect(location.searchParams.get("error")).toBe(SIGN_IN_NONCE_MISSING);
      expect(location.searchParams.get("token")).toBe(new URL(link).searchParams.get("token"));
    }
    expect(victim.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await unusedTokens(email)).toBe(1);
  });

  it("a nonce cookie without the same nonce in the form is refused too", async () => {
    const email = uniqueEmail("bad-nonce");
    await new TestBrowser("192.0.2.153").send(login, "/api/standalone-login", { body: { email } });
    const link = await latestLinkFor(email);
    const browser = new TestBrowser();
    const { nonce } = (await (await browser.send(signInNonce, SIGN_IN_NONCE_PATH, { method: "POST" })).json()) as { nonce: string };
    for (const given of ["", `${nonce.slice(0, -1)}x`, "short"]) {
      const res = await browser.postSignInForm(form(link, given));
      expect(new URL(res.headers.get("location")!, "http://localhost:3000").searchParams.get("error")).toBe(SIGN_IN_NONCE_MISSING);
    }
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await unusedTokens(email)).toBe(1);
  });

  it("a form without the link's fields, or too large, is a 400 that says what to do", async () => {
    const browser = new TestBrowser();
    const post = (body: string) =>
      browser.send(authPost, SIGN_IN_CALLBACK_PATH, { body, headers: { "content-type": "application/x-www-form-urlencoded" } });
    for (const body of [
      "",
      "email=a%40b.co",
      "token=abc",
      "token=abc&email=a%00%40b.co",
      `token=abc&email=a%40b.co&callbackUrl=${"x".repeat(3000)}`,
    ]) {
      const res = await post(body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(await res.json()).toEqual({ error: SIGN_IN_FORM_INVALID, code: "invalid_input" });
    }
    expect((await post(`token=abc&email=a%40b.co&callbackUrl=${"x".repeat(5000)}`)).status).toBe(413);
  });

  it("proxy.ts refuses another site's POST to the callback, the nonce and sign-out before they run", async () => {
    for (const path of [SIGN_IN_CALLBACK_PATH, SIGN_IN_NONCE_PATH, "/api/standalone-logout"]) {
      const foreign: Record<string, string>[] = [
        { origin: "http://evil.example" },
        { origin: "http://sub.localhost:3000", "sec-fetch-site": "same-site" },
        { "sec-fetch-site": "cross-site" },
      ];
      for (const headers of foreign) {
        const res = proxy(
          new NextRequest(`http://localhost:3000${path}`, { method: "POST", headers: { host: "localhost:3000", ...headers } }),
        );
        expect({ path, headers, status: res.status }).toEqual({ path, headers, status: 403 });
      }
      const own = proxy(
        new NextRequest(`http://localhost:3000${path}`, {
          method: "POST",
          headers: { host: "localhost:3000", origin: "http://localhost:3000" },
        }),
      );
      expect(own.status).toBe(200);
    }
  });
});

describe("the current user and signing out", () => {
  it("GET /api/auth/user: 401 signed out; email and plan signed in; the alias says the same", async () => {
    const browser = new TestBrowser();
    const anonymous = await browser.send(currentUser, "/api/auth/user");
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: "You're not signed in.", code: "not_signed_in" });

    const email = uniqueEmail("me");
    await browser.signIn(email);
    const me = await browser.send(currentUser, "/api/auth/user");
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ email, subscriptionStatus: "basic", subscriptionTier: "basic" });
    expect(me.headers.get("cache-control")).toMatch(/no-store/);
    // The alias is a rewrite to the same handler (lib/platform/http/route-aliases.ts; over HTTP in tests/e2e/server-hardening.spec.ts).
    expect(ROUTE_ALIASES["/api/standalone-auth/user"]).toBe("/api/auth/user");
    const alias = await browser.send(currentUser, "/api/auth/user");
    expect(await alias.json()).toEqual({ email, subscriptionStatus: "basic", subscriptionTier: "basic" });
  });

  it("a made-up or expired session cookie is nobody", async () => {
    const browser = new TestBrowser();
    browser.cookies.set(SESSION_COOKIE, "made-up-token");
    expect((await browser.send(currentUser, "/api/auth/user")).status).toBe(401);

    const email = uniqueEmail("stale");
    const real = new TestBrowser();
    await real.signIn(email);
    await db.session.updateMany({
      where: { sessionToken: real.cookies.get(SESSION_COOKIE)! },
      data: { expires: new Date(Date.now() - 1000) },
    });
    expect((await real.send(currentUser, "/api/auth/user")).status).toBe(401);
  });

  it("rolls an active session forward once a day", async () => {
    const browser = new TestBrowser();
    await browser.signIn(uniqueEmail("roll"));
    const token = browser.cookies.get(SESSION_COOKIE)!;
    const soon = new Date(Date.now() + 2 * 86_400_000);
    await db.session.update({ where: { sessionToken: token }, data: { expires: soon } });
    const res = await browser.send(currentUser, "/api/auth/user");
    expect(res.status).toBe(200);
    const { expires } = await db.session.findUniqueOrThrow({ where: { sessionToken: token } });
    expect(expires.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(res.headers.getSetCookie().join("\n")).toContain(`${SESSION_COOKIE}=${token}`);
  });

  it("POST /api/standalone-logout ends the session and redirects home", async () => {
    const browser = new TestBrowser("192.0.2.155");
    const email = uniqueEmail("bye");
    await browser.signIn(email);
    const token = browser.cookies.get(SESSION_COOKIE)!;
    const res = await browser.send(logout, "/api/standalone-logout", {
      method: "POST",
      headers: { origin: "http://localhost:3000", "sec-fetch-site": "same-origin" },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/");
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(browser.cookies.get(AUTH_EVENT_COOKIE)).toBe("signed_out");
    expect(await db.session.count({ where: { sessionToken: token } })).toBe(0);
    // Even a browser that kept the old cookie is signed out: the session row is gone.
    const kept = new TestBrowser();
    kept.cookies.set(SESSION_COOKIE, token);
    expect((await kept.send(currentUser, "/api/auth/user")).status).toBe(401);
  });

  it("GET /api/standalone-logout never signs out, whoever sends it: it leads to the Sign Out page", async () => {
    const browser = new TestBrowser("192.0.2.154");
    const email = uniqueEmail("get-out");
    await browser.signIn(email);
    const token = browser.cookies.get(SESSION_COOKIE)!;
    for (const site of [undefined, "cross-site", "same-site", "same-origin", "none"]) {
      const res = await browser.send(logoutGet, "/api/standalone-logout", { headers: site ? { "sec-fetch-site": site } : {} });
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/sign-out");
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    expect(browser.cookies.get(SESSION_COOKIE)).toBe(token);
    expect(await db.session.count({ where: { sessionToken: token } })).toBe(1);
    expect((await browser.send(currentUser, "/api/auth/user")).status).toBe(200);
  });

  it("signing out while signed out just goes home", async () => {
    const res = await new TestBrowser().send(logout, "/api/standalone-logout", { method: "POST" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/");
  });
});

describe("housekeeping", () => {
  it("asking for a link clears expired links nobody opened", async () => {
    const stale = uniqueEmail("stale-link");
    await db.verificationToken.create({ data: { identifier: stale, token: "expired-hash", expires: new Date(Date.now() - 60_000) } });
    await new TestBrowser("192.0.2.201").send(login, "/api/standalone-login", { body: { email: uniqueEmail("sweeper") } });
    await expect.poll(() => db.verificationToken.count({ where: { identifier: stale } })).toBe(0);
  });
});
