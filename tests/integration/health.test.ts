import { describe, expect, it } from "vitest";
import { GET } from "@/app/(platform)/api/health/route";

describe("GET /api/health", () => {
  it("answers 200 when the database answers", async () => {
    const res = await GET();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });
});
