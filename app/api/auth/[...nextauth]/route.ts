import { handleAuthGet, isOpenAuthAction } from "@/lib/auth/callback";
import { ApiError } from "@/lib/http/errors";
import { errorResponse } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// Auth.js: the sign-in link lands here (callback/email). Sign-in and sign-out themselves go through
// /api/standalone-login and /api/standalone-logout.
export async function GET(request: Request) {
  if (!isOpenAuthAction(new URL(request.url).pathname)) return errorResponse(ApiError.notFound());
  try {
    return await handleAuthGet(request);
  } catch (error) {
    return errorResponse(error);
  }
}

export function POST() {
  return errorResponse(ApiError.notFound());
}
