import pg from "pg";

/** Reads the e2e server's database directly, to prove a form's row really landed. */
export async function query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error("E2E_DATABASE_URL is not set: run the browser tests through `npm run test:e2e`.");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

export const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

/**
 * A migrated database of its own, for an app a test starts with budgets of its own: its counters start at
 * zero and no other test's requests reach them. On the PGlite fallback, which holds one database, the e2e one.
 */
export async function ownDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const { createMigratedDatabase, dropDatabase } = await import("../../scripts/lib/test-database.mjs");
  const shared = process.env.E2E_DATABASE_URL;
  if (!shared) throw new Error("E2E_DATABASE_URL is not set: run the browser tests through `npm run test:e2e`.");
  const serverUrl = new URL(shared);
  serverUrl.pathname = "/postgres";
  const server = {
    url: serverUrl.toString(),
    kind: process.env.E2E_DATABASE_KIND === "pglite" ? ("pglite" as const) : ("external" as const),
  };
  const url = await createMigratedDatabase(server, "holla_e2e_own");
  return { url, drop: () => dropDatabase(server, url) };
}
