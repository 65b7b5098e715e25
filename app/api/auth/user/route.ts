import { NextResponse } from "next/server";
import { currentUser } from "@/lib/account/current-user";
import { touchSession } from "@/lib/auth/actions";
import { signedInHintSetCookie } from "@/lib/auth/auth-event";
import { isSecureRequest, SESSION_MAX_AGE_SECONDS } from "@/lib/auth/session-cookie";
import { route } from "@/lib/platform/http/route";
import { getViewer } from "@/lib/account/viewer";

export const dynamic = "force-dynamic";

/** The spec's current-user call: { email, subscriptionStatus, subscriptionTier }, or 401. */
export const GET = route(async (request) => {
  const user = currentUser(await getViewer(request));
  const response = NextResponse.json(user, { headers: { "Cache-Control": "private, no-store" } });
  for (const cookie of await touchSession(request)) response.headers.append("set-cookie", cookie);
  // The session just slid forward; the page's hint follows it (lib/auth/auth-event.ts).
  response.headers.append("set-cookie", signedInHintSetCookie(true, isSecureRequest(request.headers, request.url), SESSION_MAX_AGE_SECONDS));
  return response;
});
