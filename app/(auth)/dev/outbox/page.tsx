import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageShell } from "@/components/layout/page-shell";
import { Card } from "@/components/ui/card";
import { latestOutboxEmails, outboxKeyMatches } from "@/lib/auth/outbox";

export const metadata: Metadata = { title: "Outbox", robots: { index: false, follow: false } };

const timeFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" });

/**
 * The mail this server would have sent, for whoever runs it without SMTP (docs/decisions.md). Without the
 * key from the server log (or with SMTP configured) there is nothing here: a plain 404.
 */
export default async function OutboxPage({ searchParams }: { searchParams: Promise<{ key?: string | string[] }> }) {
  const { key } = await searchParams;
  if (!outboxKeyMatches(typeof key === "string" ? key : null)) notFound();
  const emails = await latestOutboxEmails();

  return (
    <PageShell
      title="Outbox"
      backToHome={false}
      width="wide"
      intro="No mail server is configured (EMAIL_SERVER), so mail is kept here and printed in the server log instead of being sent. Newest first."
    >
      {emails.length === 0 ? (
        <Card>
          <p className="text-ink-700">No mail yet. Ask for a sign-in link and it will appear here.</p>
        </Card>
      ) : (
        <ol aria-label="Messages" className="space-y-4">
          {emails.map((email) => (
            <li key={email.id}>
              <Card>
                <article aria-label={`${email.subject} to ${email.to}`}>
                  <header className="flex flex-wrap items-baseline justify-between gap-2">
                    <h2 className="font-bold text-ink-900">{email.subject}</h2>
                    <time dateTime={email.createdAt.toISOString()} className="text-xs text-ink-600">
                      {timeFormat.format(email.createdAt)} UTC
                    </time>
                  </header>
                  <p className="mt-1 text-sm text-ink-700">
                    To: <span className="font-medium text-ink-900">{email.to}</span>
                  </p>
                  {email.link && (
                    <a
                      href={email.link}
                      className="mt-3 inline-flex h-10 items-center rounded-xl bg-gradient-to-r from-brand-600 to-pink-600 px-4 text-sm font-semibold text-white"
                    >
                      Open the sign-in link
                    </a>
                  )}
                  <details className="mt-3 text-sm">
                    <summary className="cursor-pointer font-semibold text-brand-700">Plain-text body</summary>
                    <pre className="mt-2 overflow-x-auto rounded-xl bg-ink-50 p-3 text-xs whitespace-pre-wrap text-ink-800">
                      {email.text}
                    </pre>
                  </details>
                </article>
              </Card>
            </li>
          ))}
        </ol>
      )}
    </PageShell>
  );
}
