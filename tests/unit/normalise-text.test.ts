import { describe, expect, it } from "vitest";
import { joinSplitLetters, normaliseText } from "@/lib/reading/normalise-text";

describe("normaliseText", () => {
  it.each([
    ["Cyrillic е", "nud\u0435s", "nudes"],
    ["Cyrillic а, о, с, р, у, х", "\u0441\u0430\u0440\u043e \u0443\u0445", "capo yx"],
    ["Cyrillic і, ј, ѕ, ԁ and capitals", "\u0456\u0458\u0455\u0501 \u0410\u0415\u041e\u0420\u0421", "ijsd AEOPC"],
    ["Greek ο, ν, ρ, τ, υ, κ", "\u03bf\u03bd\u03c1\u03c4\u03c5\u03ba", "ovptuk"],
    ["Armenian ո, ս, օ", "\u0578\u057d\u0585", "nuo"],
    ["Cherokee capitals and small letters", "\u13da\u13ac ab\uabaf", "SE abC"],
    ["fullwidth letters", "ｓｅｎｄ ｍｅ ｎｕｄｅｓ", "send me nudes"],
    ["mathematical bold and double-struck", "𝐧𝐮𝐝𝐞𝐬 𝕟𝕦𝕕𝕖𝕤", "nudes nudes"],
    ["enclosed letters", "ⓝⓤⓓⓔⓢ 🅝🅤🅓🅔🅢", "nudes NUDES"],
    ["a zero-width space inside a word", "nu\u200bdes", "nudes"],
    ["zero-width joiners, a soft hyphen, a word joiner and bidi controls", "n\u200du\u00add\u2060e\u202es\u202c", "nudes"],
    ["combining accents", "nu\u0301de\u0300s", "nudes"],
    ["stacked marks", "n\u0338u\u0337d\u0336e\u0334s\u0335", "nudes"],
    ["an accented Cyrillic letter", "\u0451", "e"],
    ["precomposed accents", "café naïve", "cafe naive"],
    ["curly apostrophes", "I’m 16, don‘t", "I'm 16, don't"],
  ])("folds %s", (_label, input, expected) => {
    expect(normaliseText(input)).toBe(expected);
  });

  it("answers each text for itself when texts alternate (the last answer is kept for a repeat)", () => {
    const a = "nud\u0435s 😅";
    const b = "ｓｅｎｄ ｍｅ";
    for (let i = 0; i < 3; i++) {
      expect(normaliseText(a)).toBe("nudes 😅");
      expect(normaliseText(a)).toBe("nudes 😅");
      expect(normaliseText(b)).toBe("send me");
    }
  });

  it.each([
    "Just got back from Goa! The beach was unreal 😂",
    "kya kar rahi ho aaj? kal milte hai",
    "I'm 25, 5'8\" and I love biryani at 2am",
    "Plan A or B? r u free at 7:30",
  ])("leaves ordinary English and Hinglish as it was: %j", (text) => {
    expect(normaliseText(text)).toBe(text.normalize("NFC"));
  });

  it.each(["आज क्या कर रही हो?", "मुझे बिरयानी बहुत पसंद है 😊", "क़िस्मत और ज़िंदगी", "शुक्रिया! कल मिलते हैं"])(
    "leaves Devanagari readable and whole: %j",
    (text) => {
      const folded = normaliseText(text);
      // Same letters and vowel signs; only a nukta letter may come back in its decomposed spelling.
      expect(folded.normalize("NFD")).toBe(text.normalize("NFD"));
    },
  );

  it("keeps digits as digits", () => {
    expect(normaliseText("I'm 16 and 0 l1ke")).toBe("I'm 16 and 0 l1ke");
    expect(normaliseText("I'm １６")).toBe("I'm 16");
  });
});

describe("joinSplitLetters", () => {
  it.each([
    ["n.u.d.e.s", "nudes"],
    ["n u d e s", "nudes"],
    ["send me n-u-d-e-s pls", "send me nudes pls"],
    ["s_e_x", "sex"],
    ["s*e*x", "sex"],
    ["n. u. d. e. s.", "nudes."],
    ["k y s", "kys"],
  ])("joins %j", (input, expected) => {
    expect(joinSplitLetters(input)).toBe(expected);
  });

  it.each(["I'm a nurse", "r u ok? k", "Plan A, B or C?", "me n u tonight?", "i.e. tomorrow", "well-known place", "It's 5 p m"])(
    "leaves ordinary text as it was: %j",
    (text) => {
      expect(joinSplitLetters(text)).toBe(text);
    },
  );

  it("does not reach into a word beside an apostrophe", () => {
    expect(joinSplitLetters("I'm a u.s. citizen")).toBe("I'm aus. citizen");
  });
});
