import { describe, expect, it } from "vitest";
import { GET as currentUser } from "@/app/(auth)/api/auth/user/route";
import { POST as logout } from "@/app/(auth)/api/standalone-logout/route";
import { POST as generate } from "@/app/(replies)/api/generate/route";
import { GET as usage } from "@/app/(replies)/api/usage/route";
import { DAILY_LIMIT } from "@/lib/messages";
import { PLANS } from "@/lib/plans";
import { db } from "@/lib/platform/db";
import { utcDay } from "@/lib/replies/quota";
import { grant } from "../../scripts/grant-premium.mjs";
import { passCooldown, TestBrowser, uniqueEmail } from "../support/browser";

const FREE = PLANS.basic.dailyGenerations!;
const ask = (tone = "funny") => ({ body: { message: "Just got back from a hike, legs are dead 😅", tone, language: "en" } });

async function usageOf(browser: TestBrowser) {
  return (await (await browser.send(usage, "/api/usage")).json()) as { plan: string; used: number; remaining: number | null };
}

async function countToday(subject: string) {
  return (await db.usageDay.findUnique({ where: { subject_day: { subject, day: utcDay() } } }))?.count ?? 0;
}

describe("the daily quota with accounts", () => {
  it("counts per account once signed in, and what was spent anonymously carries over", async () => {
    const browser = new TestBrowser("198.51.100.31");
    for (let i = 0; i < FREE; i++) expect((await browser.send(generate, "/api/generate", ask())).status).toBe(200);
    const email = uniqueEmail("carry");
    await browser.signIn(email);
    const user = await db.user.findUniqueOrThrow({ where: { email } });
    expect(await countToday(`u:${user.id}`)).toBe(FREE);
    expect(await usageOf(browser)).toMatchObject({ plan: "basic", used: FREE, remaining: 0 });
    const refused = await browser.send(generate, "/api/generate", ask());
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toBe(DAILY_LIMIT);

    // The same account in a fresh browser: still spent.
    const phone = new TestBrowser("198.51.100.32");
    await passCooldown(email);
    await phone.signIn(email);
    expect(await usageOf(phone)).toMatchObject({ used: FREE, remaining: 0 });
  });

  it("signing out never hands out a fresh quota, nor does signing in again", async () => {
    const browser = new TestBrowser("198.51.100.33");
    const email = uniqueEmail("inout");
    await browser.signIn(email);
    expect((await browser.send(generate, "/api/generate", ask())).status).toBe(200);
    expect(await countToday(`v:${browser.visitorId}`)).toBe(0);

    await browser.send(logout, "/api/standalone-logout", { method: "POST" });
    expect(await usageOf(browser)).toMatchObject({ plan: "basic", used: 1, remaining: FREE - 1 });
    expect((await browser.send(generate, "/api/generate", ask())).status).toBe(200);

    await passCooldown(email);
    await browser.signIn(email);
    // max(account 1, browser 2), not 1 + 2: nothing is counted twice, nothing is forgotten.
    expect(await usageOf(browser)).toMatchObject({ used: FREE, remaining: 0 });
  });
});

describe("who is premium: the database, and nothing the client says", () => {
  it("a granted account gets Premium on its next request, and Basic again once revoked", async () => {
    const browser = new TestBrowser("198.51.100.40");
    const email = uniqueEmail("granted");
    await browser.signIn(email);
    expect((await browser.send(generate, "/api/generate", ask("creative"))).status).toBe(403);

    expect(await grant(process.env.DATABASE_URL!, { email, tier: "premium", revoke: false })).toMatch(/^Granted Premium to/);
    expect(await (await browser.send(currentUser, "/api/auth/user")).json()).toEqual({
      email,
      subscriptionStatus: "premium",
      subscriptionTier: "premium",
    });
    expect(await usageOf(browser)).toMatchObject({ plan: "premium", remaining: null });
    expect((await browser.send(generate, "/api/generate", ask("creative"))).status).toBe(200);

    await grant(process.env.DATABASE_URL!, { email, tier: "premium", revoke: true });
    expect(await usageOf(browser)).toMatchObject({ plan: "basic" });
    expect((await browser.send(generate, "/api/generate", ask("creative"))).status).toBe(403);
  });

  it("grant-premium creates the account when needed and knows Premium Plus", async () => {
    const email = uniqueEmail("plus");
    expect(await grant(process.env.DATABASE_URL!, { email, tier: "premium_plus", revoke: false })).toMatch(/new account/);
    const browser = new TestBrowser("198.51.100.41");
    await browser.signIn(email);
    expect(await (await browser.send(currentUser, "/api/auth/user")).json()).toMatchObject({
      subscriptionStatus: "premium_plus",
      subscriptionTier: "premium_plus",
    });
  });

  it("a subscription that lapsed or was cancelled grants nothing", async () => {
    const browser = new TestBrowser("198.51.100.42");
    const email = uniqueEmail("lapsed");
    await browser.signIn(email);
    const user = await db.user.findUniqueOrThrow({ where: { email } });
    const day = 86_400_000;
    const cases: Array<[string, Date | null, string]> = [
      ["active", new Date(Date.now() + 20 * day), "premium"],
      ["past_due", new Date(Date.now() + 3 * day), "premium"],
      ["past_due", new Date(Date.now() - day), "basic"],
      ["canceled", new Date(Date.now() + 20 * day), "basic"],
      ["incomplete", null, "basic"],
      ["active", new Date(Date.now() - 10 * day), "basic"],
    ];
    for (const [status, currentPeriodEnd, plan] of cases) {
      await db.subscription.upsert({
        where: { userId: user.id },
        create: { userId: user.id, tier: "premium", status, source: "stripe", currentPeriodEnd },
        update: { status, currentPeriodEnd },
      });
      expect({ status, plan: (await usageOf(browser)).plan }).toEqual({ status, plan });
    }
  });

  it("x-test-tier is ignored without ALLOW_TIER_OVERRIDE, signed in or not", async () => {
    const anonymous = new TestBrowser("198.51.100.43");
    const refused = await anonymous.send(generate, "/api/generate", { ...ask("creative"), headers: { "x-test-tier": "premium" } });
    expect(refused.status).toBe(403);
    const signedIn = new TestBrowser("198.51.100.44");
    await signedIn.signIn(uniqueEmail("tier"));
    const res = await signedIn.send(usage, "/api/usage", { headers: { "x-test-tier": "premium" } });
    expect(await res.json()).toMatchObject({ plan: "basic" });
  });
});
