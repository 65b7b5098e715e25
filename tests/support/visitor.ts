import { newVisitorToken, VISITOR_COOKIE } from "@/lib/platform/visitor-id";

/** A fresh anonymous visitor: the cookie header proxy.ts would have set, and the address it comes from. */
export function newVisitor(ip = "203.0.113.10") {
  const { id, token } = newVisitorToken();
  return { id, headers: { cookie: `${VISITOR_COOKIE}=${token}`, "x-forwarded-for": ip } };
}
