import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as authUser } from "@/app/(auth)/api/auth/user/route";
import { grant } from "@/scripts/grant-premium.mjs";
import { TestBrowser, uniqueEmail } from "../support/browser";
import { caseKinds, describeCase, type FuzzCase } from "./support/cases";
import { pollution, sendCase } from "./support/check";
import { type FuzzRoute, type Identity, ROUTES } from "./support/routes";

// Malformed, oversized, wrongly-typed and prototype-polluting requests against every API route, as
// nobody, as a Basic account and as a Premium one. Whatever arrives, the answer is below 500 (save the
// documented "payments are not set up"), JSON, `{ error }` when refused, without a stack trace, 413
// exactly when over the route's limit, and the built-in prototypes stay untouched.
//
// The cases come from fast-check, seeded: a failure is shrunk to its smallest case and reported with
// the seed and path that replay it. One property per route, identity and kind of case, so that even a
// short run tries every kind on every route. FUZZ_RUNS is the number of cases per route and identity,
// shared among its kinds: 40 in `npm test` (about 3,000 requests), 400 in `npm run test:fuzz` (about
// 30,000). `npm test` uses a fixed seed, so CI is repeatable; the sized run takes a new seed each time
// to explore new inputs. FUZZ_SEED replays a run; with FUZZ_PATH, one minimal case.

const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS) || 40);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : process.env.FUZZ_RUNS ? Math.floor(Math.random() * 2 ** 31) : 20261123;
const PATH = process.env.FUZZ_PATH || undefined;
/** Far above any honest answer here (no network, the offline engine): a case this slow is hanging. */
const ANSWER_TIMEOUT_MS = 15_000;
/** A case answers in milliseconds; the margin is for a slow machine and for shrinking, not for a slow route. */
const budget = (numRuns: number) => 40_000 + numRuns * 1_000;

const browsers = {} as Record<Identity, () => TestBrowser>;
let sent = 0;
const started = Date.now();
/** Statuses per route and identity: shown after a sized run, to see the cases get past validation. */
const statuses = new Map<string, Map<number, number>>();

beforeAll(async () => {
  const basic = new TestBrowser("198.51.100.61");
  await basic.signIn(uniqueEmail("fuzzbasic"));
  const premium = new TestBrowser("198.51.100.62");
  const email = uniqueEmail("fuzzpremium");
  await grant(process.env.DATABASE_URL!, { email, tier: "premium", revoke: false });
  await premium.signIn(email);
  // A new anonymous visitor for each property: its quota and rate limits start afresh.
  browsers.anonymous = () => new TestBrowser("198.51.100.60");
  browsers.basic = () => basic;
  browsers.premium = () => premium;
});

afterAll(() => {
  if (process.env.FUZZ_RUNS) {
    for (const [name, counts] of statuses)
      console.log(
        `[fuzz] ${name}: ${[...counts]
          .sort(([a], [b]) => a - b)
          .map(([status, n]) => `${status}×${n}`)
          .join(" ")}`,
      );
  }
  console.log(`[fuzz] ${sent} requests in ${((Date.now() - started) / 1000).toFixed(1)} s (FUZZ_RUNS=${RUNS}, FUZZ_SEED=${SEED})`);
});

/**
 * fast-check's report, replaced by one that names the minimal case, what was wrong and how to replay it.
 * Typed for any property, as fast-check's own plugins (timeout, interrupt) are.
 */
const report =
  (name: string): fc.Plugin<unknown> =>
  () => ({
    onAllRunsComplete: (run) => {
      if (!run.failed) return;
      const whole = `Replay the whole run: FUZZ_SEED=${run.seed} FUZZ_RUNS=${RUNS} npx vitest run --project fuzz`;
      const minimal = (run.counterexample as [FuzzCase] | null)?.[0];
      if (!minimal) throw new Error(`${name}: out of time after ${run.numRuns} case(s), with no failing case yet\n${whole}`);
      const error = run.errorInstance instanceof Error ? run.errorInstance.message : String(run.errorInstance);
      const replay = `FUZZ_SEED=${run.seed} FUZZ_PATH=${run.counterexamplePath} npx vitest run --project fuzz -t '^${name}$'`;
      throw new Error(
        `${name}: failed after ${run.numRuns} case(s), shrunk ${run.numShrinks} time(s)${run.interrupted ? " before time ran out" : ""} to:\n  ${describeCase(minimal)}\n  ${error}\nReplay it: ${replay}\n${whole}`,
      );
    },
  });

let address = 0;

async function fuzz(name: string, route: FuzzRoute, identity: Identity, cases: fc.Arbitrary<FuzzCase>, numRuns: number) {
  const browser = browsers[identity]();
  const key = `${route.method} ${route.path} as ${identity}`;
  const counts = statuses.get(key) ?? new Map<number, number>();
  statuses.set(key, counts);
  const property = fc.asyncProperty(cases, async (fuzzCase) => {
    // Anonymous requests come from many addresses, so per-address limits don't turn every later case
    // into a 429 that never reaches the code under test.
    const base: Record<string, string> =
      identity === "anonymous" ? { "x-forwarded-for": `10.${(++address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` } : {};
    const { status, problems, answer } = await sendCase(route, browser, fuzzCase, base);
    sent++;
    counts.set(status, (counts.get(status) ?? 0) + 1);
    if (problems.length) throw new Error(`${problems.join("; ")}\n  ${answer}`);
  });
  // A hanging case fails at ANSWER_TIMEOUT_MS; the time limit ends a long shrink with the smallest case so far.
  const plugins = [fc.timeout(ANSWER_TIMEOUT_MS), fc.interruptAfterTimeLimit(budget(numRuns), { failOnInterrupt: true }), report(name)];
  await fc.assert(property, { seed: SEED, path: PATH, numRuns, plugins });
}

describe.each(ROUTES.map((route, index) => [`${route.method} ${route.path}`, route, index] as const))("%s", (routeName, route, index) => {
  for (const identity of route.identities) {
    const kinds = caseKinds(route, identity);
    kinds.forEach(([kind, cases], i) => {
      // RUNS shared among the kinds; the route's place turns which kinds get the remainder.
      const numRuns = Math.floor(RUNS / kinds.length) + ((i + index) % kinds.length < RUNS % kinds.length ? 1 : 0);
      const name = `as ${identity}: ${kind}`;
      if (numRuns) it(name, () => fuzz(`${routeName} > ${name}`, route, identity, cases, numRuns), budget(numRuns) + 20_000);
    });
    if (identity === "premium") {
      it("as premium: still signed in, still Premium", async () => {
        // Nothing the fuzz sent may have signed the account out or deleted it: later routes rely on it.
        const me = await browsers.premium().send(authUser, "/api/auth/user");
        expect(me.status).toBe(200);
        expect(await me.json()).toMatchObject({ subscriptionTier: "premium" });
      });
    }
  }
});

it("leaves the built-in prototypes untouched", () => {
  expect(pollution()).toEqual([]);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});
