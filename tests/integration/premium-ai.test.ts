import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as analyse } from "@/app/(pattern-interrupt)/api/pattern-interrupt/route";
import { DELETE as clearHistory, GET as history } from "@/app/(romeo)/api/romeo-dating-coach/history/route";
import { POST as coach } from "@/app/(romeo)/api/romeo-dating-coach/route";
import { COACH_PREMIUM, PATTERN_INTERRUPT_PREMIUM } from "@/lib/messages";
import { COACH_HISTORY_KEPT } from "@/lib/plans";
import { setModelForTests } from "@/lib/platform/ai/provider";
import { db } from "@/lib/platform/db";
import { grant } from "@/scripts/grant-premium.mjs";
import { TestBrowser, uniqueEmail } from "../support/browser";
import { modelAnswering, modelThatFails } from "../support/mock-model";
import { readJson } from "../support/requests";

// The two Premium AI features against a real database, with the AI SDK's mock model (or, where
// named, the offline engine). ALLOW_TIER_OVERRIDE is off in this file: x-test-tier must grant nothing.

const ANALYSIS = {
  hiddenMeaning: "She's probably curious whether you're as easygoing as your profile looks.",
  expertTip: "Answer her question, then hand her an easy, fun question back.",
  recommendedTone: "funny",
  patternInterrupt: '"Honest answer: my week peaked when a pigeon judged my sandwich. Yours?"',
};

let premium: TestBrowser;
let basic: TestBrowser;
let premiumUserId: string;

beforeAll(async () => {
  premium = new TestBrowser("198.51.100.21");
  const email = uniqueEmail("coach");
  await grant(process.env.DATABASE_URL!, { email, tier: "premium", revoke: false });
  await premium.signIn(email);
  premiumUserId = (await db.user.findUniqueOrThrow({ where: { email } })).id;
  basic = new TestBrowser("198.51.100.22");
  await basic.signIn(uniqueEmail("basic"));
});

afterEach(() => setModelForTests(null));

/** The text a UI message stream (server-sent events) carried. */
async function streamedText(response: Response): Promise<{ text: string; errors: string[] }> {
  const body = await response.text();
  let text = "";
  const errors: string[] = [];
  for (const line of body.split("\n")) {
    if (!line.startsWith("data: ") || line === "data: [DONE]") continue;
    const chunk = JSON.parse(line.slice(6)) as { type: string; delta?: string; errorText?: string };
    if (chunk.type === "text-delta") text += chunk.delta;
    if (chunk.type === "error") errors.push(chunk.errorText ?? "");
  }
  return { text, errors };
}

describe("who may use them", () => {
  const anonymous = () => new TestBrowser("198.51.100.23");
  it.each([
    ["anonymous", () => anonymous(), {}],
    ["Basic", () => basic, {}],
    ["x-test-tier without ALLOW_TIER_OVERRIDE", () => anonymous(), { "x-test-tier": "premium" }],
  ])("%s gets 401 from both Premium routes, with the spec's words", async (_, who, headers) => {
    const browser = who();
    const pi = await browser.send(analyse, "/api/pattern-interrupt", { body: { message: "hey you" }, headers });
    expect(pi.status).toBe(401);
    expect((await readJson(pi)).error).toBe(PATTERN_INTERRUPT_PREMIUM.message);
    const chat = await browser.send(coach, "/api/romeo-dating-coach", { body: { message: "How do I ask her out?" }, headers });
    expect(chat.status).toBe(401);
    expect((await readJson(chat)).error).toBe(COACH_PREMIUM.message);
    expect((await browser.send(history, "/api/romeo-dating-coach/history")).status).toBe(401);
    expect((await browser.send(clearHistory, "/api/romeo-dating-coach/history", { method: "DELETE" })).status).toBe(401);
  });

  it("blank or oversized messages are 400 before anything else", async () => {
    for (const message of ["", "   \n "]) {
      const pi = await premium.send(analyse, "/api/pattern-interrupt", { body: { message } });
      expect(pi.status).toBe(400);
      expect((await readJson(pi)).error).toBe("Please enter her message to analyze");
      const chat = await premium.send(coach, "/api/romeo-dating-coach", { body: { message } });
      expect(chat.status).toBe(400);
      expect((await readJson(chat)).error).toMatch(/type a message/);
    }
    const long = await premium.send(coach, "/api/romeo-dating-coach", { body: { message: "x".repeat(2001) } });
    expect(long.status).toBe(400);
    expect((await readJson(long)).error).toMatch(/at most 2,000 characters/);
    expect(await db.chatMessage.count()).toBe(0);
  });
});

