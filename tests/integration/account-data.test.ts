import { describe, expect, it } from "vitest";
import { GET as exportData } from "@/app/(account)/api/account/export/route";
import { DELETE as deleteAccount } from "@/app/(account)/api/account/route";
import { GET as currentUser } from "@/app/(auth)/api/auth/user/route";
import { POST as feedback } from "@/app/(forms)/api/feedback/route";
import { POST as newsletter } from "@/app/(forms)/api/newsletter-signup/route";
import { POST as report } from "@/app/(forms)/api/report/route";
import { POST as generate } from "@/app/(replies)/api/generate/route";
import { POST as rate } from "@/app/(replies)/api/ratings/route";
import { GET as usage } from "@/app/(replies)/api/usage/route";
import { POST as save } from "@/app/(saved-replies)/api/saved-replies/route";
import { AUTH_EVENT_COOKIE } from "@/lib/auth/auth-event";
import { SESSION_COOKIE } from "@/lib/auth/cookies";
import { db } from "@/lib/platform/db";
import { grant } from "../../scripts/grant-premium.mjs";
import { passCooldown, TestBrowser, uniqueEmail } from "../support/browser";

/** An account with a row in every table that can name a user, from the app's own routes. */
async function busyAccount() {
  const browser = new TestBrowser(`198.51.100.${Math.floor(Math.random() * 200) + 20}`);
  const email = uniqueEmail("busy");
  await browser.signIn(email);
  await passCooldown(email);
  // A Basic generation (counted), then Premium.
  expect((await browser.send(generate, "/api/generate", { body: { message: "Hey you!", tone: "funny", language: "en" } })).status).toBe(
    200,
  );
  await grant(process.env.DATABASE_URL!, { email, tier: "premium", revoke: false });
  // A second device, and a pending sign-in link.
  await new TestBrowser().signIn(email);
  await passCooldown(email);
  await browser.send((r) => import("@/app/(auth)/api/standalone-login/route").then((m) => m.POST(r)), "/api/standalone-login", {
    body: { email },
  });
  expect(
    (await browser.send(generate, "/api/generate", { body: { message: "Sunday plans?", tone: "creative", language: "en" } })).status,
  ).toBe(200);
  expect(
    (await browser.send(rate, "/api/ratings", { body: { tone: "creative", language: "en", engine: "offline", rating: 1 } })).status,
  ).toBe(200);
  expect(
    (await browser.send(save, "/api/saved-replies", { body: { text: "Brunch and a bookshop?", tone: "creative", language: "en" } })).status,
  ).toBe(201);
  expect((await browser.send(feedback, "/api/feedback", { body: { email, feedbackType: "other", message: "Love it" } })).status).toBe(200);
  expect((await browser.send(report, "/api/report", { body: { email, issueType: "other", description: "A typo on /help" } })).status).toBe(
    200,
  );
  expect((await browser.send(newsletter, "/api/newsletter-signup", { body: { email } })).status).toBe(200);
  const user = await db.user.findUniqueOrThrow({ where: { email } });
  // Email sign-in links no provider account; one stands in for a future OAuth sign-in method.
  await db.account.create({ data: { userId: user.id, type: "oauth", provider: "example", providerAccountId: email } });
  return { browser, email, userId: user.id };
}

async function rowsNaming(userId: string, email: string) {
  const subject = `u:${userId}`;
  return {
    users: await db.user.count({ where: { id: userId } }),
    sessions: await db.session.count({ where: { userId } }),
    accounts: await db.account.count({ where: { userId } }),
    subscriptions: await db.subscription.count({ where: { userId } }),
    savedReplies: await db.savedReply.count({ where: { userId } }),
    usage: await db.usageDay.count({ where: { subject } }),
    ratings: await db.replyRating.count({ where: { subject } }),
    feedback: await db.feedback.count({ where: { email } }),
    reports: await db.issueReport.count({ where: { email } }),
    newsletter: await db.newsletterSignup.count({ where: { email } }),
    mail: await db.outboxEmail.count({ where: { to: email } }),
    links: await db.verificationToken.count({ where: { identifier: email } }),
    limits: await db.rateLimit.count({ where: { key: { contains: email } } }),
  };
}

describe("GET /api/account/export", () => {
  it("downloads everything stored about the user as JSON, without any session or link secret", async () => {
    const { browser, email, userId } = await busyAccount();
    const res = await browser.send(exportData, "/api/account/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="holla-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const text = await res.text();
    const data = JSON.parse(text);
    expect(data.profile).toMatchObject({ id: userId, email });
    expect(data.plan).toBe("premium");
    expect(data.subscription).toMatchObject({ tier: "premium", status: "active", source: "grant" });
    expect(data.savedReplies).toEqual([expect.objectContaining({ text: "Brunch and a bookshop?", tone: "creative" })]);
    expect(data.usagePerDay).toEqual([{ day: new Date().toISOString().slice(0, 10), generations: 1 }]);
    expect(data.signInMethods).toEqual([{ provider: "example", type: "oauth" }]);
    expect(data.replyRatings).toEqual([expect.objectContaining({ tone: "creative", rating: 1 })]);
    expect(data.sessions).toHaveLength(2);
    expect(data.feedback).toEqual([expect.objectContaining({ message: "Love it" })]);
    expect(data.issueReports).toEqual([expect.objectContaining({ description: "A typo on /help" })]);
    expect(data.newsletter).toEqual({ createdAt: expect.any(String) });
    expect(data.mailNotSent.length).toBeGreaterThanOrEqual(3);
    expect(data.pendingSignInLinks).toHaveLength(1);

    const secrets = [
      browser.cookies.get(SESSION_COOKIE)!,
      ...(await db.verificationToken.findMany({ where: { identifier: email } })).map((t) => t.token),
    ];
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/api\/auth\/callback/);
  });

  it("401 when signed out", async () => {
    expect((await new TestBrowser().send(exportData, "/api/account/export")).status).toBe(401);
  });
});

describe("DELETE /api/account", () => {
  it("needs the email typed to confirm; anything else deletes nothing", async () => {
    const { browser, email, userId } = await busyAccount();
    const before = await rowsNaming(userId, email);
    for (const confirm of ["", "someone@else.com", "DELETE"]) {
      const res = await browser.send(deleteAccount, "/api/account", { method: "DELETE", body: { confirm } });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: "Type your email address exactly to confirm.", code: "invalid_input" });
    }
    expect(await rowsNaming(userId, email)).toEqual(before);
  });

  it("removes every row of theirs, signs them out everywhere, and keeps today's usage with the browser", async () => {
    const { browser, email, userId } = await busyAccount();
    const before = await rowsNaming(userId, email);
    for (const [table, count] of Object.entries(before)) expect({ table, some: count > 0 }).toEqual({ table, some: true });

    const res = await browser.send(deleteAccount, "/api/account", { method: "DELETE", body: { confirm: email.toUpperCase() } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(Object.values(await rowsNaming(userId, email)).every((n) => n === 0)).toBe(true);
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(browser.cookies.get(AUTH_EVENT_COOKIE)).toBe("account_deleted");
    expect((await browser.send(currentUser, "/api/auth/user")).status).toBe(401);
    // The day's count stays with the browser: deleting an account is no way to a fresh free quota.
    expect(await (await browser.send(usage, "/api/usage")).json()).toMatchObject({ plan: "basic", used: 1 });
  });

  it("401 when signed out", async () => {
    const res = await new TestBrowser().send(deleteAccount, "/api/account", { method: "DELETE", body: { confirm: "a@b.co" } });
    expect(res.status).toBe(401);
  });
});
