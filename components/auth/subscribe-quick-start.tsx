"use client";

import { Loader2 } from "lucide-react";
import { QuickSignIn } from "@/components/auth/quick-sign-in";
import { useAuth } from "@/lib/auth/client";

/** /subscribe's first step: sign in by email (the link brings you back here), or who you're signed in as. */
export function SubscribeQuickStart() {
  const auth = useAuth();
  if (auth.status === "loading") {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-ink-600">
        <Loader2 className="size-4 animate-spin" aria-hidden /> Checking whether you&apos;re signed in…
      </p>
    );
  }
  if (auth.status === "signed-in") {
    return (
      <p className="text-ink-700">
        Signed in as <strong className="font-semibold text-ink-900">{auth.user.email}</strong>
      </p>
    );
  }
  return (
    <QuickSignIn
      next="/subscribe"
      heading="Quick Start"
      intro="Enter your email. We'll send a link that signs you in and brings you back here for the payment step."
      submitLabel="Continue to Payment"
    />
  );
}
