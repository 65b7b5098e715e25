import "server-only";
import type { z } from "zod";
import type { ratingSchema } from "@/app/(replies)/api/ratings/schema";
import type { Viewer } from "@/lib/account/viewer";
import { LIMITS } from "@/lib/limits";
import { db } from "@/lib/platform/db";
import { enforceLimit } from "@/lib/platform/rate-limit";

// 👍 / 👎 on generated replies: which tones, languages and engines land well. No message or reply
// text is stored (docs/architecture.md, "The AI layer").

export type RatingInput = z.infer<typeof ratingSchema>;

export async function recordRating(viewer: Viewer, input: RatingInput): Promise<void> {
  await enforceLimit(LIMITS.ratings, viewer.subject);
  await db.replyRating.create({ data: { subject: viewer.subject, ...input } });
}
