import { describe, expect, it } from "vitest";
import { isSecureRequest, sessionTokenFrom } from "@/lib/auth/cookies";
import { outboxKeyFor } from "@/lib/auth/outbox-key";
import { SIGN_IN_SUBJECT, signInEmail } from "@/lib/auth/sign-in-email";
import {
  confirmationLink,
  confirmPagePath,
  SIGN_IN_CALLBACK_PATH,
  SIGN_IN_CONFIRM_PATH,
  safeNextPath,
  signInHref,
} from "@/lib/auth/sign-in-rules";
import { readCookie as cookieValue } from "@/lib/platform/http/cookies";

describe("safeNextPath (where a sign-in link may return to)", () => {
  it.each([
    ["/account", "/account"],
    ["/premium-checkout?plan=premium#top", "/premium-checkout?plan=premium#top"],
    ["/a/../account", "/account"],
  ])("keeps the site path %s", (next, expected) => expect(safeNextPath(next)).toBe(expected));

  it.each([
    "https://evil.example/",
    "//evil.example/x",
    "/\\evil.example",
    "javascript:alert(1)",
    "account",
    "",
    null,
    undefined,
    `/${"a".repeat(600)}`,
    "/\u0000x",
  ])("turns %j into /", (next) => expect(safeNextPath(next)).toBe("/"));

  // Paths that only lead to another host once the URL parser has normalised them (dot segments,
  // percent-encoded dots, stripped tabs) or that browsers read as another host outright.
  it.each([
    "/..//evil.example/phish",
    "/%2e%2e//evil.example",
    "/.%2e//evil.example",
    "/.//evil.example",
    "/./..//evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "//evil.example",
    "https://evil.example",
    "/\\/evil.example",
  ])("never leaves the site for %j", (next) => {
    expect(safeNextPath(next)).toBe("/");
  });

  it.each([
    ["/", "/"],
    ["/help", "/help"],
    ["/subscribe?plan=premium", "/subscribe?plan=premium"],
    ["/a/./b", "/a/b"],
    ["/..", "/"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
  ])("keeps %j on the site as %j", (next, expected) => {
    const path = safeNextPath(next);
    expect(path).toBe(expected);
    // What it returns is a path here, and stays one when used again.
    expect(new URL(path, "https://holla.example").origin).toBe("https://holla.example");
    expect(safeNextPath(path)).toBe(path);
  });

  it("builds the sign-in page's address", () => {
    expect(signInHref("/")).toBe("/sign-in");
    expect(signInHref("/account")).toBe("/sign-in?next=%2Faccount");
    expect(signInHref("https://evil.example")).toBe("/sign-in");
  });
});

describe("the emailed link", () => {
  it("opens the confirmation page with exactly the callback's token, email and return path", () => {
    const link = confirmationLink(
      "https://holla.example/api/auth/callback/email?callbackUrl=https%3A%2F%2Fholla.example%2Faccount&token=abc123&email=a%40b.co&extra=1",
    );
    const url = new URL(link);
    expect(url.origin).toBe("https://holla.example");
    expect(url.pathname).toBe(SIGN_IN_CONFIRM_PATH);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      token: "abc123",
      email: "a@b.co",
      callbackUrl: "https://holla.example/account",
    });
    expect(SIGN_IN_CALLBACK_PATH).toBe("/api/auth/callback/email");
  });

  it("the confirm page's path carries only the link's parameters, plus what the caller adds", () => {
    const path = confirmPagePath(new URLSearchParams("token=t1&email=a%40b.co&callbackUrl=%2Faccount&error=x&next=%2F%2Fevil"), {
      error: "cookie",
    });
    const url = new URL(path, "https://holla.example");
    expect(url.pathname).toBe(SIGN_IN_CONFIRM_PATH);
    expect(Object.fromEntries(url.searchParams)).toEqual({ token: "t1", email: "a@b.co", callbackUrl: "/account", error: "cookie" });
  });
});

describe("the sign-in email", () => {
  const url = "https://holla.example/api/auth/callback/email?token=abc&email=a%40b.co&callbackUrl=%2F";
  const now = new Date("2026-11-23T10:00:00Z");
  const message = signInEmail({ url, expires: new Date(now.getTime() + 24 * 3600_000) }, now);

  it("has the subject, and the link in both the text and the HTML", () => {
    expect(message.subject).toBe(SIGN_IN_SUBJECT);
    expect(message.text).toContain(url);
    expect(message.html).toContain(url.replace(/&/g, "&amp;"));
    expect(message.html).toMatch(/<a href="https:\/\/holla\.example[^"]+"[^>]*>Sign in to Holla<\/a>/);
  });

  it("says the link works once and expires in 24 hours, and what to do if it wasn't asked for", () => {
    for (const body of [message.text, message.html]) {
      expect(body).toContain("works once and expires in 24 hours");
      expect(body).toContain("If you didn't ask to sign in to Holla, ignore this email");
    }
  });

  it("escapes the link in the HTML", () => {
    const hostile = signInEmail({ url: 'https://x.example/?a="><script>', expires: new Date(now.getTime() + 3600_000) }, now);
    expect(hostile.html).not.toContain("<script>");
    expect(hostile.text).toContain("expires in 1 hour");
  });
});

describe("secrets and cookies", () => {
  it("the outbox key is stable per secret and differs between secrets", () => {
    expect(outboxKeyFor("a".repeat(40))).toBe(outboxKeyFor("a".repeat(40)));
    expect(outboxKeyFor("a".repeat(40))).not.toBe(outboxKeyFor("b".repeat(40)));
    expect(outboxKeyFor("a".repeat(40))).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it("reads the session cookie by protocol: the __Secure- one over https only", () => {
    const headers = (cookie: string, proto?: string) => new Headers({ cookie, ...(proto ? { "x-forwarded-proto": proto } : {}) });
    expect(sessionTokenFrom(headers("authjs.session-token=plain"), "http://x/")).toBe("plain");
    expect(sessionTokenFrom(headers("authjs.session-token=plain", "https"), "http://x/")).toBeNull();
    expect(sessionTokenFrom(headers("__Secure-authjs.session-token=sec", "https"))).toBe("sec");
    expect(sessionTokenFrom(headers("__Secure-authjs.session-token=sec"), "http://x/")).toBeNull();
    expect(isSecureRequest(new Headers(), "https://x/")).toBe(true);
    expect(cookieValue("a=1; b=%E0%A4%A", "b")).toBeUndefined();
  });
});
