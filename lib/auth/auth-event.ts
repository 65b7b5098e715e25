// What just happened to the browser's sign-in state, told by the server in a short-lived cookie that
// the page reads once (then deletes): the "Welcome to Holla!" toast and the analytics events run
// wherever the user lands, after a full-page redirect.
// Shared by the server and the browser: no server imports here.

import { cookieValue } from "@/lib/auth/session-cookie";

export const AUTH_EVENT_COOKIE = "holla_auth_event";
export type AuthEvent = "signed_in" | "signed_in_new" | "signed_out" | "account_deleted";
const EVENTS: readonly AuthEvent[] = ["signed_in", "signed_in_new", "signed_out", "account_deleted"];
const MAX_AGE_SECONDS = 600;

export function authEventSetCookie(event: AuthEvent, secure: boolean): string {
  return `${AUTH_EVENT_COOKIE}=${event}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function parseAuthEvent(cookieString: string): AuthEvent | null {
  const value = cookieValue(cookieString, AUTH_EVENT_COOKIE);
  return EVENTS.find((e) => e === value) ?? null;
}

/** Reads and clears the event (browser only). */
export function takeAuthEvent(): AuthEvent | null {
  if (typeof document === "undefined") return null;
  const event = parseAuthEvent(document.cookie);
  if (event) document.cookie = `${AUTH_EVENT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${location.protocol === "https:" ? "; Secure" : ""}`;
  return event;
}

// ---- "This browser may be signed in" -------------------------------------------------------------
// The session cookie is HttpOnly, so the page can't see it. This readable hint, set beside it at
// sign-in and removed at sign-out, lets an anonymous visitor's page skip GET /api/auth/user (a
// request, and a 401 in the console, on every page view); it grants nothing: the server still reads
// the session itself. A stale hint costs one 401, after which the page drops it.

export const SIGNED_IN_HINT_COOKIE = "holla_signed_in";

export function signedInHintSetCookie(signedIn: boolean, secure: boolean, maxAgeSeconds = 0): string {
  return `${SIGNED_IN_HINT_COOKIE}=${signedIn ? "1" : ""}; Path=/; Max-Age=${signedIn ? maxAgeSeconds : 0}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Browser only. */
export function hasSignedInHint(): boolean {
  return typeof document !== "undefined" && cookieValue(document.cookie, SIGNED_IN_HINT_COOKIE) === "1";
}

export function dropSignedInHint(): void {
  if (typeof document !== "undefined") document.cookie = signedInHintSetCookie(false, location.protocol === "https:");
}
