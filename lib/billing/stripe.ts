import "server-only";
import Stripe from "stripe";
import { billingConfig, PAYMENTS_NOT_CONFIGURED } from "@/lib/billing/config";
import { PAYMENT_PROVIDER_DOWN, PAYMENT_REFUSED } from "@/lib/messages";
import { env } from "@/lib/platform/env";
import { ApiError } from "@/lib/platform/http/errors";

// The one Stripe client (only lib/billing talks to Stripe). The API version is pinned, so a Stripe
// release never changes the shapes this code reads; STRIPE_API_BASE points it at a local fake in tests.

const STRIPE_API_VERSION = "2026-10-28.endive" as const;

const holder = globalThis as unknown as { hollaStripe?: { key: string; client: Stripe } };

function apiBase(): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!env.STRIPE_API_BASE) return {};
  const url = new URL(env.STRIPE_API_BASE);
  return {
    host: url.hostname,
    port: Number(url.port || (url.protocol === "https:" ? 443 : 80)),
    protocol: url.protocol === "https:" ? "https" : "http",
  };
}

/** The client, or a 503 that says payments are not set up. */
export function stripe(): Stripe {
  const config = billingConfig();
  if (!config) throw ApiError.unavailable("payments_not_configured", PAYMENTS_NOT_CONFIGURED);
  if (holder.hollaStripe?.key !== config.secretKey) {
    holder.hollaStripe = {
      key: config.secretKey,
      client: new Stripe(config.secretKey, {
        apiVersion: STRIPE_API_VERSION,
        ...apiBase(),
        maxNetworkRetries: env.STRIPE_API_BASE ? 0 : 2,
        timeout: 15_000,
        appInfo: { name: "Holla" },
      }),
    };
  }
  return holder.hollaStripe.client;
}

/** Maps a Stripe SDK error to what a user may read; anything unexpected stays a 5xx. */
function toBillingError(error: unknown): unknown {
  if (error instanceof ApiError || !(error instanceof Stripe.errors.StripeError)) return error;
  if (error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeAPIError)
    return ApiError.unavailable("payment_provider_down", PAYMENT_PROVIDER_DOWN);
  if (error instanceof Stripe.errors.StripeRateLimitError) return ApiError.unavailable("payment_provider_down", PAYMENT_PROVIDER_DOWN);
  if (error instanceof Stripe.errors.StripeCardError) return new ApiError(402, "card_declined", error.message);
  // Authentication, permission and invalid-request errors are our configuration's fault.
  console.error(`[billing] Stripe refused a request: ${error.type} ${error.code ?? ""} ${error.message}`);
  return ApiError.badGateway("payment_refused", PAYMENT_REFUSED);
}

/** Runs a Stripe call, turning its errors into ApiErrors. */
export async function callStripe<T>(fn: (client: Stripe) => Promise<T>): Promise<T> {
  const client = stripe();
  try {
    return await fn(client);
  } catch (error) {
    throw toBillingError(error);
  }
}
