import { describe, expect, it } from "vitest";
import { POST as importReplies } from "@/app/(saved-replies)/api/saved-replies/import/route";
import { GET as list, DELETE as remove, POST as save } from "@/app/(saved-replies)/api/saved-replies/route";
import { SAVED_REPLIES_CEILING } from "@/lib/input-limits";
import { LIMITS } from "@/lib/limits";
import { SAVED_REPLIES_FULL, SAVING_TOO_FAST } from "@/lib/messages";
import { PLANS } from "@/lib/plans";
import { db } from "@/lib/platform/db";
import { SAVED_REPLIES_PAGE, saveLimitDescription } from "@/lib/saved-replies/rules";
import { grant } from "../../scripts/grant-premium.mjs";
import { TestBrowser, uniqueEmail } from "../support/browser";

const LIMIT = PLANS.basic.savedReplies!;
const reply = (text: string, tone = "funny") => ({ body: { text, tone, language: "en" } });

async function signedIn(tag: string, premium = false) {
  const browser = new TestBrowser(`198.51.100.${Math.floor(Math.random() * 200) + 20}`);
  const email = uniqueEmail(tag);
  if (premium) await grant(process.env.DATABASE_URL!, { email, tier: "premium", revoke: false });
  await browser.signIn(email);
  return browser;
}

async function texts(browser: TestBrowser) {
  const res = await browser.send(list, "/api/saved-replies");
  expect(res.status).toBe(200);
  return ((await res.json()) as { replies: Array<{ text: string }> }).replies.map((r) => r.text);
}

