import { generateText, Output } from "ai";
import { logModelFailure, modelDeadline } from "@/lib/ai/deadline";
import { analyseOffline } from "@/lib/ai/offline/pattern-interrupt";
import { ANALYSIS_SYSTEM_PROMPT, buildAnalysisPrompt } from "@/lib/ai/prompts";
import { modelChoice } from "@/lib/ai/provider";
import { toGenerationError, unreadableAnswer } from "@/lib/ai/replies";
import { checkSafety } from "@/lib/ai/safety";
import { analysisSchema, MAX_REPLY_CHARS, type EngineId, type PatternInterruptAnalysis } from "@/lib/ai/schemas";

// The Pattern Interrupt Engine's one structured model call (or the offline engine's reading). The
// answer is short and read as a whole card, so it comes back in one piece rather than streamed.

const ANALYSIS_OUTPUT = Output.object({ schema: analysisSchema, name: "analysis" });
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

export async function analyseMessage(message: string, signal?: AbortSignal): Promise<PatternInterruptAnalysis & { engine: EngineId }> {
  const { engine, model } = modelChoice();
  if (!model) return { ...analyseOffline(message), engine };

  const deadline = modelDeadline(signal);
  try {
    const { output } = await generateText({
      model,
      system: ANALYSIS_SYSTEM_PROMPT,
      prompt: buildAnalysisPrompt(message),
      output: ANALYSIS_OUTPUT,
      temperature: 0.7,
      maxRetries: 1,
      abortSignal: deadline.signal,
    });
    return { ...normaliseAnalysis(output), engine };
  } catch (error) {
    logModelFailure("analysis", engine, error);
    throw toGenerationError(error, deadline.expired);
  } finally {
    deadline.clear();
  }
}
