import { z } from "zod";

// The only reader of process.env (DESIGN.md §3). Parsed once; the app starts with nothing set.
// Every variable is documented in .env.example.

export const EMBEDDED_DATABASE_URL = "postgresql://postgres:postgres@127.0.0.1:54400/postgres";

const flag = z
  .enum(["0", "1", "true", "false", ""])
  .optional()
  .transform((v) => v === "1" || v === "true");

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  VERCEL_ENV: z.enum(["production", "preview", "development"]).optional(),
  // Unset: the embedded PGlite server that `npm start` runs (scripts/lib/embedded-db.mjs).
  DATABASE_URL: z.string().url().default(EMBEDDED_DATABASE_URL),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(8),
  // Take the client address from X-Forwarded-For (set it behind a proxy you trust: Vercel, nginx).
  TRUST_PROXY: flag,
  // Per client address, per hour, for each public form (newsletter, feedback, report).
  FORM_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(20),
});

function parse() {
  const result = schema.safeParse(process.env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${problems}\nSee .env.example.`);
  }
  return Object.freeze({ ...result.data, TRUST_PROXY: result.data.TRUST_PROXY || Boolean(result.data.VERCEL_ENV) });
}

export const env = parse();
export type Env = typeof env;
