// npm run bench:compare: Holla's landing page `/` beside the landing page of nextjs/saas-starter (Vercel's
// Next.js SaaS template), measured in one run on this machine, the two alternating, written to
// bench/COMPARE.md (issue 20, item 4).
//
// The starter is not part of this repository. Get it once (it goes to .tools/, which git ignores):
//   git clone https://github.com/nextjs/saas-starter .tools/saas-starter
//   git -C .tools/saas-starter checkout e0dc5d40ce26c01672557912b533d25e32957ad4
// or anywhere else, named by COMPARE_APP_DIR. Then this script does the rest, offline:
// - installs its dependencies with npm when its node_modules (or the font) is missing (it ships a pnpm lockfile: npm
//   installs each direct dependency at the version that lockfile names), with @fontsource-variable/manrope;
// - makes the one change to its code: app/layout.tsx loads Manrope with next/font/local from that package's
//   Latin woff2 instead of next/font/google, which cannot download here (the same Latin subset Google
//   serves); a text replacement that is checked, done once, and refused if the file has changed shape;
// - builds it (`next build`) when its build is missing or older than its sources, with a throwaway
//   PostgreSQL database (its migrations applied, no rows), dummy Stripe keys, and Stripe's API answered by
//   a local stand-in with no products (scripts/lib/offline-stripe.cjs: its /pricing asks Stripe while it
//   is prerendered);
// - serves it with `next start`, Holla with scripts/serve.mjs on a fresh database (scripts/lib/bench-app.mjs),
//   each on the app CPU where taskset allows (scripts/lib/cpu-pinning.mjs).
// Then, for both, Holla first, the starter second, in turns:
// 1. Lighthouse (Debian Chromium), mobile (default emulation and network throttling, cpuSlowdownMultiplier
//    1) and desktop preset, the median of BENCH_LH_RUNS runs (default 3): the four scores and LCP;
// 2. the HTML of `/` without cookies, raw and gzip (level 9) KB;
// 3. the fonts it preloads: the bytes of every <link rel="preload" as="font"> in that HTML or in the
//    response's Link header (where Next puts them for a partially prerendered page, as the starter's);
// 4. the JavaScript fetched after hydration while nobody touches the page, gzip KB
//    (scripts/lib/post-hydration-js.mjs);
// 5. first-load JavaScript, gzip KB: the <script src> of that HTML, from each app's build
//    (scripts/lib/first-load-js.mjs);
// 6. GET `/` with autocannon, 50 connections for BENCH_SECONDS (default 10) per app and round, 2 rounds,
//    autocannon on the load CPU: the median requests/s and p99 latency.
// BENCH_PORT (default 3340) is Holla's port; the starter's is the next one.

import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "@playwright/test";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import pg from "pg";
import { startBenchApp } from "./lib/bench-app.mjs";
import { buildIfStale, buildIsCurrent } from "./lib/build-stamp.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./lib/chromium.mjs";
import { onAppCpu, pinning, pinSelfToLoadCpu } from "./lib/cpu-pinning.mjs";
import { firstLoadJs } from "./lib/first-load-js.mjs";
import { lighthouseScores, medianScores } from "./lib/lighthouse.mjs";
import { postHydrationJs } from "./lib/post-hydration-js.mjs";
import { resolveTestServer } from "./lib/test-database.mjs";
import { portTaken } from "./lib/wait-for-health.mjs";

const startedAt = Date.now();
// The machine's 1-minute load average before this run does anything: other work on its CPUs shows there.
const loadAtStart = os.loadavg()[0];
process.env.NEXT_TELEMETRY_DISABLED = "1";
const root = path.resolve(import.meta.dirname, "..");
const STARTER_REPO = "https://github.com/nextjs/saas-starter";
const STARTER_COMMIT = "e0dc5d40ce26c01672557912b533d25e32957ad4";
const FONT_PACKAGE = "@fontsource-variable/manrope@5.3.0";
const starterDir = path.resolve(root, process.env.COMPARE_APP_DIR || ".tools/saas-starter");
const PORT = Number(process.env.BENCH_PORT || 3340);
const LH_RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS || 3));
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS || 10);
const LOAD_ROUNDS = 2;
const CONNECTIONS = 50;

