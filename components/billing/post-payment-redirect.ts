import { safeNextPath } from "@/lib/auth/sign-in-rules";

// Where "Start Using Premium Features" on /welcome-premium leads (docs/product.md): the page the user was on
// before checkout, kept for this tab only. It is a path and nothing else: no plan, no flag.

const KEY = "postPaymentRedirect";

/** Pages that are part of signing in or paying: coming back to one of them after paying makes no sense. */
const CHECKOUT_PATHS =
  /^\/(subscribe|no-oauth-subscribe|subscribe-oauth|subscribe-premium-plus|premium-checkout|welcome-premium|payment-test|sign-in|api)(\/|$)/;

/** Remembers the same-origin page that led here, unless one is already remembered. */
export function rememberWhereUserCameFrom() {
  try {
    if (window.sessionStorage.getItem(KEY) || !document.referrer) return;
    const from = new URL(document.referrer);
    if (from.origin !== window.location.origin || CHECKOUT_PATHS.test(from.pathname)) return;
    window.sessionStorage.setItem(KEY, `${from.pathname}${from.search}`);
  } catch {
    // Storage blocked or a malformed referrer: the welcome page falls back to the home page.
  }
}

/** The remembered path (then forgotten), or "/". */
export function takePostPaymentRedirect(): string {
  try {
    const path = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return safeNextPath(path);
  } catch {
    return "/";
  }
}
