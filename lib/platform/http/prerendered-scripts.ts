import "server-only";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

// The inline scripts of the pages `next build` prerendered, as CSP hashes (see
// lib/platform/http/content-security-policy.ts). They are read from the very HTML files `next start` serves,
// so the policy and the page cannot drift apart; each page is read once, on its first request.

const BUILD_DIR = path.join(process.cwd(), ".next");
/** Served in place of a page that does not exist, or when rendering fails at the root. */
const FALLBACK_PAGES = ["/_not-found", "/_global-error"];

let prerendered: Set<string> | null | undefined;
const hashesByRoute = new Map<string, string[]>();

function prerenderedRoutes(): Set<string> | null {
  if (prerendered !== undefined) return prerendered;
  try {
    const manifest = JSON.parse(readFileSync(path.join(BUILD_DIR, "prerender-manifest.json"), "utf8")) as {
      routes?: Record<string, unknown>;
    };
    prerendered = new Set(Object.keys(manifest.routes ?? {}));
  } catch {
    // No build here: next dev (every page is rendered per request), or a host that serves the
    // prerendered pages from its own storage (the proxy then can't see what they contain).
    prerendered = null;
  }
  return prerendered;
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The base64 SHA-256 of every inline script in `html`, as a browser hashes them (the raw text). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) {
    if (body) hashes.add(createHash("sha256").update(body, "utf8").digest("base64"));
  }
  return [...hashes];
}

function hashesOf(route: string): string[] {
  let hashes = hashesByRoute.get(route);
  if (!hashes) {
    const file = path.join(BUILD_DIR, "server", "app", `${route === "/" ? "/index" : route}.html`);
    try {
      hashes = inlineScriptHashes(readFileSync(file, "utf8"));
    } catch {
      hashes = []; // a prerendered non-page (an icon): nothing to run
    }
    hashesByRoute.set(route, hashes);
  }
  return hashes;
}

/**
 * The hashes a response for `pathname` needs: `{ prerendered: true }` when the build serves a fixed
 * page there; otherwise the page is rendered per request (a nonce) but may still fall back to a
 * prerendered not-found or error page, whose hashes come along. null: the build can't be read here.
 */
export function scriptHashesFor(pathname: string): { prerendered: boolean; hashes: string[] } | null {
  const routes = prerenderedRoutes();
  if (!routes) return null;
  if (routes.has(pathname) && !FALLBACK_PAGES.includes(pathname)) return { prerendered: true, hashes: hashesOf(pathname) };
  return { prerendered: false, hashes: FALLBACK_PAGES.filter((page) => routes.has(page)).flatMap(hashesOf) };
}
