import { type NextRequest, NextResponse } from "next/server";
import { isSecureRequest } from "@/lib/auth/cookies";
import { paymentsConfigured } from "@/lib/billing/config";
import { CROSS_SITE_REFUSED, type ErrorCode } from "@/lib/messages";
import { env } from "@/lib/platform/env";
import { API_POLICY, type InlineScripts, newNonce, pagePolicy, SERVICE_WORKER_POLICY } from "@/lib/platform/http/content-security-policy";
import { scriptHashesFor } from "@/lib/platform/http/prerendered-scripts";
import { canonicalPath } from "@/lib/platform/http/route-aliases";
import { isCrossSiteWrite } from "@/lib/platform/http/same-origin";
import { newVisitorToken, VISITOR_COOKIE, verifyVisitorToken, visitorCookieOptions } from "@/lib/platform/visitor-id";

// Cross-cutting request work (docs/decisions.md, "Middleware"). Every response gets its Content-Security-
// Policy here, because a page's policy depends on the page (its nonce or its scripts' hashes). Every
// API caller gets a signed anonymous visitor id: a new id is also written into the forwarded request,
// so the very first call is counted under the id its response hands out. A state-changing call from
// another site is refused first. Who is premium is never decided here.

const CSP = "Content-Security-Policy";
const dev = env.NODE_ENV === "development";

function api(request: NextRequest): NextResponse {
  if (isCrossSiteWrite(request))
    return withPolicy(
      NextResponse.json({ error: CROSS_SITE_REFUSED, code: "cross_site" satisfies ErrorCode }, { status: 403 }),
      API_POLICY,
    );
  // The health check needs no identity, and load balancers should not collect cookies.
  if (request.nextUrl.pathname === "/api/health" || verifyVisitorToken(request.cookies.get(VISITOR_COOKIE)?.value)) {
    return withPolicy(NextResponse.next(), API_POLICY);
  }
  const { token } = newVisitorToken();
  request.cookies.set(VISITOR_COOKIE, token);
  const response = NextResponse.next({ request: { headers: request.headers } });
  response.cookies.set(VISITOR_COOKIE, token, visitorCookieOptions(request.nextUrl.protocol === "https:"));
  return withPolicy(response, API_POLICY);
}

let warnedUnreadableBuild = false;

function inlineScripts(pathname: string): InlineScripts {
  if (dev) return { nonce: newNonce() };
  const found = scriptHashesFor(canonicalPath(pathname));
  if (found) return found.prerendered ? { hashes: found.hashes } : { nonce: newNonce(), hashes: found.hashes };
  // Without the build's pages a static page's scripts can't be named, and blocking them would break
  // every page: degrade to a policy that still limits where scripts come from, and say so once.
  if (!warnedUnreadableBuild) {
    warnedUnreadableBuild = true;
    console.warn(
      "[csp] The build's prerendered pages can't be read here (.next/prerender-manifest.json), so inline scripts are allowed without hashes.",
    );
  }
  return { anyInline: true };
}

function page(request: NextRequest): NextResponse {
  const scripts = inlineScripts(request.nextUrl.pathname);
  const policy = pagePolicy({
    scripts,
    thirdParties: { stripe: paymentsConfigured(), posthogHost: env.NEXT_PUBLIC_POSTHOG_KEY ? env.NEXT_PUBLIC_POSTHOG_HOST : null },
    dev,
    https: isSecureRequest(request.headers, request.url),
  });
  if (!("nonce" in scripts) || !scripts.nonce) return withPolicy(NextResponse.next(), policy);
  // Next reads the nonce from the request's policy and puts it on every script of the render.
  const headers = new Headers(request.headers);
  headers.set(CSP, policy);
  return withPolicy(NextResponse.next({ request: { headers } }), policy);
}

function withPolicy(response: NextResponse, policy: string): NextResponse {
  response.headers.set(CSP, policy);
  return response;
}

/** public/sw.js: a script, not a page (lib/platform/http/content-security-policy.ts, SERVICE_WORKER_POLICY). */
const SERVICE_WORKER = "/sw.js";

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === SERVICE_WORKER) return withPolicy(NextResponse.next(), SERVICE_WORKER_POLICY);
  return pathname.startsWith("/api/") ? api(request) : page(request);
}

export const config = {
  // Everything but the build's static files (hashed, immutable; a policy on a script file means nothing) and
  // the screenshot reader's worker files, whose policy next.config.ts sets.
  matcher: ["/((?!_next/static|_next/image|ocr/|favicon.ico|icon.svg).*)"],
};
