import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// The real provider path, end to end over HTTP: OPENAI_BASE_URL points the app at a local
// OpenAI-compatible server, as a user running Ollama or vLLM would.
const fake = await vi.hoisted(async () => {
  const { startFakeOpenAI } = await import("../../scripts/lib/fake-openai-server.mjs");
  const server = await startFakeOpenAI();
  process.env.OPENAI_BASE_URL = server.url;
  process.env.AI_MODEL = "llama3.1:8b";
  return server;
});

import { POST as generate } from "@/app/(replies)/api/generate/route";
import { GET as usage } from "@/app/(replies)/api/usage/route";
import { GET as readScreenshot } from "@/app/(screenshot)/api/read-screenshot/route";
import type { GenerateResponse } from "@/lib/replies/protocol";
import { jsonRequest } from "../support/requests";
import { newVisitor } from "../support/visitor";

afterAll(() => fake.close());

describe("an OpenAI-compatible server (OPENAI_BASE_URL)", () => {
  let body: GenerateResponse;
  beforeAll(async () => {
    const res = await generate(
      jsonRequest("/api/generate", { message: "Pizza or tacos tonight?", tone: "confident", language: "en" }, newVisitor().headers),
    );
    expect(res.status).toBe(200);
    body = (await res.json()) as GenerateResponse;
  });

  it("answers with the server's three replies, labelled as the compatible engine", () => {
    expect(body.engine).toBe("compatible");
    expect(body.replies).toHaveLength(3);
    expect(body.replies[0]).toEqual({ reply: 'Okay, "Pizza or tacos tonight?" has my attention. Tell me more?', confidence: 88 });
  });

  it("makes one chat-completions call with the configured model and a JSON schema", () => {
    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0]!;
    expect(request).toMatchObject({ model: "llama3.1:8b" });
    expect(request.stream).toBeFalsy();
    expect(JSON.stringify(request.response_format)).toContain("confidence");
  });

  it("streams from the server when the browser asks for NDJSON", async () => {
    const res = await generate(
      jsonRequest(
        "/api/generate",
        { message: "Coffee or tea person?", tone: "funny", language: "en" },
        { ...newVisitor().headers, accept: "application/x-ndjson" },
      ),
    );
    const events = (await res.text())
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { type: string; replies?: unknown[] });
    expect(fake.requests.at(-1)).toMatchObject({ stream: true });
    expect(events.at(-1)).toMatchObject({ type: "done", engine: "compatible" });
    expect(events.at(-1)!.replies).toHaveLength(3);
  });

  it("GET /api/usage names the engine", async () => {
    const res = await usage(new Request("http://localhost/api/usage", { headers: newVisitor().headers }));
    expect(await res.json()).toMatchObject({ engine: "compatible" });
  });

  it("doesn't offer Read with AI: its model isn't assumed to see images unless AI_READS_IMAGES says so", async () => {
    expect((await readScreenshot()).status).toBe(404);
  });
});
