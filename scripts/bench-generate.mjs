// npm run bench:generate: requests/s and latency of POST /api/generate, served by `next start` with a
// zero-latency model (a local OpenAI-compatible server) and a real PostgreSQL, against two yardsticks on
// the same server, 50 concurrent connections each, as Premium (the tier override only this run turns on):
// - the fair one, POST /api/bench/baseline: the irreducible work of a generation (one counter upsert of
//   the quota's kind, one call to the same model server with the same request, its answer JSON.parse'd;
//   lib/platform/ai/yardstick.ts), so the ratio is Holla's own overhead;
// - the earlier one, POST /api/bench/baseline?work=none: constant JSON, the framework alone.
// The model server runs in a process of its own, and it and the load generator (autocannon, in this
// process) are pinned to CPU 1 and the app to CPU 0 where taskset allows (scripts/lib/cpu-pinning.mjs).
// After a warm-up (two alternating runs of BENCH_WARMUP_SECONDS, default 8, per route: a fresh server keeps
// getting faster for about half a minute), routes alternate over BENCH_ROUNDS rounds (default 3) of
// BENCH_SECONDS each; each figure is the median.
// BENCH_NODE_OPTIONS adds flags to the app's node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
// Writes bench/GENERATE.md (`npm run bench` includes it in bench/RESULTS.md).

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startBenchApp } from "./lib/bench-app.mjs";
import { buildIfStale } from "./lib/build-stamp.mjs";
import { onLoadCpu, pinning, pinSelfToLoadCpu } from "./lib/cpu-pinning.mjs";
import { spawnFakeOpenAI } from "./lib/fake-openai-server.mjs";
import { portTaken } from "./lib/wait-for-health.mjs";

const root = path.resolve(import.meta.dirname, "..");
const PORT = Number(process.env.BENCH_PORT || 3300);
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_SECONDS || 15);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS || 3));
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS || 8);
// Linux's clock ticks per second, the unit of /proc/<pid>/stat's CPU times.
const CLOCK_TICKS = 100;
const base = `http://127.0.0.1:${PORT}`;

if (!buildIfStale()) process.exit(1);

// Another server already on the port would be measured instead, silently.
if (await portTaken(base)) {
  console.error(`[bench] port ${PORT} is already in use; stop what runs there or set BENCH_PORT`);
  process.exit(1);
}

pinSelfToLoadCpu();
const fake = await spawnFakeOpenAI({ wrap: onLoadCpu });
const app = await startBenchApp({
  port: PORT,
  pinned: true,
  env: {
    OPENAI_BASE_URL: fake.url,
    ALLOW_TIER_OVERRIDE: "1",
    PREMIUM_GENERATIONS_PER_MINUTE: "1000000000",
  },
});

const body = JSON.stringify({ message: "Just got back from Goa, still have sand everywhere 😅", tone: "creative", language: "en" });

function load(pathname, duration) {
  return autocannon({
    url: `${base}${pathname}`,
    method: "POST",
    connections: CONNECTIONS,
    duration,
    headers: { "content-type": "application/json", "x-test-tier": "premium" },
    body,
  });
}

