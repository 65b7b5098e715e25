import type { Rng } from "./random";
import type { FuzzRoute, Identity } from "./routes";
import {
  INVALID_UTF8,
  POLLUTING_PAIRS,
  POLLUTING_VALUES,
  VALUE_KINDS,
  hostileString,
  json,
  kindOf,
  longString,
  nested,
  objectText,
  percentEncode,
  valueText,
} from "./values";

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
  /** Sent as a stream of chunks, with no declared length: the limit must hold while counting. */
  stream?: boolean;
}

const BODY_KINDS = [
  "valid",
  "invalid-json",
  "truncated-json",
  "empty",
  "oversized",
  "deep-nesting",
  "top-level",
  "wrong-type",
  "hostile-string",
  "extra-fields",
  "prototype-keys",
  "content-type",
  "mutated",
  "invalid-utf8",
  "lying-length",
  "headers",
] as const;

export function kindsFor(route: FuzzRoute): readonly string[] {
  if (route.body.kind !== "none") return BODY_KINDS;
  // Bodiless routes: their input is the query, the path and the headers; a body they never read
  // must not trip them either.
  const kinds = ["plain", "query", "headers"];
  if (route.subpaths) kinds.push("path");
  if (route.method !== "GET") kinds.push("ignored-body");
  return kinds;
}

const encoder = new TextEncoder();
const utf8 = (text: string) => encoder.encode(text);

const SLOT = "@@FUZZ_SLOT@@";
const EXTRA = "@@FUZZ_EXTRA@@";

type Path = Array<string | number>;

/** Every place in the valid body a value lives, and every object in it (for extra keys). */
function places(value: unknown, path: Path = [], out: { values: Path[]; objects: Path[] } = { values: [], objects: [] }) {
  if (path.length) out.values.push(path);
  if (Array.isArray(value)) value.forEach((v, i) => places(v, [...path, i], out));
  else if (value && typeof value === "object") {
    out.objects.push(path);
    for (const [k, v] of Object.entries(value)) places(v, [...path, k], out);
  }
  return out;
}

function at(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], value);
}

