import { z } from "zod";
import { aboutRequestSchema } from "@/app/(account)/api/account/about/schema";
import { MAX_VARIATION } from "@/lib/plans";
import { languageSchema, MAX_MESSAGE_CHARS, MAX_THREAD_CHARS, toneSchema } from "@/lib/replies/schemas";

export const generateSchema = z.object({
  message: z
    .string({ error: "Please paste the message she sent you first!" })
    .trim()
    .min(1, "Please paste the message she sent you first!")
    .max(MAX_MESSAGE_CHARS, `Her message can be at most ${MAX_MESSAGE_CHARS.toLocaleString("en-US")} characters.`),
  thread: z
    .string()
    .trim()
    .max(MAX_THREAD_CHARS, `The earlier conversation can be at most ${MAX_THREAD_CHARS.toLocaleString("en-US")} characters.`)
    .transform((thread) => thread || undefined)
    .optional(),
  tone: toneSchema,
  language: languageSchema.default("en"),
  variation: z
    .number({ error: "variation must be a whole number." })
    .int("variation must be a whole number.")
    .min(0)
    .max(MAX_VARIATION)
    .optional(),
  /** About him (issue 19): his facts and samples of how he texts, as the browser's store holds them. */
  about: aboutRequestSchema.optional(),
});
