import { describe, expect, it } from "vitest";
import { POST as generate } from "@/app/api/generate/route";
import { GET as usage } from "@/app/api/usage/route";
import type { GenerateEvent, GenerateResponse } from "@/lib/generator/protocol";
import { jsonRequest } from "../support/requests";
import { newVisitor } from "../support/visitor";

// No provider configured: what `npm start` gives everyone out of the box.
describe("POST /api/generate with no AI provider configured", () => {
  it("answers from the offline engine, labelled as such, in the spec's contract", async () => {
    const res = await generate(jsonRequest("/api/generate", { message: "Just got back from Goa!", tone: "flirty", language: "en" }, newVisitor().headers));
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
      jsonRequest("/api/generate", { message: "weekend pe kya plan hai?", tone: "funny", language: "hi" }, { ...newVisitor().headers, accept: "application/x-ndjson" }),
    );
    const events = (await res.text()).trim().split("\n").map((l) => JSON.parse(l) as GenerateEvent);
    expect(events[0]).toMatchObject({ type: "start", engine: "offline" });
    const done = events.at(-1)!;
    expect(done.type).toBe("done");
    if (done.type === "done") for (const r of done.replies) expect(r.reply).not.toMatch(/[\u0900-\u097F]/);
  });

  it("GET /api/usage says offline", async () => {
    const res = await usage(new Request("http://localhost/api/usage", { headers: newVisitor().headers }));
    expect(await res.json()).toMatchObject({ engine: "offline", plan: "basic", remaining: 2 });
  });
});
