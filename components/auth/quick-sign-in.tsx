"use client";

import { MailCheck } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { EmailField } from "@/components/forms/email-field";
import { useFieldErrors } from "@/components/forms/field-error";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/components/use-hydrated";
import { RESEND_COOLDOWN_SECONDS, safeNextPath } from "@/lib/auth/sign-in-rules";
import { FIELD_MESSAGES, looksLikeEmail } from "@/lib/forms/field-words";
import { apiRequest } from "@/lib/platform/client/http";
import { notify } from "@/lib/platform/client/toast";

interface QuickSignInProps {
  /** Where the link in the email brings the user back to. */
  next: string;
  heading?: string;
  intro?: string;
  submitLabel?: string;
}

type Sent = { email: string; delivery: "email" | "outbox"; at: number };

/**
 * The quick sign-in panel: an email address, then "Check your email". Nobody is signed in until the
 * link in that email is opened; it works once, expires in 24 hours and lands back on `next`.
 */
export function QuickSignIn({ next, heading = "Sign in with your email", intro, submitLabel = "Continue" }: QuickSignInProps) {
  const ready = useHydrated();
  const [email, setEmail] = useState("");
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const headingId = useId();
  const fields = useFieldErrors({ email: `${headingId}-email` });

  async function send(address: string): Promise<boolean> {
    setPending(true);
    try {
      const result = await apiRequest<{ success: boolean; delivery?: "email" | "outbox" }>("/api/standalone-login", {
        method: "POST",
        body: { email: address, next: safeNextPath(next) },
      });
      if (!result.success) throw new Error("Login failed");
      setSent({ email: address, delivery: result.delivery ?? "email", at: Date.now() });
      return true;
    } catch (error) {
      fields.showRefusal(error);
      notify.error("Sign In Failed", {
        description: error instanceof Error && error.message ? error.message : "Please try again or contact support",
      });
      return false;
    } finally {
      setPending(false);
    }
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!looksLikeEmail(email)) {
      fields.show({ email: FIELD_MESSAGES.email });
      notify.error("Invalid Email", { description: "Please enter a valid email address" });
      return;
    }
    await send(email.trim().toLowerCase());
  }

  if (sent) {
    return (
      <CheckYourEmail
        sent={sent}
        pending={pending}
        onResend={async () => {
          if (await send(sent.email)) notify.success("Link Sent Again", { description: `Check ${sent.email} for the newest link.` });
        }}
        onChangeEmail={() => setSent(null)}
      />
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold text-ink-900">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{intro ?? "We'll email you a link that signs you in. No password needed."}</p>
      <form onSubmit={onSubmit} noValidate className="mt-5 space-y-3">
        <EmailField
          id={`${headingId}-email`}
          value={email}
          onChange={(value) => {
            setEmail(value);
            fields.clear("email");
          }}
          error={fields.errors.email}
          readOnly={!ready}
        />
        <Button type="submit" size="lg" className="w-full" disabled={pending || !email.trim()}>
          {pending ? "Sending..." : submitLabel}
        </Button>
      </form>
    </section>
  );
}

function CheckYourEmail({
  sent,
  pending,
  onResend,
  onChangeEmail,
}: {
  sent: Sent;
  pending: boolean;
  onResend: () => void;
  onChangeEmail: () => void;
}) {
  const wait = useCountdown(sent.at + RESEND_COOLDOWN_SECONDS * 1000);
  return (
    <section aria-labelledby="check-email-title" aria-live="polite">
      <MailCheck className="size-9 text-brand-600" aria-hidden />
      <h2 id="check-email-title" className="mt-3 text-xl font-bold text-ink-900">
        Check your email
      </h2>
      <p className="mt-2 text-ink-700">
        We sent a sign-in link to <strong className="font-semibold break-all text-ink-900">{sent.email}</strong>. Open it on this device to
        continue. It works once and expires in 24 hours.
      </p>
      {sent.delivery === "outbox" && (
        <p className="mt-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-ink-800">
          This server has no mail service set up, so the email wasn&apos;t sent: its link is in the server&apos;s log and in its outbox at{" "}
          <code className="font-mono text-xs">/dev/outbox</code> (the key is in the log too).
        </p>
      )}
      <p className="mt-3 text-sm text-ink-600">Nothing there? Check your spam folder, or send a new link.</p>
      <div className="mt-5 flex flex-wrap gap-2">
        <Button type="button" variant="outline" disabled={pending || wait > 0} onClick={onResend}>
          {pending ? "Sending..." : wait > 0 ? `Resend link in ${wait}s` : "Resend link"}
        </Button>
        <Button type="button" variant="ghost" onClick={onChangeEmail}>
          Use a different email
        </Button>
      </div>
    </section>
  );
}

/** Whole seconds left until `until`, ticking down to 0. */
function useCountdown(until: number): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(until));
  useEffect(() => {
    setSeconds(secondsUntil(until));
    const timer = setInterval(() => {
      const left = secondsUntil(until);
      setSeconds(left);
      if (left === 0) clearInterval(timer);
    }, 500);
    return () => clearInterval(timer);
  }, [until]);
  return seconds;
}

function secondsUntil(until: number): number {
  return Math.max(0, Math.ceil((until - Date.now()) / 1000));
}
