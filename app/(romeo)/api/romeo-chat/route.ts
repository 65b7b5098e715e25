import { getViewer } from "@/lib/account/viewer";
import { jsonRoute } from "@/lib/platform/http/route";
import { replyAsSupport } from "@/lib/romeo/support/reply";
import { supportMessageSchema } from "./schema";

export const dynamic = "force-dynamic";

// JSON `{ response }` by default; the support panel asks for a stream with Accept: text/event-stream.
export const POST = jsonRoute({
  schema: supportMessageSchema,
  maxBytes: 32 * 1024,
  handler: async ({ request, input }) => replyAsSupport(await getViewer(request), input, request),
});
