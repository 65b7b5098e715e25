import { test } from "vitest";
import { partsOf, threadTopicOf } from "@/lib/reading/parts";
import { parseThread } from "@/lib/reading/thread";
import { loadSplit } from "@/scripts/lib/reading-corpus.mjs";

const rows = loadSplit("train").rows;
const has = (keys: string[], want: string[]) =>
  want.some((w) => keys.some((k) => k.toLowerCase().includes(w) || (w.includes(k.toLowerCase()) && k.length >= 3)));
test("dev", () => {
  let full = 0,
    n = 0,
    th = 0,
    tn = 0;
  const out: string[] = [];
  for (const r of rows) {
    if (r.acts.includes("multi_part") && r.parts?.length) {
      n++;
      const ps = partsOf(r.message);
      const keys = ps.flatMap((p) => [p.key ?? "", ...(p.options ?? [])]).filter(Boolean);
      const miss = r.parts.filter((p) => !has(keys, p));
      if (!miss.length) full++;
      else if (out.length < 30)
        out.push(`${JSON.stringify(ps.map((p) => p.key ?? p.smallTalk ?? "-"))} MISS ${JSON.stringify(miss)} | ${r.message.slice(0, 120)}`);
    }
    if (r.thread && r.thread_answer?.length) {
      tn++;
      const t = threadTopicOf(parseThread(r.thread), r.message);
      if (t && has([t], r.thread_answer)) th++;
    }
  }
  console.log(`parts keys cover ${full}/${n}; thread topic ${th}/${tn}\n${out.join("\n")}`);
});
