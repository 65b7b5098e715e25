import { z } from "zod";
import { emailSchema } from "@/lib/forms/schemas";

export const standaloneLoginSchema = z.object({
  email: emailSchema,
  // Where the link brings the user back to (a path on this site; anything else becomes "/").
  next: z.string().max(2048).optional(),
});
