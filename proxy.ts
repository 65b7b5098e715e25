import { NextResponse, type NextRequest } from "next/server";
import { CROSS_SITE_REFUSED, isCrossSiteWrite } from "@/lib/http/same-origin";
import { newVisitorToken, verifyVisitorToken, VISITOR_COOKIE, visitorCookieOptions } from "@/lib/visitor-id";

// Cross-cutting request work (DESIGN.md §2 "Middleware"): every API caller gets a signed anonymous
// visitor id. A new id is also written into the forwarded request, so the very first call is counted
// under the id its response hands out. A state-changing call from another site is refused first.
// Who is premium is never decided here.
export function proxy(request: NextRequest) {
  if (isCrossSiteWrite(request)) return NextResponse.json({ error: CROSS_SITE_REFUSED }, { status: 403 });
  if (verifyVisitorToken(request.cookies.get(VISITOR_COOKIE)?.value)) return NextResponse.next();

  const { token } = newVisitorToken();
  request.cookies.set(VISITOR_COOKIE, token);
  const response = NextResponse.next({ request: { headers: request.headers } });
  response.cookies.set(VISITOR_COOKIE, token, visitorCookieOptions(request.nextUrl.protocol === "https:"));
  return response;
}

export const config = {
  // The API only: pages stay static and cacheable; health checks need no identity.
  matcher: ["/api/((?!health).*)"],
};
