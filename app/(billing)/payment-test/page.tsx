import type { Metadata } from "next";
import { PaymentTestPanel } from "@/components/billing/payment-test-panel";
import { PageShell } from "@/components/layout/page-shell";
import { Card } from "@/components/ui/card";

export const metadata: Metadata = {
  title: "Payment System Test",
  description: "A diagnostic page that checks whether Holla's payment system is configured, without revealing any secrets.",
  robots: { index: false },
};

/** Static; the readiness check runs in the browser against POST /api/payment-test (admins only in production). */
export default function PaymentTestPage() {
  return (
    <PageShell
      title="Payment System Test"
      intro="A readiness check for Holla's payment configuration. It never shows keys or other secrets."
    >
      <Card className="sm:p-8">
        <h2 className="mb-4 text-xl font-bold text-ink-900">Payment Diagnostics</h2>
        <PaymentTestPanel />
      </Card>
    </PageShell>
  );
}
