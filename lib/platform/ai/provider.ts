import "server-only";
import { createOpenAI } from "@ai-sdk/openai";
import type { LanguageModelV4 } from "@ai-sdk/provider";
import { env } from "@/lib/platform/env";

// The provider, chosen once from configuration (docs/architecture.md, "The AI layer"): OPENAI_BASE_URL → any
// OpenAI-compatible server (chat completions, which Ollama, vLLM, llama.cpp and LM Studio all speak);
// OPENAI_API_KEY alone → OpenAI; neither → null, and the offline engine answers.

/** Who writes: OpenAI, an OpenAI-compatible server, or the built-in offline engine. */
export type EngineId = "openai" | "compatible" | "offline";

export interface ModelChoice {
  engine: EngineId;
  model: LanguageModelV4 | null;
  /** Whether the model can be shown an image (AI_READS_IMAGES; never without a model). */
  readsImages: boolean;
}

let override: ModelChoice | null = null;
let configured: ModelChoice | null = null;

function fromConfiguration(): ModelChoice {
  if (env.OPENAI_BASE_URL) {
    const provider = createOpenAI({ baseURL: env.OPENAI_BASE_URL, apiKey: env.OPENAI_API_KEY ?? "not-needed", name: "compatible" });
    return { engine: "compatible", model: provider.chat(env.AI_MODEL), readsImages: env.AI_READS_IMAGES ?? false };
  }
  if (env.OPENAI_API_KEY) {
    return {
      engine: "openai",
      model: createOpenAI({ apiKey: env.OPENAI_API_KEY })(env.AI_MODEL),
      readsImages: env.AI_READS_IMAGES ?? true,
    };
  }
  return { engine: "offline", model: null, readsImages: false };
}

export function modelChoice(): ModelChoice {
  if (override) return override;
  configured ??= fromConfiguration();
  return configured;
}

export function currentEngine(): EngineId {
  return modelChoice().engine;
}

/**
 * Integration tests swap in the AI SDK's mock model here; null restores the configured provider. It
 * reads images unless told otherwise for OpenAI, as the configured provider's default is.
 */
export function setModelForTests(model: LanguageModelV4 | null, engine: EngineId = "openai", readsImages = engine === "openai"): void {
  override = model ? { engine, model, readsImages } : null;
}
