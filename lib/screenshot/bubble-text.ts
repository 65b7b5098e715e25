// From OCR's words to a message's text (docs/screenshot-reading.md). A bubble's lines are one wrapped
// paragraph, so they are joined with spaces. Some apps print the time (and delivery ticks) inside the
// bubble, in a smaller type after the text: a time that small is dropped with what follows it, while a
// time written in the message ("see you at 7:30") is as tall as its words and stays.

export interface ReadWord {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

const TIME = /^\d{1,2}[:.]\d{2}(?:[ap]\.?m\.?)?$/i;
const BORDER_NOISE = /^[|_\-–—~`'"‘’“”!ilI1\\/]+$/;
/** An input bar's hint, when the bar has no band of its own to tell it apart. */
const PLACEHOLDER = /^(?:i?message|text message|type a message|send a message|write a message|say something|aa)\W*$/i;

/** Height of the bubble's full-size letters: a word with a capital, a digit or a tall letter and nothing below the line. */
function letterHeight(words: readonly ReadWord[]): number {
  const tall = words.filter((w) => /[A-Z0-9bdfhklt]/.test(w.text) && !/[gjpqy,;()]/.test(w.text));
  const from = tall.length ? tall : words;
  return Math.max(0, ...from.map((w) => w.bbox.y1 - w.bbox.y0)) * (tall.length ? 1 : 0.9);
}

export function bubbleText(lines: readonly (readonly ReadWord[])[]): string {
  const words = lines.flat();
  let end = words.length;
  for (let i = words.length - 1; i >= 0 && i >= words.length - 4; i--) {
    const w = words[i]!;
    const others = words.filter((o) => o !== w);
    if (TIME.test(w.text.replace(/[^\w:.]/g, "")) && w.bbox.y1 - w.bbox.y0 < 0.82 * letterHeight(others)) {
      end = i;
      break;
    }
  }
  const kept = words.slice(0, end).map((w) => ({
    ...w,
    // A lone capital I is often read as a bar.
    text: w.text === "|" ? "I" : w.text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"'),
  }));
  // A sliver of the bubble's edge read as a stroke, at either end.
  while (kept.length && BORDER_NOISE.test(kept[0]!.text) && kept[0]!.confidence < 70) kept.shift();
  while (kept.length && BORDER_NOISE.test(kept[kept.length - 1]!.text) && kept[kept.length - 1]!.confidence < 70) kept.pop();
  return kept
    .map((w) => w.text)
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

export function isPlaceholder(text: string): boolean {
  // The bar's icons read as stray symbols around the hint.
  const words = text.split(/\s+/).filter((w) => /\p{L}{2}/u.test(w));
  return PLACEHOLDER.test(words.join(" "));
}
