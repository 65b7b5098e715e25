import { hashString } from "@/lib/platform/seeded";

// The learned reader's second model (docs/reading.md, "The learned reader"): a logistic regression for each
// act over hashed features of the same tokens fastText reads (readerTokens): her words, word pairs and
// character 2–5-grams, his last turn's words and word pairs. fastText squeezes every feature through 32
// dimensions; this model gives each one a weight per act, so a rare but telling word ("ghosting", "babe")
// keeps its own say. Writer by writer on the training split it read better than fastText alone, and the
// two together better than either (bench/READER-TRAIN.md). `npm run train:reader` trains it
// (scripts/lib/linear-train.mjs); only features seen at least twice in training are shipped.

/** Hashed feature space: large enough that the ~110,000 features kept rarely share a slot. */
const LINEAR_BUCKETS = 1 << 20;

/** A message's features: slots and their values. */
export interface LinearFeatures {
  idx: Uint32Array;
  val: Float32Array;
}

export interface LinearModel {
  labels: readonly string[];
  /** Slot → row of `weights`, or -1 for a feature never kept. */
  rowOf: Int32Array;
  /** One row of `labels.length` weights per kept feature. */
  weights: Float32Array;
}

const MINN = 2;
const MAXN = 5;

/**
 * Each feature once, at a small fixed value, and the intercept at 1. Not scaled to the message's length:
 * scaled, a short message's few common letter pairs spoke as loud as a long one's words, and "I got the job!!"
 * read as news that ends it (writer by writer on 8 writers, macro-F1 0.739 scaled, 0.760 like this, and
 * of the hand-written eval's 231 messages that are no rail, 33 read as a sure one against 2).
 */
const VALUE = 0.05;

export function linearFeatures(tokens: readonly string[]): LinearFeatures {
  const slots = new Set<number>();
  const add = (feature: string) => slots.add(hashString(feature) % LINEAR_BUCKETS);
  const own = tokens.filter((t) => !t.startsWith("m_"));
  const his = tokens.filter((t) => t.startsWith("m_"));
  own.forEach((t, i) => {
    add(`w${t}`);
    if (i + 1 < own.length) add(`b${t} ${own[i + 1]}`);
    const padded = `<${t}>`;
    for (let n = MINN; n <= MAXN; n++) for (let j = 0; j + n <= padded.length; j++) add(`c${padded.slice(j, j + n)}`);
  });
  his.forEach((t, i) => {
    add(`w${t}`);
    if (i + 1 < his.length) add(`b${t} ${his[i + 1]}`);
  });
  const bias = hashString("BIAS") % LINEAR_BUCKETS;
  slots.delete(bias);
  const idx = Uint32Array.from([...slots, bias]);
  const val = new Float32Array(idx.length).fill(VALUE);
  val[idx.length - 1] = 1;
  return { idx, val };
}

/** Each label's score (before the logistic). */
function linearScores(rowOf: Int32Array, weights: ArrayLike<number>, labels: number, f: LinearFeatures): Float64Array {
  const s = new Float64Array(labels);
  for (let k = 0; k < f.idx.length; k++) {
    const row = rowOf[f.idx[k]!]!;
    if (row < 0) continue;
    const base = row * labels;
    const v = f.val[k]!;
    for (let l = 0; l < labels; l++) s[l]! += weights[base + l]! * v;
  }
  return s;
}

export function loadLinear(labels: readonly string[], ids: Uint32Array, weights: Float32Array): LinearModel {
  if (weights.length !== ids.length * labels.length) throw new Error("linear model: weights and features disagree");
  const rowOf = new Int32Array(LINEAR_BUCKETS).fill(-1);
  ids.forEach((slot, row) => {
    rowOf[slot] = row;
  });
  return { labels, rowOf, weights };
}

/** Each label's probability, in `model.labels` order. */
export function predictLinear(model: LinearModel, tokens: readonly string[]): Float64Array {
  const s = linearScores(model.rowOf, model.weights, model.labels.length, linearFeatures(tokens));
  return s.map((x) => 1 / (1 + Math.exp(-x)));
}
