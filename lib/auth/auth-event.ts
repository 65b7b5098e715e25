// What just happened to the browser's sign-in state, told by the server in a short-lived cookie that
// the page reads once (then deletes): the "Welcome to Holla!" toast and the analytics events run
// wherever the user lands, after a full-page redirect. And "this browser may be signed in": the
// session cookie is HttpOnly, so the page can't see it; this readable hint, set beside it at sign-in
// and removed at sign-out, lets an anonymous visitor's page skip GET /api/auth/user (a request, and a
// 401 in the console, on every page view). It grants nothing: the server still reads the session
// itself, and a stale hint costs one 401, after which the page drops it.
// The names, shared by the server (lib/auth/cookies.ts writes them) and the browser (lib/auth/client/auth-event.ts).

export const AUTH_EVENT_COOKIE = "holla_auth_event";
export const AUTH_EVENT_MAX_AGE_SECONDS = 600;
export type AuthEvent = "signed_in" | "signed_in_new" | "signed_out" | "account_deleted";
const EVENTS: readonly AuthEvent[] = ["signed_in", "signed_in_new", "signed_out", "account_deleted"];

export function isAuthEvent(value: string | undefined): value is AuthEvent {
  return EVENTS.some((e) => e === value);
}

export const SIGNED_IN_HINT_COOKIE = "holla_signed_in";
