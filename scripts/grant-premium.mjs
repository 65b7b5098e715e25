// npm run grant-premium -- EMAIL [--tier premium|premium_plus] [--revoke]
// Gives an account a plan without Stripe (local runs, QA, preview deployments), or takes a granted
// one back. The account is created if it does not exist yet; its owner signs in with the email link
// as usual. Uses DATABASE_URL, else the embedded database (the running server's, or its own).
import { randomUUID } from "node:crypto";
import pg from "pg";
import { startEmbeddedDatabase } from "./lib/embedded-db.mjs";
import { deployMigrations } from "./lib/migrations.mjs";

const TIERS = ["premium", "premium_plus"];
const NAMES = { premium: "Premium", premium_plus: "Premium Plus" };
const USAGE = "Usage: npm run grant-premium -- EMAIL [--tier premium|premium_plus] [--revoke]";

export function parseArgs(argv) {
  const args = { email: null, tier: "premium", revoke: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--revoke") args.revoke = true;
    else if (arg === "--tier") args.tier = argv[++i];
    else if (arg.startsWith("--tier=")) args.tier = arg.slice("--tier=".length);
    else if (!arg.startsWith("--") && !args.email) args.email = arg.trim().toLowerCase();
    else throw new Error(`Unknown argument "${arg}".\n${USAGE}`);
  }
  if (!args.email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(args.email)) throw new Error(`Give the account's email address.\n${USAGE}`);
  if (!TIERS.includes(args.tier)) throw new Error(`--tier must be one of: ${TIERS.join(", ")}.\n${USAGE}`);
  return args;
}

export async function grant(url, { email, tier, revoke }) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("BEGIN");
    const found = await client.query(`SELECT id FROM "users" WHERE email = $1 FOR UPDATE`, [email]);
    let userId = found.rows[0]?.id;
    const current = userId
      ? (await client.query(`SELECT source, tier FROM "subscription" WHERE user_id = $1`, [userId])).rows[0]
      : undefined;
    if (current?.source === "stripe") {
      throw new Error(
        `${email} has a Stripe subscription (${NAMES[current.tier] ?? current.tier}): change it in Stripe or the billing portal, not here.`,
      );
    }
    if (revoke) {
      if (current) await client.query(`DELETE FROM "subscription" WHERE user_id = $1 AND source = 'grant'`, [userId]);
      await client.query("COMMIT");
      if (!current) return `${email} has no granted plan: nothing to revoke.`;
      return `Revoked ${NAMES[current.tier] ?? current.tier} from ${email}: Basic from their next request.`;
    }
    let created = false;
    if (!userId) {
      userId = randomUUID();
      await client.query(`INSERT INTO "users" (id, email) VALUES ($1, $2)`, [userId, email]);
      created = true;
    }
    await client.query(
      `INSERT INTO "subscription" (user_id, tier, status, source, current_period_end, cancel_at_period_end, updated_at)
       VALUES ($1, $2, 'active', 'grant', NULL, false, now())
       ON CONFLICT (user_id) DO UPDATE SET tier = EXCLUDED.tier, status = 'active', source = 'grant',
         current_period_end = NULL, cancel_at_period_end = false, updated_at = now()`,
      [userId, tier],
    );
    await client.query("COMMIT");
    return `Granted ${NAMES[tier]} to ${email}${created ? " (new account: they sign in with the email link)" : ""}. It applies from their next request.`;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  let database = { url: process.env.DATABASE_URL, stop: async () => {} };
  if (!database.url) database = await startEmbeddedDatabase({ log: () => {} });
  try {
    await deployMigrations(database.url);
    console.log(await grant(database.url, args));
  } finally {
    await database.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
