import "server-only";
import { toApiError } from "@/lib/platform/http/errors";
import { type AdmittedGeneration, runGeneration } from "@/lib/replies/generate";
import { type GenerateEvent, NDJSON_CONTENT_TYPE } from "@/lib/replies/protocol";

// Answers an admitted generation as the spec's plain JSON, or, when the browser asks for
// NDJSON, as a stream of events so replies show while the model writes them.

export function wantsStream(request: Request): boolean {
  return (request.headers.get("accept") ?? "").includes(NDJSON_CONTENT_TYPE);
}

/**
 * An NDJSON response whose events `produce` sends as they happen; a failure becomes a last `error`
 * event. `send` returns false once the browser has gone (nothing reaches it any more). The openers'
 * route streams through this too.
 */
export function ndjsonResponse<E extends { type: string }>(
  produce: (send: (event: E) => boolean) => Promise<void>,
  label: string,
): Response {
  const encoder = new TextEncoder();
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    cancel() {
      cancelled = true;
    },
    async start(controller) {
      const send = (event: E | Extract<GenerateEvent, { type: "error" }>): boolean => {
        if (cancelled) return false;
        controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
        return true;
      };
      try {
        await produce(send);
      } catch (error) {
        const apiError = toApiError(error);
        if (apiError.status >= 500 && apiError.status !== 502 && apiError.status !== 504) console.error(`[${label}]`, error);
        send({ type: "error", status: apiError.status, error: apiError.message, code: apiError.code });
      } finally {
        if (!cancelled) controller.close();
      }
    },
  });
  return new Response(body, {
    headers: { "Content-Type": `${NDJSON_CONTENT_TYPE}; charset=utf-8`, "Cache-Control": "no-store", "X-Accel-Buffering": "no" },
  });
}

export function streamGeneration(admitted: AdmittedGeneration, signal: AbortSignal): Response {
  return ndjsonResponse<GenerateEvent>(async (send) => {
    const { request } = admitted;
    const aiBusy = admitted.reservation.aiBusy ? { aiBusy: true as const } : {};
    send({ type: "start", tone: request.tone, language: request.language, engine: admitted.engine, ...aiBusy });
    const result = await runGeneration(admitted, { signal, onPartial: (replies) => send({ type: "replies", replies }) });
    send({ type: "done", ...result });
  }, "generate");
}

export async function jsonGeneration(admitted: AdmittedGeneration, signal: AbortSignal): Promise<Response> {
  return Response.json(await runGeneration(admitted, { signal }), { headers: { "Cache-Control": "no-store" } });
}