describe("/api/saved-replies", () => {
  it("is for accounts: 401 for anonymous visitors on every method", async () => {
    const browser = new TestBrowser();
    expect((await browser.send(list, "/api/saved-replies")).status).toBe(401);
    expect((await browser.send(save, "/api/saved-replies", reply("hey"))).status).toBe(401);
    expect((await browser.send(remove, "/api/saved-replies?id=abc", { method: "DELETE" })).status).toBe(401);
    expect((await browser.send(importReplies, "/api/saved-replies/import", { body: { replies: [] } })).status).toBe(401);
  });

  it("saves, lists newest first, treats the same text as already saved, and deletes", async () => {
    const browser = await signedIn("saves");
    const first = await browser.send(save, "/api/saved-replies", reply("  Coffee on Friday?  ", "confident"));
    expect(first.status).toBe(201);
    const { reply: saved } = (await first.json()) as {
      reply: { id: string; text: string; tone: string; language: string; timestamp: number };
    };
    expect(saved).toMatchObject({ text: "Coffee on Friday?", tone: "confident", language: "en" });
    expect(Math.abs(saved.timestamp - Date.now())).toBeLessThan(60_000);

    const again = await browser.send(save, "/api/saved-replies", reply("Coffee on Friday?", "confident"));
    expect(again.status).toBe(200);
    expect(((await again.json()) as { reply: { id: string } }).reply.id).toBe(saved.id);

    await browser.send(save, "/api/saved-replies", reply("Tacos then?"));
    expect(await texts(browser)).toEqual(["Tacos then?", "Coffee on Friday?"]);

    const gone = await browser.send(remove, `/api/saved-replies?id=${saved.id}`, { method: "DELETE" });
    expect(gone.status).toBe(200);
    expect(await texts(browser)).toEqual(["Tacos then?"]);
    expect((await browser.send(remove, `/api/saved-replies?id=${saved.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("keeps the message a reply answered, and brings it along from the browser", async () => {
    const browser = await signedIn("her-message");
    const res = await browser.send(save, "/api/saved-replies", {
      body: { text: "Goa in monsoon is a whole mood.", tone: "funny", language: "en", herMessage: "  I just got back from Goa  " },
    });
    expect(res.status).toBe(201);
    expect((await res.json()).reply.herMessage).toBe("I just got back from Goa");
    await browser.send(importReplies, "/api/saved-replies/import", {
      body: {
        replies: [{ text: "Chai, obviously.", tone: "funny", language: "en", herMessage: "chai ya coffee?", timestamp: Date.now() - 1000 }],
      },
    });
    const listed = (
      (await (await browser.send(list, "/api/saved-replies")).json()) as { replies: Array<{ text: string; herMessage?: string }> }
    ).replies;
    expect(listed.map((r) => [r.text, r.herMessage])).toEqual([
      ["Goa in monsoon is a whole mood.", "I just got back from Goa"],
      ["Chai, obviously.", "chai ya coffee?"],
    ]);
    // Her message has the generator's own limit.
    const long = await browser.send(save, "/api/saved-replies", { body: { text: "x", tone: "funny", herMessage: "a".repeat(1_001) } });
    expect(long.status).toBe(400);
  });

  it("nobody deletes or sees another account's replies", async () => {
    const owner = await signedIn("owner");
    const { reply: saved } = (await (await owner.send(save, "/api/saved-replies", reply("mine"))).json()) as { reply: { id: string } };
    const other = await signedIn("other");
    expect(await texts(other)).toEqual([]);
    expect((await other.send(remove, `/api/saved-replies?id=${saved.id}`, { method: "DELETE" })).status).toBe(404);
    expect(await texts(owner)).toEqual(["mine"]);
  });

  it.each([
    [{ text: "", tone: "funny" }, 400],
    [{ text: "x".repeat(1001), tone: "funny" }, 400],
    [{ text: "ok", tone: "sleazy" }, 400],
    [{ text: "ok", tone: "funny", language: "fr" }, 400],
  ])("400 for %j", async (body, status) => {
    const browser = await signedIn("bad");
    const res = await browser.send(save, "/api/saved-replies", { body });
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ error: expect.any(String), code: "invalid_input", field: expect.any(String) });
  });

  it("DELETE without a valid id is a 400", async () => {
    const browser = await signedIn("noid");
    expect((await browser.send(remove, "/api/saved-replies", { method: "DELETE" })).status).toBe(400);
    expect((await browser.send(remove, "/api/saved-replies?id=../../etc", { method: "DELETE" })).status).toBe(400);
  });

  it(`Basic keeps ${LIMIT}: the next is a 403 with the spec's message`, async () => {
    const browser = await signedIn("cap");
    for (let i = 0; i < LIMIT; i++) expect((await browser.send(save, "/api/saved-replies", reply(`line ${i}`))).status).toBe(201);
    const refused = await browser.send(save, "/api/saved-replies", reply("one too many"));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: saveLimitDescription(), code: "save_limit" });
    expect(saveLimitDescription()).toBe("Free plan allows only 10 saved replies. Upgrade to Premium for unlimited saves!");
  });

  it(`parallel saves cannot pass the cap: 25 at once on Basic leave exactly ${LIMIT}`, async () => {
    const browser = await signedIn("race");
    const statuses = await Promise.all(
      Array.from({ length: 25 }, (_, i) => browser.send(save, "/api/saved-replies", reply(`racing ${i}`)).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 403)).toHaveLength(25 - LIMIT);
    const user = await db.session.findFirstOrThrow({ where: { sessionToken: browser.cookies.get("authjs.session-token")! } });
    expect(await db.savedReply.count({ where: { userId: user.userId } })).toBe(LIMIT);
  });

  it("Premium keeps as many as it likes, Creative included; Basic cannot save Creative", async () => {
    const premium = await signedIn("unlimited", true);
    for (let i = 0; i < LIMIT + 3; i++)
      expect((await premium.send(save, "/api/saved-replies", reply(`p ${i}`, i === 0 ? "creative" : "funny"))).status).toBe(201);
    expect(await texts(premium)).toHaveLength(LIMIT + 3);
    const basic = await signedIn("nocreative");
    expect((await basic.send(save, "/api/saved-replies", reply("artsy", "creative"))).status).toBe(403);
  });
});

// Security issue 32, finding 6: Premium's saves had no ceiling and no rate (6,000 imported in 6.3 s), and
// each list call then carried all of them (6.75 MB).
describe("fair use of saved replies", () => {
  const userOf = async (browser: TestBrowser) =>
    (await db.session.findFirstOrThrow({ where: { sessionToken: browser.cookies.get("authjs.session-token")! } })).userId;

  it(`Premium keeps up to ${SAVED_REPLIES_CEILING.toLocaleString("en-US")}: the next is a 403 that says so`, async () => {
    const browser = await signedIn("ceiling", true);
    const userId = await userOf(browser);
    await db.savedReply.createMany({
      data: Array.from({ length: SAVED_REPLIES_CEILING }, (_, i) => ({ userId, text: `kept ${i}`, tone: "funny", language: "en" })),
    });
    const refused = await browser.send(save, "/api/saved-replies", reply("one more"));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: SAVED_REPLIES_FULL, code: "fair_use" });
    const imported = await browser.send(importReplies, "/api/saved-replies/import", {
      body: { replies: [{ text: "from the browser", tone: "funny", language: "en", timestamp: Date.now() }] },
    });
    expect(await imported.json()).toEqual({ imported: [], kept: ["from the browser"] });
    expect(await db.savedReply.count({ where: { userId } })).toBe(SAVED_REPLIES_CEILING);
  });

  it(`saves and imports are ${LIMITS.savedReplyWrites.limit} a minute per account, then a 429 with Retry-After`, async () => {
    const browser = await signedIn("fast", true);
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.savedReplyWrites.limit; i++)
      statuses.push((await browser.send(save, "/api/saved-replies", reply(`quick ${i}`))).status);
    expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true);
    const refused = await browser.send(importReplies, "/api/saved-replies/import", { body: { replies: [] } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: SAVING_TOO_FAST, code: "fair_use" });
  });

  it(`the list comes ${SAVED_REPLIES_PAGE} at a time, newest first, each reply once`, async () => {
    const browser = await signedIn("pages", true);
    const userId = await userOf(browser);
    const count = 2 * SAVED_REPLIES_PAGE + 50;
    const start = Date.UTC(2026, 0, 1);
    await db.savedReply.createMany({
      data: Array.from({ length: count }, (_, i) => ({
        userId,
        text: `paged ${i}`,
        tone: "funny",
        language: "en",
        // Two by two at the same moment, so the order also rests on the id.
        createdAt: new Date(start + Math.floor(i / 2) * 1000),
      })),
    });
    const seen: string[] = [];
    const sizes: number[] = [];
    let after: string | null = null;
    do {
      const res = await browser.send(list, `/api/saved-replies${after ? `?after=${after}` : ""}`);
      expect(res.status).toBe(200);
      const page = (await res.json()) as { replies: Array<{ text: string; timestamp: number }>; next: string | null };
      sizes.push(page.replies.length);
      seen.push(...page.replies.map((r) => r.text));
      after = page.next;
    } while (after);
    expect(sizes).toEqual([SAVED_REPLIES_PAGE, SAVED_REPLIES_PAGE, 50]);
    expect(new Set(seen).size).toBe(count);
    const order = seen.map((t) => Number(t.split(" ")[1]));
    expect(order.every((n, i) => i === 0 || Math.floor(n / 2) <= Math.floor(order[i - 1]! / 2))).toBe(true);
    expect((await browser.send(list, "/api/saved-replies?after=not%20an%20id")).status).toBe(400);
  });

  // Finding 7: a burst of saves on the embedded database answered 500 (no transaction in time).
  it("150 saves at once over ten accounts are each saved, or refused with a 503 and Retry-After: never a 500", async () => {
    const accounts = await Promise.all(Array.from({ length: 10 }, (_, i) => signedIn(`burst${i}`, true)));
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) => accounts[i % 10]!.send(save, "/api/saved-replies", reply(`burst ${i}`))),
    );
    for (const answer of answers) {
      expect([201, 503]).toContain(answer.status);
      if (answer.status === 503) expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });
});

