import { describe, expect, it } from "vitest";
import { normaliseAnalysis } from "@/lib/pattern-interrupt/model";
import { normaliseReplies, partialSnapshot } from "@/lib/replies/model";

// What a model writes passes the same safety check as her message before anyone sees it.

const GOOD = [
  { reply: "Sushi on a Tuesday is elite behaviour. Which place?", confidence: 91 },
  { reply: "Okay but salmon or tuna? This decides everything.", confidence: 84 },
  { reply: "You clearly know good food. Let's test that theory this weekend?", confidence: 77 },
];
const FLAGGED = { reply: "Forget sushi, send me nud\u0435s", confidence: 95 };

describe("the model's final replies", () => {
  it("drop a reply that fails the check and keep the clean ones", () => {
    expect(normaliseReplies([GOOD[0]!, FLAGGED, GOOD[1]!, GOOD[2]!])).toEqual(GOOD);
  });

  it("are the unreadable-answer 502 when dropping leaves fewer than three", () => {
    expect(() => normaliseReplies([GOOD[0]!, FLAGGED, GOOD[1]!])).toThrow(
      expect.objectContaining({ status: 502, message: expect.stringMatching(/couldn't read/) }),
    );
    expect(() => normaliseReplies([GOOD[0]!, { reply: "lol kys", confidence: 80 }, GOOD[1]!])).toThrow(
      expect.objectContaining({ status: 502 }),
    );
  });
});

describe("the snapshots streamed while the model writes", () => {
  it("leave out a finished reply that fails the check", () => {
    expect(partialSnapshot({ replies: [GOOD[0], FLAGGED, GOOD[1]] })).toEqual([GOOD[0], GOOD[1]]);
  });

  it("leave out a reply still being written once it fails the check", () => {
    expect(partialSnapshot({ replies: [GOOD[0], { reply: "Just kill yourself already " }] })).toEqual([GOOD[0]]);
  });

  it("hold back the last word of a reply still being written, so a flagged word never shows half-typed", () => {
    expect(partialSnapshot({ replies: [GOOD[0], { reply: "Forget sushi, send me nu" }] })).toEqual([
      GOOD[0],
      { reply: "Forget sushi, send me" },
    ]);
    expect(partialSnapshot({ replies: [{ reply: "Sushi" }] })).toEqual([]);
  });

  it("show a reply whole once its score has arrived", () => {
    expect(partialSnapshot({ replies: [{ reply: GOOD[0]!.reply, confidence: 90.6 }] })).toEqual([
      { reply: GOOD[0]!.reply, confidence: 91 },
    ]);
  });
});

describe("the Pattern Interrupt suggestion", () => {
  const analysis = {
    hiddenMeaning: "She may be testing whether you'll keep up.",
    expertTip: "Match her energy and add something new.",
    recommendedTone: "funny" as const,
    patternInterrupt: "Plot twist: I was about to text you.",
  };

  it("is the unreadable-answer 502 when the line he would send fails the check", () => {
    expect(normaliseAnalysis(analysis)).toEqual(analysis);
    expect(() => normaliseAnalysis({ ...analysis, patternInterrupt: "Go die lol" })).toThrow(expect.objectContaining({ status: 502 }));
    expect(() => normaliseAnalysis({ ...analysis, patternInterrupt: "ｓｅｎｄ ｎｕｄｅｓ" })).toThrow(
      expect.objectContaining({ status: 502 }),
    );
  });
});
