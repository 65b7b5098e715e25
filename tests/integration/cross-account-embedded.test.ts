import crypto from "node:crypto";
import { afterAll, describe, expect, it, vi } from "vitest";
import { spawnPgliteServer } from "../../scripts/lib/embedded-db.mjs";
import { deployMigrations } from "../../scripts/lib/migrations.mjs";

// 40 saves from one account in a few seconds: past a person's fair use (lib/limits.ts), which this load
// isn't about, so the ceiling is raised for it.
vi.mock("@/lib/limits", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/limits")>();
  return { ...actual, LIMITS: { ...actual.LIMITS, savedReplyWrites: { ...actual.LIMITS.savedReplyWrites, limit: 1_000 } } };
});

// The app on the embedded database, exactly as `npm start` runs it (PGlite behind
// scripts/embedded-db-server.mjs, the app's default pool of 8 connections), instead of this file's
// PostgreSQL: set before the app is imported, since lib/platform/env.ts reads DATABASE_URL once.
const password = crypto.randomBytes(12).toString("hex");
const embedded = spawnPgliteServer({ db: "memory://", password, stderr: "ignore" });
const url = `postgresql://postgres:${password}@127.0.0.1:${await embedded.ready}/postgres`;
await deployMigrations(url);
process.env.DATABASE_URL = url;
delete process.env.DATABASE_POOL_SIZE;

const { crossAccountLoad } = await import("../support/cross-account-load");
const { env } = await import("@/lib/platform/env");

afterAll(() => {
  embedded.child.kill("SIGTERM");
});

describe("concurrent requests from several accounts on the embedded database", () => {
  it("never answer one account with another's data", { timeout: 180_000 }, async () => {
    expect(env.DATABASE_POOL_SIZE).toBe(8);
    expect(await crossAccountLoad(url)).toEqual({ reads: 1000, writes: 40 });
  });
});
