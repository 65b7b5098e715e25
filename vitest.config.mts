import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "@": import.meta.dirname };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", environment: "node", include: ["tests/unit/**/*.test.ts"] },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          environment: "node",
          include: ["tests/integration/**/*.test.ts"],
          // next-auth imports "next/server" without an extension, which Node's ESM loader refuses
          // outside Next's bundler: let Vite resolve it.
          server: { deps: { inline: ["next-auth"] } },
          globalSetup: [path.join(import.meta.dirname, "tests/integration/global-setup.ts")],
          setupFiles: [path.join(import.meta.dirname, "tests/integration/per-file-database.ts")],
          // PGlite, the last-resort server, has one database that files share: run files one at a time.
          fileParallelism: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
