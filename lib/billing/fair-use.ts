import "server-only";
import { BILLING_FAIR_USE } from "@/lib/plans";
import { enforceRateLimit } from "@/lib/platform/rate-limit";
import type { Viewer } from "@/lib/account/viewer";

export const TOO_MANY_PAYMENT_CALLS = "That's a lot of payment requests in a short time. Please wait a few minutes and try again.";

/** Counts one call to Stripe on a signed-in person's behalf; a 429 once the account or address is over. */
export async function countStripeCall(viewer: Viewer & { userId: string }): Promise<void> {
  await enforceRateLimit(`billing:${viewer.userId}`, BILLING_FAIR_USE.perAccount, TOO_MANY_PAYMENT_CALLS);
  await enforceRateLimit(`billing-ip:${viewer.ip}`, BILLING_FAIR_USE.perIp, TOO_MANY_PAYMENT_CALLS);
}
