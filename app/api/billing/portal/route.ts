import { openBillingPortal } from "@/lib/billing/portal";
import { appOrigin } from "@/lib/http/origin";
import { route } from "@/lib/http/route";
import { getViewer } from "@/lib/viewer";

export const dynamic = "force-dynamic";

/** { url } of a Stripe billing portal session that returns to /account. */
export const POST = route(async (request) => openBillingPortal(await getViewer(request), appOrigin()));
