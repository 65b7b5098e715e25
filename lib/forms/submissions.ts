import "server-only";
import type { z } from "zod";
import type { feedbackSchema } from "@/app/(forms)/api/feedback/schema";
import type { newsletterSchema } from "@/app/(forms)/api/newsletter-signup/schema";
import type { reportSchema } from "@/app/(forms)/api/report/schema";
import type { waitlistSchema } from "@/app/(forms)/api/waitlist/schema";
import { LIMITS } from "@/lib/limits";
import { db } from "@/lib/platform/db";
import { enforceLimits } from "@/lib/platform/http/proof-of-work";

type NewsletterInput = z.infer<typeof newsletterSchema>;
type FeedbackInput = z.infer<typeof feedbackSchema>;
type ReportInput = z.infer<typeof reportSchema>;
type WaitlistInput = z.infer<typeof waitlistSchema>;

type Form = "newsletter" | "feedback" | "report" | "waitlist";

// A budget per form and client address, then one per form for everyone, so a script cannot flood
// the tables even with many addresses. Past everyone's budget a submission needs a proof of work
// (lib/platform/http/proof-of-work.ts), so a flood pays for itself instead of closing the form for all.
async function limitForm(form: Form, ip: string, proof: string | null | undefined) {
  await enforceLimits(
    [{ limit: LIMITS.formPerAddress, who: `${form}:ip:${ip}` }],
    { scope: form, limit: LIMITS.formEveryone, who: `${form}:all` },
    proof,
  );
}

/** Signing up twice is not an error: the second call changes nothing and succeeds. */
export async function subscribeToNewsletter({ email }: NewsletterInput, ip: string, proof?: string | null) {
  await limitForm("newsletter", ip, proof);
  await db.newsletterSignup.upsert({ where: { email }, create: { email }, update: {} });
  return { success: true as const };
}

export async function submitFeedback(input: FeedbackInput, ip: string, proof?: string | null) {
  await limitForm("feedback", ip, proof);
  await db.feedback.create({ data: input });
  return { success: true as const };
}

export async function submitIssueReport(input: ReportInput, ip: string, proof?: string | null) {
  await limitForm("report", ip, proof);
  await db.issueReport.create({ data: input });
  return { success: true as const };
}

/** The Premium Plus waitlist; joining twice is not an error. */
export async function joinWaitlist({ email, plan }: WaitlistInput, ip: string, proof?: string | null) {
  await limitForm("waitlist", ip, proof);
  await db.waitlist.upsert({ where: { plan_email: { plan, email } }, create: { plan, email }, update: {} });
  return { success: true as const };
}
