import { z } from "zod";
import { FIELD_MESSAGES } from "@/lib/forms/field-words";
import { ISSUE_TYPE_IDS } from "@/lib/forms/options";
import { emailSchema, textField } from "@/lib/forms/schemas";
import { REPORT_DESCRIPTION_MAX_CHARS } from "@/lib/input-limits";

export const reportSchema = z.object({
  email: emailSchema,
  issueType: z.enum(ISSUE_TYPE_IDS, { error: FIELD_MESSAGES.issueType }),
  description: textField("description", REPORT_DESCRIPTION_MAX_CHARS),
});
