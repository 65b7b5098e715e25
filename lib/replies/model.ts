import "server-only";
import { REPLIES_PER_GENERATION } from "@/lib/plans";
import { unreadableAnswer } from "@/lib/platform/ai/errors";
import type { EngineId } from "@/lib/platform/ai/provider";
import { structuredCall, structuredOutput } from "@/lib/platform/ai/structured-call";
import { keepsRails } from "@/lib/reading/rails";
import { checkSafety } from "@/lib/reading/safety";
import type { MoodId, Reading } from "@/lib/reading/types";
import { composeOfflineReplies } from "@/lib/replies/offline";
import { buildUserPrompt, SYSTEM_PROMPT } from "@/lib/replies/prompt";
import { type GeneratedReply, type GenerationRequest, MAX_REPLY_CHARS, modelRepliesSchema } from "@/lib/replies/schemas";

// The reply generator's one model call: a structured, streamed answer of three replies with their
// rubric scores and her mood. Partial snapshots go to `onPartial` as the model writes; the final
// object is validated against the schema, and anything off-schema, late or failed becomes a clear
// ApiError. The reading of her message goes into the prompt, and what comes back is held to the same
// rails (docs/reading.md): a reply that breaks one is replaced by the offline engine's, never shown.

export type PartialReplies = Array<{ reply: string; confidence?: number }>;

export interface GenerateOptions {
  onPartial?: (replies: PartialReplies) => void;
  /** The caller went away (the browser closed the stream): stop paying for the model. */
  signal?: AbortSignal;
}

export interface GeneratedSet {
  engine: EngineId;
  replies: GeneratedReply[];
  /** Her mood: the model's reading where there is one, else the shared reading's. */
  mood: MoodId;
}

// Built once: the JSON schema sent to the provider is derived from the zod schema.
const REPLIES_OUTPUT = structuredOutput(modelRepliesSchema, "replies");

function cleanText(text: string): string {
  return text
    .trim()
    .replace(/^["“”']+|["“”']+$/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MAX_REPLY_CHARS);
}

/**
 * Normalises the model's validated output; throws 502 when it is not three usable replies. A reply
 * that fails the safety check her message had to pass is not usable: it is dropped, never shown.
 */
export function normaliseReplies(raw: Array<{ reply: string; confidence: number }>): GeneratedReply[] {
  const seen = new Set<string>();
  const replies: GeneratedReply[] = [];
  for (const item of raw) {
    const reply = cleanText(item.reply);
    const key = reply.toLowerCase();
    if (!reply || seen.has(key) || checkSafety(reply)) continue;
    seen.add(key);
    const confidence = Number.isFinite(item.confidence) ? Math.round(Math.min(100, Math.max(0, item.confidence))) : 0;
    replies.push({ reply, confidence });
  }
  if (replies.length < REPLIES_PER_GENERATION) throw unreadableAnswer();
  return replies.slice(0, REPLIES_PER_GENERATION);
}

/**
 * Holds the model's replies to the rails of her message: one that breaks a rail is dropped and the
 * offline engine's line for the same message (which keeps every rail) takes its place, so the set
 * stays three without a second model call.
 */
function holdToRails(
  raw: Array<{ reply: string; confidence: number }>,
  reading: Reading,
  request: GenerationRequest,
): Array<{ reply: string; confidence: number }> {
  const kept = raw.filter((r) => keepsRails(cleanText(r.reply), reading));
  if (kept.length >= REPLIES_PER_GENERATION) return kept;
  const taken = new Set(kept.map((r) => cleanText(r.reply).toLowerCase()));
  for (const r of composeOfflineReplies(request, reading)) {
    if (kept.length >= REPLIES_PER_GENERATION) break;
    if (!taken.has(r.reply.toLowerCase())) kept.push(r);
  }
  return kept;
}

/**
 * What the browser may show of the replies so far. A reply still being written (no confidence yet)
 * loses its last, perhaps unfinished, word, so a flagged word never shows half-typed; a reply that
 * fails the safety check is left out, as it will be from the final answer.
 */
export function partialSnapshot(partial: unknown, reading?: Reading): PartialReplies {
  const list = (partial as { replies?: unknown })?.replies;
  if (!Array.isArray(list)) return [];
  return list
    .filter((r): r is { reply?: unknown; confidence?: unknown } => Boolean(r) && typeof r === "object" && typeof r.reply === "string")
    .map((r) => ({
      reply: cleanText(typeof r.confidence === "number" ? (r.reply as string) : (r.reply as string).replace(/\S*$/, "")),
      ...(typeof r.confidence === "number" ? { confidence: Math.round(Math.min(100, Math.max(0, r.confidence))) } : {}),
    }))
    .filter((r) => r.reply && !checkSafety(r.reply) && (!reading || keepsRails(r.reply, reading)))
    .slice(0, REPLIES_PER_GENERATION);
}

/** Three replies from the configured model, held to the rails of her reading (lib/replies/generate.ts calls it only when one is configured). */
export async function repliesFromModel(request: GenerationRequest, reading: Reading, options: GenerateOptions = {}): Promise<GeneratedSet> {
  const { onPartial } = options;
  let last = "";
  const { engine, object } = await structuredCall({
    label: "generation",
    system: SYSTEM_PROMPT,
    prompt: buildUserPrompt(request, reading),
    output: REPLIES_OUTPUT,
    temperature: 0.9,
    signal: options.signal,
    // Nobody watching the replies arrive (the plain-JSON contract): one call answered whole is cheaper.
    // Under a rail nothing is shown before the whole set has been checked: a half-written reply that
    // is about to ask her out after her no must never flash on screen.
    onPartial:
      onPartial && !reading.rail
        ? (partial) => {
            const snapshot = partialSnapshot(partial, reading);
            const key = JSON.stringify(snapshot);
            if (snapshot.length && key !== last) {
              last = key;
              onPartial(snapshot);
            }
          }
        : undefined,
  });
  return {
    engine,
    replies: normaliseReplies(holdToRails(object.replies, reading, request)),
    // Under a rail the shared reading decides how she feels: it is what the replies were held to.
    mood: reading.rail ? reading.mood : object.mood,
  };
}
