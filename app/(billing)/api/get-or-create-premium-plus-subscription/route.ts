import { paymentIntentSchema } from "@/app/(billing)/api/create-payment-intent/schema";
import { getViewer } from "@/lib/account/viewer";
import { startCheckout } from "@/lib/billing/checkout";
import { jsonRoute } from "@/lib/platform/http/route";

export const dynamic = "force-dynamic";

/** Premium Plus's first payment; 409 "Premium Plus is coming soon" until its Stripe price is set. */
export const POST = jsonRoute({
  schema: paymentIntentSchema,
  maxBytes: 2048,
  allowEmptyBody: true,
  handler: async ({ request }) => startCheckout(await getViewer(request), "premium_plus"),
});
