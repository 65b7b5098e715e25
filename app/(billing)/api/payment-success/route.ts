import { getViewer } from "@/lib/account/viewer";
import { confirmPayment } from "@/lib/billing/checkout";
import { jsonRoute } from "@/lib/platform/http/route";
import { paymentSuccessSchema } from "./schema";

export const dynamic = "force-dynamic";

/** Verifies with Stripe that the payment is this user's and succeeded, then syncs their plan. */
export const POST = jsonRoute({
  schema: paymentSuccessSchema,
  maxBytes: 2048,
  handler: async ({ request, input }) => confirmPayment(await getViewer(request), input.payment_intent_id),
});
