import { describe, expect, it, vi } from "vitest";

// Point this file's app at a port where no database listens, before the app is imported.
process.env.DATABASE_URL = "postgresql://postgres@127.0.0.1:9/holla_unreachable";
const { POST: feedback } = await import("@/app/(forms)/api/feedback/route");
const { GET: health } = await import("@/app/(platform)/api/health/route");
const { jsonRequest } = await import("../support/requests");

describe("when the database is unreachable", () => {
  it("the forms answer 503 with a clear message and no internals", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await feedback(jsonRequest("/api/feedback", { email: "a@b.co", feedbackType: "other", message: "hello" }));
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body).toEqual({ error: expect.stringMatching(/database is unavailable/i), code: "database_unavailable" });
    expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|at /);
  });

  it("the health check answers 503", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await health()).status).toBe(503);
  });
});
