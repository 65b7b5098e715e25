// The JavaScript `/` (or the pages named) fetches after its first load while the visitor does nothing
// (scripts/lib/post-hydration-js.mjs says how it is counted), against the production build served as
// `npm start` serves it on a fresh database. Goal (issue 20): ≤ 30 KB gzip on `/`.
// Usage: npm run build && node scripts/post-hydration-js.mjs [/route ...] [--json] [--base http://…]
// (--base measures a server already running instead of starting one).

import { chromium } from "@playwright/test";
import { startBenchApp } from "./lib/bench-app.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./lib/chromium.mjs";
import { postHydrationJs } from "./lib/post-hydration-js.mjs";
import { portTaken } from "./lib/wait-for-health.mjs";

const args = process.argv.slice(2);
const baseArg = args.includes("--base") ? args[args.indexOf("--base") + 1] : null;
const routes = args.filter((a, i) => a.startsWith("/") && args[i - 1] !== "--base");
const PORT = Number(process.env.BENCH_PORT || 3320);

let app = null;
let base = baseArg;
if (!base) {
  base = `http://127.0.0.1:${PORT}`;
  if (await portTaken(base)) {
    console.error(`[post-hydration-js] port ${PORT} is already in use; stop what runs there or set BENCH_PORT`);
    process.exit(1);
  }
  app = await startBenchApp({ port: PORT });
}

const rows = [];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const route of routes.length ? routes : ["/"]) {
    // A new visitor each time: no cookies, no cache, no stored notice.
    const context = await browser.newContext();
    const page = await context.newPage();
    const result = await postHydrationJs(page, `${base}${route}`);
    await context.close();
    rows.push({ route, ...result });
    console.log(`${route.padEnd(28)} ${String(result.kb).padStart(7)} KB gzip after the first load (${result.scripts.length} scripts)`);
    for (const s of result.scripts) console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${s.url}`);
  }
} finally {
  await browser.close();
  await app?.stop();
}
if (args.includes("--json")) console.log(JSON.stringify(rows.map(({ route, kb, scripts }) => ({ route, kb, scripts: scripts.length }))));
