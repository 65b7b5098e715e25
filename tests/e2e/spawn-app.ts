import { type ChildProcess, spawn } from "node:child_process";
import { expect } from "@playwright/test";
import { E2E_ADDRESS_LIMITS, E2E_AUTH_SECRET } from "./server-env";

// Extra app servers (scripts/serve.mjs) on the e2e build, for the tests that need an app they can kill,
// duplicate or cut off from its database. Same settings as the e2e servers unless `env` says otherwise.

export const extraPort = (offset: number) => Number(process.env.E2E_PORT || 3100) + offset;

/** `output`, when given, gets everything the server writes to its log (stdout and stderr). */
export function startApp(port: number, env: Record<string, string> = {}, output?: (text: string) => void): ChildProcess {
  const app = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOSTNAME_BIND: "127.0.0.1",
      AUTH_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
      DATABASE_POOL_SIZE: "4",
      NEXT_TELEMETRY_DISABLED: "1",
      AUTH_SECRET: E2E_AUTH_SECRET,
      ...E2E_ADDRESS_LIMITS,
      ...env,
    },
    stdio: output ? "pipe" : process.env.E2E_APP_LOGS ? "inherit" : "ignore",
  });
  for (const stream of [app.stdout, app.stderr]) stream?.on("data", (chunk: Buffer) => output?.(chunk.toString()));
  return app;
}

/** Waits until the app at `url` answers its health check with `status` (200: up and on its database). */
export async function waitForHealth(url: string, status = 200, timeout = 60_000) {
  await expect.poll(async () => (await fetch(`${url}/api/health`).catch(() => null))?.status, { timeout, intervals: [250] }).toBe(status);
}
