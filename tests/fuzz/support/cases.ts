import fc from "fast-check";
import type { FuzzRoute, Identity } from "./routes";

/** One request to make: what is sent besides the identity's own cookies and address. */
export interface FuzzCase {
  kind: string;
  /** What was done to the body, for the failure report. */
  note: string;
  /** Undefined: no body at all. */
  body?: Uint8Array;
  /** Undefined: application/json when there is a body; null: no Content-Type header. */
  contentType?: string | null;
  headers: Record<string, string>;
  path?: string;
  query?: string;
  /** Chunk sizes (cycled) of a body sent as a stream with no declared length: the limit must hold while counting. */
  chunks?: number[];
}
type Made = Omit<FuzzCase, "kind" | "chunks"> & { stream?: boolean };

// JSON values are built as raw text, not as JS values: JSON.stringify can't write 1e999, -0, integers
// past 2^53 or duplicate keys, and those are exactly what a hostile client sends.
const json = (value: unknown): string => JSON.stringify(value);
const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const objectText = (pairs: Array<readonly [string, string]>) => `{${pairs.map(([k, v]) => `${json(k)}:${v}`).join(",")}}`;
const nth = <T>(items: readonly T[], i: number): T => items[i % items.length]!;
const anyOf = <T>(items: readonly T[]) => fc.constantFrom(...items);
/** `arb` in `percent` of cases, else null (which it shrinks to). */
const maybe = <T>(arb: fc.Arbitrary<T>, percent: number) =>
  fc.oneof({ withCrossShrink: true }, { weight: 100 - percent, arbitrary: fc.constant(null) }, { weight: percent, arbitrary: arb });
const char = (min: number, max: number) => fc.integer({ min, max }).map((code) => String.fromCharCode(code));

