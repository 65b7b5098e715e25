export interface ScoredTurn {
  who: "her" | "me";
  text: string;
}
export interface ScreenshotScore {
  /** Words in the true bubbles, and word errors (substituted, missing or inserted) over the aligned reading. */
  words: { truth: number; errors: number };
  /** True bubbles, read bubbles, pairs the alignment made, and pairs whose sender is right. */
  bubbles: { truth: number; read: number; aligned: number; rightSender: number };
  /** The trailing run of bubbles (her latest message, when she wrote last) came out exactly, sender included. */
  latestExact: boolean;
}
/** Without emoji and variation selectors, curly quotes straightened, whitespace collapsed, trimmed. */
export function normaliseText(text: string): string;
/** 1 − word-level edit distance ÷ truth word count, floored at 0. */
export function wordAccuracy(truthText: string, readText: string): number;
/** The trailing run of same-sender bubbles' texts joined by "\n". */
export function latestMessage(turns: readonly ScoredTurn[]): string;
export function scoreScreenshot(truthTurns: readonly ScoredTurn[], readTurns: readonly ScoredTurn[]): ScreenshotScore;
