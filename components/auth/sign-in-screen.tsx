"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { QuickSignIn } from "@/components/auth/quick-sign-in";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth/client/session";
import { safeNextPath } from "@/lib/auth/sign-in-rules";

// Auth.js sends a link that failed here with ?error=… (pages.error in lib/auth/config.ts).
const ERRORS: Record<string, string> = {
  Verification: "That sign-in link has expired or was already used. Enter your email and we'll send you a new one.",
  Configuration: "Something went wrong on our side while signing you in. Please ask for a new link.",
};

export function SignInScreen() {
  const params = useSearchParams();
  const next = safeNextPath(params.get("next") ?? params.get("callbackUrl"));
  const error = params.get("error");
  const auth = useAuth();

  if (auth.status === "signed-in") {
    return (
      <div>
        <h2 className="text-xl font-bold text-ink-900">You&apos;re signed in</h2>
        <p className="mt-2 text-ink-700">
          Signed in as <strong className="font-semibold break-all text-ink-900">{auth.user.email}</strong>.
        </p>
        <div className="mt-5 flex flex-wrap gap-2">
          <Button asChild>
            <Link href={next}>Continue</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/account">Your account</Link>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <>
      {error && (
        <p role="alert" className="mb-5 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {ERRORS[error] ?? "That sign-in didn't work. Please ask for a new link."}
        </p>
      )}
      <QuickSignIn next={next} />
    </>
  );
}
