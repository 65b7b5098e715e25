import { describe, expect, it } from "vitest";
import { LANGUAGE_IDS, REPLIES_PER_GENERATION, TONE_IDS } from "@/lib/plans";
import { INTENTS } from "@/lib/reading/intents";
import { composeOfflineReplies } from "@/lib/replies/offline";
import { BANKS, GENERIC_DETAIL } from "@/lib/replies/offline/bank";
import { DETAIL_KINDS } from "@/lib/replies/offline/compose";
import { BLANK_PATTERN } from "@/lib/replies/protocol";
import { detailFor, OFFLINE_CASES } from "./offline-cases";

const TOPICS = ["work", "food", "travel", "music", "movies", "weekend", "pets", "sports", "books", "weather"] as const;
const COMBOS = TONE_IDS.flatMap((tone) => LANGUAGE_IDS.map((language) => ({ tone, language })));
const NON_LATIN_LETTER = /(?!\p{Script=Latin})\p{L}/u;

function words(text: string): Set<string> {
  return new Set(
    text
      .replace(BLANK_PATTERN, "")
      .toLowerCase()
      .match(/[\p{L}\p{N}']+/gu) ?? [],
  );
}

function jaccard(a: string, b: string): number {
  const x = words(a);
  const y = words(b);
  const shared = [...x].filter((w) => y.has(w)).length;
  return shared / (x.size + y.size - shared);
}

function expectCleanText(text: string) {
  // A blank he fills in ("I work as [[your job]]") is meant to be there; the text around it is held to the rest.
  const reply = text.replace(BLANK_PATTERN, "X");
  expect(reply.trim()).toBe(reply);
  expect(reply).not.toMatch(/[{}[\]]|undefined|null|NaN/);
  expect(reply).not.toMatch(/ {2}/);
  expect(reply).not.toMatch(/\s[,.!?;:]/);
  expect(reply).not.toMatch(/[,;:]$/);
  expect(reply).not.toMatch(/,[,.]|\.,|!\./);
  expect(reply).not.toMatch(/\b(?:a|an|the)\s+(?:a|an|the)\b/i);
  expect(reply).not.toMatch(/^\p{Ll}/u);
  expect((reply.match(/\p{Extended_Pictographic}/gu) ?? []).length).toBeLessThanOrEqual(2);
}

describe("composeOfflineReplies", () => {
  describe.each(OFFLINE_CASES.map((c) => [c.message.slice(0, 60), c] as const))("%j", (_label, c) => {
    it.each(COMBOS.map((combo) => [combo.tone, combo.language, combo] as const))("%s / %s", (_tone, _language, { tone, language }) => {
      const request = { message: c.message, thread: c.thread, tone, language };
      const replies = composeOfflineReplies(request);

      expect(replies).toHaveLength(REPLIES_PER_GENERATION);
      expect(composeOfflineReplies({ ...request })).toEqual(replies);

      for (const { reply, confidence } of replies) {
        expect(reply.length).toBeGreaterThan(0);
        expect(reply.length).toBeLessThanOrEqual(200);
        expectCleanText(reply);
        expect(reply).not.toMatch(NON_LATIN_LETTER);
        expect(Number.isInteger(confidence)).toBe(true);
        expect(confidence).toBeGreaterThanOrEqual(20);
        expect(confidence).toBeLessThanOrEqual(95);
        if (c.message.length > 20) expect(reply.toLowerCase()).not.toContain(c.message.toLowerCase());
      }

      for (let i = 0; i < replies.length; i++) {
        for (let j = i + 1; j < replies.length; j++) {
          expect(replies[i]!.reply).not.toBe(replies[j]!.reply);
          expect(jaccard(replies[i]!.reply, replies[j]!.reply)).toBeLessThan(0.6);
        }
      }

      const detail = detailFor(c, language);
      if (detail)
        expect(
          replies.some((r) => r.reply.toLowerCase().includes(detail.toLowerCase())),
          JSON.stringify(replies),
        ).toBe(true);

      // Best first, so the card the user sees first is the one the engine rates highest.
      const scores = replies.map((r) => r.confidence);
      expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    });
  });

  it("scores a reply built on her detail above the generic fallback", () => {
    const specific = composeOfflineReplies({ message: "I just got back from Goa", tone: "confident", language: "en" });
    const generic = composeOfflineReplies({ message: "That's so random", tone: "confident", language: "en" });
    expect(specific[0]!.confidence).toBeGreaterThan(Math.max(...generic.map((r) => r.confidence)));
    expect(Math.max(...generic.map((r) => r.confidence))).toBeLessThan(70);
  });

  it("gives different messages on the same topic different reply sets", () => {
    const food = [
      "I made the best biryani tonight",
      "khana kha liya?",
      "what's your favourite food?",
      "I'm so hungry right now",
      "Had pizza for dinner",
      "craving momos",
    ];
    for (const { tone, language } of COMBOS) {
      const sets = new Set(
        food.map((message) =>
          JSON.stringify(
            composeOfflineReplies({ message, tone, language })
              .map((r) => r.reply)
              .sort(),
          ),
        ),
      );
      expect(sets.size, `${tone}/${language}`).toBeGreaterThan(1);
    }
  });

  it("answers in the requested tone and language with different lines", () => {
    const message = "I just got back from Goa";
    const all = COMBOS.map(({ tone, language }) =>
      composeOfflineReplies({ message, tone, language })
        .map((r) => r.reply)
        .join("|"),
    );
    expect(new Set(all).size).toBe(COMBOS.length);
  });

  it("answers a question about him with lines that answer, and her news with lines that respond", () => {
    for (const language of LANGUAGE_IDS) {
      for (const tone of TONE_IDS) {
        const cell = BANKS[language].weekend[tone];
        const asked = composeOfflineReplies({ message: "Any plans for the weekend?", tone, language }).map((r) => r.reply);
        const told = composeOfflineReplies({ message: "I'm going to a wedding this weekend, so excited", tone, language }).map(
          (r) => r.reply,
        );
        expect(asked.some((r) => cell.asked!.includes(r))).toBe(true);
        expect(told.some((r) => cell.asked!.includes(r))).toBe(false);
      }
    }
  });

  it("takes the place on when she leaves it to him, on her day, and says nothing of it when she named it", () => {
    const left = composeOfflineReplies({
      message: "Dinner Tuesday? I'm a terrible chooser, so you pick somewhere.",
      tone: "confident",
      language: "en",
    });
    expect(left.filter((r) => /\bTuesday\b/.test(r.reply) && /\b(?:place|book)\b/i.test(r.reply)).length).toBeGreaterThanOrEqual(2);
    const hi = composeOfflineReplies({
      message: "haan sunday chalega, jagah tum decide karo",
      thread: "Me: sunday mil sakte hain?",
      tone: "confident",
      language: "hi",
    });
    expect(hi.some((r) => /sunday/i.test(r.reply) && /\bjagah\b/i.test(r.reply))).toBe(true);
    const named = composeOfflineReplies({ message: "Dinner Tuesday at Bombay Canteen?", tone: "confident", language: "en" });
    expect(named.some((r) => /I'll book somewhere|I'll pick the place/i.test(r.reply))).toBe(false);
  });
});

describe("offline line bank", () => {
  const moves = ["answer", "tease", "forward"] as const;

  it.each(LANGUAGE_IDS)("has every intent, tone and move in %s, with at least two lines each", (language) => {
    for (const intent of INTENTS) {
      for (const tone of TONE_IDS) {
        const cell = BANKS[language][intent][tone];
        for (const move of moves) expect(cell[move].length, `${intent}/${tone}/${move}`).toBeGreaterThanOrEqual(2);
        if (DETAIL_KINDS[intent]) expect(cell.detail?.length ?? 0, `${intent}/${tone}/detail`).toBeGreaterThanOrEqual(2);
        if ((TOPICS as readonly string[]).includes(intent))
          expect(cell.asked?.length ?? 0, `${intent}/${tone}/asked`).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it.each(LANGUAGE_IDS)("keeps %s lines short, clean and slot-free outside detail lines", (language) => {
    const all: string[] = [];
    for (const intent of INTENTS) {
      for (const tone of TONE_IDS) {
        const cell = BANKS[language][intent][tone];
        for (const move of [...moves, "asked"] as const) {
          for (const line of cell[move] ?? []) {
            expect(line, `${intent}/${tone}/${move}`).not.toMatch(/[{}]/);
            all.push(line);
          }
        }
        for (const line of cell.detail ?? []) {
          expect(line, `${intent}/${tone}/detail`).toMatch(/\{[dD]\}/);
          all.push(line.replace(/\{[dD]\}/g, "Goa"));
        }
      }
    }
    for (const tone of TONE_IDS) {
      for (const line of GENERIC_DETAIL[language][tone]) {
        expect(line).toMatch(/\{[dD]\}/);
        all.push(line.replace(/\{[dD]\}/g, "Goa"));
      }
    }
    for (const line of all) {
      expect(line.length, line).toBeLessThanOrEqual(165);
      expectCleanText(line);
      expect(line, line).not.toMatch(NON_LATIN_LETTER);
    }
    expect(new Set(all).size).toBeGreaterThan(450);
  });
});

describe("Regenerate (variation)", () => {
  const cases = OFFLINE_CASES.flatMap((c) => COMBOS.map((combo) => ({ message: c.message, thread: c.thread, ...combo })));

  it("draws a whole new set: none of the replies on screen comes back", () => {
    for (const request of cases) {
      for (const variation of [1, 2]) {
        const onScreen = composeOfflineReplies({ ...request, variation: variation - 1 }).map((r) => r.reply);
        const again = composeOfflineReplies({ ...request, variation }).map((r) => r.reply);
        expect(again, `${request.tone}/${request.language}: ${request.message} (#${variation})`).toHaveLength(REPLIES_PER_GENERATION);
        expect(
          again.filter((reply) => onScreen.includes(reply)),
          `${request.tone}/${request.language}: ${request.message} (#${variation})`,
        ).toEqual([]);
      }
    }
  });

  it("is still deterministic: the same count gives the same set, and the first set is the one without a count", () => {
    for (const request of cases.slice(0, 40)) {
      expect(composeOfflineReplies({ ...request, variation: 3 })).toEqual(composeOfflineReplies({ ...request, variation: 3 }));
      expect(composeOfflineReplies({ ...request, variation: 0 })).toEqual(composeOfflineReplies(request));
    }
  });
});
