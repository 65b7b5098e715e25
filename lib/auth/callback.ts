import "server-only";
import { Auth } from "@auth/core";
import type { z } from "zod";
import type { signInFormSchema } from "@/app/(auth)/api/auth/[...nextauth]/schema";
import { withSignInOutcome } from "@/lib/auth/callback-context";
import { cookieHeaderForAuth, withAcceptableCallbackUrl } from "@/lib/auth/callback-url";
import { authConfig } from "@/lib/auth/config";
import { authEventCookie, isSecureRequest, signedInHintCookie } from "@/lib/auth/cookies";
import { clearSignInNonce, signInNonceMatches } from "@/lib/auth/sign-in-nonce";
import { confirmPagePath, SIGN_IN_CALLBACK_PATH, SIGN_IN_NONCE_MISSING } from "@/lib/auth/sign-in-rules";
import { readCookie } from "@/lib/platform/http/cookies";
import { appOrigin } from "@/lib/platform/http/origin";
import { seeOther, withCookies } from "@/lib/platform/http/responses";
import { VISITOR_COOKIE, verifyVisitorToken } from "@/lib/platform/visitor-id";
import { carryOverUsage } from "@/lib/replies/quota";

// Auth.js's GET endpoints that the app uses: the sign-in callback (callback/email, reached by the
// confirm page's POST, see signInFromConfirmPage) and the session. Its other endpoints (its own
// sign-in form and POST actions) stay closed: sign-in goes through /api/standalone-login, whose
// limits they would bypass.
const OPEN_ACTIONS = new Set(["callback/email", "session"]);

export function isOpenAuthAction(pathname: string): boolean {
  return OPEN_ACTIONS.has(pathname.replace(/^\/api\/auth\//, "").replace(/\/$/, ""));
}

export function isSignInCallback(pathname: string): boolean {
  return pathname.replace(/\/$/, "") === SIGN_IN_CALLBACK_PATH;
}

/**
 * The request at the app's own origin, where the link's callback URL lives. The handler's own URL can
 * name another host (Next's URL class turns 127.0.0.1 into localhost), and Auth.js would then treat
 * the callback URL as foreign and send the user to the home page instead. It stays a plain Request,
 * handed to Auth.js's core directly: next-auth's handler would rebuild it as a NextRequest on AUTH_URL,
 * and that class names a 127.0.0.1 origin localhost again (the redirect then leaves the site).
 */
function asAddressed(request: Request): Request {
  const url = new URL(request.url);
  const addressed = withAcceptableCallbackUrl(new URL(`${url.pathname}${url.search}`, appOrigin()));
  const headers = new Headers(request.headers);
  headers.set("cookie", cookieHeaderForAuth(request.headers.get("cookie"), addressed.origin));
  const init = { headers, method: request.method };
  return new Request(addressed, init);
}

/** Runs Auth.js on a GET; after a sign-in, carries the visitor's usage over and tells the page. */
export async function handleAuthGet(request: Request): Promise<Response> {
  const { result, signedIn } = await withSignInOutcome(() => Auth(asAddressed(request), authConfig));
  if (!signedIn) return result;

  const visitorId = verifyVisitorToken(readCookie(request.headers.get("cookie"), VISITOR_COOKIE));
  if (visitorId) {
    // Never worth failing a sign-in over: the worst case is a day's count not carried.
    await carryOverUsage(`v:${visitorId}`, `u:${signedIn.userId}`).catch((error) =>
      console.error("[auth] usage carry-over failed:", error),
    );
  }
  const response = new Response(result.body, result);
  const secure = isSecureRequest(request.headers, request.url);
  return withCookies(response, [
    authEventCookie(signedIn.isNewUser ? "signed_in_new" : "signed_in", secure),
    signedInHintCookie(true, secure),
  ]);
}

/**
 * A GET of the callback never uses the token. Only the confirm page's POST may (proxy.ts refuses
 * another site's POST): a GET is an old emailed link, a mail scanner, or another site sending the
 * browser here with its own token to sign the visitor into its account. All of them land on the
 * confirm page, which says whose account it is and waits for the button.
 */
export function toConfirmPage(request: Request): Response {
  return seeOther(confirmPagePath(new URL(request.url).searchParams));
}

export type SignInForm = z.infer<typeof signInFormSchema>;

/**
 * The confirm page's Sign In (a form POST): Auth.js's callback runs with the form's fields as the GET
 * it expects, through handleAuthGet, and its redirect is answered as a 303 with its cookies. Without
 * the nonce this browser was given (lib/auth/sign-in-nonce.ts) the token is left unused and the
 * person is back on the confirm page.
 */
export async function signInFromConfirmPage(request: Request, form: SignInForm): Promise<Response> {
  const query = new URLSearchParams({ token: form.token, email: form.email });
  if (form.callbackUrl) query.set("callbackUrl", form.callbackUrl);
  if (!signInNonceMatches(request, form.nonce)) return seeOther(confirmPagePath(query, { error: SIGN_IN_NONCE_MISSING }));

  const headers = new Headers(request.headers);
  headers.delete("content-type");
  headers.delete("content-length");
  const result = await handleAuthGet(new Request(new URL(`${SIGN_IN_CALLBACK_PATH}?${query}`, request.url), { method: "GET", headers }));
  const redirect = result.status >= 300 && result.status < 400;
  const response = new Response(redirect ? null : result.body, { status: redirect ? 303 : result.status, headers: result.headers });
  response.headers.set("cache-control", "no-store");
  response.headers.append("set-cookie", clearSignInNonce(request));
  return response;
}
