import "server-only";
import { timingSafeEqual } from "node:crypto";
import { outboxKeyFor } from "@/lib/auth/outbox-key";
import type { EmailMessage } from "@/lib/auth/sign-in-email";
import { db } from "@/lib/platform/db";
import { env, isProductionDeployment } from "@/lib/platform/env";
import { appSecret } from "@/lib/platform/secret";

// Without SMTP (the embedded default, docs/decisions.md) mail is not sent: each message is printed to the
// server log with its link and kept in the database, and /dev/outbox?key=… lists them. With SMTP
// configured the outbox is closed and stores nothing.

export const OUTBOX_PATH = "/dev/outbox";
const SHOWN = 50;

/** Never on a production deployment, which can't start without SMTP (lib/platform/production-settings.mjs). */
export function outboxEnabled(): boolean {
  return !env.EMAIL_SERVER && !isProductionDeployment;
}

export function outboxKey(): string {
  return outboxKeyFor(appSecret());
}

export function outboxKeyMatches(given: string | null | undefined): boolean {
  if (!outboxEnabled() || !given) return false;
  const expected = Buffer.from(outboxKey());
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export async function storeInOutbox(to: string, message: EmailMessage, link: string | null): Promise<void> {
  await db.outboxEmail.create({ data: { to, subject: message.subject, text: message.text, html: message.html, link } });
  if (env.NODE_ENV !== "test") console.log(`[holla] outbox: "${message.subject}" to ${to}${link ? `\n[holla] outbox: link ${link}` : ""}`);
}

export function latestOutboxEmails() {
  return db.outboxEmail.findMany({ orderBy: { createdAt: "desc" }, take: SHOWN });
}
