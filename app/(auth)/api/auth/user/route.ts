import { NextResponse } from "next/server";
import { currentUser } from "@/lib/account/current-user";
import { getViewer } from "@/lib/account/viewer";
import { touchSession } from "@/lib/auth/actions";
import { withCookies } from "@/lib/platform/http/responses";
import { route } from "@/lib/platform/http/route";

export const dynamic = "force-dynamic";

/** The spec's current-user call: { email, subscriptionStatus, subscriptionTier }, or 401. */
export const GET = route(async (request) => {
  const user = currentUser(await getViewer(request));
  return withCookies(NextResponse.json(user, { headers: { "Cache-Control": "private, no-store" } }), await touchSession(request));
});
