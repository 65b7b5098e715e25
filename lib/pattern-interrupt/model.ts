import "server-only";
import { analyseOffline } from "@/lib/pattern-interrupt/offline";
import { ANALYSIS_SYSTEM_PROMPT, buildAnalysisPrompt } from "@/lib/pattern-interrupt/prompt";
import { analysisSchema, type PatternInterruptAnalysis } from "@/lib/pattern-interrupt/schemas";
import { unreadableAnswer } from "@/lib/platform/ai/errors";
import type { EngineId } from "@/lib/platform/ai/provider";
import { structuredCall, structuredOutput } from "@/lib/platform/ai/structured-call";
import { keepsRails } from "@/lib/reading/rails";
import { readMessage } from "@/lib/reading/read";
import { checkSafety } from "@/lib/reading/safety";
import { MAX_REPLY_CHARS } from "@/lib/replies/schemas";

// The Pattern Interrupt Engine's one structured model call (or the offline engine's reading). The
// answer is short and read as a whole card, so it comes back in one piece rather than streamed. The
// shared reading of her message (docs/reading.md) goes into the prompt, and its rails hold the line.

const ANALYSIS_OUTPUT = structuredOutput(analysisSchema, "analysis");
const MAX_FIELD_CHARS = 600;

function clean(text: string, max: number): string {
  return text.trim().replace(/\s+/g, " ").slice(0, max);
}

/** Trims what the model wrote and drops the quotes it may put around the suggestion (the card adds its own). */
export function normaliseAnalysis(raw: PatternInterruptAnalysis): PatternInterruptAnalysis {
  const analysis = {
    hiddenMeaning: clean(raw.hiddenMeaning, MAX_FIELD_CHARS),
    expertTip: clean(raw.expertTip, MAX_FIELD_CHARS),
    recommendedTone: raw.recommendedTone,
    patternInterrupt: clean(raw.patternInterrupt.trim().replace(/^["“”']+|["“”']+$/g, ""), MAX_REPLY_CHARS),
  };
  if (!analysis.hiddenMeaning || !analysis.expertTip || !analysis.patternInterrupt) throw unreadableAnswer();
  // The suggestion is a line he would send her, so it passes the same check as every generated reply.
  // The reading and the tip talk *about* her message (which already passed it) and may name what it touches.
  if (checkSafety(analysis.patternInterrupt)) throw unreadableAnswer();
  return analysis;
}

/** The analysis from the configured model (lib/pattern-interrupt/analyse.ts calls it only when one is configured). */
export async function analyseWithModel(message: string, signal?: AbortSignal): Promise<PatternInterruptAnalysis & { engine: EngineId }> {
  const reading = readMessage(message);
  const { engine, object } = await structuredCall({
    label: "analysis",
    system: ANALYSIS_SYSTEM_PROMPT,
    prompt: buildAnalysisPrompt(message, reading),
    output: ANALYSIS_OUTPUT,
    temperature: 0.7,
    signal,
  });
  const analysis = normaliseAnalysis(object);
  // The line the card suggests keeps the same rails as every reply (docs/reading.md). One that
  // doesn't never reaches the screen: the built-in engine's card, whose tip and line agree, takes its
  // place, and says which engine wrote it.
  if (!keepsRails(analysis.patternInterrupt, reading)) return { ...analyseOffline(message), engine: "offline" };
  return { ...analysis, engine };
}
