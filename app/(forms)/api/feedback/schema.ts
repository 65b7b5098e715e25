import { z } from "zod";
import { FEEDBACK_TYPE_IDS, FIELD_MESSAGES, LIMITS } from "@/lib/forms/options";
import { emailSchema, textField } from "@/lib/forms/schemas";

export const feedbackSchema = z.object({
  email: emailSchema,
  feedbackType: z.enum(FEEDBACK_TYPE_IDS, { error: FIELD_MESSAGES.feedbackType }),
  message: textField("message", LIMITS.feedbackMessageMax),
});
