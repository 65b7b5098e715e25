import "server-only";
import type { z } from "zod";
import type { standaloneLoginSchema } from "@/app/(auth)/api/standalone-login/schema";
import { AuthActionError, createSignInLink } from "@/lib/auth/actions";
import { MailDeliveryError, sendEmail } from "@/lib/auth/mailer";
import { limitNewAccounts } from "@/lib/auth/new-accounts";
import { outboxEnabled } from "@/lib/auth/outbox";
import { signInEmail } from "@/lib/auth/sign-in-email";
import { confirmationLink, safeNextPath } from "@/lib/auth/sign-in-rules";
import { LIMITS, limitKey } from "@/lib/limits";
import { MAIL_UNAVAILABLE } from "@/lib/messages";
import { db } from "@/lib/platform/db";
import { showDeveloperHints } from "@/lib/platform/env";
import { ApiError } from "@/lib/platform/http/errors";
import { enforceLimits, proofOf } from "@/lib/platform/http/proof-of-work";
import { resetRateLimit } from "@/lib/platform/rate-limit";

// POST /api/standalone-login: a sign-in link by email, never a session without it. Limits per
// address, per client address and for everyone together keep the form from being used to flood
// someone's inbox (or the mail provider's quota).

export type SignInRequest = z.infer<typeof standaloneLoginSchema>;

export async function requestSignInLink(request: Request, { email, next }: SignInRequest, ip: string) {
  const cooldown = limitKey(LIMITS.signInResend, email);
  // A new account's budget is the address's own, so it comes before the budget for everyone (and
  // before the resend wait, which a refusal here must not start).
  await limitNewAccounts(email, ip);
  // The sender's own limits first (lib/platform/http/proof-of-work.ts keeps the order); past the budget for
  // everyone, a proof of work from the browser.
  await enforceLimits(
    [
      { limit: LIMITS.signInResend, who: email },
      { limit: LIMITS.signInPerEmail, who: email },
      { limit: LIMITS.signInPerAddress, who: ip },
    ],
    { scope: "sign-in", limit: LIMITS.signInEveryone },
    proofOf(request.headers),
  );

  try {
    const created = await createSignInLink(request, email, safeNextPath(next));
    const link = { ...created, url: confirmationLink(created.url) };
    await sendEmail(link.email, signInEmail(link), { link: link.url });
  } catch (error) {
    // Nothing was sent, so "Resend" must not wait out a cooldown for it.
    await resetRateLimit(cooldown).catch(() => {});
    if (error instanceof MailDeliveryError) {
      console.error(`[auth] sign-in mail not sent: ${error.cause instanceof Error ? error.cause.message : String(error.cause)}`);
      throw ApiError.unavailable("mail_unavailable", MAIL_UNAVAILABLE);
    }
    if (error instanceof AuthActionError) throw ApiError.unavailable("mail_unavailable", MAIL_UNAVAILABLE);
    throw error;
  }
  // Links nobody opened are useless once expired; clearing them here keeps the table small.
  void db.verificationToken.deleteMany({ where: { expires: { lt: new Date() } } }).catch(() => {});
  // Where the link went, so the panel can say where to look when this server has no mail service.
  // Where the link went is a developer's business: a customer is never pointed at the server's outbox.
  return { success: true as const, delivery: outboxEnabled() && showDeveloperHints ? ("outbox" as const) : ("email" as const) };
}
