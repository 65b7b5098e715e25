import type { FastTextHeader } from "@/lib/reading/learned/fasttext";
export interface FastTextParams {
  lr: number;
  epoch: number;
  dim: number;
  wordNgrams: number;
  minn: number;
  maxn: number;
  bucket: number;
  minCount: number;
  loss: "ova" | "softmax";
}
export function trainInProcess(
  lines: string[],
  params: FastTextParams,
  seed: number,
): Promise<{
  header: FastTextHeader;
  input: Float32Array;
  output: Float32Array;
  nativePredict: (tokens: string[]) => Record<string, number>;
}>;
export function trainFastText(
  lines: string[],
  params: FastTextParams,
  seed: number,
): Promise<{ header: FastTextHeader; input: Float32Array; output: Float32Array }>;
