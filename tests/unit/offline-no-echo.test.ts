import { describe, expect, it, vi } from "vitest";
import { analyseOffline } from "@/lib/pattern-interrupt/offline";
import { LANGUAGE_IDS, TONE_IDS } from "@/lib/plans";
import { extractDetails } from "@/lib/reading/details";
import type { Detail } from "@/lib/reading/intents";
import { checkSafety } from "@/lib/reading/safety";
import { composeOfflineReplies } from "@/lib/replies/offline";

// A message carrying PLANTED gets the planted detail, as if extraction had let it through: that is
// how the composer's own check on every finished line is tested apart from extraction's filter.
const planted = vi.hoisted(() => ({ detail: null as Detail | null }));
vi.mock("@/lib/reading/details", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/reading/details")>();
  return {
    ...actual,
    extractDetails: (message: string) =>
      message.includes("PLANTED") && planted.detail ? [planted.detail] : actual.extractDetails(message),
  };
});

const HOSTILE = [
  "Kill Yourself Tonight",
  "omg Kill Yourself Tonight",
  "have you watched Kill Yourself Tonight? best movie ever",
  "My favourite film is Go Die Slowly",
  "I just watched Kill Bill",
  "Rewatching Die Hard with my Dead Poets Society friends",
  "my dog Killer is the best",
  "We went to Hate Street in San Francisco",
  "listening to K\u0456ll Yourself by some band",
];
const VIOLENT_WORD = /\b(?:kill\w*|die|dead|death|hate|hates|slowly)\b/i;
// No detail may hold any of these. In a reply, "Yourself" counts only as typed: the bank's own
// "Brace yourself." is fine, her capitalised "Yourself" slotted in as a title is not.
const ECHO = /\b(?:kill\w*|die|dead|death|hate|hates|slowly|yourself)\b/i;
const saidBack = (text: string) => VIOLENT_WORD.test(text) || /\bYourself\b/.test(text);

describe("the offline engine's details", () => {
  it.each(HOSTILE)("never lifts a violent or flagged phrase out of %j", (message) => {
    for (const detail of extractDetails(message)) {
      expect(`${detail.en} ${detail.hi}`).not.toMatch(ECHO);
      expect(checkSafety(detail.en)).toBeNull();
    }
  });

  it("drops the clean fragment of a flagged sentence too", () => {
    // "Kill" starts the sentence, so only "Yourself" would have been guessed; it would echo the threat.
    expect(extractDetails("Kill Yourself Tonight")).toEqual([]);
  });

  it("does not echo a film title with a violent word in it: the reply talks about films instead", () => {
    expect(extractDetails("I just watched Kill Bill")).toEqual([]);
    const replies = composeOfflineReplies({ message: "I just watched Kill Bill", tone: "funny", language: "en" });
    expect(replies).toHaveLength(3);
    for (const { reply } of replies) expect(reply).not.toMatch(/kill|bill/i);
  });

  it("still picks up ordinary details", () => {
    expect(extractDetails("Watching Deadpool tonight").map((d) => d.en)).toEqual(["Deadpool"]);
    expect(extractDetails("Just got back from Goa!").map((d) => d.en)).toEqual(["Goa"]);
    expect(extractDetails("my dog Bruno is the best").map((d) => d.en)).toEqual(["Bruno"]);
    expect(extractDetails("I'd kill for some biryani right now").map((d) => d.en)).toEqual(["biryani"]);
  });
});

describe("the offline engine's replies", () => {
  it.each(HOSTILE)("never echo %j, in any tone, language or Regenerate", (message) => {
    for (const tone of TONE_IDS) {
      for (const language of LANGUAGE_IDS) {
        for (let variation = 0; variation <= 3; variation++) {
          const replies = composeOfflineReplies({ message, tone, language, variation });
          expect(replies).toHaveLength(3);
          for (const { reply } of replies) {
            expect(saidBack(reply), reply).toBe(false);
            expect(checkSafety(reply)).toBeNull();
          }
        }
      }
    }
  });

  it.each(HOSTILE)("the Pattern Interrupt reading of %j does not echo it either", (message) => {
    const analysis = analyseOffline(message);
    for (const text of [analysis.hiddenMeaning, analysis.expertTip, analysis.patternInterrupt]) expect(saidBack(text), text).toBe(false);
  });

  it("pass every finished line through the safety check and pick another line when one fails", () => {
    const message = "Have you seen PLANTED? Best movie of the year";
    planted.detail = { en: "Paddington", hi: "Paddington", kind: "title", source: "guess" };
    const clean = composeOfflineReplies({ message, tone: "funny", language: "en" });
    // The control: a clean planted detail is used, so the next case would show a flagged one.
    expect(clean.some(({ reply }) => reply.includes("Paddington"))).toBe(true);

    planted.detail = { en: "send nudes", hi: "send nudes", kind: "title", source: "guess" };
    for (const tone of TONE_IDS) {
      const replies = composeOfflineReplies({ message, tone, language: "en" });
      expect(replies).toHaveLength(3);
      for (const { reply } of replies) expect(reply).not.toMatch(/nudes/i);
    }
    planted.detail = null;
  });
});
