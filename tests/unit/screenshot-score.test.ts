import { describe, expect, it } from "vitest";
import { FIXTURES, HELD_OUT, renderChatHtml } from "@/scripts/lib/chat-screenshots.mjs";
import { latestMessage, normaliseText, scoreScreenshot, wordAccuracy } from "@/scripts/lib/screenshot-score.mjs";

const her = (text: string) => ({ who: "her" as const, text });
const me = (text: string) => ({ who: "me" as const, text });

describe("normaliseText", () => {
  it.each([
    ["emoji inside a sentence", "that's so cute 😂 really", "that's so cute really"],
    ["an emoji with a variation selector", "Good morning ☀️", "Good morning"],
    ["a skin tone and a joined family", "done 👍🏽 👨‍👩‍👧", "done"],
    ["a flag", "India 🇮🇳 wins", "India wins"],
    ["curly apostrophes and quotes", "I’m “fine”", 'I\'m "fine"'],
    ["runs of spaces and line breaks", "  kya\n kar   rahe ho  ", "kya kar rahe ho"],
  ])("folds %s", (_label, input, expected) => {
    expect(normaliseText(input)).toBe(expected);
  });

  it("keeps digits, punctuation and Hinglish as they are", () => {
    expect(normaliseText("kal coffee chalein? 5 baje, Third Wave!")).toBe("kal coffee chalein? 5 baje, Third Wave!");
  });
});

describe("wordAccuracy", () => {
  it("is 1 for the same words, emoji and spacing aside", () => {
    expect(wordAccuracy("haha pagal ho tum 😂", "haha  pagal ho tum")).toBe(1);
  });

  it("counts a substituted, a missing and an inserted word as one error each", () => {
    expect(wordAccuracy("kya kar rahe ho", "kya kar rahi ho")).toBe(0.75);
    expect(wordAccuracy("kya kar rahe ho", "kya rahe ho")).toBe(0.75);
    expect(wordAccuracy("kya kar rahe ho", "kya kar rahe ho na")).toBe(0.75);
  });

  it("compares words exactly: case and punctuation count", () => {
    expect(wordAccuracy("Done, see you", "done see you")).toBeCloseTo(2 / 3);
  });

  it("never goes below 0", () => {
    expect(wordAccuracy("hi", "something else entirely here")).toBe(0);
  });
});

describe("latestMessage", () => {
  it("joins the trailing run of one sender's bubbles", () => {
    expect(latestMessage([her("hey"), me("hi!"), her("kal coffee chalein?"), her("5 baje?")])).toBe("kal coffee chalein?\n5 baje?");
  });

  it("is his trailing run when he wrote last, and empty without bubbles", () => {
    expect(latestMessage([her("hey"), me("one"), me("two")])).toBe("one\ntwo");
    expect(latestMessage([])).toBe("");
  });
});

describe("scoreScreenshot", () => {
  const truth = [
    me("Hey! Kya kar rahe ho?"),
    her("Kuch nahi yaar, bas Netflix"),
    me("Kaunsa show?"),
    her("Panchayat 😂"),
    her("Tum kya kar rahe ho?"),
  ];

  it("gives a perfect reading full marks", () => {
    expect(scoreScreenshot(truth, truth)).toEqual({
      words: { truth: 18, errors: 0 },
      bubbles: { truth: 5, read: 5, aligned: 5, rightSender: 5 },
      latestExact: true,
    });
  });

  it("charges a missing bubble its own words and nothing else", () => {
    const read = truth.filter((_, i) => i !== 1);
    const score = scoreScreenshot(truth, read);
    expect(score.words.errors).toBe(5);
    expect(score.bubbles).toEqual({ truth: 5, read: 4, aligned: 4, rightSender: 4 });
    expect(score.latestExact).toBe(true);
  });

  it("charges an extra bubble (a timestamp read as a message) its words as insertions", () => {
    const read = [me("Hey! Kya kar rahe ho?"), her("Today 9:41 PM"), ...truth.slice(1)];
    const score = scoreScreenshot(truth, read);
    expect(score.words.errors).toBe(3);
    expect(score.bubbles.rightSender).toBe(5);
  });

  it("counts a flipped sender and a misread word where they happen", () => {
    const read = [
      me("Hey! Kya kar rahe ho?"),
      me("Kuch nahi yaar, bas Netflx"),
      me("Kaunsa show?"),
      her("Panchayat"),
      her("Tum kya kar rahe ho?"),
    ];
    const score = scoreScreenshot(truth, read);
    expect(score.words.errors).toBe(1);
    expect(score.bubbles.rightSender).toBe(4);
    expect(score.latestExact).toBe(true);
  });

  it("misses the latest message when her last two bubbles are read as one, or the last one is his", () => {
    const merged = [...truth.slice(0, 3), her("Panchayat Tum kya kar rahe ho?")];
    expect(scoreScreenshot(truth, merged).latestExact).toBe(false);
    const flipped = [...truth.slice(0, 4), me("Tum kya kar rahe ho?")];
    expect(scoreScreenshot(truth, flipped).latestExact).toBe(false);
  });

  it("scores reading nothing as every word wrong", () => {
    expect(scoreScreenshot(truth, [])).toEqual({
      words: { truth: 18, errors: 18 },
      bubbles: { truth: 5, read: 0, aligned: 0, rightSender: 0 },
      latestExact: false,
    });
  });
});

