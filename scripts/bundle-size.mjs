// First-load JavaScript per page, from the production build: every <script src> a prerendered page
// loads, gzipped at level 9 and summed. Next 16 no longer prints sizes, so this is our measure.
// Usage: npm run build && node scripts/bundle-size.mjs [/route ...]
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const root = path.resolve(import.meta.dirname, "..");
const appDir = path.join(root, ".next/server/app");
if (!fs.existsSync(appDir)) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}

function htmlFiles(dir, prefix = "") {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...htmlFiles(full, `${prefix}/${entry.name}`));
    else if (entry.name.endsWith(".html")) {
      const route = `${prefix}/${entry.name.replace(/\.html$/, "")}`.replace(/\/index$/, "") || "/";
      out.push({ route: route.replace(/\/\([^)]+\)/g, "") || "/", file: full });
    }
  }
  return out;
}

const gzipCache = new Map();
function gzipSize(src) {
  if (!gzipCache.has(src)) {
    const file = path.join(root, ".next", src.replace(/^\/_next\//, ""));
    gzipCache.set(src, fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0);
  }
  return gzipCache.get(src);
}

const wanted = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const rows = htmlFiles(appDir)
  .filter(({ route }) => !wanted.length || wanted.includes(route))
  .map(({ route, file }) => {
    const html = fs.readFileSync(file, "utf8");
    // noModule scripts are polyfills that modern browsers never download.
    const tags = [...html.matchAll(/<script[^>]+src="([^"]+\.js)[^"]*"[^>]*>/g)].filter((m) => !/nomodule/i.test(m[0]));
    const scripts = [...new Set(tags.map((m) => m[1]))];
    const bytes = scripts.reduce((sum, src) => sum + gzipSize(src), 0);
    return { route, kb: +(bytes / 1024).toFixed(1), scripts: scripts.length };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

for (const r of rows) console.log(`${r.route.padEnd(28)} ${String(r.kb).padStart(7)} KB gzip  (${r.scripts} scripts)`);
if (process.argv.includes("--json")) console.log(JSON.stringify(rows));
