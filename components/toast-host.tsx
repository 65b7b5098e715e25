"use client";

import { useEffect, useState } from "react";
import { loadSonner, markToasterMounted, type Sonner } from "@/lib/platform/client/toast";

// Sonner is ~20 KB of JavaScript that no page needs before its first toast, so it loads after the
// page is idle (or at once, when a toast is asked for earlier) instead of in every page's first load.
export function ToastHost() {
  const [sonner, setSonner] = useState<Sonner | null>(null);

  useEffect(() => {
    const load = () => void loadSonner().then(setSonner);
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(load, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(load, 1500);
    return () => clearTimeout(timer);
  }, []);

  // Runs after the Toaster's own effects, so it is subscribed by the time queued toasts are shown.
  useEffect(() => {
    if (sonner) markToasterMounted();
  }, [sonner]);

  if (!sonner) return null;
  // The spec: at most one toast visible at a time.
  return <sonner.Toaster visibleToasts={1} richColors closeButton position="top-center" />;
}
