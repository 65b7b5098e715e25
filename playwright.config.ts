import { defineConfig } from "@playwright/test";
import { E2E_AUTH_SECRET } from "./tests/e2e/server-env";

// Run through `npm test` / `npm run test:e2e` (scripts/test.mjs), which builds the app when needed and
// prepares a fresh, migrated database in E2E_DATABASE_URL for the production server below.
const port = Number(process.env.E2E_PORT || 3100);
const baseURL = `http://127.0.0.1:${port}`;

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
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  webServer: {
    command: `node node_modules/next/dist/bin/next start -H 127.0.0.1 -p ${port}`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
      NEXT_TELEMETRY_DISABLED: "1",
      // Every test's fresh visitor comes from 127.0.0.1: the per-address caps must not be what stops them.
      ANON_DAILY_GENERATIONS_PER_IP: "1000",
      SIGN_IN_LINKS_PER_IP_PER_HOUR: "1000",
      // A known secret, so the tests can open /dev/outbox with the key the server prints.
      AUTH_SECRET: E2E_AUTH_SECRET,
    },
  },
});
