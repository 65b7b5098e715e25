import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

// Auth.js creates the sign-in link and hands it to the provider's sendVerificationRequest, which it
// starts before awaiting other work: a send that fails fast would be an unhandled rejection (a crash
// under Node's default). So the provider only hands the link over, here, and /api/standalone-login
// sends the mail itself, awaited, once Auth.js has stored the token.

export interface OutgoingLink {
  email: string;
  url: string;
  expires: Date;
}

const context = new AsyncLocalStorage<{ link: OutgoingLink | null }>();

export async function captureOutgoingLink(fn: () => Promise<unknown>): Promise<OutgoingLink | null> {
  const store: { link: OutgoingLink | null } = { link: null };
  await context.run(store, fn);
  return store.link;
}

/** Called by the email provider; outside /api/standalone-login there is no one to send it. */
export function handOverLink(link: OutgoingLink): void {
  const store = context.getStore();
  if (!store) throw new Error("Sign-in links are only sent through /api/standalone-login.");
  store.link = link;
}
