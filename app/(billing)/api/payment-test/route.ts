import { getViewer } from "@/lib/account/viewer";
import { runPaymentTest } from "@/lib/billing/readiness";
import { route } from "@/lib/platform/http/route";

export const dynamic = "force-dynamic";

/** "Test Payment System": the readiness flags with live checks against Stripe. Admins only, but locally. */
export const POST = route(async (request) => runPaymentTest(await getViewer(request)));
