import "server-only";
import { appOrigin, requestOrigin } from "@/lib/platform/http/origin";

// Cross-site request forgery, refused at the door (docs/decisions.md, "Middleware"): a state-changing API
// call must come from the app's own pages. Browsers name the page that sent a request in Origin (and
// Sec-Fetch-Site) on every POST, so a form or fetch on another site that targets us — even a
// text/plain "simple" request that skips CORS preflight — is recognisable and answered 403.
// Calls without either header come from no browser (curl, servers), which carry no victim's cookies.

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Signed by Stripe and sent from Stripe's servers: its signature is its proof, not an origin. */
const EXEMPT_PATHS = new Set(["/api/stripe/webhook"]);

function allowedOrigins(request: Request): Set<string> {
  return new Set([requestOrigin(request), new URL(request.url).origin, appOrigin()]);
}

export function isCrossSiteWrite(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  if (EXEMPT_PATHS.has(new URL(request.url).pathname)) return false;
  const origin = request.headers.get("origin");
  const site = request.headers.get("sec-fetch-site");
  if (origin === null) return site === "cross-site";
  // "null" is a sandboxed frame, a data: URL or a redirect chain: never one of our pages.
  if (origin === "null") return true;
  return !allowedOrigins(request).has(origin);
}
