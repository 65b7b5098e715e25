import { describe, expect, it } from "vitest";
import { showBlanks } from "@/lib/pattern-interrupt/candidate-lines";
import { detectLanguage } from "@/lib/pattern-interrupt/language";
import { followsRule, lineRule } from "@/lib/pattern-interrupt/line-rule";
import { analyseOffline } from "@/lib/pattern-interrupt/offline";
import { analysisSchema } from "@/lib/pattern-interrupt/schemas";
import { TONE_IDS } from "@/lib/plans";
import { keepsRails } from "@/lib/reading/rails";
import { readMessage } from "@/lib/reading/read";
import { composeOfflineReplies as composeReplies } from "@/lib/replies/offline";
import { OFFLINE_CASES } from "./offline-cases";

const EXTRA = [
  "I'm so stressed about the interview tomorrow",
  "It's raining so hard here",
  "My friend Priya says hi",
  "I have a golden retriever",
  "I love sushi, we should go to that new place in Bandra sometime",
  "What kind of music do you like?",
  "heyyy",
  "👀",
];
const MESSAGES = [...OFFLINE_CASES.map((c) => c.message), ...EXTRA];
// Messages the shared reading decides (docs/reading.md): a no, a complaint, bad news, her options, her day, good news.
const READING_CASES = [
  "Please stop messaging me. Not interested.",
  "I have a boyfriend, sorry",
  "Mujhe tumse baat nahi karni, bye",
  "that joke was really rude tbh",
  "can we slow down a bit",
  "my dad passed away last month and it has been rough",
  "meri dadi ka kal dehant ho gaya",
  "beach vacation or mountain cabin?",
  "chai ya coffee?",
  "do you like dogs?",
  "I'm free on Thursday evening",
  "Saturday chalein? Wahi cafe",
  "I got the job!!",
];

const HEDGE = /\b(?:may|might|probably|likely|perhaps|could)\b/i;

function expectClean(text: string) {
  expect(text.trim()).toBe(text);
  expect(text).not.toMatch(/[{}[\]]|undefined|null|NaN/);
  expect(text).not.toMatch(/ {2}/);
  expect(text).not.toMatch(/\s[,.!?;:]/);
  expect(text).not.toMatch(/\b(?:a|an|the)\s+(?:a|an|the)\b/i);
  expect(text).not.toMatch(/^\p{Ll}/u);
}

