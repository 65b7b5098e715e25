// `npm start`: serve Holla with no configuration.
//   no DATABASE_URL → start (or reuse) the embedded PostgreSQL in .data/, apply pending migrations,
//   build if no build of the current sources exists, then serve it (scripts/serve.mjs, on
//   127.0.0.1:PORT unless HOSTNAME_BIND says otherwise). Ctrl-C stops everything.
// `npm run dev` does the same with Next's development server and no build.

import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { isProductionDeployment, productionProblems } from "../lib/platform/production-settings.mjs";
import { buildIsCurrent } from "./lib/build-stamp.mjs";
import { startEmbeddedDatabase } from "./lib/embedded-db.mjs";
import { deployMigrations } from "./lib/migrations.mjs";

const root = path.resolve(import.meta.dirname, "..");
const dev = process.argv.includes("--dev");
const childEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const say = (line) => console.log(`[holla] ${line}`);

// A production deployment brings its own settings (docs/deployment.md): refused before anything starts,
// naming each one missing, rather than made up here (a key per instance, links in a log).
const problems = productionProblems(process.env);
if (problems.length) {
  for (const problem of problems) console.error(`[holla] ${problem}`);
  process.exit(1);
}

// A stable signing key without configuration, so visitor cookies survive restarts (.env.example).
if (!process.env.AUTH_SECRET && !isProductionDeployment(process.env)) {
  const file = path.join(root, ".data/auth-secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  }
  childEnv.AUTH_SECRET = fs.readFileSync(file, "utf8").trim();
}

let database = { stop: async () => {} };
let child = null; // the build or the server, whichever runs now
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  child?.kill("SIGTERM");
  await database.stop();
  process.exit(code);
}
// Installed first, so an interrupt at any step (even mid-build) also stops the database server.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => shutdown(0));

function run(args) {
  return new Promise((resolve) => {
    child = spawn(process.execPath, args, { cwd: root, env: childEnv, stdio: "inherit" });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

try {
  if (process.env.DATABASE_URL) {
    say("Using the PostgreSQL at DATABASE_URL.");
  } else {
    database = await startEmbeddedDatabase({ log: say });
    childEnv.DATABASE_URL = database.url;
    // lib/platform/env.ts refuses to run a production deployment on it.
    childEnv.HOLLA_EMBEDDED_DATABASE = "1";
  }
  const applied = await deployMigrations(childEnv.DATABASE_URL);
  say(applied.length ? `Applied migrations: ${applied.join(", ")}` : "Database schema is up to date.");
} catch (error) {
  console.error("[holla] Could not prepare the database:", error instanceof Error ? error.message : error);
  await shutdown(1);
}

if (!dev && !buildIsCurrent()) {
  say("No build of the current sources: building (about a minute)...");
  const code = await run([path.join(root, "scripts/build.mjs")]);
  if (code !== 0) await shutdown(code);
}

await shutdown(await run([path.join(root, "scripts/serve.mjs"), ...(dev ? ["--dev"] : [])]));
