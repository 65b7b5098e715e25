import { afterEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.AI_TIMEOUT_MS = "1500";
  process.env.ALLOW_TIER_OVERRIDE = "1";
});

import { POST as openers } from "@/app/(openers)/api/openers/route";
import { CREATIVE_REQUIRES_PREMIUM, DAILY_LIMIT } from "@/lib/messages";
import { NO_DETAIL, type OpenersEvent, type OpenersResponse } from "@/lib/openers/protocol";
import { setModelForTests } from "@/lib/platform/ai/provider";
import { db } from "@/lib/platform/db";
import { usedToday } from "../support/generation";
import { modelAnswering, modelThatFails, modelThatHangs } from "../support/mock-model";
import { jsonRequest, readJson } from "../support/requests";
import { newVisitor } from "../support/visitor";

const PROFILE =
  "Architect by day. Just back from Goa and already planning Ladakh. Dog mom to Coco. My simple pleasures: filter coffee at 7am";
const BODY = { profile: PROFILE, tone: "funny", language: "en" };

const MODEL_OPENERS = [
  {
    opener: "Coco looks like she runs the house. Does she approve of new people?",
    detail: "Coco, her dog",
    quote: "Dog mom to Coco",
    confidence: 90,
  },
  {
    opener: "Goa AND Ladakh? Beach person or mountain person, pick one.",
    detail: "her Goa trip",
    quote: "Just back from Goa",
    confidence: 86,
  },
  {
    opener: "Filter coffee at 7am is elite. Where's the best cup in town?",
    detail: "her simple pleasures",
    quote: "filter coffee at 7am",
    confidence: 80,
  },
];

function post(body: unknown, headers: Record<string, string>) {
  return openers(jsonRequest("/api/openers", body, headers));
}

async function events(response: Response): Promise<OpenersEvent[]> {
  return (await response.text())
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as OpenersEvent);
}

const modelWith = (list: unknown[]) => modelAnswering(JSON.stringify({ openers: list }));

afterEach(() => setModelForTests(null));

