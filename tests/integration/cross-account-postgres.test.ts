import { describe, expect, it } from "vitest";
import { crossAccountLoad } from "../support/cross-account-load";

// The same load on the test PostgreSQL (a reference for the embedded database's test beside it).
describe("concurrent requests from several accounts on PostgreSQL", () => {
  it("never answer one account with another's data", { timeout: 120_000 }, async () => {
    expect(await crossAccountLoad(process.env.DATABASE_URL!)).toEqual({ reads: 1000, writes: 40 });
  });
});
