import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

// Auth.js reports a completed sign-in through events.signIn, which sees the user but not the request.
// The auth route runs Auth.js inside this context, so the event can leave what happened for the
// route to act on (carry the visitor's usage over, tell the browser) with the request at hand.

export interface SignInOutcome {
  userId: string;
  isNewUser: boolean;
}

const context = new AsyncLocalStorage<{ signedIn: SignInOutcome | null }>();

export async function withSignInOutcome<T>(fn: () => Promise<T>): Promise<{ result: T; signedIn: SignInOutcome | null }> {
  const store = { signedIn: null as SignInOutcome | null };
  const result = await context.run(store, fn);
  return { result, signedIn: store.signedIn };
}

export function recordSignIn(userId: string | undefined, isNewUser: boolean): void {
  const store = context.getStore();
  if (store && userId) store.signedIn = { userId, isNewUser };
}
