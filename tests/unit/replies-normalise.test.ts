import { describe, expect, it } from "vitest";
import { toGenerationError } from "@/lib/platform/ai/errors";
import { ApiError } from "@/lib/platform/http/errors";
import { normaliseReplies } from "@/lib/replies/model";

describe("normaliseReplies", () => {
  it("trims, unquotes, clamps and rounds the model's scores", () => {
    expect(
      normaliseReplies([
        { reply: '  "Sounds fun!"  ', confidence: 101 },
        { reply: "Tell me   more", confidence: 87.6 },
        { reply: "Coffee this week?", confidence: -3 },
      ]),
    ).toEqual([
      { reply: "Sounds fun!", confidence: 100 },
      { reply: "Tell me more", confidence: 88 },
      { reply: "Coffee this week?", confidence: 0 },
    ]);
  });

  it("keeps the first three distinct replies", () => {
    const out = normaliseReplies([
      { reply: "A", confidence: 1 },
      { reply: "a", confidence: 2 },
      { reply: "B", confidence: 3 },
      { reply: "C", confidence: 4 },
      { reply: "D", confidence: 5 },
    ]);
    expect(out.map((r) => r.reply)).toEqual(["A", "B", "C"]);
  });

  it("is a 502 when fewer than three usable replies remain", () => {
    expect(() =>
      normaliseReplies([
        { reply: "A", confidence: 1 },
        { reply: " ", confidence: 1 },
        { reply: "a", confidence: 1 },
      ]),
    ).toThrowError(expect.objectContaining({ status: 502 }));
  });
});

describe("toGenerationError", () => {
  it("maps a timeout to 504, unreadable output to 502 and anything else to a 502 that hides the cause", () => {
    expect(toGenerationError(new Error("aborted"), true).status).toBe(504);
    const noObject = Object.assign(new Error("no object"), { name: "AI_NoObjectGeneratedError" });
    expect(toGenerationError(noObject, false)).toMatchObject({ status: 502, message: expect.stringMatching(/couldn't read/) });
    const other = toGenerationError(new Error("ECONNREFUSED 10.0.0.1 secret details"), false);
    expect(other.status).toBe(502);
    expect(other.message).not.toContain("secret");
    const kept = new ApiError(422, "unsafe_message", "kind");
    expect(toGenerationError(kept, false)).toBe(kept);
  });
});
