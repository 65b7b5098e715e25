import { simulateReadableStream } from "ai";
import { MockLanguageModelV4 } from "ai/test";

// The AI SDK's own mock model (docs/architecture.md, "Tests"), answering the way a provider streams: the JSON text in
// a few deltas, then a finish part.

const usage = {
  inputTokens: { total: 100, noCache: 100, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 60, text: 60, reasoning: undefined },
};

function chunksOf(text: string, parts = 4): string[] {
  const size = Math.max(1, Math.ceil(text.length / parts));
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

/** A model whose answer is `text` (valid JSON or not: that is the point of some tests), streamed or not. */
export function modelAnswering(text: string) {
  return new MockLanguageModelV4({
    doGenerate: async () => ({
      content: [{ type: "text" as const, text }],
      finishReason: { unified: "stop" as const, raw: undefined },
      usage,
      warnings: [],
    }),
    doStream: async () => ({
      stream: simulateReadableStream({
        chunks: [
          { type: "text-start" as const, id: "t1" },
          ...chunksOf(text).map((delta) => ({ type: "text-delta" as const, id: "t1", delta })),
          { type: "text-end" as const, id: "t1" },
          { type: "finish" as const, finishReason: { unified: "stop" as const, raw: undefined }, usage },
        ],
      }),
    }),
  });
}

/** A model answering three replies and her mood (Vibe Check), as the reply schema asks. */
export function modelReplying(replies: Array<{ reply: string; confidence: number }>, mood = "neutral") {
  return modelAnswering(JSON.stringify({ replies, mood }));
}

/** A model that never answers until the call is aborted (the timeout test). */
export function modelThatHangs() {
  return new MockLanguageModelV4({
    doGenerate: ({ abortSignal }) =>
      new Promise((_, reject) => abortSignal?.addEventListener("abort", () => reject(abortSignal.reason ?? new Error("aborted")))),
    doStream: async ({ abortSignal }) => ({
      stream: new ReadableStream({
        start(controller) {
          abortSignal?.addEventListener("abort", () => controller.error(abortSignal.reason ?? new Error("aborted")));
        },
      }),
    }),
  });
}

/** A model whose provider call fails, as an unreachable or erroring API does. */
export function modelThatFails(message = "upstream exploded") {
  return new MockLanguageModelV4({
    doGenerate: async () => {
      throw new Error(message);
    },
    doStream: async () => {
      throw new Error(message);
    },
  });
}

export const THREE_REPLIES = [
  { reply: "Haha sushi on a Tuesday is elite behaviour. Which place?", confidence: 91 },
  { reply: "Okay but salmon or tuna? This decides everything.", confidence: 84 },
  { reply: "You clearly know good food. Let's test that theory this weekend?", confidence: 77 },
];
