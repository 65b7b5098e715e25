import { describe, expect, it } from "vitest";

// A small ceiling for this file's app instance, set before the app reads its configuration.
process.env.FORM_RATE_LIMIT_GLOBAL_PER_HOUR = "5";
const { POST: feedback } = await import("@/app/api/feedback/route");
const { db } = await import("@/lib/db");
const { jsonRequest } = await import("../support/requests");

describe("the global ceiling of a form", () => {
  it("stops a flood spread over forged addresses", async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        feedback(jsonRequest("/api/feedback", { email: "x@y.co", feedbackType: "other", message: `m${i}` }, { "x-forwarded-for": `192.0.2.${i}` })),
      ),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(5);
    const refused = responses.filter((r) => r.status === 429);
    expect(refused).toHaveLength(7);
    expect((await refused[0]!.json()).error).toMatch(/unusual number/);
    expect(await db.feedback.count()).toBe(5);
  });
});
