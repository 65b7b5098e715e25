import { describe, expect, it, vi } from "vitest";
import { GenerationError, generationBody, readNdjson, streamGeneration } from "@/lib/replies/client/stream";
import type { GenerateEvent, GenerateResponse } from "@/lib/replies/protocol";

const encoder = new TextEncoder();

/** A byte stream delivered in exactly these chunks. */
function chunked(...chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const c of chunks) controller.enqueue(typeof c === "string" ? encoder.encode(c) : c);
      controller.close();
    },
  });
}

async function collect(stream: ReadableStream<Uint8Array>) {
  const out: unknown[] = [];
  for await (const value of readNdjson(stream)) out.push(value);
  return out;
}

const done: GenerateResponse = {
  replies: [
    { reply: "Hiking, mostly. You?", confidence: 88 },
    { reply: "Depends, are you inviting me?", confidence: 81 },
    { reply: "Coffee this week and I'll tell you", confidence: 77 },
  ],
  tone: "funny",
  language: "en",
  engine: "offline",
  usage: { plan: "basic", limit: 2, used: 1, remaining: 1, reason: null },
  vibe: null,
  kept: null,
};

const events: GenerateEvent[] = [
  { type: "start", tone: "funny", language: "en", engine: "offline" },
  { type: "replies", replies: [{ reply: "Hik" }] },
  { type: "replies", replies: [{ reply: "Hiking, mostly. You?", confidence: 88 }, { reply: "Depends" }] },
  { type: "done", ...done },
];

function ndjsonResponse(lines: unknown[], split = 7) {
  const text = `${lines.map((l) => JSON.stringify(l)).join("\n")}\n`;
  const parts: string[] = [];
  for (let i = 0; i < text.length; i += split) parts.push(text.slice(i, i + split));
  return new Response(chunked(...parts), { headers: { "content-type": "application/x-ndjson; charset=utf-8" } });
}

describe("readNdjson", () => {
  it("joins lines split across chunks and skips blank lines", async () => {
    expect(await collect(chunked('{"a":', '1}\n\n{"b"', ":2}\n"))).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it("reads a last line that has no newline", async () => {
    expect(await collect(chunked('{"a":1}\n{"b":2}'))).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it("keeps a multi-byte character split between chunks intact", async () => {
    const bytes = encoder.encode('{"t":"नमस्ते 😉"}\n');
    expect(await collect(chunked(bytes.slice(0, 9), bytes.slice(9, 10), bytes.slice(10)))).toEqual([{ t: "नमस्ते 😉" }]);
  });

  it("refuses a garbled line", async () => {
    await expect(collect(chunked("{nope}\n"))).rejects.toBeInstanceOf(GenerationError);
  });
});

describe("streamGeneration", () => {
  it("asks for NDJSON with credentials, sends the message trimmed and no blank thread", async () => {
    const fetch = vi.fn(async () => ndjsonResponse(events));
    await streamGeneration({ message: "  so what do you do for fun?  ", thread: "  ", tone: "funny", language: "en" }, { fetch });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/generate");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("include");
    expect((init.headers as Record<string, string>).Accept).toContain("application/x-ndjson");
    expect(JSON.parse(init.body as string)).toEqual({ message: "so what do you do for fun?", tone: "funny", language: "en" });
  });

  it("hands every event over as it arrives and resolves with the final response", async () => {
    const seen: GenerateEvent[] = [];
    const result = await streamGeneration(
      { message: "hi", tone: "funny", language: "en" },
      { fetch: async () => ndjsonResponse(events, 5), onEvent: (e) => seen.push(e) },
    );
    expect(seen.map((e) => e.type)).toEqual(["start", "replies", "replies", "done"]);
    expect(result).toEqual(done);
  });

  it("turns an error event into a GenerationError with its status", async () => {
    const fetch = async () => ndjsonResponse([events[0], { type: "error", status: 503, error: "The AI provider is not answering." }]);
    const error = await streamGeneration({ message: "hi", tone: "funny", language: "en" }, { fetch }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GenerationError);
    expect(error).toMatchObject({ status: 503, message: "The AI provider is not answering." });
  });

  it("fails when the stream ends without a done event", async () => {
    const error = await streamGeneration(
      { message: "hi", tone: "funny", language: "en" },
      { fetch: async () => ndjsonResponse(events.slice(0, 2)) },
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "GenerationError", status: 502 });
  });

  it("accepts a plain JSON response too", async () => {
    const seen: GenerateEvent[] = [];
    const result = await streamGeneration(
      { message: "hi", tone: "funny", language: "en" },
      { fetch: async () => Response.json(done), onEvent: (e) => seen.push(e) },
    );
    expect(result).toEqual(done);
    expect(seen).toEqual([{ type: "done", ...done }]);
  });

  it.each([
    [429, "Daily Limit Reached! Upgrade to Premium Now To Get Unlimited Replies!"],
    [403, "Creative tone requires Premium. Upgrade to access psychology-backed replies."],
    [422, "Let's keep it kind: I can't help with that one."],
  ])("a %i refusal throws the server's message", async (status, message) => {
    const error = await streamGeneration(
      { message: "hi", tone: "creative", language: "en" },
      { fetch: async () => Response.json({ error: message }, { status }) },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GenerationError);
    expect(error).toMatchObject({ status, message });
  });

  it("reports a network failure as status 0", async () => {
    const error = await streamGeneration(
      { message: "hi", tone: "funny", language: "en" },
      { fetch: async () => Promise.reject(new TypeError("Failed to fetch")) },
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "GenerationError", status: 0 });
  });

  it("generationBody keeps a real thread, trimmed", () => {
    expect(generationBody({ message: " a ", thread: " Her: hi\nMe: hey ", tone: "flirty", language: "hi" })).toEqual({
      message: "a",
      thread: "Her: hi\nMe: hey",
      tone: "flirty",
      language: "hi",
    });
  });
});

describe("readNdjson cleanup", () => {
  it("cancels the stream when the reader stops early", async () => {
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('{"type":"done"}\n{"type":"extra"}\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const value of readNdjson(stream)) {
      expect(value).toEqual({ type: "done" });
      break;
    }
    expect(cancelled).toBe(true);
  });
});
