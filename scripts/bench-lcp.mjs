// npm run bench:lcp: why mobile LCP in Lighthouse lands where it does, run by run, on / and /help
// (docs/architecture.md, "Scripts after the first paint"). Lighthouse's mobile LCP is simulated (Lantern): it
// replays the trace of an unthrottled load over a slow network, counting every request that finished before
// the LCP frame was presented (a script too, unless its evaluation visibly began after that frame). For each
// of BENCH_LH_RUNS runs (default 5) this writes:
// - the LCP Lighthouse reports;
// - how many scripts began running before the LCP frame (the race the figure depends on);
// - the floor: Lantern's LCP for the same trace with every request weighing nothing except the document
//   and the page's two largest scripts (React DOM and the App Router). It says what no cut of Holla's own
//   bytes (font, stylesheet, icons, Holla's scripts) can go below when those two are counted.
// Writes bench/LCP.md. The floor comes from Lantern's own simulator in Lighthouse's package (its metric's
// compute is wrapped for the run), so it follows Lighthouse's version.

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";
import { startBenchApp } from "./lib/bench-app.mjs";
import { buildIfStale } from "./lib/build-stamp.mjs";
import { CHROMIUM_PATH } from "./lib/chromium.mjs";
import { scriptsBeforeLcp } from "./lib/lcp-race.mjs";
import { MOBILE_CONFIG } from "./lib/lighthouse.mjs";
import { portTaken } from "./lib/wait-for-health.mjs";

const root = path.resolve(import.meta.dirname, "..");
const PORT = Number(process.env.BENCH_PORT || 3320);
const RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS || 5));
const PAGES = ["/", "/help"];
const GOAL_MS = 1800;

if (!buildIfStale()) process.exit(1);
if (await portTaken(`http://127.0.0.1:${PORT}`)) {
  console.error(`[bench] port ${PORT} is already in use; stop what runs there or set BENCH_PORT`);
  process.exit(1);
}

/** Lantern's LCP for `graph` with every network request's bytes set to zero unless `keep(request)`. */
function lcpKeeping(metric, data, extras, graph, keep) {
  const light = graph.cloneWithRelationships(() => true);
  light.traverse((node) => {
    // The simulator reads a request's size from the node's own record; the trace's record stays as it was.
    if (node.type === "network" && !keep(node.request)) node._request = { ...node._request, transferSize: 0 };
  });
  return metric.getEstimateFromSimulation(data.simulator.simulate(light, { label: "floor" }), extras).timeInMs;
}

// Each LCP computation leaves its estimate and floor here (Lighthouse computes LCP more than once per run:
// the one whose estimate is the reported LCP is the run's).
const floors = [];
const compute = Lantern.Metrics.Metric.compute;
Lantern.Metrics.Metric.compute = function (data, extras) {
  const result = compute.call(this, data, extras);
  if (this === Lantern.Metrics.LargestContentfulPaint || this.prototype instanceof Lantern.Metrics.LargestContentfulPaint) {
    const scripts = [];
    data.graph.traverse((node) => {
      if (node.type === "network" && node.request.resourceType === "Script") scripts.push(node.request);
    });
    const framework = new Set(
      scripts
        .sort((a, b) => b.transferSize - a.transferSize)
        .slice(0, 2)
        .map((r) => r.url),
    );
    const keep = (request) => framework.has(request.url) || request.resourceType === "Document";
    const { optimistic, pessimistic } = this.coefficients;
    floors.push({
      timing: result.timing,
      floor:
        optimistic * lcpKeeping(this, data, extras, result.optimisticGraph, keep) +
        pessimistic * lcpKeeping(this, data, extras, result.pessimisticGraph, keep),
    });
  }
  return result;
};

const app = await startBenchApp({ port: PORT });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
const rows = [];
try {
  for (const page of PAGES) {
    const url = `${app.base}${page}`;
    // The first load of a fresh server compiles what later loads reuse: not a phone's first visit either.
    await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] }, MOBILE_CONFIG);
    for (let i = 1; i <= RUNS; i++) {
      console.log(`[bench] lighthouse mobile ${page}, run ${i}/${RUNS}...`);
      floors.length = 0;
      const result = await lighthouse(
        url,
        { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] },
        MOBILE_CONFIG,
      );
      const lcp = result.lhr.audits["largest-contentful-paint"].numericValue;
      const own = floors.reduce((best, f) => (Math.abs(f.timing - lcp) < Math.abs((best?.timing ?? Infinity) - lcp) ? f : best), null);
      rows.push({
        page,
        run: i,
        lcp,
        fcp: result.lhr.audits["first-contentful-paint"].numericValue,
        early: scriptsBeforeLcp(result.artifacts.Trace),
        floor: own?.floor ?? Number.NaN,
      });
    }
  }
} finally {
  await chrome.kill();
  await app.stop();
}

const ms = (x) => (Number.isFinite(x) ? Math.round(x).toLocaleString("en-US") : "n/a");
// A run Lighthouse couldn't measure (no LCP in its trace) has no figure to count.
const median = (xs) => {
  const known = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return known.length ? known[Math.floor(known.length / 2)] : Number.NaN;
};
const summary = PAGES.map((page) => {
  const mine = rows.filter((r) => r.page === page);
  const lost = mine.filter((r) => r.early?.framework === 2);
  return `| ${page} | ${ms(median(mine.map((r) => r.lcp)))} | ${lost.length} of ${mine.length} | ${lost.length ? ms(median(lost.map((r) => r.floor))) : "n/a"} |`;
});
const report = `# Mobile LCP, run by run

\`npm run bench:lcp\`, ${new Date().toISOString().slice(0, 10)}, on ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}: Lighthouse mobile (as in
\`npm run bench\`), ${RUNS} runs per page after one unmeasured run. Goal (issue 20): median LCP ≤ ${ms(GOAL_MS)} ms.

Lighthouse simulates the slow network over the trace of an unthrottled load, counting every request that
finished before the LCP frame was presented, a script among them unless its evaluation visibly began after
it (a short one is not kept in its graph). "Race lost" means both of the page's two largest scripts (React
DOM and the App Router) were among them; fetched after the first paint (docs/architecture.md, "Scripts after
the first paint"), they no longer are. "Floor" is what Lantern gives for the same trace
when every request except the document and those two weighs nothing: the best any cut of Holla's own
bytes could reach in that run.

| page | median LCP ms | runs with the race lost | median floor of those runs, ms |
|---|---:|---:|---:|
${summary.join("\n")}

| page | run | LCP ms | FCP ms | scripts begun before the LCP frame (of them the two largest) | floor ms |
|---|---:|---:|---:|---|---:|
${rows.map((r) => `| ${r.page} | ${r.run} | ${ms(r.lcp)} | ${ms(r.fcp)} | ${r.early ? `${r.early.scripts} (${r.early.framework})` : "n/a"} | ${ms(r.floor)} |`).join("\n")}
`;
fs.writeFileSync(path.join(root, "bench/LCP.md"), report);
console.log(`\n${report}`);
