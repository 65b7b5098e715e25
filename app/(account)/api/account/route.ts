import { NextResponse } from "next/server";
import { deleteAccount } from "@/lib/account/data";
import { getViewer } from "@/lib/account/viewer";
import { clearSessionCookie, isSecureRequest, signedOutCookies } from "@/lib/auth/cookies";
import { withCookies } from "@/lib/platform/http/responses";
import { jsonRoute } from "@/lib/platform/http/route";
import { deleteAccountSchema } from "./schema";

export const dynamic = "force-dynamic";

/** Deletes the signed-in account and everything stored about it, then signs the browser out. */
export const DELETE = jsonRoute({
  schema: deleteAccountSchema,
  maxBytes: 1024,
  handler: async ({ request, input }) => {
    await deleteAccount(await getViewer(request), input.confirm);
    const secure = isSecureRequest(request.headers, request.url);
    return withCookies(NextResponse.json({ success: true }), [clearSessionCookie(secure), ...signedOutCookies("account_deleted", secure)]);
  },
});
