import "server-only";
import { createHash } from "node:crypto";
import { LIMITS } from "@/lib/limits";
import { db } from "@/lib/platform/db";
import { enforceLimit, hitRateLimit, resetRateLimit } from "@/lib/platform/rate-limit";

// Every new account comes with its own free replies, so one address making fresh accounts would be an
// unlimited supply of them. New accounts are counted per client address and UTC day when a link is
// asked for an email that has none yet; asking again for the same new email doesn't count twice.

export async function limitNewAccounts(email: string, ip: string, now = new Date()): Promise<void> {
  const existing = await db.user.findUnique({ where: { email }, select: { id: true } });
  if (existing) return;
  // The email only as a digest: this row outlives any account and must not name anyone.
  const marker = `new-account:${ip}:${createHash("sha256").update(email).digest("base64url").slice(0, 22)}`;
  const firstAsk = await hitRateLimit(marker, { limit: 1, windowSeconds: LIMITS.newAccountsPerAddress.windowSeconds }, now);
  if (!firstAsk.allowed) return;
  try {
    await enforceLimit(LIMITS.newAccountsPerAddress, ip, now);
  } catch (error) {
    // Refused, so this email wasn't counted: asking again later must be judged afresh.
    await resetRateLimit(marker);
    throw error;
  }
}