describe("analyseOffline", () => {
  it.each(MESSAGES.map((m) => [m.slice(0, 60), m] as const))("gives a complete, clean, schema-valid analysis for %j", (_label, message) => {
    const analysis = analyseOffline(message);
    expect(analysisSchema.parse(analysis)).toEqual(analysis);
    expect(TONE_IDS).toContain(analysis.recommendedTone);

    expect(analysis.hiddenMeaning.length).toBeGreaterThanOrEqual(40);
    expect(analysis.hiddenMeaning.length).toBeLessThanOrEqual(400);
    expect(analysis.expertTip.length).toBeGreaterThanOrEqual(30);
    expect(analysis.expertTip.length).toBeLessThanOrEqual(300);
    expect(analysis.patternInterrupt.length).toBeGreaterThan(0);
    expect(analysis.patternInterrupt.length).toBeLessThanOrEqual(200);
    for (const text of [analysis.hiddenMeaning, analysis.expertTip, analysis.patternInterrupt]) expectClean(text);

    // A reading of someone else's mind is a guess, addressed to him about her.
    expect(analysis.hiddenMeaning).toMatch(/^She/);
    expect(analysis.hiddenMeaning).toMatch(HEDGE);
    // The card adds its own quotes.
    expect(analysis.patternInterrupt).not.toMatch(/^["'“”‘’]|["“”]$/);
  });

  it("is deterministic", () => {
    for (const message of MESSAGES) expect(analyseOffline(message)).toEqual(analyseOffline(message));
  });

  it("sends one of the composer's replies in the recommended tone, one the rails allow", () => {
    for (const message of OFFLINE_CASES.map((c) => c.message)) {
      const analysis = analyseOffline(message);
      const language = detectLanguage(message);
      // Lines he can send as they are come first, from Regenerate's first sets; blanks show as "(hint)".
      const candidates = [0, 1, 2].flatMap((variation) =>
        composeReplies({ message, tone: analysis.recommendedTone, language, variation }).map((r) => r.reply),
      );
      const complete = candidates.filter((r) => !/\[\[/.test(r));
      const replies = (complete.length ? complete : candidates.map(showBlanks)).map((r) => r.trim());
      const fixed = readMessage(message).rail === "boundary";
      if (!fixed) expect(replies, message).toContain(analysis.patternInterrupt);
      expect(keepsRails(analysis.patternInterrupt, readMessage(message)), message).toBe(true);
    }
  });

  it("suggests a line that follows its own tip", () => {
    const misses: string[] = [];
    for (const message of [...MESSAGES, ...READING_CASES]) {
      const { expertTip, patternInterrupt } = analyseOffline(message);
      const rule = lineRule(expertTip);
      // The rule as the tip reads, less the detail it names (checked below with her own words).
      if (!followsRule(patternInterrupt, { ...rule, names: undefined }))
        misses.push(`${message} → tip ${JSON.stringify(expertTip)} → line ${JSON.stringify(patternInterrupt)}`);
    }
    expect(misses).toEqual([]);
  });

  it("reads what a tip asks of the line from its words", () => {
    expect(
      lineRule(
        'Skip the autopilot "hey, how are you?": answer her hello with one specific, easy question she\'d actually enjoy answering.',
      ),
    ).toEqual({ forbids: ["hey, how are you"], asks: true });
    expect(
      lineRule("Don't answer \"nothing much\". Give her one vivid, true detail of what you're doing, then invite her into it."),
    ).toMatchObject({ forbids: ["nothing much"], invites: true });
    expect(
      lineRule(
        "Respect it: send a short, gracious reply and then let the conversation go. Don't argue, don't ask why and don't try to change her mind.",
      ),
    ).toMatchObject({ short: true, noQuestion: true });
    expect(lineRule("If you've been chatting for a while, this is a natural moment to float a plan for later in the week.")).toEqual({
      forbids: [],
    });
    expect(followsRule("Nothing much, you?", lineRule('Don\'t answer "nothing much".'))).toBe(false);
    expect(followsRule("Coffee on Saturday?", lineRule("Say yes clearly and suggest a specific day and time."))).toBe(true);
  });

  it("reads a greeting as an opening and recommends a light tone", () => {
    const analysis = analyseOffline("hey");
    expect(analysis.hiddenMeaning).toMatch(/hello|greeting|hey/i);
    expect(analysis.recommendedTone).toBe("funny");
  });

  it("reads a plan as interest in meeting and recommends a confident, concrete yes", () => {
    const analysis = analyseOffline("We should grab coffee sometime");
    expect(analysis.hiddenMeaning).toMatch(/meet|texting|real life/i);
    expect(analysis.expertTip).toMatch(/day|time|when|logistics|plan/i);
    expect(analysis.recommendedTone).toBe("confident");
  });

  it("reads a one-word reply as low energy, not a verdict, and coaches a light, easy answer", () => {
    const analysis = analyseOffline("ok");
    expect(analysis.hiddenMeaning).toMatch(/little to work with|run out|short|one word/i);
    expect(analysis.expertTip).toMatch(/easy|either\/or|light/i);
    expect(["funny", "creative"]).toContain(analysis.recommendedTone);
  });

  it("reads a compliment as interest and recommends flirty", () => {
    const analysis = analyseOffline("You have a really nice smile");
    expect(analysis.hiddenMeaning).toMatch(/compliment|flirt|likes what/i);
    expect(analysis.recommendedTone).toBe("flirty");
  });

  it("meets a rough day with warmth, not advice", () => {
    const analysis = analyseOffline("Ugh, long day. So tired");
    expect(analysis.hiddenMeaning).toMatch(/day|energy|real/i);
    expect(analysis.expertTip).toMatch(/empathy|advice|kind/i);
    expect(analysis.recommendedTone).toBe("confident");
  });

  it("builds the reading and the tip around a detail she mentioned", () => {
    const goa = analyseOffline("I just got back from Goa");
    expect(goa.hiddenMeaning).toContain("Goa");
    expect(goa.expertTip).toContain("Goa");
    const biryani = analyseOffline("I made the best biryani tonight");
    expect(biryani.hiddenMeaning).toContain("biryani");
    const interview = analyseOffline("I have an interview tomorrow, wish me luck");
    expect(interview.hiddenMeaning).toContain("the interview");
    expect(interview.expertTip).toMatch(/\binterview\b/);
    // A breed needs an article; a weather word needs "the".
    expect(analyseOffline("I have a golden retriever").hiddenMeaning).toContain("a golden retriever");
    expect(analyseOffline("It's raining so hard here").hiddenMeaning).toContain("the rain");
  });

  it("reads her question about him as curiosity about his life", () => {
    const analysis = analyseOffline("What kind of music do you like?");
    expect(analysis.hiddenMeaning).toMatch(/music/);
    expect(analysis.hiddenMeaning).toMatch(/asking|curious|question/i);
  });

  it("answers a Hinglish message with a Hinglish line to send", () => {
    for (const message of [
      "kya kar rahe ho",
      "hii kaise ho",
      "kal milte hai?",
      "aaj ka din bahut bura tha, thak gayi",
      "tum kaafi cute ho",
    ]) {
      const analysis = analyseOffline(message);
      const sets = (language: "en" | "hi") =>
        [0, 1, 2].flatMap((variation) =>
          composeReplies({ message, tone: analysis.recommendedTone, language, variation }).map((r) => r.reply.trim()),
        );
      const hinglish = sets("hi");
      const english = sets("en");
      expect(hinglish, message).toContain(analysis.patternInterrupt);
      expect(english, message).not.toContain(analysis.patternInterrupt);
      // The reading and the tip are for him, in English.
      expect(detectLanguage(analysis.hiddenMeaning)).toBe("en");
    }
  });

  it("gives different messages of the same intent different readings", () => {
    const greetings = ["hey", "hi", "hello", "hey there", "good morning", "hii", "heyyy", "Hello!", "hey you", "hi hi"];
    expect(new Set(greetings.map((m) => analyseOffline(m).hiddenMeaning)).size).toBeGreaterThan(1);
    const shorts = ["ok", "okay", "lol", "haha", "hmm", "cool", "k", "sure", "nice", "yeah"];
    expect(new Set(shorts.map((m) => analyseOffline(m).hiddenMeaning)).size).toBeGreaterThan(1);
    expect(new Set(shorts.map((m) => analyseOffline(m).expertTip)).size).toBeGreaterThan(1);
  });

  it("takes a clear no at face value and suggests a gracious goodbye", () => {
    for (const message of ["I'm not interested, sorry", "Please stop texting me", "I have a boyfriend", "please stop"]) {
      const analysis = analyseOffline(message);
      expect(analysis.expertTip, message).toMatch(/respect/i);
      expect(analysis.patternInterrupt, message).toMatch(/take care/i);
    }
    expect(analyseOffline("mujhe interest nahi hai, sorry").patternInterrupt).toMatch(/koi baat nahi/i);
    // Not a no: a topic she isn't into, or a laugh.
    expect(analyseOffline("I'm not interested in cricket but I love football").patternInterrupt).not.toMatch(/take care/i);
    expect(analyseOffline("please stop making me laugh 😂").patternInterrupt).not.toMatch(/take care/i);
  });
});

describe("analyseOffline on the shared reading", () => {
  it("after a no, a complaint or bad news: a reading that takes her at her word and a line that keeps the rails", () => {
    const no = analyseOffline("Please stop messaging me. Not interested.");
    expect(no.expertTip).toMatch(/respect/i);
    expect(no.patternInterrupt).not.toMatch(/\?/);
    const complaint = analyseOffline("that joke was really rude tbh");
    expect(complaint.hiddenMeaning).toMatch(/apology/);
    expect(complaint.patternInterrupt).toMatch(/sorry/i);
    expect(analyseOffline("can we slow down a bit").patternInterrupt).toMatch(/no pressure/i);
    for (const message of ["my dad passed away last month and it has been rough", "meri dadi ka kal dehant ho gaya"]) {
      const grief = analyseOffline(message);
      expect(grief.hiddenMeaning, message).toMatch(/painful|hard/);
      expect(grief.expertTip, message).toMatch(/no jokes/i);
      expect(grief.patternInterrupt, message).not.toMatch(/haha|lol|😂|coffee|meet|date/i);
    }
  });

  it("an either/or: a pick from her own options; a plan on her day: a yes on that day", () => {
    const pick = analyseOffline("beach vacation or mountain cabin?");
    expect(pick.hiddenMeaning).toContain('"beach vacation" or "mountain cabin"');
    expect(pick.patternInterrupt.toLowerCase()).toMatch(/beach|mountain/);
    const chai = analyseOffline("chai ya coffee?");
    expect(chai.patternInterrupt.toLowerCase()).toMatch(/chai|coffee/);
    const thursday = analyseOffline("I'm free on Thursday evening");
    expect(thursday.hiddenMeaning).toMatch(/Thursday/);
    expect(thursday.expertTip).toMatch(/Thursday/);
    expect(thursday.patternInterrupt).toMatch(/thursday/i);
    expect(thursday.patternInterrupt).not.toMatch(/\b(?:monday|tuesday|wednesday|friday|saturday|sunday)\b/i);
  });

  it("good news: celebrate first", () => {
    const news = analyseOffline("I got the job!!");
    expect(news.hiddenMeaning).toMatch(/good news/);
    expect(news.expertTip).toMatch(/celebrate/i);
  });
});

describe("detectLanguage", () => {
  it.each(["kya kar rahe ho", "acha", "kal milte hai?", "weekend pe kya plan hai", "aaj bahut garmi hai", "tum kaafi cute ho"])(
    "reads %j as Hinglish",
    (message) => {
      expect(detectLanguage(message)).toBe("hi");
    },
  );

  it.each(["How was your day?", "Jet lag is killing me", "Hai, how are you doing today?", "I love Goa", "😂😂", "ok"])(
    "reads %j as English",
    (message) => {
      expect(detectLanguage(message)).toBe("en");
    },
  );
});
