import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/errors";
import { enforceRateLimit, resetRateLimit } from "@/lib/rate-limit";
import { AuthActionError, createSignInLink } from "@/lib/auth/actions";
import { MailDeliveryError, sendEmail } from "@/lib/auth/mailer";
import { signInEmail } from "@/lib/auth/sign-in-email";
import { outboxEnabled } from "@/lib/auth/outbox";
import { confirmationLink, RESEND_COOLDOWN_SECONDS, safeNextPath } from "@/lib/auth/sign-in-rules";

// POST /api/standalone-login: a sign-in link by email, never a session without it. Limits per
// address, per client address and for everyone together keep the form from being used to flood
// someone's inbox (or the mail provider's quota).

const GLOBAL_LINKS_PER_HOUR = 2000;
export const MAIL_UNAVAILABLE = "We couldn't send your sign-in link right now. Please try again in a few minutes.";

export interface SignInRequest {
  email: string;
  next?: string;
}

export async function requestSignInLink(request: Request, { email, next }: SignInRequest, ip: string) {
  const cooldown = `signin:cooldown:${email}`;
  await enforceRateLimit(
    cooldown,
    { limit: 1, windowSeconds: RESEND_COOLDOWN_SECONDS },
    "We just sent a link to that address. Please wait a few seconds before asking for another one.",
  );
  await enforceRateLimit(
    `signin:email:${email}`,
    { limit: env.SIGN_IN_LINKS_PER_EMAIL_PER_HOUR, windowSeconds: 3600 },
    "Too many sign-in links for this address. Check your inbox (and spam folder), or try again in an hour.",
  );
  await enforceRateLimit(
    `signin:ip:${ip}`,
    { limit: env.SIGN_IN_LINKS_PER_IP_PER_HOUR, windowSeconds: 3600 },
    "Too many sign-in requests from your network. Please try again in an hour.",
  );
  await enforceRateLimit(`signin:all`, { limit: GLOBAL_LINKS_PER_HOUR, windowSeconds: 3600 }, "We're sending an unusual number of sign-in links. Please try again in an hour.");

  try {
    const created = await createSignInLink(request, email, safeNextPath(next));
    const link = { ...created, url: confirmationLink(created.url) };
    await sendEmail(link.email, signInEmail(link), { link: link.url });
  } catch (error) {
    // Nothing was sent, so "Resend" must not wait out a cooldown for it.
    await resetRateLimit(cooldown).catch(() => {});
    if (error instanceof MailDeliveryError) {
      console.error(`[auth] sign-in mail not sent: ${error.cause instanceof Error ? error.cause.message : String(error.cause)}`);
      throw ApiError.unavailable(MAIL_UNAVAILABLE);
    }
    if (error instanceof AuthActionError) throw ApiError.unavailable(MAIL_UNAVAILABLE);
    throw error;
  }
  // Links nobody opened are useless once expired; clearing them here keeps the table small.
  void db.verificationToken.deleteMany({ where: { expires: { lt: new Date() } } }).catch(() => {});
  // Where the link went, so the panel can say where to look when this server has no mail service.
  return { success: true as const, delivery: outboxEnabled() ? ("outbox" as const) : ("email" as const) };
}
