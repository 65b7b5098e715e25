// npm run bench: the performance budgets, measured on the production build and written to
// bench/RESULTS.md with each goal marked met or MISSED:
// - Lighthouse (Debian Chromium) on /, /help and /premium-checkout, the median of BENCH_LH_RUNS runs
//   (default 3): the desktop preset, and mobile with cpuSlowdownMultiplier 1. Goals (issue 20): on / and
//   /help mobile performance ≥ 99 with LCP ≤ 1.8 s and desktop 100; everywhere accessibility, best
//   practices and SEO 100 (and /premium-checkout's performance ≥ 98, its earlier goal);
// - the critical path of /: its HTML (goal ≤ 40 KB raw) and the JavaScript it fetches after hydration
//   while nobody touches it (goal ≤ 30 KB gzip, scripts/post-hydration-js.mjs);
// - first-load JS per route, from the build (goal: not larger than when issue 20 was filed, / 150.7 KB
//   gzip and the largest content page 145.1 KB);
// - the generate benchmark (scripts/bench-generate.mjs);
// - the time to the first reply on screen, streamed (scripts/bench-first-reply.mjs);
// - a mixed load of 200 concurrent visitors for 60 s with autocannon (goal: 0 errors; p99 reported);
// - the screenshot reader benchmark (scripts/bench-screenshot.mjs; BENCH_SCREENSHOT=0 skips it);
// - Holla's landing page beside nextjs/saas-starter's (scripts/bench-compare.mjs), where that app has been
//   fetched as the script says (BENCH_COMPARE=0 skips it).
// BENCH_SECONDS shortens the load phases; BENCH_LH_RUNS takes the median of several Lighthouse runs.

import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import { startBenchApp } from "./lib/bench-app.mjs";
import { buildIfStale } from "./lib/build-stamp.mjs";
import { firstLoadJs } from "./lib/first-load-js.mjs";
import { lighthouseScores } from "./lib/lighthouse.mjs";
import { portTaken } from "./lib/wait-for-health.mjs";

const root = path.resolve(import.meta.dirname, "..");
const PORT = Number(process.env.BENCH_PORT || 3310);
const base = `http://127.0.0.1:${PORT}`;
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS || 60);
const LH_RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS || 3));
const LH_PAGES = ["/", "/help", "/premium-checkout"];
const CONTENT_PAGES = [
  "/about",
  "/contact",
  "/guidelines",
  "/help",
  "/how-it-works",
  "/privacy",
  "/refund-policy",
  "/success-stories",
  "/terms",
];
const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";

function run(args, env = {}) {
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
    encoding: "utf8",
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`${args.join(" ")} failed`);
  return result.stdout;
}

if (!buildIfStale()) process.exit(1);

// ---- First-load JS ---------------------------------------------------------------------------------
const sizes = JSON.parse(run(["scripts/bundle-size.mjs", "--json"]).trim().split("\n").at(-1));
const kb = (route) => sizes.find((r) => r.route === route)?.kb ?? NaN;
const worstContent = Math.max(...CONTENT_PAGES.map(kb));

// Another server already on the port would be measured instead, silently.
if (await portTaken(base)) {
  console.error(`[bench] port ${PORT} is already in use; stop what runs there or set BENCH_PORT`);
  process.exit(1);
}

// ---- The app, on a fresh database, as `npm start` configures it (offline engine, no Stripe) ----------
const app = await startBenchApp({ port: PORT });

const shown = (value) => (Number.isFinite(value) ? value : "n/a");

function mixedLoad(seconds) {
  // A visitor's day: the home page and the content pages, the plan line, a support question and a
  // generation. Without a cookie each request is a new anonymous visitor from one address, so the
  // per-address caps answer some generations and chats with 429: a correct answer, counted apart.
  const requests = [
    { method: "GET", path: "/" },
    { method: "GET", path: "/help" },
    { method: "GET", path: "/premium-checkout" },
    { method: "GET", path: "/api/usage" },
    { method: "GET", path: "/privacy" },
    {
      method: "POST",
      path: "/api/romeo-chat",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: "How do I cancel Premium?" }),
    },
    {
      method: "POST",
      path: "/api/generate",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: "Any plans this weekend?", tone: "funny", language: "en" }),
    },
  ];
  const statuses = {};
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url: base, connections: 200, duration: seconds, requests }, (error, result) =>
      error ? reject(error) : resolve({ result, statuses }),
    );
    instance.on("response", (_client, status) => {
      const key = `${Math.floor(status / 100)}xx${status === 429 ? " (429)" : ""}`;
      statuses[key] = (statuses[key] ?? 0) + 1;
    });
  });
}

