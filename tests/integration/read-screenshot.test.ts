import { afterEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.AI_TIMEOUT_MS = "1500";
});

import { GET, POST } from "@/app/(screenshot)/api/read-screenshot/route";
import { SCREENSHOT_MAX_BYTES } from "@/lib/input-limits";
import { LIMITS } from "@/lib/limits";
import { SCREENSHOT_TOO_MANY_PIXELS } from "@/lib/messages";
import { setModelForTests } from "@/lib/platform/ai/provider";
import { db } from "@/lib/platform/db";
import { isCrossSiteWrite } from "@/lib/platform/http/same-origin";
import { TestBrowser, uniqueEmail } from "../support/browser";
import { modelAnswering, modelThatFails, modelThatHangs } from "../support/mock-model";
import { readJson } from "../support/requests";

// "Read with AI" (POST /api/read-screenshot) with the AI SDK's mock model: the screenshot goes to the
// model as an image part and its turns come back; every refusal before it (404 without a model that
// sees images, 413, 415, 400, 429) and the model's failures, as /api/generate answers them. Nothing is
// stored but the rate-limit counters, and nothing of the image or the turns is logged.

const ORIGIN = "http://localhost:3000";
const PNG = Uint8Array.from(
  Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64"),
);
// 2 × 2 pictures as Chromium's canvas writes them.
const JPEG = Uint8Array.from(
  Buffer.from(
    "/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCeAUWz/9k=",
    "base64",
  ),
);
const WEBP = Uint8Array.from(
  Buffer.from(
    "UklGRhoCAABXRUJQVlA4WAoAAAAgAAAAAQAAAQAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADZWUDggLAAAAJABAJ0BKgIAAgACwEwloAJ0ugADmAD+6Wkfq7E+FCCf/YO//Qd/+g7/TgAA",
    "base64",
  ),
);
const TURNS = [
  { who: "her", text: "So what's your idea of a perfect Sunday? 😄" },
  { who: "me", text: "Chai, long walk, and zero alarms" },
  { who: "her", text: "Haha same yaar, kab mil rahe ho?" },
];

/** A PNG of `size` bytes: its real header and image data, padding, then its real end (the IEND chunk). */
function pngOfSize(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(PNG.subarray(0, PNG.length - 12));
  bytes.set(PNG.subarray(PNG.length - 12), size - 12);
  return bytes;
}

