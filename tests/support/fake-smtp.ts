import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

// What every fake SMTP server of this test file was sent, so a test on a server that mails its links
// (a production deployment has no outbox) can sign in as the outbox's tests do.
const everyReceived: ReceivedMail[][] = [];

/** The sign-in link in the newest mail any fake SMTP server of this file got for `email`. */
export function latestMailedLink(email: string): string | undefined {
  const mail = everyReceived
    .flat()
    .filter((m) => m.to.includes(email))
    .at(-1);
  const link = mail && decodeQuotedPrintable(mail.raw).match(/https?:\/\/[^\s"<>]+\/sign-in\/confirm\?[^\s"<>]+/)?.[0];
  return link?.replace(/&amp;/g, "&");
}

/**
 * A local SMTP server (the `smtp-server` package, by Nodemailer's author) that keeps what it is sent,
 * so the app's real Nodemailer path can be tested. Recipients in `refuse` are rejected, as a real
 * server does for a mailbox that doesn't exist.
 */
export async function startFakeSmtp({ refuse = [] as string[] } = {}) {
  const received: ReceivedMail[] = [];
  everyReceived.push(received);
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse.includes(address.address)) return callback(new Error("550 No such user here"));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The quoted-printable body of a raw message, decoded enough to search it for a link. */
export function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