describe("POST /api/saved-replies/import (browser saves joining the account at sign-in)", () => {
  const local = (n: number, from = 0) =>
    Array.from({ length: n }, (_, i) => ({
      text: `local ${from + i}`,
      tone: "flirty",
      language: "hi",
      timestamp: Date.UTC(2026, 0, 1 + from + i),
    }));

  it("moves them in with their own dates, skips ones already saved, and says which moved", async () => {
    const browser = await signedIn("import");
    await browser.send(save, "/api/saved-replies", reply("local 1"));
    const res = await browser.send(importReplies, "/api/saved-replies/import", { body: { replies: local(3) } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ imported: ["local 0", "local 1", "local 2"], kept: [] });
    expect(await texts(browser)).toEqual(["local 1", "local 2", "local 0"]);
    const listed = (
      (await (await browser.send(list, "/api/saved-replies")).json()) as {
        replies: Array<{ text: string; timestamp: number; language: string }>;
      }
    ).replies;
    expect(listed.find((r) => r.text === "local 2")).toMatchObject({ timestamp: Date.UTC(2026, 0, 3), language: "hi" });
  });

  it("takes only what the plan has room for, oldest first; the rest stay in the browser", async () => {
    const browser = await signedIn("room");
    for (let i = 0; i < LIMIT - 2; i++) await browser.send(save, "/api/saved-replies", reply(`server ${i}`));
    const res = await browser.send(importReplies, "/api/saved-replies/import", { body: { replies: local(5) } });
    expect(await res.json()).toEqual({ imported: ["local 0", "local 1"], kept: ["local 2", "local 3", "local 4"] });
    expect(await texts(browser)).toHaveLength(LIMIT);
  });

  it("refuses a malformed or oversized list", async () => {
    const browser = await signedIn("badimport");
    expect((await browser.send(importReplies, "/api/saved-replies/import", { body: { replies: "nope" } })).status).toBe(400);
    expect((await browser.send(importReplies, "/api/saved-replies/import", { body: { replies: local(201) } })).status).toBe(400);
  });
});
