import { getViewer } from "@/lib/account/viewer";
import { SCREENSHOT_MAX_BYTES } from "@/lib/input-limits";
import { SCREENSHOT_EMPTY, SCREENSHOT_NOT_AN_IMAGE, SCREENSHOT_TOO_LARGE, SCREENSHOT_TOO_MANY_PIXELS } from "@/lib/messages";
import { imageRoute, route } from "@/lib/platform/http/route";
import { assertCanRead, readerAvailability, readScreenshotForViewer } from "@/lib/screenshot/read";
import { screenshotSchema } from "./schema";

export const dynamic = "force-dynamic";

// GET: whether "Read with AI" is offered here ({ available: true }, else 404). POST: the screenshot's
// bytes (PNG, JPEG or WebP) → { turns }. Without a model that sees images, both are 404, and a POST's
// body is not even read.
export const GET = route(async () => readerAvailability());

export const POST = imageRoute({
  schema: screenshotSchema,
  maxBytes: SCREENSHOT_MAX_BYTES,
  words: {
    unsupported: SCREENSHOT_NOT_AN_IMAGE,
    tooLarge: SCREENSHOT_TOO_LARGE,
    tooManyPixels: SCREENSHOT_TOO_MANY_PIXELS,
    empty: SCREENSHOT_EMPTY,
  },
  before: async (request) => assertCanRead(await getViewer(request)),
  handler: async ({ request, input }) => readScreenshotForViewer(await getViewer(request), input, request.signal),
});