describe("POST /api/openers with the built-in engine", () => {
  it("answers the contract: three openers, each on a different detail of her profile, and the engine", async () => {
    const visitor = newVisitor("203.0.113.40");
    const res = await post(BODY, visitor.headers);
    expect(res.status).toBe(200);
    const body = (await res.json()) as OpenersResponse;
    expect(body).toMatchObject({ engine: "offline", tone: "funny", language: "en" });
    expect(body.openers).toHaveLength(3);
    for (const o of body.openers) {
      expect(o).toEqual({ opener: expect.any(String), detail: expect.any(String), confidence: expect.any(Number) });
      expect(o.opener).not.toMatch(/how'?s it going/i);
    }
    expect(new Set(body.openers.map((o) => o.detail)).size).toBe(3);
    expect(body.usage).toEqual({ plan: "basic", limit: 2, used: 1, remaining: 1, reason: null });
  });

  it("says so honestly when her profile has nothing to build on", async () => {
    const body = (await (
      await post({ ...BODY, profile: "just here, ask me" }, newVisitor("203.0.113.41").headers)
    ).json()) as OpenersResponse;
    expect(body.openers.map((o) => o.detail)).toEqual([NO_DETAIL, NO_DETAIL, NO_DETAIL]);
  });

  it("streams the same result as NDJSON events: start, openers, done", async () => {
    const res = await post(BODY, { ...newVisitor("203.0.113.42").headers, accept: "application/x-ndjson" });
    expect(res.headers.get("content-type")).toContain("application/x-ndjson");
    const list = await events(res);
    expect(list[0]).toEqual({ type: "start", tone: "funny", language: "en", engine: "offline" });
    expect(list.at(-1)).toMatchObject({ type: "done", engine: "offline" });
  });

  it("writes new openers for Regenerate (variation)", async () => {
    const headers = { ...newVisitor().headers, "x-test-tier": "premium" };
    const first = (await (await post(BODY, headers)).json()) as OpenersResponse;
    const second = (await (await post({ ...BODY, variation: 1 }, headers)).json()) as OpenersResponse;
    const again = new Set(first.openers.map((o) => o.opener));
    expect(second.openers.filter((o) => again.has(o.opener))).toEqual([]);
  });
});

describe("POST /api/openers refusals", () => {
  it.each([
    ["a blank profile", { ...BODY, profile: "   " }, /paste her profile/, "profile"],
    ["no profile at all", { tone: "funny" }, /paste her profile/, "profile"],
    ["a profile over 2,000 characters", { ...BODY, profile: "x".repeat(2001) }, /at most 2,000/, "profile"],
    ["an unknown tone", { ...BODY, tone: "sarcastic" }, /choose a tone/, "tone"],
    ["an unknown language", { ...BODY, language: "fr" }, /choose a language/, "language"],
    ["a variation that isn't a whole number", { ...BODY, variation: 1.5 }, /whole number/, "variation"],
  ])("400 for %s, naming the field", async (_label, body, error, field) => {
    const visitor = newVisitor("203.0.113.43");
    const res = await post(body, visitor.headers);
    expect(res.status).toBe(400);
    const json = await readJson(res);
    expect(json.error).toMatch(error);
    expect(json.field).toBe(field);
    expect(await usedToday(`v:${visitor.id}`)).toBe(0);
  });

  it("400 for malformed JSON", async () => {
    expect((await post("{nope", newVisitor().headers)).status).toBe(400);
  });

  it("403 with the Creative lock's words for Basic, and no quota spent; Premium may use it", async () => {
    const visitor = newVisitor("203.0.113.44");
    const res = await post({ ...BODY, tone: "creative" }, visitor.headers);
    expect(res.status).toBe(403);
    expect(await readJson(res)).toMatchObject({ error: CREATIVE_REQUIRES_PREMIUM, code: "premium_required" });
    expect(await usedToday(`v:${visitor.id}`)).toBe(0);
    const premium = await post({ ...BODY, tone: "creative" }, { ...newVisitor().headers, "x-test-tier": "premium" });
    expect(premium.status).toBe(200);
  });

  it.each([
    ["Hi I'm 16 and love Goa", /under 18/],
    ["Goa girl. send nudes", /explicit/],
  ])("422 for a profile that reads %j, before any model call or quota", async (profile, error) => {
    const model = modelWith(MODEL_OPENERS);
    setModelForTests(model);
    const visitor = newVisitor("203.0.113.45");
    const res = await post({ ...BODY, profile }, visitor.headers);
    expect(res.status).toBe(422);
    expect((await readJson(res)).error).toMatch(error);
    expect(model.doGenerateCalls.length + model.doStreamCalls.length).toBe(0);
    expect(await usedToday(`v:${visitor.id}`)).toBe(0);
  });
});

describe("the quota (one generation, as /api/generate)", () => {
  it("counts each set; the third of the day gets 429 Daily Limit Reached", async () => {
    const visitor = newVisitor("198.51.100.40");
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await post(BODY, visitor.headers)).status);
    expect(statuses).toEqual([200, 200, 429]);
    expect(await usedToday(`v:${visitor.id}`)).toBe(2);
    const refused = await post(BODY, visitor.headers);
    expect((await readJson(refused)).error).toBe(DAILY_LIMIT);
  });

  it("gives the generation back when the model fails, in JSON and in the stream", async () => {
    setModelForTests(modelThatFails());
    const visitor = newVisitor("198.51.100.41");
    const res = await post(BODY, visitor.headers);
    expect(res.status).toBe(502);
    const streamed = await events(await post(BODY, { ...visitor.headers, accept: "application/x-ndjson" }));
    expect(streamed.at(-1)).toMatchObject({ type: "error", status: 502 });
    expect(await usedToday(`v:${visitor.id}`)).toBe(0);
    expect(await usedToday("ip:198.51.100.41")).toBe(0);
  });

  it("gives it back after a timeout (504)", async () => {
    setModelForTests(modelThatHangs());
    const visitor = newVisitor("198.51.100.42");
    expect((await post(BODY, visitor.headers)).status).toBe(504);
    expect(await usedToday(`v:${visitor.id}`)).toBe(0);
  });
});

