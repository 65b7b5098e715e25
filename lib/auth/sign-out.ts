import { endSession } from "@/lib/auth/actions";
import { authEventSetCookie, signedInHintSetCookie } from "@/lib/auth/auth-event";
import { isSecureRequest } from "@/lib/auth/session-cookie";
import { carryOverUsage } from "@/lib/quota";
import { getViewer } from "@/lib/viewer";

/**
 * GET /api/standalone-logout (a navigation, per the spec): ends the session and redirects home.
 * A cross-site request (an image or link on another site) only redirects: nobody else can sign
 * our users out.
 */
export async function signOutAndGoHome(request: Request): Promise<Response> {
  const response = new Response(null, { status: 303, headers: { location: "/", "cache-control": "no-store" } });
  if (request.headers.get("sec-fetch-site") === "cross-site") return response;

  const viewer = await getViewer(request);
  if (!viewer.userId) return response;
  // The day's count stays with this browser after signing out: no fresh free replies.
  await carryOverUsage(`u:${viewer.userId}`, `v:${viewer.visitorId}`);
  for (const cookie of await endSession(request)) response.headers.append("set-cookie", cookie);
  const secure = isSecureRequest(request.headers, request.url);
  response.headers.append("set-cookie", authEventSetCookie("signed_out", secure));
  response.headers.append("set-cookie", signedInHintSetCookie(false, secure));
  return response;
}
