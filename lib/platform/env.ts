import "server-only";
import { z } from "zod";
import { isProductionDeployment as isProduction, productionProblems } from "@/lib/platform/production-settings.mjs";

// The only reader of process.env (docs/architecture.md, "Layers"). Parsed once; the app starts with nothing set.
// Every variable is documented in .env.example.

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  // Set by Next itself, never by hand: "phase-production-build" while `next build` runs.
  NEXT_PHASE: z.string().optional(),
  VERCEL_ENV: z.enum(["production", "preview", "development"]).optional(),
  // Set by Vercel: "1" on its platform, and the deployment's own host name (no scheme).
  VERCEL: z.string().optional(),
  VERCEL_URL: z.string().optional(),
  // Marks a production deployment off Vercel (VERCEL_ENV=production does on Vercel).
  DEPLOY_ENV: z.enum(["production", "preview", "development"]).optional(),
  // `npm start` sets it to the embedded PGlite server it runs (scripts/lib/embedded-db.mjs), and marks
  // that with HOLLA_EMBEDDED_DATABASE=1; a production deployment refuses both (see below).
  DATABASE_URL: z.string().url().optional(),
  HOLLA_EMBEDDED_DATABASE: z.enum(["0", "1"]).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(8),
  // Per client address, per hour, for each public form (newsletter, feedback, report)...
  FORM_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(20),
  // ...and for everyone together, so many addresses cannot flood a table either; past it a submission
  // needs a proof of work from the browser (lib/platform/http/proof-of-work.ts).
  FORM_RATE_LIMIT_GLOBAL_PER_HOUR: z.coerce.number().int().min(1).default(2000),

  // Signs the anonymous visitor cookie, the sign-in links and the outbox key. `npm start` creates one
  // in .data/ when unset, except on a production deployment, which must set it (one key for every instance).
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  // The app's public origin (https://holla.example). Sign-in links and payment return addresses are
  // built on it, never on a request's Host or X-Forwarded-Host, which any client can write. Required on
  // a production deployment; unset elsewhere: a Vercel preview's own URL, else this server's own
  // address (http://localhost:PORT).
  AUTH_URL: z.string().url().optional(),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),

  // Where a request's client address comes from, for every per-address limit (docs/deployment.md):
  //   unset: the TCP peer of this server (scripts/serve.mjs passes it on), right for a server that
  //          faces the internet itself;
  //   TRUSTED_PROXY_COUNT=N: behind N reverse proxies that each append to X-Forwarded-For, the Nth
  //          entry from the right (the one the outermost proxy wrote);
  //   CLIENT_IP_HEADER=name: a header the platform sets and clients can't forge (Vercel:
  //          x-vercel-forwarded-for, the default there; Cloudflare: cf-connecting-ip).
  // The leftmost X-Forwarded-For entry is never used: the client writes it.
  TRUSTED_PROXY_COUNT: z.coerce.number().int().min(0).max(10).default(0),
  CLIENT_IP_HEADER: z
    .string()
    .regex(/^[a-z0-9-]+$/i, "CLIENT_IP_HEADER must be a header name, e.g. cf-connecting-ip")
    .transform((name) => name.toLowerCase())
    .optional(),
  // Sign-in mail: an SMTP URL (smtp://user:pass@host:587, smtps://… for TLS) and the sender. Unset:
  // the outbox (server log + database + /dev/outbox?key=…), which a production deployment refuses.
  EMAIL_SERVER: z.string().url().optional(),
  EMAIL_FROM: z.string().min(3).optional(),
  // Sign-in links per address per hour, and per client address per hour (against mail bombing).
  SIGN_IN_LINKS_PER_EMAIL_PER_HOUR: z.coerce.number().int().min(1).default(5),
  SIGN_IN_LINKS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
  // ...and for everyone together; past it a request needs a proof of work from the browser.
  SIGN_IN_LINKS_GLOBAL_PER_HOUR: z.coerce.number().int().min(1).default(2000),

  // AI provider (docs/architecture.md, "The AI layer"): OpenAI with a key; any OpenAI-compatible server with a base URL;
  // neither → the offline engine.
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  AI_MODEL: z.string().min(1).default("gpt-4.1-mini"),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  // Whether AI_MODEL can see images, for "Read with AI" on a chat screenshot (lib/screenshot). Unset: yes on
  // OpenAI's own API (its default model does), no on an OpenAI-compatible server (most local models can't),
  // and never without a model (lib/platform/ai/provider.ts decides).
  AI_READS_IMAGES: z
    .enum(["0", "1", "true", "false"])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "1" || v === "true")),

  // Anonymous generations per client address per UTC day, on top of the per-visitor quota, so that
  // dropping the cookie is no way around the free limit.
  ANON_DAILY_GENERATIONS_PER_IP: z.coerce.number().int().min(1).default(10),
  // ...per network (an IPv4 /24, an IPv6 /48) and for all anonymous visitors together: what a flood of
  // addresses can cost the model. Past either, anonymous replies come from the offline engine, labelled
  // so, instead of being refused (accounts are unaffected).
  ANON_DAILY_GENERATIONS_PER_NETWORK: z.coerce.number().int().min(1).default(300),
  ANON_DAILY_GENERATIONS_GLOBAL: z.coerce.number().int().min(1).default(20_000),
  // The support chat's and "Read with AI"'s model budgets per hour, per network and for everyone: past
  // them the support chat answers from the offline engine and screenshots are read on the device.
  SUPPORT_MESSAGES_PER_NETWORK_PER_HOUR: z.coerce.number().int().min(1).default(200),
  SUPPORT_MESSAGES_GLOBAL_PER_HOUR: z.coerce.number().int().min(1).default(600),
  SCREENSHOT_READS_PER_NETWORK_PER_HOUR: z.coerce.number().int().min(1).default(300),
  SCREENSHOT_READS_GLOBAL_PER_HOUR: z.coerce.number().int().min(1).default(1_000),
  // Free generations of signed-in Basic accounts per client address per UTC day: a new account is
  // quick to make, so without this one address could collect two free replies per new account.
  ACCOUNT_DAILY_GENERATIONS_PER_IP: z.coerce.number().int().min(1).default(40),
  // New accounts per client address per UTC day (counted when a sign-in link is asked for an email
  // that has no account yet).
  NEW_ACCOUNTS_PER_IP_PER_DAY: z.coerce.number().int().min(1).default(5),
  // Fair use for unlimited plans: generations per minute per account.
  PREMIUM_GENERATIONS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  // QA previews, tests and benchmarks only: honour the x-test-tier header (docs/decisions.md).
  ALLOW_TIER_OVERRIDE: z
    .enum(["0", "1", "true", "false"])
    .default("0")
    .transform((v) => v === "1" || v === "true"),

  // Payments (docs/architecture.md, "Runtime modes"): all four, or checkout says payments are not set up on this server.
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_/, "STRIPE_SECRET_KEY must start with sk_test_, sk_live_ (or a restricted rk_ key)")
    .optional(),
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_/, "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY must start with pk_test_ or pk_live_")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, "STRIPE_WEBHOOK_SECRET must start with whsec_")
    .optional(),
  // The monthly Price of each plan in Stripe. Premium Plus stays "coming soon" until its price is set.
  STRIPE_PRICE_PREMIUM: z
    .string()
    .regex(/^price_/, "STRIPE_PRICE_PREMIUM must be a Stripe price id (price_…)")
    .optional(),
  STRIPE_PRICE_PREMIUM_PLUS: z
    .string()
    .regex(/^price_/, "STRIPE_PRICE_PREMIUM_PLUS must be a Stripe price id (price_…)")
    .optional(),
  // Where the Stripe SDK sends its requests, for a local fake or stripe-mock (tests); unset: api.stripe.com.
  STRIPE_API_BASE: z.string().url().optional(),
  // Who may open /payment-test on a production deployment (comma-separated emails).
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),

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
  if (data.EMAIL_SERVER && !data.EMAIL_FROM)
    throw new Error(
      'EMAIL_FROM must be set with EMAIL_SERVER (the sender your SMTP service accepts), e.g. EMAIL_FROM="Holla <hello@your-domain>".',
    );
  if (data.CLIENT_IP_HEADER && data.TRUSTED_PROXY_COUNT > 0)
    throw new Error(
      "Set CLIENT_IP_HEADER or TRUSTED_PROXY_COUNT, not both: they are two ways of naming where the client's address comes from.",
    );
  // A production deployment's own settings, in the words `npm start` refuses with too.
  const problems = productionProblems(set);
  if (problems.length) throw new Error(problems.join("\n"));
  if (data.ALLOW_TIER_OVERRIDE && data.NODE_ENV !== "test") {
    console.warn(
      "[holla] WARNING: ALLOW_TIER_OVERRIDE is on: any request can claim a plan with the x-test-tier header. Never use this in production.",
    );
  }
  return Object.freeze(data);
}

