import { afterEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.ALLOW_TIER_OVERRIDE = "1";
  process.env.PREMIUM_GENERATIONS_PER_MINUTE = "4";
});

import { POST as generate } from "@/app/(replies)/api/generate/route";
import { POST as rate } from "@/app/(replies)/api/ratings/route";
import { GET as usage } from "@/app/(replies)/api/usage/route";
import { setModelForTests } from "@/lib/platform/ai/provider";
import { db } from "@/lib/platform/db";
import type { GenerateResponse } from "@/lib/replies/protocol";
import { modelReplying, THREE_REPLIES } from "../support/mock-model";
import { jsonRequest, readJson } from "../support/requests";
import { newVisitor } from "../support/visitor";

const premium = (visitor = newVisitor()) => ({ ...visitor.headers, "x-test-tier": "premium" });
const body = { message: "What's your idea of a perfect Sunday?", tone: "creative", language: "en" };

afterEach(() => setModelForTests(null));

describe("Premium (through the x-test-tier override, on only with ALLOW_TIER_OVERRIDE=1)", () => {
  it("may use the Creative tone and is not held to the daily quota", async () => {
    setModelForTests(modelReplying(THREE_REPLIES));
    const headers = premium();
    for (let i = 0; i < 3; i++) {
      const res = await generate(jsonRequest("/api/generate", body, headers));
      expect(res.status).toBe(200);
      expect(((await res.json()) as GenerateResponse).usage).toEqual({
        plan: "premium",
        limit: null,
        used: 0,
        remaining: null,
        reason: null,
      });
    }
    expect(await db.usageDay.count()).toBe(0);
  });

  it("has a fair-use rate limit per minute", async () => {
    setModelForTests(modelReplying(THREE_REPLIES));
    const headers = premium();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await generate(jsonRequest("/api/generate", body, headers))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it("an unknown tier name falls back to Basic", async () => {
    const res = await generate(jsonRequest("/api/generate", body, { ...newVisitor().headers, "x-test-tier": "gold" }));
    expect(res.status).toBe(403);
  });

  it("GET /api/usage says unlimited", async () => {
    const res = await usage(new Request("http://localhost/api/usage", { headers: premium() }));
    expect(await res.json()).toMatchObject({ plan: "premium", limit: null, remaining: null });
  });
});

describe("POST /api/ratings", () => {
  it("stores a 👍 with tone, language and engine, and no text", async () => {
    const visitor = newVisitor();
    const res = await rate(jsonRequest("/api/ratings", { tone: "funny", language: "hi", engine: "offline", rating: 1 }, visitor.headers));
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ success: true });
    const rows = await db.replyRating.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject: `v:${visitor.id}`, tone: "funny", language: "hi", engine: "offline", rating: 1 });
  });

  it.each([
    [{ tone: "funny", language: "en", engine: "offline", rating: 5 }, /rating/],
    [{ tone: "funny", language: "en", engine: "gpt", rating: 1 }, /engine/],
    [{ tone: "funny", language: "en", engine: "offline", rating: 1, reply: "x".repeat(2000) }, /too large/],
  ])("refuses %j with a 4xx", async (input, error) => {
    const res = await rate(jsonRequest("/api/ratings", input, newVisitor().headers));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((await readJson(res)).error).toMatch(error);
  });
});
