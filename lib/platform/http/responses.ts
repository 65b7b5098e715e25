// Small answers several features give the same way.

/** A 303 to `location`, never cached: what a form POST (sign-in, sign-out) answers with. */
export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });
}

/** `response` with these Set-Cookie header values added. */
export function withCookies<R extends Response>(response: R, cookies: readonly string[]): R {
  for (const cookie of cookies) response.headers.append("set-cookie", cookie);
  return response;
}
