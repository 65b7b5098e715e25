// The Content-Security-Policy, built per response by proxy.ts.
//
// No 'unsafe-inline' for scripts. A page rendered per request gets a fresh nonce, which Next puts on
// every script it writes. A prerendered page is the same bytes for everyone, so a nonce in it would be
// a constant an attacker can read; it is allowed its own inline scripts by their SHA-256 hashes
// instead (lib/platform/http/prerendered-scripts.ts reads them from the build). Either way an injected
// <script> has neither, and does not run.

/** Where third-party code may come from: only the services this deployment has configured. */
interface ThirdParties {
  stripe: boolean;
  /** PostHog's API host (https://us.i.posthog.com, or a reverse proxy of it); null when analytics are off. */
  posthogHost: string | null;
}

export type InlineScripts =
  | { nonce: string; hashes?: readonly string[] }
  | { nonce?: undefined; hashes: readonly string[] }
  /** The build's pages can't be read here (a host that serves them from elsewhere): any inline script. */
  | { anyInline: true };

export interface PolicyOptions {
  scripts: InlineScripts;
  thirdParties: ThirdParties;
  /** `next dev` evaluates modules for fast refresh and React's debug info. */
  dev?: boolean;
  https?: boolean;
}

// Stripe's published requirements for Stripe.js and the Payment Element (docs.stripe.com/security/guide).
const STRIPE = {
  script: ["https://js.stripe.com", "https://*.js.stripe.com"],
  frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com", "https://*.stripe.com"],
  img: ["https://*.stripe.com"],
};

/** PostHog serves its lazily loaded code (remote config, extensions) from a sibling "-assets" host. */
export function posthogSources(host: string): { script: string[]; connect: string[] } {
  const url = new URL(host);
  const cloud = /^(us|eu)\.i\.posthog\.com$/.exec(url.hostname);
  const assets = cloud ? `https://${cloud[1]}-assets.i.posthog.com` : url.origin;
  return { script: [assets], connect: [...new Set([url.origin, assets])] };
}

function directive(name: string, sources: readonly string[]): string {
  return [name, ...new Set(sources)].join(" ");
}

export function pagePolicy({ scripts, thirdParties, dev = false, https = false }: PolicyOptions): string {
  const posthog = thirdParties.posthogHost ? posthogSources(thirdParties.posthogHost) : { script: [], connect: [] };
  const stripe = thirdParties.stripe ? STRIPE : { script: [], frame: [], connect: [], img: [] };
  const inline =
    "anyInline" in scripts
      ? ["'unsafe-inline'"]
      : [...(scripts.nonce ? [`'nonce-${scripts.nonce}'`] : []), ...(scripts.hashes ?? []).map((hash) => `'sha256-${hash}'`)];

  return [
    "default-src 'self'",
    directive("script-src", ["'self'", ...inline, ...stripe.script, ...posthog.script, ...(dev ? ["'unsafe-eval'"] : [])]),
    // Radix and sonner position and animate with inline styles; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    directive("img-src", ["'self'", "data:", "blob:", ...stripe.img]),
    "font-src 'self' data:",
    directive("connect-src", ["'self'", ...stripe.connect, ...posthog.connect]),
    directive("frame-src", ["'self'", ...stripe.frame]),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * The screenshot reader's worker (public/ocr/, docs/screenshot-reading.md). A dedicated worker runs under the
 * policy of its own script's response, not the page's, so only the worker may compile WebAssembly: it loads
 * its core and the English model from our origin and nothing else. Pages keep no 'wasm-unsafe-eval'.
 */
export const OCR_WORKER_POLICY = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'";

/** JSON and redirects: nothing in an API answer may load or run anything, nor be framed. */
export const API_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * public/sw.js's own policy. A worker's policy is the one on its script's response, not the page's,
 * and that worker loads nothing: no importScripts, no fetch (it answers one request from the request
 * itself and Cache Storage, which no directive governs). So nothing at all. Whether the page may
 * install it at all is the page policy's worker-src 'self'.
 */
export const SERVICE_WORKER_POLICY = "default-src 'none'";

/** 128 random bits, fresh for every dynamically rendered page. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
