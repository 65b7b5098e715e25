import { createUIMessageStream, createUIMessageStreamResponse } from "ai";
import { ApiError, toApiError } from "@/lib/platform/http/errors";
import type { ChatAnswer } from "@/lib/romeo/model";

// A Romeo answer as the AI SDK's UI message stream (server-sent events), the format the browser's
// useChat reads. The answer's engine and time travel as message metadata, so the panel can show the
// time and the "offline engine" label without a second request.

export interface ChatMessageMetadata {
  engine?: string;
  /** The offline engine answered because the model's budget is spent for now. */
  aiBusy?: boolean;
  createdAt?: string;
}

const STREAM_ACCEPT = "text/event-stream";

export function wantsChatStream(request: Request): boolean {
  return (request.headers.get("accept") ?? "").includes(STREAM_ACCEPT);
}

/**
 * The first delta is awaited before the response starts, so a model that fails at once (unreachable,
 * refused, timed out) is answered with its real status and JSON error like any other route; a
 * failure after that arrives as the stream's error part.
 */
export async function chatStreamResponse(
  answer: ChatAnswer,
  onComplete?: (text: string, answeredAt: Date) => Promise<void>,
): Promise<Response> {
  const deltas = answer.deltas[Symbol.asyncIterator]();
  const first = await deltas.next();
  const stream = createUIMessageStream({
    execute: async ({ writer }) => {
      writer.write({
        type: "start",
        messageMetadata: { engine: answer.engine, ...(answer.aiBusy ? { aiBusy: true } : {}) } satisfies ChatMessageMetadata,
      });
      const id = "answer";
      let text = "";
      writer.write({ type: "text-start", id });
      for (let step = first; !step.done; step = await deltas.next()) {
        text += step.value;
        writer.write({ type: "text-delta", id, delta: step.value });
      }
      writer.write({ type: "text-end", id });
      const answeredAt = new Date();
      await onComplete?.(text.trim(), answeredAt);
      writer.write({ type: "finish", messageMetadata: { createdAt: answeredAt.toISOString() } satisfies ChatMessageMetadata });
    },
    onError: (error) => {
      const apiError = toApiError(error);
      if (!(error instanceof ApiError)) console.error("[chat]", error);
      return apiError.message;
    },
  });
  return createUIMessageStreamResponse({ stream, headers: { "Cache-Control": "no-store", "X-Accel-Buffering": "no" } });
}