/** The valid body's text with the value at `path` replaced by raw JSON text (or removed). */
function replaced(valid: unknown, path: Path, text: string | null): string {
  const copy = structuredClone(valid) as Record<string | number, unknown>;
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

/** The valid body's text with raw key/value pairs added to the object at `path`. */
function extended(valid: unknown, path: Path, pairs: Array<[string, string]>): string {
  if (!pairs.length) return json(valid);
  const copy = structuredClone(valid);
  const target = path.length ? (at(copy, path) as Record<string, unknown>) : (copy as Record<string, unknown>);
  target[EXTRA] = SLOT;
  const added = pairs.map(([k, v]) => `${json(k)}:${v}`).join(",");
  return json(copy).replace(`${json(EXTRA)}:${json(SLOT)}`, () => added);
}

const stringPlaces = (valid: unknown) => places(valid).values.filter((p) => typeof at(valid, p) === "string");

/** A value of any kind but the one the field has. */
function wrongValue(rng: Rng, current: unknown): string {
  const kinds = VALUE_KINDS.filter((k) => k !== kindOf(current) && !(k === "long-string" && typeof current === "string"));
  return valueText(rng, rng.pick(kinds));
}

/** Valid JSON of exactly `bytes` bytes, the padding in a field the route reads or in an extra one. */
function jsonOfSize(rng: Rng, valid: unknown, bytes: number): { text: string; note: string } {
  const strings = stringPlaces(valid);
  const inField = strings.length > 0 && rng.chance(0.5);
  const path = inField ? rng.pick(strings) : null;
  const base = path ? replaced(valid, path, json("")) : extended(valid, [], [["pad", json("")]]);
  const room = bytes - utf8(base).length;
  // Multi-byte padding checks that the limit counts bytes, not characters.
  const unit = rng.pick(["x", "é", "😀", "\u0000"]);
  const unitBytes = utf8(json(unit)).length - 2;
  const count = Math.max(0, Math.floor(room / unitBytes));
  let pad = unit.repeat(count);
  pad += "y".repeat(Math.max(0, room - count * unitBytes));
  const text = path ? replaced(valid, path, json(pad)) : extended(valid, [], [["pad", json(pad)]]);
  return { text, note: `${bytes} bytes, padded with ${json(unit)} ${path ? `in ${path.join(".")}` : "in an extra field"}` };
}

const INVALID_JSON = [
  "{", "}", "[", "{]", "{'a':1}", "{a:1}", `{"a":1,}`, "[1,]", `{"a" 1}`, `{"a":}`, `{"a":01}`, `{"a":.5}`, `{"a":+1}`, `{"a":0x10}`,
  "undefined", "NaN", "Infinity", "-", "tru", "nul", `"unterminated`, `{"a":"\\x41"}`, `{"a":"\\u12"}`, `{"a":"tab\there"}`,
  "// comment\n{}", "/* c */{}", "{}{}", "{} x", "[] []", "\ufeff{}", `{"a":1}\u0000`, "\u0000", "<xml/>", "email=a%40b.co",
  `{"a":1}]`, `{{}}`, `{"a":[}`, `{"__proto__":}`, ",", ":", "'single'", "`back`",
] as const;

const CONTENT_TYPES = [
  null, "", "text/plain", "text/plain;charset=UTF-8", "application/x-www-form-urlencoded", "multipart/form-data; boundary=----x",
  "application/json; charset=utf-16", "application/json; charset=latin1", "application/xml", "application/octet-stream",
  "APPLICATION/JSON", "application/json, text/plain", "application/vnd.api+json", "*/*", "garbage", "json",
] as const;

function headerChars(rng: Rng, length: number): string {
  let s = "";
  // Printable ASCII and Latin-1: what an HTTP header value can carry.
  for (let i = 0; i < length; i++) s += String.fromCharCode(rng.chance(0.85) ? rng.int(0x20, 0x7e) : rng.int(0xa0, 0xff));
  return s.trim() || "x";
}

/** Odd values for the headers the app reads (only those: the others nobody looks at). */
export function fuzzHeaders(rng: Rng, identity: Identity, route: FuzzRoute): Record<string, string> {
  const headers: Record<string, string> = {};
  const n = rng.int(1, 3);
  for (let i = 0; i < n; i++) {
    switch (rng.int(0, 7)) {
      case 0:
        headers.accept = rng.pick(["text/event-stream", "application/x-ndjson", "*/*", "application/json", "text/html", "text/event-stream, application/x-ndjson", headerChars(rng, 40)]);
        break;
      case 1:
        // Per-address limits and quotas are keyed on its first entry: a long one reaches the database.
        headers["x-forwarded-for"] = rng.chance(0.4)
          ? headerChars(rng, rng.int(2000, 8000)).replaceAll(",", "")
          : rng.pick(["unknown", ",,,", " , 1.2.3.4", "1.2.3.4, 5.6.7.8", "::1", "[::1]:80", "999.999.999.999", "a".repeat(rng.int(200, 4000)), headerChars(rng, rng.int(1, 300))]);
        break;
      case 2:
        headers["x-real-ip"] = rng.pick(["", "::ffff:127.0.0.1", "x".repeat(rng.int(100, 4000)), headerChars(rng, 50), headerChars(rng, rng.int(2000, 8000))]);
        if (rng.chance(0.5)) headers["x-forwarded-for"] = "";
        break;
      case 3:
        headers["x-forwarded-proto"] = rng.pick(["https", "http", "https, http", "ftp", "javascript", "", headerChars(rng, 20)]);
        break;
      case 4:
        headers[rng.pick(["host", "x-forwarded-host"])] = rng.pick(["evil.example", "localhost:99999", "[::1]:3000", "a b", "example.com/path?x#y", "@", "", "x".repeat(300), headerChars(rng, 40)]);
        break;
      case 5:
        // Signed-in identities keep their session cookie: without it they would just be anonymous.
        if (identity === "anonymous") {
          headers.cookie = rng.pick([
            "holla_vid=abc",
            "holla_vid=%E0%A4%A",
            "holla_vid=a.b.c",
            `authjs.session-token=${headerChars(rng, rng.int(1, 600))}`,
            `__Secure-authjs.session-token=${"x".repeat(300)}`,
            // Cookie values are percent-decoded: a NUL, a lone surrogate or a bad sequence can hide in one.
            `authjs.session-token=${rng.pick(["%00", "abc%00def", "%ED%A0%80", "%E0%A4%A", "%FF"])}`,
            `authjs.callback-url=${rng.pick(["ftp%3A%2F%2Fx", "%E2%80%AE", "javascript%3Aalert(1)", "http%3A%2F%2Fevil.example", "%2F"])}`,
            `holla_vid=${rng.pick(["%00", "%00.%00", "AAAAAAAAAAAAAAAAAAAAAA.%00"])}`,
            "a=b; ;; =c; holla_vid",
            headerChars(rng, rng.int(1, 200)),
          ]);
        }
        break;
      case 6:
        headers["x-test-tier"] = rng.pick(["premium", "premium_plus", "PREMIUM", headerChars(rng, 10)]);
        break;
      default:
        if (route.path === "/api/stripe/webhook") headers["stripe-signature"] = rng.pick(["t=1,v1=x", "t=,v1=", "", "v1=" + "a".repeat(2000), headerChars(rng, 80)]);
        else headers["sec-fetch-site"] = rng.pick(["cross-site", "same-origin", "none", headerChars(rng, 12)]);
    }
  }
  return headers;
}

function fuzzQuery(rng: Rng, route: FuzzRoute): string {
  const base = route.query?.(rng) ?? "";
  const params = base ? base.split("&") : [];
  const n = rng.int(0, 3);
  for (let i = 0; i < n; i++) {
    const key = rng.chance(0.6) && params.length ? params[rng.int(0, params.length - 1)]!.split("=")[0]! : percentEncode(hostileString(rng, 20));
    const value = rng.chance(0.2) ? rng.pick(["%", "%zz", "%E0%A4%A", "%00", "%ED%A0%80", "%C0%AF", "+", "&&", "=="]) : percentEncode(hostileString(rng, 300));
    const param = `${key}=${value}`;
    if (rng.chance(0.5) && params.length) params[rng.int(0, params.length - 1)] = param;
    else params.push(param);
  }
  return params.join("&");
}

/** The `index`-th case for a route: kinds in turn, so that even a short run covers each of them. */
export function makeCase(rng: Rng, route: FuzzRoute, identity: Identity, index: number): FuzzCase {
  const kinds = kindsFor(route);
  const kind = kinds[index % kinds.length]!;
  const fuzzCase = route.body.kind === "none" ? bodilessCase(rng, route, identity, kind) : bodyCase(rng, route, identity, kind);
  // A sprinkle of odd headers on top of any case: the body and the headers meet in the same code.
  if (kind !== "headers" && rng.chance(0.1)) Object.assign(fuzzCase.headers, fuzzHeaders(rng, identity, route));
  return fuzzCase;
}

function bodilessCase(rng: Rng, route: FuzzRoute, identity: Identity, kind: string): FuzzCase {
  switch (kind) {
    case "query":
      return { kind, note: "query", headers: {}, query: fuzzQuery(rng, route) };
    case "headers":
      return { kind, note: "headers", headers: fuzzHeaders(rng, identity, route), query: route.query?.(rng) };
    case "path": {
      const base = rng.pick(route.subpaths ?? [route.path]);
      const path = rng.chance(0.5) ? base : `${base}/${percentEncode(hostileString(rng, 30))}`;
      return { kind, note: "path", headers: {}, path, query: rng.chance(0.5) ? fuzzQuery(rng, route) : undefined };
    }
    case "ignored-body": {
      const inner = bodyCase(rng, { ...route, body: { kind: "json", maxBytes: 64 * 1024 }, valid: () => ({}) }, identity, rng.pick(BODY_KINDS));
      return { ...inner, kind: `ignored-body/${inner.kind}`, query: route.query?.(rng) };
    }
    default:
      return { kind, note: "as the app sends it", headers: {}, query: route.query?.(rng) };
  }
}

function bodyCase(rng: Rng, route: FuzzRoute, identity: Identity, kind: string): FuzzCase {
  const valid = route.valid?.(rng) ?? {};
  const maxBytes = route.body.kind === "none" ? 64 * 1024 : route.body.maxBytes;
  const validText = json(valid);
  const text = (t: string, note: string, extra: Partial<FuzzCase> = {}): FuzzCase => ({ kind, note, body: utf8(t), headers: {}, stream: rng.chance(0.2), ...extra });
  const all = places(valid);

  switch (kind) {
    case "valid":
      return text(rng.chance(0.8) ? validText : JSON.stringify(valid, null, rng.int(1, 4)), "the valid body");

    case "invalid-json": {
      const r = rng.int(0, 2);
      if (r === 0) return text(rng.pick(INVALID_JSON), "a malformed document");
      if (r === 1) {
        // One character of a valid body removed or doubled breaks its structure somewhere.
        const i = rng.int(0, validText.length - 1);
        const broken = rng.chance(0.5) ? validText.slice(0, i) + validText.slice(i + 1) : validText.slice(0, i) + rng.pick(["{", "}", "[", "]", ",", ":", '"', "\\"]) + validText.slice(i);
        return text(broken, `the valid body with character ${i} broken`);
      }
      return text(headerChars(rng, rng.length(2000)), "printable garbage");
    }

    case "truncated-json": {
      const cut = rng.int(1, Math.max(1, validText.length - 1));
      return text(validText.slice(0, cut), `the valid body cut at ${cut}`);
    }

    case "empty": {
      const r = rng.int(0, 4);
      if (r === 0) return { kind, note: "no body at all", headers: {} };
      return text(rng.pick(["", " ", "\n\t\r ", "\ufeff", "\u00a0", "\u3000\u2028"]), "a blank body");
    }

    case "oversized": {
      // At the limit (must pass the size check), one byte over, or far over: over it must be 413.
      const bytes = rng.pick([maxBytes, maxBytes + 1, maxBytes + rng.int(2, maxBytes), maxBytes * 4]);
      const { text: body, note } = jsonOfSize(rng, valid, bytes);
      const declared = !rng.chance(0.5);
      return text(body, note, { stream: !declared, headers: declared ? { "content-length": String(utf8(body).length) } : {} });
    }

    case "deep-nesting": {
      const depth = rng.pick([64, 512, rng.int(1000, Math.max(1000, Math.floor(maxBytes / 2) - 50)), Math.floor(maxBytes / 2) + 10]);
      const deep = nested(rng, depth);
      if (rng.chance(0.4) || !all.values.length) return text(deep, `nested ${depth} deep`);
      const path = rng.pick(all.values);
      return text(replaced(valid, path, deep), `${path.join(".")} nested ${depth} deep`);
    }

    case "top-level":
      return text(rng.pick(["null", "true", "false", "0", "-1", "1e999", `"a string"`, "[]", `[${validText}]`, `[${validText},${validText}]`, json(hostileString(rng))]), "a document that is not an object");

    case "wrong-type": {
      if (!all.values.length) return text(objectText([[hostileString(rng, 20), valueText(rng)]]), "an unexpected field");
      const path = rng.pick(all.values);
      return text(replaced(valid, path, wrongValue(rng, at(valid, path))), `${path.join(".")} of the wrong type`);
    }

    case "hostile-string": {
      const strings = stringPlaces(valid);
      const path = strings.length ? rng.pick(strings) : rng.pick(all.values.length ? all.values : [["x"]]);
      const current = String(at(valid, path) ?? "");
      const value = rng.pick([hostileString(rng), current + hostileString(rng), hostileString(rng) + current, longString(rng, rng.int(1, Math.min(maxBytes, 8000)))]);
      return text(all.values.length ? replaced(valid, path, json(value)) : objectText([["x", json(value)]]), `${path.join(".")} a hostile string`);
    }

    case "extra-fields": {
      const target = rng.pick(all.objects);
      const many = rng.chance(0.1);
      const n = many ? rng.int(100, 2000) : rng.int(1, 8);
      const pairs = Array.from({ length: n }, (_, i): [string, string] => [many ? `k${i}` : hostileString(rng, 30), many ? "1" : valueText(rng)]);
      if (rng.chance(0.3)) {
        // A key repeated with another type: JSON.parse keeps the last one.
        const existing = Object.keys((target.length ? at(valid, target) : valid) as object);
        if (existing.length) pairs.push([rng.pick(existing), valueText(rng)]);
      }
      return text(extended(valid, target, pairs), `${n} extra field(s) at ${target.join(".") || "the top"}`);
    }

    case "prototype-keys": {
      const r = rng.int(0, 3);
      if (r === 0) {
        const target = rng.pick(all.objects);
        const pairs = Array.from({ length: rng.int(1, 3) }, () => rng.pick(POLLUTING_PAIRS));
        return text(extended(valid, target, pairs), `${pairs.map(([k]) => k).join(", ")} at ${target.join(".") || "the top"}`);
      }
      if (r === 1 && all.values.length) {
        const path = rng.pick(all.values);
        return text(replaced(valid, path, rng.pick(POLLUTING_VALUES)), `${path.join(".")} a polluting object`);
      }
      if (r === 2) return text(rng.pick(POLLUTING_VALUES), "only a polluting object");
      // The polluting key first, then the real fields: a naive merge would apply it before them.
      return text(`{"__proto__":{"polluted":"yes"},${validText.slice(1)}`.replace(/,\}$/, "}"), "__proto__ before the fields");
    }

    case "content-type": {
      const contentType = rng.pick(CONTENT_TYPES);
      if (rng.chance(0.3) && valid && typeof valid === "object" && !Array.isArray(valid)) {
        // What a plain HTML form would post instead of JSON.
        const form = Object.entries(valid as Record<string, unknown>)
          .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === "string" ? v : json(v))}`)
          .join("&");
        return text(form, `a form-encoded body as ${contentType ?? "no content type"}`, { contentType });
      }
      return text(validText, `the valid body as ${contentType ?? "no content type"}`, { contentType });
    }

    case "mutated": {
      if (!all.values.length) return text(objectText([[hostileString(rng, 20), valueText(rng)]]), "an unexpected field");
      const path = rng.pick(all.values);
      const current = at(valid, path);
      const r = rng.int(0, 4);
      if (r === 0) return text(replaced(valid, path, null), `${path.join(".")} removed`);
      if (r === 1 && typeof current === "string") {
        const changed = rng.pick([current.toUpperCase(), ` ${current} `, `${current}\u0000`, current.repeat(rng.int(2, 50)), current.slice(0, -1), `${current}\u200b`, current.normalize("NFD")]);
        return text(replaced(valid, path, json(changed)), `${path.join(".")} changed to ${json(changed).slice(0, 60)}`);
      }
      if (r === 2 && typeof current === "number") return text(replaced(valid, path, rng.pick(["0", "-1", "2", "1.0", "1e999", "-0", "0.5", "99999999999999999999"])), `${path.join(".")} another number`);
      return text(replaced(valid, path, valueText(rng)), `${path.join(".")} any value`);
    }

    case "invalid-utf8": {
      const bytes = utf8(validText);
      const bad = rng.pick(INVALID_UTF8);
      // Inside a string value mostly (where a decoder meets it), sometimes between tokens.
      const quote = validText.lastIndexOf('"', rng.int(0, validText.length - 1));
      const at_ = quote > 0 && rng.chance(0.8) ? quote : rng.int(0, bytes.length);
      const out = new Uint8Array(bytes.length + bad.length);
      out.set(bytes.subarray(0, at_));
      out.set(bad, at_);
      out.set(bytes.subarray(at_), at_ + bad.length);
      return { kind, note: `bytes ${bad.map((b) => b.toString(16)).join(" ")} at ${at_}`, body: out, headers: {}, stream: rng.chance(0.3) };
    }

    case "lying-length": {
      const actual = utf8(validText).length;
      const declared = rng.pick(["0", "1", String(actual - 1), String(actual + 1), String(maxBytes + 1), "-1", "abc", "1e3", "0x10", " 5 ", "99999999999999999999", "NaN", ""]);
      return text(validText, `Content-Length: ${json(declared)} for ${actual} bytes`, { headers: { "content-length": declared } });
    }

    case "headers":
      return text(validText, "the valid body, odd headers", { headers: fuzzHeaders(rng, identity, route) });

    default:
      throw new Error(`unknown kind ${kind}`);
  }
}
