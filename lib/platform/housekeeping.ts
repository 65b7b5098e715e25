import "server-only";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { db } from "@/lib/platform/db";
import { env } from "@/lib/platform/env";
import { pruneRateLimits } from "@/lib/platform/rate-limit";
import { utcDay } from "@/lib/replies/quota";

// Rows that stop meaning anything once their time has passed. Nothing reads them again, but left alone
// they grow without bound (every anonymous visitor adds counters every day), so each server process
// sweeps them now and then. Any number of instances may sweep at once: a delete of what is already
// gone is no harm.

/** Longer than any rate-limit window in use (the longest is an hour). */
const RATE_LIMIT_WINDOWS_KEPT_MS = 24 * 60 * 60 * 1000;
/** Anonymous daily counters: only today's is ever read; yesterday's stays for clocks around midnight. */
const ANONYMOUS_USAGE_DAYS_KEPT = 2;
const SWEEP_EVERY_MS = 10 * 60 * 1000;

export async function sweepExpired(now = new Date()) {
  const oldestUsageDay = utcDay(new Date(now.getTime() - (ANONYMOUS_USAGE_DAYS_KEPT - 1) * 86_400_000));
  const [rateLimits, sessions, signInLinks, anonymousUsage] = await Promise.all([
    pruneRateLimits(new Date(now.getTime() - RATE_LIMIT_WINDOWS_KEPT_MS)),
    db.session.deleteMany({ where: { expires: { lt: now } } }).then((r) => r.count),
    db.verificationToken.deleteMany({ where: { expires: { lt: now } } }).then((r) => r.count),
    // An account's history is its own (the data export lists it, deletion removes it); a visitor's or
    // an address's counters belong to nobody once the day is over.
    db.usageDay
      .deleteMany({
        where: {
          day: { lt: oldestUsageDay },
          OR: ["v:", "ip:", "ip-acct:", "anon:"].map((prefix) => ({ subject: { startsWith: prefix } })),
        },
      })
      .then((r) => r.count),
  ]);
  return { rateLimits, sessions, signInLinks, anonymousUsage };
}

/** Sweeps soon after start, then every SWEEP_EVERY_MS, without keeping the process alive. */
export function startHousekeeping() {
  // A serving process only: `next build` also runs instrumentation, to prerender.
  if (env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return;
  const sweep = () =>
    void sweepExpired().catch((error) => console.error("[housekeeping] sweep failed:", error instanceof Error ? error.message : error));
  setTimeout(sweep, 60_000).unref();
  setInterval(sweep, SWEEP_EVERY_MS).unref();
}
