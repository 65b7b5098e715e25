// The embedded PostgreSQL of `npm start` with no DATABASE_URL: PGlite behind its socket server, data
// in .data/pglite. Only the socket server ever opens the folder (two PGlite processes on one folder
// lose committed rows, STACK-NOTES), so a second `npm start` connects to the running server instead.
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { spawn } from "node:child_process";

const root = path.resolve(import.meta.dirname, "../..");
export const EMBEDDED_PORT = Number(process.env.EMBEDDED_DB_PORT || 54400);
const dataDir = path.join(root, ".data/pglite");
// Names the one server process that owns dataDir, and its port, whatever port this run asks for.
const lockPath = path.join(root, ".data/pglite.lock");
const urlFor = (port) => `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`;

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
// The app's pool stays below this (lib/db.ts sizes it from the URL's connection_limit).
const MAX_CONNECTIONS = 20;

function portAnswers(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

async function queryWorks(url) {
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Starts the embedded server unless one already answers on its port.
 * Returns { url, stop } where stop() ends the server only if this call started it.
 */
export async function startEmbeddedDatabase({ log = console.log } = {}) {
  const owner = readLock();
  if (owner) {
    const url = urlFor(owner.port);
    if (await queryWorks(url)) {
      log(`Embedded database: reusing the server already running on port ${owner.port} (pid ${owner.pid}).`);
      return { url, stop: async () => {} };
    }
    throw new Error(`Another process (pid ${owner.pid}) holds .data/pglite but does not answer on port ${owner.port}. Stop it, or delete ${path.relative(root, lockPath)} if it is not a database server.`);
  }
  if (await portAnswers(EMBEDDED_PORT)) {
    throw new Error(`Port ${EMBEDDED_PORT} is already in use by another program. Set EMBEDDED_DB_PORT (or DATABASE_URL).`);
  }
  const fresh = !fs.existsSync(path.join(dataDir, "PG_VERSION"));
  fs.mkdirSync(dataDir, { recursive: true });
  log(fresh ? "Embedded database: creating .data/pglite (first run, ~20 s)..." : "Embedded database: opening .data/pglite...");
  const bin = path.join(root, "node_modules/@electric-sql/pglite-socket/dist/scripts/server.js");
  const child = spawn(
    process.execPath,
    [bin, `--db=${dataDir}`, `--port=${EMBEDDED_PORT}`, "--host=127.0.0.1", `--max-connections=${MAX_CONNECTIONS}`],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  fs.writeFileSync(lockPath, JSON.stringify({ pid: child.pid, port: EMBEDDED_PORT }));
  let exited = false;
  child.once("exit", () => {
    exited = true;
    fs.rmSync(lockPath, { force: true });
  });
  const deadline = Date.now() + 120_000;
  while (!(await portAnswers(EMBEDDED_PORT))) {
    if (exited) throw new Error("The embedded database server exited while starting (see above).");
    if (Date.now() > deadline) throw new Error("The embedded database server did not start within 120 s.");
    await new Promise((r) => setTimeout(r, 200));
  }
  const stop = () =>
    new Promise((resolve) => {
      if (exited) return resolve();
      child.once("exit", resolve);
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
    });
  return { url: urlFor(EMBEDDED_PORT), stop };
}
