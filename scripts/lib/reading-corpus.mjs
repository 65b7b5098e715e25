// The reading corpus (data/reading/GUIDE.md): every JSONL row of a split, checked against the guide.
// The training split teaches the learned reader (scripts/train-reader.mjs); the test split, written apart,
// only measures it (tests/eval/reader.test.ts, docs/evaluation.md).
import { readdirSync } from "node:fs";
import path from "node:path";
import { ACTS, HIM_Q, MOODS, readRows } from "../../data/reading/validate.mjs";

const root = path.resolve(import.meta.dirname, "../..");

export { ACTS, HIM_Q, MOODS };

/** Every row of `split` ("train" or "test"), in file order; a row that breaks the guide is left out and counted. */
export function loadSplit(split) {
  const dir = path.join(root, "data", "reading", split);
  const rows = [];
  let rejected = 0;
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".jsonl"))
    .sort()) {
    for (const { row, problems } of readRows(path.join(dir, file))) {
      if (problems.length) rejected++;
      else rows.push({ ...row, thread: row.thread || undefined, writer: row.id.split("-")[0] });
    }
  }
  return { rows, rejected };
}
