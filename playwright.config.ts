import { defineConfig } from "@playwright/test";
import {
  APP_URL,
  E2E_ADDRESS_LIMITS,
  E2E_ADMIN_EMAILS,
  E2E_AUTH_SECRET,
  E2E_STRIPE_ENV,
  FAKE_STRIPE_URL,
  PAYMENTS_APP_URL,
} from "./tests/e2e/server-env";

// Run through `npm test` / `npm run test:e2e` (scripts/test.mjs), which builds the app when needed and
// prepares a fresh, migrated database in E2E_DATABASE_URL for the production servers below: the
// embedded default (no Stripe) and the same build with Stripe pointed at a local fake of its API.

const serverEnv = {
  DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
  // Two servers share the database (and, on the PGlite fallback, its 20 connections).
  DATABASE_POOL_SIZE: "4",
  NEXT_TELEMETRY_DISABLED: "1",
  ...E2E_ADDRESS_LIMITS,
  // A known secret, so the tests can open /dev/outbox with the key the server prints.
  AUTH_SECRET: E2E_AUTH_SECRET,
  ADMIN_EMAILS: E2E_ADMIN_EMAILS.join(","),
};

// The app's own server (scripts/serve.mjs), as `npm start` runs it: on loopback, with the client's
// address taken from the TCP peer.
const serve = (url: string) => ({
  command: "node scripts/serve.mjs",
  env: { PORT: new URL(url).port, HOSTNAME_BIND: "127.0.0.1", AUTH_URL: url },
});

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // The long flows (sign in, generate, pay) take 10-25 s on two busy cores, where a person's whole
  // journey runs in one test; the budget is for the slowest of them, not a timing assertion.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: ".test-results/playwright.json" }]],
  use: {
    baseURL: APP_URL,
    // Recording a trace costs every test about a fifth of its time on a 2-core machine, failures or
    // not; a failure still leaves its page snapshot. E2E_TRACE=1 records them for a closer look.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    // The service worker (public/sw.js) claims the tool's page once it installs, and page.route can't see
    // the requests of a page a worker controls: a test holding or faking /api/generate would race the
    // worker's install. tests/e2e/share-target.spec.ts, which tests the worker, allows it.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: [
    {
      command: serve(APP_URL).command,
      url: `${APP_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { ...serverEnv, ...serve(APP_URL).env },
    },
    {
      command: `node tests/support/fake-stripe.mjs --port ${new URL(FAKE_STRIPE_URL).port}`,
      url: `${FAKE_STRIPE_URL}/health`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      command: serve(PAYMENTS_APP_URL).command,
      url: `${PAYMENTS_APP_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { ...serverEnv, ...serve(PAYMENTS_APP_URL).env, ...E2E_STRIPE_ENV },
    },
  ],
});