/** What this run had to do besides measuring (installing, building), for the report's timing. */
const steps = [];
const log = (message) => console.log(`[bench:compare] ${message}`);
function fail(message) {
  console.error(`[bench:compare] ${message}`);
  process.exit(1);
}
const shownDir = path.relative(root, starterDir).startsWith("..") ? starterDir : path.relative(root, starterDir);

// ---- The starter's checkout ---------------------------------------------------------------------------
const layoutFile = path.join(starterDir, "app/layout.tsx");
if (!fs.existsSync(path.join(starterDir, "package.json")) || !fs.existsSync(layoutFile)) {
  fail(`no checkout of nextjs/saas-starter at ${starterDir}. It is not part of this repository; get it with
  git clone ${STARTER_REPO} ${shownDir}
  git -C ${shownDir} checkout ${STARTER_COMMIT}
(COMPARE_APP_DIR names another place), then run \`npm run bench:compare\` again: it installs, patches and builds it.`);
}
const gitHead = spawnSync("git", ["-C", starterDir, "rev-parse", "HEAD"], { encoding: "utf8" });
const starterCommit = gitHead.status === 0 ? gitHead.stdout.trim() : "unknown (not a git checkout)";
if (starterCommit !== STARTER_COMMIT) {
  console.warn(`[bench:compare] ${shownDir} is at ${starterCommit}, not ${STARTER_COMMIT}: measuring it anyway, under its own commit.`);
}

/** `name@version` of each direct dependency, as the starter's pnpm-lock.yaml resolved it. */
function lockedDependencies() {
  const lock = fs.readFileSync(path.join(starterDir, "pnpm-lock.yaml"), "utf8");
  const importer = lock.split(/\n {2}\.:\n/)[1]?.split(/\npackages:\n/)[0] ?? "";
  const specs = [...importer.matchAll(/\n {6}'?([^'\s]+?)'?:\n {8}specifier: [^\n]*\n {8}version: ([^(\s]+)/g)].map(
    (m) => `${m[1]}@${m[2]}`,
  );
  if (!specs.some((s) => s.startsWith("next@"))) fail(`could not read the direct dependencies from ${shownDir}/pnpm-lock.yaml`);
  return specs;
}

const FONT_FILE = "node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2";
if (!fs.existsSync(path.join(starterDir, "node_modules/next/package.json")) || !fs.existsSync(path.join(starterDir, FONT_FILE))) {
  log(`installing the starter's dependencies with npm (the versions of its pnpm-lock.yaml) and ${FONT_PACKAGE}...`);
  const install = spawnSync(
    "npm",
    ["install", "--no-save", "--no-package-lock", "--no-audit", "--no-fund", "--loglevel=error", ...lockedDependencies(), FONT_PACKAGE],
    { cwd: starterDir, stdio: "inherit" },
  );
  if (install.status !== 0) fail("npm install failed in the starter (see above)");
  steps.push("installing the starter's dependencies");
}

// The one change to its code: next/font/google fetches from Google at build time, which this machine
// cannot reach; next/font/local with the same Latin subset of Manrope (variable, weights 200-800, the
// unicode-range Google gives its latin subset) is the nearest thing. Preloaded and swapped alike.
const FONT_PATCH = [
  ["import { Manrope } from 'next/font/google';", "import localFont from 'next/font/local';"],
  [
    "const manrope = Manrope({ subsets: ['latin'] });",
    `// Patched by Holla's scripts/bench-compare.mjs: next/font/google cannot download offline; this is the
// same Latin subset of Manrope, from @fontsource-variable/manrope.
const manrope = localFont({
  src: '../${FONT_FILE}',
  weight: '200 800',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'
    }
  ]
});`,
  ],
];

