import { ApiError } from "@/lib/http/errors";

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/**
 * Reads a JSON body, refusing more than `maxBytes` before buffering it all: the declared length is
 * checked first, then the stream is counted as it arrives (a client can lie about, or omit, the length).
 */
export async function readJsonBody(request: Request, maxBytes = DEFAULT_MAX_BODY_BYTES, { allowEmpty = false } = {}): Promise<unknown> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw ApiError.payloadTooLarge(maxBytes);
  if (!request.body) {
    if (allowEmpty) return {};
    throw ApiError.badRequest("The request body must be JSON.");
  }

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw ApiError.payloadTooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (!text.trim()) {
    if (allowEmpty) return {};
    throw ApiError.badRequest("The request body must be JSON.");
  }
  try {
    return JSON.parse(text);
  } catch {
    throw ApiError.badRequest("The request body is not valid JSON.");
  }
}
