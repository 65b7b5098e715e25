import type { ErrorCode } from "@/lib/messages";
import { errorCodeOf, RequestError, refusalOf } from "@/lib/platform/client/http";
import { type GenerateEvent, type GenerateResponse, NDJSON_CONTENT_TYPE } from "@/lib/replies/protocol";
import type { GenerationRequest } from "@/lib/replies/schemas";

// The browser's side of POST /api/generate (lib/replies/protocol.ts): asks for the NDJSON stream,
// hands every event to the caller as it arrives, and resolves with the final response. A server that
// answers with plain JSON (or a refusal before any model work) is handled the same way.

/** A refused or failed generation: the HTTP status (or the stream's error event's; 0 when the network failed) and the server's code. */
export class GenerationError extends RequestError {
  constructor(status: number, message: string, code: ErrorCode | null = null) {
    super(status, message, code);
    this.name = "GenerationError";
  }
}

/** Splits a byte stream into parsed JSON lines. Blank lines are skipped; a last line without "\n" counts. */
export async function* readNdjson(stream: ReadableStream<Uint8Array>): AsyncGenerator<unknown> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let finished = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      finished = done;
      if (value) buffer += decoder.decode(value, { stream: !done });
      if (done) buffer += decoder.decode();
      for (let newline = buffer.indexOf("\n"); newline >= 0; newline = buffer.indexOf("\n")) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        if (line) yield parseLine(line);
      }
      if (done) break;
    }
    const rest = buffer.trim();
    if (rest) yield parseLine(rest);
  } finally {
    // The caller stopped early (the done event, or an error): let the server know nobody is reading.
    if (!finished) await reader.cancel().catch(() => {});
    reader.releaseLock();
  }
}

function parseLine(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new GenerationError(502, "The reply stream was garbled. Please try again.");
  }
}

function isEvent(value: unknown): value is GenerateEvent {
  return !!value && typeof value === "object" && typeof (value as { type?: unknown }).type === "string";
}

function isResponse(value: unknown): value is GenerateResponse {
  return !!value && typeof value === "object" && Array.isArray((value as { replies?: unknown }).replies);
}

function toResponse(event: Extract<GenerateEvent, { type: "done" }>): GenerateResponse {
  const { type: _type, ...response } = event;
  return response;
}

export interface StreamOptions {
  /** Called with each event as it arrives (start, replies snapshots, done). */
  onEvent?: (event: GenerateEvent) => void;
  signal?: AbortSignal;
  /** For tests. */
  fetch?: typeof fetch;
}

/** The JSON body of a generation: the message trimmed, the thread only when there is one. */
export function generationBody(request: GenerationRequest): GenerationRequest {
  const thread = request.thread?.trim();
  return {
    message: request.message.trim(),
    tone: request.tone,
    language: request.language,
    ...(thread ? { thread } : {}),
    ...(request.variation ? { variation: request.variation } : {}),
    ...(request.about ? { about: request.about } : {}),
    ...(request.steer ? { steer: request.steer } : {}),
    ...(request.instruction?.trim() ? { instruction: request.instruction.trim() } : {}),
  };
}

export async function streamGeneration(
  request: GenerationRequest,
  { onEvent, signal, fetch: fetchImpl = fetch }: StreamOptions = {},
): Promise<GenerateResponse> {
  let response: Response;
  try {
    response = await fetchImpl("/api/generate", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json", Accept: `${NDJSON_CONTENT_TYPE}, application/json` },
      body: JSON.stringify(generationBody(request)),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new GenerationError(0, "Failed to generate replies. Please check your connection and try again.");
  }

  if (!response.ok) {
    const { message, code } = await refusalOf(response);
    throw new GenerationError(response.status, message, code);
  }

  const type = response.headers.get("content-type") ?? "";
  if (!type.includes(NDJSON_CONTENT_TYPE) || !response.body) {
    const body: unknown = await response.json().catch(() => null);
    if (!isResponse(body)) throw new GenerationError(502, "Failed to generate replies");
    onEvent?.({ type: "done", ...body });
    return body;
  }

  for await (const value of readNdjson(response.body)) {
    if (!isEvent(value)) continue;
    if (value.type === "error")
      throw new GenerationError(value.status, value.error || "Failed to generate replies", errorCodeOf(value.code));
    onEvent?.(value);
    if (value.type === "done") return toResponse(value);
  }
  throw new GenerationError(502, "The reply stream ended early. Please try again.");
}
