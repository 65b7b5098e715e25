import { ENGLISH } from "@/tests/eval/dataset/english";
import { HINGLISH } from "@/tests/eval/dataset/hinglish";
import type { EvalCase } from "@/tests/eval/types";

export const EVAL_CASES: EvalCase[] = [...ENGLISH, ...HINGLISH];
