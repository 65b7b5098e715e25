import type { TestBrowser } from "../../support/browser";
import { type FuzzCase, POLLUTION_MARKERS } from "./cases";
import type { FuzzRoute } from "./routes";

const ORIGIN = "http://localhost:3000";
const STACK_TRACE = /at .*\(.*:\d+:\d+\)|node_modules/;
const STREAM_TYPES = /^(text\/event-stream|application\/x-ndjson)/;

function chunked(bytes: Uint8Array, sizes: number[]): ReadableStream<Uint8Array> {
  let offset = 0;
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      const end = Math.min(bytes.length, offset + sizes[i++ % sizes.length]!);
      controller.enqueue(bytes.slice(offset, end));
      offset = end;
    },
  });
}

function buildRequest(route: FuzzRoute, browser: TestBrowser, fuzzCase: FuzzCase, baseHeaders: Record<string, string>): Request {
  const url = new URL(`${fuzzCase.path ?? route.path}${fuzzCase.query ? `?${fuzzCase.query}` : ""}`, ORIGIN);
  const headers = new Headers(browser.headers(baseHeaders));
  if (fuzzCase.body !== undefined) {
    const contentType = fuzzCase.contentType === undefined ? "application/json" : fuzzCase.contentType;
    if (contentType !== null) headers.set("content-type", contentType);
  }
  for (const [name, value] of Object.entries(fuzzCase.headers)) headers.set(name, value);
  const body =
    fuzzCase.body === undefined || route.method === "GET"
      ? undefined
      : fuzzCase.chunks
        ? chunked(fuzzCase.body, fuzzCase.chunks)
        : fuzzCase.body;
  // `duplex` is required for a stream body and missing from the DOM typings.
  return new Request(url, {
    method: route.method,
    headers,
    body,
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
}

/**
 * Sends one case and lists everything wrong with the answer (an empty list: a good answer). A hang is
 * caught by the property's timeout (tests/fuzz/api.test.ts).
 */
export async function sendCase(route: FuzzRoute, browser: TestBrowser, fuzzCase: FuzzCase, baseHeaders: Record<string, string>) {
  const problems: string[] = [];
  const request = buildRequest(route, browser, fuzzCase, baseHeaders);
  const bodyBytes = fuzzCase.body && route.method !== "GET" ? fuzzCase.body.length : 0;
  let status = 0;
  let text = "";
  try {
    const response = browser.take(await route.handler(request));
    status = response.status;
    text = await response.text();
    const contentType = response.headers.get("content-type") ?? "";
    const askedForStream = /text\/event-stream|application\/x-ndjson/.test(request.headers.get("accept") ?? "");

    const documented503 = status === 503 && route.unconfigured !== undefined && safeParse(text)?.error === route.unconfigured;
    if (status >= 500 && !documented503) problems.push(`status ${status}`);
    if (status < 200 || (status >= 300 && status < 400 && !route.redirects) || status >= 600) problems.push(`unexpected status ${status}`);

    if (status >= 300 && status < 400) {
      if (!response.headers.get("location")) problems.push("a redirect without a Location");
    } else if (status < 300 && askedForStream && STREAM_TYPES.test(contentType)) {
      // A stream the client asked for: its events are the body; it must end, which it did above.
    } else {
      if (!/^application\/json\b/i.test(contentType)) problems.push(`content-type ${JSON.stringify(contentType)}, not JSON`);
      const parsed = safeParse(text);
      if (parsed === undefined) problems.push("a body that is not JSON");
      else if (status >= 400) {
        const error =
          parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>).error : undefined;
        if (typeof error !== "string" || !error.trim()) problems.push("an error answer without a non-empty string `error`");
      }
    }
    if (STACK_TRACE.test(text)) problems.push("a stack trace or module path in the body");

    if (route.body.kind !== "none") {
      const declared = fuzzCase.headers["content-length"];
      const honest = declared === undefined || declared === String(bodyBytes);
      if (bodyBytes > route.body.maxBytes && status !== 413)
        problems.push(`${bodyBytes} bytes over the ${route.body.maxBytes}-byte limit, but status ${status}, not 413`);
      if (bodyBytes <= route.body.maxBytes && honest && status === 413)
        problems.push(`413 for ${bodyBytes} bytes, within the ${route.body.maxBytes}-byte limit`);
    }
  } catch (error) {
    problems.push(`the handler threw: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
  }
  problems.push(...pollution());
  return {
    status,
    problems,
    answer: `content-type=${JSON.stringify(request.headers.get("content-type"))} → ${status} ${JSON.stringify(text.slice(0, 300))}`,
  };
}

function safeParse(text: string): { error?: unknown } | undefined {
  try {
    return JSON.parse(text) as { error?: unknown };
  } catch {
    return undefined;
  }
}

// What the built-in prototypes look like before any request: a polluting body must leave them so.
const PROTOTYPES: Array<[string, object]> = [
  ["Object.prototype", Object.prototype],
  ["Array.prototype", Array.prototype],
  ["Function.prototype", Function.prototype],
  ["String.prototype", String.prototype],
];
type Snapshot = Map<PropertyKey, PropertyDescriptor>;
const snapshot = (target: object): Snapshot =>
  new Map(Reflect.ownKeys(target).map((key) => [key, Object.getOwnPropertyDescriptor(target, key)!]));
const BEFORE = PROTOTYPES.map(([name, target]) => [name, target, snapshot(target)] as const);

/** Any sign of prototype pollution since this module loaded. */
export function pollution(): string[] {
  const problems: string[] = [];
  const probe = {} as Record<string, unknown>;
  for (const marker of POLLUTION_MARKERS)
    if (probe[marker] !== undefined) problems.push(`({}).${marker} is ${JSON.stringify(probe[marker])}: prototype pollution`);
  if (Object.getPrototypeOf(probe) !== Object.prototype) problems.push("a new object no longer inherits from Object.prototype");
  for (const [name, target, before] of BEFORE) {
    const now = snapshot(target);
    for (const key of new Set([...before.keys(), ...now.keys()])) {
      const a = before.get(key);
      const b = now.get(key);
      if (!a || !b || a.value !== b.value || a.get !== b.get || a.set !== b.set)
        problems.push(`${name}[${String(key)}] changed: prototype pollution`);
    }
  }
  return problems;
}
