import { describe, expect, it } from "vitest";
import { POST as newsletter } from "@/app/(forms)/api/newsletter-signup/route";
import { db } from "@/lib/platform/db";
import { env } from "@/lib/platform/env";
import { hitRateLimit } from "@/lib/platform/rate-limit";
import { jsonRequest, readJson } from "../support/requests";

// Its own file, so its own database: the form's per-address bucket starts empty.
describe("per-address flood limit", () => {
  it("lets exactly FORM_RATE_LIMIT_PER_HOUR of 40 parallel sign-ups through and answers the rest 429", async () => {
    const attempts = 40;
    expect(env.FORM_RATE_LIMIT_PER_HOUR).toBeLessThan(attempts);
    const responses = await Promise.all(
      Array.from({ length: attempts }, (_, i) => newsletter(jsonRequest("/api/newsletter-signup", { email: `flood${i}@example.com` }))),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(env.FORM_RATE_LIMIT_PER_HOUR);
    expect(statuses.filter((s) => s === 429)).toHaveLength(attempts - env.FORM_RATE_LIMIT_PER_HOUR);
    const refused = responses.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await readJson(refused)).error).toMatch(/try again/i);
    expect(await db.newsletterSignup.count({ where: { email: { startsWith: "flood" } } })).toBe(env.FORM_RATE_LIMIT_PER_HOUR);
  });
});

describe("hitRateLimit", () => {
  it("is exact under 50 concurrent hits and opens again in the next window", async () => {
    const rule = { limit: 7, windowSeconds: 60 };
    const now = new Date("2026-01-01T10:00:30Z");
    const results = await Promise.all(Array.from({ length: 50 }, () => hitRateLimit("exact", rule, now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(7);
    expect(
      results
        .filter((r) => r.allowed)
        .map((r) => r.count)
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(results[0]!.resetAt.toISOString()).toBe("2026-01-01T10:01:00.000Z");
    expect((await hitRateLimit("exact", rule, new Date("2026-01-01T10:01:00Z"))).allowed).toBe(true);
    expect((await hitRateLimit("other-key", rule, now)).allowed).toBe(true);
  });
});

describe("forged addresses", () => {
  it("count as the address the trusted proxy reported, not the one the client made up", async () => {
    // The client writes any number of entries; the proxy in front (TRUSTED_PROXY_COUNT=1 in these
    // tests) appends the address it saw, and only that one counts.
    const send = (forged: string, real: string, i: number) =>
      newsletter(
        jsonRequest("/api/newsletter-signup", { email: `forged${forged}-${i}@example.com` }, { "x-forwarded-for": `${forged}, ${real}` }),
      );
    const perAddress = await Promise.all(
      Array.from({ length: env.FORM_RATE_LIMIT_PER_HOUR + 3 }, (_, i) => send(`10.0.${i}.1`, "203.0.113.7", i)),
    );
    expect(perAddress.filter((r) => r.status === 200)).toHaveLength(env.FORM_RATE_LIMIT_PER_HOUR);
    // Another real address has its own budget.
    expect((await send("10.9.9.9", "198.51.100.1", 0)).status).toBe(200);
  });
});
