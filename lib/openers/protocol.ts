import type { ErrorCode } from "@/lib/messages";
import type { LanguageId, ToneId } from "@/lib/plans";
import type { EngineId } from "@/lib/platform/ai/provider";
import type { UsageSnapshot } from "@/lib/replies/protocol";

// The wire format of POST /api/openers, shared by the route and the browser. Plain JSON is
// `OpenersResponse`; with `Accept: application/x-ndjson` the same result streams as events, as
// /api/generate's does (lib/replies/protocol.ts).

export interface Opener {
  /** The first message he could send. */
  opener: string;
  /** What in her profile it is built on, for the card's "from: …" ("her Goa trip"). */
  detail: string;
  /** 0–100: the model's rubric score, or the built-in engine's match. */
  confidence: number;
}

/** Asked for with no profile: the route's 400 and the form say the same. */
export const PROFILE_REQUIRED = "Please paste her profile first: her bio and prompts.";

/** The card's "from:" when her profile gave nothing specific to build on. */
export const NO_DETAIL = "nothing specific in her profile";

export interface OpenersResponse {
  openers: Opener[];
  tone: ToneId;
  language: LanguageId;
  engine: EngineId;
  usage: UsageSnapshot;
}

export type OpenersEvent =
  | { type: "start"; tone: ToneId; language: LanguageId; engine: EngineId }
  /** The openers finished so far (each complete and checked). */
  | { type: "openers"; openers: Opener[] }
  | ({ type: "done" } & OpenersResponse)
  | { type: "error"; status: number; error: string; code: ErrorCode };
