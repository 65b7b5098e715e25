import type { ReaderAct } from "@/lib/reading/learned/reader";
import type { SafetyCategory } from "@/lib/reading/safety";
import type { Act, Reading } from "@/lib/reading/types";

// A reading said in the corpus's act labels (data/reading/GUIDE.md), so that the evaluation can hold
// what Holla reads against what the corpus's writers meant (tests/eval/reader.test.ts).

const NO_LETTERS = /^[^\p{L}\p{N}]*$/u;

function labelOf(act: Act): ReaderAct | null {
  switch (act.kind) {
    case "boundary":
      return act.reason === "moving_on" ? "moving_on" : act.reason === "limit" || act.reason === "slow_down" ? "limit" : "boundary";
    case "question":
      if (act.form === "either_or") return "either_or";
      if (act.form === "life_value") return "life_value";
      return act.about === "him" ? "question_about_him" : null;
    case "plan":
      return act.stage === "accepted" ? "plan_accepted" : act.stage === "conditional" ? "plan_conditional" : "plan_proposed";
    case "statement":
      return null;
    default:
      return act.kind;
  }
}

/** The corpus labels a reading claims; `unsafe` is what the safety check found in her message. */
export function corpusLabels(reading: Pick<Reading, "acts" | "multiPart">, message: string, unsafe: SafetyCategory | null): Set<ReaderAct> {
  const labels = new Set<ReaderAct>();
  for (const act of reading.acts) {
    const label = labelOf(act);
    if (label) labels.add(label);
  }
  if (reading.multiPart) labels.add("multi_part");
  if (NO_LETTERS.test(message) && message.trim()) {
    labels.delete("low_effort");
    labels.add("emoji_only");
  }
  if (unsafe === "minor") labels.add("minor");
  else if (unsafe) labels.add("explicit");
  return labels;
}
