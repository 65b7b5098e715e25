import { z } from "zod";
import { languageSchema, toneSchema } from "@/lib/replies/schemas";

export const ratingSchema = z.object({
  tone: toneSchema,
  language: languageSchema,
  engine: z.enum(["openai", "compatible", "offline"], { error: "engine must be openai, compatible or offline." }),
  rating: z.union([z.literal(1), z.literal(-1)], { error: "rating must be 1 (👍) or -1 (👎)." }),
});
