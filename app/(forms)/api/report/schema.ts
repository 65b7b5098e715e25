import { z } from "zod";
import { ISSUE_TYPE_IDS, LIMITS } from "@/lib/forms/options";
import { emailSchema, textField } from "@/lib/forms/schemas";

export const reportSchema = z.object({
  email: emailSchema,
  issueType: z.enum(ISSUE_TYPE_IDS, { error: "Please choose an issue type." }),
  description: textField("description", LIMITS.reportDescriptionMax),
});
