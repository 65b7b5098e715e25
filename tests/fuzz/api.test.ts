import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as authUser } from "@/app/(auth)/api/auth/user/route";
import { grant } from "@/scripts/grant-premium.mjs";
import { TestBrowser, uniqueEmail } from "../support/browser";
import { ROUTES, type FuzzRoute, type Identity } from "./support/routes";
import { makeCase } from "./support/cases";
import { buildRequest, pollution, sendCase } from "./support/check";
import { Rng, hash32 } from "./support/random";

// Malformed, oversized, wrongly-typed and prototype-polluting requests against every API
// route, as nobody, as a Basic account and as a Premium one. Whatever arrives, the answer is below
// 500 (save the documented "payments are not set up"), JSON, `{ error }` when refused, without a
// stack trace, 413 exactly when over the route's limit, and the built-in prototypes stay untouched.
//
// FUZZ_RUNS is the number of cases per route and identity: 40 in `npm test` (about 3,000 requests),
// 400 in `npm run test:fuzz` (about 30,000). `npm test` uses a fixed seed, so CI is repeatable; the
// sized run (`test:fuzz`) takes a new seed each time to explore new inputs. FUZZ_SEED replays any
// run, and every failure report names its seed.

const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS) || 40);
const SEED = process.env.FUZZ_SEED || (process.env.FUZZ_RUNS ? String(Math.floor(Math.random() * 2 ** 31)) : "20261123");
/** Failures listed per route: past a few, the rest are usually the same defect. */
const REPORTED = 12;

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
  // A new anonymous visitor for each route: its quota and rate limits start afresh.
  browsers.anonymous = () => new TestBrowser("198.51.100.60");
  browsers.basic = () => basic;
  browsers.premium = () => premium;
});

afterAll(() => {
  if (process.env.FUZZ_RUNS) {
    for (const [name, counts] of statuses) console.log(`[fuzz] ${name}: ${[...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(" ")}`);
  }
  console.log(`[fuzz] ${sent} requests in ${((Date.now() - started) / 1000).toFixed(1)} s (FUZZ_RUNS=${RUNS}, FUZZ_SEED=${SEED})`);
});

const anonymousAddress = (rng: Rng) => `10.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`;

async function fuzz(route: FuzzRoute, identity: Identity) {
  const rng = new Rng(`${SEED}:${route.method} ${route.path}:${identity}`);
  const browser = browsers[identity]();
  const failures: string[] = [];
  let failed = 0;
  const counts = new Map<number, number>();
  statuses.set(`${route.method} ${route.path} as ${identity}`, counts);
  for (let i = 0; i < RUNS; i++) {
    const fuzzCase = makeCase(rng, route, identity, i + (hash32(route.path) % 7));
    // Anonymous requests come from many addresses, so per-address limits don't turn every later
    // case into a 429 that never reaches the code under test.
    const base: Record<string, string> = identity === "anonymous" ? { "x-forwarded-for": anonymousAddress(rng) } : {};
    const request = buildRequest(route, browser, fuzzCase, base, () => rng.int(1, 8192));
    const { status, problems, summary } = await sendCase(route, browser, request, fuzzCase);
    sent++;
    counts.set(status, (counts.get(status) ?? 0) + 1);
    if (problems.length) {
      failed++;
      if (failures.length < REPORTED) failures.push(`#${i} ${problems.join("; ")}\n    ${summary}`);
    }
  }
  const context = `${route.method} ${route.path} as ${identity}: ${failed} of ${RUNS} cases failed (FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS})`;
  expect(failures, context).toEqual([]);
}

describe.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))("%s", (_, route) => {
  it.each(route.identities.map((identity) => [identity]))(
    "as %s: never a 5xx, always JSON { error }",
    async (identity) => {
      await fuzz(route, identity);
      if (identity === "premium") {
        // Nothing the fuzz sent may have signed the account out or deleted it: later routes rely on it.
        const me = await browsers.premium().send(authUser, "/api/auth/user");
        expect(me.status).toBe(200);
        expect(await me.json()).toMatchObject({ subscriptionTier: "premium" });
      }
    },
    // A case answers in milliseconds; the margin is for a slow machine, not for a slow route.
    60_000 + RUNS * 1_000,
  );
});

it("leaves the built-in prototypes untouched", () => {
  expect(pollution()).toEqual([]);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});
