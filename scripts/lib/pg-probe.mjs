// Whether a PostgreSQL at `url` answers a query within `timeoutMs`: the start script asks it of a
// running embedded database, the test setup of the machine's own server.
import pg from "pg";

/** @param {string} url @param {number} [timeoutMs] @returns {Promise<boolean>} */
export async function databaseAnswers(url, timeoutMs = 2000) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
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
