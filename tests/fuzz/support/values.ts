import type { Rng } from "./random";

// JSON values as raw text, not as JS values: JSON.stringify can't write 1e999, -0, integers past
// 2^53 or duplicate keys, and those are exactly what a hostile client sends.

/** Keys a merge-happy parser would turn into prototype pollution; each object below carries markers. */
export const POLLUTION_MARKERS = ["polluted", "isAdmin", "fuzzTier"] as const;
const POLLUTER = `{"polluted":"yes","isAdmin":true,"fuzzTier":"premium_plus"}`;

export const POLLUTING_VALUES = [
  `{"__proto__":${POLLUTER}}`,
  `{"constructor":{"prototype":${POLLUTER}}}`,
  `{"prototype":${POLLUTER}}`,
  `{"__proto__":{"__proto__":${POLLUTER}}}`,
  `[{"__proto__":${POLLUTER}}]`,
  `{"__proto__":null}`,
  `{"__proto__":[]}`,
  `{"constructor":null}`,
  `{"toString":"x","valueOf":1,"hasOwnProperty":null}`,
] as const;

export const POLLUTING_PAIRS: Array<[string, string]> = [
  ["__proto__", POLLUTER],
  ["constructor", `{"prototype":${POLLUTER}}`],
  ["prototype", POLLUTER],
  ["__proto__", "null"],
  ["__proto__", `"premium"`],
  ["constructor", `"x"`],
  ["hasOwnProperty", "1"],
  ["toString", `"x"`],
];

const NUMBERS = [
  "0", "-0", "1", "-1", "1.5", "-273.15", "0.1", "1e999", "-1e999", "1e-999", "2147483648", "-2147483649",
  "9007199254740993", "123456789012345678901234567890", "1E2", "0.0000001", "5e-324", "1.7976931348623157e308",
] as const;

// Characters that break naive code: NUL and other controls, zero-width, bidi overrides, combining
// marks, astral emoji, lone surrogates (written as escapes: a JSON text may name them), and the two
// line terminators JSON allows in strings but old JavaScript did not.
const TRICKY = [
  "\u0000", "\u0001", "\u0007", "\u001b", "\u007f", "\u0085", "\u00a0", "\u200b", "\u200c", "\u200d", "\u2060", "\ufeff",
  "\u202e", "\u202d", "\u2066", "\u061c", "\u2028", "\u2029", "\ud800", "\udfff", "\udbff", "\ufffd", "\ufffe", "\uffff",
  "\u0301", "\u0489", "😀", "👨‍👩‍👧‍👦", "🏳️‍🌈", "\u{10ffff}", "\u{1f9d1}\u{1f3fd}", "ß", "İ", "ﬁ", "Ω", "ǅ", "\\", "\"", "'", "`",
  "\r", "\n", "\t", "%", "%00", "&", "<", ">", "{", "}", "$", "\u3000",
] as const;

const PHRASES = [
  "", " ", "   ", "\t\n ", "null", "undefined", "NaN", "Infinity", "true", "0", "[]", "{}", "__proto__", "constructor",
  "<script>alert(1)</script>", "' OR '1'='1' --", "'; DROP TABLE users; --", "${7*7}", "{{7*7}}", "../../../etc/passwd",
  "%s%s%s%n", "\\u0000", "مرحبا، كيف حالك؟", "שלום מה נשמע", "नमस्ते, कैसे हो?", "你好吗", "こんにちは", "Z̴̡̛̞͎a̸̢l̷̨g̶o̵",
  "\u202egnp.exe", "a\u0000b", "\u0000\u0000\u0000", "\ud83d", "x\udc00y", "🔥".repeat(40), "e\u0301".repeat(30),
  "confident", "CONFIDENT", " funny ", "flirty\u0000", "créative", "hi", "EN", "en\u200b", "offline", "premium_plus",
  "a@b.co", "A@B.CO", "a@b", "@b.co", "a@@b.co", "a@b.co\u0000", "\u202ea@b.co", "a@xn--80ak6aa92e.com", "\"a b\"@c.co",
  "a+tag@b.co", "a@[127.0.0.1]", "a@b.c\u200bo", "pi_123", "pi_", "pi_123\u0000", "/", "//evil.example", "https://evil.example/",
  "javascript:alert(1)", "/\\evil.example", "/%2f%2fevil.example",
] as const;

