import "server-only";
import { getViewer } from "@/lib/account/viewer";
import { endSession } from "@/lib/auth/actions";
import { isSecureRequest, signedOutCookies } from "@/lib/auth/cookies";
import { SIGN_OUT_PAGE } from "@/lib/auth/sign-in-rules";
import { seeOther, withCookies } from "@/lib/platform/http/responses";
import { carryOverUsage } from "@/lib/replies/quota";

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
  return withCookies(response, [
    ...(await endSession(request)),
    ...signedOutCookies("signed_out", isSecureRequest(request.headers, request.url)),
  ]);
}

/**
 * GET /api/standalone-logout, the address the spec names: never signs out (any site can make a
 * browser GET it), only leads to the page whose button posts the sign-out.
 */
export async function toSignOutPage(): Promise<Response> {
  return seeOther(SIGN_OUT_PAGE);
}
