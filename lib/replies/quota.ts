import "server-only";
import type { Viewer } from "@/lib/account/viewer";
import { LIMITS, type Limit, limitKey } from "@/lib/limits";
import { DAILY_LIMIT } from "@/lib/messages";
import { PLANS } from "@/lib/plans";
import { currentEngine, modelChoice } from "@/lib/platform/ai/provider";
import { db } from "@/lib/platform/db";
import { ApiError } from "@/lib/platform/http/errors";
import { enforceLimit } from "@/lib/platform/rate-limit";
import { networkKey } from "@/lib/platform/request-ip";
import type { UsageReason, UsageResponse, UsageSnapshot } from "@/lib/replies/protocol";
import { usageReasonText } from "@/lib/replies/usage-text";

// The free daily quota (docs/decisions.md): generations per UTC day, reserved *before* the model runs with
// one conditional upsert per counter, so parallel requests on any number of instances cannot exceed
// it, and handed back when the generation fails before any reply reached him, so a failure never costs
// a reply and a reply is never free.

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

function snapshot(viewer: Viewer, used: number, shared: { roomLeft: number; reason: UsageReason } | null = null): UsageSnapshot {
  const limit = PLANS[viewer.plan].dailyGenerations;
  if (limit === null) return { plan: viewer.plan, limit, used, remaining: null, reason: null };
  const own = Math.max(0, limit - used);
  const remaining = shared ? Math.max(0, Math.min(own, shared.roomLeft)) : own;
  // The reason is only news when his own count has room and the shared budget is what stops him.
  return { plan: viewer.plan, limit, used, remaining, reason: shared && remaining === 0 && own > 0 ? shared.reason : null };
}

interface SharedBudget {
  subject: string;
  limit: Limit;
  reason: UsageReason;
}

/**
 * The budget a free generation also draws on, besides the visitor's or account's own: per client address,
 * so dropping the cookie, or making fresh accounts, is no way around the limit.
 */
function sharedBudgets(viewer: Viewer): SharedBudget[] {
  const limit = viewer.userId ? LIMITS.accountRepliesPerAddress : LIMITS.anonymousRepliesPerAddress;
  return [{ subject: limitKey(limit, viewer.ip), limit, reason: "network" }];
}

/**
 * The model's share of anonymous generations, per network and for everyone (a bound on what a flood of
 * addresses can cost; accounts are unaffected). Past either, the generation is not refused: the offline
 * engine writes it, labelled so (docs/deployment.md, "Budgets").
 */
function modelBudgets(viewer: Viewer): Array<{ subject: string; limit: Limit }> {
  if (viewer.userId || !modelChoice().model) return [];
  return [
    { subject: limitKey(LIMITS.anonymousRepliesPerNetwork, networkKey(viewer.ip)), limit: LIMITS.anonymousRepliesPerNetwork },
    { subject: limitKey(LIMITS.anonymousRepliesEveryone), limit: LIMITS.anonymousRepliesEveryone },
  ];
}

export interface Reservation {
  /** The usage once this generation counts. */
  usage: UsageSnapshot;
  /** The model's shared budget is spent for now: the offline engine writes this one. */
  aiBusy: boolean;
  /** Gives the generation back (the model failed before anything reached him): call at most once. */
  release(): Promise<void>;
}

/** Reserves one generation for `viewer`, or throws 429 with the daily-limit message. */
export async function reserveGeneration(viewer: Viewer, now = new Date()): Promise<Reservation> {
  const limit = PLANS[viewer.plan].dailyGenerations;
  if (limit === null) {
    await enforceLimit(LIMITS.premiumReplies, viewer.subject, now);
    return { usage: snapshot(viewer, 0), aiBusy: false, release: async () => {} };
  }

  const day = utcDay(now);
  const refuse = ({ code, message }: Pick<Limit, "code" | "message">) =>
    ApiError.tooManyRequests(code, message, secondsUntilNextUtcDay(now));
  const used = await take(viewer.subject, limit, day);
  // His own daily replies are a plan fact (lib/plans.ts), counted here; the words are the spec's.
  if (used === null) throw refuse({ code: "daily_limit", message: DAILY_LIMIT });

  const taken = [viewer.subject];
  const giveAllBack = () => Promise.all(taken.map((subject) => giveBack(subject, day)));
  for (const budget of sharedBudgets(viewer)) {
    if ((await take(budget.subject, budget.limit.limit, day)) === null) {
      await giveAllBack();
      // The words say why his own count doesn't help; the code says which budget it was.
      throw refuse({ code: budget.limit.code, message: usageReasonText(budget.reason, viewer.userId !== null) });
    }
    taken.push(budget.subject);
  }
  let aiBusy = false;
  for (const budget of modelBudgets(viewer)) {
    if ((await take(budget.subject, budget.limit.limit, day)) === null) {
      aiBusy = true;
      break;
    }
    taken.push(budget.subject);
  }

  let released = false;
  return {
    usage: snapshot(viewer, used),
    aiBusy,
    async release() {
      if (released) return;
      released = true;
      await giveAllBack();
    },
  };
}

/** What Generate will allow now: the visitor's own count, and the shared budgets it also draws on. */
async function usageToday(viewer: Viewer, now = new Date()): Promise<UsageSnapshot> {
  if (PLANS[viewer.plan].dailyGenerations === null) return snapshot(viewer, 0);
  const day = utcDay(now);
  const budgets = sharedBudgets(viewer);
  const [own, ...shared] = await Promise.all([countToday(viewer.subject, day), ...budgets.map((b) => countToday(b.subject, day))]);
  // The tightest shared budget is what stops him first, and the one to name.
  let tightest = { roomLeft: Infinity, reason: "network" as UsageReason };
  budgets.forEach((b, i) => {
    const roomLeft = b.limit.limit - shared[i]!;
    if (roomLeft < tightest.roomLeft) tightest = { roomLeft, reason: b.reason };
  });
  return snapshot(viewer, own!, tightest);
}

/** Whether the model's shared budgets leave room for `viewer`'s next generation (see modelBudgets). */
async function modelHasRoom(viewer: Viewer, now = new Date()): Promise<boolean> {
  const day = utcDay(now);
  const budgets = modelBudgets(viewer);
  const counts = await Promise.all(budgets.map((b) => countToday(b.subject, day)));
  return budgets.every((b, i) => counts[i]! < b.limit.limit);
}

/** GET /api/usage: what the generator shows, with the engine that will answer. */
export async function usageForScreen(viewer: Viewer): Promise<UsageResponse> {
  const [usage, room] = await Promise.all([usageToday(viewer), modelHasRoom(viewer)]);
  return room ? { ...usage, engine: currentEngine() } : { ...usage, engine: "offline", aiBusy: true };
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
