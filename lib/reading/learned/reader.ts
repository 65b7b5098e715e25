import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { dequantise, type FastTextHeader, type FastTextModel, loadFastText, predict } from "@/lib/reading/learned/fasttext";
import { readerTokens } from "@/lib/reading/learned/tokens";

// The learned reader (docs/reading.md, "The learned reader"): three fastText models trained by
// `npm run train:reader` on the training split of data/reading/, shipped in data/reading/model/ and read
// once per process. `acts` says, for each act of the corpus's guide, how likely her message does it
// (several at once); `mood` and `himQ` pick one label each. Each act has two thresholds, both chosen on
// the training split writer by writer: its best F1, and where it is "sure" (docs/reading.md).

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
  models: Record<"acts" | "mood" | "him_q", { header: FastTextHeader; input: Span; output: Span }>;
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

let loaded: { manifest: Manifest; acts: FastTextModel; mood: FastTextModel; himQ: FastTextModel } | null = null;

function load() {
  if (loaded) return loaded;
  const manifest = JSON.parse(readFileSync(path.join(MODEL_DIR, "reader.json"), "utf8")) as Manifest;
  const bin = readFileSync(path.join(MODEL_DIR, "reader.bin"));
  const model = (name: keyof Manifest["models"]) => {
    const { header, input, output } = manifest.models[name];
    const slice = (s: Span) => new Uint8Array(bin.buffer, bin.byteOffset + s.offset, s.bytes);
    return loadFastText(header, dequantise(slice(input), header.dim), dequantise(slice(output), header.dim));
  };
  loaded = { manifest, acts: model("acts"), mood: model("mood"), himQ: model("him_q") };
  return loaded;
}

/** Loads the models now rather than on the first message (server start, instrumentation.ts). */
export function warmLearnedReader(): void {
  load();
}

function top(model: FastTextModel, tokens: string[]): string {
  const p = predict(model, tokens);
  let best = 0;
  for (let i = 1; i < p.length; i++) if (p[i]! > p[best]!) best = i;
  return model.header.labels[best]!;
}

let last: { key: string; reading: LearnedReading } | null = null;

/** The learned reading of her message (and his last turn before it). */
export function readLearned(message: string, thread?: string): LearnedReading {
  const key = `${message}\u0000${thread ?? ""}`;
  if (last?.key === key) return last.reading;
  const { manifest, acts, mood, himQ } = load();
  const tokens = readerTokens(message, thread);
  const reading = learnedReading(
    acts.header.labels,
    predict(acts, tokens),
    manifest.thresholds,
    top(mood, tokens),
    top(himQ, tokens) as HimQuestion,
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
