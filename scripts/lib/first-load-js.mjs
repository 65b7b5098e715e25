// First-load JavaScript of one page's HTML: every <script src> it loads, gzipped at level 9 and summed
// (Next 16 no longer prints sizes, so this is our measure). noModule scripts are polyfills that modern
// browsers never download.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const root = path.resolve(import.meta.dirname, "../..");
const gzipCache = new Map();

const buildFile = (src, nextDir) => path.join(nextDir, src.replace(/^\/_next\//, ""));

function gzipSize(src, nextDir) {
  const file = buildFile(src, nextDir);
  if (!gzipCache.has(file)) gzipCache.set(file, fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0);
  return gzipCache.get(file);
}

/**
 * { kb, scripts, missing } for a page, from its HTML (a prerendered file, or a server's answer) and the build it
 * came from (`nextDir`, Holla's .next unless another app's is named: scripts/bench-compare.mjs). `missing`
 * counts the scripts not found in that build (counted as 0 bytes).
 */
export function firstLoadJs(html, nextDir = path.join(root, ".next")) {
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+\.js)[^"]*"[^>]*>/g)].filter((m) => !/nomodule/i.test(m[0]));
  const scripts = [...new Set(tags.map((m) => m[1]))];
  const bytes = scripts.reduce((sum, src) => sum + gzipSize(src, nextDir), 0);
  const missing = scripts.filter((src) => !fs.existsSync(buildFile(src, nextDir))).length;
  return { kb: +(bytes / 1024).toFixed(1), scripts: scripts.length, missing };
}
