import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { knownSalient, profileWorth, salience, salientRun, trimRun } from "@/lib/reading/learned/salience";
import { partsOf, threadTopicOf } from "@/lib/reading/parts";
import { parseThread } from "@/lib/reading/thread";
import { loadProfiles } from "@/scripts/lib/profile-corpus.mjs";
import { loadSplit } from "@/scripts/lib/reading-corpus.mjs";
import { buildProfileSalience, buildSalience } from "@/scripts/lib/salience.mjs";

// Which words are worth saying back (docs/reading.md, "Which words to say back"): counted from the
// labels of the training split, shipped in data/reading/model/salience.json.

describe("the word salience table", () => {
  test("is what the training split counts to, so `npm run train:reader` reproduces it", () => {
    const shipped = JSON.parse(readFileSync(path.join(process.cwd(), "data/reading/model/salience.json"), "utf8"));
    expect(buildSalience(loadSplit("train").rows)).toEqual(shipped);
  });
  test("the profile table is what the profile corpus's training split counts to", () => {
    const shipped = JSON.parse(readFileSync(path.join(process.cwd(), "data/profiles/model/salience.json"), "utf8"));
    expect(buildProfileSalience(loadProfiles("train").rows)).toEqual(shipped);
    expect(profileWorth("handloom")).toBeGreaterThan(profileWorth("weekends"));
  });
  test("things are worth saying back, verbs and fillers are not", () => {
    for (const thing of ["grandma", "kachori", "paragliding", "boss"]) expect(salience(thing)).toBeGreaterThan(0.6);
    for (const filler of ["pasand", "says", "importantly", "sabse", "the"]) expect(salience(filler)).toBeLessThan(0.2);
    expect(knownSalient("playlist")).toBe(true);
    expect(knownSalient("zyada")).toBe(false);
  });
  test("a run keeps its worthwhile words, and the best run is the one with the best word", () => {
    expect(trimRun("grandma turns")).toBe("grandma");
    expect(trimRun("dogs pasand")).toBe("dogs");
    expect(salientRun(["importantly", "bring", "souvenir"])).toBe("souvenir");
  });
});

describe("what a part and his last turn are about, by the words worth saying back", () => {
  test("'more importantly did u bring me back anything' is not about 'importantly'", () => {
    const parts = partsOf("how was ur trip to manali? and more importantly did u bring me back a souvenir");
    expect(parts.at(-1)?.key).not.toMatch(/importantly/i);
  });
  test("an older turn of his is what he was talking about where its words are clearly worth more", () => {
    expect(
      threadTopicOf(
        parseThread("Me: I play the tabla btw\nHer: wait seriously?\nMe: 12 years now"),
        "ok that's kinda hot. who taught you?",
      ),
    ).toBe("tabla");
    expect(
      threadTopicOf(parseThread("Me: so my cat sleeps on my face\nMe: every night"), "im crying 😭 does he at least let u breathe"),
    ).toMatch(/^cat\b/);
  });
  test("his turn's loose verb is left out of what it was about", () => {
    expect(threadTopicOf(parseThread("Me: my grandma turns 90 tomorrow!"), "that's amazing, what are you getting her?")).toBe("grandma");
  });
});