/** The 1 × 1 PNG with its header's width and height rewritten (its IHDR chunk's CRC is not checked). */
function pngSized(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = Uint8Array.from(PNG);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

function upload(browser: TestBrowser, body: BodyInit | null, contentType: string | null, headers: Record<string, string> = {}): Request {
  const all = browser.headers({ ...(contentType === null ? {} : { "content-type": contentType }), ...headers });
  const streamed = body instanceof ReadableStream;
  return new Request(`${ORIGIN}/api/read-screenshot`, {
    method: "POST",
    headers: all,
    body,
    ...(streamed ? { duplex: "half" } : {}),
  } as RequestInit);
}

const read = (browser: TestBrowser, body: BodyInit | null, contentType: string | null, headers?: Record<string, string>) =>
  POST(upload(browser, body, contentType, headers)).then((response) => browser.take(response));

const available = () => GET();

const modelReading = (turns: unknown = TURNS) => modelAnswering(JSON.stringify({ turns }));

/** Every table's row count (the migrations' own table aside). */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await db.$queryRaw<{ tablename: string }[]>`
    SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY tablename`;
  const counts: Record<string, number> = {};
  for (const { tablename } of tables) {
    const [row] = await db.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM "${tablename}"`);
    counts[tablename] = row!.n;
  }
  return counts;
}

let address = 0;
/** A new visitor from a new address, so one test's counts don't reach the next. */
const newBrowser = () => new TestBrowser(`198.51.100.${100 + ++address}`);

afterEach(() => {
  setModelForTests(null);
  vi.restoreAllMocks();
});

describe("GET /api/read-screenshot", () => {
  it("is 404 without a model, with the same JSON shape as other 404s", async () => {
    const res = await available();
    expect(res.status).toBe(404);
    expect(await readJson(res)).toEqual({ error: expect.stringMatching(/isn't available on this server/), code: "not_found" });
  });

  it("is 404 for a model that isn't said to see images (an OpenAI-compatible server's, by default)", async () => {
    setModelForTests(modelReading(), "compatible");
    expect((await available()).status).toBe(404);
  });

  it("is 200 { available: true } with a model that sees images", async () => {
    setModelForTests(modelReading());
    const res = await available();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ available: true });
    setModelForTests(modelReading(), "compatible", true);
    expect((await available()).status).toBe(200);
  });
});

describe("POST /api/read-screenshot", () => {
  it("answers the turns from one model call that was shown the image", async () => {
    const model = modelReading();
    setModelForTests(model);
    const res = await read(newBrowser(), PNG, "image/png");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ turns: TURNS });

    expect(model.doGenerateCalls).toHaveLength(1);
    const call = model.doGenerateCalls[0]!;
    expect(call.prompt[0]).toMatchObject({ role: "system", content: expect.stringMatching(/bubbles are on the left/) });
    const user = call.prompt.find((m) => m.role === "user")!;
    const parts = user.content as Array<{ type: string; mediaType?: string; data?: { type: string; data: unknown } }>;
    expect(parts.filter((p) => p.type === "file")).toHaveLength(1);
    const image = parts.find((p) => p.type === "file")!;
    expect(image).toMatchObject({ mediaType: "image/png", data: { type: "data" }, providerOptions: { openai: { imageDetail: "high" } } });
    // The very bytes that were sent.
    expect(Buffer.from(image.data!.data as Uint8Array).equals(Buffer.from(PNG))).toBe(true);
    expect(call.responseFormat).toMatchObject({ type: "json" });
  });

  it.each([
    ["JPEG", JPEG, "image/jpeg"],
    ["WebP", WEBP, "image/webp; charset=binary"],
  ])("reads a %s screenshot too", async (_name, bytes, type) => {
    const model = modelReading();
    setModelForTests(model);
    expect((await read(newBrowser(), bytes, type)).status).toBe(200);
    const user = model.doGenerateCalls[0]!.prompt.find((m) => m.role === "user")!;
    expect((user.content as Array<{ type: string; mediaType?: string }>).find((p) => p.type === "file")?.mediaType).toBe(
      type.split(";")[0],
    );
  });

  it("tidies each bubble to one line and leaves out empty ones", async () => {
    setModelForTests(
      modelReading([
        { who: "her", text: "  hey\nwhat's up  " },
        { who: "me", text: "   " },
        { who: "me", text: "nothing much\u0000 😅" },
      ]),
    );
    const res = await read(newBrowser(), PNG, "image/png");
    expect(await res.json()).toEqual({
      turns: [
        { who: "her", text: "hey what's up" },
        { who: "me", text: "nothing much 😅" },
      ],
    });
  });

  it("is 404 without a model that sees images, and reads nothing of the body", async () => {
    for (const setUp of [() => setModelForTests(null), () => setModelForTests(modelReading(), "compatible")]) {
      setUp();
      const res = await read(newBrowser(), PNG, "image/png");
      expect(res.status).toBe(404);
      expect(await readJson(res)).toMatchObject({ code: "not_found" });
      // Neither the type nor the size is looked at: the route isn't there.
      expect((await read(newBrowser(), "hello", "text/plain")).status).toBe(404);
    }
  });

  it("is 413 above 8 MB, by the declared length or by what arrives, and reads exactly 8 MB", async () => {
    const model = modelReading();
    setModelForTests(model);
    const over = await read(newBrowser(), pngOfSize(SCREENSHOT_MAX_BYTES + 1), "image/png");
    expect(over.status).toBe(413);
    expect(await readJson(over)).toEqual({ error: "That screenshot is too large: the limit is 8 MB.", code: "too_large" });

    // No Content-Length (a stream): counted as it arrives and cut off past the limit.
    let pulled = 0;
    const chunk = pngOfSize(1024 * 1024);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(chunk);
      },
    });
    const streamed = await read(newBrowser(), endless, "image/png");
    expect(streamed.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(12);

    expect((await read(newBrowser(), pngOfSize(SCREENSHOT_MAX_BYTES), "image/png")).status).toBe(200);
    expect(model.doGenerateCalls).toHaveLength(1);
  });

  it.each([
    ["no Content-Type", PNG, null],
    ["a type it doesn't read (GIF)", Buffer.from("GIF89a\u0001\u0000\u0001\u0000"), "image/gif"],
    ["JSON", JSON.stringify({ image: "iVBORw0KGgo" }), "application/json"],
    ["a PNG sent as a JPEG", PNG, "image/jpeg"],
    ["a JPEG sent as a PNG", JPEG, "image/png"],
    ["text sent as a PNG", "<html>not an image</html>", "image/png"],
    [
      "a RIFF file that isn't WebP (a WAV) sent as WebP",
      Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(4), Buffer.from("WAVEfmt ")]),
      "image/webp",
    ],
    ["half of a PNG's signature", PNG.subarray(0, 4), "image/png"],
    // Security issue 32, finding 12: a PNG signature followed by junk reached the model.
    ["a PNG's signature followed by junk", Buffer.concat([PNG.subarray(0, 8), Buffer.from("junk".repeat(64))]), "image/png"],
    ["a PNG cut off before its end", PNG.subarray(0, PNG.length - 12), "image/png"],
    ["a JPEG's first bytes followed by junk", Buffer.concat([JPEG.subarray(0, 4), Buffer.alloc(300, 7)]), "image/jpeg"],
    ["a WebP whose container says another length", Buffer.concat([WEBP, Buffer.alloc(40)]), "image/webp"],
  ])("is 415 for %s, and the model isn't called", async (_name, body, type) => {
    const model = modelReading();
    setModelForTests(model);
    const res = await read(newBrowser(), body as BodyInit, type);
    expect(res.status).toBe(415);
    expect(await readJson(res)).toEqual({
      error: "That file isn't a PNG, JPEG or WebP image. Please choose a screenshot of the chat.",
      code: "unsupported_image",
    });
    expect(model.doGenerateCalls).toHaveLength(0);
  });

  it("is 413 for a picture of more pixels than any screen has, and the model isn't called", async () => {
    const model = modelReading();
    setModelForTests(model);
    for (const [width, height] of [
      [20_000, 100],
      [100, 20_000],
      [8_000, 8_000],
    ] as const) {
      const res = await read(newBrowser(), pngSized(width, height), "image/png");
      expect(res.status).toBe(413);
      expect(await readJson(res)).toEqual({ error: SCREENSHOT_TOO_MANY_PIXELS, code: "too_large" });
    }
    // A long scrolling screenshot is fine.
    expect((await read(newBrowser(), pngSized(1_080, 16_000), "image/png")).status).toBe(200);
    expect(model.doGenerateCalls).toHaveLength(1);
  });

  it("is 400 for an empty body or none at all", async () => {
    const model = modelReading();
    setModelForTests(model);
    for (const body of [new Uint8Array(0), null]) {
      const res = await read(newBrowser(), body, "image/png");
      expect(res.status).toBe(400);
      expect(await readJson(res)).toEqual({ error: expect.stringMatching(/No image arrived/), code: "invalid_input" });
    }
    expect(model.doGenerateCalls).toHaveLength(0);
  });

  it("a refused upload counts against no limit", async () => {
    setModelForTests(modelReading());
    const browser = newBrowser();
    await read(browser, "not an image", "image/png");
    await read(browser, new Uint8Array(0), "image/png");
    expect(await db.rateLimit.count({ where: { key: { startsWith: `screenshot:v:${browser.visitorId}` } } })).toBe(0);
  });
});

describe("limits", () => {
  it(`is 429 for a visitor past ${LIMITS.screenshotPerVisitor.limit} an hour, with Retry-After, and the next visitor is unaffected`, async () => {
    const model = modelReading();
    setModelForTests(model);
    const browser = newBrowser();
    for (let i = 0; i < LIMITS.screenshotPerVisitor.limit; i++) expect((await read(browser, PNG, "image/png")).status).toBe(200);
    const refused = await read(browser, PNG, "image/png");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await readJson(refused)).toEqual({ error: expect.stringMatching(/a lot of screenshots/), code: "rate_limited" });
    expect(model.doGenerateCalls).toHaveLength(LIMITS.screenshotPerVisitor.limit);
    expect((await read(newBrowser(), PNG, "image/png")).status).toBe(200);
  });

  // Security issue 32, finding 3: a visitor over the limit could still send 8 MB after 8 MB before each 429.
  it("refuses a visitor past the limit before reading a byte of his upload", async () => {
    setModelForTests(modelReading());
    const browser = newBrowser();
    await db.rateLimit.create({
      data: {
        key: `screenshot:v:${browser.visitorId}`,
        windowStart: new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000),
        count: LIMITS.screenshotPerVisitor.limit,
      },
    });
    let pulled = 0;
    // A body that never ends: read, it would hold the test until its timeout.
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        if (pulled === 1) controller.enqueue(PNG);
      },
    });
    const refused = await read(browser, endless, "image/png", { "content-length": String(4 * 1024 * 1024) });
    expect(refused.status).toBe(429);
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it("counts a signed-in account under its own id, and every caller under its address", async () => {
    setModelForTests(modelReading());
    const browser = newBrowser();
    const email = uniqueEmail("screenshot");
    await browser.signIn(email);
    const userId = (await db.user.findUniqueOrThrow({ where: { email } })).id;
    expect((await read(browser, PNG, "image/png")).status).toBe(200);
    const keys = (await db.rateLimit.findMany({ where: { key: { startsWith: "screenshot" } } })).map((r) => r.key);
    expect(keys).toContain(`screenshot:u:${userId}`);
    expect(keys).not.toContain(`screenshot:v:${browser.visitorId}`);
    expect(keys).toContain(`screenshot-ip:${browser.ip}`);
    expect(keys).toContain("screenshot-all");
  });

  it("a cookie-less caller is still held to the per-address limit", async () => {
    setModelForTests(modelReading());
    const ip = "198.51.100.250";
    await db.rateLimit.create({
      data: {
        key: `screenshot-ip:${ip}`,
        windowStart: new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000),
        count: LIMITS.screenshotPerAddress.limit,
      },
    });
    const res = await read(new TestBrowser(ip), PNG, "image/png");
    expect(res.status).toBe(429);
  });
});

describe("when the model fails", () => {
  it("a failing provider is a 502 with a clear message, no stack and none of its words", async () => {
    setModelForTests(modelThatFails("upstream exploded at /srv/app/node_modules/x.js:1:2"));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await read(newBrowser(), PNG, "image/png");
    expect(res.status).toBe(502);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: expect.stringMatching(/isn't answering/), code: "model_unavailable" });
    expect(text).not.toMatch(/upstream|node_modules|at .*:\d+:\d+/);
  });

  it("an answer that isn't the turns is a 502 that says it couldn't be read", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    for (const answer of [
      '{"turns": [{"who": "them", "text": "hi"}]}',
      "Sorry, I can't read that.",
      JSON.stringify({ turns: Array(61).fill(TURNS[0]) }),
    ]) {
      setModelForTests(modelAnswering(answer));
      const res = await read(newBrowser(), PNG, "image/png");
      expect(res.status).toBe(502);
      expect(await readJson(res)).toEqual({ error: expect.stringMatching(/couldn't read/), code: "model_unreadable" });
    }
  });

  it("gives up after AI_TIMEOUT_MS with 504", async () => {
    setModelForTests(modelThatHangs());
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await read(newBrowser(), PNG, "image/png");
    expect(res.status).toBe(504);
    expect(await readJson(res)).toEqual({ error: expect.stringMatching(/took too long/), code: "model_timeout" });
  });
});

describe("never stored or logged", () => {
  it("a reading adds no row anywhere but the rate-limit counters, and logs nothing of the image or the turns", async () => {
    const before = await rowCounts();
    const logged: string[] = [];
    for (const method of ["log", "info", "warn", "error", "debug"] as const)
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")));

    setModelForTests(modelReading());
    expect((await read(newBrowser(), PNG, "image/png")).status).toBe(200);
    // The SDK's error for a refused answer carries what the model wrote: the log must not.
    setModelForTests(modelAnswering(JSON.stringify({ turns: [{ who: "nobody", text: TURNS[2]!.text }] })));
    expect((await read(newBrowser(), PNG, "image/png")).status).toBe(502);

    const after = await rowCounts();
    const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
    expect(changed).toEqual(["rate_limit"]);
    const everything = JSON.stringify(await db.rateLimit.findMany());
    for (const { text } of TURNS) expect(everything).not.toContain(text);

    const log = logged.join("\n");
    expect(log).toMatch(/screenshot reading failed/);
    for (const { text } of TURNS) expect(log).not.toContain(text);
    expect(log).not.toContain(Buffer.from(PNG).toString("base64").slice(0, 24));
  });
});

describe("cross-site requests", () => {
  const post = (origin: string | null) =>
    new Request(`${ORIGIN}/api/read-screenshot`, {
      method: "POST",
      headers: { "content-type": "image/png", ...(origin ? { origin } : {}), host: "localhost:3000" },
      body: PNG,
    });

  it("proxy.ts lets the app's own page send the image and refuses another site's", () => {
    expect(isCrossSiteWrite(post(ORIGIN))).toBe(false);
    expect(isCrossSiteWrite(post("https://evil.example"))).toBe(true);
    expect(isCrossSiteWrite(post("null"))).toBe(true);
  });
});
