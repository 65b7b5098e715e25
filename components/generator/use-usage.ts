"use client";

import { useCallback, useEffect, useState } from "react";
import { apiRequest } from "@/lib/platform/client/http";
import type { UsageResponse } from "@/lib/replies/protocol";

/** The visitor's plan, replies left and engine, from GET /api/usage after mount (the page stays static). */
export function useUsage() {
  const [usage, setUsage] = useState<UsageResponse | null>(null);

  const refresh = useCallback(async () => {
    try {
      setUsage(await apiRequest<UsageResponse>("/api/usage"));
    } catch {
      // Unknown usage just hides the line; the server still enforces every limit.
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return { usage, setUsage, refresh };
}