describe("POST /api/pattern-interrupt", () => {
  it("answers the four fields from one structured model call, without the model's quotes", async () => {
    const model = modelAnswering(JSON.stringify(ANALYSIS));
    setModelForTests(model);
    const res = await premium.send(analyse, "/api/pattern-interrupt", { body: { message: "  So what's your week been like?  " } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ...ANALYSIS, patternInterrupt: ANALYSIS.patternInterrupt.slice(1, -1), engine: "openai" });
    expect(model.doGenerateCalls).toHaveLength(1);
    const prompt = JSON.stringify(model.doGenerateCalls[0]!.prompt);
    expect(prompt).toContain("So what's your week been like?");
    expect(prompt).not.toContain("  So what");
  });

  it("a recommended tone that is not one of the four is the model's error: 502, clearly worded", async () => {
    setModelForTests(modelAnswering(JSON.stringify({ ...ANALYSIS, recommendedTone: "sarcastic" })));
    const res = await premium.send(analyse, "/api/pattern-interrupt", { body: { message: "hi" } });
    expect(res.status).toBe(502);
    expect((await readJson(res)).error).toMatch(/couldn't read/);
  });

  it("a failing provider is a 502 with a clear message", async () => {
    setModelForTests(modelThatFails());
    const res = await premium.send(analyse, "/api/pattern-interrupt", { body: { message: "hi" } });
    expect(res.status).toBe(502);
    expect((await readJson(res)).error).toMatch(/isn't answering/);
  });

  it("without a model, the offline engine answers, and says so", async () => {
    const res = await premium.send(analyse, "/api/pattern-interrupt", { body: { message: "Want to grab coffee this weekend?" } });
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.engine).toBe("offline");
    expect(["confident", "funny", "flirty", "creative"]).toContain(body.recommendedTone);
    for (const field of ["hiddenMeaning", "expertTip", "patternInterrupt"]) expect(String(body[field]).length).toBeGreaterThan(10);
  });

  it("a message the guidelines forbid is refused (422) before any model runs", async () => {
    const model = modelAnswering(JSON.stringify(ANALYSIS));
    setModelForTests(model);
    const res = await premium.send(analyse, "/api/pattern-interrupt", { body: { message: "im 15 lol" } });
    expect(res.status).toBe(422);
    expect(model.doGenerateCalls).toHaveLength(0);
  });
});

describe("POST /api/romeo-dating-coach", () => {
  it("after her no, the answer is to respect it, on every engine: a model that would coach a tactic is never asked", async () => {
    const model = modelAnswering("Make one clear, friendly move, like an invitation to meet, and she may change her mind.");
    setModelForTests(model);
    const res = await premium.send(coach, "/api/romeo-dating-coach", {
      body: { message: "She told me to stop texting her. How do I change her mind?" },
    });
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.engine).toBe("offline");
    expect(body.response).toMatch(/respect/i);
    expect(body.response).not.toMatch(/invitation to meet|change her mind\./i);
    expect(model.doGenerateCalls.length + model.doStreamCalls.length).toBe(0);
    // Any other question still goes to the model.
    const other = await readJson(await premium.send(coach, "/api/romeo-dating-coach", { body: { message: "How do I ask her out?" } }));
    expect(other.engine).toBe("openai");
  });

  it("answers { response } and keeps the exchange in the account's history", async () => {
    await premium.send(clearHistory, "/api/romeo-dating-coach/history", { method: "DELETE" });
    setModelForTests(modelAnswering("Keep it simple: reference something from her profile and ask about it."));
    const res = await premium.send(coach, "/api/romeo-dating-coach", { body: { message: "  What should my first message be?  " } });
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({
      response: "Keep it simple: reference something from her profile and ask about it.",
      engine: "openai",
    });

    const kept = await readJson(await premium.send(history, "/api/romeo-dating-coach/history"));
    expect(kept.messages).toEqual([
      expect.objectContaining({ role: "user", content: "What should my first message be?" }),
      expect.objectContaining({ role: "romeo", content: "Keep it simple: reference something from her profile and ask about it." }),
    ]);
  });

  it("the model sees the recent conversation with the new message", async () => {
    const model = modelAnswering("Then suggest a specific plan: day, place, time.");
    setModelForTests(model);
    const res = await premium.send(coach, "/api/romeo-dating-coach", { body: { message: "And after that?" } });
    expect(res.status).toBe(200);
    const call = model.doStreamCalls[0];
    const prompt = call!.prompt.map((m) => `${m.role}:${JSON.stringify(m.content)}`);
    expect(prompt[0]).toMatch(/^system:.*Romeo, The Online Dating Master/);
    expect(prompt.slice(1)).toEqual([
      expect.stringMatching(/^user:.*What should my first message be\?/),
      expect.stringMatching(/^assistant:.*reference something from her profile/),
      expect.stringMatching(/^user:.*And after that\?/),
    ]);
  });

  it("streams the answer as a UI message stream for the chat panels, and keeps it when complete", async () => {
    setModelForTests(modelAnswering("Be specific. Name a place and a time, and make it easy to say yes."));
    const res = await premium.send(coach, "/api/romeo-dating-coach", {
      body: { message: "How do I ask her out?" },
      headers: { accept: "text/event-stream" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/event-stream/);
    expect(await streamedText(res)).toEqual({ text: "Be specific. Name a place and a time, and make it easy to say yes.", errors: [] });
    const rows = await db.chatMessage.findMany({ where: { userId: premiumUserId }, orderBy: { createdAt: "desc" }, take: 2 });
    expect(rows.map((r) => [r.role, r.content])).toEqual([
      ["romeo", "Be specific. Name a place and a time, and make it easy to say yes."],
      ["user", "How do I ask her out?"],
    ]);
  });

  it("a failed answer keeps nothing and says so: 502 as JSON even when a stream was asked for", async () => {
    const before = await db.chatMessage.count({ where: { userId: premiumUserId } });
    setModelForTests(modelThatFails());
    const res = await premium.send(coach, "/api/romeo-dating-coach", {
      body: { message: "Hello?" },
      headers: { accept: "text/event-stream" },
    });
    expect(res.status).toBe(502);
    expect((await readJson(res)).error).toMatch(/isn't answering/);
    expect(await db.chatMessage.count({ where: { userId: premiumUserId } })).toBe(before);
  });

  it(`keeps only the last ${COACH_HISTORY_KEPT} messages, and "clear history" forgets them all`, async () => {
    await premium.send(clearHistory, "/api/romeo-dating-coach/history", { method: "DELETE" });
    const start = Date.now() - 3_600_000;
    await db.chatMessage.createMany({
      data: Array.from({ length: 60 }, (_, i) => ({
        userId: premiumUserId,
        channel: "coach",
        role: i % 2 ? "romeo" : "user",
        content: `old ${i}`,
        createdAt: new Date(start + i * 1000),
      })),
    });
    setModelForTests(modelAnswering("Newest answer."));
    expect((await premium.send(coach, "/api/romeo-dating-coach", { body: { message: "Newest question" } })).status).toBe(200);

    const kept = (await readJson(await premium.send(history, "/api/romeo-dating-coach/history"))).messages as Array<{ content: string }>;
    expect(kept).toHaveLength(COACH_HISTORY_KEPT);
    expect(kept.at(-1)!.content).toBe("Newest answer.");
    expect(kept.at(-2)!.content).toBe("Newest question");
    expect(kept[0]!.content).toBe("old 12");
    expect(await db.chatMessage.count({ where: { userId: premiumUserId } })).toBe(COACH_HISTORY_KEPT);

    const cleared = await premium.send(clearHistory, "/api/romeo-dating-coach/history", { method: "DELETE" });
    expect(await readJson(cleared)).toEqual({ cleared: COACH_HISTORY_KEPT });
    expect((await readJson(await premium.send(history, "/api/romeo-dating-coach/history"))).messages).toEqual([]);
  });

  it("without a model, the offline coach answers and the exchange is kept", async () => {
    const res = await premium.send(coach, "/api/romeo-dating-coach", { body: { message: "How do I keep a conversation from dying?" } });
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.engine).toBe("offline");
    expect(String(body.response).length).toBeGreaterThan(80);
    expect(await db.chatMessage.count({ where: { userId: premiumUserId } })).toBe(2);
  });

  it("the account export carries the conversation", async () => {
    const { GET: exportData } = await import("@/app/(account)/api/account/export/route");
    const exported = await readJson(await premium.send(exportData, "/api/account/export"));
    expect(exported.romeoCoachConversation).toHaveLength(2);
  });
});
