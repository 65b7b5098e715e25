import { jsonRoute } from "@/lib/platform/http/route";
import { feedbackSchema } from "./schema";
import { submitFeedback } from "@/lib/forms/submissions";
import { proofOf } from "@/lib/platform/http/proof-of-work";
import { clientIp } from "@/lib/platform/request-ip";

export const POST = jsonRoute({
  schema: feedbackSchema,
  handler: ({ request, input }) => submitFeedback(input, clientIp(request.headers), proofOf(request.headers)),
});
