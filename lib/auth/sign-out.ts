import "server-only";
import { endSession } from "@/lib/auth/actions";
import { authEventSetCookie, signedInHintSetCookie } from "@/lib/auth/auth-event";
import { isSecureRequest } from "@/lib/auth/session-cookie";
import { SIGN_OUT_PAGE } from "@/lib/auth/sign-in-rules";
import { carryOverUsage } from "@/lib/replies/quota";
import { getViewer } from "@/lib/account/viewer";

/**
 * POST /api/standalone-logout (a form on our pages): ends the session and redirects home. Only a
 * POST signs out, because proxy.ts refuses one from another site; a link or image elsewhere can
 * only make a GET.
 */
export async function signOutAndGoHome(request: Request): Promise<Response> {
  const response = seeOther("/");
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

/**
 * GET /api/standalone-logout, the address the spec names: never signs out (any site can make a
 * browser GET it), only leads to the page whose button posts the sign-out.
 */
export async function toSignOutPage(): Promise<Response> {
  return seeOther(SIGN_OUT_PAGE);
}

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });
}
