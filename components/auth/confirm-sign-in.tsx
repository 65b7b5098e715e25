"use client";

import { LogIn } from "lucide-react";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  SIGN_IN_CALLBACK_PATH,
  SIGN_IN_LINK_PARAMS,
  SIGN_IN_NONCE_FIELD,
  SIGN_IN_NONCE_MISSING,
  SIGN_IN_NONCE_PATH,
} from "@/lib/auth/sign-in-rules";
import { apiRequest } from "@/lib/platform/client/http";
import { notify } from "@/lib/platform/client/toast";

/**
 * What the emailed link opens (see confirmationLink in lib/auth/sign-in-rules.ts): the token goes to
 * Auth.js only when a person presses the button, so a mail scanner that opens the link can't use it up.
 * The button posts the form to the callback, with a nonce fetched just before (lib/auth/sign-in-nonce.ts),
 * so that only this page, in this browser, can sign it in.
 */
export function ConfirmSignIn() {
  const params = useSearchParams();
  const email = params.get("email");
  const carried = SIGN_IN_LINK_PARAMS.flatMap((name) => {
    const value = params.get(name);
    return value ? [[name, value] as const] : [];
  });
  const nonce = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(false);

  // Back from the next page (the browser's page cache), the button must work again.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => event.persisted && setPending(false);
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);

  if (!email || !params.get("token")) {
    return (
      <div role="alert">
        <h2 className="text-xl font-bold text-ink-900">This link is incomplete</h2>
        <p className="mt-2 text-ink-700">Part of the sign-in link is missing. Open it again from the email, or ask for a new one.</p>
        <Button asChild className="mt-5">
          <Link href="/sign-in">Get a new link</Link>
        </Button>
      </div>
    );
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setPending(true);
    try {
      const issued = await apiRequest<{ nonce: string }>(SIGN_IN_NONCE_PATH, { method: "POST" });
      nonce.current!.value = issued.nonce;
      // The browser's own submit (no submit event, so no loop): it follows the callback's redirect.
      form.submit();
    } catch (error) {
      setPending(false);
      notify.error("Sign In Failed", { description: error instanceof Error && error.message ? error.message : "Please try again." });
    }
  }

  return (
    <form action={SIGN_IN_CALLBACK_PATH} method="post" onSubmit={onSubmit}>
      {carried.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input ref={nonce} type="hidden" name={SIGN_IN_NONCE_FIELD} defaultValue="" />
      {params.get("error") === SIGN_IN_NONCE_MISSING && (
        <p role="alert" className="mb-5 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-ink-800">
          Your browser didn&apos;t send back the cookie this step needs, so you&apos;re not signed in yet. If cookies are blocked for this
          site, allow them, then press Sign In again.
        </p>
      )}
      <h2 className="text-xl font-bold break-words text-ink-900">Sign in as {email}</h2>
      <p className="mt-2 text-ink-700">
        Press the button to finish. We ask for this one click so that email security scanners, which open links to check them, can&apos;t
        use up your single-use link before you do.
      </p>
      <p className="mt-2 text-sm text-ink-600">
        This signs you in to the account for <strong className="font-semibold break-all text-ink-900">{email}</strong>. If that isn&apos;t
        your email address, close this page: someone may be trying to sign you in to their account.
      </p>
      <Button type="submit" size="lg" className="mt-5" disabled={pending}>
        <LogIn aria-hidden /> {pending ? "Signing in…" : "Sign In"}
      </Button>
    </form>
  );
}
