import { describe, expect, it } from "vitest";
import { assertSafe, checkSafety } from "@/lib/ai/safety";
import { ApiError } from "@/lib/http/errors";

describe("checkSafety", () => {
  it.each([
    ["I'm 16 lol", "minor"],
    ["im 15 and my mom is strict", "minor"],
    ["she is 14 years old", "minor"],
    ["main 16 saal ki hu", "minor"],
    ["I'm still in high school", "minor"],
    ["I'm a minor btw", "minor"],
    ["send me nudes", "explicit"],
    ["you're so horny", "explicit"],
    ["I'll kill you", "threat"],
    ["I know where you live", "threat"],
    ["I'll leak your pics", "threat"],
    ["shut up bitch", "harassment"],
    ["tu kutti hai", "harassment"],
    ["you're so ugly", "harassment"],
    ["sometimes I want to kill myself", "self_harm"],
  ])("flags %j as %s", (text, category) => {
    expect(checkSafety(text)).toBe(category);
  });

  it.each([
    "I'm 16 hours into this flight 😩",
    "I'm 25 and new to this city",
    "I'm 5 minutes away",
    "Just got back from a 10k run",
    "My sister is in high school, she's driving me crazy",
    "That was a minor setback haha",
    "Essex is lovely in the spring",
    "I'm a teacher at a high school",
    "Kill it at your presentation tomorrow!",
    "haha you're so funny",
    "kal milte hai?",
    "The sushi was killer",
  ])("lets an ordinary message through: %j", (text) => {
    expect(checkSafety(text)).toBeNull();
  });

  it("checks the thread as well as her message", () => {
    expect(checkSafety("lol ok", "Her: I'm 15 btw")).toBe("minor");
  });

  it("assertSafe throws a 422 ApiError with a kind message", () => {
    expect(() => assertSafe("send nudes")).toThrowError(ApiError);
    try {
      assertSafe("send nudes");
    } catch (error) {
      expect((error as ApiError).status).toBe(422);
      expect((error as ApiError).message).toMatch(/respectful/);
    }
  });
});
