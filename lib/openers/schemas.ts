import { z } from "zod";
import type { openersSchema } from "@/app/(openers)/api/openers/schema";
import { REPLIES_PER_GENERATION } from "@/lib/plans";

// The shapes that cross the openers' model and API boundaries: the model's answer is parsed with these
// before anything reaches him, so an answer off the schema is an error, not an opener.

/** What POST /api/openers accepts, as its route schema parses it. */
export type OpenersRequest = z.infer<typeof openersSchema>;

export const MAX_OPENER_CHARS = 240;

export const modelOpenersSchema = z.object({
  openers: z
    .array(
      z.object({
        opener: z.string().describe("The first message he could send her."),
        detail: z.string().describe('A short label for what in her profile it builds on, e.g. "her Goa trip" or "Coco, her dog".'),
        quote: z.string().describe("The exact words from her profile that detail comes from, copied as she wrote them."),
        confidence: z.number().describe("0-100: how well this opener meets the rubric."),
      }),
    )
    .describe(`Exactly ${REPLIES_PER_GENERATION} openers, each built on a different detail of her profile.`),
});

export type ModelOpener = z.infer<typeof modelOpenersSchema>["openers"][number];
