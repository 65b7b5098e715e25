import { describe, expect, it } from "vitest";
import { POST } from "@/app/(screenshot)/share-target/route";
import { SHARED_LANDING } from "@/lib/screenshot/share-target";

// The share sheet's POST when no service worker answered it (the worker itself: tests/unit/service-
// worker.test.ts; the two together in Chromium, with a real multipart body: tests/e2e/share-target.spec.ts).
// The handler is never given the request, so it can't read or keep the image.

describe("POST /share-target without the service worker", () => {
  it("opens the tool saying the image didn't come through, never cached", async () => {
    const response = await POST();
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(SHARED_LANDING.unavailable);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toBe("");
  });
});
