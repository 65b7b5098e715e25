// Sign-in facts that the browser and the server share (no server imports here).

/** Auth.js's id for the email link provider, which names its callback route. */
export const EMAIL_PROVIDER_ID = "email";
/**
 * Where Auth.js checks a link's token and starts the session. Only the confirm page's form POST uses
 * the token there; a GET (an old emailed link, another site's navigation) is sent on to the confirm page.
 */
export const SIGN_IN_CALLBACK_PATH = `/api/auth/callback/${EMAIL_PROVIDER_ID}`;
/** Issues the nonce the confirm page's form carries to the callback (see lib/auth/sign-in-nonce.ts). */
export const SIGN_IN_NONCE_PATH = "/api/auth/sign-in-nonce";
/** The confirm page's form field for that nonce. */
export const SIGN_IN_NONCE_FIELD = "nonce";
/** The confirm page's ?error= when the callback was posted without the nonce cookie. */
export const SIGN_IN_NONCE_MISSING = "cookie";
/** Where the emailed link opens: a page that asks for one click before the token is used. */
export const SIGN_IN_CONFIRM_PATH = "/sign-in/confirm";
/** The query parameters a sign-in link carries from the email to Auth.js, and nothing else. */
export const SIGN_IN_LINK_PARAMS = ["token", "email", "callbackUrl"] as const;

/**
 * The link to email for Auth.js's callback link. Mail security scanners (Outlook's Safe Links and the
 * like) open every link in a message to check it; were that the callback itself, the scanner would
 * use the single-use token up and the person's own click would fail. So the email links to a page
 * with the same query, which sends it on to the callback only when someone presses its button.
 */
export function confirmationLink(callbackLink: string): string {
  const url = new URL(callbackLink);
  return `${url.origin}${confirmPagePath(url.searchParams)}`;
}

/** The confirm page's path with a sign-in link's parameters (and nothing else) from `params`. */
export function confirmPagePath(params: URLSearchParams, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams();
  for (const name of SIGN_IN_LINK_PARAMS) {
    const value = params.get(name);
    if (value !== null) query.set(name, value);
  }
  for (const [name, value] of Object.entries(extra)) query.set(name, value);
  return `${SIGN_IN_CONFIRM_PATH}?${query}`;
}

/** Signs out on a POST (a form on our pages); a GET only leads to SIGN_OUT_PAGE. */
export const SIGN_OUT_PATH = "/api/standalone-logout";
/** Asks "Sign out of Holla?" and posts the answer to SIGN_OUT_PATH. */
export const SIGN_OUT_PAGE = "/sign-out";

/** The quick sign-in panel offers "Resend" after this long; the server refuses sooner resends. */
export const RESEND_COOLDOWN_SECONDS = 30;

const MAX_PATH = 512;

const BASE = "http://holla.invalid";

/**
 * Where a sign-in link may bring the user back to: a path on this site only ("/account",
 * "/premium-checkout?x=1"), never another origin ("//evil.example", "https://…", "/\\evil").
 * The normalised result is what gets checked: the URL parser resolves dot segments, percent-encoded
 * ones too, so "/..//evil.example" and "/%2e%2e//evil.example" only become "//evil.example" (which a
 * browser reads as another host) after parsing.
 */
export function safeNextPath(next: string | null | undefined): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: deliberate, a path holding a control character (or a backslash) is refused
  if (!next || next.length > MAX_PATH || !next.startsWith("/") || /[\\\u0000-\u001f]/.test(next)) return "/";
  try {
    const url = new URL(next, BASE);
    const path = `${url.pathname}${url.search}${url.hash}`;
    return url.origin === BASE && isSitePath(path) ? path : "/";
  } catch {
    return "/";
  }
}

/** A path that stays on the site when used as a link: not "//host", "/\\host", nor anything that parses elsewhere. */
function isSitePath(path: string): boolean {
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return false;
  try {
    return new URL(path, BASE).origin === BASE;
  } catch {
    return false;
  }
}

/** The sign-in page's address for coming back to `next`. */
export function signInHref(next: string): string {
  const path = safeNextPath(next);
  return path === "/" ? "/sign-in" : `/sign-in?next=${encodeURIComponent(path)}`;
}
