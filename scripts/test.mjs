// `npm test`: the static guards (types, Biome's lint and format, knip's dead-code check), unit and
// integration tests (Vitest, real PostgreSQL), a short run of the API fuzz suite, then the browser tests (Playwright in Debian's Chromium against the production build), then
// one closing line "N passed, N failed" for CI. `--static`, `--unit`, `--integration`, `--fuzz`, `--e2e`
// run just those parts (each static guard counts as one test); `--fuzz-runs=N` sizes the fuzz run (cases per route and identity, as FUZZ_RUNS does).

import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildIsCurrent } from "./lib/build-stamp.mjs";
import { createMigratedDatabase, dropDatabase, resolveTestServer } from "./lib/test-database.mjs";

const root = path.resolve(import.meta.dirname, "..");
const results = path.join(root, ".test-results");
const PARTS = ["static", "unit", "integration", "fuzz", "e2e"];
const selected = PARTS.filter((p) => process.argv.includes(`--${p}`));
const parts = selected.length ? selected : PARTS;
const fuzzRuns = process.argv.find((a) => a.startsWith("--fuzz-runs="))?.slice("--fuzz-runs=".length);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...(fuzzRuns ? { FUZZ_RUNS: fuzzRuns } : {}) };
const tally = { passed: 0, failed: 0, skipped: 0 };
let crashed = false;

fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });

const bin = (pkg, file) => path.join(root, "node_modules", pkg, file);
const run = (args, extraEnv = {}) => spawnSync(process.execPath, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: "inherit" });
const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : null);

if (parts.includes("static")) {
  // Each guard runs on the whole tree and must be clean (docs/architecture.md, CONTRIBUTING.md).
  const guards = [
    ["types (tsc)", [bin("typescript", "bin/tsc"), "--noEmit"]],
    ["lint and format (biome ci)", [bin("@biomejs/biome", "bin/biome"), "ci", "--reporter=summary", "."]],
    ["dead code (knip)", [bin("knip", "bin/knip.js"), "--no-progress"]],
  ];
  for (const [name, args] of guards) {
    console.log(`[test] ${name}`);
    const ok = run(args).status === 0;
    tally[ok ? "passed" : "failed"]++;
    if (!ok) console.error(`[test] ${name} failed`);
  }
}

const vitestProjects = parts.filter((p) => p !== "e2e" && p !== "static");
if (vitestProjects.length) {
  const out = path.join(results, "vitest.json");
  const r = run([
    bin("vitest", "vitest.mjs"),
    "run",
    ...vitestProjects.flatMap((p) => ["--project", p]),
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${out}`,
  ]);
  const report = readJson(out);
  if (report) {
    tally.passed += report.numPassedTests;
    tally.failed += report.numFailedTests + (report.numFailedTestSuites ?? 0);
    tally.skipped += report.numPendingTests + report.numTodoTests;
  }
  if (!report || (r.status !== 0 && report.numFailedTests === 0 && !report.numFailedTestSuites)) crashed = true;
}

if (parts.includes("e2e")) {
  if (!buildIsCurrent()) {
    console.log("[test] Building the app for the browser tests...");
    const build = run([path.join(root, "scripts/build.mjs")]);
    if (build.status !== 0) {
      console.error("[test] The build failed.");
      crashed = true;
    }
  }
  if (!crashed) {
    const server = await resolveTestServer();
    const url = await createMigratedDatabase(server, "hollae2e");
    try {
      const r = run([bin("@playwright/test", "cli.js"), "test"], { E2E_DATABASE_URL: url, E2E_DATABASE_KIND: server.kind });
      const report = readJson(path.join(results, "playwright.json"));
      if (report) {
        tally.passed += report.stats.expected + report.stats.flaky;
        tally.failed += report.stats.unexpected + (report.errors?.length ?? 0);
        tally.skipped += report.stats.skipped;
      }
      if (!report || (r.status !== 0 && report.stats.unexpected === 0 && !report.errors?.length)) crashed = true;
    } finally {
      await dropDatabase(server, url).catch(() => {});
      await server.stop();
    }
  }
}

if (crashed) tally.failed = Math.max(tally.failed, 1);
console.log(`\n${tally.passed} passed, ${tally.failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ""}`);
process.exit(tally.failed > 0 ? 1 : 0);
