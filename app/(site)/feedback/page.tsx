import type { Metadata } from "next";
import { FeedbackForm } from "@/components/forms/feedback-form";
import { PageShell } from "@/components/layout/page-shell";
import { Card } from "@/components/ui/card";
import { SITE } from "@/lib/site";

export const metadata: Metadata = {
  title: "Feedback",
  description: "Tell the Holla team what works, what doesn't and what you want next. Every message is read within 24 hours.",
};

export default function FeedbackPage() {
  return (
    <PageShell
      title="Share Your Feedback"
      intro="Holla gets better because people like you tell us what to fix and what to build. Ideas, praise and complaints are all welcome."
    >
      <Card>
        <FeedbackForm />
      </Card>
      <p className="mt-6 text-sm text-ink-600">
        All feedback is reviewed within {SITE.responseHours.general} hours. Prefer email? Write to{" "}
        <a className="font-medium text-brand-700 underline" href={`mailto:${SITE.mail.feedback}`}>
          {SITE.mail.feedback}
        </a>
        .
      </p>
    </PageShell>
  );
}
