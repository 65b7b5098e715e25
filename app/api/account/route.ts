import { NextResponse } from "next/server";
import { deleteAccount } from "@/lib/account/data";
import { authEventSetCookie, signedInHintSetCookie } from "@/lib/auth/auth-event";
import { clearSessionCookie, isSecureRequest } from "@/lib/auth/session-cookie";
import { jsonRoute } from "@/lib/platform/http/route";
import { getViewer } from "@/lib/account/viewer";
import { deleteAccountSchema } from "./schema";

export const dynamic = "force-dynamic";

/** Deletes the signed-in account and everything stored about it, then signs the browser out. */
export const DELETE = jsonRoute({
  schema: deleteAccountSchema,
  maxBytes: 1024,
  handler: async ({ request, input }) => {
    await deleteAccount(await getViewer(request), input.confirm);
    const secure = isSecureRequest(request.headers, request.url);
    const response = NextResponse.json({ success: true });
    response.headers.append("set-cookie", clearSessionCookie(secure));
    response.headers.append("set-cookie", authEventSetCookie("account_deleted", secure));
    response.headers.append("set-cookie", signedInHintSetCookie(false, secure));
    return response;
  },
});
