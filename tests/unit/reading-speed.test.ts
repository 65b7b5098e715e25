import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lexiconMatches } from "@/lib/reading/details";
import { LEXICON } from "@/lib/reading/lexicon";
import { normaliseText } from "@/lib/reading/normalise-text";

// The reading's fast paths (docs/architecture.md, "The AI layer") must read exactly what the plain forms
// they replaced read: each is held here to that plain form, over her kind of text and over noise.

// The plain form of the lexicon scan: one pattern of every form, longest first, scanned along the message.
const formKey = (text: string) => text.toLowerCase().replace(/’/g, "'").replace(/\s+/g, " ");
const formPattern = (form: string) =>
  form
    .toLowerCase()
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    .replace(/'/g, "['’]?")
    .replace(/\s+/g, "\\s+");
const FORMS = [...new Set(LEXICON.flatMap((e) => e.forms).map(formKey))].sort((a, b) => b.length - a.length);
const ONE_PATTERN = new RegExp(`(?<![\\p{L}\\p{N}])(?:${FORMS.map(formPattern).join("|")})(?![\\p{L}\\p{N}])`, "giu");
const plainScan = (text: string) => [...text.matchAll(ONE_PATTERN)].map((m) => ({ text: m[0], index: m.index }));

// The plain form of normaliseText, without its ASCII shortcut.
const plainNormalise = (text: string) =>
  text
    .replace(/[‘’ʼʻ′´`ʹ]/g, "'")
    .normalize("NFKD")
    .replace(/[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu, "")
    .replace(/([A-Za-z0-9])\p{M}+/gu, "$1")
    .normalize("NFC");

const PIECES = [
  ...FORMS.slice(0, 120),
  "Goa",
  "GOA",
  "goa’s",
  "𝐀",
  "é",
  "\u212A",
  "\u017F",
  "'",
  "’",
  " ",
  "\n",
  "-",
  "x",
  "9",
  "!",
  "😅",
  "İ",
  "मुंबई",
];
const herText = fc
  .array(fc.tuple(fc.constantFrom(...PIECES), fc.boolean(), fc.constantFrom("", " ", ", ", ".")), { maxLength: 8 })
  .map((parts) => parts.map(([piece, upper, gap]) => (upper ? piece.toUpperCase() : piece) + gap).join(""));

describe("the lexicon scan tried only where a word starts", () => {
  it("finds what one pattern of every form finds, at the same places", () => {
    for (const text of [
      "Just got back from Goa, still have sand everywhere 😅",
      "Watching Brooklyn Nine-Nine and eating pani puri in MUMBAI",
      "half-marathon done!! now biryani",
      "\u212Aerala trip? ſushi after",
    ])
      expect(lexiconMatches(text)).toEqual(plainScan(text));
    fc.assert(
      fc.property(herText, (text) => {
        expect(lexiconMatches(text)).toEqual(plainScan(text));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("normaliseText's plain-ASCII shortcut", () => {
  it("gives what the full normalisation gives, for any ASCII text", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.integer({ min: 0, max: 127 }).map((c) => String.fromCharCode(c)), maxLength: 60 }), (text) => {
        expect(normaliseText(text)).toBe(plainNormalise(text));
      }),
      { numRuns: 2000 },
    );
    expect(normaliseText("don`t")).toBe("don't");
  });
});
