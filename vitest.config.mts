import path from "node:path";
import { defineConfig } from "vitest/config";

// "server-only" throws outside Next's server layers; the tests run on the server, so it is a no-op there.
const alias = { "@": import.meta.dirname, "server-only": path.join(import.meta.dirname, "tests/support/server-only.ts") };

// The integration and fuzz suites call route handlers against a real PostgreSQL, set up the same way.
const routeHandlerTests = {
  environment: "node",
  // next-auth imports "next/server" without an extension, which Node's ESM loader refuses
  // outside Next's bundler: let Vite resolve it.
  server: { deps: { inline: ["next-auth"] } },
  globalSetup: [path.join(import.meta.dirname, "tests/integration/global-setup.ts")],
  setupFiles: [path.join(import.meta.dirname, "tests/integration/per-file-database.ts")],
  // PGlite, the last-resort server, has one database that files share: run files one at a time.
  fileParallelism: false,
  // Route handlers are called without a server in front, so the test requests' X-Forwarded-For stands
  // for the address a trusted proxy reported (lib/platform/request-ip.ts).
  // Most files sign several accounts in from one test address; the new-account budget has its own tests.
  env: { TRUSTED_PROXY_COUNT: "1", NEW_ACCOUNTS_PER_IP_PER_DAY: "1000" },
  testTimeout: 20_000,
  hookTimeout: 60_000,
} as const;

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        // The reply evaluation (tests/eval) runs with the unit tests, so a regression fails `npm test`.
        test: { name: "unit", environment: "node", include: ["tests/unit/**/*.test.ts", "tests/eval/**/*.test.ts"] },
      },
      {
        resolve: { alias },
        test: { name: "integration", include: ["tests/integration/**/*.test.ts"], ...routeHandlerTests },
      },
      {
        resolve: { alias },
        // Its size is FUZZ_RUNS (cases per route and identity): small by default, large in `npm run test:fuzz`.
        test: { name: "fuzz", include: ["tests/fuzz/**/*.test.ts"], ...routeHandlerTests },
      },
    ],
  },
});
