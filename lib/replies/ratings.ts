import "server-only";
import { db } from "@/lib/platform/db";
import { enforceRateLimit } from "@/lib/platform/rate-limit";
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
  await enforceRateLimit(`rating:${viewer.subject}`, { limit: 120, windowSeconds: 3600 }, "That's a lot of ratings. Please try again later.");
  await db.replyRating.create({ data: { subject: viewer.subject, ...input } });
}
