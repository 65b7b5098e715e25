import "server-only";
import type { Viewer } from "@/lib/account/viewer";
import { CREATIVE_REQUIRES_PREMIUM } from "@/lib/messages";
import { isPaidPlan, toneAllowed } from "@/lib/plans";
import type { EngineId } from "@/lib/platform/ai/provider";
import { currentEngine, modelChoice } from "@/lib/platform/ai/provider";
import { ApiError } from "@/lib/platform/http/errors";
import { readMessage } from "@/lib/reading/read";
import { assertSafeMessage } from "@/lib/reading/safety";
import type { Reading } from "@/lib/reading/types";
import { vibeFor } from "@/lib/reading/vibe";
import { type GeneratedSet, type PartialReplies, repliesFromModel } from "@/lib/replies/model";
import { composeOfflineReplies } from "@/lib/replies/offline";
import type { GenerateResponse } from "@/lib/replies/protocol";
import { type Reservation, reserveGeneration } from "@/lib/replies/quota";
import type { GenerationRequest } from "@/lib/replies/schemas";

// A generation in two steps, so the route can refuse with a plain status before it streams anything:
// `admitGeneration` checks plan, safety and quota (cheapest first, quota last, so a refusal never
// spends it); `runGeneration` makes the one model call and gives the quota back if that fails before
// any reply reached him. Once one has, the reply is spent, whatever happens next (he hangs up, the
// model stalls): otherwise reading the replies and then cutting the stream would make them free.

export interface AdmittedGeneration {
  viewer: Viewer;
  request: GenerationRequest;
  engine: EngineId;
  reservation: Reservation;
}

export async function admitGeneration(viewer: Viewer, request: GenerationRequest): Promise<AdmittedGeneration> {
  if (!toneAllowed(viewer.plan, request.tone)) throw ApiError.premiumRequired(CREATIVE_REQUIRES_PREMIUM);
  assertSafeMessage(request.message, request.thread);
  const reservation = await reserveGeneration(viewer);
  return { viewer, request, engine: reservation.aiBusy ? "offline" : currentEngine(), reservation };
}

export interface RunOptions {
  /** Shows replies as they are written; returns whether they reached the browser. */
  onPartial?: (replies: PartialReplies) => boolean;
  signal?: AbortSignal;
}

export async function runGeneration(
  { viewer, request, reservation }: AdmittedGeneration,
  options: RunOptions = {},
): Promise<GenerateResponse> {
  let delivered = false;
  const onPartial = options.onPartial;
  // One reading of her message for the engine, the rails and Vibe Check (docs/reading.md).
  const reading = readMessage(request.message, request.thread);
  try {
    const show =
      onPartial &&
      ((partial: PartialReplies) => {
        if (onPartial(partial) && partial.some((r) => r.reply)) delivered = true;
      });
    // One model call where a model is configured and its budget has room; the offline engine otherwise
    // (docs/architecture.md, docs/deployment.md).
    const { engine, replies, mood } =
      modelChoice().model && !reservation.aiBusy
        ? await repliesFromModel(request, reading, { signal: options.signal, onPartial: show })
        : offlineSet(request, reading, show);
    const vibe = isPaidPlan(viewer.plan) ? vibeFor(mood) : null;
    return {
      replies,
      tone: request.tone,
      language: request.language,
      engine,
      ...(reservation.aiBusy ? { aiBusy: true as const } : {}),
      usage: reservation.usage,
      vibe,
      kept: reading.rail,
    };
  } catch (error) {
    if (!delivered)
      await reservation.release().catch((releaseError) => console.error("[quota] could not give a failed generation back:", releaseError));
    throw error;
  }
}

/** The offline engine's set: deterministic, already held to the rails, shown at once. */
function offlineSet(request: GenerationRequest, reading: Reading, onPartial?: (replies: PartialReplies) => void): GeneratedSet {
  const replies = composeOfflineReplies(request, reading);
  onPartial?.(replies);
  return { engine: "offline", replies, mood: reading.mood };
}
