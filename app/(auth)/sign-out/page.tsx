import { LogOut } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { SignOutForm } from "@/components/auth/sign-out-form";
import { PageShell } from "@/components/layout/page-shell";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

export const metadata: Metadata = {
  title: "Sign Out",
  description: "Sign out of Holla on this device.",
  robots: { index: false },
};

// Where GET /api/standalone-logout leads: a link can bring anyone here, but only this page's button
// (a POST from our own page) signs out.
export default function SignOutPage() {
  return (
    <PageShell title="Sign Out">
      <Card className="sm:p-8">
        <h2 className="text-xl font-bold text-ink-900">Sign out of Holla?</h2>
        <p className="mt-2 text-ink-700">
          You&apos;ll be signed out on this device. Your saved replies stay in your account for next time.
        </p>
        <div className="mt-5 flex flex-wrap gap-2">
          <SignOutForm>
            <Button type="submit">
              <LogOut aria-hidden /> Sign Out
            </Button>
          </SignOutForm>
          <Button asChild variant="outline">
            <Link href="/">Stay signed in</Link>
          </Button>
        </div>
      </Card>
    </PageShell>
  );
}
