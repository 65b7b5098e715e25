import { NO_SUCH_API } from "@/lib/messages";
import { ApiError } from "@/lib/platform/http/errors";
import { errorResponse } from "@/lib/platform/http/route";

export const dynamic = "force-dynamic";

// Any /api path no route answers: a JSON 404 like every other API refusal, not the site's HTML page
// (which a script would have to parse, and which weighs 30 KB).
function notFound(): Response {
  return errorResponse(ApiError.notFound(NO_SUCH_API));
}

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const HEAD = notFound;
export const OPTIONS = notFound;
