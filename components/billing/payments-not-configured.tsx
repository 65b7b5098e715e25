"use client";

import { CircleSlash } from "lucide-react";
import Link from "next/link";
import { useBillingConfig } from "@/components/billing/use-billing-config";
import { PLANS } from "@/lib/plans";
import { SITE } from "@/lib/site";

/**
 * What every checkout screen shows when this server can't take payments. How a developer grants
 * Premium is for a developer's own machine or a QA server only, never for customers.
 */
export function PaymentsNotConfigured() {
  const config = useBillingConfig();
  const developer = config.status === "ready" && config.developerHints;
  return (
    <section aria-labelledby="payments-not-configured" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-ink-800 sm:p-5">
      <h2 id="payments-not-configured" className="flex items-center gap-2 text-lg font-bold text-ink-900">
        <CircleSlash className="size-5 text-amber-700" aria-hidden /> Payments aren&apos;t set up on this server
      </h2>
      <p className="mt-2">Payments are not set up on this server yet, so nothing can be charged here.</p>
      {developer ? (
        <>
          <p className="mt-2">To try {PLANS.premium.name} on this server, whoever runs it can grant it to your account:</p>
          <pre className="mt-2 overflow-x-auto rounded-lg bg-ink-900 px-3 py-2 text-sm text-white">
            <code>npm run grant-premium -- YOUR_EMAIL</code>
          </pre>
        </>
      ) : (
        <p className="mt-2">
          {PLANS.premium.name} can&apos;t be bought here right now. Questions? Email{" "}
          <a href={`mailto:${SITE.mail.support}`} className="font-medium text-brand-700 underline underline-offset-2">
            {SITE.mail.support}
          </a>
          .
        </p>
      )}
      <p className="mt-3">
        <Link href="/" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
          Go to the reply generator
        </Link>
      </p>
    </section>
  );
}
