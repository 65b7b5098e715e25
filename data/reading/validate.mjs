// Checks corpus files against data/reading/GUIDE.md: `node data/reading/validate.mjs FILE...`.
// Prints each bad line with why, then a count of acts; exits 1 when any line is bad.
import { readFileSync } from "node:fs";

export const ACTS = [
  "boundary",
  "moving_on",
  "limit",
  "casual",
  "bad_news",
  "stress",
  "good_news",
  "question_about_him",
  "either_or",
  "life_value",
  "plan_proposed",
  "plan_accepted",
  "plan_conditional",
  "tease",
  "sarcasm",
  "complaint",
  "compliment",
  "flirt",
  "confession",
  "multi_part",
  "low_effort",
  "emoji_only",
  "greeting",
  "minor",
  "explicit",
  "sharing",
];
export const MOODS = [
  "playful",
  "flirty",
  "warm",
  "curious",
  "excited",
  "neutral",
  "low_effort",
  "winding_down",
  "stressed",
  "sad",
  "upset",
  "not_interested",
];
export const HIM_Q = ["work", "free_time", "origin", "looking_for", "current", "favourite", "about_self", "opinion", "other"];
const VALUES = ["kids", "marriage", "smoking", "drinking", "religion", "diet", "politics", "relocation", "pets", "other"];

/** Why one parsed row breaks the guide; empty when it is fine. */
function problems(row) {
  const out = [];
  const strArr = (v) => Array.isArray(v) && v.every((x) => typeof x === "string");
  if (typeof row.id !== "string" || !row.id) out.push("id");
  if (row.lang !== "en" && row.lang !== "hi") out.push("lang");
  if (typeof row.message !== "string" || !row.message.trim()) out.push("message");
  if (row.thread !== undefined && typeof row.thread !== "string") out.push("thread must be a string");
  if (typeof row.thread === "string" && row.thread.trim())
    for (const line of row.thread.split("\n")) if (!/^(Me|Her): \S/.test(line)) out.push(`thread line "${line.slice(0, 30)}"`);
  if (!strArr(row.acts) || !row.acts.length) out.push("acts");
  else for (const a of row.acts) if (!ACTS.includes(a)) out.push(`unknown act ${a}`);
  if (!MOODS.includes(row.mood)) out.push(`mood ${row.mood}`);
  if (!strArr(row.details)) out.push("details");
  const acts = row.acts ?? [];
  if (acts.includes("question_about_him") && !HIM_Q.includes(row.him_q)) out.push("him_q");
  if (acts.includes("either_or") && !(strArr(row.options) && row.options.length >= 2)) out.push("options");
  if (acts.includes("life_value") && !VALUES.includes(row.value)) out.push("value");
  if ((acts.includes("plan_proposed") || acts.includes("plan_conditional")) && (typeof row.plan !== "object" || row.plan === null))
    out.push("plan");
  if (acts.includes("multi_part") && !(Array.isArray(row.parts) && row.parts.length >= 2 && row.parts.every(strArr))) out.push("parts");
  if (row.thread_answer !== undefined && !strArr(row.thread_answer)) out.push("thread_answer");
  return out;
}

/** Each line of a JSONL file with its number: the parsed row and why it breaks the guide (empty when it doesn't). */
export function readRows(file) {
  const out = [];
  readFileSync(file, "utf8")
    .split("\n")
    .forEach((line, i) => {
      if (!line.trim()) return;
      try {
        const row = JSON.parse(line);
        out.push({ line: i + 1, row, problems: problems(row) });
      } catch {
        out.push({ line: i + 1, row: null, problems: ["not JSON"] });
      }
    });
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let bad = 0;
  const counts = new Map();
  const ids = new Set();
  let total = 0;
  for (const file of process.argv.slice(2)) {
    for (const { line, row, problems: p } of readRows(file)) {
      if (row) {
        total++;
        if (ids.has(row.id)) p.push(`duplicate id ${row.id}`);
        ids.add(row.id);
        for (const a of row.acts ?? []) counts.set(a, (counts.get(a) ?? 0) + 1);
      }
      if (p.length) {
        bad++;
        console.log(`${file}:${line}: ${p.join(", ")}`);
      }
    }
  }
  console.log(`${total} rows, ${bad} bad`);
  console.log(
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .map(([a, n]) => `${a} ${n}`)
      .join(", "),
  );
  process.exit(bad ? 1 : 0);
}
