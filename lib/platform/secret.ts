import "server-only";
import { randomBytes } from "node:crypto";
import { env } from "@/lib/platform/env";

// The key that signs visitor cookies. `npm start` always provides one (kept in .data/auth-secret) and
// production must set AUTH_SECRET (lib/platform/env.ts refuses to start otherwise). A bare `next start` without
// it gets a per-process key: cookies then last as long as the process, which only costs a visitor
// a fresh anonymous id, never a wrong identity. The key lives on globalThis because proxy.ts and the
// route handlers are separate bundles in one process, each with its own copy of this module.
const holder = globalThis as unknown as { hollaFallbackSecret?: string };

export function appSecret(): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (!holder.hollaFallbackSecret) {
    holder.hollaFallbackSecret = randomBytes(32).toString("hex");
    if (env.NODE_ENV !== "test") console.warn("[holla] AUTH_SECRET is not set: using a per-process key (see .env.example).");
  }
  return holder.hollaFallbackSecret;
}
