import { describe, expect, it } from "vitest";
import { POST as feedback } from "@/app/(forms)/api/feedback/route";
import { POST as newsletter } from "@/app/(forms)/api/newsletter-signup/route";
import { POST as report } from "@/app/(forms)/api/report/route";
import { FEEDBACK_TYPE_IDS, ISSUE_TYPE_IDS } from "@/lib/forms/options";
import { db } from "@/lib/platform/db";
import { jsonRequest, readJson } from "../support/requests";

describe("POST /api/newsletter-signup", () => {
  it("stores a normalised email and answers { success: true }", async () => {
    const res = await newsletter(jsonRequest("/api/newsletter-signup", { email: "  Rahul@Example.com " }));
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ success: true });
    expect(await db.newsletterSignup.findMany({ select: { email: true } })).toEqual([{ email: "rahul@example.com" }]);
  });

  it("treats a repeated email as success without a second row", async () => {
    const body = { email: "twice@example.com" };
    expect((await newsletter(jsonRequest("/api/newsletter-signup", body))).status).toBe(200);
    expect((await newsletter(jsonRequest("/api/newsletter-signup", body))).status).toBe(200);
    expect(await db.newsletterSignup.count({ where: { email: "twice@example.com" } })).toBe(1);
  });

  it("refuses a bad email with 400 and a readable error", async () => {
    const res = await newsletter(jsonRequest("/api/newsletter-signup", { email: "not-an-email" }));
    expect(res.status).toBe(400);
    expect((await readJson(res)).error).toMatch(/valid email/i);
  });
});

describe("POST /api/feedback", () => {
  it.each(FEEDBACK_TYPE_IDS)("accepts feedbackType %s and stores the row", async (feedbackType) => {
    const res = await feedback(jsonRequest("/api/feedback", { email: "a@b.co", feedbackType, message: `About ${feedbackType}` }));
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ success: true });
    const row = await db.feedback.findFirst({ where: { feedbackType } });
    expect(row).toMatchObject({ email: "a@b.co", message: `About ${feedbackType}` });
  });

  it.each([
    [{ email: "a@b.co", feedbackType: "rant", message: "hi" }, /feedback type/i, "feedbackType"],
    [{ email: "a@b.co", feedbackType: "other", message: "   " }, /message/i, "message"],
    [{ email: "a@b.co", feedbackType: "other", message: "x".repeat(5001) }, /too long/i, "message"],
    [{ feedbackType: "other", message: "hi" }, /email/i, "email"],
    [{ email: "rahul@gmail", feedbackType: "other", message: "hi" }, /valid email/i, "email"],
    [[1, 2, 3], /.+/, undefined],
    [null, /.+/, undefined],
  ])("refuses %j with 400, naming the field the form should mark (%s, %s)", async (body, message, field) => {
    const res = await feedback(jsonRequest("/api/feedback", body));
    expect(res.status).toBe(400);
    const answer = await readJson(res);
    expect(answer.error).toMatch(message);
    expect(answer.field).toBe(field);
  });
});

describe("POST /api/report", () => {
  it.each(ISSUE_TYPE_IDS)("accepts issueType %s and stores the row", async (issueType) => {
    const res = await report(jsonRequest("/api/report", { email: "r@b.co", issueType, description: "Broke" }));
    expect(res.status).toBe(200);
    expect(await db.issueReport.count({ where: { issueType } })).toBe(1);
  });

  it("refuses an unknown issue type", async () => {
    const res = await report(jsonRequest("/api/report", { email: "r@b.co", issueType: "ai_not_working", description: "x" }));
    expect(res.status).toBe(400);
    expect((await readJson(res)).error).toMatch(/issue type/i);
  });
});

describe("request bounds", () => {
  it("answers malformed JSON with 400", async () => {
    const res = await feedback(jsonRequest("/api/feedback", "{ not json"));
    expect(res.status).toBe(400);
    expect(await readJson(res)).toEqual({ error: "The request body is not valid JSON.", code: "invalid_json" });
  });

  it("answers an empty body with 400", async () => {
    const res = await report(new Request("http://localhost/api/report", { method: "POST" }));
    expect(res.status).toBe(400);
  });

  it("answers a body over 64 KB with 413, whether or not the length was declared", async () => {
    const big = JSON.stringify({ email: "a@b.co", feedbackType: "other", message: "x".repeat(70_000) });
    const declared = await feedback(jsonRequest("/api/feedback", big));
    expect(declared.status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const undeclared = await feedback(
      new Request("http://localhost/api/feedback", {
        method: "POST",
        body: stream,
        headers: { "content-type": "application/json" },
        duplex: "half",
      } as RequestInit),
    );
    expect(undeclared.status).toBe(413);
    expect((await readJson(undeclared)).error).toMatch(/too large/i);
    expect(await db.feedback.count({ where: { message: { startsWith: "xxxxxxxxxx" } } })).toBe(0);
  });
});
