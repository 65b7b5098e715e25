import { seeOther } from "@/lib/platform/http/responses";
import { route } from "@/lib/platform/http/route";
import { SHARED_LANDING } from "@/lib/screenshot/share-target";

// The share sheet's POST when no service worker answered it: Holla was installed but not opened since
// (or its worker was cleared), so the image has nowhere to wait. Nothing of it is kept: the handler
// never reads the body (Next buffers at most 10 MB of it for the proxy in front, and the rest is
// discarded once the answer is sent), and the tool opens saying "Open Holla once, then share again"
// (SHARE_TARGET_UNAVAILABLE). With the worker installed this request never reaches the server
// (public/sw.js; docs/architecture.md, "The service worker").
//
// The proxy's cross-site check (lib/platform/http/same-origin.ts) guards /api/ only, so it doesn't
// stand in the way here; nor would it: Android's share sheet is the browser itself navigating, with
// no Origin and Sec-Fetch-Site "none", which isCrossSiteWrite lets through. And a POST from another
// site may arrive too, harmlessly: this answer changes nothing and reads no cookie.
export const POST = route(async () => seeOther(SHARED_LANDING.unavailable));
