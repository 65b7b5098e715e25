// First-load JavaScript of one page's HTML: every <script src> it loads, gzipped at level 9 and summed
// (Next 16 no longer prints sizes, so this is our measure). noModule scripts are polyfills that modern
// browsers never download.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const root = path.resolve(import.meta.dirname, "../..");
const gzipCache = new Map();

function gzipSize(src) {
  if (!gzipCache.has(src)) {
    const file = path.join(root, ".next", src.replace(/^\/_next\//, ""));
    gzipCache.set(src, fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0);
  }
  return gzipCache.get(src);
}

/** { kb, scripts } for a page, from its HTML (a prerendered file, or a server's answer). */
export function firstLoadJs(html) {
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+\.js)[^"]*"[^>]*>/g)].filter((m) => !/nomodule/i.test(m[0]));
  const scripts = [...new Set(tags.map((m) => m[1]))];
  const bytes = scripts.reduce((sum, src) => sum + gzipSize(src), 0);
  return { kb: +(bytes / 1024).toFixed(1), scripts: scripts.length };
}
