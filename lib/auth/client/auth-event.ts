import { AUTH_EVENT_COOKIE, type AuthEvent, isAuthEvent, SIGNED_IN_HINT_COOKIE } from "@/lib/auth/auth-event";
import { deleteBrowserCookie, readBrowserCookie } from "@/lib/platform/client/cookies";

// The page's side of the auth event and the signed-in hint (lib/auth/auth-event.ts says why they exist).

// The event is for the page the server's redirect brought the browser to, so it is read when that page's
// scripts first run, not later: a page still open when the cookie arrives (Sign Out pressed while it was
// still asking who is signed in) is about to be replaced, and taking the event there would leave the new
// page without its "Signed Out" toast.
let atLoad = readBrowserCookie(AUTH_EVENT_COOKIE);

/** The event this page was loaded with, once; clears it. */
export function takeAuthEvent(): AuthEvent | null {
  const event = atLoad;
  atLoad = undefined;
  if (!isAuthEvent(event)) return null;
  deleteBrowserCookie(AUTH_EVENT_COOKIE);
  return event;
}

export function hasSignedInHint(): boolean {
  return readBrowserCookie(SIGNED_IN_HINT_COOKIE) === "1";
}

export function dropSignedInHint(): void {
  deleteBrowserCookie(SIGNED_IN_HINT_COOKIE);
}
