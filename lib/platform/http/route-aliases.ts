// The spec's second names for a few pages and calls. They are rewrites (next.config.ts), not copies of
// the routes: one handler and one page answer both names. proxy.ts reads the table too, so an alias of a
// prerendered page gets that page's Content-Security-Policy (docs/architecture.md, "Routes").
// No imports: next.config.ts reads this before the app is built.

export const ROUTE_ALIASES: Readonly<Record<string, string>> = {
  "/no-oauth-subscribe": "/subscribe",
  "/subscribe-oauth": "/subscribe",
  "/api/standalone-auth/user": "/api/auth/user",
  "/api/standalone-payment-intent": "/api/create-payment-intent",
};

/** The path that really answers `pathname`. */
export function canonicalPath(pathname: string): string {
  return ROUTE_ALIASES[pathname] ?? pathname;
}
