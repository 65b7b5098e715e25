import "server-only";
import { type Limit, limitKey } from "@/lib/limits";
import { db } from "@/lib/platform/db";
import { ApiError } from "@/lib/platform/http/errors";

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  resetAt: Date;
}

/** The fixed window `now` falls in: when it started, and when the next one starts. */
function windowOf(windowSeconds: number, now: Date): { windowStart: Date; resetAt: Date } {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  return { windowStart, resetAt: new Date(windowStart.getTime() + windowMs) };
}

/**
 * Counts one hit against `key` in the current fixed window, in one statement: the conditional
 * upsert only increments while the count is below the limit, so concurrent requests on any number of
 * app instances can never take a counter past it (no read-then-write race).
 */
export async function hitRateLimit(key: string, { limit, windowSeconds }: RateLimitRule, now = new Date()): Promise<RateLimitResult> {
  const { windowStart, resetAt } = windowOf(windowSeconds, now);
  const rows = await db.$queryRaw<{ count: number }[]>`
    INSERT INTO rate_limit (key, window_start, count) VALUES (${key}, ${windowStart}, 1)
    ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit.count + 1
    WHERE rate_limit.count < ${limit}
    RETURNING count`;
  const row = rows[0];
  return row ? { allowed: true, count: row.count, resetAt } : { allowed: false, count: limit, resetAt };
}

/** Counts one hit of a named limit (lib/limits.ts) for `who`; over it, a 429 with the limit's code, words and Retry-After. */
export async function enforceLimit(limit: Limit, who?: string, now = new Date()): Promise<void> {
  const result = await hitRateLimit(limitKey(limit, who), limit, now);
  if (!result.allowed) throw ApiError.tooManyRequests(limit.code, limit.message, (result.resetAt.getTime() - now.getTime()) / 1000);
}

/**
 * Counts one use of each budget in turn, stopping at the first that is used up: whether all had room.
 * For budgets past which something cheaper answers instead of a refusal (the offline engine).
 */
export async function takeBudgets(budgets: ReadonlyArray<readonly [Limit, string?]>, now = new Date()): Promise<boolean> {
  for (const [limit, who] of budgets) if (!(await hitRateLimit(limitKey(limit, who), limit, now)).allowed) return false;
  return true;
}

/**
 * Refuses as enforceLimit would once `who` has used up `limit`, without counting anything: for a check
 * before a costly read (an 8 MB upload), where only what is then done should count.
 */
export async function assertUnderLimit(limit: Limit, who?: string, now = new Date()): Promise<void> {
  const { windowStart, resetAt } = windowOf(limit.windowSeconds, now);
  const row = await db.rateLimit.findUnique({
    where: { key_windowStart: { key: limitKey(limit, who), windowStart } },
    select: { count: true },
  });
  if ((row?.count ?? 0) >= limit.limit)
    throw ApiError.tooManyRequests(limit.code, limit.message, (resetAt.getTime() - now.getTime()) / 1000);
}

/** Old windows are useless after they close; called opportunistically, never on the request path's critical result. */
export async function pruneRateLimits(olderThan: Date): Promise<number> {
  return db.rateLimit.deleteMany({ where: { windowStart: { lt: olderThan } } }).then((r) => r.count);
}

/** Forgets `key`'s counts (a hit that should not have counted, e.g. a mail that was never sent). */
export async function resetRateLimit(key: string): Promise<void> {
  await db.rateLimit.deleteMany({ where: { key } });
}

/** Takes back one hit that `hitRateLimit(key, rule, now)` counted, for a request refused further on that did nothing. */
export async function refundRateLimit(key: string, { windowSeconds }: Pick<RateLimitRule, "windowSeconds">, now: Date): Promise<void> {
  const { windowStart } = windowOf(windowSeconds, now);
  await db.$executeRaw`UPDATE rate_limit SET count = count - 1 WHERE key = ${key} AND window_start = ${windowStart} AND count > 0`;
}
