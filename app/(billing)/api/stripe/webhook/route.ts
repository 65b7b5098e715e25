import { handleStripeWebhook } from "@/lib/billing/webhook";
import { STRIPE_EVENT_MAX_BYTES } from "@/lib/platform/http/body-ceilings.mjs";
import { rawBodyRoute } from "@/lib/platform/http/route";

export const dynamic = "force-dynamic";

/** Stripe's events, signed: the raw body is what the signature covers, so it is read as text. */
export const POST = rawBodyRoute({
  maxBytes: STRIPE_EVENT_MAX_BYTES,
  handler: async ({ request, input }) => ({
    received: true,
    outcome: await handleStripeWebhook(input, request.headers.get("stripe-signature")),
  }),
});
