import "server-only";
import { Auth, createActionURL, raw, skipCSRFCheck } from "@auth/core";
import { type SetCookie, stringifySetCookie } from "cookie";
import { cookieHeaderForAuth } from "@/lib/auth/callback-url";
import { authConfig } from "@/lib/auth/config";
import { isSecureRequest, signedInHintCookie } from "@/lib/auth/cookies";
import { captureOutgoingLink, type OutgoingLink } from "@/lib/auth/outgoing-link";
import { EMAIL_PROVIDER_ID } from "@/lib/auth/sign-in-rules";
import { env } from "@/lib/platform/env";
import { appOrigin } from "@/lib/platform/http/origin";

// Auth.js's sign-in and sign-out actions, called from our own route handlers (the spec's
// /api/standalone-login and /api/standalone-logout). next-auth's signIn()/signOut() do the same
// through next/headers; here the request is explicit, so these run (and are tested) anywhere.
// CSRF is skipped as next-auth does for server-side calls: the route itself is the protection.

interface AuthCookie {
  name: string;
  value: string;
  options?: Omit<SetCookie, "name" | "value">;
}

interface RawResult {
  redirect?: string;
  cookies?: AuthCookie[];
}

function actionUrl(action: "signin" | "signout" | "session"): URL {
  // Auth.js would build the URL, and so the emailed link, from the Host and X-Forwarded-* headers,
  // which a client writes: a link on the attacker's host would hand them the token.
  const origin = new URL(appOrigin());
  const headers = new Headers({ host: origin.host, "x-forwarded-proto": origin.protocol });
  return createActionURL(action, origin.protocol, headers, { AUTH_URL: env.AUTH_URL }, authConfig);
}

function actionRequest(url: URL, request: Request, form: Record<string, string>): Request {
  const headers = new Headers(request.headers);
  headers.set("cookie", cookieHeaderForAuth(request.headers.get("cookie"), url.origin));
  headers.set("content-type", "application/x-www-form-urlencoded");
  headers.delete("content-length");
  return new Request(url, { method: "POST", headers, body: new URLSearchParams(form) });
}

/** Auth.js answered with its error page instead of a result: it has logged why (mail, database…). */
export class AuthActionError extends Error {
  constructor(readonly kind: string) {
    super(`Auth.js could not complete the action (${kind}).`);
    this.name = "AuthActionError";
  }
}

async function runAction(request: Request): Promise<RawResult> {
  const result = await Auth(request, { ...authConfig, raw, skipCSRFCheck });
  if (result instanceof Response) {
    const location = result.headers.get("location");
    throw new AuthActionError((location && new URL(location).searchParams.get("error")) || `HTTP ${result.status}`);
  }
  return result as unknown as RawResult;
}

/** Creates a single-use sign-in link for `email` that lands on `callbackPath` (stored, not yet sent). */
export async function createSignInLink(request: Request, email: string, callbackPath: string): Promise<OutgoingLink> {
  const url = new URL(`${actionUrl("signin")}/${EMAIL_PROVIDER_ID}`);
  const link = await captureOutgoingLink(() => runAction(actionRequest(url, request, { email, callbackUrl: callbackPath })));
  if (!link) throw new AuthActionError("no link");
  return link;
}

/** Ends the session of the request's cookie; returns the Set-Cookie headers that clear it. */
export async function endSession(request: Request): Promise<string[]> {
  const result = await runAction(actionRequest(actionUrl("signout"), request, { callbackUrl: "/" }));
  return (result.cookies ?? []).map(serializeCookie);
}

/** Auth.js hands back its cookies as objects (name, value, options); the `cookie` package writes them. */
function serializeCookie({ name, value, options = {} }: AuthCookie): string {
  return stringifySetCookie({ path: "/", ...options, name, value });
}

/**
 * Lets Auth.js roll the session forward (once a day it moves `expires` out to 30 days again) and
 * returns the Set-Cookie headers that carry the new expiry, so active users stay signed in; the page's
 * signed-in hint (lib/auth/auth-event.ts) follows it.
 */
export async function touchSession(request: Request): Promise<string[]> {
  const url = actionUrl("session");
  const response = await Auth(
    new Request(url, { headers: { cookie: cookieHeaderForAuth(request.headers.get("cookie"), url.origin) } }),
    authConfig,
  );
  return [...response.headers.getSetCookie(), signedInHintCookie(true, isSecureRequest(request.headers, request.url))];
}
