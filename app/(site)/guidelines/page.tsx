import { ShieldAlert } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { ContentSections } from "@/components/content/content-sections";
import { PageShell } from "@/components/layout/page-shell";
import { Button } from "@/components/ui/button";
import { GUIDELINES_PAGE as page } from "@/content/guidelines";
import { SITE } from "@/lib/site";

export const metadata: Metadata = { title: page.title, description: page.description };

export default function GuidelinesPage() {
  return (
    <PageShell title={page.title} intro={page.intro}>
      <ContentSections sections={page.sections} />
      <div className="flex flex-col gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <ShieldAlert className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden />
          <p className="text-ink-800">
            Something doesn&apos;t feel right? Safety reports are reviewed within {SITE.responseHours.safety} hours.
          </p>
        </div>
        <Button asChild className="shrink-0">
          <Link href="/report">Report an Issue</Link>
        </Button>
      </div>
    </PageShell>
  );
}
