import { describe, expect, inject, it, vi } from "vitest";
import { crossAccountLoad } from "../support/cross-account-load";

// 40 saves from one account in a few seconds: past a person's fair use (lib/limits.ts), which this load
// isn't about, so the ceiling is raised for it.
vi.mock("@/lib/limits", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/limits")>();
  return { ...actual, LIMITS: { ...actual.LIMITS, savedReplyWrites: { ...actual.LIMITS.savedReplyWrites, limit: 1_000 } } };
});

// The same load on the test PostgreSQL (a reference for the embedded database's test beside it). On a
// machine with no PostgreSQL the test setup falls back to PGlite, and the title says so.
describe(`concurrent requests from several accounts on the test server (${inject("dbServer").kind})`, () => {
  it("never answer one account with another's data", { timeout: 120_000 }, async () => {
    expect(await crossAccountLoad(process.env.DATABASE_URL!)).toEqual({ reads: 1000, writes: 40 });
  });
});
