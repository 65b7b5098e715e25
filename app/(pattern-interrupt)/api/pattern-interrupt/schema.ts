import { z } from "zod";
import { MAX_MESSAGE_CHARS } from "@/lib/replies/schemas";

export const patternInterruptSchema = z.object({
  message: z
    .string({ error: "Please enter her message to analyze" })
    .trim()
    .min(1, "Please enter her message to analyze")
    .max(MAX_MESSAGE_CHARS, `Her message can be at most ${MAX_MESSAGE_CHARS.toLocaleString("en-US")} characters.`),
});
