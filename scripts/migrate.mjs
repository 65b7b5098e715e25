// npm run db:migrate -- NAME   diff prisma/schema.prisma against the history, write a new migration
// npm run db:deploy            apply pending migrations to DATABASE_URL (or the embedded database)
// npm run db:status            show the migration history of that database

import { startEmbeddedDatabase } from "./lib/embedded-db.mjs";
import { createMigration, deployMigrations, migrationStatus } from "./lib/migrations.mjs";

const [command, ...rest] = process.argv.slice(2);

async function withDatabase(fn) {
  if (process.env.DATABASE_URL) return fn(process.env.DATABASE_URL);
  const db = await startEmbeddedDatabase();
  try {
    return await fn(db.url);
  } finally {
    await db.stop();
  }
}

try {
  if (command === "dev") {
    const name = rest.filter((a) => a !== "--name")[0];
    if (!name) throw new Error("Usage: npm run db:migrate -- NAME");
    const created = await createMigration(name.replace(/[^a-zA-Z0-9_]/g, "_"));
    console.log(created ? `Created prisma/migrations/${created}` : "The schema matches the migrations: nothing to create.");
    if (created) await withDatabase(async (url) => console.log("Applied:", await deployMigrations(url)));
  } else if (command === "deploy") {
    const applied = await withDatabase(deployMigrations);
    console.log(applied.length ? `Applied: ${applied.join(", ")}` : "No pending migrations.");
  } else if (command === "status") {
    console.log(JSON.stringify(await withDatabase(migrationStatus), null, 2));
  } else {
    throw new Error("Usage: migrate.mjs dev --name NAME | deploy | status");
  }
  process.exit(0); // the engine's pools would otherwise keep Node alive for seconds
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
