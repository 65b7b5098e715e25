import { z } from "zod";
import { languageSchema, MAX_MESSAGE_CHARS, toneSchema } from "@/lib/replies/schemas";

// A reply as the reply card saves it: the text as shown (possibly edited), its tone and language, and
// the message it answered.
export const savedReplySchema = z.object({
  text: z
    .string({ error: "There is no reply text to save." })
    .trim()
    .min(1, "There is no reply text to save.")
    .max(MAX_MESSAGE_CHARS, `A saved reply can be at most ${MAX_MESSAGE_CHARS.toLocaleString("en-US")} characters.`),
  tone: toneSchema,
  language: languageSchema.default("en"),
  /** The message it answered, shown with the saved reply. */
  herMessage: z
    .string({ error: "herMessage must be text." })
    .trim()
    .max(MAX_MESSAGE_CHARS, `Her message can be at most ${MAX_MESSAGE_CHARS.toLocaleString("en-US")} characters.`)
    .optional()
    .transform((v) => v || undefined),
});

const MAX_IMPORTED = 200;

// The browser's saves, moved into the account at sign-in.
export const importSchema = z.object({
  replies: z
    .array(savedReplySchema.extend({ timestamp: z.number().finite() }), { error: "replies must be a list." })
    .max(MAX_IMPORTED, `At most ${MAX_IMPORTED} replies can be moved at once.`),
});

export const savedReplyIdSchema = z
  .string()
  .min(1, "Say which saved reply to delete (?id=…).")
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, "That is not a saved reply id.");
