import "server-only";
import type { LanguageModelV4, LanguageModelV4CallOptions } from "@ai-sdk/provider";
import { APICallError, Output, streamText } from "ai";
import type { z } from "zod";
import { modelDeadline } from "@/lib/platform/ai/deadline";
import { toGenerationError, unreadableAnswer } from "@/lib/platform/ai/errors";
import { type EngineId, modelChoice } from "@/lib/platform/ai/provider";

// One structured model call, for every feature that asks the model for an object from a system prompt and
// a user prompt (the replies, the openers, Pattern Interrupt): bounded by AI_TIMEOUT_MS and by the caller
// going away, one retry when the provider says a retry may help, and any failure turned into the same
// ApiError on the wire. docs/architecture.md, "The AI layer", says why there are two paths:
// - streamed (`onPartial`): the AI SDK's streamText with the object as its output, whose partial JSON
//   parsing is what shows replies as the model writes them;
// - whole: the provider's own call (the model's doGenerate, the AI SDK's provider interface) with the same
//   prompt and JSON schema generateText would send, and the answer checked with the feature's zod schema.
//   generateText's step, tool and telemetry machinery does nothing for one call without tools, and it
//   cost more CPU than the HTTP call itself (bench/GENERATE.md).

export interface StructuredOutput<T> {
  name: string;
  schema: z.ZodType<T>;
  /** The AI SDK's output, which streamText parses and whose JSON schema both paths send. */
  sdk: ReturnType<typeof Output.object<T>>;
}

/** A structured output, built once per schema at module load. */
export function structuredOutput<T>(schema: z.ZodType<T>, name: string): StructuredOutput<T> {
  return { name, schema, sdk: Output.object({ schema, name }) };
}

export interface StructuredCall<T> {
  /** What the server log calls the call when it fails ("generation", "openers"). */
  label: string;
  system: string;
  prompt: string;
  output: StructuredOutput<T>;
  temperature: number;
  /** The caller went away (the browser closed the request): stop paying for the model. */
  signal?: AbortSignal;
  /** Streams: each partial object as the model writes it. Without it, one call answered whole. */
  onPartial?: (partial: unknown) => void;
}

/** The AI SDK's default first wait before its retry (generateText's maxRetries). */
const RETRY_DELAY_MS = 2_000;

/** The object the configured model answers (callers check there is one), or the ApiError its failure reads as. */
export async function structuredCall<T>(call: StructuredCall<T>): Promise<{ engine: EngineId; object: T }> {
  const { engine, model } = modelChoice();
  if (!model) throw new Error(`${call.label}: structuredCall without a model`);
  const deadline = modelDeadline(call.signal);
  let streamError: unknown = null;
  try {
    if (!call.onPartial) return { engine, object: await wholeAnswer(model, call, deadline.signal) };
    const result = streamText({
      model,
      system: call.system,
      prompt: call.prompt,
      output: call.output.sdk,
      temperature: call.temperature,
      maxRetries: 1,
      abortSignal: deadline.signal,
      onError: ({ error }) => {
        streamError ??= error;
      },
    });
    for await (const partial of result.partialOutputStream) call.onPartial(partial);
    return { engine, object: (await result.output) as T };
  } catch (error) {
    const cause = streamError ?? error;
    deadline.logFailure(call.label, engine, cause);
    throw toGenerationError(cause, deadline.expired);
  } finally {
    deadline.clear();
  }
}

async function wholeAnswer<T>(model: LanguageModelV4, call: StructuredCall<T>, abortSignal: AbortSignal): Promise<T> {
  const options: LanguageModelV4CallOptions = {
    prompt: [
      { role: "system", content: call.system },
      { role: "user", content: [{ type: "text", text: call.prompt }] },
    ],
    responseFormat: await call.output.sdk.responseFormat,
    temperature: call.temperature,
    abortSignal,
  };
  let answer: Awaited<ReturnType<LanguageModelV4["doGenerate"]>>;
  try {
    // Gone already (he closed the page while the call was being set up): no model call to pay for.
    abortSignal.throwIfAborted();
    answer = await model.doGenerate(options);
  } catch (error) {
    if (!APICallError.isInstance(error) || !error.isRetryable || abortSignal.aborted) throw error;
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    abortSignal.throwIfAborted();
    answer = await model.doGenerate(options);
  }
  const text = answer.content.map((part) => (part.type === "text" ? part.text : "")).join("");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw unreadableAnswer();
  }
  const parsed = call.output.schema.safeParse(json);
  if (!parsed.success) throw unreadableAnswer();
  return parsed.data;
}
