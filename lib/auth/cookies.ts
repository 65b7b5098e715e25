import "server-only";
import { AUTH_EVENT_COOKIE, AUTH_EVENT_MAX_AGE_SECONDS, type AuthEvent, isAuthEvent, SIGNED_IN_HINT_COOKIE } from "@/lib/auth/auth-event";
import { clearCookie, readCookie, setCookie } from "@/lib/platform/http/cookies";

// The cookies of signing in, written and read on the server: the Auth.js session cookie, read without Auth.js so that one query can resolve the session, the
// user and the plan (lib/account/viewer.ts). Auth.js names it by protocol: "__Secure-" on https, where a
// plain-named cookie (settable over http by anyone on the network) is never trusted.

export const SESSION_COOKIE = "authjs.session-token";
export const SECURE_SESSION_COOKIE = `__Secure-${SESSION_COOKIE}`;
/** 30 days, Auth.js's default; extended on use once a day (see app/(auth)/api/auth/user/route.ts). */
export const SESSION_MAX_AGE_SECONDS = 30 * 86_400;

/** Whether the request reached us over https (directly, or as the proxy in front of us says). */
export function isSecureRequest(headers: Headers, url?: string): boolean {
  const forwarded = headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  if (forwarded) return forwarded === "https";
  return url ? url.startsWith("https:") : false;
}

/** What a session token can be made of (Auth.js makes UUIDs). */
const TOKEN_PATTERN = /^[\w.~+/=-]{1,256}$/;

export function sessionTokenFrom(headers: Headers, url?: string): string | null {
  const name = isSecureRequest(headers, url) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  const token = readCookie(headers.get("cookie"), name);
  // The cookie is percent-decoded, so it may hold anything: a NUL in it would fail the session query
  // (a 500) instead of finding no session.
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

/** Set-Cookie that removes the session cookie (after the session row itself is gone). */
export function clearSessionCookie(secure: boolean): string {
  return clearCookie(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, { secure, httpOnly: true });
}

export function authEventCookie(event: AuthEvent, secure: boolean): string {
  return setCookie(AUTH_EVENT_COOKIE, event, { maxAge: AUTH_EVENT_MAX_AGE_SECONDS, secure });
}

/** The auth event a Cookie header carries. */
export function authEventFrom(header: string | null | undefined): AuthEvent | null {
  const value = readCookie(header, AUTH_EVENT_COOKIE);
  return isAuthEvent(value) ? value : null;
}

export function signedInHintCookie(signedIn: boolean, secure: boolean): string {
  return signedIn
    ? setCookie(SIGNED_IN_HINT_COOKIE, "1", { maxAge: SESSION_MAX_AGE_SECONDS, secure })
    : clearCookie(SIGNED_IN_HINT_COOKIE, { secure });
}

/** What a browser is sent when its session ends (sign-out, account deletion): the event, and no hint. */
export function signedOutCookies(event: Extract<AuthEvent, "signed_out" | "account_deleted">, secure: boolean): string[] {
  return [authEventCookie(event, secure), signedInHintCookie(false, secure)];
}
