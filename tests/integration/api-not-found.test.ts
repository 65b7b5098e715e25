import { describe, expect, it } from "vitest";
import { DELETE, GET, OPTIONS, PATCH, POST, PUT } from "@/app/(platform)/api/[...unknown]/route";

describe("an /api path no route answers", () => {
  it("is a JSON 404 for every method", async () => {
    for (const handler of [GET, POST, PUT, PATCH, DELETE, OPTIONS]) {
      const response = handler();
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/application\/json/);
      expect(await response.json()).toEqual({ error: "There is no API at this address.", code: "not_found" });
    }
  });
});