/** Percent-encodes every byte of a string's UTF-8 (lone surrogates become U+FFFD, as a browser sends). */
const percentEncode = (text: string) =>
  [...utf8(text)]
    .map((b) =>
      /[A-Za-z0-9._~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, "0")}`,
    )
    .join("");

/** Keys a merge-happy parser would turn into prototype pollution; each polluting object carries them. */
export const POLLUTION_MARKERS = ["polluted", "isAdmin", "fuzzTier"] as const;
const POLLUTER = `{"polluted":"yes","isAdmin":true,"fuzzTier":"premium_plus"}`;
const POLLUTING_VALUES = [
  `{"__proto__":${POLLUTER}}`,
  `{"constructor":{"prototype":${POLLUTER}}}`,
  `{"prototype":${POLLUTER}}`,
  `{"__proto__":{"__proto__":${POLLUTER}}}`,
  `[{"__proto__":${POLLUTER}}]`,
  `{"__proto__":null}`,
  `{"__proto__":[]}`,
  `{"constructor":null}`,
  `{"toString":"x","valueOf":1,"hasOwnProperty":null}`,
];
const POLLUTING_PAIRS: Array<readonly [string, string]> = [
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
  "0",
  "-0",
  "1",
  "-1",
  "1.5",
  "-273.15",
  "0.1",
  "1e999",
  "-1e999",
  "1e-999",
  "2147483648",
  "-2147483649",
  "9007199254740993",
  "123456789012345678901234567890",
  "1E2",
  "0.0000001",
  "5e-324",
  "1.7976931348623157e308",
];
// Characters that break naive code: NUL and other controls, zero-width, bidi overrides, combining
// marks, astral emoji, lone surrogates, and the two line terminators JSON allows in strings but old
// JavaScript did not.
const TRICKY = [
  "\u0000",
  "\u0001",
  "\u0007",
  "\u001b",
  "\u007f",
  "\u0085",
  "\u00a0",
  "\u200b",
  "\u200c",
  "\u200d",
  "\u2060",
  "\ufeff",
  "\u202e",
  "\u202d",
  "\u2066",
  "\u061c",
  "\u2028",
  "\u2029",
  "\ud800",
  "\udfff",
  "\udbff",
  "\ufffd",
  "\ufffe",
  "\uffff",
  "\u0301",
  "\u0489",
  "😀",
  "👨‍👩‍👧‍👦",
  "🏳️‍🌈",
  "\u{10ffff}",
  "\u{1f9d1}\u{1f3fd}",
  "ß",
  "İ",
  "ﬁ",
  "Ω",
  "ǅ",
  "\\",
  '"',
  "'",
  "`",
  "\r",
  "\n",
  "\t",
  "%",
  "%00",
  "&",
  "<",
  ">",
  "{",
  "}",
  "$",
  "\u3000",
];
const PHRASES = [
  "",
  " ",
  "   ",
  "\t\n ",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "true",
  "0",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "<script>alert(1)</script>",
  "' OR '1'='1' --",
  "'; DROP TABLE users; --",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe; the literal text ${7*7} is the input
  "${7*7}",
  "{{7*7}}",
  "../../../etc/passwd",
  "%s%s%s%n",
  "\\u0000",
  "مرحبا، كيف حالك؟",
  "שלום מה נשמע",
  "नमस्ते, कैसे हो?",
  "你好吗",
  "こんにちは",
  "Z̴̡̛̞͎a̸̢l̷̨g̶o̵",
  "\u202egnp.exe",
  "a\u0000b",
  "\u0000\u0000\u0000",
  "\ud83d",
  "x\udc00y",
  "🔥".repeat(40),
  "e\u0301".repeat(30),
  "confident",
  "CONFIDENT",
  " funny ",
  "flirty\u0000",
  "créative",
  "hi",
  "EN",
  "en\u200b",
  "offline",
  "premium_plus",
  "a@b.co",
  "A@B.CO",
  "a@b",
  "@b.co",
  "a@@b.co",
  "a@b.co\u0000",
  "\u202ea@b.co",
  "a@xn--80ak6aa92e.com",
  '"a b"@c.co',
  "a+tag@b.co",
  "a@[127.0.0.1]",
  "a@b.c\u200bo",
  "pi_123",
  "pi_",
  "pi_123\u0000",
  "/",
  "//evil.example",
  "https://evil.example/",
  "javascript:alert(1)",
  "/\\evil.example",
  "/%2f%2fevil.example",
];
const INVALID_JSON = [
  "{",
  "}",
  "[",
  "{]",
  "{'a':1}",
  "{a:1}",
  `{"a":1,}`,
  "[1,]",
  `{"a" 1}`,
  `{"a":}`,
  `{"a":01}`,
  `{"a":.5}`,
  `{"a":+1}`,
  `{"a":0x10}`,
  "undefined",
  "NaN",
  "Infinity",
  "-",
  "tru",
  "nul",
  `"unterminated`,
  `{"a":"\\x41"}`,
  `{"a":"\\u12"}`,
  `{"a":"tab\there"}`,
  "// comment\n{}",
  "/* c */{}",
  "{}{}",
  "{} x",
  "[] []",
  "\ufeff{}",
  `{"a":1}\u0000`,
  "\u0000",
  "<xml/>",
  "email=a%40b.co",
  `{"a":1}]`,
  `{{}}`,
  `{"a":[}`,
  `{"__proto__":}`,
  ",",
  ":",
  "'single'",
  "`back`",
];
/** Bytes that are not UTF-8: stray continuation bytes, overlong forms, encoded surrogates, cut sequences. */
const INVALID_UTF8 = [
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
const CONTENT_TYPES = [
  null,
  "",
  "text/plain",
  "text/plain;charset=UTF-8",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=----x",
  "application/json; charset=utf-16",
  "application/json; charset=latin1",
  "application/xml",
  "application/octet-stream",
  "APPLICATION/JSON",
  "application/json, text/plain",
  "application/vnd.api+json",
  "*/*",
  "garbage",
  "json",
];

/** Printable ASCII and Latin-1: what an HTTP header value can carry. */
const headerText = (minLength: number, maxLength: number) =>
  fc
    .string({
      unit: fc.oneof({ weight: 6, arbitrary: char(0x20, 0x7e) }, { weight: 1, arbitrary: char(0xa0, 0xff) }),
      minLength,
      maxLength,
      size: "max",
    })
    .map((s) => s.trim() || "x");

/** A string built to hurt: hostile phrases, tricky characters, a mix of them, or any UTF-16 units at all. */
const hostile = (maxLength = 200) =>
  fc.oneof(
    { withCrossShrink: true },
    anyOf(PHRASES),
    fc.tuple(anyOf(TRICKY), fc.integer({ min: 1, max: 8 })).map(([c, n]) => c.repeat(n)),
    fc.string({ unit: fc.oneof(anyOf(TRICKY), char(0x20, 0x7e)), maxLength, size: "medium" }),
    fc.string({ unit: char(0, 0xffff), maxLength: Math.min(maxLength, 64), size: "medium" }),
    fc.string({ unit: "grapheme", maxLength }),
    fc.tuple(anyOf(PHRASES), anyOf(TRICKY), anyOf(PHRASES)).map((parts) => parts.join("")),
  );

/** One character repeated to `lengths` UTF-16 units, sometimes astral: for the limits. */
const long = (lengths: fc.Arbitrary<number>) =>
  fc
    .tuple(anyOf(["x", " ", "é", "😀", "\u200b", "a ", "\u0000"]), lengths)
    .map(([unit, n]) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n));

