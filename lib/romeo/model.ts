import "server-only";
import { type ModelMessage, streamText } from "ai";
import { modelDeadline } from "@/lib/platform/ai/deadline";
import { toGenerationError, unreadableAnswer } from "@/lib/platform/ai/errors";
import type { EngineId } from "@/lib/platform/ai/provider";
import { modelChoice } from "@/lib/platform/ai/provider";
import type { ChatTurn } from "@/lib/romeo/schemas";

// The one model call behind both Romeo chats: the conversation goes in, Romeo's answer comes out as
// text deltas, so the browser can show it while it is written. Without a model, the offline engine's
// answer is cut into the same deltas: one code path for the UI, whatever answers.

const MAX_ANSWER_CHARS = 4_000;

export interface ChatCall {
  system: string;
  /**
   * Oldest first, ending with the user's new message. A "romeo" turn reaches the model as its own
   * words, which it continues and repeats as fact: only turns the server kept itself belong here, never
   * a browser's copy of the conversation (the support chat quotes that inside the user's turn).
   */
  turns: readonly ChatTurn[];
  /** The offline engine's whole answer, used when no model is configured. */
  offline: () => string;
  /**
   * An answer no engine may change (docs/reading.md, "Romeo"): when set, it is the answer, model or
   * not, and comes from the built-in engine.
   */
  fixed?: string | null;
  /** The model's shared budget is spent for now: the offline engine answers, and says why (docs/deployment.md). */
  aiBusy?: boolean;
  signal?: AbortSignal;
}

export interface ChatAnswer {
  engine: EngineId;
  /** The offline engine answered because the model's budget is spent, not because there is none. */
  aiBusy?: boolean;
  deltas: AsyncIterable<string>;
}

function toModelMessages(turns: readonly ChatTurn[]): ModelMessage[] {
  return turns.map((t) => (t.role === "romeo" ? { role: "assistant", content: t.content } : { role: "user", content: t.content }));
}

/** Whole words, a few at a time: streamed like a model would, without any artificial delay. */
async function* offlineDeltas(text: string): AsyncGenerator<string> {
  const words = text.match(/\S+\s*/g) ?? [];
  for (let i = 0; i < words.length; i += 4) yield words.slice(i, i + 4).join("");
}

async function* modelDeltas(call: ChatCall): AsyncGenerator<string> {
  const { engine, model } = modelChoice();
  if (!model) throw new Error("modelDeltas called without a model");
  const deadline = modelDeadline(call.signal);
  let written = 0;
  try {
    const result = streamText({
      model,
      system: call.system,
      messages: toModelMessages(call.turns),
      temperature: 0.7,
      maxOutputTokens: 700,
      maxRetries: 1,
      abortSignal: deadline.signal,
      // The error arrives as a stream part below and is logged once there; the SDK's default would print it again.
      onError: () => undefined,
    });
    for await (const part of result.fullStream) {
      if (part.type === "error") throw part.error;
      if (part.type === "abort") throw new Error(deadline.expired ? "timeout" : "aborted");
      if (part.type !== "text-delta" || !part.text) continue;
      const room = MAX_ANSWER_CHARS - written;
      if (room <= 0) break;
      const text = part.text.slice(0, room);
      written += text.length;
      yield text;
    }
    if (written === 0) throw unreadableAnswer();
  } catch (error) {
    deadline.logFailure("chat", engine, error);
    throw toGenerationError(error, deadline.expired);
  } finally {
    deadline.clear();
  }
}

/** Romeo's answer as a stream of text deltas; a failure is thrown as an ApiError (502/504). */
export function answerChat(call: ChatCall): ChatAnswer {
  const { engine, model } = modelChoice();
  if (call.fixed) return { engine: "offline", deltas: offlineDeltas(call.fixed.slice(0, MAX_ANSWER_CHARS)) };
  if (!model) return { engine, deltas: offlineDeltas(call.offline().slice(0, MAX_ANSWER_CHARS)) };
  if (call.aiBusy) return { engine: "offline", aiBusy: true, deltas: offlineDeltas(call.offline().slice(0, MAX_ANSWER_CHARS)) };
  return { engine, deltas: modelDeltas(call) };
}

/** The whole answer at once (the spec's plain JSON contract). */
export async function answerChatText(call: ChatCall): Promise<{ engine: EngineId; aiBusy?: true; text: string }> {
  const { engine, aiBusy, deltas } = answerChat(call);
  let text = "";
  for await (const delta of deltas) text += delta;
  return { engine, ...(aiBusy ? { aiBusy: true as const } : {}), text: text.trim() };
}
