import { joinWaitlist } from "@/lib/forms/submissions";
import { proofOf } from "@/lib/platform/http/proof-of-work";
import { jsonRoute } from "@/lib/platform/http/route";
import { clientIp } from "@/lib/platform/request-ip";
import { waitlistSchema } from "./schema";

export const dynamic = "force-dynamic";

/** Joins the Premium Plus waitlist: { success: true }. */
export const POST = jsonRoute({
  schema: waitlistSchema,
  maxBytes: 1024,
  handler: ({ request, input }) => joinWaitlist(input, clientIp(request.headers), proofOf(request.headers)),
});
