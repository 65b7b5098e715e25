// Headers on every response, read by next.config.ts. No env here: next.config's
// headers() are fixed at build time, so anything that depends on the deployment or the page is decided
// per request: HSTS only on a request that came in over HTTPS, the Content-Security-Policy in proxy.ts.

export const SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }> = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  // Payment is allowed to Stripe's frames for wallets (Apple Pay / Google Pay); nothing else is used.
  { key: "Permissions-Policy", value: 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self "https://js.stripe.com")' },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin-allow-popups" },
];

export const HSTS = { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" };
