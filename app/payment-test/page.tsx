import type { Metadata } from "next";
import { PageShell } from "@/components/layout/page-shell";
import { PlaceholderCard } from "@/components/marketing/placeholder-card";

export const metadata: Metadata = {
  title: "Payment System Test",
  description: "A diagnostic page that checks whether Holla's payment system is configured, without revealing any secrets.",
  robots: { index: false },
};

export default function PaymentTestPage() {
  return (
    <PageShell title="Payment System Test" intro="A readiness check for Holla's payment configuration.">
      <PlaceholderCard title="Payment Diagnostics" action={{ href: "/help", label: "Visit the Help Center" }}>
        <p>
          Once Stripe is connected, this page will show whether each part of the payment setup is ready and let the team
          run a test payment. It never displays keys or other secrets.
        </p>
        <p>Checkout opens soon. Payments aren&apos;t connected yet, so there is nothing to test today.</p>
      </PlaceholderCard>
    </PageShell>
  );
}
