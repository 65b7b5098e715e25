// Reduces text to the plain Latin letters a reader sees, so that a pattern written for "nudes" also
// catches "nudеs" (Cyrillic е), "ｎｕｄｅｓ", "nu\u200Bdes" or "n.u.d.e.s". The result is only ever
// matched against, never shown: it may lose accents and case-shape, but it must never turn ordinary
// English or Hinglish into something else, and it leaves Devanagari (and every other script's own
// letters) as it was.
//
// No package on npm does this well enough to rely on: the UTS #39 skeleton ones also fold "m" to
// "rn" and digits to letters (breaking "I'm 16"), and touch Devanagari. So the table below holds
// only the Cyrillic, Greek, Armenian and Cherokee letters (and a few Latin small capitals) that read
// as a Latin letter, most taken from UTS #39's confusables data.

const LOOK_ALIKES: Record<string, string> = {
  a: "аαɑᴀ",
  A: "АΑᎪ",
  b: "ьвβʙᏏ",
  B: "ЬВΒᏴ",
  c: "сϲᴄ",
  C: "СϹᏟ",
  d: "ԁᴅᏧđ",
  D: "Ꭰ",
  e: "еҽεᴇ",
  E: "ЕΕᎬ",
  f: "քꜰ",
  F: "Ϝ",
  g: "ɡցɢ",
  G: "ԌᏀᏳ",
  h: "һհнʜᏂħ",
  H: "НΗᎻ",
  i: "іιɪɩıꙇӏᎥ",
  I: "ІΙ",
  j: "јϳȷᴊ",
  J: "ЈͿᎫ",
  k: "кκᴋ",
  K: "КΚᏦ",
  l: "ʟӀł",
  L: "ᏞԼ",
  m: "мᴍ",
  M: "МΜϺᎷ",
  n: "ոռηпɴ",
  N: "Ν",
  o: "оοσօᴏø",
  O: "ОΟՕ",
  p: "рρᴘ",
  P: "РΡᏢ",
  q: "ԛգզ",
  r: "гᴦʀ",
  R: "ᎡᏒ",
  s: "ѕꜱ",
  S: "ЅՏᏚᏕ",
  t: "тτᴛ",
  T: "ТΤᎢ",
  u: "υսᴜ",
  U: "Ս",
  v: "νѵᴠ",
  V: "ѴᏙ",
  w: "ѡԝաωᴡ",
  W: "ԜᎳᏔ",
  x: "хχ",
  X: "ХΧ",
  y: "уүγʏ",
  Y: "УҮΥᎩᎽ",
  z: "ᴢ",
  Z: "ΖᏃ",
};

const TO_LATIN = new Map<string, string>();
for (const [latin, shapes] of Object.entries(LOOK_ALIKES)) for (const shape of shapes) TO_LATIN.set(shape, latin);

// Enclosed letters NFKC leaves alone (🅝, 🅽) and regional indicators (🇳), each a run of A–Z.
const LETTER_RUNS = [0x1f150, 0x1f170, 0x1f1e6];
const A = "A".charCodeAt(0);

function foldChar(char: string): string {
  const mapped = TO_LATIN.get(char);
  if (mapped) return mapped;
  const code = char.codePointAt(0)!;
  // Cherokee small letters look like their capitals; one table serves both.
  if ((code >= 0xab70 && code <= 0xabbf) || (code >= 0x13f8 && code <= 0x13fd)) return TO_LATIN.get(char.toUpperCase()) ?? char;
  for (const start of LETTER_RUNS) if (code >= start && code < start + 26) return String.fromCharCode(A + code - start);
  return char;
}

const APOSTROPHES = /[‘’ʼʻ′´`ʹ]/g;
// Zero-width spaces and joiners, soft hyphens, bidi controls, variation selectors, fillers.
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
const FOLDABLE = /\P{ASCII}/gu;
// Accents on a Latin letter or digit; marks on another script's letters (Devanagari's vowel signs) stay.
const ACCENTS = /([A-Za-z0-9])\p{M}+/gu;

// Plain ASCII needs none of the steps below but the backtick's: no accents, nothing invisible, nothing to
// fold, and both Unicode normal forms leave it as it is. Most replies and many messages are plain ASCII,
// and a generation normalises a dozen texts (bench/GENERATE.md).
const PLAIN_ASCII = /^\p{ASCII}*$/u;

// A generation normalises her message more than once (the safety check, then the reading), and text
// outside ASCII takes two Unicode normal forms and four passes: the last answer is kept for the next call.
let last = { text: "", normalised: "" };

/** The text as plain Latin letters for matching: see the top of this file. */
export function normaliseText(text: string): string {
  if (PLAIN_ASCII.test(text)) return text.includes("`") ? text.replaceAll("`", "'") : text;
  if (text === last.text) return last.normalised;
  const normalised = text
    .replace(APOSTROPHES, "'")
    .normalize("NFKD")
    .replace(INVISIBLE, "")
    .replace(FOLDABLE, foldChar)
    .replace(ACCENTS, "$1")
    .normalize("NFC");
  last = { text, normalised };
  return normalised;
}

// Characters used to split a word so a filter misses it: "n.u.d.e.s", "n u d e s", "n-u-d-e-s".
// The apostrophe is not one, and a letter beside it belongs to a word: the "m" of "I'm" stands with the "I".
const SEPARATORS = '[\\s.\\-_*·•|/\\\\,~+:;=^"–—]+';
const SPLIT_LETTERS = new RegExp(`(?<![\\p{L}\\p{N}'])[a-z](?:${SEPARATORS}[a-z](?![\\p{L}\\p{N}'])){2,}`, "giu");
const SEPARATOR = new RegExp(SEPARATORS, "gu");

/**
 * Joins three or more single letters standing apart ("s e x" → "sex"). Meant to be matched *as well
 * as* the text it came from, never instead: joining "u r a" can hide a "u r" a pattern looks for.
 */
export function joinSplitLetters(text: string): string {
  return text.replace(SPLIT_LETTERS, (run) => run.replace(SEPARATOR, ""));
}

// Digits and signs written for the letters they look like, inside a word that has letters too:
// "c0nvince", "pr3ssure", "m@nipulate". "7pm" and "2nd" change as well, which is why the result, like
// joinSplitLetters', is only matched as well as the text, never instead of it.
const LOOKALIKE: Readonly<Record<string, string>> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s" };
const MIXED_WORD = /[\p{L}0-9@$]*[0-9@$][\p{L}0-9@$]*/gu;

/** Reads digits and signs standing for letters as those letters, in words that also hold letters. */
export function lettersForLookalikes(text: string): string {
  return text.replace(MIXED_WORD, (word) => (/\p{L}/u.test(word) ? word.replace(/[0-9@$]/g, (c) => LOOKALIKE[c] ?? c) : word));
}
