import { afterAll, describe, expect, it, vi } from "vitest";

// The production configuration: SMTP through Nodemailer (to a local SMTP server) and a public
// https origin in AUTH_URL, with the app behind a TLS-terminating proxy.
const smtp = await vi.hoisted(async () => {
  const { startFakeSmtp } = await import("../support/fake-smtp");
  const server = await startFakeSmtp({ refuse: ["nobody@example.com"] });
  process.env.EMAIL_SERVER = server.url;
  process.env.EMAIL_FROM = "Holla <hello@holla.example>";
  process.env.AUTH_URL = "https://holla.example";
  return server;
});

import { GET as currentUser } from "@/app/(auth)/api/auth/user/route";
import { POST as login } from "@/app/(auth)/api/standalone-login/route";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "@/lib/auth/cookies";
import { outboxKey, outboxKeyMatches } from "@/lib/auth/outbox";
import { MAIL_UNAVAILABLE } from "@/lib/messages";
import { db } from "@/lib/platform/db";
import { TestBrowser, uniqueEmail } from "../support/browser";
import { decodeQuotedPrintable } from "../support/fake-smtp";

afterAll(() => smtp.close());

const https = { "x-forwarded-proto": "https", "x-forwarded-host": "holla.example" };

function linkIn(raw: string): string {
  const match = decodeQuotedPrintable(raw).match(/https:\/\/holla\.example\/sign-in\/confirm\?[^\s"<>]+/);
  if (!match) throw new Error("no link in the message");
  return match[0].replace(/&amp;/g, "&");
}

describe("sign-in mail over SMTP", () => {
  it("sends the branded message from EMAIL_FROM, with a link on AUTH_URL, and keeps nothing in the outbox", async () => {
    const email = uniqueEmail("smtp");
    const res = await new TestBrowser().send(login, "/api/standalone-login", { body: { email, next: "/account" }, headers: https });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, delivery: "email" });

    const mail = smtp.received.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail!.from).toBe("hello@holla.example");
    expect(mail!.raw).toMatch(/^Subject: Your Holla sign-in link/m);
    expect(mail!.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail!.raw).toMatch(/Content-Type: text\/html/);
    expect(new URL(linkIn(mail!.raw)).searchParams.get("callbackUrl")).toBe("https://holla.example/account");
    expect(await db.outboxEmail.count()).toBe(0);
  });

  it("the link signs in over https with a __Secure- cookie, which the app reads only over https", async () => {
    const email = uniqueEmail("secure");
    const browser = new TestBrowser();
    await browser.send(login, "/api/standalone-login", { body: { email }, headers: https });
    const link = new URL(linkIn(smtp.received.find((m) => m.to.includes(email))!.raw));
    const res = await browser.openLink(link.toString(), https);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("https://holla.example/");
    expect(res.headers.getSetCookie().join("\n")).toMatch(new RegExp(`${SECURE_SESSION_COOKIE}=[^;]+;.*Secure`));
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);

    expect((await browser.send(currentUser, "/api/auth/user", { headers: https })).status).toBe(200);
    // The same cookie arriving over plain http is not trusted.
    expect((await browser.send(currentUser, "/api/auth/user", { headers: { "x-forwarded-proto": "http" } })).status).toBe(401);
  });

  it("a refused message is a clear 503, and asking again is not held back by the cooldown", async () => {
    const browser = new TestBrowser();
    const refused = await browser.send(login, "/api/standalone-login", { body: { email: "nobody@example.com" }, headers: https });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ error: MAIL_UNAVAILABLE, code: "mail_unavailable" });
    const again = await browser.send(login, "/api/standalone-login", { body: { email: "nobody@example.com" }, headers: https });
    expect(again.status).toBe(503);
  });

  it("the outbox is closed when SMTP is configured, whatever the key", () => {
    expect(outboxKeyMatches(outboxKey())).toBe(false);
  });
});