/** A string as a JS value, built to hurt: tricky characters, hostile phrases, or a mix of them. */
export function hostileString(rng: Rng, maxLength = 600): string {
  switch (rng.int(0, 4)) {
    case 0:
      return rng.pick(PHRASES);
    case 1:
      return rng.pick(TRICKY).repeat(rng.int(1, 8));
    case 2: {
      let s = "";
      const n = rng.length(Math.min(maxLength, 200));
      for (let i = 0; i < n; i++) s += rng.chance(0.5) ? rng.pick(TRICKY) : String.fromCharCode(rng.int(0x20, 0x7e));
      return s;
    }
    case 3: {
      // Any UTF-16 unit at all, surrogates and noncharacters included.
      let s = "";
      const n = rng.length(Math.min(maxLength, 64));
      for (let i = 0; i < n; i++) s += String.fromCharCode(rng.int(0, 0xffff));
      return s;
    }
    default:
      return rng.pick(PHRASES) + rng.pick(TRICKY) + rng.pick(PHRASES);
  }
}

/** A string of about `length` UTF-16 units, for the limits: one character repeated, sometimes astral. */
export function longString(rng: Rng, length: number): string {
  const unit = rng.pick(["x", " ", "é", "😀", "\u200b", "a ", "\u0000"]);
  return unit.repeat(Math.max(1, Math.ceil(length / unit.length))).slice(0, Math.max(0, length));
}

export const json = (value: unknown): string => JSON.stringify(value);

export type ValueKind = "number" | "string" | "long-string" | "boolean" | "null" | "array" | "object" | "polluting" | "deep";
export const VALUE_KINDS: readonly ValueKind[] = ["number", "string", "long-string", "boolean", "null", "array", "object", "polluting", "deep"];

/** A JSON value's text of the given kind (random when none is asked for). */
export function valueText(rng: Rng, kind: ValueKind = rng.pick(VALUE_KINDS), depth = 0): string {
  switch (kind) {
    case "number":
      return rng.chance(0.7) ? rng.pick(NUMBERS) : String(rng.int(-1e6, 1e6));
    case "string":
      return json(hostileString(rng));
    case "long-string":
      return json(longString(rng, rng.pick([255, 256, 321, 1001, 2001, 4001, 5001, rng.int(1, 20_000)])));
    case "boolean":
      return rng.chance(0.5) ? "true" : "false";
    case "null":
      return "null";
    case "array": {
      if (depth > 3) return "[]";
      const n = rng.length(8);
      return `[${Array.from({ length: n }, () => valueText(rng, undefined, depth + 1)).join(",")}]`;
    }
    case "object": {
      if (depth > 3) return "{}";
      const n = rng.length(6);
      return objectText(Array.from({ length: n }, () => [hostileString(rng, 40), valueText(rng, undefined, depth + 1)]));
    }
    case "polluting":
      return rng.pick(POLLUTING_VALUES);
    case "deep":
      return nested(rng, rng.int(20, 2000));
  }
}

/** Arrays or objects nested `depth` deep, around a random leaf. */
export function nested(rng: Rng, depth: number): string {
  const leaf = rng.pick(["1", "null", `"x"`, "[]", "{}"]);
  if (rng.chance(0.5)) return "[".repeat(depth) + leaf + "]".repeat(depth);
  const key = json(rng.pick(["a", "message", "__proto__", "email", ""]));
  return `{${key}:`.repeat(depth) + leaf + "}".repeat(depth);
}

/** An object's text from raw key/value pairs (keys may repeat: JSON.parse keeps the last). */
export function objectText(pairs: Array<[string, string]>): string {
  return `{${pairs.map(([k, v]) => `${json(k)}:${v}`).join(",")}}`;
}

/** The kind a JS value belongs to, to pick a different one. */
export function kindOf(value: unknown): ValueKind {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "object") return "object";
  if (typeof value === "number") return "number";
  if (typeof value === "boolean") return "boolean";
  return "string";
}

/** Bytes that are not UTF-8: stray continuation bytes, overlong forms, encoded surrogates, cut sequences. */
export const INVALID_UTF8: readonly number[][] = [
  [0xff],
  [0xfe, 0xff],
  [0x80],
  [0xbf, 0x80],
  [0xc0, 0x80],
  [0xc1, 0xbf],
  [0xe0, 0x80, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xed, 0xbf, 0xbf],
  [0xf4, 0x90, 0x80, 0x80],
  [0xe2, 0x82],
  [0xf0, 0x9f, 0x98],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
];

/** Percent-encodes every byte of a string's UTF-8 (lone surrogates become U+FFFD, as a browser sends). */
export function percentEncode(text: string): string {
  return [...new TextEncoder().encode(text)].map((b) => (/[A-Za-z0-9._~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, "0")}`)).join("");
}