/** Arrays or objects nested `depth` deep around a leaf (a null key: arrays). */
const nest = (depth: number, leaf: string, key: string | null) =>
  key === null ? "[".repeat(depth) + leaf + "]".repeat(depth) : `{${json(key)}:`.repeat(depth) + leaf + "}".repeat(depth);
const nesting = fc.record({
  leaf: anyOf(["1", "null", `"x"`, "[]", "{}"]),
  key: fc.option(anyOf(["a", "message", "__proto__", "email", ""]), { freq: 2 }),
});

/** Any JSON value's text: odd numbers, hostile and long strings, nested arrays and objects, polluting and deep ones. */
const { value: valueText } = fc.letrec<{ value: string; array: string; object: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", maxDepth: 3, withCrossShrink: true },
    fc.oneof({ weight: 7, arbitrary: anyOf(NUMBERS) }, { weight: 3, arbitrary: fc.integer({ min: -1e6, max: 1e6 }).map(String) }),
    anyOf(["true", "false", "null"]),
    hostile().map(json),
    long(fc.oneof(anyOf([255, 256, 321, 1001, 2001, 4001, 5001]), fc.integer({ min: 1, max: 20_000 }))).map(json),
    tie("array"),
    tie("object"),
    anyOf(POLLUTING_VALUES),
    fc.tuple(fc.integer({ min: 20, max: 2000 }), nesting).map(([depth, { leaf, key }]) => nest(depth, leaf, key)),
  ),
  array: fc.array(tie("value"), { maxLength: 8 }).map((items) => `[${items.join(",")}]`),
  object: fc.array(fc.tuple(hostile(40), tie("value")), { maxLength: 6 }).map(objectText),
}));

const asText = (value: unknown) => (typeof value === "string" ? value : json(value));
const kindOf = (value: unknown) => (value === null ? "null" : Array.isArray(value) ? "array" : typeof value);

type Path = Array<string | number>;
/** The valid body, its text, every place in it a value lives, the objects (for extra keys) and the strings. */
interface Body {
  valid: unknown;
  text: string;
  values: Path[];
  objects: Path[];
  strings: Path[];
}
const at = (value: unknown, path: Path) => path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], value);

function bodyOf(valid: unknown): Body {
  const body: Body = { valid, text: json(valid), values: [], objects: [], strings: [] };
  const walk = (value: unknown, path: Path) => {
    if (path.length) body.values.push(path);
    if (typeof value === "string") body.strings.push(path);
    if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) walk(v, [...path, i]);
    } else if (value && typeof value === "object") {
      body.objects.push(path);
      for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
    }
  };
  walk(valid, []);
  return body;
}

