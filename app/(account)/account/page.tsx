import { Download, LogOut } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AccountAbout } from "@/components/about/account-about";
import { DeleteAccount } from "@/components/account/delete-account";
import { PlanSummary } from "@/components/account/plan-summary";
import { SignOutForm } from "@/components/auth/sign-out-form";
import { PageShell } from "@/components/layout/page-shell";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { accountOverview } from "@/lib/account/current-user";
import { getPageViewer } from "@/lib/account/viewer";
import { signInHref } from "@/lib/auth/sign-in-rules";
import { refreshBilling } from "@/lib/billing/sync";
import { PLANS } from "@/lib/plans";

export const metadata: Metadata = { title: "Your Account", robots: { index: false } };

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

export default async function AccountPage({ searchParams }: { searchParams: Promise<{ billing?: string | string[] }> }) {
  let viewer = await getPageViewer();
  if (!viewer.userId) redirect(signInHref("/account"));
  // Back from Stripe's billing portal: take what changed there from Stripe now, not when its webhook lands.
  if ((await searchParams).billing === "updated") {
    await refreshBilling(viewer).catch((error: unknown) =>
      console.warn("[billing] sync on return from the portal failed:", error instanceof Error ? error.message : error),
    );
    viewer = await getPageViewer();
  }
  const account = await accountOverview(viewer.userId!);
  const savedLimit = PLANS[viewer.plan].savedReplies;

  return (
    <PageShell title="Your Account" intro="Your plan, your saved replies and your data, in one place.">
      <div className="space-y-6">
        <Card>
          <CardTitle>Profile</CardTitle>
          <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="font-semibold text-ink-700">Email</dt>
            <dd className="break-all text-ink-900">{account.email}</dd>
            <dt className="font-semibold text-ink-700">Member since</dt>
            <dd className="text-ink-900">{dateFormat.format(account.memberSince)}</dd>
            <dt className="font-semibold text-ink-700">Saved replies</dt>
            <dd className="text-ink-900">
              {account.savedReplies}
              {savedLimit === null ? "" : ` of ${savedLimit}`}{" "}
              <Link href="/#generator" className="ml-1 font-medium text-brand-700 underline-offset-4 hover:underline">
                Open the generator
              </Link>
            </dd>
          </dl>
        </Card>

        <AccountAbout />

        <PlanSummary plan={viewer.plan} subscription={account.subscription} hasBillingAccount={account.hasBillingAccount} />

        <Card>
          <CardTitle>Your data</CardTitle>
          <CardDescription className="mt-1">
            Download everything we store about you as a JSON file, or delete your account and all of it for good.
          </CardDescription>
          <div className="mt-5 flex flex-wrap gap-3">
            <Button asChild variant="outline">
              <a href="/api/account/export" download>
                <Download aria-hidden /> Export my data
              </a>
            </Button>
            <DeleteAccount email={account.email} />
          </div>
        </Card>

        <SignOutForm>
          <Button type="submit" variant="ghost">
            <LogOut aria-hidden /> Sign Out
          </Button>
        </SignOutForm>
      </div>
    </PageShell>
  );
}
