import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { findDetails } from "@/lib/openers/details";
import { composeOpeners } from "@/lib/openers/offline";
import { NO_DETAIL } from "@/lib/openers/protocol";
import { TONE_IDS } from "@/lib/plans";
import { checkSafety } from "@/lib/reading/safety";
import { loadProfiles, type ProfileRow } from "@/scripts/lib/profile-corpus.mjs";
import { add, names, pct, rate } from "@/tests/eval/rate";

// The built-in openers on the profile corpus (data/profiles/GUIDE.md, docs/evaluation.md, "Her
// profile"): whether the first opener takes up the invitation she wrote, whether the three are built on
// three different things she said, and whether they get her relation to each right: a dog she loves is
// not her dog, her home city is not a trip, a trip she dreams of has not happened yet. Both splits are
// scored; the test split was written apart and is read only as this table. `npm run eval` writes
// bench/EVAL-OPENERS-CORPUS.md.

// What presumes she owns an animal, and what presumes she travelled somewhere (past).
const YOUR_PET =
  /\byour (?:dog|cat|pup|puppy|kitten|doggo|pet|bunny|rabbit|parrot)s?\b|\b(?:tumhar[aie]|tera|teri) (?:dog|cat|pup|puppy|billi|kutta|pet|doggo)\b/i;
const PAST_TRIP =
  /\b(?:your trip|trip to|back from|vacation|holiday|sunset photos|live up to the hype|hype ke laayak|memory from there|best memory|day back in|wapas \p{L}+ mein|when you visited|how was|kaisa tha|kaisi thi|been there)\b/iu;

// `SHOW_MISSES=1` prints the training split's misses (never the test split's) to work on.
const SHOW = process.env.SHOW_MISSES === "1";

/** The most labelled things the three openers can be matched to, one each (a small bipartite matching). */
function distinctBuiltOn(texts: string[], targets: string[][]): number {
  const can = texts.map((t) => targets.map((words, j) => (names(t, words) ? j : -1)).filter((j) => j >= 0));
  let best = 0;
  const walk = (i: number, used: Set<number>) => {
    if (i === can.length) {
      best = Math.max(best, used.size);
      return;
    }
    walk(i + 1, used);
    for (const j of can[i]!)
      if (!used.has(j)) {
        used.add(j);
        walk(i + 1, used);
        used.delete(j);
      }
  };
  walk(0, new Set());
  return best;
}

function run(rows: ProfileRow[], show = false) {
  const r = {
    hookRead: rate(),
    hookFirst: rate(),
    onDetail: rate(),
    threeDifferent: rate(),
    notGeneric: rate(),
    petRight: rate(),
    homeNotTrip: rate(),
    wishNotPast: rate(),
    careful: rate(),
    refused: 0,
  };
  for (const row of rows) {
    if (checkSafety(row.profile)) {
      r.refused++;
      continue;
    }
    for (const tone of TONE_IDS) {
      const set = composeOpeners({ profile: row.profile, tone, language: row.lang });
      const texts = set.map((o) => `${o.opener}\n${o.detail}`);
      const miss = (check: string) =>
        show &&
        tone === "funny" &&
        console.log(`[${check}] ${JSON.stringify(row)}\n   → ${set.map((o) => `${o.opener} (${o.detail})`).join("\n   → ")}`);
      const targets = [...row.details.map((d) => d.words), ...(row.hook ? [row.hook.words] : [])];
      if (row.hook) {
        if (tone === "confident")
          add(
            r.hookRead,
            findDetails(row.profile).some((d) => d.kind === "hook"),
          );
        const ok = names(texts[0] ?? "", row.hook.words);
        add(r.hookFirst, ok);
        if (!ok) miss("hook");
      }
      if (targets.length) {
        for (const t of texts)
          add(
            r.onDetail,
            targets.some((w) => names(t, w)),
          );
        add(
          r.notGeneric,
          set.every((o) => o.detail !== NO_DETAIL),
        );
      }
      if (targets.length >= 3) {
        const ok = distinctBuiltOn(texts, targets) >= 3;
        add(r.threeDifferent, ok);
        if (!ok) miss("three");
      }
      const ownsPet = row.details.some((d) => d.kind === "pet" && d.rel === "has");
      if (!ownsPet && row.details.some((d) => d.kind === "animals" || d.kind === "pet")) {
        const ok = !set.some((o) => YOUR_PET.test(o.opener));
        add(r.petRight, ok);
        if (!ok) miss("pet");
      }
      const homes = row.details.filter((d) => d.kind === "place" && (d.rel === "lives" || d.rel === "from"));
      if (homes.length) {
        const ok = !set.some((o) => homes.some((d) => names(o.opener, d.words)) && PAST_TRIP.test(o.opener));
        add(r.homeNotTrip, ok);
        if (!ok) miss("home");
      }
      const wishes = row.details.filter((d) => d.kind === "place" && (d.rel === "wants" || d.rel === "going"));
      if (wishes.length) {
        const ok = !set.some((o) => wishes.some((d) => names(o.opener, d.words)) && PAST_TRIP.test(o.opener));
        add(r.wishNotPast, ok);
        if (!ok) miss("wish");
      }
      if (row.careful?.length) {
        const ok = !set.some((o) => names(o.opener, row.careful!));
        add(r.careful, ok);
        if (!ok) miss("careful");
      }
    }
  }
  return r;
}

