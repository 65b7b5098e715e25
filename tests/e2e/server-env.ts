/**
 * Who may run /payment-test on the e2e servers (which, like any deployment, aren't someone's own
 * machine): one address per test that signs in as an admin, as sign-in links to one address are spaced.
 */
export const E2E_ADMIN_EMAILS = ["ops1@holla-e2e.example", "ops2@holla-e2e.example"] as const;

/**
 * Every e2e visitor comes from 127.0.0.1, so the per-address budgets are lifted on every e2e server
 * (tests of those budgets lower them again on a server of their own, or come from another address).
 */
export const E2E_ADDRESS_LIMITS = {
  ANON_DAILY_GENERATIONS_PER_IP: "1000",
  ACCOUNT_DAILY_GENERATIONS_PER_IP: "1000",
  NEW_ACCOUNTS_PER_IP_PER_DAY: "1000",
  SIGN_IN_LINKS_PER_IP_PER_HOUR: "1000",
} as const;

/** The e2e servers' AUTH_SECRET (playwright.config.ts), so tests can open /dev/outbox with its key. */
export const E2E_AUTH_SECRET = "e2e-only-secret-e2e-only-secret-e2e-only";

const port = Number(process.env.E2E_PORT || 3100);
/** The embedded default: no Stripe settings (checkout says payments are not set up). */
export const APP_URL = `http://127.0.0.1:${port}`;
/** The same build with Stripe configured against the local fake Stripe API. */
export const PAYMENTS_APP_URL = `http://127.0.0.1:${port + 1}`;
export const FAKE_STRIPE_URL = `http://127.0.0.1:${port + 99}`;

export const E2E_STRIPE_ENV = {
  STRIPE_SECRET_KEY: "sk_test_holla_e2e",
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk_test_holla_e2e",
  STRIPE_WEBHOOK_SECRET: "whsec_holla_e2e_secret",
  STRIPE_PRICE_PREMIUM: "price_premium",
  STRIPE_API_BASE: FAKE_STRIPE_URL,
} as const;
