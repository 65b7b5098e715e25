import { env } from "@/lib/env";
import type { PlanId } from "@/lib/plans";
import { PLAN_IDS } from "@/lib/plans";
import { clientIp } from "@/lib/request-ip";
import { newVisitorToken, verifyVisitorToken, VISITOR_COOKIE } from "@/lib/visitor-id";

// Who is asking, decided on the server only (DESIGN.md §2). Until accounts land every caller is an
// anonymous visitor on Basic; the x-test-tier header counts only when ALLOW_TIER_OVERRIDE is on.

export interface Viewer {
  /** The account, once sign-in exists; null for anonymous visitors. */
  userId: string | null;
  visitorId: string;
  /** The key quotas and ratings are counted under: "u:<userId>" or "v:<visitorId>". */
  subject: string;
  ip: string;
  plan: PlanId;
}

export const TIER_OVERRIDE_HEADER = "x-test-tier";

function cookieValue(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

function overriddenPlan(headers: Headers): PlanId | null {
  if (!env.ALLOW_TIER_OVERRIDE) return null;
  const value = headers.get(TIER_OVERRIDE_HEADER)?.trim().toLowerCase();
  return PLAN_IDS.find((id) => id === value) ?? null;
}

export function getViewer(request: Request): Viewer {
  const headers = request.headers;
  // proxy.ts guarantees a signed id on API requests; without one (a direct call) the caller is a new
  // anonymous visitor, still held to the per-address cap.
  const visitorId = verifyVisitorToken(cookieValue(headers.get("cookie"), VISITOR_COOKIE)) ?? newVisitorToken().id;
  return {
    userId: null,
    visitorId,
    subject: `v:${visitorId}`,
    ip: clientIp(headers),
    plan: overriddenPlan(headers) ?? "basic",
  };
}
