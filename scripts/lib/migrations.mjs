// Prisma's own WASM schema engine behind a driver adapter: creates and applies standard migration
// folders without the native engine Prisma 7's CLI would download (and a machine without internet can't). The folders are
// ordinary Prisma migrations, so `prisma migrate deploy` applies them too where the CLI works.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, "../..");
const schemaPath = path.join(root, "prisma/schema.prisma");
const migrationsDir = path.join(root, "prisma/migrations");
const filters = { externalTables: [], externalEnums: [] };

// The generated bindings keep one module-level WASM instance: instantiating a second one in the same
// process (a `db:migrate` creates, then deploys) swaps it under the first and hangs or crashes. Load
// it once per process — kept on globalThis, as Vitest loads this module afresh for each test project,
// whose global setups run side by side — and let one engine work at a time.
globalThis.__hollaSchemaEngine ??= { engineClass: null, queue: Promise.resolve() };
const shared = globalThis.__hollaSchemaEngine;
function loadEngine() {
  shared.engineClass ??= instantiateEngine();
  return shared.engineClass;
}

async function instantiateEngine() {
  const pkgDir = path.dirname(require.resolve("@prisma/schema-engine-wasm/schema_engine_bg"));
  const bg = await import(path.join(pkgDir, "schema_engine_bg.js"));
  const bytes = fs.readFileSync(path.join(pkgDir, "schema_engine_bg.wasm"));
  // The engine arms 10 s timers that would keep a finished CLI or test run alive: unref them.
  const imports = { ...bg };
  for (const [key, fn] of Object.entries(bg)) {
    if (key.startsWith("__wbg_setTimeout_"))
      imports[key] = (...args) => {
        const timer = fn(...args);
        timer?.unref?.();
        return timer;
      };
  }
  const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": imports });
  bg.__wbg_set_wasm(instance.exports);
  instance.exports.__wbindgen_start?.();
  return bg.SchemaEngine;
}

function pgConfig(url) {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 5432),
    user: decodeURIComponent(u.username) || "postgres",
    password: decodeURIComponent(u.password) || undefined,
    database: u.pathname.slice(1) || "postgres",
  };
}

// `memory://` is an in-memory PGlite: where new migrations are diffed (no shadow database needed).
// Anything else is a PostgreSQL URL, the embedded server's included.
async function adapterFor(url) {
  if (url === "memory://") {
    const { PGlite } = await import("@electric-sql/pglite");
    const { PrismaPGlite } = await import("pglite-prisma-adapter");
    const db = new PGlite();
    return { factory: new PrismaPGlite(db), close: () => db.close() };
  }
  const { PrismaPg } = await import("@prisma/adapter-pg");
  // Discrete fields, not a connectionString: PrismaPg builds shadow databases by overriding `database`.
  // Our own pool, ended on close: an idle pool would keep the process alive for seconds and block
  // `CREATE DATABASE … TEMPLATE` on this database.
  const pg = (await import("pg")).default;
  const pool = new pg.Pool({ ...pgConfig(url), max: 2 });
  const clients = new Set();
  pool.on("connect", (client) => clients.add(client));
  // The engine never releases its last client, so pool.end() alone would wait on it.
  const close = () => Promise.all([...clients].map((c) => c.end().catch(() => {}))).then(() => pool.end().catch(() => {}));
  return { factory: new PrismaPg(pool), close };
}

function readMigrations() {
  fs.mkdirSync(migrationsDir, { recursive: true });
  const lockPath = path.join(migrationsDir, "migration_lock.toml");
  const dirs = fs
    .readdirSync(migrationsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  return {
    baseDir: migrationsDir,
    lockfile: { path: "migration_lock.toml", content: fs.existsSync(lockPath) ? fs.readFileSync(lockPath, "utf8") : null },
    shadowDbInitScript: "",
    migrationDirectories: dirs.map((d) => {
      const file = path.join(migrationsDir, d, "migration.sql");
      return {
        path: d,
        migrationFile: {
          path: "migration.sql",
          content: fs.existsSync(file) ? { tag: "ok", value: fs.readFileSync(file, "utf8") } : { tag: "error", value: "missing" },
        },
      };
    }),
  };
}

function withEngine(url, fn) {
  const turn = shared.queue.then(() => runEngine(url, fn));
  shared.queue = turn.catch(() => {});
  return turn;
}

async function runEngine(url, fn) {
  const SchemaEngine = await loadEngine();
  const { factory, close } = await adapterFor(url);
  const datamodel = fs.readFileSync(schemaPath, "utf8");
  const log = (msg) => process.env.DEBUG_SCHEMA_ENGINE && console.error(msg);
  const engine = await SchemaEngine.new({ datamodels: [[schemaPath, datamodel]] }, log, bindMigrationAwareSqlAdapterFactory(factory));
  try {
    return await fn(engine, datamodel);
  } finally {
    engine.free?.();
    await close();
  }
}

/** Applies every pending migration folder to the database at `url`; returns the names applied. */
export async function deployMigrations(url) {
  return withEngine(url, async (engine) => {
    const result = await engine.applyMigrations({ migrationsList: readMigrations(), filters });
    return result.appliedMigrationNames;
  });
}

/**
 * Diffs the schema against the migration history and writes a new folder. The history is applied to
 * an in-memory PGlite and that database is diffed against the schema: the engine's own
 * createMigration needs a shadow database that a driver adapter cannot hand it.
 */
export async function createMigration(name) {
  return withEngine("memory://", async (engine, datamodel) => {
    await engine.applyMigrations({ migrationsList: readMigrations(), filters });
    const files = [{ path: schemaPath, content: datamodel }];
    const { stdout } = await engine.diff({
      from: { tag: "schemaDatasource", files, configDir: root },
      to: { tag: "schemaDatamodel", files },
      script: true,
      exitCode: null,
      filters,
    });
    const script = stdout?.trim();
    if (!script || /^-- This is an empty migration\.?$/.test(script)) return null;
    const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
    const folder = `${stamp}_${name}`;
    const dir = path.join(migrationsDir, folder);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "migration.sql"), `${script}\n`);
    const lock = path.join(migrationsDir, "migration_lock.toml");
    if (!fs.existsSync(lock)) {
      fs.writeFileSync(
        lock,
        '# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\nprovider = "postgresql"\n',
      );
    }
    return folder;
  });
}

export async function migrationStatus(url) {
  return withEngine(url, (engine) =>
    engine.diagnoseMigrationHistory({ migrationsList: readMigrations(), optInToShadowDatabase: false, filters }),
  );
}
