// A fastText supervised model (https://fasttext.cc), read in plain TypeScript: the learned reader's
// models are trained with fastText itself (scripts/train-reader.mjs runs its WebAssembly build) and
// exported as a small header and the two weight matrices, and this file does what fastText's predict
// does with them: each token's id (a known word) and hashed character n-grams, its pairs with the next
// tokens (word n-grams), the average of their input rows, then the output layer. Reading it here keeps
// the reading synchronous and the WebAssembly out of the server; tests/unit/learned-reader.test.ts
// holds it to fastText's own predictions.

export interface FastTextHeader {
  dim: number;
  minn: number;
  maxn: number;
  bucket: number;
  wordNgrams: number;
  /** "ova": one sigmoid per label (several labels at once); "softmax": one label. */
  loss: "ova" | "softmax";
  /** The vocabulary in fastText's order: a word's index is its row. */
  words: string[];
  /** The labels in fastText's order, without "__label__". */
  labels: string[];
}

export interface FastTextModel {
  header: FastTextHeader;
  /** Input matrix, (words + bucket) x dim, row by row. */
  input: Float32Array;
  /** Output matrix, labels x dim. */
  output: Float32Array;
  ids: Map<string, number>;
}

const EOS = "</s>";
const utf8 = new TextEncoder();

/** fastText's FNV-1a over the bytes, each byte sign-extended as C's int8_t (it matters for UTF-8). */
function hash(text: string): number {
  let h = 2166136261;
  // Plain ASCII is its own UTF-8: no encoding needed for most of a chat's n-grams.
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 128) return hashUtf8(text);
    h = Math.imul((h ^ code) >>> 0, 16777619) >>> 0;
  }
  return h;
}

