import type { Metadata } from "next";
import { Suspense } from "react";
import { ConfirmSignIn } from "@/components/auth/confirm-sign-in";
import { PageShell } from "@/components/layout/page-shell";
import { Card } from "@/components/ui/card";

export const metadata: Metadata = {
  title: "Finish Signing In",
  description: "One click finishes signing in to Holla with the link from your email.",
  robots: { index: false },
};

export default function ConfirmSignInPage() {
  return (
    <PageShell title="Finish Signing In" intro="One click and you're in.">
      <Card className="sm:p-8">
        {/* The link's token is read in the browser, so the page itself stays static. */}
        <Suspense fallback={<p className="text-sm text-ink-600">Loading…</p>}>
          <ConfirmSignIn />
        </Suspense>
      </Card>
    </PageShell>
  );
}
