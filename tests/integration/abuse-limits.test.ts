import { afterEach, describe, expect, it, vi } from "vitest";

// Small budgets for this file's app, set before it reads its configuration.
vi.hoisted(() => {
  process.env.ANON_DAILY_GENERATIONS_PER_IP = "3";
  process.env.ANON_DAILY_GENERATIONS_GLOBAL = "8";
  process.env.ANON_DAILY_GENERATIONS_PER_NETWORK = "4";
  process.env.ACCOUNT_DAILY_GENERATIONS_PER_IP = "3";
  process.env.NEW_ACCOUNTS_PER_IP_PER_DAY = "2";
  process.env.SIGN_IN_LINKS_PER_IP_PER_HOUR = "100";
  process.env.AI_TIMEOUT_MS = "1500";
});

import { MockLanguageModelV4 } from "ai/test";
import { POST as login } from "@/app/(auth)/api/standalone-login/route";
import { POST as generate } from "@/app/(replies)/api/generate/route";
import { GET as usage } from "@/app/(replies)/api/usage/route";
import { DAILY_LIMIT, TOO_MANY_NEW_ACCOUNTS } from "@/lib/messages";
import { setModelForTests } from "@/lib/platform/ai/provider";
import { db } from "@/lib/platform/db";
import type { GenerateEvent, UsageResponse } from "@/lib/replies/protocol";
import { usageReasonText } from "@/lib/replies/usage-text";
import { TestBrowser, uniqueEmail } from "../support/browser";
import { usedToday } from "../support/generation";
import { modelReplying, THREE_REPLIES } from "../support/mock-model";
import { jsonRequest } from "../support/requests";
import { newVisitor } from "../support/visitor";

const SUSHI = { message: "Just had the best sushi of my life 🍣", tone: "funny", language: "en" };

/** A model that streams the start of its answer, one whole reply in it, then stalls until aborted. */
function modelThatStallsAfterOneReply() {
  const start = `{"replies":[{"reply":"${THREE_REPLIES[0]!.reply}","confidence":91},{"reply":"Okay but`;
  return new MockLanguageModelV4({
    doStream: async ({ abortSignal }) => ({
      stream: new ReadableStream({
        start(controller) {
          controller.enqueue({ type: "text-start", id: "t1" });
          controller.enqueue({ type: "text-delta", id: "t1", delta: start });
          abortSignal?.addEventListener("abort", () => controller.error(abortSignal.reason ?? new Error("aborted")));
        },
      }),
    }),
  });
}

/** Reads NDJSON events until one matches, then hangs up as a browser tab closed mid-stream would. */
async function readUntilThenHangUp(body: unknown, headers: Record<string, string>, until: (e: GenerateEvent) => boolean) {
  const hangUp = new AbortController();
  const request = new Request("http://localhost:3000/api/generate", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/x-ndjson", ...headers },
    body: JSON.stringify(body),
    signal: hangUp.signal,
  });
  const response = await generate(request);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  const seen: GenerateEvent[] = [];
  while (!seen.some(until)) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += decoder.decode(value, { stream: true });
    const lines = buffered.split("\n");
    buffered = lines.pop()!;
    seen.push(...lines.filter(Boolean).map((line) => JSON.parse(line) as GenerateEvent));
  }
  hangUp.abort();
  await reader.cancel();
  return seen;
}

afterEach(() => setModelForTests(null));

