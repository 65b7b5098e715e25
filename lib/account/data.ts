import "server-only";
import type { Viewer } from "@/lib/account/viewer";
import { paymentsConfigured } from "@/lib/billing/config";
import { deleteBillingAccount } from "@/lib/billing/customers";
import { CONFIRM_WITH_EMAIL, NOT_SIGNED_IN } from "@/lib/messages";
import { db } from "@/lib/platform/db";
import { ApiError } from "@/lib/platform/http/errors";
import { carryOverUsage } from "@/lib/replies/quota";

// "Export my data" and "Delete my account" on /account: every row that names the user, by id
// (their account, sessions, subscription, saved replies, About you, Romeo coach messages, usage and ratings under "u:<id>") or by
// email address (newsletter, feedback, issue reports, sign-in links and mail, sign-in limits).

function signedIn(viewer: Viewer): { userId: string; email: string } {
  if (!viewer.userId || !viewer.email) throw ApiError.unauthorized(NOT_SIGNED_IN);
  return { userId: viewer.userId, email: viewer.email };
}

/** The sign-in limit counters keyed by this address (lib/auth/sign-in.ts). */
const signInLimitKeys = (email: string) => [`signin:cooldown:${email}`, `signin:email:${email}`];

export async function exportAccountData(viewer: Viewer, now = new Date()) {
  const { userId, email } = signedIn(viewer);
  const subject = `u:${userId}`;
  const [user, usage, ratings, newsletter, waitlists, feedback, issueReports, mail, pendingLinks, limits] = await Promise.all([
    db.user.findUniqueOrThrow({
      where: { id: userId },
      select: {
        id: true,
        email: true,
        emailVerified: true,
        createdAt: true,
        stripeCustomerId: true,
        // Session and sign-in tokens are secrets, not data about the person: their times only.
        sessions: { select: { createdAt: true, expires: true }, orderBy: { createdAt: "asc" } },
        accounts: { select: { provider: true, type: true } },
        subscription: { omit: { userId: true } },
        savedReplies: { select: { text: true, tone: true, language: true, createdAt: true }, orderBy: { createdAt: "asc" } },
        chatMessages: { select: { channel: true, role: true, content: true, createdAt: true }, orderBy: { createdAt: "asc" } },
        aboutYou: { omit: { userId: true } },
      },
    }),
    db.usageDay.findMany({ where: { subject }, select: { day: true, count: true }, orderBy: { day: "asc" } }),
    db.replyRating.findMany({
      where: { subject },
      select: { tone: true, language: true, engine: true, rating: true, createdAt: true },
      orderBy: { createdAt: "asc" },
    }),
    db.newsletterSignup.findUnique({ where: { email }, select: { createdAt: true } }),
    db.waitlist.findMany({ where: { email }, select: { plan: true, createdAt: true } }),
    db.feedback.findMany({
      where: { email },
      select: { feedbackType: true, message: true, createdAt: true },
      orderBy: { createdAt: "asc" },
    }),
    db.issueReport.findMany({
      where: { email },
      select: { issueType: true, description: true, createdAt: true },
      orderBy: { createdAt: "asc" },
    }),
    db.outboxEmail.findMany({ where: { to: email }, select: { subject: true, createdAt: true }, orderBy: { createdAt: "asc" } }),
    db.verificationToken.findMany({ where: { identifier: email }, select: { expires: true } }),
    db.rateLimit.findMany({ where: { key: { in: signInLimitKeys(email) } }, select: { key: true, windowStart: true, count: true } }),
  ]);
  const { sessions, accounts, subscription, savedReplies, chatMessages, aboutYou, ...profile } = user;
  return {
    exportedAt: now.toISOString(),
    profile,
    plan: viewer.plan,
    subscription,
    savedReplies,
    aboutYou,
    romeoCoachConversation: chatMessages,
    usagePerDay: usage.map((u) => ({ day: u.day.toISOString().slice(0, 10), generations: u.count })),
    replyRatings: ratings,
    sessions,
    signInMethods: accounts,
    pendingSignInLinks: pendingLinks,
    mailNotSent: mail,
    signInLimits: limits,
    newsletter,
    waitlists,
    feedback,
    issueReports,
  };
}

/**
 * Deletes every row of the user's, in one transaction, once they typed their email to confirm.
 * Today's usage first moves to the browser: deleting an account is no way to a fresh free quota.
 */
export async function deleteAccount(viewer: Viewer, confirmation: string): Promise<void> {
  const { userId, email } = signedIn(viewer);
  if (confirmation.trim().toLowerCase() !== email) throw ApiError.badRequest(CONFIRM_WITH_EMAIL);
  const subject = `u:${userId}`;
  // Stripe first: if it can't be reached, nothing is deleted and nobody is billed for a ghost.
  if (paymentsConfigured()) await deleteBillingAccount(userId);
  await carryOverUsage(subject, `v:${viewer.visitorId}`);
  await db.$transaction([
    db.usageDay.deleteMany({ where: { subject } }),
    db.replyRating.deleteMany({ where: { subject } }),
    db.rateLimit.deleteMany({ where: { key: { in: signInLimitKeys(email) } } }),
    db.newsletterSignup.deleteMany({ where: { email } }),
    db.waitlist.deleteMany({ where: { email } }),
    db.feedback.deleteMany({ where: { email } }),
    db.issueReport.deleteMany({ where: { email } }),
    db.outboxEmail.deleteMany({ where: { to: email } }),
    db.verificationToken.deleteMany({ where: { identifier: email } }),
    // Sessions, sign-in methods, the subscription, saved replies and About you go with it (ON DELETE CASCADE).
    db.user.delete({ where: { id: userId } }),
  ]);
}
