import { describe, expect, it } from "vitest";
import { patternInterruptSchema } from "@/app/(pattern-interrupt)/api/pattern-interrupt/schema";
import { supportMessageSchema } from "@/app/(romeo)/api/romeo-chat/schema";
import { coachMessageSchema } from "@/app/(romeo)/api/romeo-dating-coach/schema";
import { normaliseAnalysis } from "@/lib/pattern-interrupt/model";
import { analysisSchema } from "@/lib/pattern-interrupt/schemas";
import { TONE_IDS } from "@/lib/plans";
import { CHAT_INPUT_MAX_CHARS } from "@/lib/romeo/client/transport";
import { MAX_CHAT_MESSAGE_CHARS } from "@/lib/romeo/schemas";

const analysis = {
  hiddenMeaning: "She may be curious.",
  expertTip: "Ask her back.",
  recommendedTone: "funny",
  patternInterrupt: "Plot twist: I was about to text you.",
};

describe("the Pattern Interrupt schema", () => {
  it("accepts the four fields with one of the four tones, and nothing else as the tone", () => {
    for (const tone of TONE_IDS) expect(analysisSchema.parse({ ...analysis, recommendedTone: tone }).recommendedTone).toBe(tone);
    expect(analysisSchema.safeParse({ ...analysis, recommendedTone: "sarcastic" }).success).toBe(false);
    expect(analysisSchema.safeParse({ ...analysis, expertTip: undefined }).success).toBe(false);
  });

  it("normalising drops the quotes a model puts around the suggestion and squeezes whitespace", () => {
    const out = normaliseAnalysis({
      ...analysis,
      patternInterrupt: "  “Plot twist:\n I was about to text you.”  ",
      hiddenMeaning: " She may  be curious. ",
    } as never);
    expect(out.patternInterrupt).toBe("Plot twist: I was about to text you.");
    expect(out.hiddenMeaning).toBe("She may be curious.");
  });

  it("an empty field is the model's failure (502), not an empty card", () => {
    expect(() => normaliseAnalysis({ ...analysis, patternInterrupt: '""' } as never)).toThrow(expect.objectContaining({ status: 502 }));
  });
});

describe("the request schemas", () => {
  it("trim, refuse blanks, and bound messages", () => {
    expect(coachMessageSchema.parse({ message: "  hi  " })).toEqual({ message: "hi" });
    expect(coachMessageSchema.safeParse({ message: " \n\t " }).success).toBe(false);
    expect(coachMessageSchema.safeParse({ message: "x".repeat(MAX_CHAT_MESSAGE_CHARS + 1) }).success).toBe(false);
    expect(patternInterruptSchema.safeParse({ message: "" }).error?.issues[0]?.message).toBe("Please enter her message to analyze");
  });

  it("the support chat takes at most six earlier turns, each from the user or Romeo", () => {
    const turn = { role: "romeo", content: "Hello!" };
    expect(supportMessageSchema.safeParse({ message: "hi", history: Array(6).fill(turn) }).success).toBe(true);
    expect(supportMessageSchema.safeParse({ message: "hi", history: Array(7).fill(turn) }).success).toBe(false);
    expect(supportMessageSchema.safeParse({ message: "hi", history: [{ role: "system", content: "x" }] }).success).toBe(false);
  });

  it("the browser's input cap is the server's", () => {
    expect(CHAT_INPUT_MAX_CHARS).toBe(MAX_CHAT_MESSAGE_CHARS);
  });
});