describe("a free reply is spent once any of it was sent", () => {
  it("reading the replies and then hanging up doesn't give the reply back (every time)", async () => {
    setModelForTests(modelThatStallsAfterOneReply());
    const visitor = newVisitor("198.51.100.200");
    for (let i = 0; i < 2; i++) {
      const seen = await readUntilThenHangUp(SUSHI, visitor.headers, (e) => e.type === "replies");
      const shown = seen.find((e) => e.type === "replies");
      expect(shown?.type === "replies" && shown.replies[0]?.reply).toBe(THREE_REPLIES[0]!.reply);
    }
    // Both were spent: the third is refused, and so are the next ones.
    for (let i = 0; i < 4; i++) expect((await generate(jsonRequest("/api/generate", SUSHI, visitor.headers))).status).toBe(429);
    expect(await usedToday(`v:${visitor.id}`)).toBe(2);
  });

  it("the timeout after replies were shown doesn't give it back either", async () => {
    setModelForTests(modelThatStallsAfterOneReply());
    const visitor = newVisitor("198.51.100.201");
    const response = await generate(jsonRequest("/api/generate", SUSHI, { ...visitor.headers, accept: "application/x-ndjson" }));
    const events = (await response.text())
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as GenerateEvent);
    expect(events.some((e) => e.type === "replies")).toBe(true);
    expect(events.at(-1)).toMatchObject({ type: "error", status: 504 });
    expect(await usedToday(`v:${visitor.id}`)).toBe(1);
  });

  it("hanging up before any reply arrived costs nothing", async () => {
    setModelForTests(modelThatStallsAfterOneReply());
    const visitor = newVisitor("198.51.100.202");
    await readUntilThenHangUp(SUSHI, visitor.headers, (e) => e.type === "start");
    await expect.poll(() => usedToday(`v:${visitor.id}`)).toBe(0);
  });
});

