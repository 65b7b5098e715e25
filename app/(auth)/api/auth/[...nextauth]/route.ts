import { handleAuthGet, isOpenAuthAction, isSignInCallback, signInFromConfirmPage, toConfirmPage } from "@/lib/auth/callback";
import { SIGN_IN_FORM_INVALID } from "@/lib/messages";
import { ApiError } from "@/lib/platform/http/errors";
import { readForm, route } from "@/lib/platform/http/route";
import { SIGN_IN_FORM_MAX_BYTES, signInFormSchema } from "./schema";

export const dynamic = "force-dynamic";

// Auth.js: the confirm page's Sign In posts here (callback/email); a GET of it only leads to that
// page. Sign-in and sign-out themselves go through /api/standalone-login and /api/standalone-logout.
export const GET = route(async (request) => {
  const { pathname } = new URL(request.url);
  if (isSignInCallback(pathname)) return toConfirmPage(request);
  if (!isOpenAuthAction(pathname)) throw ApiError.notFound();
  return handleAuthGet(request);
});

export const POST = route(async (request) => {
  if (!isSignInCallback(new URL(request.url).pathname)) throw ApiError.notFound();
  return signInFromConfirmPage(request, await readForm(request, signInFormSchema, SIGN_IN_FORM_MAX_BYTES, SIGN_IN_FORM_INVALID));
});
