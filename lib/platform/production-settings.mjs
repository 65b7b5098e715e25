// What a production deployment must have set, read by `npm start` (scripts/start.mjs) before it starts
// anything and by the server itself at start (lib/platform/env.ts), so both refuse with the same words.
// Plain JavaScript so the start script can import it without a build. docs/deployment.md lists these.

/** A production deployment: Vercel's, or one marked with DEPLOY_ENV=production elsewhere. */
export function isProductionDeployment(env = process.env) {
  return env.VERCEL_ENV === "production" || env.DEPLOY_ENV === "production";
}

export const EMBEDDED_IN_PRODUCTION =
  "The embedded database serves one machine for local use and must not run a production deployment. Set DATABASE_URL to your PostgreSQL.";

const set = (value) => typeof value === "string" && value !== "";

/**
 * What is missing or wrong for a production deployment, one sentence per setting, each naming it; empty
 * when nothing is (or when this isn't production). An empty assignment counts as unset.
 */
export function productionProblems(env = process.env) {
  if (!isProductionDeployment(env)) return [];
  const problems = [];
  if (!set(env.AUTH_SECRET))
    problems.push(
      "AUTH_SECRET must be set on a production deployment: the key that signs sessions and sign-in links, the same on every instance (e.g. `openssl rand -hex 32`).",
    );
  if (!set(env.AUTH_URL))
    problems.push(
      "AUTH_URL must be set on a production deployment: the public origin sign-in links point to (e.g. https://holla.example).",
    );
  if (!set(env.DATABASE_URL) || env.HOLLA_EMBEDDED_DATABASE === "1") problems.push(EMBEDDED_IN_PRODUCTION);
  if (!set(env.EMAIL_SERVER))
    problems.push(
      "EMAIL_SERVER must be set on a production deployment: sign-in links are sent by mail (smtp://user:password@host:587), never kept in a log.",
    );
  else if (!set(env.EMAIL_FROM))
    problems.push(
      'EMAIL_FROM must be set on a production deployment: the sender your SMTP service accepts, e.g. "Holla <hello@your-domain>".',
    );
  if (env.ALLOW_TIER_OVERRIDE === "1" || env.ALLOW_TIER_OVERRIDE === "true")
    problems.push("ALLOW_TIER_OVERRIDE must not be set on a production deployment.");
  return problems;
}
