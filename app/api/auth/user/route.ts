import { NextResponse } from "next/server";
import { currentUser } from "@/lib/account/current-user";
import { touchSession } from "@/lib/auth/actions";
import { route } from "@/lib/http/route";
import { getViewer } from "@/lib/viewer";

export const dynamic = "force-dynamic";

/** The spec's current-user call: { email, subscriptionStatus, subscriptionTier }, or 401. */
export const GET = route(async (request) => {
  const user = currentUser(await getViewer(request));
  const response = NextResponse.json(user, { headers: { "Cache-Control": "private, no-store" } });
  for (const cookie of await touchSession(request)) response.headers.append("set-cookie", cookie);
  return response;
});