export const env = parse();
export type Env = typeof env;

/** A production deployment: Vercel's, or one marked with DEPLOY_ENV=production elsewhere. */
export const isProductionDeployment = isProduction({ VERCEL_ENV: env.VERCEL_ENV, DEPLOY_ENV: env.DEPLOY_ENV });

/**
 * Someone's own machine: Next's development server, or `npm start` on the embedded database (which a
 * production deployment refuses, and which listens on loopback unless told otherwise). Developer
 * tools and hints are for this case only.
 */
export const isLocalDevelopment = !isProductionDeployment && (env.NODE_ENV === "development" || env.HOLLA_EMBEDDED_DATABASE === "1");

/**
 * Whether screens may show developer instructions (`npm run grant-premium`, /dev/outbox): on
 * someone's own machine or a QA server with the tier override, never on a production deployment.
 */
export const showDeveloperHints = !isProductionDeployment && (isLocalDevelopment || env.ALLOW_TIER_OVERRIDE);

/** Where the client's address is read from (lib/platform/request-ip.ts). */
export const clientAddressSource =
  env.CLIENT_IP_HEADER || (env.VERCEL === "1" && env.TRUSTED_PROXY_COUNT === 0)
    ? ({ kind: "header", header: env.CLIENT_IP_HEADER ?? "x-vercel-forwarded-for" } as const)
    : env.TRUSTED_PROXY_COUNT > 0
      ? ({ kind: "proxies", count: env.TRUSTED_PROXY_COUNT } as const)
      : ({ kind: "socket" } as const);
