import { jsonRoute } from "@/lib/http/route";
import { feedbackSchema } from "@/lib/forms/schemas";
import { submitFeedback } from "@/lib/forms/submissions";
import { proofOf } from "@/lib/http/proof-of-work";
import { clientIp } from "@/lib/request-ip";

export const POST = jsonRoute({
  schema: feedbackSchema,
  handler: ({ request, input }) => submitFeedback(input, clientIp(request.headers), proofOf(request.headers)),
});
