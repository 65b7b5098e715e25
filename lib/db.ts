import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";

// One client per process. Kept on globalThis so dev-server reloads do not open a new pool each time.
const globalForDb = globalThis as unknown as { holladb?: PrismaClient };

function createClient() {
  const adapter = new PrismaPg({
    connectionString: env.DATABASE_URL,
    max: env.DATABASE_POOL_SIZE,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  return new PrismaClient({ adapter });
}

export const db = globalForDb.holladb ?? createClient();
if (env.NODE_ENV !== "production") globalForDb.holladb = db;
