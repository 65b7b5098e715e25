import { z } from "zod";
import { FEEDBACK_TYPE_IDS, FIELD_MESSAGES, ISSUE_TYPE_IDS, LIMITS, writeA } from "@/lib/forms/options";

export const emailSchema = z
  .string({ error: FIELD_MESSAGES.email })
  .trim()
  .toLowerCase()
  .max(LIMITS.emailMax, { error: "That email address is too long." })
  .pipe(z.email({ error: FIELD_MESSAGES.email }));

const text = (label: string, max: number) =>
  z
    .string({ error: writeA(label) })
    .trim()
    .min(1, { error: writeA(label) })
    .max(max, { error: `The ${label} is too long (at most ${max.toLocaleString("en-US")} characters).` });

export const newsletterSchema = z.object({ email: emailSchema });

export const feedbackSchema = z.object({
  email: emailSchema,
  feedbackType: z.enum(FEEDBACK_TYPE_IDS, { error: FIELD_MESSAGES.feedbackType }),
  message: text("message", LIMITS.feedbackMessageMax),
});

export const reportSchema = z.object({
  email: emailSchema,
  issueType: z.enum(ISSUE_TYPE_IDS, { error: FIELD_MESSAGES.issueType }),
  description: text("description", LIMITS.reportDescriptionMax),
});

export const waitlistSchema = z.object({
  email: emailSchema,
  plan: z.literal("premium_plus", { error: "Only Premium Plus has a waitlist." }).default("premium_plus"),
});

export type WaitlistInput = z.infer<typeof waitlistSchema>;
export type NewsletterInput = z.infer<typeof newsletterSchema>;
export type FeedbackInput = z.infer<typeof feedbackSchema>;
export type ReportInput = z.infer<typeof reportSchema>;
