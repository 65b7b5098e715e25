import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { dequantise, type FastTextHeader, type FastTextModel, loadFastText, predict } from "@/lib/reading/learned/fasttext";
import { type LinearModel, loadLinear, predictLinear } from "@/lib/reading/learned/linear";
import { readerTokens } from "@/lib/reading/learned/tokens";

// The learned reader (docs/reading.md, "The learned reader"): a fastText model and two logistic
// regressions trained by `npm run train:reader` on the training split of data/reading/, shipped in
// data/reading/model/ and read once per process. For each act of the corpus's guide, how likely her
// message does it (several at once) is the blend of fastText's and the linear model's; her mood is the
// linear model's likeliest "mood:" label, and what she asks him about the second linear model's
// likeliest. Each act has two thresholds, both chosen on the training split writer by writer: its best
// F1, and where it is "sure" (docs/reading.md).

/** The acts of the corpus's guide (data/reading/GUIDE.md), the labels the act model was trained on. */
export const READER_ACTS = [
  "boundary",
  "moving_on",
  "limit",
  "casual",
  "bad_news",
  "stress",
  "good_news",
  "question_about_him",
  "either_or",
  "life_value",
  "plan_proposed",
  "plan_accepted",
  "plan_conditional",
  "tease",
  "sarcasm",
  "complaint",
  "compliment",
  "flirt",
  "confession",
  "multi_part",
  "low_effort",
  "emoji_only",
  "greeting",
  "minor",
  "explicit",
  "sharing",
] as const;
export type ReaderAct = (typeof READER_ACTS)[number];
/**
 * What the act model gives: the guide's acts, and the boundary family as one label ("any_no": a no,
 * news that ends it or a limit, whichever the writer chose), which finds more of them at the same
 * precision than any one of the three (docs/reading.md, "The learned reader").
 */
export type ReaderLabel = ReaderAct | "any_no";

/** What she asks him about, when she asks about him (data/reading/GUIDE.md). */
type HimQuestion = "work" | "free_time" | "origin" | "looking_for" | "current" | "favourite" | "about_self" | "opinion" | "other";

interface Manifest {
  thresholds: Partial<Record<ReaderLabel, number>>;
  sure: Partial<Record<ReaderLabel, number>>;
  models: { acts: { header: FastTextHeader; input: Span; output: Span } };
  linear: Record<"acts" | "him_q", { labels: string[]; ids: Span; weights: Span }>;
  blend: { fastText: number; linear: number };
}
interface Span {
  offset: number;
  bytes: number;
}

export interface LearnedReading {
  /** Each act's probability. */
  probability: Partial<Record<ReaderLabel, number>>;
  /** The acts over their thresholds (the best F1 writer by writer on the training split). */
  acts: Set<ReaderLabel>;
  /** The acts it is sure of: at least 90 % precise writer by writer (75 % for the rails). Only these change, on the classifier's word alone, what a reply does. */
  sure: Set<ReaderLabel>;
  mood: string;
  himQ: HimQuestion;
}

const MODEL_DIR = path.join(process.cwd(), "data", "reading", "model");

let loaded: {
  manifest: Manifest;
  acts: FastTextModel;
  linear: LinearModel;
  /** For each of fastText's act labels, where the linear model keeps the same act. */
  sameAct: number[];
  himQ: LinearModel;
} | null = null;

function load() {
  if (loaded) return loaded;
  const manifest = JSON.parse(readFileSync(path.join(MODEL_DIR, "reader.json"), "utf8")) as Manifest;
  const bin = readFileSync(path.join(MODEL_DIR, "reader.bin"));
  const bytes = (s: Span) => new Uint8Array(bin.buffer, bin.byteOffset + s.offset, s.bytes);
  const { header, input, output } = manifest.models.acts;
  const linear = (name: keyof Manifest["linear"]) => {
    const { labels, ids, weights } = manifest.linear[name];
    const slots = new DataView(bin.buffer, bin.byteOffset + ids.offset, ids.bytes);
    return loadLinear(
      labels,
      Uint32Array.from({ length: ids.bytes / 4 }, (_, i) => slots.getUint32(i * 4, true)),
      dequantise(bytes(weights), labels.length),
    );
  };
  const acts = linear("acts");
  const sameAct = header.labels.map((label) => {
    const at = acts.labels.indexOf(label);
    if (at < 0) throw new Error(`learned reader: the linear model has no "${label}"`);
    return at;
  });
  loaded = {
    manifest,
    acts: loadFastText(header, dequantise(bytes(input), header.dim), dequantise(bytes(output), header.dim)),
    linear: acts,
    sameAct,
    himQ: linear("him_q"),
  };
  return loaded;
}

/** Loads the models now rather than on the first message (server start, instrumentation.ts). */
export function warmLearnedReader(): void {
  load();
}

/** The likeliest of the labels that start with `prefix`, the prefix taken off. */
function top(labels: readonly string[], p: ArrayLike<number>, prefix = ""): string {
  let best = -1;
  labels.forEach((label, i) => {
    if (label.startsWith(prefix) && (best < 0 || p[i]! > p[best]!)) best = i;
  });
  return labels[best]!.slice(prefix.length);
}

/** Each act's probability (in fastText's label order): the two models' weighted average. */
function blended(fast: Float64Array, lin: Float64Array, sameAct: readonly number[], weight: Manifest["blend"]): Float64Array {
  const total = weight.fastText + weight.linear;
  return fast.map((p, i) => (weight.fastText * p + weight.linear * lin[sameAct[i]!]!) / total);
}

let last: { key: string; reading: LearnedReading } | null = null;

/** The learned reading of her message (and his last turn before it). */
export function readLearned(message: string, thread?: string): LearnedReading {
  const key = `${message}\u0000${thread ?? ""}`;
  if (last?.key === key) return last.reading;
  const { manifest, acts, linear, sameAct, himQ } = load();
  const tokens = readerTokens(message, thread);
  const lin = predictLinear(linear, tokens);
  const reading = learnedReading(
    acts.header.labels,
    blended(predict(acts, tokens), lin, sameAct, manifest.blend),
    manifest.thresholds,
    top(linear.labels, lin, "mood:"),
    top(himQ.labels, predictLinear(himQ, tokens)) as HimQuestion,
    manifest.sure,
  );
  last = { key, reading };
  return reading;
}

/** A learned reading from the act model's probabilities (in `labels` order) and the thresholds. */
export function learnedReading(
  labels: readonly string[],
  p: ArrayLike<number>,
  thresholds: Partial<Record<ReaderLabel, number>>,
  mood: string,
  himQ: HimQuestion,
  sureAt: Partial<Record<ReaderLabel, number>> = {},
): LearnedReading {
  const probability: Partial<Record<ReaderLabel, number>> = {};
  const over = new Set<ReaderLabel>();
  const sure = new Set<ReaderLabel>();
  labels.forEach((label, i) => {
    const act = label as ReaderLabel;
    probability[act] = p[i]!;
    if (p[i]! >= (thresholds[act] ?? 0.5)) over.add(act);
    if (p[i]! >= (sureAt[act] ?? 1.01)) sure.add(act);
  });
  return { probability, acts: over, sure, mood, himQ };
}
