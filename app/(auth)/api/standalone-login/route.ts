import { requestSignInLink } from "@/lib/auth/sign-in";
import { jsonRoute } from "@/lib/platform/http/route";
import { clientIp } from "@/lib/platform/request-ip";
import { standaloneLoginSchema } from "./schema";

export const dynamic = "force-dynamic";

/** Sends a sign-in link: { success: true }. Nobody is signed in without opening it. */
export const POST = jsonRoute({
  schema: standaloneLoginSchema,
  maxBytes: 4 * 1024,
  handler: ({ request, input }) => requestSignInLink(request, input, clientIp(request.headers)),
});