function hashUtf8(text: string): number {
  let h = 2166136261;
  for (const byte of utf8.encode(text)) {
    h = (h ^ (byte >= 128 ? byte | 0xffffff00 : byte)) >>> 0;
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h;
}

export function loadFastText(header: FastTextHeader, input: Float32Array, output: Float32Array): FastTextModel {
  const rows = header.words.length + header.bucket;
  if (input.length !== rows * header.dim) throw new Error(`fastText input matrix: ${input.length} values, expected ${rows * header.dim}`);
  if (output.length !== header.labels.length * header.dim) throw new Error("fastText output matrix: wrong size");
  return { header, input, output, ids: new Map(header.words.map((w, i) => [w, i])) };
}

// A word's n-gram hashes and its own hash depend on the word and the n-gram lengths only, not on the
// model: worked out once per word and kept (most words of a chat come again), they make a reading of
// three models cost one pass of hashing. The memo is bounded so odd input can't grow it for ever.
const MEMO_LIMIT = 50_000;
const subwordMemo = new Map<string, Uint32Array>();
const wordHashMemo = new Map<string, bigint>();

function subwordHashes(word: string, minn: number, maxn: number): Uint32Array {
  const key = `${minn},${maxn}\u0000${word}`;
  const known = subwordMemo.get(key);
  if (known) return known;
  const found: number[] = [];
  // Characters, not UTF-16 units: fastText walks UTF-8 code points.
  const chars = Array.from(`<${word}>`);
  for (let i = 0; i < chars.length; i++) {
    let ngram = "";
    for (let j = i, n = 1; j < chars.length && n <= maxn; n++) {
      ngram += chars[j++];
      if (n >= minn && !(n === 1 && (i === 0 || j === chars.length))) found.push(hash(ngram));
    }
  }
  if (subwordMemo.size >= MEMO_LIMIT) subwordMemo.clear();
  const hashes = Uint32Array.from(found);
  subwordMemo.set(key, hashes);
  return hashes;
}

function wordHash(token: string): bigint {
  let h = wordHashMemo.get(token);
  if (h === undefined) {
    // Stored as int32 and widened to uint64 in C++: a hash with its top bit set wraps round.
    h = BigInt.asUintN(64, BigInt(hash(token) | 0));
    if (wordHashMemo.size >= MEMO_LIMIT) wordHashMemo.clear();
    wordHashMemo.set(token, h);
  }
  return h;
}

function subwords(model: FastTextModel, word: string, into: number[]): void {
  const { minn, maxn, bucket } = model.header;
  const nwords = model.header.words.length;
  for (const h of subwordHashes(word, minn, maxn)) into.push(nwords + (h % bucket));
}

/** The rows fastText averages for this line of tokens (its Dictionary::getLine, with the line's end). */
function lineIds(model: FastTextModel, tokens: readonly string[]): number[] {
  const ids: number[] = [];
  const hashes: bigint[] = [];
  const { maxn, bucket, wordNgrams } = model.header;
  for (const token of [...tokens, EOS]) {
    const id = model.ids.get(token);
    if (id === undefined) {
      if (token !== EOS && maxn > 0) subwords(model, token, ids);
    } else {
      ids.push(id);
      if (maxn > 0 && token !== EOS) subwords(model, token, ids);
    }
    hashes.push(wordHash(token));
  }
  const nwords = model.header.words.length;
  const b = BigInt(bucket);
  for (let i = 0; i < hashes.length; i++) {
    let h = hashes[i]!;
    for (let j = i + 1; j < hashes.length && j < i + wordNgrams; j++) {
      h = BigInt.asUintN(64, h * 116049371n + hashes[j]!);
      ids.push(nwords + Number(h % b));
    }
  }
  return ids;
}

// fastText's sigmoid is a table of 513 values over [-8, 8], each input rounded down to its step: the same
// table here gives fastText's own probabilities, not ones a little off.
const MAX_SIGMOID = 8;
const SIGMOID_STEPS = 512;
const SIGMOID_TABLE = Float32Array.from(
  { length: SIGMOID_STEPS + 1 },
  (_, i) => 1 / (1 + Math.exp(-((i * 2 * MAX_SIGMOID) / SIGMOID_STEPS - MAX_SIGMOID))),
);

function sigmoid(x: number): number {
  if (x < -MAX_SIGMOID) return 0;
  if (x > MAX_SIGMOID) return 1;
  return SIGMOID_TABLE[Math.trunc(((x + MAX_SIGMOID) * SIGMOID_STEPS) / MAX_SIGMOID / 2)]!;
}

/** Every label's probability for this line of tokens, in the header's label order. */
export function predict(model: FastTextModel, tokens: readonly string[]): Float64Array {
  const { dim, labels, loss } = model.header;
  const ids = lineIds(model, tokens);
  const hidden = new Float64Array(dim);
  for (const id of ids) {
    const row = id * dim;
    for (let k = 0; k < dim; k++) hidden[k]! += model.input[row + k]!;
  }
  if (ids.length) for (let k = 0; k < dim; k++) hidden[k]! /= ids.length;
  const out = new Float64Array(labels.length);
  for (let l = 0; l < labels.length; l++) {
    let sum = 0;
    const row = l * dim;
    for (let k = 0; k < dim; k++) sum += model.output[row + k]! * hidden[k]!;
    out[l] = sum;
  }
  if (loss === "ova") for (let l = 0; l < out.length; l++) out[l] = sigmoid(out[l]!);
  else {
    const max = Math.max(...out);
    let total = 0;
    for (let l = 0; l < out.length; l++) total += out[l] = Math.exp(out[l]! - max);
    for (let l = 0; l < out.length; l++) out[l]! /= total;
  }
  return out;
}

/**
 * A matrix as shipped: each row a float32 scale then its values as int8 (value = int8 * scale, roughly), a
 * quarter of float32's size; the probabilities move by well under a hundredth (the parity test).
 */
export function quantise(matrix: Float32Array, dim: number): Uint8Array {
  const rows = matrix.length / dim;
  const out = new Uint8Array(rows * (4 + dim));
  const view = new DataView(out.buffer);
  for (let r = 0; r < rows; r++) {
    let max = 0;
    for (let k = 0; k < dim; k++) max = Math.max(max, Math.abs(matrix[r * dim + k]!));
    const scale = max / 127 || 1;
    const at = r * (4 + dim);
    view.setFloat32(at, scale, true);
    for (let k = 0; k < dim; k++) view.setInt8(at + 4 + k, Math.round(matrix[r * dim + k]! / scale));
  }
  return out;
}

export function dequantise(bytes: Uint8Array, dim: number): Float32Array {
  const rows = bytes.byteLength / (4 + dim);
  if (!Number.isInteger(rows)) throw new Error("fastText matrix: truncated");
  const out = new Float32Array(rows * dim);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let r = 0; r < rows; r++) {
    const at = r * (4 + dim);
    const scale = view.getFloat32(at, true);
    for (let k = 0; k < dim; k++) out[r * dim + k] = view.getInt8(at + 4 + k) * scale;
  }
  return out;
}
