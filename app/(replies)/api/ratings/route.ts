import { getViewer } from "@/lib/account/viewer";
import { jsonRoute } from "@/lib/platform/http/route";
import { recordRating } from "@/lib/replies/ratings";
import { ratingSchema } from "./schema";

export const POST = jsonRoute({
  schema: ratingSchema,
  maxBytes: 1024,
  handler: async ({ request, input }) => {
    await recordRating(await getViewer(request), input);
    return { success: true };
  },
});
