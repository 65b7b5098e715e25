import { defineConfig } from "@playwright/test";
import { APP_URL, E2E_AUTH_SECRET, E2E_STRIPE_ENV, FAKE_STRIPE_URL, PAYMENTS_APP_URL } from "./tests/e2e/server-env";

// Run through `npm test` / `npm run test:e2e` (scripts/test.mjs), which builds the app when needed and
// prepares a fresh, migrated database in E2E_DATABASE_URL for the production servers below: the
// embedded default (no Stripe) and the same build with Stripe pointed at a local fake of its API.

const serverEnv = {
  DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
  // Two servers share the database (and, on the PGlite fallback, its 20 connections).
  DATABASE_POOL_SIZE: "4",
  NEXT_TELEMETRY_DISABLED: "1",
  // Every test's fresh visitor comes from 127.0.0.1: the per-address caps must not be what stops them.
  ANON_DAILY_GENERATIONS_PER_IP: "1000",
  SIGN_IN_LINKS_PER_IP_PER_HOUR: "1000",
  // A known secret, so the tests can open /dev/outbox with the key the server prints.
  AUTH_SECRET: E2E_AUTH_SECRET,
};

const nextStart = (url: string) => `node node_modules/next/dist/bin/next start -H 127.0.0.1 -p ${new URL(url).port} --keepAliveTimeout 65000`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: ".test-results/playwright.json" }]],
  use: {
    baseURL: APP_URL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  webServer: [
    { command: nextStart(APP_URL), url: `${APP_URL}/api/health`, reuseExistingServer: false, timeout: 60_000, env: serverEnv },
    {
      command: `node tests/support/fake-stripe.mjs --port ${new URL(FAKE_STRIPE_URL).port}`,
      url: `${FAKE_STRIPE_URL}/health`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      command: nextStart(PAYMENTS_APP_URL),
      url: `${PAYMENTS_APP_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { ...serverEnv, ...E2E_STRIPE_ENV },
    },
  ],
});
