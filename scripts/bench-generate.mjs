// npm run bench:generate: requests/s and latency of POST /api/generate, served by `next start` with a
// zero-latency model (a local OpenAI-compatible server) and a real PostgreSQL, against two yardsticks on
// the same server, 50 concurrent connections each, as Premium (the tier override only this run turns on):
// - the fair one, POST /api/bench/baseline: the irreducible work of a generation (one counter upsert of
//   the quota's kind, one call to the same model server with the same request, its answer JSON.parse'd;
//   lib/platform/ai/yardstick.ts), so the ratio is Holla's own overhead;
// - the earlier one, POST /api/bench/baseline?work=none: constant JSON, the framework alone.
// The model server runs in a process of its own, and it and the load generator (autocannon, in this
// process) are pinned to CPU 1 and the app to CPU 0 where taskset allows (scripts/lib/cpu-pinning.mjs).
// Warm-up: BENCH_WARMUP_SECONDS (default 60) of load on every route, in turns of 10 s, before anything
// counts: V8 goes on compiling a route's code for as long as it keeps reaching new paths, about a minute
// for /api/generate, whose code is the most (measured with perf, bench/GENERATE.md). Then BENCH_ROUNDS
// rounds (default 16) of BENCH_SECONDS (default 4) per route, the routes in turns (forward, then backward,
// so none always runs first). This machine's CPU speed drifts by a third over seconds, so the ratios are
// paired: each round's /api/generate against the yardstick run right beside it, the median of the rounds.
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
const DURATION = Number(process.env.BENCH_SECONDS || 4);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS || 16));
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS || 60);
const WARMUP_TURN_SECONDS = 10;
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

