import { describe, expect, it } from "vitest";
import { classifyMessage } from "@/lib/reading/classify";
import { extractDetails } from "@/lib/reading/details";
import { INTENTS } from "@/lib/reading/intents";
import { OFFLINE_CASES } from "./offline-cases";

describe("offline classifier", () => {
  const withIntent = OFFLINE_CASES.filter((c) => c.intent);

  it.each(withIntent.map((c) => [c.intent!, c.message, c.thread] as const))("reads %s in %j", (intent, message, thread) => {
    expect(classifyMessage(message, thread).intent).toBe(intent);
  });

  it("covers every intent it can return", () => {
    const seen = new Set(withIntent.map((c) => c.intent));
    for (const intent of INTENTS) {
      expect(seen, intent).toContain(intent);
    }
  });

  it("flags questions in English and Hinglish, but not a statement that starts with can't", () => {
    expect(classifyMessage("Do you believe in ghosts?").question).toBe(true);
    expect(classifyMessage("kaunsi movie thi").question).toBe(true);
    expect(classifyMessage("Can't stop listening to Taylor Swift").question).toBe(false);
  });

  it("tells a question about him from a question about her or a statement", () => {
    expect(classifyMessage("What kind of music do you like?")).toMatchObject({ intent: "music", askedHim: true });
    expect(classifyMessage("Any plans for the weekend?")).toMatchObject({ intent: "weekend", askedHim: true });
    expect(classifyMessage("weekend pe kya plan hai")).toMatchObject({ intent: "weekend", askedHim: true });
    expect(classifyMessage("I'm going to a wedding this weekend, so excited")).toMatchObject({ intent: "weekend", askedHim: false });
    expect(classifyMessage("Should I get the pasta or the pizza?")).toMatchObject({ intent: "food", askedHim: false });
  });

  it("leans on her last lines in the thread only when her message is thin", () => {
    const thread = "Her: I just got back from Goa\nMe: how was it?";
    expect(classifyMessage("hmm", thread)).toMatchObject({ intent: "travel", fromThread: true });
    expect(classifyMessage("You have a really nice smile", thread)).toMatchObject({ intent: "compliment", fromThread: false });
    expect(classifyMessage("hmm")).toMatchObject({ intent: "short", fromThread: false });
  });

  it("does not count the pasted latest message twice when it also ends the thread", () => {
    const result = classifyMessage("ok", "Her: I love sushi\nMe: same!\nHer: ok");
    expect(result).toMatchObject({ intent: "food", fromThread: true });
  });

  it("prefers meeting up over the day it falls on, and the weekend over 'what are you doing'", () => {
    expect(classifyMessage("weekend pe milte hai?").intent).toBe("plans");
    expect(classifyMessage("What are you doing this weekend?").intent).toBe("weekend");
  });
});

describe("offline detail extraction", () => {
  it("finds lexicon names in any case and writes them properly", () => {
    expect(extractDetails("just got back from goa")[0]).toMatchObject({ en: "Goa", kind: "place", source: "lexicon" });
    expect(extractDetails("obsessed with taylor swift rn")[0]).toMatchObject({ en: "Taylor Swift", kind: "artist" });
    expect(extractDetails("golgappe khane chalein?")[0]).toMatchObject({ en: "pani puri", kind: "food" });
  });

  it("prefers the longest name ('half marathon' over 'marathon')", () => {
    expect(extractDetails("Just ran my first half marathon!")[0]).toMatchObject({ en: "the half marathon", hi: "half marathon" });
  });

  it("writes work events with an article in English and bare in Hinglish", () => {
    expect(extractDetails("I have an interview tomorrow")[0]).toMatchObject({ en: "the interview", hi: "interview", kind: "work" });
  });

  it("tells a home town from a trip", () => {
    expect(extractDetails("I live in Delhi")[0]).toMatchObject({ en: "Delhi", kind: "home" });
    expect(extractDetails("Delhi se hoon main")[0]).toMatchObject({ en: "Delhi", kind: "home" });
    expect(extractDetails("Going to Delhi next week")[0]).toMatchObject({ en: "Delhi", kind: "place" });
  });

  it("matches titles that are also ordinary words only when capitalised mid-sentence", () => {
    expect(extractDetails("Rewatching Friends tonight")[0]).toMatchObject({ en: "Friends", kind: "title" });
    expect(extractDetails("out with friends tonight")).toEqual([]);
    expect(extractDetails("Friends are coming over tonight")).toEqual([]);
  });

  it("picks up a pet's name", () => {
    expect(extractDetails("My dog Bruno just learned to high five")[0]).toMatchObject({ en: "Bruno", kind: "pet" });
    expect(extractDetails("my cat named mochi hates mornings")[0]).toMatchObject({ en: "Mochi", kind: "pet" });
  });

  it("guesses at capitalised names it does not know, skipping sentence starts and filler words", () => {
    expect(extractDetails("Just got back from a trip to Chopta")).toEqual([
      { en: "Chopta", hi: "Chopta", kind: "thing", source: "guess", afterPlaceWord: true },
    ]);
    expect(extractDetails("Hey! I am so tired. OMG what a day")).toEqual([]);
    const travel = classifyMessage("Just got back from a trip to Chopta");
    expect(travel.details[0]).toMatchObject({ en: "Chopta", kind: "place" });
  });
});
