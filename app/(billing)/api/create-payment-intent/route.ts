import { getViewer } from "@/lib/account/viewer";
import { startCheckout } from "@/lib/billing/checkout";
import { jsonRoute } from "@/lib/platform/http/route";
import { paymentIntentSchema } from "./schema";

export const dynamic = "force-dynamic";

/** { clientSecret } of the first payment of a Premium subscription, for the signed-in user. */
export const POST = jsonRoute({
  schema: paymentIntentSchema,
  maxBytes: 2048,
  allowEmptyBody: true,
  handler: async ({ request }) => startCheckout(await getViewer(request), "premium"),
});
