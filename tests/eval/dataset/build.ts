import type { LanguageId, ToneId } from "@/lib/plans";
import type { EvalCase, Expectation } from "@/tests/eval/types";

// Cases are written as short rows per situation; the tone he picked rotates through all four so every
// situation is tried in every tone (the rails must hold in Funny and Flirty too).

const TONES: readonly ToneId[] = ["confident", "funny", "flirty", "creative"];

export interface Row {
  /** Her message. */
  m: string;
  /** Earlier conversation ("Her: …" / "Me: …" lines). */
  t?: string;
  /** Expectations beyond the group's. */
  e?: Expectation[];
  /** Replace the group's expectations instead of adding to them. */
  only?: Expectation[];
}

export function group(language: LanguageId, name: string, expect: Expectation[], rows: Row[]): EvalCase[] {
  return rows.map((row, i) => ({
    id: `${language}-${name}-${String(i + 1).padStart(2, "0")}`,
    language,
    tone: TONES[i % TONES.length]!,
    message: row.m,
    ...(row.t ? { thread: row.t } : {}),
    expect: row.only ?? [...expect, ...(row.e ?? [])],
  }));
}
