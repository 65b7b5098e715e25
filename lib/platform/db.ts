// A browser bundle that reaches the database (and the secrets beside it) fails the build.
import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/platform/env";

// One client per process. Kept on globalThis so dev-server reloads do not open a new pool each time.
const globalForDb = globalThis as unknown as { holladb?: PrismaClient };

const NO_DATABASE =
  "DATABASE_URL is not set: start the app with `npm start` (it runs the embedded database), or set DATABASE_URL to a PostgreSQL.";

/**
 * Without a URL the pg driver would fall back to its PG* defaults and quietly use whatever PostgreSQL
 * runs on this machine. Instead every query fails with an error the API answers as "database
 * unavailable" (P1001 is Prisma's code for an unreachable server).
 */
function missingDatabase(): PrismaClient {
  const fail = () => {
    throw Object.assign(new Error(NO_DATABASE), { code: "P1001" });
  };
  const handler: ProxyHandler<object> = { get: (_, key) => (key === "then" ? undefined : new Proxy(fail, handler)), apply: fail };
  return new Proxy(fail, handler) as unknown as PrismaClient;
}

function createClient(url: string) {
  const adapter = new PrismaPg({
    connectionString: url,
    max: env.DATABASE_POOL_SIZE,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // A burst of saves waits up to 10 s for its transaction (Prisma's default is 2 s) before the API answers
  // 503 "busy" with Retry-After (lib/platform/http/errors.ts): the embedded database under a hundred
  // concurrent saves took longer than 2 s to start some of them.
  return new PrismaClient({ adapter, transactionOptions: { maxWait: 10_000 } });
}

export const db = globalForDb.holladb ?? (env.DATABASE_URL ? createClient(env.DATABASE_URL) : missingDatabase());
if (env.NODE_ENV !== "production") globalForDb.holladb = db;

/** Resolves when the database answers a query; throws the driver's error otherwise (a 503 on the wire). */
export async function checkDatabase(): Promise<void> {
  await db.$queryRaw`SELECT 1`;
}
