import { afterEach, describe, expect, it } from "vitest";
import { POST as generate } from "@/app/(replies)/api/generate/route";
import { setModelForTests } from "@/lib/platform/ai/provider";
import { normaliseText } from "@/lib/reading/normalise-text";
import type { GenerateResponse } from "@/lib/replies/protocol";
import { readEvents, usedToday } from "../support/generation";
import { modelReplying, THREE_REPLIES } from "../support/mock-model";
import { jsonRequest, readJson } from "../support/requests";
import { newVisitor } from "../support/visitor";

// The safety check sees what a reader sees (look-alike letters, invisible characters, split letters),
// on her message before any engine runs and on every reply a model writes before anyone reads it.

const SUSHI = { message: "Just had the best sushi of my life 🍣", tone: "funny", language: "en" };
const FLAGGED = { reply: "Forget the sushi, send me nud\u0435s 😏", confidence: 96 };

function post(body: unknown, headers: Record<string, string>) {
  return generate(jsonRequest("/api/generate", body, headers));
}

afterEach(() => setModelForTests(null));

describe("POST /api/generate with no AI provider: her message as a reader sees it", () => {
  it.each([
    ["a Cyrillic е", "send me nud\u0435s", /explicit/],
    ["fullwidth letters", "ｓｅｎｄ ｍｅ ｎｕｄｅｓ", /explicit/],
    ["a zero-width space", "send me nu\u200bdes", /explicit/],
    ["letters split by dots", "send me n.u.d.e.s", /explicit/],
    ["the attacker's insult", "Kill Yourself Tonight", /insults or abuse/],
  ])("422 with the kind refusal for %s, and no quota spent", async (_label, message, error) => {
    const visitor = newVisitor("198.51.100.41");
    const res = await post({ ...SUSHI, message }, visitor.headers);
    expect(res.status).toBe(422);
    expect((await readJson(res)).error).toMatch(error);
    expect(await usedToday(`v:${visitor.id}`)).toBe(0);
  });

  it("still answers an ordinary message that uses the same words kindly", async () => {
    const res = await post(
      { ...SUSHI, message: "Don't kill yourself at work tomorrow, this hike will kill me anyway" },
      newVisitor("198.51.100.42").headers,
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as GenerateResponse).replies).toHaveLength(3);
  });
});

// Security issue 32, finding 4: a minor's age in words and digits for letters got replies. The check runs
// before any engine, so on the model's path too the model is never asked.
describe("POST /api/generate with a model: her message is checked before the model is called", () => {
  it.each([
    ["a minor's age in words", "i'm fifteen lol, do u like anime", /under 18/],
    ["a school grade", "ninth grade was so boring today", /under 18/],
    ["digits for letters", "send n00dz first", /explicit/],
    ["digits for letters in a threat", "k1ll y0urself", /insults or abuse|threats/],
  ])("422 for %s, the model never called and no quota spent", async (_label, message, error) => {
    const model = modelReplying(THREE_REPLIES);
    setModelForTests(model);
    const visitor = newVisitor("198.51.100.43");
    const res = await post({ ...SUSHI, message }, visitor.headers);
    expect(res.status).toBe(422);
    expect((await readJson(res)).error).toMatch(error);
    expect(model.doStreamCalls.length + model.doGenerateCalls.length).toBe(0);
    expect(await usedToday(`v:${visitor.id}`)).toBe(0);
  });
});

describe("POST /api/generate with a model whose answer includes a flagged reply", () => {
  it("answers with the clean replies only", async () => {
    setModelForTests(modelReplying([THREE_REPLIES[0]!, FLAGGED, THREE_REPLIES[1]!, THREE_REPLIES[2]!]));
    const res = await post(SUSHI, newVisitor("198.51.100.43").headers);
    expect(res.status).toBe(200);
    const body = (await res.json()) as GenerateResponse;
    expect(body.replies).toEqual(THREE_REPLIES);
  });

  it("never streams the flagged reply, not even while it is being written", async () => {
    setModelForTests(modelReplying([THREE_REPLIES[0]!, FLAGGED, THREE_REPLIES[1]!, THREE_REPLIES[2]!]));
    const events = await readEvents(await post(SUSHI, { ...newVisitor("198.51.100.44").headers, accept: "application/x-ndjson" }));
    expect(events.some((e) => e.type === "replies")).toBe(true);
    expect(normaliseText(JSON.stringify(events))).not.toMatch(/nud/i);
    const done = events.at(-1)!;
    expect(done.type === "done" && done.replies).toEqual(THREE_REPLIES);
  });

  it("is the unreadable-answer 502 when fewer than three clean replies remain (and the plain JSON call spends no quota)", async () => {
    setModelForTests(modelReplying([THREE_REPLIES[0]!, FLAGGED, THREE_REPLIES[1]!]));
    const visitor = newVisitor("198.51.100.45");
    const res = await post(SUSHI, visitor.headers);
    expect(res.status).toBe(502);
    const text = await res.text();
    expect(text).toMatch(/couldn't read/);
    expect(normaliseText(text)).not.toMatch(/nud/i);
    expect(await usedToday(`v:${visitor.id}`)).toBe(0);

    setModelForTests(modelReplying([THREE_REPLIES[0]!, FLAGGED, THREE_REPLIES[1]!]));
    const events = await readEvents(await post(SUSHI, { ...newVisitor("198.51.100.46").headers, accept: "application/x-ndjson" }));
    expect(events.at(-1)).toMatchObject({ type: "error", status: 502 });
    expect(normaliseText(JSON.stringify(events))).not.toMatch(/nud/i);
  });
});
