import { jsonRoute } from "@/lib/http/route";
import { newsletterSchema } from "@/lib/forms/schemas";
import { subscribeToNewsletter } from "@/lib/forms/submissions";
import { proofOf } from "@/lib/http/proof-of-work";
import { clientIp } from "@/lib/request-ip";

export const POST = jsonRoute({
  schema: newsletterSchema,
  handler: ({ request, input }) => subscribeToNewsletter(input, clientIp(request.headers), proofOf(request.headers)),
});
