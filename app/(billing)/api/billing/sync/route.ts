import { currentUser } from "@/lib/account/current-user";
import { getViewer } from "@/lib/account/viewer";
import { refreshBilling } from "@/lib/billing/sync";
import { route } from "@/lib/platform/http/route";

export const dynamic = "force-dynamic";

/** Syncs the signed-in user's subscription from Stripe, then answers like GET /api/auth/user, plus whether a checkout is open. */
export const POST = route(async (request) => {
  const { checkoutInProgress } = await refreshBilling(await getViewer(request));
  return { ...currentUser(await getViewer(request)), checkoutInProgress };
});
