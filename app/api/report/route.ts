import { jsonRoute } from "@/lib/http/route";
import { reportSchema } from "@/lib/forms/schemas";
import { submitIssueReport } from "@/lib/forms/submissions";
import { proofOf } from "@/lib/http/proof-of-work";
import { clientIp } from "@/lib/request-ip";

export const POST = jsonRoute({
  schema: reportSchema,
  handler: ({ request, input }) => submitIssueReport(input, clientIp(request.headers), proofOf(request.headers)),
});
