import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { bubbleText, isPlaceholder, type ReadWord } from "@/lib/screenshot/bubble-text";
import { OCR_VERSION } from "@/lib/screenshot/client/ocr";
import { joinScreens, toGeneratorFields } from "@/lib/screenshot/turns";

/** A line of words as OCR gives them: each `height` pixels tall unless given as [text, height]. */
function line(y: number, ...words: (string | [string, number])[]): ReadWord[] {
  let x = 0;
  return words.map((word) => {
    const [text, height] = typeof word === "string" ? [word, 40] : word;
    const w = { text, confidence: 90, bbox: { x0: x, y0: y + 40 - height, x1: x + 20 * text.length, y1: y + 40 } };
    x += 20 * text.length + 12;
    return w;
  });
}

describe("bubbleText", () => {
  it("joins a bubble's lines into one message", () => {
    expect(bubbleText([line(0, "Okay", "that", "was"), line(60, "actually", "sweet")])).toBe("Okay that was actually sweet");
  });

  it("drops the small time and ticks an app prints inside the bubble", () => {
    expect(bubbleText([line(0, "It", "looks", "like", "a", "film", "set", ["7.54", 22], ["pm", 16], ["JJ", 18])])).toBe(
      "It looks like a film set",
    );
  });

  it("measures a time by its digits, so the comma OCR read after it doesn't make it look full-size", () => {
    const glyphs = (w: ReadWord, heights: number[]) => ({
      ...w,
      symbols: [...w.text].map((text, i) => ({
        text,
        bbox: { x0: w.bbox.x0 + 20 * i, y0: 40 - heights[i]!, x1: w.bbox.x0 + 20 * i + 18, y1: 40 },
      })),
    });
    const [so, realistically, fourteen, time] = line(0, "So", "realistically", "fourteen", "7.53,");
    const words = [
      glyphs(so!, [30, 20]),
      glyphs(realistically!, [20, 20, 20, 32, 20, 20, 32, 32, 20, 20, 20, 32, 26]),
      glyphs(fourteen!, [32, 20, 20, 28, 20, 20, 20, 20]),
      // Small digits (22 px against letters of 30-32), and a comma hanging 12 px below the line.
      { ...glyphs(time!, [22, 4, 22, 22, 10]), bbox: { ...time!.bbox, y0: 18, y1: 52 } },
    ];
    expect(bubbleText([words])).toBe("So realistically fourteen");
  });

  it("keeps a time that is part of the message", () => {
    expect(bubbleText([line(0, "See", "you", "at", "7:30")])).toBe("See you at 7:30");
  });

  it("mends a capital I read as a bar or a one", () => {
    expect(bubbleText([line(0, "|", "respect", "him")])).toBe("I respect him");
    expect(bubbleText([line(0, "Should", "1?")])).toBe("Should I?");
    expect(bubbleText([line(0, "1'm", "in")])).toBe("I'm in");
    expect(bubbleText([line(0, "I", "have", "1", "dog")])).toBe("I have 1 dog");
  });

  it("drops what OCR made of a grey emoji, and keeps punctuation", () => {
    expect(bubbleText([line(0, "already", "=")])).toBe("already");
    expect(bubbleText([line(0, "Ravenclaw", "+;")])).toBe("Ravenclaw");
    expect(bubbleText([line(0, "wait", "what?!", "...")])).toBe("wait what?! ...");
  });

  it("straightens curly quotes", () => {
    expect(bubbleText([line(0, "it’s", "“fine”")])).toBe(`it's "fine"`);
  });
});

describe("isPlaceholder", () => {
  it.each(["iMessage", "Message", "© Message @ @", "iMessage WV", "Type a message", "Send a message"])(
    "%s is an input bar's hint",
    (text) => {
      expect(isPlaceholder(text)).toBe(true);
    },
  );
  it.each(["Message me when you land", "Type a message and I'll see"])("%s is a message", (text) => {
    expect(isPlaceholder(text)).toBe(false);
  });
});

describe("toGeneratorFields", () => {
  it("puts her last bubbles after his last one in her message, and the rest in the thread", () => {
    expect(
      toGeneratorFields([
        { who: "me", text: "Kal coffee chalein?" },
        { who: "her", text: "Kal busy hu" },
        { who: "me", text: "Saturday?" },
        { who: "her", text: "Done" },
        { who: "her", text: "  5 baje?  " },
      ]),
    ).toEqual({ message: "Done\n5 baje?", thread: "Me: Kal coffee chalein?\nHer: Kal busy hu\nMe: Saturday?", threadTrimmed: false });
  });

  it("leaves her message empty when the chat ends with his", () => {
    expect(
      toGeneratorFields([
        { who: "her", text: "Hi" },
        { who: "me", text: "Hey!" },
      ]),
    ).toEqual({ message: "", thread: "Her: Hi\nMe: Hey!", threadTrimmed: false });
  });

  it("keeps the latest part of a conversation too long for the thread field, and says so", () => {
    const turns = [
      { who: "her" as const, text: "a".repeat(30) },
      { who: "me" as const, text: "b".repeat(30) },
      { who: "me" as const, text: "c".repeat(30) },
      { who: "her" as const, text: "last" },
    ];
    const fields = toGeneratorFields(turns, 80);
    expect(fields).toEqual({ message: "last", thread: `Me: ${"b".repeat(30)}\nMe: ${"c".repeat(30)}`, threadTrimmed: true });
  });
});

describe("joinScreens", () => {
  it("counts the bubbles two screenshots share once", () => {
    const a = [
      { who: "her" as const, text: "one" },
      { who: "me" as const, text: "two" },
      { who: "her" as const, text: "three" },
    ];
    const b = [
      { who: "me" as const, text: "Two" },
      { who: "her" as const, text: "three!" },
      { who: "me" as const, text: "four" },
    ];
    expect(joinScreens([a, b]).map((t) => t.text)).toEqual(["one", "two", "three", "four"]);
  });
});

describe("the OCR files", () => {
  it("are served from the folder of the installed tesseract.js, with the worker, the cores and the English model", () => {
    const installed = JSON.parse(fs.readFileSync("node_modules/tesseract.js/package.json", "utf8")).version;
    expect(OCR_VERSION).toBe(installed);
    for (const file of [
      "worker.min.js",
      "core/tesseract-core-simd-lstm.wasm.js",
      "core/tesseract-core-lstm.wasm.js",
      "lang/eng.traineddata.gz",
    ])
      expect(fs.existsSync(`public/ocr/${OCR_VERSION}/${file}`), file).toBe(true);
  });
});
