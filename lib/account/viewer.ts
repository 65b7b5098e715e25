import "server-only";
import { headers as requestHeaders } from "next/headers";
import { sessionTokenFrom } from "@/lib/auth/cookies";
import { planForSubscription, type SubscriptionState } from "@/lib/billing/status";
import { PLAN_IDS, type PlanId } from "@/lib/plans";
import { db } from "@/lib/platform/db";
import { env } from "@/lib/platform/env";
import { readCookie } from "@/lib/platform/http/cookies";
import { clientIp } from "@/lib/platform/request-ip";
import { newVisitorToken, VISITOR_COOKIE, verifyVisitorToken } from "@/lib/platform/visitor-id";

// Who is asking, decided on the server only (docs/decisions.md): the signed-in account from its Auth.js
// database session, else the anonymous visitor from its signed cookie; and their plan, from the
// subscription row through lib/plans.ts. Every page and route handler that needs the plan asks here.
// The x-test-tier header counts only when ALLOW_TIER_OVERRIDE is on (never in production).

export interface Viewer {
  /** The signed-in account; null for anonymous visitors. */
  userId: string | null;
  email: string | null;
  visitorId: string;
  /** The key quotas and ratings are counted under: "u:<userId>" or "v:<visitorId>". */
  subject: string;
  ip: string;
  plan: PlanId;
}

const TIER_OVERRIDE_HEADER = "x-test-tier";

function overriddenPlan(headers: Headers): PlanId | null {
  if (!env.ALLOW_TIER_OVERRIDE) return null;
  const value = headers.get(TIER_OVERRIDE_HEADER)?.trim().toLowerCase();
  return PLAN_IDS.find((id) => id === value) ?? null;
}

interface SessionRow {
  user_id: string;
  email: string;
  tier: string | null;
  status: string | null;
  current_period_end: Date | null;
}

/** The account behind a session token, with its subscription, in one query; null when none is valid. */
async function accountForSession(token: string | null, now = new Date()) {
  if (!token) return null;
  const rows = await db.$queryRaw<SessionRow[]>`
    SELECT u.id AS user_id, u.email, s.tier, s.status, s.current_period_end
    FROM "session" se
    JOIN "users" u ON u.id = se.user_id
    LEFT JOIN "subscription" s ON s.user_id = u.id
    WHERE se.session_token = ${token} AND se.expires > ${now}`;
  const row = rows[0];
  if (!row) return null;
  const subscription: SubscriptionState | null =
    row.tier && row.status ? { tier: row.tier, status: row.status, currentPeriodEnd: row.current_period_end } : null;
  return { userId: row.user_id, email: row.email, plan: planForSubscription(subscription, now) };
}

async function resolveViewer(headers: Headers, url?: string): Promise<Viewer> {
  // proxy.ts guarantees a signed id on API requests; without one (a page, or a direct call) the
  // caller is a new anonymous visitor, still held to the per-address cap.
  const visitorId = verifyVisitorToken(readCookie(headers.get("cookie"), VISITOR_COOKIE)) ?? newVisitorToken().id;
  const account = await accountForSession(sessionTokenFrom(headers, url));
  const override = overriddenPlan(headers);
  return {
    userId: account?.userId ?? null,
    email: account?.email ?? null,
    visitorId,
    subject: account ? `u:${account.userId}` : `v:${visitorId}`,
    ip: clientIp(headers),
    plan: override ?? account?.plan ?? "basic",
  };
}

/** The caller of a route handler. */
export function getViewer(request: Request): Promise<Viewer> {
  return resolveViewer(request.headers, request.url);
}

/** The visitor a server component renders for (makes the page dynamic). */
export async function getPageViewer(): Promise<Viewer> {
  return resolveViewer(await requestHeaders());
}
