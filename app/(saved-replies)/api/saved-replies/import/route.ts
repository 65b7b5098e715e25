import { getViewer } from "@/lib/account/viewer";
import { SAVED_REPLIES_IMPORT_MAX_BYTES } from "@/lib/platform/http/body-ceilings.mjs";
import { jsonRoute } from "@/lib/platform/http/route";
import { importSavedReplies } from "@/lib/saved-replies/store";
import { importSchema } from "../schema";

export const dynamic = "force-dynamic";

/** Moves the browser's saves into the account: { imported, kept } (texts; kept ones stay in the browser). */
export const POST = jsonRoute({
  schema: importSchema,
  maxBytes: SAVED_REPLIES_IMPORT_MAX_BYTES,
  handler: async ({ request, input }) => importSavedReplies(await getViewer(request), input.replies),
});
