import type { Rail } from "@/lib/reading/types";

// The words the generator shows about the reading of her message (docs/reading.md), read by the
// components and the browser tests alike.

export const KEPT_GENTLE_TITLE = "We kept this one gentle";

export const KEPT_GENTLE_TEXT: Record<Exclude<Rail, null>, string> = {
  boundary: "She said no, so every reply accepts it kindly, whatever tone you picked.",
  care: "She shared something hard, so every reply puts care first, whatever tone you picked.",
};

export const VIBE_CHECK_TITLE = "Vibe Check";
export const VIBE_CHECK_TEASER = "See her mood and what it asks of your reply with every generation.";
export const VIBE_CHECK_UNLOCK = "Unlock with Premium";

export const FILL_BLANK_HINT = "Fill in the blank before copying";

/** The score's label says who scored it: a model, or the built-in engine's own checks. */
export const SCORE_LABEL = { model: "AI Confidence", offline: "Match" } as const;
export const MATCH_EXPLAINED =
  "How closely the built-in engine's checks matched this reply to her message (did it answer her question, use her details, meet her mood), 0-100. It is not a prediction of her answer.";
