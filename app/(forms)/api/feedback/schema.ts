import { z } from "zod";
import { FIELD_MESSAGES } from "@/lib/forms/field-words";
import { FEEDBACK_TYPE_IDS } from "@/lib/forms/options";
import { emailSchema, textField } from "@/lib/forms/schemas";
import { FEEDBACK_MESSAGE_MAX_CHARS } from "@/lib/input-limits";

export const feedbackSchema = z.object({
  email: emailSchema,
  feedbackType: z.enum(FEEDBACK_TYPE_IDS, { error: FIELD_MESSAGES.feedbackType }),
  message: textField("message", FEEDBACK_MESSAGE_MAX_CHARS),
});
