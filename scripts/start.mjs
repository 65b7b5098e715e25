// `npm start`: serve Holla with no configuration.
//   no DATABASE_URL → start (or reuse) the embedded PostgreSQL in .data/, apply pending migrations,
//   build if no build of the current sources exists, then `next start`. Ctrl-C stops everything.
// `npm run dev` does the same with `next dev` and no build.
import path from "node:path";
import { spawn, spawnSync } from "node:child_process";
import { startEmbeddedDatabase } from "./lib/embedded-db.mjs";
import { deployMigrations } from "./lib/migrations.mjs";
import { buildIsCurrent, writeBuildStamp } from "./lib/build-stamp.mjs";

const root = path.resolve(import.meta.dirname, "..");
const dev = process.argv.includes("--dev");
const nextBin = path.join(root, "node_modules/next/dist/bin/next");
const childEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const say = (line) => console.log(`[holla] ${line}`);

let database = { stop: async () => {} };
if (process.env.DATABASE_URL) {
  say("Using the PostgreSQL at DATABASE_URL.");
} else {
  database = await startEmbeddedDatabase({ log: say });
  childEnv.DATABASE_URL = database.url;
}

async function shutdown(code) {
  await database.stop();
  process.exit(code);
}

try {
  const applied = await deployMigrations(childEnv.DATABASE_URL);
  say(applied.length ? `Applied migrations: ${applied.join(", ")}` : "Database schema is up to date.");
} catch (error) {
  console.error("[holla] Could not apply migrations:", error instanceof Error ? error.message : error);
  await shutdown(1);
}

if (!dev && !buildIsCurrent()) {
  say("No build of the current sources: building (about a minute)...");
  const build = spawnSync(process.execPath, [nextBin, "build"], { cwd: root, env: childEnv, stdio: "inherit" });
  if (build.status !== 0) await shutdown(build.status ?? 1);
  writeBuildStamp();
}

const port = process.env.PORT || "3000";
const args = [nextBin, dev ? "dev" : "start", "-p", port];
if (process.env.HOSTNAME_BIND) args.push("-H", process.env.HOSTNAME_BIND);
const server = spawn(process.execPath, args, { cwd: root, env: childEnv, stdio: "inherit" });
say(`Serving on http://localhost:${port}`);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code) => shutdown(code ?? 0));
