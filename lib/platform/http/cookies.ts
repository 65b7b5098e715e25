import "server-only";
import { parseCookie, stringifySetCookie } from "cookie";

// The server's one way to read and write cookies (the `cookie` package, as Next and Auth.js use it):
// every cookie Holla sets lives on the whole site, is SameSite=Lax, and is Secure when the request
// came over https. The browser's few reads and deletions are in lib/platform/client/cookies.ts.

export interface CookieOptions {
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
  secure: boolean;
  /** Out of the page's reach (sessions, nonces); the hint and event cookies are read by the page. */
  httpOnly?: boolean;
}

/** A Set-Cookie header value. */
export function setCookie(name: string, value: string, { maxAge, secure, httpOnly = false }: CookieOptions): string {
  return stringifySetCookie({ name, value, path: "/", maxAge, secure, httpOnly, sameSite: "lax" });
}

/** A Set-Cookie header value that deletes `name`. */
export function clearCookie(name: string, options: Omit<CookieOptions, "maxAge">): string {
  return setCookie(name, "", { ...options, maxAge: 0 });
}

/** A malformed %-escape is no value at all, never the raw text (a cookie is anyone's to write). */
function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** One cookie of a Cookie header, decoded; undefined when missing or malformed. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  return header ? parseCookie(header, { decode })[name] : undefined;
}
