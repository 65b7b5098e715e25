"use client";

import { AlertTriangle } from "lucide-react";
import { Button } from "@/components/ui/button";

/** "Failed to initialize payment system", with a retry that reloads the page. */
export function PaymentSystemFailed() {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-ink-800">
      <p className="flex items-center gap-2 font-semibold text-red-800">
        <AlertTriangle className="size-4" aria-hidden /> Failed to initialize payment system
      </p>
      <p className="mt-1 text-sm">
        The secure payment form couldn&apos;t load, so nothing has been charged. Check your connection, then try again.
      </p>
      <Button type="button" variant="outline" className="mt-3" onClick={() => window.location.reload()}>
        Retry
      </Button>
    </div>
  );
}