let report;
try {
  // Rendered per request (its screen depends on the payment settings): measured from the server's answer.
  const checkoutJs = firstLoadJs(await (await fetch(`${base}/premium-checkout`)).text()).kb;
  // The critical path of / (issue 20): its HTML as a new visitor gets it, and what it fetches after hydration.
  const homeHtmlKb = Math.round(Buffer.byteLength(await (await fetch(`${base}/`)).text()) / 102.4) / 10;
  const afterHydration = JSON.parse(run(["scripts/post-hydration-js.mjs", "/", "--json", "--base", base]).trim().split("\n").at(-1))[0];
  // ---- Lighthouse ----------------------------------------------------------------------------------
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const lh = [];
  try {
    for (const page of LH_PAGES) {
      for (const formFactor of ["desktop", "mobile"]) {
        console.log(`[bench] lighthouse ${formFactor} ${page}...`);
        lh.push({ page, formFactor, ...(await lighthouseScores(chrome, `${base}${page}`, formFactor, LH_RUNS)) });
      }
    }
  } finally {
    await chrome.kill();
  }

  // ---- Mixed load ------------------------------------------------------------------------------------
  console.log(`[bench] mixed load: 200 connections for ${LOAD_SECONDS} s...`);
  await mixedLoad(Math.min(5, LOAD_SECONDS));
  const { result: load, statuses } = await mixedLoad(LOAD_SECONDS);
  const fiveXX = statuses["5xx"] ?? 0;
  const loadErrors = load.errors + load.timeouts + fiveXX;

  // ---- Generate benchmark ------------------------------------------------------------------------
  console.log("[bench] generate benchmark...");
  // Its own server on the next port: this one is still up.
  run(["scripts/bench-generate.mjs"], { BENCH_SECONDS: String(Math.min(4, LOAD_SECONDS)), BENCH_PORT: String(PORT + 1) });
  const generate = fs
    .readFileSync(path.join(root, "bench/GENERATE.md"), "utf8")
    .replace(/^# Generate benchmark\n/, "")
    .trim();

  // ---- First reply on screen -----------------------------------------------------------------------
  console.log("[bench] first reply on screen...");
  // Its own server three ports up (the screenshot benchmark takes two up).
  run(["scripts/bench-first-reply.mjs"], { BENCH_PORT: String(PORT + 3) });
  const firstReply = fs
    .readFileSync(path.join(root, "bench/FIRST-REPLY.md"), "utf8")
    .replace(/^# Time to the first reply on screen\n/, "")
    .trim();

  // ---- Screenshot reader benchmark ------------------------------------------------------------------
  let screenshot = "Skipped (`BENCH_SCREENSHOT=0`).";
  if (process.env.BENCH_SCREENSHOT !== "0") {
    console.log("[bench] screenshot reader benchmark...");
    // Its own server two ports up, and its progress shown as it reads.
    const child = spawnSync(process.execPath, ["scripts/bench-screenshot.mjs"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, BENCH_PORT: String(PORT + 2) },
    });
    if (child.status !== 0) throw new Error("scripts/bench-screenshot.mjs failed");
    screenshot = fs
      .readFileSync(path.join(root, "bench/SCREENSHOT.md"), "utf8")
      .replace(/^# Screenshot reader benchmark\n/, "")
      .replace(/^## /gm, "### ")
      .trim();
  }

  // ---- Beside nextjs/saas-starter ---------------------------------------------------------------------
  let compare = "Skipped (`BENCH_COMPARE=0`).";
  if (process.env.BENCH_COMPARE !== "0") {
    console.log("[bench] beside nextjs/saas-starter...");
    // Its own servers four and five ports up; without the starter's checkout it says how to get it and fails.
    const child = spawnSync(process.execPath, ["scripts/bench-compare.mjs"], {
      cwd: root,
      stdio: ["ignore", "inherit", "pipe"],
      encoding: "utf8",
      env: { ...process.env, BENCH_PORT: String(PORT + 4) },
    });
    compare =
      child.status === 0
        ? fs
            .readFileSync(path.join(root, "bench/COMPARE.md"), "utf8")
            .replace(/^# .*\n/, "")
            .replace(/^## /gm, "### ")
            .trim()
        : `Not measured: ${(child.stderr || "scripts/bench-compare.mjs failed").trim().split("\n").at(-1)}`;
  }

  const mark = (ok) => (ok ? "met" : "**MISSED**");
  // Issue 20's goals for / and /help; /premium-checkout keeps its earlier performance goal.
  const lhOk = (r) => {
    const strict = r.page !== "/premium-checkout";
    const performance =
      r.formFactor === "desktop" ? r.performance >= (strict ? 100 : 98) : r.performance >= (strict ? 99 : 98) && (!strict || r.lcp <= 1800);
    return performance && r.accessibility === 100 && r.bestPractices === 100 && r.seo === 100;
  };
  report = `# Performance budgets

\`npm run bench\`, ${new Date().toISOString().slice(0, 10)}, on ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}: the production
build under \`next start\` as \`npm start\` configures it (offline engine, no Stripe), on a fresh
PostgreSQL database (${app.dbKind}).

## Lighthouse

Debian Chromium (${chromePath}), ${LH_RUNS === 1 ? "one run" : `median of ${LH_RUNS} runs`} per cell. Desktop: Lighthouse's desktop preset.
Mobile: the default mobile emulation and network throttling with \`cpuSlowdownMultiplier: 1\`.
Goals (issue 20): on / and /help, mobile performance ≥ 99 with LCP ≤ 1,800 ms and desktop 100; on
/premium-checkout performance ≥ 98; everywhere accessibility, best practices and SEO 100.

| page | form factor | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | goal |
|---|---|---:|---:|---:|---:|---:|---:|---:|---|
${lh.map((r) => `| ${r.page} | ${r.formFactor} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${shown(r.lcp)} | ${shown(r.tbt)} | ${r.cls.toFixed(3)} | ${mark(lhOk(r))} |`).join("\n")}

Mobile LCP per run, ms, with the scripts that began running before the LCP frame was presented (of them, the
page's two largest: React DOM and the App Router), which Lighthouse counts in its simulated LCP
(docs/architecture.md, "Scripts after the first paint"; \`npm run bench:lcp\`, bench/LCP.md, says more):
${lh
  .filter((r) => r.formFactor === "mobile")
  .map(
    (r) =>
      `${r.page} ${r.lcps.map((lcp, i) => `${shown(lcp)} (${r.early[i] ? `${r.early[i].scripts}, ${r.early[i].framework}` : "n/a"})`).join(", ")}`,
  )
  .join("; ")}.

${lh.some((r) => r.failed.length) ? `Audits not passed: ${[...new Set(lh.flatMap((r) => r.failed))].join(", ")}.` : "Every binary audit passed."}

## The critical path of /

| figure | KB | goal | |
|---|---:|---:|---|
| HTML of / (raw, a new visitor) | ${homeHtmlKb} | ≤ 40 | ${mark(homeHtmlKb <= 40)} |
| JavaScript fetched after hydration, nobody touching the page (gzip, ${afterHydration.scripts} scripts) | ${afterHydration.kb} | ≤ 30 | ${mark(afterHydration.kb <= 30)} |

## First-load JavaScript (gzip, from the build)

Goal (issue 20): not larger than when the issue was filed.

| route | KB | goal | |
|---|---:|---:|---|
| / | ${kb("/")} | ≤ 150.7 | ${mark(kb("/") <= 150.7)} |
| largest content page (${CONTENT_PAGES.find((p) => kb(p) === worstContent)}) | ${worstContent} | ≤ 145.1 | ${mark(worstContent <= 145.1)} |
| /premium-checkout (rendered per request) | ${checkoutJs} | | |
| /feedback | ${kb("/feedback")} | | |

## Mixed load

200 concurrent connections for ${LOAD_SECONDS} s (autocannon), cycling through GET /, /help,
/premium-checkout, /privacy, /api/usage, POST /api/romeo-chat and POST /api/generate as new
anonymous visitors from one address (so the per-address caps answer part of the chats and
generations with 429, as they should).

| requests | requests/s | p50 ms | p99 ms | responses by status | errors (5xx, socket errors, timeouts) | goal |
|---:|---:|---:|---:|---|---:|---|
| ${load.requests.total} | ${load.requests.average.toFixed(0)} | ${load.latency.p50} | ${load.latency.p99} | ${Object.entries(statuses)
    .map(([k, v]) => `${k}: ${v}`)
    .join(", ")} | ${loadErrors} | ${mark(loadErrors === 0)} |

## Generate benchmark

${generate}

## Time to the first reply on screen

${firstReply}

## Screenshot reader

${screenshot}

## Beside nextjs/saas-starter

${compare}
`;
} finally {
  await app.stop();
}
fs.writeFileSync(path.join(root, "bench/RESULTS.md"), report);
console.log(`\n${report}`);
