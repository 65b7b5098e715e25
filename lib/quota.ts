import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/errors";
import { PLANS } from "@/lib/plans";
import { enforceRateLimit } from "@/lib/rate-limit";
import type { UsageSnapshot } from "@/lib/generator/protocol";
import type { Viewer } from "@/lib/viewer";

// The free daily quota (DESIGN.md §2): generations per UTC day, reserved *before* the model runs with
// one conditional upsert per counter, so parallel requests on any number of instances cannot exceed
// it, and handed back when the generation fails, so a failure never costs the user a reply.

export const DAILY_LIMIT_MESSAGE = "Daily Limit Reached! Upgrade to Premium Now To Get Unlimited Replies!";
const FAIR_USE_MESSAGE = "You're generating replies very fast. Take a breath and try again in a minute.";

export function utcDay(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function secondsUntilNextUtcDay(now = new Date()): number {
  return (utcDay(now).getTime() + 86_400_000 - now.getTime()) / 1000;
}

/** Takes one unit of `subject`'s counter for today unless it is at `limit`: the new count, or null. */
async function take(subject: string, limit: number, day: Date): Promise<number | null> {
  const rows = await db.$queryRaw<{ count: number }[]>`
    INSERT INTO usage_day (subject, day, count) VALUES (${subject}, ${day}, 1)
    ON CONFLICT (subject, day) DO UPDATE SET count = usage_day.count + 1
    WHERE usage_day.count < ${limit}
    RETURNING count`;
  return rows[0]?.count ?? null;
}

async function giveBack(subject: string, day: Date): Promise<void> {
  await db.$executeRaw`UPDATE usage_day SET count = count - 1 WHERE subject = ${subject} AND day = ${day} AND count > 0`;
}

async function countToday(subject: string, day: Date): Promise<number> {
  const row = await db.usageDay.findUnique({ where: { subject_day: { subject, day } }, select: { count: true } });
  return row?.count ?? 0;
}

function snapshot(viewer: Viewer, used: number): UsageSnapshot {
  const limit = PLANS[viewer.plan].dailyGenerations;
  return { plan: viewer.plan, limit, used, remaining: limit === null ? null : Math.max(0, limit - used) };
}

function ipSubject(viewer: Viewer): string | null {
  return viewer.userId ? null : `ip:${viewer.ip}`;
}

export interface Reservation {
  /** The usage once this generation counts. */
  usage: UsageSnapshot;
  /** Gives the generation back (the model failed): call at most once. */
  release(): Promise<void>;
}

/** Reserves one generation for `viewer`, or throws 429 with the daily-limit message. */
export async function reserveGeneration(viewer: Viewer, now = new Date()): Promise<Reservation> {
  const limit = PLANS[viewer.plan].dailyGenerations;
  if (limit === null) {
    await enforceRateLimit(`generate:${viewer.subject}`, { limit: env.PREMIUM_GENERATIONS_PER_MINUTE, windowSeconds: 60 }, FAIR_USE_MESSAGE, now);
    return { usage: snapshot(viewer, 0), release: async () => {} };
  }

  const day = utcDay(now);
  const refuse = () => ApiError.tooManyRequests(DAILY_LIMIT_MESSAGE, secondsUntilNextUtcDay(now));
  const used = await take(viewer.subject, limit, day);
  if (used === null) throw refuse();

  // Anonymous use is also capped per address, so dropping the cookie is no way around the limit.
  const ip = ipSubject(viewer);
  if (ip && (await take(ip, env.ANON_DAILY_GENERATIONS_PER_IP, day)) === null) {
    await giveBack(viewer.subject, day);
    throw refuse();
  }

  let released = false;
  return {
    usage: snapshot(viewer, used),
    async release() {
      if (released) return;
      released = true;
      await giveBack(viewer.subject, day);
      if (ip) await giveBack(ip, day);
    },
  };
}

export async function usageToday(viewer: Viewer, now = new Date()): Promise<UsageSnapshot> {
  if (PLANS[viewer.plan].dailyGenerations === null) return snapshot(viewer, 0);
  return snapshot(viewer, await countToday(viewer.subject, utcDay(now)));
}

/**
 * Carries today's count from one subject to another on sign-in (visitor → account) and sign-out
 * (account → visitor), keeping the larger: signing in or out never hands out a fresh free quota,
 * and going back and forth never counts a generation twice.
 */
export async function carryOverUsage(from: string, to: string, now = new Date()): Promise<void> {
  const day = utcDay(now);
  await db.$executeRaw`
    INSERT INTO usage_day (subject, day, count)
    SELECT ${to}, day, count FROM usage_day WHERE subject = ${from} AND day = ${day} AND count > 0
    ON CONFLICT (subject, day) DO UPDATE SET count = GREATEST(usage_day.count, EXCLUDED.count)`;
}
