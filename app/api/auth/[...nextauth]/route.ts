import { handleAuthGet, isOpenAuthAction, isSignInCallback, signInFromConfirmPage, toConfirmPage } from "@/lib/auth/callback";
import { readBodyText } from "@/lib/platform/http/body";
import { ApiError } from "@/lib/platform/http/errors";
import { errorResponse } from "@/lib/platform/http/route";
import { SIGN_IN_FORM_MAX_BYTES, signInFormSchema } from "./schema";
import { SIGN_IN_FORM_INVALID } from "@/lib/messages";

export const dynamic = "force-dynamic";

// Auth.js: the confirm page's Sign In posts here (callback/email); a GET of it only leads to that
// page. Sign-in and sign-out themselves go through /api/standalone-login and /api/standalone-logout.
export async function GET(request: Request) {
  const { pathname } = new URL(request.url);
  if (isSignInCallback(pathname)) return toConfirmPage(request);
  if (!isOpenAuthAction(pathname)) return errorResponse(ApiError.notFound());
  try {
    return await handleAuthGet(request);
  } catch (error) {
    return errorResponse(error);
  }
}

export async function POST(request: Request) {
  if (!isSignInCallback(new URL(request.url).pathname)) return errorResponse(ApiError.notFound());
  try {
    const form = new URLSearchParams((await readBodyText(request, SIGN_IN_FORM_MAX_BYTES)) ?? "");
    const parsed = signInFormSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) throw ApiError.badRequest(SIGN_IN_FORM_INVALID);
    return await signInFromConfirmPage(request, parsed.data);
  } catch (error) {
    return errorResponse(error);
  }
}
