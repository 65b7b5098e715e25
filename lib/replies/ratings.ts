import "server-only";
import { db } from "@/lib/platform/db";
import { LIMITS } from "@/lib/limits";
import { enforceLimit } from "@/lib/platform/rate-limit";
import type { EngineId } from "@/lib/platform/ai/provider";
import type { LanguageId, ToneId } from "@/lib/plans";
import type { Viewer } from "@/lib/account/viewer";

// 👍 / 👎 on generated replies: which tones, languages and engines land well. No message or reply
// text is stored (docs/architecture.md, "The AI layer").

export interface RatingInput {
  tone: ToneId;
  language: LanguageId;
  engine: EngineId;
  rating: 1 | -1;
}

export async function recordRating(viewer: Viewer, input: RatingInput): Promise<void> {
  await enforceLimit(LIMITS.ratings, viewer.subject);
  await db.replyRating.create({ data: { subject: viewer.subject, ...input } });
}
