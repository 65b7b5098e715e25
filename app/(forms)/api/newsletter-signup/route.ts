import { subscribeToNewsletter } from "@/lib/forms/submissions";
import { proofOf } from "@/lib/platform/http/proof-of-work";
import { jsonRoute } from "@/lib/platform/http/route";
import { clientIp } from "@/lib/platform/request-ip";
import { newsletterSchema } from "./schema";

export const POST = jsonRoute({
  schema: newsletterSchema,
  handler: ({ request, input }) => subscribeToNewsletter(input, clientIp(request.headers), proofOf(request.headers)),
});
