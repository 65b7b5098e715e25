import { NextRequest } from "next/server";
import { env } from "@/lib/env";
import { publicOrigin } from "@/lib/http/origin";
import { handlers } from "@/lib/auth/config";
import { authEventSetCookie, signedInHintSetCookie } from "@/lib/auth/auth-event";
import { withSignInOutcome } from "@/lib/auth/callback-context";
import { cookieHeaderForAuth, withAcceptableCallbackUrl } from "@/lib/auth/callback-url";
import { cookieValue, isSecureRequest, SESSION_MAX_AGE_SECONDS } from "@/lib/auth/session-cookie";
import { carryOverUsage } from "@/lib/quota";
import { verifyVisitorToken, VISITOR_COOKIE } from "@/lib/visitor-id";

// Auth.js's GET endpoints that the app uses: the sign-in link (callback/email) and the session.
// Its other endpoints (its own sign-in form and POST actions) stay closed: sign-in goes through
// /api/standalone-login, whose limits they would bypass.
const OPEN_ACTIONS = new Set(["callback/email", "session"]);

export function isOpenAuthAction(pathname: string): boolean {
  return OPEN_ACTIONS.has(pathname.replace(/^\/api\/auth\//, "").replace(/\/$/, ""));
}

/**
 * The request as the browser addressed it (or at AUTH_URL). The handler's own URL can name another
 * host than the link did (Next's URL class turns 127.0.0.1 into localhost), and Auth.js would then
 * treat the link's callback URL as foreign and send the user to the home page instead. A plain
 * Request keeps the host as given; with AUTH_URL, next-auth rewrites a NextRequest onto it itself.
 */
function asAddressed(request: Request): Request {
  const url = new URL(request.url);
  const addressed = withAcceptableCallbackUrl(new URL(`${url.pathname}${url.search}`, publicOrigin(request)));
  const headers = new Headers(request.headers);
  headers.set("cookie", cookieHeaderForAuth(request.headers.get("cookie"), addressed.origin));
  const init = { headers, method: request.method };
  return env.AUTH_URL ? new NextRequest(addressed, init) : new Request(addressed, init);
}

/** Runs Auth.js on a GET; after a sign-in, carries the visitor's usage over and tells the page. */
export async function handleAuthGet(request: Request): Promise<Response> {
  const { result, signedIn } = await withSignInOutcome(() => handlers.GET(asAddressed(request) as NextRequest));
  if (!signedIn) return result;

  const visitorId = verifyVisitorToken(cookieValue(request.headers.get("cookie"), VISITOR_COOKIE));
  if (visitorId) {
    // Never worth failing a sign-in over: the worst case is a day's count not carried.
    await carryOverUsage(`v:${visitorId}`, `u:${signedIn.userId}`).catch((error) => console.error("[auth] usage carry-over failed:", error));
  }
  const response = new Response(result.body, result);
  const secure = isSecureRequest(request.headers, request.url);
  response.headers.append("set-cookie", authEventSetCookie(signedIn.isNewUser ? "signed_in_new" : "signed_in", secure));
  response.headers.append("set-cookie", signedInHintSetCookie(true, secure, SESSION_MAX_AGE_SECONDS));
  return response;
}
