// The profile corpus (data/profiles/GUIDE.md): every JSONL row of a split, checked against the guide.
// The training split is what the profile reader is worked on; the test split, written apart, only
// measures it (tests/eval/openers-corpus.test.ts, docs/evaluation.md).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { problem } from "../../data/profiles/validate.mjs";

const root = path.resolve(import.meta.dirname, "../..");

/** Every row of `split` ("train" or "test"), in file order; a row that breaks the guide is left out and counted. */
export function loadProfiles(split) {
  const dir = path.join(root, "data", "profiles", split);
  const rows = [];
  let rejected = 0;
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".jsonl"))
    .sort()) {
    for (const line of readFileSync(path.join(dir, file), "utf8").split("\n")) {
      if (!line.trim()) continue;
      let row;
      try {
        row = JSON.parse(line);
      } catch {
        rejected++;
        continue;
      }
      if (problem(row)) rejected++;
      else rows.push({ ...row, writer: row.id.split("-")[0] });
    }
  }
  return { rows, rejected };
}
