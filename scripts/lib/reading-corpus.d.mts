export interface CorpusRow {
  id: string;
  /** The id's prefix: who wrote it (data/reading/GUIDE.md). */
  writer: string;
  lang: "en" | "hi";
  thread?: string;
  message: string;
  acts: string[];
  mood: string;
  details: string[];
  him_q?: string;
  options?: string[];
  value?: string;
  plan?: { day?: string; time?: string; place?: string; activity?: string; condition?: string };
  parts?: string[][];
  thread_answer?: string[];
}
export const ACTS: string[];
export const MOODS: string[];
export const HIM_Q: string[];
export function loadSplit(split: "train" | "test"): { rows: CorpusRow[]; rejected: number };
