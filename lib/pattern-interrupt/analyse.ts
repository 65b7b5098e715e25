import "server-only";
import type { Viewer } from "@/lib/account/viewer";
import { LIMITS } from "@/lib/limits";
import { PATTERN_INTERRUPT_PREMIUM } from "@/lib/messages";
import { analyseWithModel } from "@/lib/pattern-interrupt/model";
import { analyseOffline } from "@/lib/pattern-interrupt/offline";
import { isPaidPlan } from "@/lib/plans";
import { modelChoice } from "@/lib/platform/ai/provider";
import { ApiError } from "@/lib/platform/http/errors";
import { enforceLimit } from "@/lib/platform/rate-limit";
import { assertSafeMessage } from "@/lib/reading/safety";

// The Pattern Interrupt Engine (Premium): plan first (401 is the spec's "Premium required"), then
// the guidelines, then the fair-use ceiling, then the one model call. Her message is not stored.

export async function analyseForViewer(viewer: Viewer, message: string, signal?: AbortSignal) {
  if (!isPaidPlan(viewer.plan)) throw ApiError.premiumRequired(PATTERN_INTERRUPT_PREMIUM.message, 401);
  assertSafeMessage(message);
  await enforceLimit(LIMITS.patternInterrupt, viewer.subject);
  // One model call where a model is configured; the offline engine's reading otherwise.
  return modelChoice().model ? analyseWithModel(message, signal) : { ...analyseOffline(message), engine: "offline" as const };
}
