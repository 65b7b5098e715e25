// How large a request body may be, by path: one table for the server in front of Next (scripts/serve.mjs),
// which refuses a larger declared Content-Length before a byte of the body is read, and for the routes,
// which count the bytes as they read them (lib/platform/http/body.ts). Without the first check, Next
// buffers up to 10 MB of any body for the proxy before a route can refuse it (docs/deployment.md,
// "Request bodies"). Plain JavaScript so scripts/serve.mjs can import it without a build.

/** A chat screenshot sent to "Read with AI" (a phone's full-resolution PNG is 1 to 5 MB). */
export const SCREENSHOT_MAX_BYTES = 8 * 1024 * 1024;
/** A Stripe event (the largest, a subscription with its invoice, is tens of KB). */
export const STRIPE_EVENT_MAX_BYTES = 512 * 1024;
/** Saved replies brought in from a browser's own list. */
export const SAVED_REPLIES_IMPORT_MAX_BYTES = 256 * 1024;
/** Any other request: every JSON route reads 32 KB or less (its own maxBytes). */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

const CEILINGS = {
  "/api/read-screenshot": SCREENSHOT_MAX_BYTES,
  // The share sheet's multipart form: the picture and its field names.
  "/share-target": SCREENSHOT_MAX_BYTES + 64 * 1024,
  "/api/stripe/webhook": STRIPE_EVENT_MAX_BYTES,
  "/api/saved-replies/import": SAVED_REPLIES_IMPORT_MAX_BYTES,
};

/** The most a request to `pathname` may carry. */
export function bodyCeiling(pathname) {
  return Object.hasOwn(CEILINGS, pathname) ? CEILINGS[pathname] : DEFAULT_MAX_BODY_BYTES;
}

/** The words of a 413. */
export function requestTooLarge(maxBytes) {
  return `That request is too large (the limit is ${Math.round(maxBytes / 1024)} KB).`;
}

export const SCREENSHOT_TOO_LARGE = `That screenshot is too large: the limit is ${SCREENSHOT_MAX_BYTES / 1024 / 1024} MB.`;
export const LENGTH_REQUIRED = "Please send the request's length (Content-Length) with its body.";
export const UPLOADS_BUSY = "The server is receiving a lot of uploads right now. Please try again in a moment.";
