// A pass rate counted case by case, shared by the corpus evaluations (docs/evaluation.md).

export interface Rate {
  passed: number;
  total: number;
}

export const rate = (): Rate => ({ passed: 0, total: 0 });

export const add = (r: Rate, ok: boolean) => {
  r.total++;
  if (ok) r.passed++;
};

/** The rate in per cent; 100 when nothing was counted. */
export const pct = (r: Rate) => (r.total ? (100 * r.passed) / r.total : 100);

/** Whether the text says one of the words (as a word start: "dog" is in "dogs", not in "hotdog"). */
export const names = (text: string, any: readonly string[]) =>
  any.some((w) => new RegExp(`(?<![\\p{L}])${w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "iu").test(text));
