// One fastText training in a process of its own (scripts/lib/fasttext-train.mjs says why): reads
// DIR/job.json, writes DIR/header.json and DIR/matrices.bin (the input matrix, then the output one, float32).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { trainInProcess } from "./fasttext-train.mjs";

const dir = process.argv[2];
const { lines, params, seed } = JSON.parse(readFileSync(path.join(dir, "job.json"), "utf8"));
const { header, input, output } = await trainInProcess(lines, params, seed);
writeFileSync(path.join(dir, "header.json"), JSON.stringify(header));
writeFileSync(path.join(dir, "matrices.bin"), Buffer.concat([Buffer.from(input.buffer), Buffer.from(output.buffer)]));
