// `prisma generate` without the native schema engine, which the CLI would try to download
// (and which machines without internet can't fetch): /bin/false makes any real engine use fail loudly instead of silently succeeding.
import { spawnSync } from "node:child_process";

const result = spawnSync("npx", ["--no-install", "prisma", "generate"], {
  stdio: "inherit",
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: "/bin/false", PRISMA_HIDE_UPDATE_MESSAGE: "1", CHECKPOINT_DISABLE: "1" },
});
process.exit(result.status ?? 1);
