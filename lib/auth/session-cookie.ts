// The Auth.js session cookie, read without Auth.js so that one query can resolve the session, the
// user and the plan (lib/account/viewer.ts). Auth.js names it by protocol: "__Secure-" on https, where a
// plain-named cookie (settable over http by anyone on the network) is never trusted.

export const SESSION_COOKIE = "authjs.session-token";
export const SECURE_SESSION_COOKIE = `__Secure-${SESSION_COOKIE}`;
/** 30 days, Auth.js's default; extended on use once a day (see app/api/auth/user). */
export const SESSION_MAX_AGE_SECONDS = 30 * 86_400;

export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

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
  const token = cookieValue(headers.get("cookie"), name);
  // The cookie is percent-decoded, so it may hold anything: a NUL in it would fail the session query
  // (a 500) instead of finding no session.
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

/** Set-Cookie that removes the session cookie (after the session row itself is gone). */
export function clearSessionCookie(secure: boolean): string {
  return `${secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
