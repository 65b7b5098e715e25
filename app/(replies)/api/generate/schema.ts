import { z } from "zod";
import { aboutRequestSchema } from "@/app/(account)/api/account/about/schema";
import { STEER_PUSHES_PAST_HER, STEER_UNSAFE } from "@/lib/messages";
import { checkSafety } from "@/lib/reading/safety";
import { languageSchema, MAX_MESSAGE_CHARS, MAX_THREAD_CHARS, toneSchema, variationSchema } from "@/lib/replies/schemas";
import { pushesPastHer, STEER_IDS, STEER_INSTRUCTION_MAX_CHARS } from "@/lib/replies/steer";

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
  variation: variationSchema.optional(),
  /** About him (issue 19): his facts and samples of how he texts, as the browser's store holds them. */
  about: aboutRequestSchema.optional(),
  // Steering a set (lib/replies/steer.ts): a button's steer, or his own line, a preference never a
  // way around the rails; words that ask for one are refused on the field (docs/decisions.md).
  steer: z.enum(STEER_IDS, { error: `steer must be one of: ${STEER_IDS.join(", ")}.` }).optional(),
  instruction: z
    .string({ error: "instruction must be text." })
    .trim()
    .max(STEER_INSTRUCTION_MAX_CHARS, `Your own steer can be at most ${STEER_INSTRUCTION_MAX_CHARS} characters.`)
    .refine((text) => !checkSafety(text), STEER_UNSAFE)
    .refine((text) => !pushesPastHer(text), STEER_PUSHES_PAST_HER)
    .transform((text) => text || undefined)
    .optional(),
});