describe("the chat-screenshot fixtures", () => {
  it("cover six styles in both themes at both phone sizes, in English and Hinglish", () => {
    expect(FIXTURES.length).toBeGreaterThanOrEqual(42);
    const combos = new Set(FIXTURES.map((f) => `${f.style} ${f.theme} ${f.size.width}`));
    expect(combos.size).toBe(6 * 2 * 2);
    expect(new Set(FIXTURES.map((f) => f.language))).toEqual(new Set(["en", "hinglish"]));
    expect(new Set(FIXTURES.map((f) => f.id)).size).toBe(FIXTURES.length);
  });

  it("hold 3 to 10 bubbles, mostly ending with her latest message", () => {
    for (const fixture of FIXTURES) expect(fixture.turns.length, fixture.id).toBeGreaterThanOrEqual(3);
    for (const fixture of FIXTURES) expect(fixture.turns.length, fixture.id).toBeLessThanOrEqual(10);
    const herLast = FIXTURES.filter((f) => f.turns.at(-1)?.who === "her").length;
    expect(herLast / FIXTURES.length).toBeGreaterThan(0.75);
  });

  it("render as self-contained documents", () => {
    const html = renderChatHtml(FIXTURES[0]!);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toMatch(/<(script|link)\b|src="http/);
  });
});

describe("the held-out chat screenshots", () => {
  const androidLike = new Set(["whatsapp", "tinder-like", "bumble-like", "instagram-like"]);

  it("cover six styles in both themes at both phone sizes, in English and Hinglish", () => {
    expect(HELD_OUT.length).toBeGreaterThanOrEqual(30);
    const combos = new Set(HELD_OUT.map((f) => `${f.style} ${f.theme} ${f.size.width}`));
    expect(combos.size).toBe(6 * 2 * 2);
    expect(new Set(HELD_OUT.map((f) => f.language))).toEqual(new Set(["en", "hinglish"]));
  });

  it("draw each style in its phone's font: Roboto for the Android-like apps, Inter for the others", () => {
    for (const fixture of HELD_OUT) expect(fixture.font, fixture.id).toBe(androidLike.has(fixture.style) ? "Roboto" : "Inter");
    expect(renderChatHtml(HELD_OUT.find((f) => f.font === "Roboto")!)).toMatch(/font-family: "Fixture Emoji", "Roboto"/);
    expect(renderChatHtml(HELD_OUT.find((f) => f.font === "Inter")!)).toMatch(/font-family: "Fixture Emoji", "Inter"/);
    // The main set keeps DejaVu Sans even where Roboto is installed.
    for (const fixture of FIXTURES) expect(fixture.font, fixture.id).toBeUndefined();
    expect(renderChatHtml(FIXTURES[0]!)).not.toMatch(/Roboto|Inter/);
  });

  it("come at the default, a larger and a smaller text size, in every style and theme", () => {
    const sizes = new Set(HELD_OUT.map((f) => `${f.style} ${f.theme} ${f.textScale}`));
    expect(sizes.size).toBe(6 * 2 * 3);
    expect(new Set(HELD_OUT.map((f) => f.textScale))).toEqual(new Set([1, 1.2, 0.9]));
    const large = HELD_OUT.find((f) => f.textScale === 1.2 && f.style === "imessage")!;
    expect(renderChatHtml(large)).toMatch(/font-size: 20.4px; line-height: 26.4px/);
  });

  it("hold 3 to 10 true bubbles, with long chats that fill the screen and a few scrolled under the header", () => {
    for (const fixture of HELD_OUT) expect(fixture.turns.length, fixture.id).toBeGreaterThanOrEqual(3);
    for (const fixture of HELD_OUT) expect(fixture.turns.length, fixture.id).toBeLessThanOrEqual(10);
    expect(HELD_OUT.filter((f) => f.turns.length >= 8).length).toBeGreaterThanOrEqual(8);
    const scrolled = HELD_OUT.filter((f) => f.cutOff?.length);
    expect(scrolled.length).toBeGreaterThanOrEqual(3);
    // The cut-off bubble is drawn, above the first true one, but is not in the truth.
    const asHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.codePointAt(0)};`);
    for (const fixture of scrolled) {
      const html = renderChatHtml(fixture);
      const cut = html.indexOf(asHtml(fixture.cutOff!.at(-1)!.text));
      expect(cut, fixture.id).toBeGreaterThan(0);
      expect(cut, fixture.id).toBeLessThan(html.indexOf(asHtml(fixture.turns[0]!.text)));
      expect(
        fixture.turns.map((t) => t.text),
        fixture.id,
      ).not.toContain(fixture.cutOff!.at(-1)!.text);
    }
  });

  it("have ids of their own and share no bubble or name with the main set", () => {
    const ids = [...FIXTURES, ...HELD_OUT].map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    const mainTexts = new Set(FIXTURES.flatMap((f) => f.turns.map((t) => t.text)));
    for (const fixture of HELD_OUT)
      for (const turn of [...(fixture.cutOff ?? []), ...fixture.turns])
        expect(mainTexts.has(turn.text), `${fixture.id}: ${turn.text}`).toBe(false);
    const mainNames = new Set(FIXTURES.map((f) => f.herName));
    for (const fixture of HELD_OUT) expect(mainNames.has(fixture.herName), fixture.id).toBe(false);
  });
});
