// Sign-in facts that the browser and the server share (no server imports here).

/** Auth.js's id for the email link provider, which names its callback route. */
export const EMAIL_PROVIDER_ID = "email";
/** Where Auth.js checks a link's token and starts the session (a GET). */
export const SIGN_IN_CALLBACK_PATH = `/api/auth/callback/${EMAIL_PROVIDER_ID}`;
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
  const query = new URLSearchParams();
  for (const name of SIGN_IN_LINK_PARAMS) {
    const value = url.searchParams.get(name);
    if (value !== null) query.set(name, value);
  }
  return `${url.origin}${SIGN_IN_CONFIRM_PATH}?${query}`;
}

/** The quick sign-in panel offers "Resend" after this long; the server refuses sooner resends. */
export const RESEND_COOLDOWN_SECONDS = 30;

const MAX_PATH = 512;

/**
 * Where a sign-in link may bring the user back to: a path on this site only ("/account",
 * "/premium-checkout?x=1"), never another origin ("//evil.example", "https://…", "/\\evil").
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || next.length > MAX_PATH || !next.startsWith("/") || next.startsWith("//") || /[\\\u0000-\u001f]/.test(next)) return "/";
  try {
    const url = new URL(next, "http://holla.invalid");
    if (url.origin !== "http://holla.invalid") return "/";
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return "/";
  }
}

/** The sign-in page's address for coming back to `next`. */
export function signInHref(next: string): string {
  const path = safeNextPath(next);
  return path === "/" ? "/sign-in" : `/sign-in?next=${encodeURIComponent(path)}`;
}