describe("POST /api/openers with a model (the AI SDK's mock model)", () => {
  it("returns the model's openers with their details, in one call with her profile as quoted data", async () => {
    const model = modelWith(MODEL_OPENERS);
    setModelForTests(model);
    const res = await post({ ...BODY, language: "hi" }, newVisitor("203.0.113.50").headers);
    expect(res.status).toBe(200);
    const body = (await res.json()) as OpenersResponse;
    expect(body.engine).toBe("openai");
    expect(body.openers).toEqual(MODEL_OPENERS.map(({ quote: _q, ...o }) => o));
    expect(model.doGenerateCalls.length + model.doStreamCalls.length).toBe(1);
    const prompt = JSON.stringify(model.doGenerateCalls[0]!.prompt);
    expect(prompt).toContain("<<<PROFILE");
    expect(prompt).toContain("Dog mom to Coco");
    expect(prompt).toContain("Hinglish");
  });

  it("streams: start, finished openers as they come, done", async () => {
    setModelForTests(modelWith(MODEL_OPENERS));
    const list = await events(await post(BODY, { ...newVisitor("203.0.113.51").headers, accept: "application/x-ndjson" }));
    expect(list[0]).toEqual({ type: "start", tone: "funny", language: "en", engine: "openai" });
    expect(list.some((e) => e.type === "openers" && e.openers.length > 0)).toBe(true);
    const done = list.at(-1)!;
    expect(done.type === "done" && done.openers.map((o) => o.detail)).toEqual(MODEL_OPENERS.map((o) => o.detail));
  });

  it("drops an opener that quotes words she never wrote, a generic one and an unsafe one; the built-in engine fills in", async () => {
    setModelForTests(
      modelWith([
        MODEL_OPENERS[0],
        { opener: "Love your trip to Paris! Best croissant?", detail: "her Paris trip", quote: "Paris was magic", confidence: 95 },
        { opener: "Hey, how's it going?", detail: "her profile", quote: "Architect by day", confidence: 70 },
        { opener: "You're so stupid lol, ugly too", detail: "her Goa trip", quote: "Just back from Goa", confidence: 60 },
      ]),
    );
    const body = (await (await post(BODY, newVisitor("203.0.113.52").headers)).json()) as OpenersResponse;
    expect(body.openers).toHaveLength(3);
    expect(body.openers[0]).toMatchObject({ detail: "Coco, her dog" });
    const text = JSON.stringify(body.openers);
    expect(text).not.toMatch(/Paris|how's it going|stupid/);
    expect(new Set(body.openers.map((o) => o.detail)).size).toBe(3);
  });

  it("puts the opener that takes up her invitation first, the built-in one if the model's don't, and drops a 'your dog' to a dog lover", async () => {
    const profile =
      "Two truths and a lie\nI've met SRK\nI can't swim\nI have 3 cats\n\nAbout me\nDog lover, architect in Pune, filter coffee at 7am";
    setModelForTests(
      modelWith([
        { opener: "Your dog must run the house. What's its name?", detail: "her dog", quote: "Dog lover", confidence: 95 },
        { opener: "Architect in Pune: favourite building there?", detail: "her job", quote: "architect in Pune", confidence: 90 },
        { opener: "Filter coffee at 7am is elite. Best cup in town?", detail: "her coffee", quote: "filter coffee at 7am", confidence: 85 },
        { opener: "Can't swim, or won't swim? Be honest.", detail: "her swimming", quote: "I can't swim", confidence: 80 },
      ]),
    );
    const body = (await (await post({ ...BODY, profile }, newVisitor("203.0.113.54").headers)).json()) as OpenersResponse;
    expect(body.openers).toHaveLength(3);
    expect(JSON.stringify(body.openers)).not.toMatch(/your dog/i);
    // The model's swim line quotes one of her statements: it takes up the game, so it goes first.
    expect(body.openers[0]!.opener).toMatch(/swim/i);

    setModelForTests(
      modelWith(
        MODEL_OPENERS.map((o) => ({ ...o, quote: "architect in Pune", detail: "her job" }))
          .slice(0, 1)
          .concat([
            {
              opener: "Filter coffee at 7am is elite. Best cup in town?",
              detail: "her coffee",
              quote: "filter coffee at 7am",
              confidence: 85,
            },
            { opener: "Dog lover! Which breed wins?", detail: "her love of dogs", quote: "Dog lover", confidence: 80 },
          ]),
      ),
    );
    const again = (await (await post({ ...BODY, profile }, newVisitor("203.0.113.55").headers)).json()) as OpenersResponse;
    expect(again.openers[0]).toMatchObject({ detail: "her two truths and a lie" });
    expect(again.openers[0]!.opener).toMatch(/\blie\b/i);
  });

  it("answers 502 when the model's output does not fit the schema, and spends no quota", async () => {
    setModelForTests(modelAnswering('{"openers":"nope"}'));
    const visitor = newVisitor("203.0.113.53");
    expect((await post(BODY, visitor.headers)).status).toBe(502);
    expect(await usedToday(`v:${visitor.id}`)).toBe(0);
  });
});

describe("privacy", () => {
  it("stores and logs nothing of her profile", async () => {
    const logged: string[] = [];
    const spies = (["error", "warn", "log", "info"] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args) => void logged.push(args.map(String).join(" "))),
    );
    const secret = "Architect. Secret phrase quokka-77 from Goa";
    setModelForTests(modelThatFails());
    await post({ ...BODY, profile: secret }, newVisitor("203.0.113.60").headers);
    setModelForTests(null);
    await post({ ...BODY, profile: secret }, { ...newVisitor("203.0.113.60").headers, accept: "application/x-ndjson" }).then((r) =>
      r.text(),
    );
    for (const spy of spies) spy.mockRestore();
    expect(logged.join("\n")).not.toContain("quokka-77");
    const tables = await db.$queryRaw<
      { name: string }[]
    >`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`;
    for (const { name } of tables) {
      const rows = await db.$queryRawUnsafe<{ t: string | null }[]>(`SELECT string_agg(x::text, ' ') AS t FROM "${name}" x`);
      expect(rows[0]?.t ?? "", name).not.toContain("quokka-77");
    }
  });
});
