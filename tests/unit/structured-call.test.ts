import { APICallError } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { setModelForTests } from "@/lib/platform/ai/provider";
import { structuredCall, structuredOutput } from "@/lib/platform/ai/structured-call";
import { ApiError } from "@/lib/platform/http/errors";
import { modelAnswering, modelThatHangs } from "../support/mock-model";

// The one structured model call every feature makes (lib/platform/ai/structured-call.ts): the whole
// answer through the provider's own call, checked with the feature's schema, and its failures as the
// same ApiErrors; the streamed answer through the AI SDK.

const OUTPUT = structuredOutput(z.object({ words: z.array(z.string()) }), "words");
const call = { label: "test", system: "Be brief.", prompt: "Three words.", output: OUTPUT, temperature: 0.5 };
const ANSWER = {
  content: [{ type: "text" as const, text: '{"words":["a","b","c"]}' }],
  finishReason: { unified: "stop" as const, raw: undefined },
  usage: {
    inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: 1, text: 1, reasoning: undefined },
  },
  warnings: [],
};

function apiError(statusCode: number) {
  return new APICallError({
    message: `HTTP ${statusCode}`,
    url: "http://model/v1/chat/completions",
    requestBodyValues: {},
    statusCode,
    isRetryable: statusCode >= 500 || statusCode === 429,
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  setModelForTests(null);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("structuredCall, answered whole", () => {
  it("sends the system prompt, the user prompt and the schema's JSON format in one provider call, and returns the parsed object", async () => {
    const model = new MockLanguageModelV4({ doGenerate: async () => ANSWER });
    setModelForTests(model, "compatible");
    await expect(structuredCall(call)).resolves.toEqual({ engine: "compatible", object: { words: ["a", "b", "c"] } });
    expect(model.doGenerateCalls).toHaveLength(1);
    const sent = model.doGenerateCalls[0]!;
    expect(sent.prompt).toEqual([
      { role: "system", content: "Be brief." },
      { role: "user", content: [{ type: "text", text: "Three words." }] },
    ]);
    expect(sent.temperature).toBe(0.5);
    expect(sent.responseFormat).toMatchObject({ type: "json", name: "words", schema: { type: "object", required: ["words"] } });
  });

  it("is a 502 model_unreadable when the answer is not JSON or not the schema's shape", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    setModelForTests(modelAnswering("Sure! Here are three words: a, b, c"));
    expect(await failure(structuredCall(call))).toMatchObject({ status: 502, code: "model_unreadable" });
    setModelForTests(modelAnswering('{"words":"a b c"}'));
    expect(await failure(structuredCall(call))).toMatchObject({ status: 502, code: "model_unreadable" });
  });

  it("tries once more when the provider says a retry may help, and not when it says it won't", async () => {
    vi.useFakeTimers();
    let calls = 0;
    setModelForTests(
      new MockLanguageModelV4({
        doGenerate: async () => {
          calls++;
          if (calls === 1) throw apiError(503);
          return ANSWER;
        },
      }),
    );
    const answered = structuredCall(call);
    await vi.runAllTimersAsync();
    await expect(answered).resolves.toMatchObject({ object: { words: ["a", "b", "c"] } });
    expect(calls).toBe(2);

    vi.spyOn(console, "error").mockImplementation(() => {});
    calls = 0;
    setModelForTests(
      new MockLanguageModelV4({
        doGenerate: async () => {
          calls++;
          throw apiError(400);
        },
      }),
    );
    expect(await failure(structuredCall(call))).toMatchObject({ status: 502, code: "model_unavailable" });
    expect(calls).toBe(1);
  });

  it("logs a failure, but not a caller who hung up", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    setModelForTests(modelThatHangs());
    const caller = new AbortController();
    const answered = structuredCall({ ...call, signal: caller.signal });
    caller.abort();
    await failure(answered);
    expect(log).not.toHaveBeenCalled();

    setModelForTests(modelAnswering("not json"));
    await failure(structuredCall(call));
    expect(log).toHaveBeenCalledWith(expect.stringContaining("[ai] test failed (openai)"));
  });
});

describe("structuredCall, streamed", () => {
  it("hands each partial object to onPartial and returns the whole one", async () => {
    setModelForTests(modelAnswering('{"words":["one","two","three"]}'));
    const partials: unknown[] = [];
    const { object } = await structuredCall({ ...call, onPartial: (p) => partials.push(p) });
    expect(object).toEqual({ words: ["one", "two", "three"] });
    expect(partials.length).toBeGreaterThan(1);
    expect(partials.at(-1)).toEqual({ words: ["one", "two", "three"] });
  });
});
