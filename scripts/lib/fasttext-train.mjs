// Trains a fastText supervised model with fastText's own WebAssembly build (fasttext.wasm.js) and hands
// back what lib/reading/learned/fasttext.ts reads: the header and both weight matrices. Used by
// `npm run train:reader` and by the parity test that holds the TypeScript reading to fastText's own.
//
// This WebAssembly build keeps state between trainings that it shouldn't: a second training in one
// process, on the same object or after deleting another, reads freed memory and fails. So `trainFastText`
// trains each model in a process of its own (scripts/lib/fasttext-worker.mjs); `trainInProcess` is that
// worker's half, and the parity test's, which trains twice in small.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { getFastTextModule } from "fasttext.wasm.js";

let module;

/**
 * `lines`: "__label__a __label__b token token …"; `params`: fastText's own arguments (lr, epoch, dim,
 * wordNgrams, minn, maxn, bucket, minCount) and `loss` ("ova" or "softmax"). Single-threaded and seeded.
 */
export async function trainInProcess(lines, params, seed) {
  if (!module) {
    module = await getFastTextModule();
  }
  const M = module;
  // Labels go in as short ids ("__label__7"): with long label strings this build's training crashed
  // on some corpora (out-of-bounds memory access); with short ones it trained every corpus tried.
  const names = [];
  const short = lines.map((line) =>
    line.replace(/__label__(\S+)/g, (_, name) => {
      let i = names.indexOf(name);
      if (i < 0) i = names.push(name) - 1;
      return `__label__${i}`;
    }),
  );
  M.FS.writeFile("train.txt", `${short.join("\n")}\n`);
  // A new fastText object for every training, never deleted: in this build a second training on one
  // object fails, and so does a training after deleting another (a destructor frees what is still used).
  // A training run makes a dozen; the process ends soon after.
  const ft = new M.FastText();
  const args = new M.Args();
  const { loss, ...rest } = params;
  for (const [k, v] of Object.entries(rest)) args[k] = v;
  args.seed = seed;
  args.thread = 1;
  args.verbose = 0;
  args.input = "train.txt";
  args.model = M.ModelName.supervised;
  args.loss = M.LossName[loss];
  ft.train(args, () => {});
  args.delete();
  const list = (v) => Array.from({ length: v.size() }, (_, i) => v.get(i));
  const matrix = (m) => {
    const rows = m.rows();
    const cols = m.cols();
    const out = new Float32Array(rows * cols);
    for (let i = 0; i < rows; i++) for (let j = 0; j < cols; j++) out[i * cols + j] = m.at(i, j);
    return out;
  };
  const header = {
    dim: params.dim,
    minn: params.minn,
    maxn: params.maxn,
    bucket: params.bucket,
    wordNgrams: params.wordNgrams,
    loss,
    words: list(ft.getWords()[0]),
    labels: list(ft.getLabels()[0]).map((l) => names[Number(l.replace(/^__label__/, ""))]),
  };
  /** fastText's own probabilities for a line of tokens, by label: valid until the next training. */
  const nativePredict = (tokens) => {
    const out = {};
    const p = ft.predict(`${tokens.join(" ")}\n`, -1, 0);
    for (let i = 0; i < p.size(); i++) {
      const [prob, label] = p.get(i);
      out[names[Number(label.replace(/^__label__/, ""))]] = prob;
    }
    p.delete?.();
    return out;
  };
  const input = matrix(ft.getInputMatrix());
  const output = matrix(ft.getOutputMatrix());
  return { header, input, output, nativePredict };
}

/** The same, in a process of its own: the header and matrices, without fastText's own predict. */
export async function trainFastText(lines, params, seed) {
  const dir = mkdtempSync(path.join(tmpdir(), "holla-fasttext-"));
  try {
    writeFileSync(path.join(dir, "job.json"), JSON.stringify({ lines, params, seed }));
    execFileSync(process.execPath, [path.join(import.meta.dirname, "fasttext-worker.mjs"), dir], {
      stdio: ["ignore", "ignore", "inherit"],
    });
    const header = JSON.parse(readFileSync(path.join(dir, "header.json"), "utf8"));
    const bytes = readFileSync(path.join(dir, "matrices.bin"));
    const floats = new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
    const inputLength = (header.words.length + header.bucket) * header.dim;
    return { header, input: floats.slice(0, inputLength), output: floats.slice(inputLength) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
