// The embedded PostgreSQL of `npm start` with no DATABASE_URL: PGlite behind our own socket server
// (scripts/lib/pglite-server.mjs), data in .data/pglite. Only that server ever opens the folder (two
// PGlite processes on one folder lose committed rows), so a second `npm start`, a migration or
// `npm run grant-premium` connects to the running server instead. It is for one machine and local use:
// a production deployment is refused here and in lib/platform/env.ts.

import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { EMBEDDED_IN_PRODUCTION, isProductionDeployment } from "../../lib/platform/production-settings.mjs";
import { databaseAnswers } from "./pg-probe.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const EMBEDDED_PORT = Number(process.env.EMBEDDED_DB_PORT || 54400);
const dataDir = path.join(root, ".data/pglite");
// Names the one server process that owns dataDir, and its port, whatever port this run asks for.
const lockPath = path.join(root, ".data/pglite.lock");
// Created once, readable by this user only: the server refuses connections without it.
const passwordPath = path.join(root, ".data/pglite-password");
const serverScript = path.join(root, "scripts/embedded-db-server.mjs");
const urlFor = (port, password) => `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;

function embeddedPassword() {
  if (!fs.existsSync(passwordPath)) {
    fs.mkdirSync(path.dirname(passwordPath), { recursive: true });
    fs.writeFileSync(passwordPath, crypto.randomBytes(24).toString("hex"), { mode: 0o600, flag: "wx" });
  }
  return fs.readFileSync(passwordPath, "utf8").trim();
}

function readLock() {
  try {
    const { pid, port } = JSON.parse(fs.readFileSync(lockPath, "utf8"));
    process.kill(pid, 0); // throws when that process is gone: the lock is stale
    return { pid, port };
  } catch {
    fs.rmSync(lockPath, { force: true });
    return null;
  }
}

function portAnswers(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * Runs scripts/embedded-db-server.mjs on `db` (a folder or memory://): { child, ready }, where ready
 * resolves to the port once it listens. The child stops by itself when this process goes away.
 * @param {{ db: string, port?: number, password: string, stderr?: "inherit" | "ignore" }} options
 * @returns {{ child: import("node:child_process").ChildProcess, ready: Promise<number> }}
 */
export function spawnPgliteServer({ db, port = 0, password, stderr = "inherit" }) {
  const child = spawn(process.execPath, [serverScript, `--db=${db}`, `--port=${port}`, "--host=127.0.0.1"], {
    stdio: ["ignore", "ignore", stderr, "ipc"],
    env: { ...process.env, PGLITE_PASSWORD: password },
  });
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("The embedded database server did not start within 120 s.")), 120_000);
    child.once("message", (message) => {
      clearTimeout(timer);
      resolve(message.port);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The embedded database server exited while starting (code ${code}; see above).`));
    });
  });
  return { child, ready };
}

/**
 * Starts the embedded server unless one already answers on its port.
 * Returns { url, stop } where stop() ends the server only if this call started it.
 */
export async function startEmbeddedDatabase({ log = console.log } = {}) {
  if (isProductionDeployment()) throw new Error(EMBEDDED_IN_PRODUCTION);
  const password = embeddedPassword();
  const owner = readLock();
  if (owner) {
    const url = urlFor(owner.port, password);
    if (await databaseAnswers(url)) {
      log(`Embedded database: reusing the server already running on port ${owner.port} (pid ${owner.pid}).`);
      return { url, stop: async () => {} };
    }
    throw new Error(
      `Another process (pid ${owner.pid}) holds .data/pglite but does not answer on port ${owner.port}. Stop it, or delete ${path.relative(root, lockPath)} if it is not a database server.`,
    );
  }
  if (await portAnswers(EMBEDDED_PORT)) {
    throw new Error(`Port ${EMBEDDED_PORT} is already in use by another program. Set EMBEDDED_DB_PORT (or DATABASE_URL).`);
  }
  const fresh = !fs.existsSync(path.join(dataDir, "PG_VERSION"));
  fs.mkdirSync(dataDir, { recursive: true });
  log(fresh ? "Embedded database: creating .data/pglite (first run, ~20 s)..." : "Embedded database: opening .data/pglite...");
  const { child, ready } = spawnPgliteServer({ db: dataDir, port: EMBEDDED_PORT, password });
  // Written at once, so a second start in parallel finds this server instead of opening the folder too.
  fs.writeFileSync(lockPath, JSON.stringify({ pid: child.pid, port: EMBEDDED_PORT }), { mode: 0o600 });
  let exited = false;
  child.once("exit", () => {
    exited = true;
    fs.rmSync(lockPath, { force: true });
  });
  const port = await ready;
  const stop = () =>
    new Promise((resolve) => {
      if (exited) return resolve();
      child.once("exit", resolve);
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
    });
  return { url: urlFor(port, password), stop };
}
