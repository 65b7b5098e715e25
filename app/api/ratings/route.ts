import { jsonRoute } from "@/lib/http/route";
import { recordRating } from "@/lib/ratings";
import { getViewer } from "@/lib/viewer";
import { ratingSchema } from "./schema";

export const POST = jsonRoute({
  schema: ratingSchema,
  maxBytes: 1024,
  handler: async ({ request, input }) => {
    await recordRating(await getViewer(request), input);
    return { success: true };
  },
});