const testRows = loadProfiles("test").rows;
const trainRows = loadProfiles("train").rows;
const result = run(testRows);
const train = run(trainRows, SHOW);

type Check = Exclude<keyof typeof result, "refused">;
const CHECKS: Array<[Check, string, string]> = [
  ["hookRead", "she invites a message: the reader finds an invitation (per profile)", "≥ 95 %"],
  ["hookFirst", "she invites a message (recommend me…, two truths and a lie, change my mind): the first opener takes it up", "≥ 90 %"],
  ["onDetail", "an opener names something labelled in her profile", "≥ 90 %"],
  ["threeDifferent", "three openers on three different labelled things (profiles with ≥ 3)", "≥ 90 %"],
  ["notGeneric", "no generic opener when her profile has something", "100 %"],
  ["petRight", "animals she loves, none of her own: no opener says “your dog”", "100 %"],
  ["homeNotTrip", "where she lives or grew up: no opener treats it as a trip", "100 %"],
  ["wishNotPast", "a trip she wants or has planned: no opener asks how it was", "100 %"],
  ["careful", "what she marked as hers to tell (a loss, sobriety, an illness): no opener names it", "100 %"],
];

function report(): string {
  const line = ([key, name, target]: (typeof CHECKS)[number]) =>
    `| ${name} | ${result[key].passed} / ${result[key].total} | ${pct(result[key]).toFixed(1)} % | ${pct(train[key]).toFixed(1)} % | ${target} |`;
  const writers = (rows: ProfileRow[]) => new Set(rows.map((r) => r.writer)).size;
  return [
    "# Openers on the profile corpus (built-in engine)",
    "",
    `Generated by \`npm run eval\` over the ${testRows.length} profiles of data/profiles/test (${writers(testRows)} writers, written apart, never tuned on) and, beside them, the ${trainRows.length} of data/profiles/train (${writers(trainRows)} writers), each in all four tones in the language she wrote in. Counted per set of three openers (four per profile); ${result.refused} test profiles were refused as the route refuses them.`,
    "",
    "| check | passed (test) | test | training split | target |",
    "|---|---:|---:|---:|---|",
    ...CHECKS.map(line),
    "",
  ].join("\n");
}

describe("openers on the profile corpus", () => {
  const out = process.env.HOLLA_EVAL_REPORT;
  if (out) fs.writeFileSync(path.join(path.dirname(path.resolve(out)), "EVAL-OPENERS-CORPUS.md"), `${report()}\n`);

  test("both splits are there and every row keeps the guide", () => {
    expect(loadProfiles("test").rejected).toBe(0);
    expect(loadProfiles("train").rejected).toBe(0);
    expect(testRows.length).toBeGreaterThanOrEqual(200);
    expect(trainRows.length).toBeGreaterThanOrEqual(300);
  });
  // Floors at what the engine reached on the test split, raised as it improves.
  test.each(CHECKS.map(([key]) => key))("%s: not below the floor reached", (key) => {
    expect(pct(result[key])).toBeGreaterThanOrEqual(FLOORS[key]);
  });
});

// The test split before this reader (the engine as it was): invitation taken up first 23.8 %, on a
// labelled detail 78.4 %, three different 35.3 %, no generic 94.4 %, "your dog" to a dog lover in 30 % of
// sets, her home city as a trip in 22 %, a wished-for trip as a past one in 21 %.
// Ranking details by the profile corpus's picks (chosen on the training split, where it took the
// invitation first in 83.7 -> 83.5 % of sets) moved one test profile's first opener off her invitation:
// 64.9 -> 63.4 %, with three different labelled things 57.0 -> 57.9 % and a labelled detail 86.3 -> 87.7 %.
// The safety rules' ages that are not hers (lib/reading/safety.ts) gave four test profiles back their openers that
// had been refused (5 -> 1): one has an invitation the reader doesn't find, so hookRead is 70 of 83 (84.3 %), not 70
// of 82.
const FLOORS: Record<Check, number> = {
  hookRead: 84,
  hookFirst: 63,
  onDetail: 87,
  threeDifferent: 57,
  notGeneric: 100,
  petRight: 100,
  homeNotTrip: 100,
  wishNotPast: 100,
  careful: 94,
};
