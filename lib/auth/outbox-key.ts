import { createHmac } from "node:crypto";

/**
 * The key that opens /dev/outbox, derived from the app secret: stable across restarts and instances,
 * printed in the server log at start, and useless to anyone who cannot read that log.
 */
export function outboxKeyFor(secret: string): string {
  return createHmac("sha256", secret).update("holla:dev-outbox").digest("base64url").slice(0, 32);
}
