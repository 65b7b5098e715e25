import "server-only";
import type { Viewer } from "@/lib/account/viewer";
import { NOT_SIGNED_IN } from "@/lib/messages";
import type { PlanId } from "@/lib/plans";
import { db } from "@/lib/platform/db";
import { ApiError } from "@/lib/platform/http/errors";

// The signed-in user as the spec's current-user calls describe them (GET /api/auth/user), and the
// account page's overview. The plan always comes from lib/account/viewer.ts: never from the client.

export interface CurrentUser {
  email: string;
  /** The plan, in the spec's words: "basic", "premium" or "premium_plus". */
  subscriptionStatus: PlanId;
  subscriptionTier: PlanId;
}

export function currentUser(viewer: Viewer): CurrentUser {
  if (!viewer.userId || !viewer.email) throw ApiError.unauthorized(NOT_SIGNED_IN);
  return { email: viewer.email, subscriptionStatus: viewer.plan, subscriptionTier: viewer.plan };
}

export async function accountOverview(userId: string) {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      email: true,
      createdAt: true,
      stripeCustomerId: true,
      subscription: { select: { tier: true, status: true, source: true, currentPeriodEnd: true, cancelAtPeriodEnd: true } },
      _count: { select: { savedReplies: true } },
    },
  });
  if (!user) throw ApiError.unauthorized(NOT_SIGNED_IN);
  return {
    email: user.email,
    memberSince: user.createdAt,
    subscription: user.subscription,
    hasBillingAccount: !!user.stripeCustomerId,
    savedReplies: user._count.savedReplies,
  };
}
