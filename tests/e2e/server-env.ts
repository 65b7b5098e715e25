/** The e2e server's AUTH_SECRET (playwright.config.ts), so tests can open /dev/outbox with its key. */
export const E2E_AUTH_SECRET = "e2e-only-secret-e2e-only-secret-e2e-only";
