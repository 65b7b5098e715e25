import { afterEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.AI_TIMEOUT_MS = "1500";
  process.env.ANON_DAILY_GENERATIONS_PER_IP = "5";
});

import { POST as generate } from "@/app/(replies)/api/generate/route";
import { GET as usage } from "@/app/(replies)/api/usage/route";
import { CREATIVE_REQUIRES_PREMIUM, DAILY_LIMIT } from "@/lib/messages";
import { setModelForTests } from "@/lib/platform/ai/provider";
import { db } from "@/lib/platform/db";
import type { GenerateResponse, UsageResponse } from "@/lib/replies/protocol";
import { readEvents, usedToday } from "../support/generation";
import { modelAnswering, modelReplying, modelThatFails, modelThatHangs, THREE_REPLIES } from "../support/mock-model";
import { jsonRequest, readJson } from "../support/requests";
import { newVisitor } from "../support/visitor";

const SUSHI = { message: "Just had the best sushi of my life 🍣", tone: "funny", language: "en" };

function post(body: unknown, headers: Record<string, string>) {
  return generate(jsonRequest("/api/generate", body, headers));
}

afterEach(() => setModelForTests(null));

describe("POST /api/generate with a model", () => {
  it("answers the spec's contract: three replies with the model's confidence, the tone and the engine", async () => {
    setModelForTests(modelReplying(THREE_REPLIES));
    const visitor = newVisitor();
    const res = await post(SUSHI, visitor.headers);
    expect(res.status).toBe(200);
    const body = (await res.json()) as GenerateResponse;
    expect(body).toMatchObject({ tone: "funny", language: "en", engine: "openai", replies: THREE_REPLIES });
    expect(body.usage).toEqual({ plan: "basic", limit: 2, used: 1, remaining: 1, reason: null });
    expect(await usedToday(`v:${visitor.id}`)).toBe(1);
  });

  it("sends her message as quoted data with the tone and language, in one model call", async () => {
    const model = modelReplying(THREE_REPLIES);
    setModelForTests(model);
    await post({ ...SUSHI, language: "hi", thread: "Her: hey\nMe: hi! how was your day?" }, newVisitor().headers);
    expect(model.doGenerateCalls.length + model.doStreamCalls.length).toBe(1);
    const prompt = JSON.stringify(model.doGenerateCalls[0]!.prompt);
    expect(prompt).toContain("best sushi of my life");
    expect(prompt).toContain("Hinglish");
    expect(prompt).toContain("how was your day?");
  });

  it("streams NDJSON events: start, reply snapshots, done", async () => {
    setModelForTests(modelReplying(THREE_REPLIES));
    const res = await post(SUSHI, { ...newVisitor().headers, accept: "application/x-ndjson" });
    expect(res.headers.get("content-type")).toContain("application/x-ndjson");
    const events = await readEvents(res);
    expect(events[0]).toEqual({ type: "start", tone: "funny", language: "en", engine: "openai" });
    expect(events.some((e) => e.type === "replies")).toBe(true);
    const done = events.at(-1)!;
    expect(done.type).toBe("done");
    expect(done.type === "done" && done.replies).toEqual(THREE_REPLIES);
  });

  it("times out a streamed generation too, with an error event and no quota spent", async () => {
    setModelForTests(modelThatHangs());
    const visitor = newVisitor("203.0.113.98");
    const events = await readEvents(await post(SUSHI, { ...visitor.headers, accept: "application/x-ndjson" }));
    expect(events.at(-1)).toMatchObject({ type: "error", status: 504 });
    expect(await usedToday(`v:${visitor.id}`)).toBe(0);
  });

  it("answers 502 with a clear message when the model's output does not fit the schema, and spends no quota", async () => {
    setModelForTests(modelAnswering('{"replies":[{"text":"nope"}]}'));
    const visitor = newVisitor("203.0.113.99");
    const res = await post(SUSHI, visitor.headers);
    expect(res.status).toBe(502);
    expect((await readJson(res)).error).toMatch(/couldn't read/);
    expect(await usedToday(`v:${visitor.id}`)).toBe(0);
    expect(await usedToday("ip:203.0.113.99")).toBe(0);
  });

  it("answers 502 when the model sends fewer than three usable replies", async () => {
    setModelForTests(modelReplying([THREE_REPLIES[0]!, THREE_REPLIES[0]!, { reply: "  ", confidence: 50 }]));
    const res = await post(SUSHI, newVisitor().headers);
    expect(res.status).toBe(502);
  });

  it("answers 502 when the provider fails, and the stream ends with an error event", async () => {
    setModelForTests(modelThatFails());
    const visitor = newVisitor();
    const res = await post(SUSHI, { ...visitor.headers, accept: "application/x-ndjson" });
    const events = await readEvents(res);
    expect(events.at(-1)).toMatchObject({ type: "error", status: 502, error: expect.stringMatching(/isn't answering/) });
    expect(JSON.stringify(events)).not.toContain("upstream exploded");
    expect(await usedToday(`v:${visitor.id}`)).toBe(0);
  });

  it("gives up after AI_TIMEOUT_MS with 504 and spends no quota", async () => {
    setModelForTests(modelThatHangs());
    const visitor = newVisitor();
    const res = await post(SUSHI, visitor.headers);
    expect(res.status).toBe(504);
    expect((await readJson(res)).error).toMatch(/took too long/);
    expect(await usedToday(`v:${visitor.id}`)).toBe(0);
  });
});

describe("POST /api/generate refusals", () => {
  it.each([
    ["a blank message", { ...SUSHI, message: "   " }, /paste the message/],
    ["a message over 1,000 characters", { ...SUSHI, message: "x".repeat(1001) }, /at most 1,000/],
    ["a thread over 4,000 characters", { ...SUSHI, thread: "Her: hi\n".repeat(600) }, /at most 4,000/],
    ["an unknown tone", { ...SUSHI, tone: "sarcastic" }, /choose a tone/],
    ["an unknown language", { ...SUSHI, language: "fr" }, /choose a language/],
    ["no message at all", { tone: "funny" }, /paste the message/],
  ])("400 for %s", async (_label, body, error) => {
    const res = await post(body, newVisitor().headers);
    expect(res.status).toBe(400);
    expect((await readJson(res)).error).toMatch(error);
  });

  it("400 for malformed JSON", async () => {
    const res = await post("{not json", newVisitor().headers);
    expect(res.status).toBe(400);
  });

  it("403 with the spec's message for Creative on Basic, and no quota spent", async () => {
    const visitor = newVisitor();
    const res = await post({ ...SUSHI, tone: "creative" }, visitor.headers);
    expect(res.status).toBe(403);
    expect((await readJson(res)).error).toBe(CREATIVE_REQUIRES_PREMIUM);
    expect(await usedToday(`v:${visitor.id}`)).toBe(0);
  });

  it("ignores x-test-tier unless ALLOW_TIER_OVERRIDE is on", async () => {
    const res = await post({ ...SUSHI, tone: "creative" }, { ...newVisitor().headers, "x-test-tier": "premium" });
    expect(res.status).toBe(403);
  });

  it.each([
    ["I'm 16 and bored lol", /under 18/],
    ["send nudes", /explicit/],
    ["I know where you live", /threats/],
  ])("422 with a kind message for %j, before any model call or quota", async (message, error) => {
    const model = modelReplying(THREE_REPLIES);
    setModelForTests(model);
    const visitor = newVisitor();
    const res = await post({ ...SUSHI, message }, visitor.headers);
    expect(res.status).toBe(422);
    expect((await readJson(res)).error).toMatch(error);
    expect(model.doStreamCalls.length + model.doGenerateCalls.length).toBe(0);
    expect(await usedToday(`v:${visitor.id}`)).toBe(0);
  });
});

describe("the free daily quota", () => {
  it("lets exactly 2 of 20 parallel requests from one visitor through; the rest get 429 Daily Limit Reached", async () => {
    setModelForTests(modelReplying(THREE_REPLIES));
    const visitor = newVisitor("198.51.100.7");
    const responses = await Promise.all(Array.from({ length: 20 }, () => post(SUSHI, visitor.headers)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 429)).toHaveLength(18);
    const refused = responses.find((r) => r.status === 429)!;
    expect((await readJson(refused)).error).toBe(DAILY_LIMIT);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await usedToday(`v:${visitor.id}`)).toBe(2);
    expect(await usedToday("ip:198.51.100.7")).toBe(2);
  });

  it("caps anonymous use per address, so new cookies do not reset the day", async () => {
    setModelForTests(modelReplying(THREE_REPLIES));
    const visitors = Array.from({ length: 7 }, () => newVisitor("192.0.2.50"));
    const statuses: number[] = [];
    for (const visitor of visitors) statuses.push((await post(SUSHI, visitor.headers)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    // A visitor refused by the address cap keeps nothing of its own counter either.
    expect(await usedToday(`v:${visitors[6]!.id}`)).toBe(0);
    expect(await usedToday("ip:192.0.2.50")).toBe(5);
  });

  it("GET /api/usage reports what is left today and the engine", async () => {
    setModelForTests(modelReplying(THREE_REPLIES));
    const visitor = newVisitor("192.0.2.77");
    const before = (await (await usage(new Request("http://localhost/api/usage", { headers: visitor.headers }))).json()) as UsageResponse;
    expect(before).toEqual({ plan: "basic", limit: 2, used: 0, remaining: 2, reason: null, engine: "openai" });
    await post(SUSHI, visitor.headers);
    const after = (await (await usage(new Request("http://localhost/api/usage", { headers: visitor.headers }))).json()) as UsageResponse;
    expect(after).toMatchObject({ used: 1, remaining: 1 });
  });
});

describe("privacy", () => {
  it("stores and logs nothing of her message", async () => {
    setModelForTests(modelThatFails());
    const logged: string[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((...args) => void logged.push(args.map(String).join(" ")));
    await post({ ...SUSHI, message: "my secret phrase zebra-42" }, newVisitor().headers);
    spy.mockRestore();
    expect(logged.join("\n")).not.toContain("zebra-42");
    const tables = await db.$queryRaw<{ t: string }[]>`SELECT string_agg(t::text, ' ') AS t FROM usage_day t`;
    expect(JSON.stringify(tables)).not.toContain("zebra-42");
  });
});
