import type { OpenersEvent, OpenersResponse } from "@/lib/openers/protocol";
import type { OpenersRequest } from "@/lib/openers/schemas";
import { errorCodeOf, refusalOf } from "@/lib/platform/client/http";
import { GenerationError, readNdjson } from "@/lib/replies/client/stream";
import { NDJSON_CONTENT_TYPE } from "@/lib/replies/protocol";

// The browser's side of POST /api/openers: the same NDJSON stream and refusals as /api/generate's
// (lib/replies/client/stream.ts), with openers instead of replies.

/** The body of a request: her profile trimmed, the Regenerate count only when there is one. */
function openersBody(request: OpenersRequest): OpenersRequest {
  return {
    profile: request.profile.trim(),
    tone: request.tone,
    language: request.language,
    ...(request.variation ? { variation: request.variation } : {}),
  };
}

function isResponse(value: unknown): value is OpenersResponse {
  return !!value && typeof value === "object" && Array.isArray((value as { openers?: unknown }).openers);
}

export async function streamOpeners(
  request: OpenersRequest,
  { onEvent, signal }: { onEvent?: (event: OpenersEvent) => void; signal?: AbortSignal } = {},
): Promise<OpenersResponse> {
  let response: Response;
  try {
    response = await fetch("/api/openers", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json", Accept: `${NDJSON_CONTENT_TYPE}, application/json` },
      body: JSON.stringify(openersBody(request)),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new GenerationError(0, "Failed to write openers. Please check your connection and try again.");
  }
  if (!response.ok) {
    const { message, code } = await refusalOf(response);
    throw new GenerationError(response.status, message, code);
  }
  if (!(response.headers.get("content-type") ?? "").includes(NDJSON_CONTENT_TYPE) || !response.body) {
    const body: unknown = await response.json().catch(() => null);
    if (!isResponse(body)) throw new GenerationError(502, "Failed to write openers");
    return body;
  }
  for await (const value of readNdjson(response.body)) {
    const event = value as OpenersEvent;
    if (!event || typeof event !== "object" || typeof event.type !== "string") continue;
    if (event.type === "error") throw new GenerationError(event.status, event.error || "Failed to write openers", errorCodeOf(event.code));
    onEvent?.(event);
    if (event.type === "done") {
      const { type: _type, ...result } = event;
      return result;
    }
  }
  throw new GenerationError(502, "The stream ended early. Please try again.");
}
