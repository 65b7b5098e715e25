import { publicBillingConfig } from "@/lib/billing/config";
import { route } from "@/lib/platform/http/route";

export const dynamic = "force-dynamic";

/**
 * What the checkout screens need before they start: whether payments are set up here, Stripe.js's
 * publishable key, and whether Premium Plus is on sale. Read at run time, so the static pages can ask.
 */
export const GET = route(async () => publicBillingConfig());
