// The app as `npm start` runs it (scripts/serve.mjs, the production build) on a fresh database, for the
// benchmarks: start({ port, env, pinned }) → { base, databaseUrl, pid, stop() }. `env` adds to or overrides
// the settings every benchmark run shares; `pinned` runs it on its own CPU (scripts/lib/cpu-pinning.mjs).

import { spawn } from "node:child_process";
import path from "node:path";
import { onAppCpu } from "./cpu-pinning.mjs";
import { createMigratedDatabase, dropDatabase, resolveTestServer } from "./test-database.mjs";
import { waitForHealth } from "./wait-for-health.mjs";

const root = path.resolve(import.meta.dirname, "../..");

/** @param {{ port: number, env?: Record<string, string>, pinned?: boolean }} options */
export async function startBenchApp({ port, env = {}, pinned = false }) {
  const dbServer = await resolveTestServer();
  const databaseUrl = await createMigratedDatabase(dbServer, "hollabench");
  const serve = [
    process.execPath,
    [...(process.env.BENCH_NODE_OPTIONS?.split(" ").filter(Boolean) ?? []), path.join(root, "scripts/serve.mjs")],
  ];
  const [command, args] = pinned ? onAppCpu(...serve) : serve;
  const server = spawn(command, args, {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOSTNAME_BIND: "127.0.0.1",
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0000",
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    await dropDatabase(dbServer, databaseUrl).catch(() => {});
    await dbServer.stop();
  };
  try {
    await waitForHealth(base);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, databaseUrl, dbKind: dbServer.kind, pid: server.pid, stop };
}
