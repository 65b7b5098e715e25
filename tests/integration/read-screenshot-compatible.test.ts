import { afterAll, describe, expect, it, vi } from "vitest";

// "Read with AI" over the real provider path: an OpenAI-compatible server (OPENAI_BASE_URL) whose model
// is said to see images (AI_READS_IMAGES=1), as someone running a vision model locally would set it up.
// The screenshot must reach the server as an image in the chat-completions request.
const fake = await vi.hoisted(async () => {
  const { startFakeOpenAI } = await import("../../scripts/lib/fake-openai-server.mjs");
  const server = await startFakeOpenAI({
    answer: () =>
      JSON.stringify({
        turns: [
          { who: "her", text: "Kal coffee? ☕" },
          { who: "me", text: "Haan, 6 baje?" },
        ],
      }),
  });
  process.env.OPENAI_BASE_URL = server.url;
  process.env.AI_MODEL = "qwen2.5vl:7b";
  process.env.AI_READS_IMAGES = "1";
  return server;
});

import { GET, POST } from "@/app/(screenshot)/api/read-screenshot/route";
import { newVisitor } from "../support/visitor";

afterAll(() => fake.close());

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

describe("an OpenAI-compatible server with AI_READS_IMAGES=1", () => {
  it("offers Read with AI, and sends the screenshot as an image in one chat-completions call", async () => {
    expect((await GET()).status).toBe(200);

    const res = await POST(
      new Request("http://localhost:3000/api/read-screenshot", {
        method: "POST",
        headers: { ...newVisitor().headers, "content-type": "image/png" },
        body: PNG,
      }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      turns: [
        { who: "her", text: "Kal coffee? ☕" },
        { who: "me", text: "Haan, 6 baje?" },
      ],
    });

    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0] as {
      model: string;
      messages: Array<{ role: string; content: unknown }>;
      response_format?: { type: string };
    };
    expect(request.model).toBe("qwen2.5vl:7b");
    expect(request.response_format?.type).toBe("json_schema");
    const user = request.messages.find((m) => m.role === "user")!;
    expect(user.content).toContainEqual({
      type: "image_url",
      image_url: { url: `data:image/png;base64,${PNG.toString("base64")}`, detail: "high" },
    });
  });
});
