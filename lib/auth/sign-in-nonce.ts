import "server-only";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { isSecureRequest } from "@/lib/auth/cookies";
import { clearCookie, readCookie, setCookie } from "@/lib/platform/http/cookies";

// Login CSRF, the second guard. proxy.ts already refuses a POST whose Origin or Sec-Fetch-Site names
// another site, which stops every current browser. By design it lets a POST carrying neither header
// through: that is how servers and scripts call the API, and for every other route such a request
// carries no victim's session. Signing in is the exception: the attack needs no cookie of the
// victim's, only the victim's browser, so a browser that sends no Origin on a form POST (Firefox
// before version 70, for one) would pass. The callback therefore also wants this nonce, fetched by the
// confirm page just before it submits and sent back twice: in an HttpOnly SameSite=Lax cookie and
// in the form. Another site can't read the value (a cross-origin response), can't have the cookie
// sent with its POST (SameSite), and over https can't plant one from a sibling subdomain (the
// __Host- prefix). What no nonce stops is a person who presses Sign In on the confirm page of
// someone else's link; the page names the account being signed into to make that visible.

const COOKIE = "holla_sign_in_nonce";
const SECURE_COOKIE = `__Host-${COOKIE}`;
/** Long enough for the form to submit after fetching it; a slow second try fetches a new one. */
const SIGN_IN_NONCE_MAX_AGE_SECONDS = 300;

const cookieName = (secure: boolean) => (secure ? SECURE_COOKIE : COOKIE);

/** A new nonce, and the Set-Cookie header that keeps it in this browser. */
export function issueSignInNonce(request: Request): { nonce: string; setCookie: string } {
  const nonce = randomBytes(32).toString("base64url");
  const secure = isSecureRequest(request.headers, request.url);
  return { nonce, setCookie: setCookie(cookieName(secure), nonce, { maxAge: SIGN_IN_NONCE_MAX_AGE_SECONDS, secure, httpOnly: true }) };
}

/** Whether the form's nonce is the one in this browser's cookie. */
export function signInNonceMatches(request: Request, submitted: string): boolean {
  const kept = readCookie(request.headers.get("cookie"), cookieName(isSecureRequest(request.headers, request.url)));
  if (!kept || !submitted) return false;
  const a = Buffer.from(kept);
  const b = Buffer.from(submitted);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Set-Cookie that removes the nonce: each one serves a single submit. */
export function clearSignInNonce(request: Request): string {
  const secure = isSecureRequest(request.headers, request.url);
  return clearCookie(cookieName(secure), { secure, httpOnly: true });
}