const SLOT = "@@FUZZ_SLOT@@";
/** The valid body's text with the value at `path` replaced by raw JSON text (or removed: null). */
function replaced(valid: unknown, path: Path, text: string | null): string {
  const copy = structuredClone(valid);
  const parent = at(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  const key = path[path.length - 1]!;
  if (text === null) {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
    return json(copy);
  }
  parent[key] = SLOT;
  return json(copy).replace(json(SLOT), () => text);
}

/** The valid body's text with raw key/value pairs added to the object at `path` (keys may repeat: JSON.parse keeps the last). */
function extended(valid: unknown, path: Path, pairs: Array<readonly [string, string]>): string {
  if (!pairs.length) return json(valid);
  const copy = structuredClone(valid);
  (at(copy, path) as Record<string, unknown>)[SLOT] = SLOT;
  return json(copy).replace(`${json(SLOT)}:${json(SLOT)}`, () => pairs.map(([k, v]) => `${json(k)}:${v}`).join(","));
}

const text = (t: string, note: string, extra: Partial<Made> = {}): Made => ({ note, body: utf8(t), headers: {}, ...extra });

/** Odd values for the headers the app reads (only those: the others nobody looks at). */
function oddHeaders(route: FuzzRoute, identity: Identity): fc.Arbitrary<Record<string, string>> {
  const header = (names: fc.Arbitrary<string>, values: fc.Arbitrary<string>) =>
    fc.tuple(names, values).map(([name, value]) => ({ [name]: value }));
  const one = (name: string, values: fc.Arbitrary<string>) => header(fc.constant(name), values);
  const entries = [
    one(
      "accept",
      fc.oneof(
        anyOf([
          "text/event-stream",
          "application/x-ndjson",
          "*/*",
          "application/json",
          "text/html",
          "text/event-stream, application/x-ndjson",
        ]),
        headerText(1, 40),
      ),
    ),
    // Per-address limits and quotas are keyed on its first entry: a long one reaches the database.
    one(
      "x-forwarded-for",
      fc.oneof(
        anyOf(["unknown", ",,,", " , 1.2.3.4", "1.2.3.4, 5.6.7.8", "::1", "[::1]:80", "999.999.999.999"]),
        headerText(1, 300),
        fc.integer({ min: 200, max: 4000 }).map((n) => "a".repeat(n)),
        headerText(2000, 8000).map((s) => s.replaceAll(",", "") || "x"),
      ),
    ),
    fc.record(
      {
        "x-real-ip": fc.oneof(
          anyOf(["", "::ffff:127.0.0.1"]),
          fc.integer({ min: 100, max: 4000 }).map((n) => "x".repeat(n)),
          headerText(1, 50),
          headerText(2000, 8000),
        ),
        "x-forwarded-for": fc.constant(""),
      },
      { requiredKeys: ["x-real-ip"] },
    ),
    one("x-forwarded-proto", fc.oneof(anyOf(["https", "http", "https, http", "ftp", "javascript", ""]), headerText(1, 20))),
    header(
      anyOf(["host", "x-forwarded-host"]),
      fc.oneof(
        anyOf(["evil.example", "localhost:99999", "[::1]:3000", "a b", "example.com/path?x#y", "@", "", "x".repeat(300)]),
        headerText(1, 40),
      ),
    ),
    one("x-test-tier", fc.oneof(anyOf(["premium", "premium_plus", "PREMIUM"]), headerText(1, 10))),
    route.path === "/api/stripe/webhook"
      ? one("stripe-signature", fc.oneof(anyOf(["t=1,v1=x", "t=,v1=", "", `v1=${"a".repeat(2000)}`]), headerText(1, 80)))
      : one("sec-fetch-site", fc.oneof(anyOf(["cross-site", "same-origin", "none"]), headerText(1, 12))),
  ];
  // Signed-in identities keep their session cookie: without it they would just be anonymous.
  if (identity === "anonymous") {
    entries.push(
      one(
        "cookie",
        fc.oneof(
          anyOf([
            "holla_vid=abc",
            "holla_vid=%E0%A4%A",
            "holla_vid=a.b.c",
            `__Secure-authjs.session-token=${"x".repeat(300)}`,
            "a=b; ;; =c; holla_vid",
          ]),
          headerText(1, 600).map((t) => `authjs.session-token=${t}`),
          // Cookie values are percent-decoded: a NUL, a lone surrogate or a bad sequence can hide in one.
          anyOf(["%00", "abc%00def", "%ED%A0%80", "%E0%A4%A", "%FF"]).map((v) => `authjs.session-token=${v}`),
          anyOf(["ftp%3A%2F%2Fx", "%E2%80%AE", "javascript%3Aalert(1)", "http%3A%2F%2Fevil.example", "%2F"]).map(
            (v) => `authjs.callback-url=${v}`,
          ),
          anyOf(["%00", "%00.%00", "AAAAAAAAAAAAAAAAAAAAAA.%00"]).map((v) => `holla_vid=${v}`),
          headerText(1, 200),
        ),
      ),
    );
  }
  return fc.array(fc.oneof(...entries), { minLength: 1, maxLength: 3 }).map((all) => Object.assign({}, ...all) as Record<string, string>);
}

/** The route's own query with params replaced or added: odd keys, hostile values, broken percent-escapes. */
function oddQuery(route: FuzzRoute): fc.Arbitrary<string> {
  const param = fc.record({
    key: fc.oneof(fc.nat(), hostile(20).map(percentEncode)),
    value: fc.oneof(
      { weight: 1, arbitrary: anyOf(["%", "%zz", "%E0%A4%A", "%00", "%ED%A0%80", "%C0%AF", "+", "&&", "=="]) },
      { weight: 4, arbitrary: hostile(300).map(percentEncode) },
    ),
    replaces: fc.option(fc.nat(), { freq: 2 }),
  });
  return fc.tuple(route.query ?? fc.constant(""), fc.array(param, { maxLength: 3 })).map(([base, changes]) => {
    const params = base ? base.split("&") : [];
    for (const { key, value, replaces } of changes) {
      const name = typeof key === "number" ? (params.length ? nth(params, key).split("=")[0]! : String(key)) : key;
      if (replaces !== null && params.length) params[replaces % params.length] = `${name}=${value}`;
      else params.push(`${name}=${value}`);
    }
    return params.join("&");
  });
}

/** The mutations of a JSON body, each one kind, all starting from a body the route accepts. */
function bodyKinds(
  valid: fc.Arbitrary<unknown>,
  maxBytes: number,
  headers: fc.Arbitrary<Record<string, string>>,
): Record<string, fc.Arbitrary<Made>> {
  const bodies = valid.map(bodyOf);
  const on = <T>(params: fc.Arbitrary<T>, make: (b: Body, p: T) => Made) => fc.tuple(bodies, params).map(([b, p]) => make(b, p));
  return {
    valid: on(fc.option(fc.integer({ min: 1, max: 4 }), { freq: 2 }), (b, indent) =>
      text(indent === null ? b.text : JSON.stringify(b.valid, null, indent), "the valid body"),
    ),

    "invalid-json": fc.oneof(
      anyOf(INVALID_JSON).map((t) => text(t, "a malformed document")),
      // One character of a valid body removed or doubled breaks its structure somewhere.
      on(fc.tuple(fc.nat(), fc.option(anyOf(["{", "}", "[", "]", ",", ":", '"', "\\"]))), (b, [i, added]) => {
        const cut = i % b.text.length;
        return text(
          b.text.slice(0, cut) + (added ?? "") + b.text.slice(added === null ? cut + 1 : cut),
          `the valid body with character ${cut} broken`,
        );
      }),
      fc
        .oneof(
          { weight: 6, arbitrary: headerText(0, 16) },
          { weight: 3, arbitrary: headerText(0, 512) },
          { weight: 1, arbitrary: headerText(0, 2000) },
        )
        .map((t) => text(t, "printable garbage")),
    ),

    "truncated-json": on(fc.nat(), (b, i) => {
      const cut = 1 + (i % Math.max(1, b.text.length - 1));
      return text(b.text.slice(0, cut), `the valid body cut at ${cut}`);
    }),

    empty: fc.oneof(
      fc.constant<Made>({ note: "no body at all", headers: {} }),
      anyOf(["", " ", "\n\t\r ", "\ufeff", "\u00a0", "\u3000\u2028"]).map((t) => text(t, "a blank body")),
    ),

    // At the limit (must pass the size check), one byte over, or far over: over it must be 413. Padded
    // in a field the route reads or in an extra one; multi-byte padding checks that it counts bytes.
    oversized: on(
      fc.record({
        bytes: fc.oneof(
          { withCrossShrink: true },
          fc.constant(maxBytes),
          fc.constant(maxBytes + 1),
          fc.integer({ min: maxBytes + 2, max: 2 * maxBytes }),
          fc.constant(4 * maxBytes),
        ),
        field: fc.option(fc.nat(), { freq: 2 }),
        unit: anyOf(["x", "é", "😀", "\u0000"]),
        declared: fc.boolean(),
      }),
      (b, { bytes, field, unit, declared }) => {
        const path = field === null || !b.strings.length ? null : nth(b.strings, field);
        const fill = (pad: string) => (path ? replaced(b.valid, path, json(pad)) : extended(b.valid, [], [["pad", json(pad)]]));
        const room = bytes - utf8(fill("")).length;
        const unitBytes = utf8(json(unit)).length - 2;
        const count = Math.max(0, Math.floor(room / unitBytes));
        const padded = fill(unit.repeat(count) + "y".repeat(Math.max(0, room - count * unitBytes)));
        const note = `${bytes} bytes, padded with ${json(unit)} ${path ? `in ${path.join(".")}` : "in an extra field"}`;
        return text(padded, note, { stream: !declared, headers: declared ? { "content-length": String(utf8(padded).length) } : {} });
      },
    ),

    "deep-nesting": on(
      fc.tuple(
        fc.oneof(
          { withCrossShrink: true },
          fc.constant(64),
          fc.constant(512),
          fc.integer({ min: 1000, max: Math.max(1000, Math.floor(maxBytes / 2) - 50) }),
          fc.constant(Math.floor(maxBytes / 2) + 10),
        ),
        nesting,
        fc.option(fc.nat(), { freq: 2 }),
      ),
      (b, [depth, { leaf, key }, place]) => {
        const deep = nest(depth, leaf, key);
        if (place === null || !b.values.length) return text(deep, `nested ${depth} deep`);
        const path = nth(b.values, place);
        return text(replaced(b.valid, path, deep), `${path.join(".")} nested ${depth} deep`);
      },
    ),

    "top-level": on(
      fc.oneof(
        anyOf(["null", "true", "false", "0", "-1", "1e999", `"a string"`, "[]"]),
        fc.integer({ min: 1, max: 2 }),
        hostile().map(json),
      ),
      (b, doc) =>
        text(typeof doc === "number" ? `[${Array<string>(doc).fill(b.text).join(",")}]` : doc, "a document that is not an object"),
    ),

    "wrong-type": fc
      .tuple(bodies, fc.nat(), valueText, hostile(20))
      .filter(([b, i, value]) => !b.values.length || kindOf(JSON.parse(value)) !== kindOf(at(b.valid, nth(b.values, i))))
      .map(([b, i, value, key]) =>
        b.values.length
          ? text(replaced(b.valid, nth(b.values, i), value), `${nth(b.values, i).join(".")} of the wrong type`)
          : text(objectText([[key, value]]), "an unexpected field"),
      ),

    "hostile-string": on(
      fc.tuple(
        fc.nat(),
        fc.oneof(
          hostile().map((h) => () => h),
          hostile().map((h) => (current: string) => current + h),
          hostile().map((h) => (current: string) => h + current),
          long(fc.integer({ min: 1, max: Math.min(maxBytes, 8000) })).map((s) => () => s),
        ),
      ),
      (b, [i, change]) => {
        if (!b.values.length) return text(objectText([["x", json(change(""))]]), "x a hostile string");
        const path = nth(b.strings.length ? b.strings : b.values, i);
        return text(replaced(b.valid, path, json(change(asText(at(b.valid, path))))), `${path.join(".")} a hostile string`);
      },
    ),

    "extra-fields": on(
      fc.record({
        target: fc.nat(),
        pairs: fc.oneof(
          { weight: 9, arbitrary: fc.array(fc.tuple(hostile(30), valueText), { minLength: 1, maxLength: 8 }) },
          {
            weight: 1,
            arbitrary: fc
              .integer({ min: 100, max: 2000 })
              .map((n) => Array.from({ length: n }, (_, i): [string, string] => [`k${i}`, "1"])),
          },
        ),
        // A key repeated with another type: JSON.parse keeps the last one.
        repeated: maybe(fc.tuple(fc.nat(), valueText), 30),
      }),
      (b, { target, pairs, repeated }) => {
        const path = nth(b.objects, target);
        const existing = Object.keys(at(b.valid, path) as object);
        const all = repeated && existing.length ? [...pairs, [nth(existing, repeated[0]), repeated[1]] as const] : pairs;
        return text(extended(b.valid, path, all), `${pairs.length} extra field(s) at ${path.join(".") || "the top"}`);
      },
    ),

    "prototype-keys": fc.oneof(
      on(fc.tuple(fc.nat(), fc.array(anyOf(POLLUTING_PAIRS), { minLength: 1, maxLength: 3 })), (b, [t, pairs]) => {
        const path = nth(b.objects, t);
        return text(extended(b.valid, path, pairs), `${pairs.map(([k]) => k).join(", ")} at ${path.join(".") || "the top"}`);
      }),
      on(fc.tuple(fc.nat(), anyOf(POLLUTING_VALUES)), (b, [i, value]) =>
        b.values.length
          ? text(replaced(b.valid, nth(b.values, i), value), `${nth(b.values, i).join(".")} a polluting object`)
          : text(value, "only a polluting object"),
      ),
      anyOf(POLLUTING_VALUES).map((value) => text(value, "only a polluting object")),
      // The polluting key first, then the real fields: a naive merge would apply it before them.
      on(fc.constant(null), (b) =>
        text(`{"__proto__":{"polluted":"yes"},${b.text.slice(1)}`.replace(/,\}$/, "}"), "__proto__ before the fields"),
      ),
    ),

    "content-type": on(fc.tuple(anyOf(CONTENT_TYPES), fc.boolean()), (b, [contentType, form]) => {
      const as = contentType ?? "no content type";
      if (!form || !b.valid || typeof b.valid !== "object" || Array.isArray(b.valid))
        return text(b.text, `the valid body as ${as}`, { contentType });
      // What a plain HTML form would post instead of JSON.
      const fields = Object.entries(b.valid).map(
        ([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === "string" ? v : json(v))}`,
      );
      return text(fields.join("&"), `a form-encoded body as ${as}`, { contentType });
    }),

    mutated: on(
      fc.tuple(
        fc.nat(),
        fc.oneof(
          fc.constant(null),
          fc.tuple(fc.nat(6), fc.integer({ min: 2, max: 50 })),
          anyOf(["0", "-1", "2", "1.0", "1e999", "-0", "0.5", "99999999999999999999"]).map((n) => ({ number: n })),
          valueText.map((any) => ({ any })),
        ),
        hostile(20),
      ),
      (b, [i, change, key]) => {
        if (!b.values.length) return text(objectText([[key, change && "any" in change ? change.any : "1"]]), "an unexpected field");
        const path = nth(b.values, i);
        const where = path.join(".");
        if (change === null) return text(replaced(b.valid, path, null), `${where} removed`);
        if ("number" in change) return text(replaced(b.valid, path, change.number), `${where} set to the number ${change.number}`);
        if ("any" in change) return text(replaced(b.valid, path, change.any), `${where} any value`);
        const s = asText(at(b.valid, path));
        const changed = [s.toUpperCase(), ` ${s} `, `${s}\u0000`, s.repeat(change[1]), s.slice(0, -1), `${s}\u200b`, s.normalize("NFD")][
          change[0]
        ]!;
        return text(replaced(b.valid, path, json(changed)), `${where} changed to ${json(changed).slice(0, 60)}`);
      },
    ),

    "invalid-utf8": on(fc.tuple(anyOf(INVALID_UTF8), fc.nat(), fc.boolean()), (b, [bad, i, inString]) => {
      const bytes = utf8(b.text);
      // Inside a string value mostly (where a decoder meets it), sometimes between tokens.
      const quote = b.text.lastIndexOf('"', i % b.text.length);
      const where = inString && quote > 0 ? quote : i % (bytes.length + 1);
      const body = new Uint8Array([...bytes.subarray(0, where), ...bad, ...bytes.subarray(where)]);
      return { note: `bytes ${bad.map((x) => x.toString(16)).join(" ")} at ${where}`, body, headers: {} };
    }),

    "lying-length": on(fc.nat(12), (b, i) => {
      const actual = utf8(b.text).length;
      const declared = [
        "0",
        "1",
        String(actual - 1),
        String(actual + 1),
        String(maxBytes + 1),
        "-1",
        "abc",
        "1e3",
        "0x10",
        " 5 ",
        "99999999999999999999",
        "NaN",
        "",
      ][i]!;
      return text(b.text, `Content-Length: ${json(declared)} for ${actual} bytes`, { headers: { "content-length": declared } });
    }),

    headers: on(headers, (b, odd) => text(b.text, "the valid body, odd headers", { headers: odd })),
  };
}

/** Every kind of case for a route and identity, each as an arbitrary of cases of that kind. */
export function caseKinds(route: FuzzRoute, identity: Identity): Array<[string, fc.Arbitrary<FuzzCase>]> {
  const headers = oddHeaders(route, identity);
  const query: fc.Arbitrary<string | undefined> = route.query ?? fc.constant(undefined);
  let kinds: Record<string, fc.Arbitrary<Made>>;
  if (route.body.kind !== "none") kinds = bodyKinds(route.valid ?? fc.constant({}), route.body.maxBytes, headers);
  else {
    // Bodiless routes: their input is the query, the path and the headers; a body they never read
    // must not trip them either.
    kinds = {
      plain: query.map((q) => ({ note: "as the app sends it", headers: {}, query: q })),
      query: oddQuery(route).map((q) => ({ note: "query", headers: {}, query: q })),
      headers: fc.tuple(headers, query).map(([h, q]) => ({ note: "headers", headers: h, query: q })),
    };
    if (route.subpaths) {
      kinds.path = fc
        .record({
          base: anyOf(route.subpaths),
          extra: fc.option(hostile(30).map(percentEncode), { freq: 2 }),
          query: fc.option(oddQuery(route), { freq: 2 }),
        })
        .map(({ base, extra, query: q }) => ({
          note: "path",
          headers: {},
          path: extra === null ? base : `${base}/${extra}`,
          query: q ?? undefined,
        }));
    }
    if (route.method !== "GET") {
      const inner = Object.entries(bodyKinds(fc.constant({}), 64 * 1024, headers)).map(([kind, made]) =>
        made.map((m) => ({ ...m, note: `${kind}: ${m.note}` })),
      );
      kinds["ignored-body"] = fc.tuple(fc.oneof(...inner), query).map(([m, q]) => ({ ...m, query: q }));
    }
  }
  return Object.entries(kinds).map(([kind, made]) => [
    kind,
    fc
      .record({
        made,
        // A sprinkle of odd headers on top of any case: the body and the headers meet in the same code.
        sprinkle: kind === "headers" ? fc.constant(null) : maybe(headers, 10),
        chunks: maybe(fc.array(fc.integer({ min: 1, max: 8192 }), { minLength: 1, maxLength: 4 }), 20),
      })
      .map(({ made: { stream, ...m }, sprinkle, chunks }) => {
        const streamed = stream ?? chunks !== null;
        const fuzzCase: FuzzCase = {
          ...m,
          kind,
          headers: { ...m.headers, ...sprinkle },
          chunks: streamed && m.body ? (chunks ?? [8192]) : undefined,
        };
        return Object.assign(fuzzCase, { [fc.toStringMethod]: () => describeCase(fuzzCase) });
      }),
  ]);
}

/** JSON.stringify, with the characters a terminal would hide (controls, zero-width, odd spaces, lone surrogates) escaped. */
const visible = (value: unknown) =>
  json(value).replace(/[\p{C}\p{Z}]/gu, (c) => (c === " " ? c : `\\u{${c.codePointAt(0)!.toString(16)}}`));

function preview(bytes: Uint8Array | undefined, max = 160): string {
  if (bytes === undefined) return "(no body)";
  return `${visible(new TextDecoder().decode(bytes.subarray(0, max)))}${bytes.length > max ? `…(${bytes.length} bytes)` : ""}`;
}

/** One line for a failure report: enough to see the case. */
export function describeCase(c: FuzzCase): string {
  const headers = Object.keys(c.headers).length ? ` headers=${visible(c.headers).slice(0, 200)}` : "";
  const query = c.query ? ` query=${visible(c.query.slice(0, 200))}` : "";
  const contentType = c.contentType === undefined ? "" : ` content-type=${json(c.contentType)}`;
  return `[${c.kind}] ${c.note}${c.chunks ? ` (streamed in chunks of ${c.chunks.join(", ")})` : ""}${c.path ? ` path=${c.path}` : ""}${query}${headers}${contentType} body=${preview(c.body)}`;
}
