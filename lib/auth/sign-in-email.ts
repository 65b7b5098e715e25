import { SITE } from "@/lib/site";

// The branded sign-in message, as HTML (inline styles, a table layout that mail clients render) and
// as plain text. The link is the only thing that signs anyone in; the message says so plainly.

export interface SignInEmailInput {
  url: string;
  /** When the link stops working. */
  expires: Date;
}

export interface EmailMessage {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

function validity(expires: Date, now: Date): string {
  const hours = Math.max(1, Math.round((expires.getTime() - now.getTime()) / 3_600_000));
  return hours <= 48 ? `${hours} hour${hours === 1 ? "" : "s"}` : `${Math.round(hours / 24)} days`;
}

export const SIGN_IN_SUBJECT = `Your ${SITE.name} sign-in link`;

export function signInEmail({ url, expires }: SignInEmailInput, now = new Date()): EmailMessage {
  const lasts = validity(expires, now);
  const text = [
    `Sign in to ${SITE.name}`,
    "",
    "Open this link to sign in:",
    url,
    "",
    `The link works once and expires in ${lasts}.`,
    `If you didn't ask to sign in to ${SITE.name}, ignore this email: nothing happens without the link.`,
    "",
    `${SITE.wordmark} · ${SITE.tagline}`,
    `Questions? ${SITE.mail.support}`,
  ].join("\n");

  const link = escapeHtml(url);
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(SIGN_IN_SUBJECT)}</title></head>
<body style="margin:0;padding:0;background:#f6f1fe;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1f1a2e">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f1fe;padding:32px 12px">
    <tr><td align="center">
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:16px;overflow:hidden;box-shadow:0 2px 12px rgba(90,40,160,0.08)">
        <tr><td style="background:linear-gradient(135deg,#6d28d9,#db2777);background-color:#6d28d9;padding:28px 32px;color:#ffffff">
          <p style="margin:0;font-size:24px;font-weight:800;letter-spacing:-0.02em">${escapeHtml(SITE.wordmark)}</p>
          <p style="margin:6px 0 0;font-size:14px;opacity:0.9">${escapeHtml(SITE.tagline)}</p>
        </td></tr>
        <tr><td style="padding:32px">
          <h1 style="margin:0 0 12px;font-size:22px;line-height:1.3">Sign in to ${escapeHtml(SITE.name)}</h1>
          <p style="margin:0 0 24px;font-size:16px;line-height:1.6;color:#4a4458">Tap the button to sign in. No password needed.</p>
          <table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="border-radius:12px;background-color:#6d28d9">
            <a href="${link}" style="display:inline-block;padding:14px 28px;font-size:16px;font-weight:700;color:#ffffff;text-decoration:none;border-radius:12px">Sign in to ${escapeHtml(SITE.name)}</a>
          </td></tr></table>
          <p style="margin:24px 0 0;font-size:14px;line-height:1.6;color:#4a4458">The link works once and expires in ${escapeHtml(lasts)}. If the button doesn't work, paste this address into your browser:</p>
          <p style="margin:8px 0 0;font-size:13px;line-height:1.5;word-break:break-all"><a href="${link}" style="color:#6d28d9">${link}</a></p>
        </td></tr>
        <tr><td style="padding:20px 32px;border-top:1px solid #eee8f7;font-size:13px;line-height:1.6;color:#6b6478">
          If you didn't ask to sign in to ${escapeHtml(SITE.name)}, ignore this email: nothing happens without the link.<br>
          Questions? <a href="mailto:${escapeHtml(SITE.mail.support)}" style="color:#6d28d9">${escapeHtml(SITE.mail.support)}</a>
        </td></tr>
      </table>
    </td></tr>
  </table>
</body>
</html>`;
  return { subject: SIGN_IN_SUBJECT, text, html };
}
