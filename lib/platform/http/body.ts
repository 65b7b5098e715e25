import { INVALID_JSON, NOT_JSON, NUL_REFUSED } from "@/lib/messages";
import { DEFAULT_MAX_BODY_BYTES } from "@/lib/platform/http/body-ceilings.mjs";
import { ApiError } from "@/lib/platform/http/errors";

/**
 * Reads a body's bytes, refusing more than `maxBytes` before buffering it all: the declared length is
 * checked first, then the stream is counted as it arrives (a client can lie about, or omit, the
 * length), so no more than `maxBytes` is ever held. Null when the request has no body at all.
 * `tooLarge` is the refusal over the limit (default: the generic 413).
 */
export async function readBodyBytes(
  request: Request,
  maxBytes: number,
  tooLarge: () => ApiError = () => ApiError.payloadTooLarge(maxBytes),
): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!request.body) return null;

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Reads a body as UTF-8 text within `maxBytes` (see readBodyBytes). Null when the request has no body at all. */
export async function readBodyText(request: Request, maxBytes: number): Promise<string | null> {
  const bytes = await readBodyBytes(request, maxBytes);
  return bytes === null ? null : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8");
}

/** Reads a JSON body within `maxBytes` (see readBodyText). */
export async function readJsonBody(request: Request, maxBytes = DEFAULT_MAX_BODY_BYTES, { allowEmpty = false } = {}): Promise<unknown> {
  const text = await readBodyText(request, maxBytes);
  if (!text?.trim()) {
    if (allowEmpty) return {};
    throw ApiError.badRequest(NOT_JSON, "invalid_json");
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw ApiError.badRequest(INVALID_JSON, "invalid_json");
  }
  // PostgreSQL text cannot hold U+0000: refused here, for every route, rather than as a 500 from
  // whichever query stores it. In JSON text it can only arrive escaped, so most bodies skip the walk.
  if (text.includes("\\u0000") && containsNul(body)) throw ApiError.badRequest(NUL_REFUSED, "invalid_json");
  return body;
}

/** Whether any string or key holds U+0000; iterative, as a body may nest thousands deep. */
function containsNul(value: unknown): boolean {
  const pending = [value];
  while (pending.length) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (item.includes("\u0000")) return true;
    } else if (item && typeof item === "object") {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes("\u0000")) return true;
        pending.push(child);
      }
    }
  }
  return false;
}
