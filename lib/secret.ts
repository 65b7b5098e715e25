import { randomBytes } from "node:crypto";
import { env } from "@/lib/env";

// The key that signs visitor cookies. `npm start` always provides one (kept in .data/auth-secret) and
// production must set AUTH_SECRET (lib/env.ts refuses to start otherwise). A bare `next start` without
// it gets a per-process key: cookies then last as long as the process, which only costs a visitor
// a fresh anonymous id, never a wrong identity.
let fallback: string | null = null;

export function appSecret(): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (!fallback) {
    fallback = randomBytes(32).toString("hex");
    if (env.NODE_ENV !== "test") console.warn("[holla] AUTH_SECRET is not set: using a per-process key (see .env.example).");
  }
  return fallback;
}
