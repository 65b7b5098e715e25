"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { LogIn } from "lucide-react";
import { Button } from "@/components/ui/button";
import { SIGN_IN_CALLBACK_PATH, SIGN_IN_LINK_PARAMS } from "@/lib/auth/sign-in-rules";

/**
 * What the emailed link opens (see confirmationLink in lib/auth/sign-in-rules.ts): the token goes to
 * Auth.js only when a person presses the button, so a mail scanner that opens the link can't use it up.
 */
export function ConfirmSignIn() {
  const params = useSearchParams();
  const email = params.get("email");
  const carried = SIGN_IN_LINK_PARAMS.flatMap((name) => {
    const value = params.get(name);
    return value ? [[name, value] as const] : [];
  });

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

  return (
    <form action={SIGN_IN_CALLBACK_PATH} method="get">
      {carried.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <h2 className="text-xl font-bold break-words text-ink-900">Sign in as {email}</h2>
      <p className="mt-2 text-ink-700">
        Press the button to finish. We ask for this one click so that email security scanners, which open links to check them, can&apos;t use
        up your single-use link before you do.
      </p>
      <Button type="submit" size="lg" className="mt-5">
        <LogIn aria-hidden /> Sign In
      </Button>
    </form>
  );
}
