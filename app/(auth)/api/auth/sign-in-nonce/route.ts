import { NextResponse } from "next/server";
import { issueSignInNonce } from "@/lib/auth/sign-in-nonce";
import { withCookies } from "@/lib/platform/http/responses";
import { route } from "@/lib/platform/http/route";

export const dynamic = "force-dynamic";

/** The confirm page asks for this just before it submits: { nonce }, also kept in a cookie. */
export const POST = route(async (request) => {
  const { nonce, setCookie } = issueSignInNonce(request);
  return withCookies(NextResponse.json({ nonce }, { headers: { "Cache-Control": "no-store" } }), [setCookie]);
});
