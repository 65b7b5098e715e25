import { AUTH_EVENT_COOKIE, type AuthEvent, isAuthEvent, SIGNED_IN_HINT_COOKIE } from "@/lib/auth/auth-event";
import { deleteBrowserCookie, readBrowserCookie } from "@/lib/platform/client/cookies";

// The page's side of the auth event and the signed-in hint (lib/auth/auth-event.ts says why they exist).

/** Reads and clears the event. */
export function takeAuthEvent(): AuthEvent | null {
  const event = readBrowserCookie(AUTH_EVENT_COOKIE);
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
