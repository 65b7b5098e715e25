import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dequantise, loadFastText, predict, quantise } from "@/lib/reading/learned/fasttext";
import { learnedReading, READER_ACTS, readLearned } from "@/lib/reading/learned/reader";
import { readerTokens } from "@/lib/reading/learned/tokens";
import { readMessage } from "@/lib/reading/read";
import { checkHerMessage } from "@/lib/reading/safety";
import { trainInProcess } from "@/scripts/lib/fasttext-train.mjs";
import { ACTS } from "@/scripts/lib/reading-corpus.mjs";

// The learned reader reads fastText's models in TypeScript (lib/reading/learned/fasttext.ts): it must give
// what fastText itself gives, for known words, unknown ones, Hinglish, emoji and accents alike.

const LINES: Array<[string, string]> = [
  ["boundary", "not interested sorry"],
  ["boundary", "pls stop texting me"],
  ["boundary", "mujhe baat nahi karni"],
  ["greeting", "hiii kaise ho 😊"],
  ["greeting", "good morning ☀️"],
  ["either_or", "coffee or chai ?"],
  ["either_or", "pahad ya beach ?"],
  ["question_about_him", "so what do u do ?"],
  ["question_about_him", "weekend pe kya karte ho ?"],
];
const PROBES = [
  "not interested sorry",
  "chai or coffee bolo ?",
  "heyyy 😂😂 kaise hoo",
  "café ☕ tomorrow?",
  "completely unknown wordsss",
  "टेस्ट hindi script",
  "",
];

describe("fastText in TypeScript", () => {
  for (const loss of ["ova", "softmax"] as const) {
    it(`gives fastText's own probabilities (${loss})`, async () => {
      const lines = Array.from({ length: 20 }, () =>
        LINES.map(([label, text]) => `__label__${label} ${readerTokens(text).join(" ")}`),
      ).flat();
      const params = { lr: 0.5, epoch: 5, dim: 8, wordNgrams: 2, minn: 2, maxn: 5, bucket: 2000, minCount: 1, loss };
      const trained = await trainInProcess(lines, params, 7);
      const model = loadFastText(trained.header, trained.input, trained.output);
      const shipped = loadFastText(trained.header, dequantise(quantise(trained.input, 8), 8), dequantise(quantise(trained.output, 8), 8));
      for (const probe of PROBES) {
        const tokens = readerTokens(probe);
        const native = trained.nativePredict(tokens);
        const ours = predict(model, tokens);
        const small = predict(shipped, tokens);
        trained.header.labels.forEach((label, i) => {
          expect(ours[i], `${probe} → ${label}`).toBeCloseTo(native[label] ?? 0, 4);
          expect(Math.abs(small[i]! - (native[label] ?? 0)), `${probe} → ${label} (int8)`).toBeLessThan(0.02);
        });
      }
    });
  }
});

describe("a learned reading", () => {
  it("holds the acts at or over their own thresholds, every act's probability kept", () => {
    const r = learnedReading(["boundary", "tease", "greeting"], [0.2, 0.5, 0.9], { boundary: 0.15, tease: 0.6 }, "playful", "work");
    expect([...r.acts]).toEqual(["boundary", "greeting"]);
    expect(r.probability.tease).toBe(0.5);
  });
});

describe("the shipped reader", () => {
  it("knows the guide's acts, no more and no fewer, and its act model was trained on them and the boundary family", () => {
    expect([...READER_ACTS].sort()).toEqual([...ACTS].sort());
    const manifest = JSON.parse(fs.readFileSync(path.join(process.cwd(), "data/reading/model/reader.json"), "utf8"));
    expect([...manifest.models.acts.header.labels].sort()).toEqual([...ACTS, "any_no"].sort());
  });
  it("reads a no the three acts each miss as one of the family", () => {
    // The family label is sure where none of boundary, moving_on or limit alone is.
    const manifest = JSON.parse(fs.readFileSync(path.join(process.cwd(), "data/reading/model/reader.json"), "utf8"));
    expect(manifest.sure.any_no).toBeLessThan(Math.min(manifest.sure.boundary, manifest.sure.limit));
    expect(readMessage("gonna take a break from all this for a while, take care").rail).toBe("boundary");
  });
  it("loads and reads a plain no, a question about him and an either-or", () => {
    expect(readLearned("not interested, sorry. good luck!").acts.has("boundary")).toBe(true);
    expect(readLearned("so what do you do for work?").acts.has("question_about_him")).toBe(true);
    expect(readLearned("pizza or biryani?").acts.has("either_or")).toBe(true);
  });
  it("reads his last turn as context, marked apart from her words", () => {
    expect(readerTokens("saturday works!", "Me: free saturday?\nHer: maybe\nMe: coffee at 5?")).toEqual([
      "saturday",
      "works",
      "!",
      "m_coffee",
      "m_at",
      "m_5",
      "m_?",
    ]);
  });
});

describe("the safety check of her message, rules or classifier", () => {
  it("refuses a minor's age in words or by school grade, and digits for letters, that no pattern lists", () => {
    expect(checkHerMessage("i'm fifteen lol")).toBe("minor");
    expect(checkHerMessage("abhi class 10 mein hoon")).toBe("minor");
    expect(checkHerMessage("send n00dz")).toBe("explicit");
    expect(checkHerMessage("bro i'm １６ why is everyone here so old")).toBe("minor");
    expect(checkHerMessage("tumhe pata hai na main abhi sirf gyaarahvi mein hoon?")).toBe("minor");
  });
  it("keeps replies for a time the classifier alone hears as an age", () => {
    for (const message of [
      "7 thoda jaldi hai 😅 8 kar do toh pakka",
      "10:30? i'm in the library till 10",
      "Not this week. Next Friday, after 7.",
    ])
      expect(checkHerMessage(message), message).toBeNull();
  });
  it("leaves ordinary messages alone, a sister's age and a plan for tonight among them", () => {
    for (const message of [
      "Pizza or tacos tonight?",
      "Pizza or burgers tonight?",
      "stay in or go out tonight?",
      "netflix at home or a movie out?",
      "coffee tonight?",
      "pizza or pasta?",
      "my sister is 15 and obsessed with kpop",
      "what are you doing tonight",
    ])
      expect(checkHerMessage(message), message).toBeNull();
  });
});

describe("a plain question about him is not a complaint", () => {
  it("reads 'tum kya karte ho?' as a question, with no rail, and a question against him still as a complaint", () => {
    for (const message of ["tum kya karte ho?", "kaam kya karte ho?", "lol fair. so what do you do for work?"]) {
      const reading = readMessage(message);
      expect(reading.rail, message).toBeNull();
      expect(reading.primary.kind, message).toBe("question");
    }
    expect(readMessage("why do you always take 2 days to reply?").rail).toBe("boundary");
  });
});

describe("casual is not a no", () => {
  it("reads 'not looking for anything serious' as casual, with no rail, and 'not looking for anything right now' as a no", () => {
    const casual = readMessage("honestly not looking for anything serious rn, just want to have fun");
    expect(casual.rail).toBeNull();
    expect(casual.acts.some((a) => a.kind === "casual")).toBe(true);
    expect(readMessage("I'm not looking for anything right now, sorry").rail).toBe("boundary");
  });
});
