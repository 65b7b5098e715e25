import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/lib/platform/db";
import { env } from "@/lib/platform/env";
import { enforceRateLimit, hitRateLimit, resetRateLimit } from "@/lib/platform/rate-limit";

// Every new account comes with its own free replies, so one address making fresh accounts would be an
// unlimited supply of them. New accounts are counted per client address and UTC day when a link is
// asked for an email that has none yet; asking again for the same new email doesn't count twice.

const DAY_SECONDS = 86_400;
export const TOO_MANY_NEW_ACCOUNTS =
  "Too many new accounts were made from your network today. If you already have an account, sign in with its email; otherwise please try again tomorrow.";

export async function limitNewAccounts(email: string, ip: string, now = new Date()): Promise<void> {
  const existing = await db.user.findUnique({ where: { email }, select: { id: true } });
  if (existing) return;
  // The email only as a digest: this row outlives any account and must not name anyone.
  const marker = `new-account:${ip}:${createHash("sha256").update(email).digest("base64url").slice(0, 22)}`;
  const firstAsk = await hitRateLimit(marker, { limit: 1, windowSeconds: DAY_SECONDS }, now);
  if (!firstAsk.allowed) return;
  try {
    await enforceRateLimit(`new-accounts:ip:${ip}`, { limit: env.NEW_ACCOUNTS_PER_IP_PER_DAY, windowSeconds: DAY_SECONDS }, TOO_MANY_NEW_ACCOUNTS, now);
  } catch (error) {
    // Refused, so this email wasn't counted: asking again later must be judged afresh.
    await resetRateLimit(marker);
    throw error;
  }
}
