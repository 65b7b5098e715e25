import { describe, expect, it } from "vitest";
import { db } from "@/lib/platform/db";
import { sweepExpired } from "@/lib/platform/housekeeping";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe("sweeping expired rows", () => {
  it("removes closed rate-limit windows, expired sessions and links, and old anonymous counters; keeps the rest", async () => {
    const now = new Date("2026-11-23T12:00:00Z");
    const user = await db.user.create({ data: { email: `sweep.${Date.now()}@example.com` } });
    await db.session.createMany({
      data: [
        { sessionToken: `old-${Date.now()}`, userId: user.id, expires: new Date(now.getTime() - 1000) },
        { sessionToken: `live-${Date.now()}`, userId: user.id, expires: new Date(now.getTime() + DAY) },
      ],
    });
    await db.verificationToken.createMany({
      data: [
        { identifier: user.email!, token: `old-${Date.now()}`, expires: new Date(now.getTime() - 1000) },
        { identifier: user.email!, token: `live-${Date.now()}`, expires: new Date(now.getTime() + HOUR) },
      ],
    });
    await db.rateLimit.createMany({
      data: [
        { key: "sweep:old", windowStart: new Date(now.getTime() - 2 * DAY), count: 3 },
        { key: "sweep:current", windowStart: new Date(now.getTime() - HOUR), count: 3 },
      ],
    });
    const day = (daysAgo: number) => new Date(Date.UTC(2026, 10, 23 - daysAgo));
    await db.usageDay.createMany({
      data: [
        { subject: "v:sweep-old", day: day(3), count: 2 },
        { subject: "ip:203.0.113.9", day: day(3), count: 2 },
        { subject: "v:sweep-yesterday", day: day(1), count: 2 },
        { subject: "v:sweep-today", day: day(0), count: 2 },
        { subject: `u:${user.id}`, day: day(30), count: 2 },
      ],
    });

    const swept = await sweepExpired(now);
    expect(swept).toMatchObject({
      rateLimits: expect.any(Number),
      sessions: expect.any(Number),
      signInLinks: expect.any(Number),
      anonymousUsage: expect.any(Number),
    });

    expect((await db.session.findMany({ where: { userId: user.id } })).map((s) => s.sessionToken)).toEqual([
      expect.stringMatching(/^live-/),
    ]);
    expect((await db.verificationToken.findMany({ where: { identifier: user.email! } })).map((t) => t.token)).toEqual([
      expect.stringMatching(/^live-/),
    ]);
    expect((await db.rateLimit.findMany({ where: { key: { startsWith: "sweep:" } } })).map((r) => r.key)).toEqual(["sweep:current"]);
    const usage = await db.usageDay.findMany({
      where: { OR: [{ subject: { startsWith: "v:sweep" } }, { subject: "ip:203.0.113.9" }, { subject: `u:${user.id}` }] },
      orderBy: { subject: "asc" },
    });
    expect(usage.map((u) => u.subject).sort()).toEqual([`u:${user.id}`, "v:sweep-today", "v:sweep-yesterday"].sort());

    // Sweeping again finds nothing more of these.
    await sweepExpired(now);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(1);
  });
});
