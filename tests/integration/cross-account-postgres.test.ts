import { describe, expect, inject, it } from "vitest";
import { crossAccountLoad } from "../support/cross-account-load";

// The same load on the test PostgreSQL (a reference for the embedded database's test beside it). On a
// machine with no PostgreSQL the test setup falls back to PGlite, and the title says so.
describe(`concurrent requests from several accounts on the test server (${inject("dbServer").kind})`, () => {
  it("never answer one account with another's data", { timeout: 120_000 }, async () => {
    expect(await crossAccountLoad(process.env.DATABASE_URL!)).toEqual({ reads: 1000, writes: 40 });
  });
});
