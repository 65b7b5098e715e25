import { z } from "zod";

export const deleteAccountSchema = z.object({
  confirm: z.string({ error: "Type your email address to confirm." }).max(320, "Type your email address to confirm."),
});
