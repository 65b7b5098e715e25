import { submitFeedback } from "@/lib/forms/submissions";
import { proofOf } from "@/lib/platform/http/proof-of-work";
import { jsonRoute } from "@/lib/platform/http/route";
import { clientIp } from "@/lib/platform/request-ip";
import { feedbackSchema } from "./schema";

export const POST = jsonRoute({
  schema: feedbackSchema,
  handler: ({ request, input }) => submitFeedback(input, clientIp(request.headers), proofOf(request.headers)),
});
