import type { NextConfig } from "next";
import { OCR_WORKER_POLICY } from "./lib/platform/http/content-security-policy";
import { ROUTE_ALIASES } from "./lib/platform/http/route-aliases";
import { HSTS, SECURITY_HEADERS } from "./lib/platform/http/security-headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Server-only database drivers stay out of the bundle: they are loaded from node_modules at run time.
  serverExternalPackages: ["pg", "@prisma/adapter-pg"],
  // The spec's second names for a page or a call answer exactly as the first (no copied routes).
  async rewrites() {
    return Object.entries(ROUTE_ALIASES).map(([source, destination]) => ({ source, destination }));
  },
  async headers() {
    return [
      { source: "/:path*", headers: [...SECURITY_HEADERS] },
      // The screenshot reader's files (scripts/copy-ocr-assets.mjs): versioned paths, so cached for good, under
      // the worker's own policy (proxy.ts leaves them alone).
      {
        source: "/ocr/:path*",
        headers: [
          { key: "Cache-Control", value: "public, max-age=31536000, immutable" },
          { key: "Content-Security-Policy", value: OCR_WORKER_POLICY },
        ],
      },
      // The service worker's script is checked for a new version on every update (docs/architecture.md,
      // "The service worker"): never from a cache, so a deploy's worker takes over on the next visit.
      { source: "/sw.js", headers: [{ key: "Cache-Control", value: "no-cache" }] },
      // Over HTTPS only (a production deployment behind its TLS proxy): HSTS on plain HTTP would be ignored anyway.
      { source: "/:path*", has: [{ type: "header", key: "x-forwarded-proto", value: "https" }], headers: [HSTS] },
    ];
  },
};

export default nextConfig;
