// `npm run eval`: the labelled reply evaluation (docs/evaluation.md) on the offline engine, its table
// written to bench/EVAL.md. `npm test` runs the same evaluation and fails below its thresholds.

import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const report = path.join(root, "bench", "EVAL.md");
const r = spawnSync(process.execPath, [path.join(root, "node_modules", "vitest", "vitest.mjs"), "run", "--project", "unit", "tests/eval"], {
  cwd: root,
  env: { ...process.env, HOLLA_EVAL_REPORT: report },
  stdio: "inherit",
});
console.log(`[eval] Table written to ${path.relative(root, report)}.`);
process.exit(r.status ?? 1);
