import { useEffect, useSyncExternalStore } from "react";
import type { CurrentUser } from "@/lib/account/current-user";
import { dropSignedInHint, hasSignedInHint } from "@/lib/auth/client/auth-event";
import { isPaidPlan, type PaidPlanId } from "@/lib/plans";

// The browser's view of who is signed in: GET /api/auth/user, as the spec says (no retry, kept for
// 5 minutes, any failure means signed out). It only displays what the server said: the plan in it
// unlocks nothing on its own, every request is checked again on the server.

export type AuthState = { status: "loading" } | { status: "signed-out" } | { status: "signed-in"; user: CurrentUser };

const AUTH_CACHE_MS = 300_000;
const LOADING: AuthState = { status: "loading" };
const SIGNED_OUT: AuthState = { status: "signed-out" };

let state: AuthState = LOADING;
let fetchedAt = 0;
let inFlight: Promise<AuthState> | null = null;
const listeners = new Set<() => void>();

function set(next: AuthState) {
  state = next;
  for (const listener of [...listeners]) listener();
}

async function fetchUser(): Promise<AuthState> {
  // Never signed in in this browser (or signed out since): nothing to ask (see auth-event.ts).
  if (!hasSignedInHint()) return SIGNED_OUT;
  try {
    const response = await fetch("/api/auth/user", { credentials: "include", cache: "no-store" });
    if (response.status === 401) dropSignedInHint();
    if (!response.ok) return SIGNED_OUT;
    const user = (await response.json()) as CurrentUser;
    return typeof user?.email === "string" ? { status: "signed-in", user } : SIGNED_OUT;
  } catch {
    return SIGNED_OUT;
  }
}

/** Asks the server (at most once per AUTH_CACHE_MS unless forced); resolves to the new state. */
export function loadAuth({ force = false } = {}): Promise<AuthState> {
  if (!force && state.status !== "loading" && Date.now() - fetchedAt < AUTH_CACHE_MS) return Promise.resolve(state);
  inFlight ??= fetchUser().then((next) => {
    fetchedAt = Date.now();
    inFlight = null;
    set(next);
    return next;
  });
  return inFlight;
}

const authStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  getSnapshot: () => state,
  getServerSnapshot: () => LOADING,
};

/**
 * The current auth state; loads it on first use. A page rendered per request may pass `knownSignedOut`
 * (the browser has no signed-in hint, so loading would conclude "signed out" without asking): it is
 * then the first paint's state instead of "loading".
 */
export function useAuth(knownSignedOut = false): AuthState {
  const current = useSyncExternalStore(
    authStore.subscribe,
    () => (knownSignedOut && state.status === "loading" ? SIGNED_OUT : state),
    () => (knownSignedOut ? SIGNED_OUT : LOADING),
  );
  useEffect(() => {
    void loadAuth();
  }, []);
  return current;
}

/** The paid plan the server says this account has; null while loading, signed out, or on Basic. */
export function paidPlanOf(auth: AuthState): PaidPlanId | null {
  return auth.status === "signed-in" && isPaidPlan(auth.user.subscriptionStatus) ? auth.user.subscriptionStatus : null;
}

/** For tests: forget what the server said. */
