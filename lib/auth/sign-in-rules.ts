// Sign-in facts that the browser and the server share (no server imports here).

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
