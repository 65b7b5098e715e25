import type { ErrorCode } from "@/lib/messages";
import type { LanguageId, PlanId, ToneId } from "@/lib/plans";
import type { EngineId } from "@/lib/platform/ai/provider";
import type { Rail, Vibe } from "@/lib/reading/types";
import type { GeneratedReply } from "@/lib/replies/schemas";

// The wire format of POST /api/generate, shared by the route and the browser.
//
// Plain JSON (the spec's contract): `GenerateResponse`. With `Accept: application/x-ndjson` the same
// result streams as newline-delimited JSON events so replies appear while the model writes them.
// Refusals decided before any model call (400, 403, 413, 422, 429) are always plain JSON
// `{ error, code }` with their status; a model failure after the stream started arrives as an `error` event.

export const NDJSON_CONTENT_TYPE = "application/x-ndjson";

export interface UsageSnapshot {
  plan: PlanId;
  /** Generations per UTC day; null = unlimited. */
  limit: number | null;
  used: number;
  /** null = unlimited. */
  remaining: number | null;
  /**
   * Why none are left although his own count has room (docs/architecture.md): the free replies of his
   * network (a shared address) or of every visitor without an account are used up. Null otherwise.
   */
  reason: UsageReason | null;
}

export type UsageReason = "network";

/**
 * A reply may hold blanks he fills in before sending ("I'm a [[what you do]] by day"): where her
 * question is about him and Holla doesn't know the answer. The browser shows them as fields and
 * won't copy a reply with one still empty.
 */
export const BLANK_PATTERN = /\[\[([^[\]]{1,40})\]\]/g;

export interface GenerateResponse {
  replies: GeneratedReply[];
  tone: ToneId;
  language: LanguageId;
  engine: EngineId;
  /** The offline engine wrote these because the model's shared budget is spent for now (docs/deployment.md). */
  aiBusy?: true;
  usage: UsageSnapshot;
  /** Her mood and what it asks of his reply (Vibe Check): Premium only, null for everyone else. */
  vibe: Vibe | null;
  /**
   * Her message set a rail that overrode the tone he picked ("We kept this one gentle"): "boundary"
   * after a no, "care" after bad news; null when the tone applied.
   */
  kept: Rail;
}

export type GenerateEvent =
  | { type: "start"; tone: ToneId; language: LanguageId; engine: EngineId; aiBusy?: true }
  /** A snapshot of the replies so far; the last one may be partial and lack a confidence. */
  | { type: "replies"; replies: Array<{ reply: string; confidence?: number }> }
  | ({ type: "done" } & GenerateResponse)
  | { type: "error"; status: number; error: string; code: ErrorCode };

export interface UsageResponse extends UsageSnapshot {
  engine: EngineId;
  /** Set when the model's shared budget is spent for now, so the offline engine answers (engine "offline"). */
  aiBusy?: true;
}
