import { describe, expect, it } from "vitest";
import { blankCount, blanksComplete, fillBlanks, replyParts } from "@/lib/replies/blanks";

describe("fill-in blanks in a reply", () => {
  const reply = "I work as [[your job]]. Mostly [[what you do for fun]] on weekends.";

  it("splits a reply into text and blanks, in order", () => {
    expect(replyParts(reply)).toEqual([
      { kind: "text", text: "I work as " },
      { kind: "blank", hint: "your job", index: 0 },
      { kind: "text", text: ". Mostly " },
      { kind: "blank", hint: "what you do for fun", index: 1 },
      { kind: "text", text: " on weekends." },
    ]);
    expect(blankCount(reply)).toBe(2);
    expect(blankCount("No blanks here.")).toBe(0);
  });

  it("is complete only when every blank has text", () => {
    expect(blanksComplete(reply, [])).toBe(false);
    expect(blanksComplete(reply, ["product designer", "  "])).toBe(false);
    expect(blanksComplete(reply, ["product designer", "cycling"])).toBe(true);
    expect(blanksComplete("No blanks here.", [])).toBe(true);
  });

  it("fills what he typed and keeps unfilled blanks visible", () => {
    expect(fillBlanks(reply, ["product designer", "cycling"])).toBe("I work as product designer. Mostly cycling on weekends.");
    expect(fillBlanks(reply, ["product designer"])).toBe("I work as product designer. Mostly [[what you do for fun]] on weekends.");
  });
});
