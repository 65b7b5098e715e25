// From OCR's words to a message's text (docs/screenshot-reading.md). A bubble's lines are one wrapped
// paragraph, so they are joined with spaces. Some apps print the time (and delivery ticks) inside the
// bubble, in a smaller type after the text: a time that small is dropped with what follows it, while a
// time written in the message ("see you at 7:30") is as tall as its words and stays.

interface Bbox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface ReadWord {
  text: string;
  confidence: number;
  bbox: Bbox;
  /** Its letters, each with its box (tesseract.js gives them); a comma's tail then doesn't count as height. */
  symbols?: readonly { text: string; bbox: Bbox }[];
}

/** A time as OCR reads small digits: "10:42", "7.54", "7.7pm". */
const TIME = /^\d{1,2}(?:[:.]?\d{1,2})?(?:[ap]\.?m\.?)?$/i;
/** What OCR makes of an emoji or an icon it still sees: no letter or digit, and signs people don't type alone. */
const PICTURE_NOISE = /^(?=.*[=+~*^°©®«»<>{}[\]|\\/_•·—–-])[^\p{L}\p{N}]+$/u;
/** "I" read as "1" where a number makes no sense: "1'm", "Should 1?", "If 1 go". */
const ONE_FOR_I = /^1(?=$|['’][a-z]+$|[?!.,]+$)/;
const BEFORE_I = /^(?:if|should|can|could|would|do|did|am|shall|may|and|but|so|when|because|what|then|that|now|cause|na|toh|lol|haha)$/i;
/** An input bar's hint, when the bar has no band of its own to tell it apart. */
const PLACEHOLDER = /^(?:i?message|text message|type a message|send a message|write a message|say something|aa)(?:\s+\S{1,3})*\W*$/i;

const FULL_HEIGHT = /^[A-Z0-9bdfhklt]$/;

/** How tall full-size letters are: capitals, digits and letters with an ascender (none reaches below the line). */
function letterHeight(words: readonly ReadWord[]): number {
  const heights = words.flatMap((w) =>
    w.symbols
      ? w.symbols.filter((s) => FULL_HEIGHT.test(s.text)).map((s) => s.bbox.y1 - s.bbox.y0)
      : /[A-Z0-9bdfhklt]/.test(w.text) && !/[gjpqy,;()]/.test(w.text)
        ? [w.bbox.y1 - w.bbox.y0]
        : [],
  );
  if (!heights.length) return 0.9 * Math.max(0, ...words.map((w) => w.bbox.y1 - w.bbox.y0));
  heights.sort((a, b) => a - b);
  return heights[Math.floor(heights.length / 2)]!;
}

/** A time's height: its digits' where known (a comma or a dot after it hangs lower). */
function timeHeight(w: ReadWord): number {
  const digits = w.symbols?.filter((s) => /\d/.test(s.text)) ?? [];
  return digits.length ? Math.max(...digits.map((s) => s.bbox.y1 - s.bbox.y0)) : w.bbox.y1 - w.bbox.y0;
}

export function bubbleText(lines: readonly (readonly ReadWord[])[]): string {
  const words = lines.flat();
  let end = words.length;
  for (let i = words.length - 1; i >= 0 && i >= words.length - 4; i--) {
    const w = words[i]!;
    const others = words.filter((o) => o !== w);
    if (TIME.test(w.text.replace(/[^\w:.]/g, "")) && timeHeight(w) < 0.85 * letterHeight(others)) {
      end = i;
      break;
    }
  }
  const kept = words.slice(0, end).map((w, i) => {
    // A lone capital I is often read as a bar, or as a one after a word that an "I" follows.
    const previous = words[i - 1]?.text.replace(/\W+$/, "") ?? "";
    const one = ONE_FOR_I.test(w.text) && (i === 0 || BEFORE_I.test(previous) || /['’]/.test(w.text));
    const text = w.text === "|" ? "I" : one ? `I${w.text.slice(1)}` : w.text;
    return { ...w, text: text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"') };
  });
  // A grey emoji (a cup, a skull) looks like ink and stays in the picture; what OCR reads of it isn't text.
  const text = kept.filter((w) => !PICTURE_NOISE.test(w.text));
  return text
    .map((w) => w.text)
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

export function isPlaceholder(text: string): boolean {
  // The bar's icons read as stray symbols around the hint.
  const words = text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  return PLACEHOLDER.test(words.join(" "));
}
