import { z } from "zod";
import { PROFILE_MAX_CHARS } from "@/lib/input-limits";
import { PROFILE_REQUIRED } from "@/lib/openers/protocol";
import { languageSchema, toneSchema, variationSchema } from "@/lib/replies/schemas";

export const openersSchema = z.object({
  profile: z
    .string({ error: PROFILE_REQUIRED })
    .trim()
    .min(1, PROFILE_REQUIRED)
    .max(PROFILE_MAX_CHARS, `Her profile can be at most ${PROFILE_MAX_CHARS.toLocaleString("en-US")} characters.`),
  tone: toneSchema,
  language: languageSchema.default("en"),
  variation: variationSchema.optional(),
});