/** A run of load on `pathname`: autocannon's result, and every answer's latency in ms (`latencies`). */
function load(pathname, duration) {
  const latencies = [];
  return new Promise((resolve, reject) => {
    const run = autocannon(
      {
        url: `${base}${pathname}`,
        method: "POST",
        connections: CONNECTIONS,
        duration,
        headers: { "content-type": "application/json", "x-test-tier": "premium" },
        body,
      },
      (error, result) => (error ? reject(error) : resolve({ ...result, latencies })),
    );
    run.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
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
    latencies: result.latencies,
    rps: result.requests.average,
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
/** The `q` quantile of `values` (0 < q < 1), nearest rank. */
function quantile(values, q) {
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

/** Requests/s and CPU: the median of the rounds; latency: the percentiles of every answer of every round; errors and totals summed. */
function combined(runs) {
  const latencies = runs.flatMap((r) => r.latencies);
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
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
  console.log(`[bench] warming up for ${WARMUP_SECONDS * ROUTES.length} s...`);
  for (let turn = 0; turn < Math.ceil(WARMUP_SECONDS / WARMUP_TURN_SECONDS); turn++)
    for (const r of ROUTES) await load(r.path, Math.min(WARMUP_TURN_SECONDS, WARMUP_SECONDS - turn * WARMUP_TURN_SECONDS));
  const runs = Object.fromEntries(ROUTES.map((r) => [r.key, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const r of round % 2 ? ROUTES : [...ROUTES].reverse()) {
      console.log(`[bench] round ${round}/${ROUNDS}: ${r.label}, ${CONNECTIONS} connections, ${DURATION} s...`);
      runs[r.key].push(await measure(r.path, DURATION));
    }
  }
  const figures = Object.fromEntries(ROUTES.map((r) => [r.key, combined(runs[r.key])]));
  const pct = (x) => `${(x * 100).toFixed(1)} %`;
  const times = (x) => `${x.toFixed(2)}×`;
  /** /api/generate against `key`, round by round: the median of each round's ratio of `figure`. */
  const paired = (key, figure) => median(runs.generate.map((g, i) => figure(g, runs[key][i])));
  const roundRatios = (key) => runs.generate.map((g, i) => g.rps / runs[key][i].rps);
  const rpsRatio = (key) => median(roundRatios(key));
  // A round's p99 is its ten or so slowest answers, often one stall of the host's; the pooled p99 of
  // every round's answers, which the routes share in time alike, is the steadier one.
  const p99Ratio = (key) => figures.generate.p99 / figures[key].p99;
  // The app's CPU time per request: the same work counted another way, a check on the requests/s.
  const cpuRatio = (key) => (runs.generate.some((g, i) => !g.cpu || !runs[key][i].cpu) ? "n/a" : pct(paired(key, (g, y) => y.cpu / g.cpu)));
  const table = [
    `| route | requests/s | p50 ms | p99 ms | app CPU ms per request | errors / total | per round (req/s / p99 ms) |`,
    `|---|---:|---:|---:|---:|---:|---|`,
    ...ROUTES.map((r) => {
      const f = figures[r.key];
      return `| ${r.label} | ${f.rps.toFixed(0)} | ${f.p50.toFixed(0)} | ${f.p99.toFixed(0)} | ${f.cpu === null ? "n/a" : f.cpu.toFixed(2)} | ${f.errors} / ${f.total} | ${f.rounds} |`;
    }),
  ].join("\n");
  const fairRps = rpsRatio("yardstick");
  const fairP99 = p99Ratio("yardstick");
  const verdict = [
    `| /api/generate against | requests/s | p99 | requests per CPU second | requests/s, round by round |`,
    `|---|---:|---:|---:|---|`,
    `| the fair yardstick | **${pct(fairRps)}** (goal ≥ 85 %: ${fairRps >= 0.85 ? "met" : "MISSED"}) | **${times(fairP99)}** (goal ≤ 1.3×: ${fairP99 <= 1.3 ? "met" : "MISSED"}) | ${cpuRatio("yardstick")} | ${roundRatios("yardstick").map(pct).join(", ")} |`,
    `| the earlier yardstick (constant JSON) | ${pct(rpsRatio("constant"))} | ${times(p99Ratio("constant"))} | ${cpuRatio("constant")} | ${roundRatios("constant").map(pct).join(", ")} |`,
  ].join("\n");
  const report = `# Generate benchmark

\`npm run bench:generate\`, ${new Date().toISOString().slice(0, 10)}: \`next start\` (production build), ${CONNECTIONS} concurrent
connections, autocannon, as Premium (x-test-tier, on only for this run). First ${WARMUP_SECONDS} s of load on each route
in turns of ${WARMUP_TURN_SECONDS} s, then ${ROUNDS} round${ROUNDS === 1 ? "" : "s"} of ${DURATION} s per route, the routes in turns (forward, then backward).
The model is a local OpenAI-compatible server answering at once, in a process of its own; ${pinning.note}.
PostgreSQL (${app.dbKind}) is not pinned. Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}.

The fair yardstick (\`lib/platform/ai/yardstick.ts\`) does the work a generation can't do without: one
counter upsert of the kind the quota makes, one call to the same model server with the same request,
its answer parsed with JSON.parse. So the ratio measures Holla's own work per generation: the proxy's
visitor cookie, validation, plan and safety checks, the reading of her message, the prompt, the AI
SDK's call and its parsing, the rails and the replies' normalising. The earlier yardstick, a handler
returning constant JSON, is kept for comparison. "App CPU ms per request" is the app process's CPU time
(user + system, from /proc) over a run divided by the requests it answered.

Two things decide whether the ratio means anything on this machine. The warm-up: V8 keeps compiling a
route's code for as long as new paths of it run hot, and /api/generate has the most code; sampled with
\`perf\`, its compiler threads took 10-12 % of the app's CPU in the first 40 s of load and 2-3 % after
a minute (the yardstick's settle sooner), so a route measured earlier is measured while it is still being
compiled. And the machine's own speed: a fixed loop here takes anywhere from 24 to 46 ms from one second
to the next (a virtual machine whose host is shared), so a route measured in a slow stretch looks slower.
Hence the requests/s and CPU ratios are paired: each round's /api/generate against the yardstick run just
before or after it, and the median over the rounds; the p50 and p99 are of every answer of all the rounds
together (a single round's p99 is its ten or so slowest answers, often one stall of the host's).

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
