import "server-only";
import type { Viewer } from "@/lib/account/viewer";
import { CREATIVE_REQUIRES_PREMIUM } from "@/lib/messages";
import { findDetails } from "@/lib/openers/details";
import { openersFromModel } from "@/lib/openers/model";
import { composeOpeners } from "@/lib/openers/offline";
import type { Opener, OpenersEvent, OpenersResponse } from "@/lib/openers/protocol";
import type { OpenersRequest } from "@/lib/openers/schemas";
import { toneAllowed } from "@/lib/plans";
import { currentEngine, type EngineId, modelChoice } from "@/lib/platform/ai/provider";
import { ApiError } from "@/lib/platform/http/errors";
import { assertSafe } from "@/lib/reading/safety";
import { type Reservation, reserveGeneration } from "@/lib/replies/quota";
import { ndjsonResponse } from "@/lib/replies/respond";

// Openers from her profile in two steps, exactly as the reply generator's (lib/replies/generate.ts):
// `admitOpeners` checks the plan's tones, the safety of her profile and the quota (cheapest first, the
// quota last, so a refusal never spends it); `runOpeners` makes the one model call, or the built-in
// engine's, and gives the generation back if it fails before any opener reached him. Her profile is
// never stored or logged: it lives in this request only.

export interface AdmittedOpeners {
  viewer: Viewer;
  request: OpenersRequest;
  engine: EngineId;
  reservation: Reservation;
}

export async function admitOpeners(viewer: Viewer, request: OpenersRequest): Promise<AdmittedOpeners> {
  if (!toneAllowed(viewer.plan, request.tone)) throw ApiError.premiumRequired(CREATIVE_REQUIRES_PREMIUM);
  // A profile that reads as a minor's (or worse) is refused as her message would be.
  assertSafe(request.profile);
  const reservation = await reserveGeneration(viewer);
  return { viewer, request, engine: currentEngine(), reservation };
}

interface RunOptions {
  /** Shows openers as they are finished; returns whether they reached the browser. */
  onPartial?: (openers: Opener[]) => boolean;
  signal?: AbortSignal;
}

async function runOpeners({ request, reservation }: AdmittedOpeners, options: RunOptions = {}): Promise<OpenersResponse> {
  let delivered = false;
  const onPartial = options.onPartial;
  const details = findDetails(request.profile);
  try {
    const show =
      onPartial &&
      ((openers: Opener[]) => {
        if (onPartial(openers) && openers.length) delivered = true;
      });
    const { engine, openers } = modelChoice().model
      ? await openersFromModel(request, details, { signal: options.signal, onPartial: show })
      : { engine: "offline" as const, openers: composeOpeners(request, details) };
    return { openers, tone: request.tone, language: request.language, engine, usage: reservation.usage };
  } catch (error) {
    if (!delivered)
      await reservation.release().catch((releaseError) => console.error("[quota] could not give failed openers back:", releaseError));
    throw error;
  }
}

export function streamOpeners(admitted: AdmittedOpeners, signal: AbortSignal): Response {
  return ndjsonResponse<OpenersEvent>(async (send) => {
    const { request } = admitted;
    send({ type: "start", tone: request.tone, language: request.language, engine: admitted.engine });
    const result = await runOpeners(admitted, { signal, onPartial: (openers) => send({ type: "openers", openers }) });
    send({ type: "done", ...result });
  }, "openers");
}

export async function jsonOpeners(admitted: AdmittedOpeners, signal: AbortSignal): Promise<Response> {
  return Response.json(await runOpeners(admitted, { signal }), { headers: { "Cache-Control": "no-store" } });
}
