// Where the tests get their PostgreSQL (docs/architecture.md, "Tests"):
//   1. TEST_DATABASE_URL, if set;
//   2. the server at 127.0.0.1:5432 when it answers (the project's machines and CI have one);
//   3. a throwaway Debian PostgreSQL cluster, when the binaries are installed;
//   4. else an in-memory PGlite behind our own socket server, so `npm test` passes on any machine.
// Real servers give every test file its own database cloned from a migrated template (~0.2 s);
// PGlite has one database, so files share it, run one at a time, and start from truncated tables.

import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { spawnPgliteServer } from "./embedded-db.mjs";
import { deployMigrations } from "./migrations.mjs";
import { databaseAnswers } from "./pg-probe.mjs";

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function debianBin() {
  const base = "/usr/lib/postgresql";
  if (!fs.existsSync(base)) return null;
  const versions = fs.readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (fs.existsSync(path.join(base, v, "bin/initdb"))) return path.join(base, v, "bin");
  return null;
}

async function startDebianCluster(bin) {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "holla-pg-"));
  const data = path.join(dir, "data");
  const asPostgres = process.getuid?.() === 0 ? ["runuser", "-u", "postgres", "--"] : [];
  if (asPostgres.length) {
    fs.mkdirSync(data);
    fs.chmodSync(dir, 0o755);
    spawnSync("chown", ["postgres", data]);
  }
  const run = (cmd, args) => {
    const [exe, ...rest] = [...asPostgres, path.join(bin, cmd), ...args];
    const r = spawnSync(exe, rest, { stdio: "pipe" });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr}`);
  };
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  run("pg_ctl", ["-D", data, "-w", "-l", path.join(data, "log"), "-o", `-k /tmp -h 127.0.0.1 -p ${port} -c fsync=off`, "start"]);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    kind: "debian",
    stop: async () => run("pg_ctl", ["-D", data, "-m", "immediate", "stop"]),
  };
}

async function startPglite() {
  const password = crypto.randomBytes(16).toString("hex");
  const { child, ready } = spawnPgliteServer({ db: "memory://", password, stderr: "ignore" });
  const port = await ready;
  const url = `postgresql://postgres:${password}@127.0.0.1:${port}/postgres`;
  return { url, kind: "pglite", stop: async () => void child.kill("SIGTERM") };
}

/** A PostgreSQL server for this test run: { url, kind, stop }. */
export async function resolveTestServer() {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, kind: "external", stop: async () => {} };
  const local = "postgresql://postgres@127.0.0.1:5432/postgres";
  if (await databaseAnswers(local, 1500)) return { url: local, kind: "external", stop: async () => {} };
  const bin = debianBin();
  if (bin) {
    try {
      return await startDebianCluster(bin);
    } catch (error) {
      console.warn(`[tests] Debian PostgreSQL did not start (${error.message}); using PGlite.`);
    }
  }
  return startPglite();
}

function databaseUrl(serverUrl, name) {
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin(serverUrl, sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const uniqueName = (prefix) => `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;

/** A new, migrated database (or, on PGlite, the one database, migrated). Returns its URL. */
export async function createMigratedDatabase(server, prefix) {
  if (server.kind === "pglite") {
    await deployMigrations(server.url);
    return server.url;
  }
  const name = uniqueName(prefix);
  await admin(server.url, `CREATE DATABASE "${name}"`);
  const url = databaseUrl(server.url, name);
  await deployMigrations(url);
  return url;
}

/** A copy of a migrated template database: the per-file database of the integration tests. */
export async function cloneDatabase(server, templateUrl, prefix) {
  if (server.kind === "pglite") return templateUrl;
  const name = uniqueName(prefix);
  const template = new URL(templateUrl).pathname.slice(1);
  // The schema engine's pool may still hold idle connections to the template, which blocks cloning.
  await admin(
    server.url,
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${template}' AND pid <> pg_backend_pid()`,
  );
  await admin(server.url, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  return databaseUrl(server.url, name);
}

export async function dropDatabase(server, url) {
  if (server.kind === "pglite") return;
  const name = new URL(url).pathname.slice(1);
  await admin(server.url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

/** Removes databases earlier runs left behind (killed runs cannot clean up after themselves). */
export async function dropStaleDatabases(server, prefixes, olderThanMs = 6 * 3600_000) {
  if (server.kind === "pglite") return;
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  try {
    const { rows } = await client.query("select datname from pg_database");
    for (const { datname } of rows) {
      const match = datname.match(/^([a-z0-9]+)_([a-z0-9]+)_[a-z0-9]+$/);
      if (!match || !prefixes.includes(match[1])) continue;
      if (Date.now() - parseInt(match[2], 36) > olderThanMs) {
        await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => {});
      }
    }
  } finally {
    await client.end();
  }
}
