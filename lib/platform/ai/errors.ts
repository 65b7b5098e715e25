import "server-only";
import { MODEL_TIMED_OUT, MODEL_UNAVAILABLE, MODEL_UNREADABLE } from "@/lib/messages";
import { ApiError } from "@/lib/platform/http/errors";

// How a failed model call reads on the wire, the same for every feature that calls a model: nothing
// was used up, and the words say whether to try again now or in a moment.

/** The model answered, but not with anything usable: a 502 that says so and that nothing was used up. */
export function unreadableAnswer(): ApiError {
  return ApiError.badGateway("model_unreadable", MODEL_UNREADABLE);
}

/** Any failure of a model call as the ApiError the browser is sent (`timedOut`: our deadline ran out). */
export function toGenerationError(error: unknown, timedOut: boolean): ApiError {
  if (error instanceof ApiError) return error;
  if (timedOut) return ApiError.badGateway("model_timeout", MODEL_TIMED_OUT, 504);
  const name = (error as { name?: string } | null)?.name ?? "";
  if (/NoObjectGenerated|NoOutputGenerated|TypeValidation|JSONParse/i.test(name)) return unreadableAnswer();
  return ApiError.badGateway("model_unavailable", MODEL_UNAVAILABLE);
}