function patchLayout() {
  let text = fs.readFileSync(layoutFile, "utf8");
  if (FONT_PATCH.every(([, to]) => text.includes(to))) return;
  for (const [from, to] of FONT_PATCH) {
    if (text.split(from).length !== 2) {
      fail(`${shownDir}/app/layout.tsx has changed shape: it does not hold this line exactly once, so the font patch can't be applied:
  ${from}
Check out ${STARTER_COMMIT} (git -C ${shownDir} checkout -- app/layout.tsx && git -C ${shownDir} checkout ${STARTER_COMMIT}), or update FONT_PATCH in scripts/bench-compare.mjs.`);
    }
    text = text.replace(from, () => to);
  }
  fs.writeFileSync(layoutFile, text);
  const written = fs.readFileSync(layoutFile, "utf8");
  if (!FONT_PATCH.every(([from, to]) => written.includes(to) && !written.includes(from))) fail("the font patch did not apply");
  log("patched app/layout.tsx: Manrope from next/font/local");
}
patchLayout();

/** The newest modification time among the starter's own files (not its dependencies or build). */
function newestSource(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if ([".git", ".next", "node_modules"].includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

// ---- Its database: throwaway, its migrations applied, no rows -----------------------------------------
async function sql(url, statements) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

async function starterDatabase(server) {
  let url = server.url;
  let name = null;
  if (server.kind !== "pglite") {
    name = `starterbench_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    await sql(server.url, [`CREATE DATABASE "${name}"`]);
    const u = new URL(server.url);
    u.pathname = `/${name}`;
    url = u.toString();
  }
  const dir = path.join(starterDir, "lib/db/migrations");
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    await sql(
      url,
      fs
        .readFileSync(path.join(dir, file), "utf8")
        .split("--> statement-breakpoint")
        .filter((s) => s.trim()),
    );
  }
  return { url, drop: async () => name && (await sql(server.url, [`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`]).catch(() => {})) };
}

/** Stripe's API for the starter's build: every list is empty, anything else is refused. */
function startStripeStandIn() {
  const server = http.createServer((req, res) => {
    const list = req.method === "GET" && /^\/v1\/(prices|products)(\?|$)/.test(req.url ?? "");
    res.writeHead(list ? 200 : 404, { "content-type": "application/json" });
    res.end(
      JSON.stringify(
        list
          ? { object: "list", data: [], has_more: false, url: req.url?.split("?")[0] }
          : { error: { type: "invalid_request_error", message: "offline stand-in for Stripe (scripts/bench-compare.mjs)" } },
      ),
    );
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

const hollaBase = `http://127.0.0.1:${PORT}`;
const starterBase = `http://127.0.0.1:${PORT + 1}`;
const answers = (base) =>
  fetch(`${base}/`).then(
    () => true,
    () => false,
  );
// Another server already on a port would be measured instead, silently.
if ((await portTaken(hollaBase)) || (await answers(starterBase))) {
  fail(`port ${PORT} or ${PORT + 1} is already in use; stop what runs there or set BENCH_PORT`);
}

// ---- Builds ---------------------------------------------------------------------------------------------
if (!buildIsCurrent()) steps.push("building Holla");
if (!buildIfStale()) process.exit(1);

const dbServer = await resolveTestServer();
const starterDb = await starterDatabase(dbServer);
const starterNext = path.join(starterDir, "node_modules/next/dist/bin/next");
const starterEnv = {
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  POSTGRES_URL: starterDb.url,
  AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0000",
  BASE_URL: starterBase,
  STRIPE_SECRET_KEY: "sk_test_offline_bench",
  STRIPE_WEBHOOK_SECRET: "whsec_offline_bench",
};

let starter = null;
let holla = null;
let report;
try {
  const buildId = path.join(starterDir, ".next/BUILD_ID");
  if (!fs.existsSync(buildId) || fs.statSync(buildId).mtimeMs < newestSource(starterDir)) {
    log("building the starter...");
    const stripe = await startStripeStandIn();
    const built = await new Promise((resolve) => {
      const child = spawn(process.execPath, [starterNext, "build"], {
        cwd: starterDir,
        stdio: "inherit",
        env: {
          ...process.env,
          ...starterEnv,
          OFFLINE_STRIPE: `127.0.0.1:${stripe.address().port}`,
          NODE_OPTIONS: [process.env.NODE_OPTIONS, `--require ${path.join(root, "scripts/lib/offline-stripe.cjs")}`]
            .filter(Boolean)
            .join(" "),
        },
      });
      child.on("exit", (code) => resolve(code === 0));
    });
    stripe.close();
    if (!built) throw new Error("the starter's next build failed (see above)");
    steps.push("building the starter");
  }

  // ---- Both apps, on the app CPU where taskset allows -----------------------------------------------------
  holla = await startBenchApp({ port: PORT, pinned: true });
  starter = await startStarter();
  const apps = [
    { key: "holla", name: "Holla", base: hollaBase, nextDir: path.join(root, ".next") },
    { key: "starter", name: "saas-starter", base: starterBase, nextDir: path.join(starterDir, ".next") },
  ];
  for (const app of apps) for (let i = 0; i < 10; i++) await (await fetch(`${app.base}/`)).text();

  // ---- The HTML of /, its preloaded fonts, its first-load JS --------------------------------------------------
  const page = {};
  for (const app of apps) {
    const response = await fetch(`${app.base}/`, { headers: { accept: "text/html" } });
    if (response.status !== 200) throw new Error(`${app.name}: GET / answered ${response.status}`);
    const html = await response.text();
    const fonts = [];
    for (const { href, where } of preloadedFonts(html, response.headers.get("link"))) {
      const font = await fetch(new URL(href, app.base));
      if (!font.ok) throw new Error(`${app.name}: preloaded font ${href} answered ${font.status}`);
      fonts.push({ href, where, bytes: (await font.arrayBuffer()).byteLength });
    }
    const firstLoad = firstLoadJs(html, app.nextDir);
    if (firstLoad.missing) throw new Error(`${app.name}: ${firstLoad.missing} of the scripts of / are not in ${app.nextDir}`);
    page[app.key] = {
      rawKb: Buffer.byteLength(html) / 1024,
      gzipKb: zlib.gzipSync(html, { level: 9 }).length / 1024,
      fontsKb: fonts.reduce((sum, f) => sum + f.bytes, 0) / 1024,
      fonts: fonts.length,
      fontsWhere: fonts.map((f) => `${(f.bytes / 1024).toFixed(1)} KB named in its ${f.where}`).join(", ") || "none",
      firstLoadKb: firstLoad.kb,
      firstLoadScripts: firstLoad.scripts,
    };
    log(`${app.name}: HTML ${page[app.key].rawKb.toFixed(1)} KB, first-load JS ${firstLoad.kb} KB gzip, ${fonts.length} font(s) preloaded`);
  }

  // ---- JS fetched after hydration (Playwright, Debian Chromium) -----------------------------------------
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const chromiumVersion = browser.version();
  try {
    for (const app of apps) {
      // A new visitor: no cookies, no cache.
      const context = await browser.newContext();
      const result = await postHydrationJs(await context.newPage(), `${app.base}/`);
      await context.close();
      page[app.key].afterHydrationKb = result.kb;
      page[app.key].afterHydrationScripts = result.scripts.length;
      log(`${app.name}: ${result.kb} KB gzip of JS after hydration (${result.scripts.length} scripts)`);
    }
  } finally {
    await browser.close();
  }

  // ---- Lighthouse, the apps in turns ---------------------------------------------------------------------
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS, "--disable-dev-shm-usage"] });
  const lhRuns = { holla: { mobile: [], desktop: [] }, starter: { mobile: [], desktop: [] } };
  try {
    for (let run = 1; run <= LH_RUNS; run++) {
      for (const formFactor of ["mobile", "desktop"]) {
        for (const app of apps) {
          log(`lighthouse ${formFactor} ${app.name}, run ${run}/${LH_RUNS}...`);
          lhRuns[app.key][formFactor].push(await lighthouseScores(chrome, `${app.base}/`, formFactor, 1));
        }
      }
    }
  } finally {
    await chrome.kill();
  }
  const lh = (key, formFactor) => {
    const runs = lhRuns[key][formFactor];
    return { ...medianScores(runs), lcps: runs.map((r) => r.lcp), performances: runs.map((r) => r.performance) };
  };

  // ---- GET / throughput: this process (autocannon) on the load CPU -----------------------------------------
  pinSelfToLoadCpu();
  const load = (base, duration) => autocannon({ url: `${base}/`, connections: CONNECTIONS, duration });
  log("warming up the load...");
  for (const app of apps) await load(app.base, 3);
  const loadRuns = { holla: [], starter: [] };
  for (let round = 1; round <= LOAD_ROUNDS; round++) {
    for (const app of apps) {
      log(`round ${round}/${LOAD_ROUNDS}: GET / on ${app.name}, ${CONNECTIONS} connections, ${LOAD_SECONDS} s...`);
      const r = await load(app.base, LOAD_SECONDS);
      loadRuns[app.key].push({
        rps: r.requests.average,
        p99: r.latency.p99,
        bad: r.non2xx + r.errors + r.timeouts,
        total: r.requests.total,
      });
    }
  }
  // The median of two rounds is their mean.
  const middle = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  const throughput = (key) => ({
    rps: middle(loadRuns[key].map((r) => r.rps)),
    p99: middle(loadRuns[key].map((r) => r.p99)),
    bad: loadRuns[key].reduce((n, r) => n + r.bad, 0),
    total: loadRuns[key].reduce((n, r) => n + r.total, 0),
    rounds: loadRuns[key].map((r) => `${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms`).join("; "),
  });

  report = writeReport({ page, lh, throughput, chromiumVersion });
} finally {
  await starter?.stop();
  await holla?.stop();
  await starterDb.drop();
  await dbServer.stop();
}
fs.mkdirSync(path.join(root, "bench"), { recursive: true });
fs.writeFileSync(path.join(root, "bench/COMPARE.md"), report);
console.log(`\n${report}`);

/**
 * The fonts a page preloads, each address once with where it was named: <link rel="preload" as="font"> in
 * its HTML, or the same in its Link header (where Next puts a partially prerendered page's preloads).
 */
function preloadedFonts(html, linkHeader) {
  const found = new Map();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = tag.match(/\bhref="([^"]+)"/i)?.[1]?.replaceAll("&amp;", "&");
    if (href && /\brel="preload"/i.test(tag) && /\bas="font"/i.test(tag) && !found.has(href)) found.set(href, "HTML");
  }
  for (const entry of (linkHeader ?? "").split(/,\s*(?=<)/)) {
    const href = entry.match(/^\s*<([^>]+)>/)?.[1];
    if (href && /;\s*rel="?preload"?/i.test(entry) && /;\s*as="?font"?/i.test(entry) && !found.has(href)) found.set(href, "Link header");
  }
  return [...found].map(([href, where]) => ({ href, where }));
}

