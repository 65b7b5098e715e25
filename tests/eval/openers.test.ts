import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { composeOpeners } from "@/lib/openers/offline";
import type { Opener } from "@/lib/openers/protocol";
import { type LanguageId, TONE_IDS } from "@/lib/plans";
import { OPENER_CASES, type OpenerCase } from "@/tests/eval/openers-dataset";

// The labelled evaluation of the built-in openers (docs/evaluation.md, "Openers"): every profile in
// every tone and both languages. The checks use their own word lists (the dataset's labels), not the
// engine's. `npm run eval` writes the table to bench/EVAL-OPENERS.md (beside HOLLA_EVAL_REPORT's EVAL.md).

type Check = "three_details" | "not_generic" | "honest_generic" | "distinct" | "length" | "latin_script" | "regenerate_distinct";

const REQUIRED: Record<Check, number> = {
  three_details: 0.95,
  not_generic: 1,
  honest_generic: 1,
  distinct: 1,
  length: 1,
  latin_script: 0.95,
  regenerate_distinct: 0.9,
};

const GENERIC = /\b(?:how'?s it going|how are you|how r u|what'?s up|wass?up|wyd|hey there|hi there)\b|^(?:hey|hi|hello)\W*$/i;

const said = (o: Opener) => `${o.opener} ${o.detail}`.toLowerCase();
const mentions = (o: Opener, detail: string[]) => detail.some((w) => said(o).includes(w));

/** Whether the three openers can be matched to three different labelled details. */
function threeDifferent(openers: Opener[], details: string[][]): boolean {
  const options = openers.map((o) => details.map((d, i) => (mentions(o, d) ? i : -1)).filter((i) => i >= 0));
  const [a = [], b = [], c = []] = options;
  return openers.length === 3 && a.some((x) => b.some((y) => y !== x && c.some((z) => z !== x && z !== y)));
}

function runEval() {
  const tally = new Map<Check, { passed: number; total: number; failures: string[] }>();
  const record = (check: Check, ok: boolean, id: string) => {
    const t = tally.get(check) ?? { passed: 0, total: 0, failures: [] };
    t.total += 1;
    if (ok) t.passed += 1;
    else t.failures.push(id);
    tally.set(check, t);
  };
  const examples: string[] = [];
  for (const c of OPENER_CASES) {
    for (const language of ["en", "hi"] as LanguageId[]) {
      for (const tone of TONE_IDS) {
        const id = `${c.id}/${tone}/${language}`;
        const request = { profile: c.profile, tone, language };
        const openers = composeOpeners(request);
        if (c.details.length >= 3) record("three_details", threeDifferent(openers, c.details), id);
        if (c.details.length >= 2)
          record(
            "not_generic",
            openers.every((o) => !GENERIC.test(o.opener) && c.details.some((d) => mentions(o, d))),
            id,
          );
        if (c.details.length === 0)
          record(
            "honest_generic",
            openers.every((o) => /nothing specific/.test(o.detail)),
            id,
          );
        record("distinct", new Set(openers.map((o) => o.opener)).size === 3, id);
        record(
          "length",
          openers.every((o) => o.opener.length <= 200),
          id,
        );
        if (language === "hi")
          record(
            "latin_script",
            openers.every((o) => !/(?!\p{Script=Latin})\p{L}/u.test(o.opener)),
            id,
          );
        const sets = [0, 1, 2, 3, 4].map((variation) => composeOpeners({ ...request, variation }).map((o) => o.opener));
        record("regenerate_distinct", new Set(sets.flat()).size === sets.flat().length, id);
        if (tone === "funny" && examples.length < 6 && c.details.length >= 3)
          examples.push(
            `- *${c.profile.replace(/\n/g, " / ")}* (${language}): ${openers.map((o) => `“${o.opener}” (from: ${o.detail})`).join("; ")}`,
          );
      }
    }
  }
  return { tally, examples };
}

function report({ tally, examples }: ReturnType<typeof runEval>): string {
  const en = OPENER_CASES.filter((c) => c.written === "en").length;
  const rows = [...tally].map(([check, t]) => {
    const rate = t.passed / t.total;
    return `| ${check} | ${t.passed} / ${t.total} | ${(rate * 100).toFixed(1)} % | ${REQUIRED[check] === 1 ? "100 %" : `≥ ${REQUIRED[check] * 100} %`} |`;
  });
  return [
    "# Openers evaluation",
    "",
    `\`npm run eval\` over ${OPENER_CASES.length} labelled profiles (${en} English, ${OPENER_CASES.length - en} Hinglish; ` +
      `${OPENER_CASES.filter((c) => c.style === "prompts").length} prompts-style, ${OPENER_CASES.filter((c) => !c.details.length).length} with nothing usable), ` +
      "each in all four tones and both languages, with the built-in engine (tests/eval/openers.test.ts).",
    "",
    "| check | passed | rate | required |",
    "|---|---:|---:|---|",
    ...rows,
    "",
    "Examples (Funny):",
    "",
    ...examples,
  ].join("\n");
}

describe("openers evaluation (docs/evaluation.md)", () => {
  const result = runEval();
  const out = process.env.HOLLA_EVAL_REPORT;
  if (out) fs.writeFileSync(path.resolve(out).replace(/EVAL\.md$/, "EVAL-OPENERS.md"), `${report(result)}\n`);

  test("the dataset: at least 40 profiles in both languages and styles, a few with nothing usable, every label in its profile", () => {
    expect(OPENER_CASES.length).toBeGreaterThanOrEqual(40);
    const by = (f: (c: OpenerCase) => boolean) => OPENER_CASES.filter(f).length;
    expect(by((c) => c.written === "hi")).toBeGreaterThanOrEqual(12);
    expect(by((c) => c.style === "prompts")).toBeGreaterThanOrEqual(12);
    expect(by((c) => c.details.length === 0)).toBeGreaterThanOrEqual(4);
    for (const c of OPENER_CASES)
      for (const d of c.details)
        expect(
          d.some((w) => c.profile.toLowerCase().includes(w)),
          `${c.id}: ${d.join("/")}`,
        ).toBe(true);
  });

  test.each([...result.tally])("%s", (check, t) => {
    expect(t.passed / t.total, `failed: ${t.failures.slice(0, 12).join(", ")}`).toBeGreaterThanOrEqual(REQUIRED[check]);
  });
});
