import { describe, expect, it } from "vitest";
import { secondsUntilNextUtcDay, utcDay } from "@/lib/replies/quota";

describe("quota days", () => {
  it("counts by UTC day, whatever the server's time zone", () => {
    expect(utcDay(new Date("2026-11-22T23:59:59.999Z")).toISOString()).toBe("2026-11-22T00:00:00.000Z");
    expect(utcDay(new Date("2026-11-23T00:00:00.000Z")).toISOString()).toBe("2026-11-23T00:00:00.000Z");
  });

  it("says when the day resets, for Retry-After", () => {
    expect(secondsUntilNextUtcDay(new Date("2026-11-22T23:00:00Z"))).toBe(3600);
    expect(secondsUntilNextUtcDay(new Date("2026-11-22T00:00:00Z"))).toBe(86_400);
  });
});
