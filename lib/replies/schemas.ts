import { z } from "zod";
import type { generateSchema } from "@/app/(replies)/api/generate/schema";
import { MESSAGE_MAX_CHARS, THREAD_MAX_CHARS } from "@/lib/input-limits";
import { LANGUAGE_IDS, type LanguageId, MAX_VARIATION, REPLIES_PER_GENERATION, TONE_IDS, type ToneId } from "@/lib/plans";
import type { MoodId } from "@/lib/reading/types";
import { MOOD_IDS } from "@/lib/reading/vibe";

// The shapes that cross the model boundary and the API boundary. The model's output is parsed with
// these before anything reaches a user, so a model that answers off-schema is an error, not a reply.

export const MAX_MESSAGE_CHARS = MESSAGE_MAX_CHARS;
export const MAX_THREAD_CHARS = THREAD_MAX_CHARS;
export const MAX_REPLY_CHARS = 280;

export const toneSchema = z.enum(TONE_IDS as [ToneId, ...ToneId[]], {
  error: "Please choose a tone: confident, funny, flirty or creative.",
});
export const languageSchema = z.enum(LANGUAGE_IDS as [LanguageId, ...LanguageId[]], { error: "Please choose a language: en or hi." });
/** Which Regenerate this is (0 for the first set): replies and openers take it alike. */
export const variationSchema = z
  .number({ error: "variation must be a whole number." })
  .int("variation must be a whole number.")
  .min(0)
  .max(MAX_VARIATION);

/** One reply as the model must produce it: the text and its own 0–100 rubric score. */
const modelReplySchema = z.object({
  reply: z.string().describe("The reply he could send, as a text message."),
  confidence: z.number().describe("0-100: how well this reply meets the rubric (relevant to her message, fits the tone, sounds natural)."),
});

export const modelRepliesSchema = z.object({
  replies: z.array(modelReplySchema).describe(`Exactly ${REPLIES_PER_GENERATION} replies, each a different approach.`),
  // In the same call as the replies (Vibe Check): a second call would double the cost and the wait.
  mood: z.enum(MOOD_IDS as [MoodId, ...MoodId[]]).describe("Her mood in this message."),
});

export interface GeneratedReply {
  reply: string;
  /** The model's (or the offline engine's) own rubric score, 0–100. */
  confidence: number;
}

/** What POST /api/generate accepts, as its route schema parses it (app/(replies)/api/generate/schema.ts). */
export type GenerationRequest = z.infer<typeof generateSchema>;
