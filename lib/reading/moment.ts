import { actsOf } from "@/lib/reading/acts";
import { CARE_FOR_HIM, CONGRATS, GOOD_NIGHT, ON_HER_WAY, THANKS } from "@/lib/reading/cues";
import { parseThread } from "@/lib/reading/thread";
import type { Act, Moment } from "@/lib/reading/types";

// Where the conversation is, when that decides the whole set (docs/reading.md, "Parts and the thread"):
// his own hard news and her asking after him, her on her way to meet him, her good night, her thanks or
// congratulations after a turn of his. One at most, in that order; never under a rail (lib/reading/rails.ts).

const ASKS_OR_PROPOSES = (acts: Act[]) => acts.some((a) => a.kind === "question" || a.kind === "plan");

/** The moment her message is, given the acts read in it; undefined for an ordinary message. */
export function momentOf(message: string, thread: string | undefined, acts: Act[]): Moment | undefined {
  const his = parseThread(thread).filter((t) => t.who === "Me");
  const last = his.at(-1)?.text;
  if (last && actsOf(last).some((a) => a.kind === "bad_news")) {
    if (CARE_FOR_HIM.test(message) || acts.some((a) => a.kind === "question" && a.about === "him")) return "his_hard_news";
  }
  if (ON_HER_WAY.test(message)) return "on_her_way";
  if (GOOD_NIGHT.test(message) && !ASKS_OR_PROPOSES(acts) && !acts.some((a) => a.kind === "good_news")) return "good_night";
  if (last && !ASKS_OR_PROPOSES(acts)) {
    if (CONGRATS.test(message)) return "congrats";
    if (THANKS.test(message)) return "thanks";
  }
  return undefined;
}
