// npm run bench:generate: requests/s and latency of POST /api/generate, served by `next start` with a
// zero-latency model (a local OpenAI-compatible server) and a real PostgreSQL, against a bare route
// handler returning constant JSON on the same server, 50 concurrent connections each, as Premium
// (the tier override only this run turns on). Writes bench/GENERATE.md (`npm run bench` includes it in
// bench/RESULTS.md).

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startBenchApp } from "./lib/bench-app.mjs";
import { buildIfStale } from "./lib/build-stamp.mjs";
import { startFakeOpenAI } from "./lib/fake-openai-server.mjs";
import { portTaken } from "./lib/wait-for-health.mjs";

const root = path.resolve(import.meta.dirname, "..");
const PORT = Number(process.env.BENCH_PORT || 3300);
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_SECONDS || 15);
const base = `http://127.0.0.1:${PORT}`;

if (!buildIfStale()) process.exit(1);

// Another server already on the port would be measured instead, silently.
if (await portTaken(base)) {
  console.error(`[bench] port ${PORT} is already in use; stop what runs there or set BENCH_PORT`);
  process.exit(1);
}

const fake = await startFakeOpenAI();
const app = await startBenchApp({
  port: PORT,
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

function summary(result) {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}

try {
  const check = await fetch(`${base}/api/generate`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-test-tier": "premium" },
    body,
  });
  const checked = await check.json();
  if (check.status !== 200 || checked.engine !== "compatible" || checked.replies?.length !== 3) {
    throw new Error(`/api/generate is not answering through the model: ${check.status} ${JSON.stringify(checked)}`);
  }
  console.log("[bench] warming up...");
  await load("/api/bench/baseline", 3);
  await load("/api/generate", 3);
  console.log(`[bench] bare handler, ${CONNECTIONS} connections, ${DURATION} s...`);
  const bare = summary(await load("/api/bench/baseline", DURATION));
  console.log(`[bench] /api/generate, ${CONNECTIONS} connections, ${DURATION} s...`);
  const gen = summary(await load("/api/generate", DURATION));
  const ratio = gen.rps / bare.rps;
  const table = [
    `| route | requests/s | p50 ms | p99 ms | errors / total |`,
    `|---|---:|---:|---:|---:|`,
    `| bare handler (constant JSON) | ${bare.rps.toFixed(0)} | ${bare.p50} | ${bare.p99} | ${bare.errors} / ${bare.total} |`,
    `| POST /api/generate (zero-latency model) | ${gen.rps.toFixed(0)} | ${gen.p50} | ${gen.p99} | ${gen.errors} / ${gen.total} |`,
  ].join("\n");
  const verdict = [
    `- /api/generate reaches **${(ratio * 100).toFixed(1)} %** of the bare handler's requests/s (goal ≥ 70 %): ${ratio >= 0.7 ? "met" : "MISSED"}.`,
    `- p99 latency **${gen.p99} ms** (goal ≤ 50 ms): ${gen.p99 <= 50 ? "met" : "MISSED"}.`,
  ].join("\n");
  const report = `# Generate benchmark

\`npm run bench:generate\`, ${new Date().toISOString().slice(0, 10)}: \`next start\` (production build), ${CONNECTIONS} concurrent
connections for ${DURATION} s per route with autocannon, as Premium (x-test-tier, on only for this run). The model is a
local OpenAI-compatible server answering at once, so the figures measure Holla's own work per generation:
the proxy's visitor cookie, validation, plan and safety checks, the fair-use counter in PostgreSQL
(${app.dbKind}), the AI SDK's structured streaming call and its parsing. Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}.

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
