import { z } from "zod";
import { toneSchema } from "@/lib/replies/schemas";

/** The Pattern Interrupt Engine's one structured answer: an honest reading and a fresh way to reply. */
export const analysisSchema = z.object({
  hiddenMeaning: z
    .string()
    .describe("What she may really be saying or feeling, read honestly and kindly, in 1-3 sentences addressed to him."),
  expertTip: z.string().describe("One concrete, respectful piece of coaching for his reply, in 1-3 sentences."),
  recommendedTone: toneSchema.describe("The tone that fits his reply best."),
  patternInterrupt: z
    .string()
    .describe(
      "One message he could send that breaks the predictable script in a genuine, fresh way (no manipulation), in her language, without surrounding quotes.",
    ),
});
export type PatternInterruptAnalysis = z.infer<typeof analysisSchema>;