describe("per-address budgets can't be dodged", () => {
  it("a made-up X-Forwarded-For on every request is not a new address", async () => {
    setModelForTests(modelReplying(THREE_REPLIES));
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const visitor = newVisitor(`10.66.${i}.1, 198.51.100.210`); // forged entry first, the proxy's last
      statuses.push((await generate(jsonRequest("/api/generate", SUSHI, visitor.headers))).status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(await usedToday("ip:198.51.100.210")).toBe(3);
  });

  it("behind a used-up shared address, /api/usage says 0 and why, and Generate says the same", async () => {
    setModelForTests(modelReplying(THREE_REPLIES));
    const ip = "198.51.100.211";
    await db.usageDay.deleteMany({ where: { subject: "anon:all" } }); // earlier tests may have filled it
    for (let i = 0; i < 3; i++) expect((await generate(jsonRequest("/api/generate", SUSHI, newVisitor(ip).headers))).status).toBe(200);
    const sixth = newVisitor(ip);
    const left = (await (await usage(new Request("http://localhost/api/usage", { headers: sixth.headers }))).json()) as UsageResponse;
    expect(left).toMatchObject({ used: 0, remaining: 0, reason: "network" });
    const refused = await generate(jsonRequest("/api/generate", SUSHI, sixth.headers));
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toBe(usageReasonText("network", false));
    expect(usageReasonText("network", false)).toMatch(/^Free replies from this network are used up today/);
    // His own count running out is the plain limit: no reason to give.
    const own = newVisitor("198.51.100.212");
    for (let i = 0; i < 2; i++) await generate(jsonRequest("/api/generate", SUSHI, own.headers));
    const mine = (await (await usage(new Request("http://localhost/api/usage", { headers: own.headers }))).json()) as UsageResponse;
    expect(mine).toMatchObject({ used: 2, remaining: 0, reason: null });
  });

  // Security issue 32, finding 2: past the budget everyone shares, nobody is refused for what others did.
  it("past the model's budget for all anonymous visitors, replies come from the offline engine, labelled so", async () => {
    const model = modelReplying(THREE_REPLIES);
    setModelForTests(model);
    const before = await usedToday("anon:all");
    const answers: Array<{ status: number; engine?: string; aiBusy?: boolean }> = [];
    for (let i = 0; i < 12; i++) {
      const response = await generate(jsonRequest("/api/generate", SUSHI, newVisitor(`192.0.${i}.100`).headers));
      answers.push({ status: response.status, ...(await response.json()) });
    }
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.engine === "openai")).toHaveLength(8 - before);
    const offline = answers.filter((a) => a.engine === "offline");
    expect(offline).toHaveLength(12 - (8 - before));
    expect(offline.every((a) => a.aiBusy === true)).toBe(true);
    expect(model.doStreamCalls.length + model.doGenerateCalls.length).toBe(8 - before);
    // What /api/usage says matches what Generate does: his own replies are left, from the offline engine.
    const left = (await (
      await usage(new Request("http://localhost/api/usage", { headers: newVisitor("192.0.200.1").headers }))
    ).json()) as UsageResponse;
    expect(left).toMatchObject({ used: 0, remaining: 2, engine: "offline", aiBusy: true });
    // An account isn't held to it.
    const browser = new TestBrowser("192.0.201.1");
    await browser.signIn(uniqueEmail("global"));
    const signedIn = await browser.send(generate, "/api/generate", { body: SUSHI });
    expect(signedIn.status).toBe(200);
    expect((await signedIn.json()).engine).toBe("openai");
  });

  it("one network can't spend the budget for everyone: past its own, its visitors get the offline engine", async () => {
    await db.usageDay.deleteMany({ where: { subject: "anon:all" } });
    const model = modelReplying(THREE_REPLIES);
    setModelForTests(model);
    const engines: string[] = [];
    // Five addresses of one /24 (ANON_DAILY_GENERATIONS_PER_NETWORK=4 above), one reply each.
    for (let i = 1; i <= 5; i++) {
      const response = await generate(jsonRequest("/api/generate", SUSHI, newVisitor(`203.0.113.${i}`).headers));
      engines.push((await response.json()).engine);
    }
    expect(engines).toEqual(["openai", "openai", "openai", "openai", "offline"]);
    expect(await usedToday("anon-net:203.0.113.0/24")).toBe(4);
    // The next network is unaffected.
    expect((await (await generate(jsonRequest("/api/generate", SUSHI, newVisitor("203.0.114.1").headers))).json()).engine).toBe("openai");
  });

  it("signed-in free generations count per address too, so fresh accounts are no fresh supply", async () => {
    setModelForTests(modelReplying(THREE_REPLIES));
    const statuses: number[] = [];
    for (let i = 0; i < 2; i++) {
      const browser = new TestBrowser("198.51.100.220");
      await browser.signIn(uniqueEmail(`acct${i}`));
      for (let j = 0; j < 2; j++) statuses.push((await browser.send(generate, "/api/generate", { body: SUSHI })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await usedToday("ip-acct:198.51.100.220")).toBe(3);
  });

  it("new accounts are counted per address; existing ones and repeat asks are not", async () => {
    const ip = "198.51.100.230";
    const ask = (email: string) => login(jsonRequest("/api/standalone-login", { email }, { "x-forwarded-for": ip }));
    const first = uniqueEmail("new1");
    const second = uniqueEmail("new2");
    expect((await ask(first)).status).toBe(200);
    expect((await ask(second)).status).toBe(200);
    const third = await ask(uniqueEmail("new3"));
    expect(third.status).toBe(429);
    expect((await third.json()).error).toBe(TOO_MANY_NEW_ACCOUNTS);
    // An account that exists isn't new: its owner can always ask for a link.
    const existing = uniqueEmail("existing");
    await db.user.create({ data: { email: existing } });
    expect((await ask(existing)).status).toBe(200);
    // Asking again for the same new address (after the resend wait) isn't another account.
    await db.rateLimit.deleteMany({ where: { key: `signin:cooldown:${first}` } });
    expect((await ask(first)).status).toBe(200);
  });
});

describe("the daily limit still reads the same", () => {
  it("uses the spec's message when one visitor is out of replies", async () => {
    setModelForTests(modelReplying(THREE_REPLIES));
    await db.usageDay.deleteMany({ where: { subject: "anon:all" } }); // the test above filled it
    const visitor = newVisitor("198.51.100.240");
    await generate(jsonRequest("/api/generate", SUSHI, visitor.headers));
    await generate(jsonRequest("/api/generate", SUSHI, visitor.headers));
    const refused = await generate(jsonRequest("/api/generate", SUSHI, visitor.headers));
    expect((await refused.json()).error).toBe(DAILY_LIMIT);
  });
});
