import pg from "pg";
import { afterAll, inject } from "vitest";
import { cloneDatabase, dropDatabase } from "../../scripts/lib/test-database.mjs";

// Runs before each integration test file, before it imports the app: lib/platform/env.ts reads DATABASE_URL
// at import, so the file's own database must be in place first.
const server = inject("dbServer");
const url = await cloneDatabase(server, inject("dbTemplateUrl"), "hollat");
process.env.DATABASE_URL = url;

if (server.kind === "pglite") {
  // One shared database: start each file from empty tables.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ tablename: string }>(
    "select tablename from pg_tables where schemaname = 'public' and tablename <> '_prisma_migrations'",
  );
  if (rows.length) await client.query(`TRUNCATE ${rows.map((r) => `"${r.tablename}"`).join(", ")} RESTART IDENTITY CASCADE`);
  await client.end();
}

afterAll(async () => {
  const { db } = await import("@/lib/platform/db");
  await db.$disconnect();
  await dropDatabase(server, url);
});