/** `next start` of the starter on its port, as its README deploys it: { stop() }. */
async function startStarter() {
  const [command, args] = onAppCpu(process.execPath, [starterNext, "start", "-p", String(PORT + 1), "-H", "127.0.0.1"]);
  const child = spawn(command, args, { cwd: starterDir, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, ...starterEnv } });
  let exited = false;
  const exit = new Promise((resolve) =>
    child.once("exit", () => {
      exited = true;
      resolve(null);
    }),
  );
  const stop = async () => {
    if (!exited) child.kill("SIGTERM");
    await exit;
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && !exited) {
    const status = await fetch(`${starterBase}/`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return { stop };
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`the starter did not answer GET / with 200 at ${starterBase}`);
}

function writeReport({ page, lh, throughput, chromiumVersion }) {
  const versionOf = (dir, name) => JSON.parse(fs.readFileSync(path.join(dir, "node_modules", name, "package.json"), "utf8")).version;
  const git = (...args) => spawnSync("git", ["-C", root, ...args], { encoding: "utf8" }).stdout.trim();
  const hollaHead = git("rev-parse", "--short", "HEAD");
  const hollaDirty = git("status", "--porcelain", "--", "app", "components", "content", "lib", "public", "prisma");
  const load = { holla: throughput("holla"), starter: throughput("starter") };
  const kb = (x) => x.toFixed(1);
  const int = (x) => (Number.isFinite(x) ? String(Math.round(x)) : "n/a");
  const figures = [];
  for (const formFactor of ["mobile", "desktop"]) {
    const h = lh("holla", formFactor);
    const s = lh("starter", formFactor);
    const label = `Lighthouse ${formFactor}`;
    figures.push(
      { label: `${label}: performance`, holla: h.performance, starter: s.performance, better: "higher", format: int },
      { label: `${label}: accessibility`, holla: h.accessibility, starter: s.accessibility, better: "higher", format: int },
      { label: `${label}: best practices`, holla: h.bestPractices, starter: s.bestPractices, better: "higher", format: int },
      { label: `${label}: SEO`, holla: h.seo, starter: s.seo, better: "higher", format: int },
      { label: `${label}: LCP ms`, holla: h.lcp, starter: s.lcp, better: "lower", format: int },
    );
  }
  const p = page;
  figures.push(
    { label: "HTML of `/`, raw KB", holla: p.holla.rawKb, starter: p.starter.rawKb, better: "lower", ratio: true, format: kb },
    { label: "HTML of `/`, gzip KB", holla: p.holla.gzipKb, starter: p.starter.gzipKb, better: "lower", ratio: true, format: kb },
    {
      label: "Fonts preloaded, KB",
      holla: p.holla.fontsKb,
      starter: p.starter.fontsKb,
      better: "lower",
      ratio: true,
      format: kb,
      note: (key) => ` (${p[key].fonts} file${p[key].fonts === 1 ? "" : "s"})`,
    },
    {
      label: "JS fetched after hydration, gzip KB",
      holla: p.holla.afterHydrationKb,
      starter: p.starter.afterHydrationKb,
      better: "lower",
      ratio: true,
      format: kb,
      note: (key) => ` (${p[key].afterHydrationScripts} script${p[key].afterHydrationScripts === 1 ? "" : "s"})`,
    },
    {
      label: "First-load JS, gzip KB",
      holla: p.holla.firstLoadKb,
      starter: p.starter.firstLoadKb,
      better: "lower",
      ratio: true,
      format: kb,
      note: (key) => ` (${p[key].firstLoadScripts} scripts)`,
    },
    { label: "GET `/`, requests/s", holla: load.holla.rps, starter: load.starter.rps, better: "higher", ratio: true, format: int },
    { label: "GET `/`, p99 latency ms", holla: load.holla.p99, starter: load.starter.p99, better: "lower", ratio: true, format: int },
  );
  const cell = (f, key) => `${f.format(f[key])}${f.note ? f.note(key) : ""}`;
  const verdict = (f) => {
    const [a, b] = [Number(f.format(f.holla)), Number(f.format(f.starter))];
    if (!Number.isFinite(a) || !Number.isFinite(b)) return `- ${f.label}: no verdict, one of the two was not measured.`;
    if (a === b) return `- ${f.label}: equal, ${f.format(f.holla)}.`;
    const hollaWins = f.better === "higher" ? a > b : a < b;
    const ratio = f.ratio && b ? `, ${(a / b).toFixed(2)}× the starter's` : "";
    return `- ${f.label}: **${hollaWins ? "Holla" : "the starter"}** (${f.better} is better): Holla ${f.format(f.holla)}, the starter ${f.format(f.starter)}${ratio}.`;
  };
  const failed = (key) => ["mobile", "desktop"].map((ff) => `${ff}: ${lh(key, ff).failed.join(", ") || "none"}`).join("; ");
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  const failures = (key) => `${load[key].bad} of ${load[key].total}`;
  return `# Holla's landing page beside nextjs/saas-starter's

\`npm run bench:compare\` (scripts/bench-compare.mjs), ${new Date().toISOString().slice(0, 10)}, on ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"},
${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; Debian Chromium ${chromiumVersion} (${CHROMIUM_PATH}), Lighthouse ${versionOf(root, "lighthouse")}.
The run took ${Math.floor(seconds / 60)} min ${seconds % 60} s${steps.length ? `, ${steps.join(" and ")} included` : " (both builds were current)"}.

- **Holla** at ${hollaHead}${hollaDirty ? " (with uncommitted changes to its sources)" : ""}: Next.js ${versionOf(root, "next")}, the production build served by
  scripts/serve.mjs as \`npm start\` configures it (offline engine, no Stripe), on a fresh PostgreSQL database.
- **[nextjs/saas-starter](${STARTER_REPO})** at commit \`${starterCommit}\`: Next.js ${versionOf(starterDir, "next")}, React
  ${versionOf(starterDir, "react")}, its production build under \`next start\`. It ships a pnpm lockfile; its dependencies were
  installed with npm, each direct dependency at the version that lockfile names (the ones below them as npm
  resolves them). **The one change to its code**: \`app/layout.tsx\` loads Manrope with \`next/font/local\` from
  the Latin woff2 of \`@fontsource-variable/manrope\` (variable, weights 200–800, Google's latin unicode-range)
  instead of \`next/font/google\`, which cannot download on this offline machine: the same Latin subset
  \`next/font/google\` would serve and preload. Its build also needs Stripe (\`/pricing\` lists Stripe's prices
  when prerendered): during \`next build\` only, Stripe's API was a local stand-in answering every list with
  no products (scripts/lib/offline-stripe.cjs), so \`/pricing\` shows the prices its code falls back to; \`/\`
  never asks Stripe. It ran with a throwaway PostgreSQL database (its migrations applied, no rows), dummy
  Stripe keys, \`AUTH_SECRET\` and \`BASE_URL\`; \`/\` without a session cookie doesn't query it.
- Both apps ${pinning.available ? "on CPU 0, autocannon on CPU 1 (taskset); Chromium and PostgreSQL not pinned" : `not pinned (${pinning.note.replace(/^not pinned: /, "")})`}; the measurements
  alternate between them (Holla first). The machine has 2 CPUs that other work may share (its 1-minute load
  average was ${loadAtStart.toFixed(2)} before this run started), so differences of a point or two of Lighthouse
  score, or of ~10 % in requests/s, are within this run's noise.

| figure | Holla \`/\` | saas-starter \`/\` |
|---|---:|---:|
${figures.map((f) => `| ${f.label} | ${cell(f, "holla")} | ${cell(f, "starter")} |`).join("\n")}

Which is better, figure by figure:

${figures.map(verdict).join("\n")}

How each figure is measured:

- Lighthouse: Debian Chromium, ${LH_RUNS === 1 ? "one run" : `the median of ${LH_RUNS} runs`} per cell, the apps in turns. Mobile: Lighthouse's default mobile emulation and
  network throttling with \`cpuSlowdownMultiplier: 1\` (as \`npm run bench\`); desktop: its desktop preset.
  Per run, mobile performance: Holla ${lh("holla", "mobile").performances.join(", ")}, starter ${lh("starter", "mobile").performances.join(", ")}; mobile LCP ms: Holla
  ${lh("holla", "mobile").lcps.map(int).join(", ")}, starter ${lh("starter", "mobile").lcps.map(int).join(", ")}. Binary audits not passed, Holla: ${failed("holla")}; starter: ${failed("starter")}.
- HTML of \`/\`: one GET without cookies; raw is the body as served (decompressed), gzip is that body at level 9.
- Fonts preloaded: the bytes of the files \`/\` preloads as fonts, named by \`<link rel="preload" as="font">\` in its
  HTML or by the same in its \`Link\` header (where Next puts a partially prerendered page's preloads). Holla:
  ${p.holla.fontsWhere}; starter: ${p.starter.fontsWhere}.
- JS fetched after hydration: scripts/lib/post-hydration-js.mjs in Debian Chromium (Playwright), a new visitor
  who does nothing: every script fetched after the page's own \`<script src>\`, gzip level 9.
- First-load JS: scripts/lib/first-load-js.mjs, the \`<script src>\` of that HTML read from each app's build,
  gzip level 9 each.
- GET \`/\`: autocannon, ${CONNECTIONS} connections, ${LOAD_SECONDS} s per app and round after 3 s of warm-up each, ${LOAD_ROUNDS} rounds in turns;
  the median (the mean of the two rounds). Per round, Holla: ${load.holla.rounds}; starter: ${load.starter.rounds}.
  Non-2xx answers, errors and timeouts: Holla ${failures("holla")}, starter ${failures("starter")}.
`;
}
