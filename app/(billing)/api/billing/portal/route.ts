import { getViewer } from "@/lib/account/viewer";
import { openBillingPortal } from "@/lib/billing/portal";
import { appOrigin } from "@/lib/platform/http/origin";
import { route } from "@/lib/platform/http/route";

export const dynamic = "force-dynamic";

/** { url } of a Stripe billing portal session that returns to /account. */
export const POST = route(async (request) => openBillingPortal(await getViewer(request), appOrigin()));
