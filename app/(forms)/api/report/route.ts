import { submitIssueReport } from "@/lib/forms/submissions";
import { proofOf } from "@/lib/platform/http/proof-of-work";
import { jsonRoute } from "@/lib/platform/http/route";
import { clientIp } from "@/lib/platform/request-ip";
import { reportSchema } from "./schema";

export const POST = jsonRoute({
  schema: reportSchema,
  handler: ({ request, input }) => submitIssueReport(input, clientIp(request.headers), proofOf(request.headers)),
});
