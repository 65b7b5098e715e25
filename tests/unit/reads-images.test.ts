import { afterEach, describe, expect, it, vi } from "vitest";

// Whether the configured model is said to see images (AI_READS_IMAGES, lib/platform/ai/provider.ts),
// which decides whether "Read with AI" exists on a server: on by default on OpenAI's own API, off on an
// OpenAI-compatible server unless set, never without a model.

async function choiceWith(settings: Record<string, string | undefined>) {
  vi.resetModules();
  for (const name of ["OPENAI_API_KEY", "OPENAI_BASE_URL", "AI_READS_IMAGES"]) vi.stubEnv(name, settings[name]);
  const { modelChoice } = await import("@/lib/platform/ai/provider");
  const { engine, readsImages } = modelChoice();
  return { engine, readsImages };
}

afterEach(() => vi.unstubAllEnvs());

describe("AI_READS_IMAGES", () => {
  it.each([
    [{}, "offline", false],
    [{ AI_READS_IMAGES: "true" }, "offline", false],
    [{ OPENAI_API_KEY: "sk-test" }, "openai", true],
    [{ OPENAI_API_KEY: "sk-test", AI_READS_IMAGES: "false" }, "openai", false],
    [{ OPENAI_API_KEY: "sk-test", AI_READS_IMAGES: "0" }, "openai", false],
    [{ OPENAI_BASE_URL: "http://127.0.0.1:11434/v1" }, "compatible", false],
    [{ OPENAI_BASE_URL: "http://127.0.0.1:11434/v1", AI_READS_IMAGES: "true" }, "compatible", true],
    [{ OPENAI_BASE_URL: "http://127.0.0.1:11434/v1", OPENAI_API_KEY: "sk-test", AI_READS_IMAGES: "1" }, "compatible", true],
  ] as const)("%j → %s, reads images: %s", async (settings, engine, readsImages) => {
    expect(await choiceWith(settings)).toEqual({ engine, readsImages });
  });

  it("refuses a value that is neither true nor false", async () => {
    await expect(choiceWith({ OPENAI_API_KEY: "sk-test", AI_READS_IMAGES: "yes" })).rejects.toThrow(/AI_READS_IMAGES/);
  });
});
