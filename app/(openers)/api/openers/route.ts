import { getViewer } from "@/lib/account/viewer";
import { admitOpeners, jsonOpeners, streamOpeners } from "@/lib/openers/generate";
import { jsonRoute } from "@/lib/platform/http/route";
import { wantsStream } from "@/lib/replies/respond";
import { openersSchema } from "./schema";

export const dynamic = "force-dynamic";

// As /api/generate: refusals (400, 403, 422, 429) are plain JSON decided before any model work; an
// admitted request streams when the browser asks for NDJSON.
export const POST = jsonRoute({
  schema: openersSchema,
  maxBytes: 16 * 1024,
  handler: async ({ request, input }) => {
    const admitted = await admitOpeners(await getViewer(request), input);
    return wantsStream(request) ? streamOpeners(admitted, request.signal) : jsonOpeners(admitted, request.signal);
  },
});
