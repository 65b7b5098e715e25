import Stripe from "stripe";

/** The Stripe settings the billing tests run the app with (the SDK talks to the local fake). */
export const STRIPE_TEST_ENV = {
  STRIPE_SECRET_KEY: "sk_test_holla_fake",
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk_test_holla_fake",
  STRIPE_WEBHOOK_SECRET: "whsec_holla_test_secret",
  STRIPE_PRICE_PREMIUM: "price_premium",
} as const;

const signer = new Stripe(STRIPE_TEST_ENV.STRIPE_SECRET_KEY);

/** An event as Stripe would POST it: the JSON body and its Stripe-Signature header. */
export function signedEvent(event: unknown, secret: string = STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret }) };
}
