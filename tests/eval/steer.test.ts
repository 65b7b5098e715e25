import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { composeOfflineReplies } from "@/lib/replies/offline";
import { STEER_IDS, type SteerChoice, type SteerId } from "@/lib/replies/steer";
import { meets } from "@/tests/eval/checks";
import { EVAL_CASES } from "@/tests/eval/dataset";
import type { EvalCase } from "@/tests/eval/types";

// Steering a set, over the labelled cases (docs/evaluation.md, "Steering"): the set on screen is the
// engine's first, and each steer asks for the next one (variation 1) with the steer. The checks use
// their own word lists, apart from the engine's, as checks.ts does. `npm run eval` writes the table
// to bench/EVAL-STEER.md (HOLLA_EVAL_REPORT's path with EVAL.md replaced).

// An invitation: a proposal in words, or a place or a drink offered with a question or a time. Naming
// "coffee" in an answer to "chai or coffee?" is no invitation.
const PROPOSAL =
  /\b(?:meet|meetup|date|take\s+you\s+(?:out|somewhere)|let'?s|shall\s+we|how\s+about|wanna|grab|hang\s*out|see\s+you|call\s+me|number|free\s+(?:this|on|tomorrow|tonight|today)|treat|milte|milna|milo|milein|milenge|chalein|chaloge|chalo|chalega|kab\s+free)\b/i;
const OUTING = /\b(?:coffee|chai|drinks?|dinner|lunch|brunch|walk|movie)\b/i;
const WHEN = /\?|\b(?:tonight|tomorrow|weekend|this\s+week|sometime|kal|hafte)\b/i;
const invitation = (r: string) => PROPOSAL.test(r) || (OUTING.test(r) && WHEN.test(r));
const JOKE = /\b(?:ha(?:ha)+|lol|lmao|rofl|kidding|joke|jk)\b|[😂🤣😜😉😄😆😝😛😏]/iu;
const PLAYFUL =
  /[😄😉😏😜😛😂🤣😅😁]|\b(?:haha\w*|hehe|lol|bet|dare|trouble|guess|confess|admit|suspicious|unfair|kidding|plot\s+twist)\b/iu;
const RAILS = new Set(["boundary", "apology", "grief"]);
/** His own words tried on the cases under a rail: none may get past it. */
const PUSHY_WORDS = ["ask her out anyway", "make it funnier with a joke", "more questions", "flirt more", "shorter"];

const hasRail = (c: EvalCase) => c.expect.some((e) => RAILS.has(e.kind));
const mean = (replies: string[]) => replies.reduce((n, r) => n + r.length, 0) / replies.length;
const steered = (c: EvalCase, choice: SteerChoice) =>
  composeOfflineReplies({ message: c.message, thread: c.thread, tone: c.tone, language: c.language, variation: 1, ...choice }).map(
    (r) => r.reply,
  );
const first = (c: EvalCase) =>
  composeOfflineReplies({ message: c.message, thread: c.thread, tone: c.tone, language: c.language }).map((r) => r.reply);

interface Row {
  check: string;
  passed: number;
  total: number;
  required: number;
  failures: string[];
  meaning: string;
}

function runSteerEval() {
  const rows: Row[] = [];
  const row = (check: string, required: number, meaning: string) => {
    const r: Row = { check, passed: 0, total: 0, required, failures: [], meaning };
    rows.push(r);
    return (ok: boolean, id: string, set: string[]) => {
      r.total += 1;
      if (ok) r.passed += 1;
      else r.failures.push(`\`${id}\` → ${set.map((x) => `"${x}"`).join(" / ")}`);
    };
  };
  const shorter = row("shorter", 0.9, "the steered set's mean length is below the set on screen's");
  const askOut = row("ask_out", 0.9, "without a rail, a reply suggests a plan (on her day where she named one)");
  const railsHold = row("rails_hold", 1, "under her no, a complaint or grief, no steer adds a question, an invitation or a joke");
  const slowDown = row("slow_down", 1, "no reply invites her anywhere");
  const playful = row("playful", 0.8, "without a rail, a reply teases or jokes");
  const threeNew = row("three_new", 0.95, "every steer gives three replies, none of them on screen before");
  const keepsCase = row("keeps_case", 0.8, "the steered set still meets the case's own checks (either/or, plan day, good news…)");
  let shrink = 0;

  for (const c of EVAL_CASES) {
    const before = first(c);
    const sets = Object.fromEntries(STEER_IDS.map((steer) => [steer, steered(c, { steer })])) as Record<SteerId, string[]>;
    const ratio = mean(sets.shorter) / mean(before);
    shrink += ratio;
    shorter(ratio < 1, c.id, sets.shorter);
    slowDown(
      sets.slow_down.every((r) => !invitation(r)),
      c.id,
      sets.slow_down,
    );
    for (const steer of STEER_IDS) threeNew(sets[steer].length === 3 && sets[steer].every((r) => !before.includes(r)), c.id, sets[steer]);
    if (hasRail(c)) {
      const unsteered = composeOfflineReplies({ message: c.message, thread: c.thread, tone: c.tone, language: c.language, variation: 1 });
      const asked = unsteered.filter((r) => r.reply.includes("?")).length;
      const tried = [...Object.values(sets), ...PUSHY_WORDS.map((instruction) => steered(c, { instruction }))];
      const broken = tried.find(
        (set) =>
          !c.expect.every((e) => !RAILS.has(e.kind) || meets(e, set)) ||
          set.filter((r) => r.includes("?")).length > asked ||
          set.some((r) => invitation(r) || JOKE.test(r)),
      );
      railsHold(!broken, c.id, broken ?? []);
    } else {
      const plan = c.expect.find((e) => e.kind === "plan");
      const suggests = (r: string) => (plan ? plan.day.some((d) => r.toLowerCase().includes(d.toLowerCase())) : invitation(r));
      askOut(sets.ask_out.some(suggests), c.id, sets.ask_out);
      playful(
        sets.playful.some((r) => PLAYFUL.test(r)),
        c.id,
        sets.playful,
      );
      const own = c.expect.filter((e) => e.kind !== "detail" && e.kind !== "thread");
      if (own.length)
        keepsCase(
          own.every((e) => meets(e, sets.shorter) && meets(e, sets.playful)),
          c.id,
          sets.shorter,
        );
    }
  }
  return { rows, shrink: shrink / EVAL_CASES.length };
}

function report({ rows, shrink }: ReturnType<typeof runSteerEval>): string {
  const lines = [
    "# Steering evaluation (offline engine)",
    "",
    `Generated by \`npm run eval\` over ${EVAL_CASES.length} labelled cases: each steer asks for the next set (variation 1) of the case's message, tone and language. What each check means: docs/evaluation.md, "Steering".`,
    "",
    "| check | passed | cases | rate | required | a case passes when |",
    "|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.check} | ${r.passed} | ${r.total} | ${((100 * r.passed) / r.total).toFixed(1)} % | ${r.required === 1 ? "100 %" : `≥ ${r.required * 100} %`} | ${r.meaning} |`,
    ),
    "",
    `"Shorter" makes a set ${(100 * (1 - shrink)).toFixed(0)} % shorter on average (mean of each case's ratio).`,
    "",
    "## Failures",
    "",
  ];
  for (const r of rows) {
    if (!r.failures.length) continue;
    lines.push(`### ${r.check}`, "");
    for (const failure of r.failures.slice(0, 8)) lines.push(`- ${failure}`);
    lines.push("");
  }
  return lines.join("\n");
}

describe("steering evaluation", () => {
  const result = runSteerEval();
  const out = process.env.HOLLA_EVAL_REPORT;
  if (out) fs.writeFileSync(path.resolve(out.replace(/EVAL\.md$/, "EVAL-STEER.md")), `${report(result)}\n`);

  for (const r of result.rows) {
    test(`${r.check}: ${r.required === 1 ? "every case" : `at least ${r.required * 100} %`}`, () => {
      if (r.required === 1) expect(r.failures).toEqual([]);
      else expect(r.passed / r.total, `failed: ${r.failures.slice(0, 10).join(", ")}`).toBeGreaterThanOrEqual(r.required);
    });
  }
});
