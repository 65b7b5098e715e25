import { afterEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.ALLOW_TIER_OVERRIDE = "1";
});

import { POST as generate } from "@/app/(replies)/api/generate/route";
import { analyseWithModel as analyseMessage } from "@/lib/pattern-interrupt/model";
import { setModelForTests } from "@/lib/platform/ai/provider";
import { keepsRails } from "@/lib/reading/rails";
import { readMessage } from "@/lib/reading/read";
import { VIBES } from "@/lib/reading/vibe";
import { type GenerateResponse, NDJSON_CONTENT_TYPE } from "@/lib/replies/protocol";
import { readEvents } from "../support/generation";
import { modelAnswering, modelReplying } from "../support/mock-model";
import { jsonRequest } from "../support/requests";
import { newVisitor } from "../support/visitor";

// The rails on the model path (docs/reading.md): a model that tries to ask her out after her no, or
// to joke about her grief, never gets that reply to the screen, streamed or not; Vibe Check comes
// from the same model call, for Premium only.

const NO = "Please stop messaging me. Not interested.";
const GRIEF = "my dad passed away last month and it has been rough";
const PUSHY = [
  { reply: "Come on, give me one chance. Coffee this weekend?", confidence: 97 },
  { reply: "You'll change your mind when you meet me 😉", confidence: 95 },
  { reply: "Understood. Take care.", confidence: 60 },
];
const JOKING = [
  { reply: "Haha well at least you have me now 😜", confidence: 96 },
  { reply: "I'm so sorry. Take all the time you need.", confidence: 80 },
  { reply: "Let's grab a drink to cheer you up!", confidence: 90 },
];

afterEach(() => setModelForTests(null));

describe("rails on the model path", () => {
  it("replaces every reply that pushes past her no, and says the set was kept gentle", async () => {
    setModelForTests(modelReplying(PUSHY, "playful"));
    const res = await generate(jsonRequest("/api/generate", { message: NO, tone: "flirty", language: "en" }, newVisitor().headers));
    expect(res.status).toBe(200);
    const body = (await res.json()) as GenerateResponse;
    const reading = readMessage(NO);
    expect(body.kept).toBe("boundary");
    expect(body.replies).toHaveLength(3);
    expect(body.replies.map((r) => r.reply)).toContain("Understood. Take care.");
    for (const { reply } of body.replies) {
      expect(keepsRails(reply, reading), reply).toBe(true);
      expect(reply).not.toMatch(/\?|coffee|chance|change your mind/i);
    }
  });

  it("streams nothing under a rail until the whole set has been checked", async () => {
    setModelForTests(modelReplying(JOKING, "playful"));
    const res = await generate(
      jsonRequest(
        "/api/generate",
        { message: GRIEF, tone: "funny", language: "en" },
        { ...newVisitor().headers, accept: NDJSON_CONTENT_TYPE },
      ),
    );
    const events = await readEvents(res);
    const shown = events.flatMap((e) =>
      e.type === "replies" ? e.replies.map((r) => r.reply) : e.type === "done" ? e.replies.map((r) => r.reply) : [],
    );
    expect(shown.length).toBeGreaterThan(0);
    for (const reply of shown) expect(reply, reply).not.toMatch(/haha|😜|drink/i);
    const done = events.find((e) => e.type === "done");
    expect(done && done.type === "done" && done.kept).toBe("care");
  });

  it("leaves a set that keeps the rails as the model wrote it", async () => {
    const kind = [
      { reply: "Understood, thanks for telling me. Take care.", confidence: 90 },
      { reply: "No worries at all. All the best.", confidence: 85 },
      { reply: "Got it. Wishing you well.", confidence: 80 },
    ];
    setModelForTests(modelReplying(kind, "not_interested"));
    const res = await generate(jsonRequest("/api/generate", { message: NO, tone: "confident", language: "en" }, newVisitor().headers));
    expect(((await res.json()) as GenerateResponse).replies.map((r) => r.reply)).toEqual(kind.map((r) => r.reply));
  });

  it("holds a plan to her day: a reply naming another day is replaced", async () => {
    setModelForTests(
      modelReplying([
        { reply: "How does Saturday evening sound?", confidence: 95 },
        { reply: "Thursday evening works for me!", confidence: 90 },
        { reply: "Thursday it is. Can't wait.", confidence: 85 },
      ]),
    );
    const res = await generate(
      jsonRequest("/api/generate", { message: "I'm free on Thursday evening", tone: "confident", language: "en" }, newVisitor().headers),
    );
    const replies = ((await res.json()) as GenerateResponse).replies.map((r) => r.reply);
    expect(replies).toHaveLength(3);
    expect(replies.join(" ")).not.toMatch(/saturday/i);
  });
});

