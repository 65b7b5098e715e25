"use client";

import { useEffect, useState } from "react";
import { markToasterMounted, onSonnerLoaded, type Sonner } from "@/lib/platform/client/toast";

// Sonner is ~10 KB of JavaScript (gzip) that most visits never need: the first toast asked for loads
// it (lib/platform/client/toast.ts), this host then mounts its Toaster and the toast is shown.
export function ToastHost() {
  const [sonner, setSonner] = useState<Sonner | null>(null);

  useEffect(() => onSonnerLoaded(setSonner), []);

  // Runs after the Toaster's own effects, so it is subscribed by the time queued toasts are shown.
  useEffect(() => {
    if (sonner) markToasterMounted();
  }, [sonner]);

  if (!sonner) return null;
  // The spec: at most one toast visible at a time.
  return <sonner.Toaster visibleToasts={1} richColors closeButton position="top-center" />;
}
