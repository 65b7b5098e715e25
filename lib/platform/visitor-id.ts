import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { appSecret } from "@/lib/platform/secret";

// The anonymous visitor's id: a random value signed with the app secret, in an HttpOnly cookie that
// proxy.ts sets. The signature is what makes it a quota key: a client cannot mint ids of its own that
// the server accepts, only ask for a fresh one (and fresh ones share the per-address daily cap).

export const VISITOR_COOKIE = "holla_vid";
const VISITOR_COOKIE_MAX_AGE = 60 * 60 * 24 * 400; // the longest lifetime browsers allow

const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

function sign(id: string): string {
  return createHmac("sha256", appSecret()).update(`visitor:${id}`).digest("base64url");
}

export function newVisitorToken(): { id: string; token: string } {
  const id = randomBytes(16).toString("base64url");
  return { id, token: `${id}.${sign(id)}` };
}

/** The id inside a cookie value, or null when it is missing, malformed or not signed by us. */
export function verifyVisitorToken(token: string | undefined | null): string | null {
  if (!token) return null;
  const [id, signature, extra] = token.split(".");
  if (!id || !signature || extra !== undefined || !ID_PATTERN.test(id)) return null;
  const expected = Buffer.from(sign(id));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

export function visitorCookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: "lax" as const, secure, path: "/", maxAge: VISITOR_COOKIE_MAX_AGE };
}