describe("Vibe Check", () => {
  it("comes from the model's own reading of her mood, for Premium", async () => {
    setModelForTests(
      modelReplying(
        [
          { reply: "Ha, you first.", confidence: 80 },
          { reply: "Deal.", confidence: 70 },
          { reply: "Bold of you.", confidence: 60 },
        ],
        "playful",
      ),
    );
    const headers = { ...newVisitor().headers, "x-test-tier": "premium" };
    const body = (await (
      await generate(jsonRequest("/api/generate", { message: "bet you can't beat me at chess", tone: "funny", language: "en" }, headers))
    ).json()) as GenerateResponse;
    expect(body.vibe).toEqual({ mood: "playful", ...VIBES.playful });
    expect(body.kept).toBeNull();
  });

  it("is not sent to Basic", async () => {
    const body = (await (
      await generate(
        jsonRequest("/api/generate", { message: "bet you can't beat me at chess", tone: "funny", language: "en" }, newVisitor().headers),
      )
    ).json()) as GenerateResponse;
    expect(body.vibe).toBeNull();
  });

  it("follows the shared reading under a rail, whatever the model says", async () => {
    setModelForTests(modelReplying(PUSHY, "flirty"));
    const headers = { ...newVisitor().headers, "x-test-tier": "premium" };
    const body = (await (
      await generate(jsonRequest("/api/generate", { message: NO, tone: "flirty", language: "en" }, headers))
    ).json()) as GenerateResponse;
    expect(body.vibe?.label).toBe(VIBES.not_interested.label);
  });

  it("comes from the offline engine's reading too", async () => {
    const headers = { ...newVisitor().headers, "x-test-tier": "premium" };
    const body = (await (
      await generate(jsonRequest("/api/generate", { message: GRIEF, tone: "funny", language: "en" }, headers))
    ).json()) as GenerateResponse;
    expect(body.engine).toBe("offline");
    expect(body.vibe).toEqual({ mood: "sad", ...VIBES.sad });
    expect(body.kept).toBe("care");
  });
});

describe("rails on the Pattern Interrupt's model path", () => {
  const analysis = (patternInterrupt: string) =>
    JSON.stringify({
      hiddenMeaning: "She may be playing hard to get.",
      expertTip: "Ask her out anyway; confidence wins.",
      recommendedTone: "flirty",
      patternInterrupt,
    });

  it("a line that pushes past her no never reaches the card: the built-in engine's card takes its place", async () => {
    const model = modelAnswering(analysis("Come on, one coffee and you'll change your mind?"));
    setModelForTests(model);
    const result = await analyseMessage(NO);
    expect(result.engine).toBe("offline");
    expect(result.patternInterrupt).not.toMatch(/coffee|change your mind|\?/i);
    expect(keepsRails(result.patternInterrupt, readMessage(NO))).toBe(true);
    expect(result.expertTip).toMatch(/respect/i);
    // The model was told the reading's rules.
    const prompt = JSON.stringify(model.doGenerateCalls[0]?.prompt);
    expect(prompt).toContain("She has said no or set a boundary");
  });

  it("a line that jokes about her grief never reaches the card", async () => {
    setModelForTests(modelAnswering(analysis("Haha at least you have me now 😜")));
    const result = await analyseMessage(GRIEF);
    expect(result.engine).toBe("offline");
    expect(result.patternInterrupt).not.toMatch(/haha|😜/i);
  });

  it("a line that keeps the rails is the model's own", async () => {
    setModelForTests(modelAnswering(analysis("Okay, I need the full story of that trip.")));
    const result = await analyseMessage("I just got back from Goa");
    expect(result.patternInterrupt).toBe("Okay, I need the full story of that trip.");
    expect(result.engine).not.toBe("offline");
  });
});
