import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";

// Which words are worth saying back (docs/reading.md, "Which words to say back"): for each word of the
// training split, how often its labellers picked it as a detail of her message, a word of a part's
// answer or the thread's answer, out of the times it appeared. Counted by `npm run train:reader` into
// data/reading/model/salience.json and read once per process. "grandma" 0.89, "pasand" 0.07, "says" 0.01:
// what a run of her words or his keeps when it is said back.

interface Table {
  /** A word too rare for its own entry: what such words of its length were worth. */
  rare: Record<string, number>;
  words: Record<string, number>;
}

const tables = new Map<string, Table>();

function read(corpus: "reading" | "profiles"): Table {
  let table = tables.get(corpus);
  if (!table) {
    table = JSON.parse(readFileSync(path.join(process.cwd(), "data", corpus, "model", "salience.json"), "utf8")) as Table;
    tables.set(corpus, table);
  }
  return table;
}
const load = () => read("reading");

const norm = (word: string) =>
  word
    .toLowerCase()
    .replace(/['’]s$/, "")
    .replace(/['’-]+$/, "");

/** A word's worth in `table`: its own entry, else what rare words of its length were worth. */
function worth({ rare, words }: Table, word: string): number {
  const w = norm(word);
  return words[w] ?? rare[String(Math.min(Math.max(w.length, 1), 10))] ?? 0.2;
}

/** How worth saying back one word is, 0 to 1. */
export const salience = (word: string): number => worth(load(), word);

/** A run's worth: its best word's ("grandma turns" is worth what "grandma" is). */
export const runWorth = (run: string): number => Math.max(...run.split(" ").map(salience));

/**
 * Whether the labellers picked a word of `run` at least `rate` of the times they saw it: a word the
 * corpus knows to be a thing worth naming ("playlist", "camera"), not a rare word guessed by its length.
 */
export function knownSalient(run: string, rate = 0.5): boolean {
  const { words } = load();
  return run.split(/\s+/).some((w) => (words[norm(w)] ?? 0) >= rate);
}

/** Below this a word at either end of a run is not said back ("grandma turns" → "grandma"). */
const WEAK = 0.2;

/** The run without its weak words at either end, or undefined when none is worth saying back. */
export function trimRun(run: string): string | undefined {
  const words = run.split(" ");
  while (words.length && salience(words[0]!) < WEAK) words.shift();
  while (words.length && salience(words[words.length - 1]!) < WEAK) words.pop();
  return words.length ? words.join(" ") : undefined;
}

/** How much better a later run must be to beat an earlier one: what she or he names first is usually the subject. */
const CLEARLY = 0.1;

/** The run with the word most worth saying back, trimmed; the earlier where two are about as good. */
export function salientRun(runs: readonly string[]): string | undefined {
  let best: { run: string; score: number } | undefined;
  for (const run of runs) {
    const trimmed = trimRun(run);
    if (!trimmed) continue;
    const score = runWorth(trimmed);
    if (!best || score > best.score + CLEARLY) best = { run: trimmed, score };
  }
  return best?.run;
}

/**
 * How worth naming the words of her profile are, at best, counted the same way over the profile corpus
 * (data/profiles/model/salience.json): "kochi" 0.95, which its writers picked nearly every time, "chai" 0.79.
 */
export function profileWorth(text: string): number {
  const table = read("profiles");
  return Math.max(0, ...(text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).map((w) => worth(table, w)));
}
