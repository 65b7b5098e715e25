// Copies what the screenshot reader needs from node_modules into public/ocr/<version>/, so the browser
// loads tesseract.js's worker, its WebAssembly core and the English model from our own origin, never a
// CDN (docs/screenshot-reading.md). Runs after every install; the folder is not in git. The version in
// the path lets next.config.ts serve these files as immutable: a new version is a new address.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const modules = path.join(root, "node_modules");
const version = JSON.parse(fs.readFileSync(path.join(modules, "tesseract.js/package.json"), "utf8")).version;
const target = path.join(root, "public/ocr", version);

// The worker picks one core by what the browser's WebAssembly supports; all are LSTM-only (the model we ship).
const CORES = ["tesseract-core-relaxedsimd-lstm.wasm.js", "tesseract-core-simd-lstm.wasm.js", "tesseract-core-lstm.wasm.js"];
const files = [
  ["tesseract.js/dist/worker.min.js", "worker.min.js"],
  ...CORES.map((name) => [`tesseract.js-core/${name}`, `core/${name}`]),
  // "best_int": the accurate LSTM model quantised to 8 bits, 2.9 MB instead of 10.9 MB.
  ["@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz", "lang/eng.traineddata.gz"],
];

fs.rmSync(path.join(root, "public/ocr"), { recursive: true, force: true });
for (const [from, to] of files) {
  fs.mkdirSync(path.dirname(path.join(target, to)), { recursive: true });
  fs.copyFileSync(path.join(modules, from), path.join(target, to));
}
