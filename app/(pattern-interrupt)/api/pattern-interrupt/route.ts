import { getViewer } from "@/lib/account/viewer";
import { analyseForViewer } from "@/lib/pattern-interrupt/analyse";
import { jsonRoute } from "@/lib/platform/http/route";
import { patternInterruptSchema } from "./schema";

export const dynamic = "force-dynamic";

export const POST = jsonRoute({
  schema: patternInterruptSchema,
  maxBytes: 16 * 1024,
  handler: async ({ request, input }) => analyseForViewer(await getViewer(request), input.message, request.signal),
});
