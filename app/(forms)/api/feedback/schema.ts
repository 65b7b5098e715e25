import { z } from "zod";
import { FEEDBACK_TYPE_IDS, LIMITS } from "@/lib/forms/options";
import { emailSchema, textField } from "@/lib/forms/schemas";

export const feedbackSchema = z.object({
  email: emailSchema,
  feedbackType: z.enum(FEEDBACK_TYPE_IDS, { error: "Please choose a feedback type." }),
  message: textField("message", LIMITS.feedbackMessageMax),
});
