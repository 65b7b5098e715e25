// First-load JavaScript per prerendered page, from the production build (scripts/lib/first-load-js.mjs).
// Pages rendered per request have no file to read: scripts/bench.mjs measures those from the server.
// Usage: npm run build && node scripts/bundle-size.mjs [/route ...]
import fs from "node:fs";
import path from "node:path";
import { firstLoadJs } from "./lib/first-load-js.mjs";

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

const wanted = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const rows = htmlFiles(appDir)
  .filter(({ route }) => !wanted.length || wanted.includes(route))
  .map(({ route, file }) => ({ route, ...firstLoadJs(fs.readFileSync(file, "utf8")) }))
  .sort((a, b) => a.route.localeCompare(b.route));

for (const r of rows) console.log(`${r.route.padEnd(28)} ${String(r.kb).padStart(7)} KB gzip  (${r.scripts} scripts)`);
if (process.argv.includes("--json")) console.log(JSON.stringify(rows));
