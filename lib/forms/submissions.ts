import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { enforceRateLimit } from "@/lib/rate-limit";
import type { FeedbackInput, NewsletterInput, ReportInput, WaitlistInput } from "@/lib/forms/schemas";

type Form = "newsletter" | "feedback" | "report" | "waitlist";

const TOO_MANY = "You have sent this form many times in a short while. Please try again in an hour.";
const BUSY = "We are receiving an unusual number of submissions. Please try again in an hour.";

// A budget per form and client address, and one per form for everyone, so a script cannot flood
// the tables even with forged addresses.
async function limitForm(form: Form, ip: string) {
  await enforceRateLimit(`form:${form}:ip:${ip}`, { limit: env.FORM_RATE_LIMIT_PER_HOUR, windowSeconds: 3600 }, TOO_MANY);
  await enforceRateLimit(`form:${form}:all`, { limit: env.FORM_RATE_LIMIT_GLOBAL_PER_HOUR, windowSeconds: 3600 }, BUSY);
}

/** Signing up twice is not an error: the second call changes nothing and succeeds. */
export async function subscribeToNewsletter({ email }: NewsletterInput, ip: string) {
  await limitForm("newsletter", ip);
  await db.newsletterSignup.upsert({ where: { email }, create: { email }, update: {} });
  return { success: true as const };
}

export async function submitFeedback(input: FeedbackInput, ip: string) {
  await limitForm("feedback", ip);
  await db.feedback.create({ data: input });
  return { success: true as const };
}

export async function submitIssueReport(input: ReportInput, ip: string) {
  await limitForm("report", ip);
  await db.issueReport.create({ data: input });
  return { success: true as const };
}

/** The Premium Plus waitlist; joining twice is not an error. */
export async function joinWaitlist({ email, plan }: WaitlistInput, ip: string) {
  await limitForm("waitlist", ip);
  await db.waitlist.upsert({ where: { plan_email: { plan, email } }, create: { plan, email }, update: {} });
  return { success: true as const };
}
