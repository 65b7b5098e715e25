import { z } from "zod";

// The only reader of process.env (DESIGN.md §3). Parsed once; the app starts with nothing set.
// Every variable is documented in .env.example.

export const EMBEDDED_DATABASE_URL = "postgresql://postgres:postgres@127.0.0.1:54400/postgres";

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  VERCEL_ENV: z.enum(["production", "preview", "development"]).optional(),
  // Unset: the embedded PGlite server that `npm start` runs (scripts/lib/embedded-db.mjs).
  DATABASE_URL: z.string().url().default(EMBEDDED_DATABASE_URL),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(8),
  // Per client address, per hour, for each public form (newsletter, feedback, report)...
  FORM_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(20),
  // ...and for everyone together, so forged addresses cannot flood a table either.
  FORM_RATE_LIMIT_GLOBAL_PER_HOUR: z.coerce.number().int().min(1).default(2000),
});

function parse() {
  const result = schema.safeParse(process.env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${problems}\nSee .env.example.`);
  }
  return Object.freeze(result.data);
}

export const env = parse();
export type Env = typeof env;
