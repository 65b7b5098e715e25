"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { analytics, configureAnalytics } from "@/lib/platform/client/analytics";

// Hands the server's PostHog settings (lib/platform/env.ts) to lib/platform/client/analytics, and sends page_viewed on every
// route. Renders nothing; without a key, analytics stay off and posthog-js is never downloaded.
export function AnalyticsConfig({ posthogKey, posthogHost }: { posthogKey: string | null; posthogHost: string | null }) {
  const pathname = usePathname();

  useEffect(() => {
    configureAnalytics({ key: posthogKey, host: posthogHost });
  }, [posthogKey, posthogHost]);

  useEffect(() => {
    if (pathname) analytics.pageViewed({ page: pathname });
  }, [pathname]);

  return null;
}
