import "server-only";
import { createTransport, type Transporter } from "nodemailer";
import { storeInOutbox } from "@/lib/auth/outbox";
import type { EmailMessage } from "@/lib/auth/sign-in-email";
import { env } from "@/lib/platform/env";

// The one way the app sends mail: SMTP through Nodemailer when EMAIL_SERVER is set, else the outbox.

export class MailDeliveryError extends Error {
  constructor(cause: unknown) {
    super("The mail server did not accept the message.", { cause });
    this.name = "MailDeliveryError";
  }
}

const holder = globalThis as unknown as { hollaMailTransport?: Transporter };

function transport(server: string): Transporter {
  // Pooled: one SMTP connection serves many sign-ins instead of a TLS handshake per message.
  holder.hollaMailTransport ??= createTransport(`${server}${server.includes("?") ? "&" : "?"}pool=true`);
  return holder.hollaMailTransport;
}

export async function sendEmail(
  to: string,
  message: EmailMessage,
  { link = null }: { link?: string | null } = {},
): Promise<"smtp" | "outbox"> {
  const server = env.EMAIL_SERVER;
  if (!server) {
    await storeInOutbox(to, message, link);
    return "outbox";
  }
  try {
    const result = await transport(server).sendMail({ to, from: env.EMAIL_FROM, ...message });
    const refused = [...(result.rejected ?? []), ...(result.pending ?? [])];
    if (refused.length) throw new Error(`refused ${refused.length} recipient(s)`);
    return "smtp";
  } catch (error) {
    throw new MailDeliveryError(error);
  }
}
