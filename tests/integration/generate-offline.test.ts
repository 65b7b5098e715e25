import { describe, expect, it } from "vitest";
import { POST as generate } from "@/app/(replies)/api/generate/route";
import { GET as usage } from "@/app/(replies)/api/usage/route";
import { MAX_VARIATION } from "@/lib/plans";
import type { GenerateEvent, GenerateResponse } from "@/lib/replies/protocol";
import { jsonRequest } from "../support/requests";
import { newVisitor } from "../support/visitor";

// No provider configured: what `npm start` gives everyone out of the box.
describe("POST /api/generate with no AI provider configured", () => {
  it("answers from the offline engine, labelled as such, in the spec's contract", async () => {
    const res = await generate(
      jsonRequest("/api/generate", { message: "Just got back from Goa!", tone: "flirty", language: "en" }, newVisitor().headers),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as GenerateResponse;
    expect(body.engine).toBe("offline");
    expect(body.tone).toBe("flirty");
    expect(body.replies).toHaveLength(3);
    for (const { reply, confidence } of body.replies) {
      expect(reply.length).toBeGreaterThan(0);
      expect(reply.length).toBeLessThanOrEqual(200);
      expect(Number.isInteger(confidence)).toBe(true);
    }
    expect(body.replies.some((r) => /goa/i.test(r.reply))).toBe(true);
  });

  it("streams the same way the model path does", async () => {
    const res = await generate(
      jsonRequest(
        "/api/generate",
        { message: "weekend pe kya plan hai?", tone: "funny", language: "hi" },
        { ...newVisitor().headers, accept: "application/x-ndjson" },
      ),
    );
    const events = (await res.text())
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as GenerateEvent);
    expect(events[0]).toMatchObject({ type: "start", engine: "offline" });
    const done = events.at(-1)!;
    expect(done.type).toBe("done");
    if (done.type === "done") for (const r of done.replies) expect(r.reply).not.toMatch(/[\u0900-\u097F]/);
  });

  it("Regenerate's count asks for a whole new set; a count that isn't a small whole number is a 400", async () => {
    const ask = async (extra: Record<string, unknown>) =>
      generate(
        jsonRequest(
          "/api/generate",
          { message: "What are you up to this weekend?", tone: "confident", language: "en", ...extra },
          newVisitor().headers,
        ),
      );
    const first = ((await (await ask({})).json()) as GenerateResponse).replies.map((r) => r.reply);
    const again = ((await (await ask({ variation: 1 })).json()) as GenerateResponse).replies.map((r) => r.reply);
    expect(again).toHaveLength(3);
    expect(again.filter((reply) => first.includes(reply))).toEqual([]);
    for (const variation of [-1, 1.5, "2", MAX_VARIATION + 1]) {
      const res = await ask({ variation });
      expect(res.status, String(variation)).toBe(400);
      expect(await res.json()).toEqual({ error: expect.stringMatching(/variation/i), code: "invalid_input", field: "variation" });
    }
  });

  it("GET /api/usage says offline", async () => {
    const res = await usage(new Request("http://localhost/api/usage", { headers: newVisitor().headers }));
    expect(await res.json()).toMatchObject({ engine: "offline", plan: "basic", remaining: 2 });
  });
});
