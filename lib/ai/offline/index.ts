import type { GeneratedReply, GenerationRequest } from "@/lib/ai/schemas";
import { composeReplies } from "@/lib/ai/offline/compose";

// The offline engine (DESIGN.md §6): what users get when no AI provider is configured. No model, no
// network, no randomness: a classifier, a detail extractor and a curated bank of lines per intent,
// tone and language. Same request in, same three replies out, in well under a millisecond.

/** Exactly three replies to her message, best-scoring first, each with the engine's own 0–100 score. */
export function composeOfflineReplies(request: GenerationRequest): GeneratedReply[] {
  return composeReplies(request);
}
