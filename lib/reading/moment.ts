import { actsOf } from "@/lib/reading/acts";
import { herKin } from "@/lib/reading/bad-news";
import { ASKS_AFTER_HIS, CARE_FOR_HIM, CONGRATS, GOOD_NIGHT, HIS_NEWS_NAMED, ON_HER_WAY, THANKS } from "@/lib/reading/cues";
import { parseThread } from "@/lib/reading/thread";
import type { Act, Moment } from "@/lib/reading/types";

// Where the conversation is, when that decides the whole set (docs/reading.md, "Parts and the thread"):
// his own hard news and her asking after him, her on her way to meet him, her good night, her thanks or
// congratulations after a turn of his. One at most, in that order; never under a rail (lib/reading/rails.ts).

const ASKS_OR_PROPOSES = (acts: Act[]) => acts.some((a) => a.kind === "question" || a.kind === "plan");

/**
 * "how did your mum's surgery go?", "so sorry about your dog, how are you holding up?": hard news read in
 * her message that is his, not hers (she names his, and none of her own). Met with his thanks, not with
 * condolences to her.
 */
export function namesHisNews(text: string, acts: Act[], thread?: string): boolean {
  // "sorry about your ex lol", "get well soon to your cat 😂": laughing, she is teasing him.
  if (LAUGHING.test(text)) return false;
  // "your dog. mine died in march": the loss she tells of is her own.
  if (herKin(text) || HER_OWN.test(text)) return false;
  // Asked after, or said sorry for: "the line in your bio about your mother's surgery" only mentions it.
  const asksAfter = ASKS_AFTER_HIS.test(text) || /\?|\bsorry\b/i.test(text);
  if (!asksAfter) return false;
  const badNews = acts.some((a) => a.kind === "bad_news");
  if ((badNews || ASKS_AFTER_HIS.test(text)) && HIS_NEWS_NAMED.test(text)) return true;
  // "92 years of a life well lived 🤍 how are u doing? and is the funeral here?" after his grandfather's
  // death: the words of his news, asked after in her reply to it.
  return badNews && hisLastTurnIsHardNews(thread);
}

/** What he said since her last turn tells hard news of his. */
function hisLastTurnIsHardNews(thread: string | undefined): boolean {
  const turns = parseThread(thread);
  const since = turns.slice(turns.map((t) => t.who).lastIndexOf("Her") + 1);
  return since.some((t) => t.who === "Me" && actsOf(t.text).some((a) => a.kind === "bad_news"));
}

// Hers too: "mine died in march", "i lost my job too", "my breakup was last month".
const HER_OWN =
  /\b(?:mine|my\s+own|meri\s+bhi|mera\s+bhi)\b|\b(?:my|meri|mera|mere)\s+(?:\w+\s+)?(?:job|surgery|operation|breakup|divorce|diagnosis|loss|accident)\b|\bi\s+(?:also\s+|too\s+)?(?:lost|had\s+(?:a|an|my))\b/i;

const LAUGHING = /\b(?:lol|lmao|lmfao|rofl|haha\w*|hehe\w*)\b|[😂🤣😜😝]/u;

/** The moment her message is, given the acts read in it; undefined for an ordinary message. */
export function momentOf(message: string, thread: string | undefined, acts: Act[], hisNews = false): Moment | undefined {
  if (hisNews) return "his_hard_news";
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
