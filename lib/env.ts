import { z } from "zod";

// The only reader of process.env (DESIGN.md §3). Parsed once; the app starts with nothing set.
// Every variable is documented in .env.example.

export const EMBEDDED_DATABASE_URL = "postgresql://postgres:postgres@127.0.0.1:54400/postgres";

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  // Set by Next itself, never by hand: "phase-production-build" while `next build` runs.
  NEXT_PHASE: z.string().optional(),
  VERCEL_ENV: z.enum(["production", "preview", "development"]).optional(),
  // Marks a production deployment off Vercel (VERCEL_ENV=production does on Vercel).
  DEPLOY_ENV: z.enum(["production", "preview", "development"]).optional(),
  // Unset: the embedded PGlite server that `npm start` runs (scripts/lib/embedded-db.mjs).
  DATABASE_URL: z.string().url().default(EMBEDDED_DATABASE_URL),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(8),
  // Per client address, per hour, for each public form (newsletter, feedback, report)...
  FORM_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(20),
  // ...and for everyone together, so forged addresses cannot flood a table either.
  FORM_RATE_LIMIT_GLOBAL_PER_HOUR: z.coerce.number().int().min(1).default(2000),

  // Signs the anonymous visitor cookie, the sign-in links and the outbox key. `npm start` creates one
  // in .data/ when unset; a production deployment must set it.
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  // The app's public origin. Sign-in links are built on it; unset, on the request's host (fine on
  // Vercel or behind a proxy that sets Host, unsafe on a bare server open to the internet).
  AUTH_URL: z.string().url().optional(),
  // Sign-in mail: an SMTP URL (smtp://user:pass@host:587, smtps://… for TLS) and the sender. Unset:
  // the outbox (server log + database + /dev/outbox?key=…).
  EMAIL_SERVER: z.string().url().optional(),
  EMAIL_FROM: z.string().min(3).optional(),
  // Sign-in links per address per hour, and per client address per hour (against mail bombing).
  SIGN_IN_LINKS_PER_EMAIL_PER_HOUR: z.coerce.number().int().min(1).default(5),
  SIGN_IN_LINKS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),

  // AI provider (DESIGN.md §6): OpenAI with a key; any OpenAI-compatible server with a base URL;
  // neither → the offline engine.
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  AI_MODEL: z.string().min(1).default("gpt-4.1-mini"),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),

  // Anonymous generations per client address per UTC day, on top of the per-visitor quota, so that
  // dropping the cookie is no way around the free limit.
  ANON_DAILY_GENERATIONS_PER_IP: z.coerce.number().int().min(1).default(10),
  // Fair use for unlimited plans: generations per minute per account.
  PREMIUM_GENERATIONS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  // QA previews, tests and benchmarks only: honour the x-test-tier header (DESIGN.md §2).
  ALLOW_TIER_OVERRIDE: z
    .enum(["0", "1", "true", "false"])
    .default("0")
    .transform((v) => v === "1" || v === "true"),

  // Payments (DESIGN.md §4): all four, or checkout says payments are not set up on this server.
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_/, "STRIPE_SECRET_KEY must start with sk_test_, sk_live_ (or a restricted rk_ key)").optional(),
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_/, "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY must start with pk_test_ or pk_live_").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, "STRIPE_WEBHOOK_SECRET must start with whsec_").optional(),
  // The monthly Price of each plan in Stripe. Premium Plus stays "coming soon" until its price is set.
  STRIPE_PRICE_PREMIUM: z.string().regex(/^price_/, "STRIPE_PRICE_PREMIUM must be a Stripe price id (price_…)").optional(),
  STRIPE_PRICE_PREMIUM_PLUS: z.string().regex(/^price_/, "STRIPE_PRICE_PREMIUM_PLUS must be a Stripe price id (price_…)").optional(),
  // Where the Stripe SDK sends its requests, for a local fake or stripe-mock (tests); unset: api.stripe.com.
  STRIPE_API_BASE: z.string().url().optional(),
  // Who may open /payment-test on a production deployment (comma-separated emails).
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((v) => v.split(",").map((e) => e.trim().toLowerCase()).filter(Boolean)),

  // Analytics (off when unset). Read on the server and handed to the browser by the root layout.
  NEXT_PUBLIC_POSTHOG_KEY: z.string().min(1).optional(),
  NEXT_PUBLIC_POSTHOG_HOST: z.string().url().default("https://us.i.posthog.com"),
});

function parse() {
  // An empty assignment (`OPENAI_API_KEY=` in a .env file) means "not set", as it does to a person.
  const set = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== ""));
  const result = schema.safeParse(set);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${problems}\nSee .env.example.`);
  }
  const data = result.data;
  if (data.EMAIL_SERVER && !data.EMAIL_FROM) throw new Error("EMAIL_FROM must be set with EMAIL_SERVER (the sender your SMTP service accepts), e.g. EMAIL_FROM=\"Holla <hello@your-domain>\".");
  if (data.VERCEL_ENV === "production" || data.DEPLOY_ENV === "production") {
    if (data.ALLOW_TIER_OVERRIDE) throw new Error("ALLOW_TIER_OVERRIDE must not be set on a production deployment (DESIGN.md §2).");
    if (!data.AUTH_SECRET) throw new Error("AUTH_SECRET must be set on a production deployment.");
  }
  if (data.ALLOW_TIER_OVERRIDE && data.NODE_ENV !== "test") {
    console.warn("[holla] WARNING: ALLOW_TIER_OVERRIDE is on: any request can claim a plan with the x-test-tier header. Never use this in production.");
  }
  return Object.freeze(data);
}

export const env = parse();
export type Env = typeof env;

/** A production deployment: Vercel's, or one marked with DEPLOY_ENV=production elsewhere. */
export const isProductionDeployment = env.VERCEL_ENV === "production" || env.DEPLOY_ENV === "production";