/** CPU time the app's process has used so far, in ms (Linux's /proc; null elsewhere). */
function appCpuMs() {
  try {
    const stat = fs.readFileSync(`/proc/${app.pid}/stat`, "utf8");
    const [utime, stime] = stat
      .slice(stat.lastIndexOf(")") + 2)
      .split(" ")
      .slice(11, 13)
      .map(Number);
    return ((utime + stime) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** One measured run: autocannon's figures and the app's CPU time per answered request. */
async function measure(pathname, duration) {
  const before = appCpuMs();
  const result = await load(pathname, duration);
  const after = appCpuMs();
  return { ...summary(result), cpu: before === null || after === null ? null : (after - before) / result.requests.total };
}

function summary(result) {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The median of each figure over the rounds; errors and totals summed. */
function combined(runs) {
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    cpu: runs.some((r) => r.cpu === null) ? null : median(runs.map((r) => r.cpu)),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    total: runs.reduce((n, r) => n + r.total, 0),
    rounds: runs.map((r) => `${r.rps.toFixed(0)} / ${r.p99}`).join(", "),
  };
}

const ROUTES = [
  { key: "constant", path: "/api/bench/baseline?work=none", label: "earlier yardstick: constant JSON" },
  { key: "yardstick", path: "/api/bench/baseline", label: "fair yardstick: one counter upsert + one model call" },
  { key: "generate", path: "/api/generate", label: "POST /api/generate" },
];

async function answersThroughModel(pathname, accept) {
  const response = await fetch(`${base}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-test-tier": "premium" },
    body,
  });
  const answer = await response.json();
  if (response.status !== 200 || !accept(answer))
    throw new Error(`${pathname} is not answering through the model: ${response.status} ${JSON.stringify(answer)}`);
}

try {
  await answersThroughModel("/api/generate", (a) => a.engine === "compatible" && a.replies?.length === 3);
  await answersThroughModel("/api/bench/baseline", (a) => a.replies?.length === 3);
  // A fresh server keeps getting faster for half a minute under this load (the JIT and the heap settle):
  // measured cold, whichever route ran first would look slower. So every route is run until the server
  // has settled, alternating, before anything counts.
  console.log(`[bench] warming up for ${WARMUP_SECONDS * ROUTES.length * 2} s...`);
  for (let round = 0; round < 2; round++) for (const r of ROUTES) await load(r.path, WARMUP_SECONDS);
  const runs = Object.fromEntries(ROUTES.map((r) => [r.key, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const r of ROUTES) {
      console.log(`[bench] round ${round}/${ROUNDS}: ${r.label}, ${CONNECTIONS} connections, ${DURATION} s...`);
      runs[r.key].push(await measure(r.path, DURATION));
    }
  }
  const figures = Object.fromEntries(ROUTES.map((r) => [r.key, combined(runs[r.key])]));
  const gen = figures.generate;
  const fair = figures.yardstick;
  const constant = figures.constant;
  const pct = (x) => `${(x * 100).toFixed(1)} %`;
  const times = (x) => `${x.toFixed(2)}×`;
  const table = [
    `| route | requests/s | p50 ms | p99 ms | app CPU ms per request | errors / total | per round (req/s / p99 ms) |`,
    `|---|---:|---:|---:|---:|---:|---|`,
    ...ROUTES.map((r) => {
      const f = figures[r.key];
      return `| ${r.label} | ${f.rps.toFixed(0)} | ${f.p50} | ${f.p99} | ${f.cpu === null ? "n/a" : f.cpu.toFixed(2)} | ${f.errors} / ${f.total} | ${f.rounds} |`;
    }),
  ].join("\n");
  const rpsRatio = gen.rps / fair.rps;
  // The app's CPU time per request, which other work on the machine doesn't change as it does requests/s.
  const cpuRatio = (yardstick) => (gen.cpu && yardstick.cpu ? pct(yardstick.cpu / gen.cpu) : "n/a");
  const p99Ratio = gen.p99 / fair.p99;
  const verdict = [
    `| /api/generate against | requests/s | p99 | requests per CPU second |`,
    `|---|---:|---:|---:|`,
    `| the fair yardstick | **${pct(rpsRatio)}** (goal ≥ 85 %: ${rpsRatio >= 0.85 ? "met" : "MISSED"}) | **${times(p99Ratio)}** (goal ≤ 1.3×: ${p99Ratio <= 1.3 ? "met" : "MISSED"}) | ${cpuRatio(fair)} |`,
    `| the earlier yardstick (constant JSON) | ${pct(gen.rps / constant.rps)} | ${times(gen.p99 / constant.p99)} | ${cpuRatio(constant)} |`,
  ].join("\n");
  const report = `# Generate benchmark

\`npm run bench:generate\`, ${new Date().toISOString().slice(0, 10)}: \`next start\` (production build), ${CONNECTIONS} concurrent
connections for ${DURATION} s per route and round, ${ROUNDS} round${ROUNDS === 1 ? "" : "s"} with the routes alternating (figures are
the medians) after ${WARMUP_SECONDS * ROUTES.length * 2} s of warm-up on all of them, autocannon, as Premium (x-test-tier, on only for this run). The model is a local
OpenAI-compatible server answering at once, in a process of its own; ${pinning.note}.
PostgreSQL (${app.dbKind}) is not pinned. Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}.

The fair yardstick (\`lib/platform/ai/yardstick.ts\`) does the work a generation can't do without: one
counter upsert of the kind the quota makes, one call to the same model server with the same request,
its answer parsed with JSON.parse. So the ratio measures Holla's own work per generation: the proxy's
visitor cookie, validation, plan and safety checks, the reading of her message, the prompt, the AI
SDK's call and its parsing, the rails and the replies' normalising. The earlier yardstick, a handler
returning constant JSON, is kept for comparison. "App CPU ms per request" is the app process's CPU time
(user + system, from /proc) over a run divided by the requests it answered: unlike requests/s, it
hardly moves when something else on the machine takes CPU time, so its ratio ("requests per CPU
second") is the steadier reading of the overhead.

${table}

${verdict}
`;
  fs.mkdirSync(path.join(root, "bench"), { recursive: true });
  fs.writeFileSync(path.join(root, "bench/GENERATE.md"), report);
  console.log(`\n${report}`);
} finally {
  await app.stop();
  await fake.close();
}
