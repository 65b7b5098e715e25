"use client";

import { CreditCard } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/platform/client/http";
import { notify } from "@/lib/platform/client/toast";

/** "Manage billing": opens Stripe's customer portal (card, invoices, cancel at period end). */
export function ManageBillingButton({ enabled, describedBy }: { enabled: boolean; describedBy?: string }) {
  const [pending, setPending] = useState(false);

  async function open() {
    setPending(true);
    try {
      const { url } = await apiRequest<{ url: string }>("/api/billing/portal", { method: "POST" });
      // Stays "Opening..." while the browser leaves for Stripe.
      window.location.assign(url);
    } catch (error) {
      notify.error("Billing Unavailable", {
        description: error instanceof Error && error.message ? error.message : "Please try again in a moment.",
      });
      setPending(false);
    }
  }

  return (
    <Button type="button" variant="outline" disabled={!enabled || pending} aria-describedby={describedBy} onClick={() => void open()}>
      <CreditCard aria-hidden /> {pending ? "Opening..." : "Manage billing"}
    </Button>
  );
}
