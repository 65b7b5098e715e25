import { describe, expect, it } from "vitest";
import { composeOpeners } from "@/lib/openers/offline";
import { NO_DETAIL } from "@/lib/openers/protocol";
import { TONE_IDS } from "@/lib/plans";

const PROFILE = "Architect by day, momo critic by night. Just back from Goa and already planning Ladakh. Dog mom to Coco 🐶";

describe("the built-in openers", () => {
  it("writes three openers, each on a different detail it names, in every tone and both languages", () => {
    for (const language of ["en", "hi"] as const)
      for (const tone of TONE_IDS) {
        const openers = composeOpeners({ profile: PROFILE, tone, language });
        expect(openers).toHaveLength(3);
        expect(new Set(openers.map((o) => o.detail)).size).toBe(3);
        for (const o of openers) {
          expect(o.opener.length).toBeLessThanOrEqual(200);
          expect(o.opener).not.toMatch(/how'?s it going|what'?s up|how are you/i);
          expect(o.confidence).toBeGreaterThan(60);
        }
      }
  });

  it("is deterministic, and Regenerate gives new lines", () => {
    const request = { profile: PROFILE, tone: "funny" as const, language: "en" as const };
    expect(composeOpeners(request)).toEqual(composeOpeners(request));
    const seen = new Set<string>();
    for (let variation = 0; variation < 5; variation++)
      for (const o of composeOpeners({ ...request, variation })) {
        expect(seen.has(o.opener), o.opener).toBe(false);
        seen.add(o.opener);
      }
  });

  it("reaches details beyond the first three on Regenerate", () => {
    const details = new Set(
      [0, 1, 2].flatMap((variation) =>
        composeOpeners({ profile: PROFILE, tone: "confident", language: "en", variation }).map((o) => o.detail),
      ),
    );
    expect(details.size).toBeGreaterThan(3);
  });

  it("follows the tone: a flirty set differs from a confident one", () => {
    const texts = (tone: "flirty" | "confident") => composeOpeners({ profile: PROFILE, tone, language: "en" }).map((o) => o.opener);
    expect(texts("flirty")).not.toEqual(texts("confident"));
  });

  it("writes Hinglish in Latin letters", () => {
    for (const o of composeOpeners({
      profile: "Mumbai ki ladki. Biryani ke liye kuch bhi. Weekend pe trekking.",
      tone: "funny",
      language: "hi",
    }))
      expect(o.opener).not.toMatch(/[\u0900-\u097F]/);
  });

  it("says so honestly when her profile has nothing usable, with good openers still", () => {
    const openers = composeOpeners({ profile: "Just ask.", tone: "confident", language: "en" });
    expect(openers.map((o) => o.detail)).toEqual([NO_DETAIL, NO_DETAIL, NO_DETAIL]);
    for (const o of openers) expect(o.opener).toMatch(/\?|Go\./);
  });

  it("with one detail, builds all three openers on it rather than going generic", () => {
    const openers = composeOpeners({ profile: "Obsessed with Kerala.", tone: "funny", language: "en" });
    expect(openers.every((o) => o.opener.includes("Kerala"))).toBe(true);
    expect(new Set(openers.map((o) => o.opener)).size).toBe(3);
  });
});
