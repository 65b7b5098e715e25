// Auth.js refuses a callback URL it cannot parse — in the callbackUrl query parameter or in its
// callback-url cookie — with a 500 "server configuration" error, before anything else. Both come from
// the client (a tampered sign-in link, a hand-written cookie), so the requests this app hands to
// Auth.js leave such values out, and the default destination (home) applies instead.

const CALLBACK_URL_COOKIE = /^(__Secure-)?authjs\.callback-url$/;

/** Auth.js's own test (lib/utils/assert.ts): an absolute http(s) URL, or a path on `origin`. */
function acceptable(value: string, origin: string): boolean {
  try {
    return /^https?:$/.test(new URL(value, value.startsWith("/") ? origin : undefined).protocol);
  } catch {
    return false;
  }
}

function decoded(value: string): string {
  const unquoted = value.startsWith('"') ? value.slice(1, -1) : value;
  try {
    return unquoted.includes("%") ? decodeURIComponent(unquoted) : unquoted;
  } catch {
    return unquoted;
  }
}

/** The Cookie header without a callback-url cookie Auth.js would refuse. */
export function cookieHeaderForAuth(header: string | null, origin: string): string {
  if (!header) return "";
  return header
    .split(";")
    .filter((part) => {
      const eq = part.indexOf("=");
      if (eq < 0 || !CALLBACK_URL_COOKIE.test(part.slice(0, eq).trim())) return true;
      const value = decoded(part.slice(eq + 1).trim());
      return !value || acceptable(value, origin);
    })
    .join(";");
}

/** `url` without a callbackUrl parameter Auth.js would refuse (it reads the last one). */
export function withAcceptableCallbackUrl(url: URL): URL {
  const values = url.searchParams.getAll("callbackUrl");
  const last = values[values.length - 1];
  if (last && !acceptable(last, url.origin)) url.searchParams.delete("callbackUrl");
  return url;
}
