import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dequantise, loadFastText, predict, quantise } from "@/lib/reading/learned/fasttext";
import { linearFeatures, loadLinear, predictLinear } from "@/lib/reading/learned/linear";
import { learnedReading, READER_ACTS, readLearned } from "@/lib/reading/learned/reader";
import { readerTokens } from "@/lib/reading/learned/tokens";
import { readMessage } from "@/lib/reading/read";
import { checkHerMessage } from "@/lib/reading/safety";
import { trainInProcess } from "@/scripts/lib/fasttext-train.mjs";
import { trainLinear } from "@/scripts/lib/linear-train.mjs";
import { ACTS, HIM_Q, MOODS } from "@/scripts/lib/reading-corpus.mjs";

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

describe("the linear model", () => {
  const labels = [...new Set(LINES.map(([label]) => label))];
  const examples = Array.from({ length: 5 }, () =>
    LINES.map(([label, text]) => ({ ...linearFeatures(readerTokens(text)), y: labels.map((l) => l === label) })),
  ).flat();
  const params = { epochs: 5, lr: 0.5, l2: 1e-6, minCount: 2 };

  it("gives her words and his last turn's features of their own, each once, whatever the message's length", () => {
    const f = linearFeatures(readerTokens("saturday works!"));
    const twice = linearFeatures(readerTokens("saturday works! saturday works!"));
    // The same features at the same values, and one more: the pair "! saturday".
    expect(twice.idx.length).toBe(f.idx.length + 1);
    expect(Math.max(...twice.val.slice(0, -1))).toBe(Math.max(...f.val.slice(0, -1)));
    const withHis = linearFeatures(readerTokens("saturday works!", "Me: saturday?"));
    expect(withHis.idx.length).toBeGreaterThan(f.idx.length);
    // "saturday" said by him is not "saturday" said by her.
    const his = new Set(linearFeatures(["m_saturday"]).idx);
    expect([...linearFeatures(["saturday"]).idx].filter((slot) => his.has(slot))).toEqual([...linearFeatures([]).idx]);
  });

  it("learns the acts of its rows, the same weights every time, and reads much the same as shipped in int8", () => {
    const a = trainLinear(examples, labels.length, params, 7);
    const b = trainLinear(examples, labels.length, params, 7);
    expect(Buffer.from(a.weights.buffer).equals(Buffer.from(b.weights.buffer))).toBe(true);
    const model = loadLinear(labels, a.ids, a.weights);
    const shipped = loadLinear(labels, a.ids, dequantise(quantise(a.weights, labels.length), labels.length));
    for (const [label, probe] of [
      ["boundary", "pls stop texting me"],
      ["greeting", "hiii kaise ho"],
      ["either_or", "chai or coffee ?"],
    ] as const) {
      const p = predictLinear(model, readerTokens(probe));
      expect(labels[p.indexOf(Math.max(...p))], probe).toBe(label);
      const q = predictLinear(shipped, readerTokens(probe));
      p.forEach((x, i) => {
        expect(Math.abs(x - q[i]!), `${probe} (int8)`).toBeLessThan(0.02);
      });
    }
  });

  it("leaves out a feature seen in only one row", () => {
    const once = linearFeatures(readerTokens("zyxwvut"));
    const { ids } = trainLinear([...examples, { ...once, y: labels.map(() => false) }], labels.length, params, 7);
    const kept = new Set(ids);
    expect([...once.idx].some((slot) => !kept.has(slot))).toBe(true);
  });
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
    // The linear model reads her mood beside her acts, and what she asks him about apart.
    expect([...manifest.linear.acts.labels].sort()).toEqual([...ACTS, "any_no", ...MOODS.map((m) => `mood:${m}`)].sort());
    expect([...manifest.linear.him_q.labels].sort()).toEqual([...HIM_Q].sort());
  });
  it("reads a no the three acts each miss as one of the family", () => {
    // The family label is sure where none of boundary, moving_on or limit alone is.
    const manifest = JSON.parse(fs.readFileSync(path.join(process.cwd(), "data/reading/model/reader.json"), "utf8"));
    expect(manifest.sure.any_no).toBeLessThan(Math.min(manifest.sure.boundary, manifest.sure.limit));
    expect(readMessage("gonna take a break from all this for a while, take care").rail).toBe("boundary");
  });
  it("reads short everyday news as no rail, whatever the linear model makes of its few letters", () => {
    for (const message of ["I got the job!!", "it's raining so hard here", "back now", "just got back from Goa", "abhi Goa se wapas aayi"])
      expect(readMessage(message).rail, message).toBeNull();
  });
  it("reads a message she ends with a bare 'bye' as a no, and a shy 'ok bye' after something warm as none", () => {
    for (const message of ["lmao did you really just ask me that. bye", "seriously? that's what you lead with? bye.", "k bye 🙄"])
      expect(readMessage(message).rail, message).toBe("boundary");
    expect(readMessage("is it weird that i saved your voice note? it's a nice voice. ok bye 🫣").rail).toBeNull();
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
  it("keeps replies where the only word of that kind is one ordinary messages have as often", () => {
    for (const message of [
      "send me a pic of what you're eating rn, i'm on a diet and i want to suffer",
      "pls dont send shirtless pics unless asked lol",
    ])
      expect(checkHerMessage(message), message).toBeNull();
    expect(checkHerMessage("send a pic of what ur wearing rn 😏")).toBe("explicit");
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
