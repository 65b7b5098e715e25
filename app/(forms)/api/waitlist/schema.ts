import { z } from "zod";
import { emailSchema } from "@/lib/forms/schemas";

export const waitlistSchema = z.object({
  email: emailSchema,
  plan: z.literal("premium_plus", { error: "Only Premium Plus has a waitlist." }).default("premium_plus"),
});
