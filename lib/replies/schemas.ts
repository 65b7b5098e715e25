import { CHAT_MESSAGE_MAX_CHARS, MESSAGE_MAX_CHARS, THREAD_MAX_CHARS } from "@/lib/input-limits";
import { z } from "zod";
import { LANGUAGE_IDS, REPLIES_PER_GENERATION, TONE_IDS, type LanguageId, type ToneId } from "@/lib/plans";
import { MOOD_IDS } from "@/lib/reading/vibe";
import type { MoodId } from "@/lib/reading/types";

// The shapes that cross the model boundary and the API boundary. The model's output is parsed with
// these before anything reaches a user, so a model that answers off-schema is an error, not a reply.

export const MAX_MESSAGE_CHARS = MESSAGE_MAX_CHARS;
export const MAX_THREAD_CHARS = THREAD_MAX_CHARS;
export const MAX_REPLY_CHARS = 280;

export const toneSchema = z.enum(TONE_IDS as [ToneId, ...ToneId[]], { error: "Please choose a tone: confident, funny, flirty or creative." });
export const languageSchema = z.enum(LANGUAGE_IDS as [LanguageId, ...LanguageId[]], { error: "Please choose a language: en or hi." });

/** One reply as the model must produce it: the text and its own 0–100 rubric score. */
export const modelReplySchema = z.object({
  reply: z.string().describe("The reply he could send, as a text message."),
  confidence: z
    .number()
    .describe("0-100: how well this reply meets the rubric (relevant to her message, fits the tone, sounds natural)."),
});

export const modelRepliesSchema = z.object({
  replies: z.array(modelReplySchema).describe(`Exactly ${REPLIES_PER_GENERATION} replies, each a different approach.`),
  // In the same call as the replies (Vibe Check): a second call would double the cost and the wait.
  mood: z.enum(MOOD_IDS as [MoodId, ...MoodId[]]).describe("Her mood in this message."),
});
export type ModelReplies = z.infer<typeof modelRepliesSchema>;

export interface GeneratedReply {
  reply: string;
  /** The model's (or the offline engine's) own rubric score, 0–100. */
  confidence: number;
}

export type EngineId = "openai" | "compatible" | "offline";

export interface GenerationRequest {
  message: string;
  thread?: string;
  tone: ToneId;
  language: LanguageId;
  /** How many times Regenerate asked again for this message (absent at first): each asks for a new set. */
  variation?: number;
}

// ---- Pattern Interrupt and the two Romeo chats ------------------------------------------

/** Longest chat message (coach or support) and Pattern Interrupt input a user may send. */
export const MAX_CHAT_MESSAGE_CHARS = CHAT_MESSAGE_MAX_CHARS;

/** The Pattern Interrupt Engine's one structured answer: an honest reading and a fresh way to reply. */
export const analysisSchema = z.object({
  hiddenMeaning: z.string().describe("What she may really be saying or feeling, read honestly and kindly, in 1-3 sentences addressed to him."),
  expertTip: z.string().describe("One concrete, respectful piece of coaching for his reply, in 1-3 sentences."),
  recommendedTone: toneSchema.describe("The tone that fits his reply best."),
  patternInterrupt: z
    .string()
    .describe("One message he could send that breaks the predictable script in a genuine, fresh way (no manipulation), in her language, without surrounding quotes."),
});
export type PatternInterruptAnalysis = z.infer<typeof analysisSchema>;

/** Who wrote a chat turn: the user, or Romeo (the spec's "romeo" type). */
export type ChatRole = "user" | "romeo";
export interface ChatTurn {
  role: ChatRole;
  content: string;
}

/** A chat message as the routes accept it: trimmed, not blank, bounded. */
export const chatMessageField = z
  .string({ error: "Please type a message first." })
  .trim()
  .min(1, "Please type a message first.")
  .max(MAX_CHAT_MESSAGE_CHARS, `A message can be at most ${MAX_CHAT_MESSAGE_CHARS.toLocaleString("en-US")} characters.`);
