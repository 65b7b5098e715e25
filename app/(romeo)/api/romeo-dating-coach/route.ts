import { getViewer } from "@/lib/account/viewer";
import { jsonRoute } from "@/lib/platform/http/route";
import { replyAsCoach } from "@/lib/romeo/coach/reply";
import { coachMessageSchema } from "./schema";

export const dynamic = "force-dynamic";

// JSON `{ response }` by default; the chat panels ask for a stream with Accept: text/event-stream.
export const POST = jsonRoute({
  schema: coachMessageSchema,
  maxBytes: 16 * 1024,
  handler: async ({ request, input }) => replyAsCoach(await getViewer(request), input.message, request),
});
