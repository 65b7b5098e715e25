import { getViewer } from "@/lib/account/viewer";
import { jsonRoute } from "@/lib/platform/http/route";
import { admitGeneration } from "@/lib/replies/generate";
import { jsonGeneration, streamGeneration, wantsStream } from "@/lib/replies/respond";
import { generateSchema } from "./schema";

export const dynamic = "force-dynamic";

// Refusals (400, 403, 422, 429) are decided before any model work and answered as plain JSON; an
// admitted generation streams when the browser asks for NDJSON.
export const POST = jsonRoute({
  schema: generateSchema,
  maxBytes: 16 * 1024,
  handler: async ({ request, input }) => {
    const admitted = await admitGeneration(await getViewer(request), input);
    return wantsStream(request) ? streamGeneration(admitted, request.signal) : jsonGeneration(admitted, request.signal);
  },
});
