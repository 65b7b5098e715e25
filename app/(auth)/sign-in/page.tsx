import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { SignInScreen } from "@/components/auth/sign-in-screen";
import { PageShell } from "@/components/layout/page-shell";
import { Card } from "@/components/ui/card";
import { PLANS } from "@/lib/plans";

export const metadata: Metadata = {
  title: "Sign In",
  description: "Sign in to Holla with a one-time link sent to your email. No password needed.",
  robots: { index: false },
};

export default function SignInPage() {
  return (
    <PageShell title="Sign In" intro={`Keep your saved replies on every device, and unlock ${PLANS.premium.name} when you're ready.`}>
      <Card className="sm:p-8">
        {/* The panel reads ?next= and ?error= in the browser, so the page itself stays static. */}
        <Suspense fallback={<p className="text-sm text-ink-600">Loading…</p>}>
          <SignInScreen />
        </Suspense>
      </Card>
      <p className="mt-6 text-sm text-ink-600">
        New here? The same link creates your free {PLANS.basic.name} account. By signing in you agree to our{" "}
        <Link className="font-medium text-brand-700 underline" href="/terms">
          Terms of Service
        </Link>{" "}
        and{" "}
        <Link className="font-medium text-brand-700 underline" href="/privacy">
          Privacy Policy
        </Link>
        .
      </p>
    </PageShell>
  );
}
