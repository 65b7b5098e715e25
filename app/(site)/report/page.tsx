import type { Metadata } from "next";
import { ReportForm } from "@/components/forms/report-form";
import { PageShell } from "@/components/layout/page-shell";
import { Card } from "@/components/ui/card";
import { SITE } from "@/lib/site";

export const metadata: Metadata = {
  title: "Report an Issue",
  description: "Something broken in Holla? Report it here and our team will look into it, usually within 4 hours for technical problems.",
};

export default function ReportPage() {
  return (
    <PageShell
      title="Report an Issue"
      intro="Tell us what went wrong and we'll get it fixed. The more detail you give, the faster we can help."
    >
      <Card>
        <ReportForm />
      </Card>
      <div className="mt-6 space-y-2 text-sm text-ink-600">
        <p>Technical issues usually get a response within {SITE.responseHours.technical} hours.</p>
        <p>
          Need urgent help? Chat with Romeo using the purple button at the bottom right of the page, or email{" "}
          <a className="font-medium text-brand-700 underline" href={`mailto:${SITE.mail.support}`}>
            {SITE.mail.support}
          </a>
          .
        </p>
      </div>
    </PageShell>
  );
}
