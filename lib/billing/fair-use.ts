import "server-only";
import type { Viewer } from "@/lib/account/viewer";
import { LIMITS } from "@/lib/limits";
import { enforceLimit } from "@/lib/platform/rate-limit";

/** Counts one call to Stripe on a signed-in person's behalf; a 429 once the account or address is over. */
export async function countStripeCall(viewer: Viewer & { userId: string }): Promise<void> {
  await enforceLimit(LIMITS.billingPerAccount, viewer.userId);
  await enforceLimit(LIMITS.billingPerAddress, viewer.ip);
}
