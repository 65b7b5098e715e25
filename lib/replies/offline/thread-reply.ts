import type { LanguageId } from "@/lib/plans";
import { hashString, pick, seededRandom } from "@/lib/platform/seeded";
import { herKin, NAMED_KIN } from "@/lib/reading/bad-news";
import { ACTIVITY, findDay, withoutDays } from "@/lib/reading/days";
import { isName } from "@/lib/reading/keywords";
import { knownSalient } from "@/lib/reading/learned/salience";
import { keepsRails } from "@/lib/reading/rails";
import { parseThread } from "@/lib/reading/thread";
import type { Reading } from "@/lib/reading/types";
import { PART_LINES } from "@/lib/replies/offline/bank/parts";
import { fill } from "@/lib/replies/offline/fill";
import { dayText, MAX_OFFLINE_REPLY_CHARS, type PlannedReply } from "@/lib/replies/offline/planner";

// The other thing the planner's one-act lines miss (docs/reading.md, "Parts and the thread"): a message that
// answers his last turn gets one reply that names what he asked about. It replaces the weakest line of the set.

const MEETING = /^(?:meet\w*|mil\w*|hang(?:\s+out)?|see|chal\w*|catch\s+up|date|call)$/i;

const THREAD_ACT: Partial<
  Record<Reading["primary"]["kind"], "good_news" | "stress" | "tease" | "low_effort" | "statement" | "praised" | "confession">
> = {
  confession: "confession",
  good_news: "good_news",
  stress: "stress",
  tease: "tease",
  sarcasm: "tease",
  compliment: "praised",
  flirt: "praised",
  low_effort: "low_effort",
  statement: "statement",
};

const LOOSE = ["low_effort", "statement", "good_news", "praised"];
// What she may take up in his own words and still be answered about it: a jab at what he said ("oh you
// play chess? how nerdy"), her stress over it, her praise of it ("your nephew is adorable").
const PICKED_UP = ["tease", "stress", "praised", "confession"];
// "maggi nahi khaungi", "stree 2 dekh li 😅 koi aur?", "can we skip the fancy dinner": his plan named to turn it down.
const TURNED_DOWN = /\b(?:no|not|nope|nahi|nhi|mat|don'?t|can'?t|won'?t|instead|skip|rather|dekh\s+(?:li|liya|chuki)|koi\s+aur|already)\b/i;
const sameWords = (a: string, b: string) => a.toLowerCase().replace(/^(?:the|my|your)\s+/, "") === b.toLowerCase();
/** His topic is a name ("Kiyomi"), a thing to do together ("dinner", "momos") or a thing the details read in his turn. */
const knownTopic = (reading: Reading, topic: string) =>
  isName(topic) ||
  ACTIVITY.test(topic) ||
  reading.details.some((d) => d.from === "him" && d.where === "thread" && sameWords(d.text, topic));

/** Whether `text` says `words` right after one of `before` ("your kitty", "my nephew"). */
const saidAfter = (before: string, words: string, text: string) =>
  new RegExp(`\\b(?:${before})\\s+${words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i").test(text);

/** His turns of the conversation before her message, oldest first. */
const hisTurns = (thread: string | undefined) =>
  parseThread(thread)
    .filter((t) => t.who === "Me")
    .map((t) => t.text);

/**
 * Under a rail, what he asked about is named only where it is hers or theirs: "your kitty" he asked after
 * when she tells him the cat died ("I'm so sorry about your kitty."), the dinner or the day she says no
 * to ("No worries about Friday."). Never after a complaint (every reply apologises), and only a line
 * that keeps the rail.
 */
function railThreadReply(
  reading: Reading,
  language: LanguageId,
  topic: string,
  message: string,
  thread: string | undefined,
  random: () => number,
): PlannedReply | null {
  const lines = PART_LINES[language];
  const his = hisTurns(thread).join("\n");
  const t = dayOrThing(topic, language);
  // Under a rail a reply never names a thing to do together or to meet ("no worries about coffee" still
  // says coffee): only a day, a call, a plan, or a thing of hers or his.
  if (ACTIVITY.test(topic) || UNSAID_UNDER_A_RAIL.test(topic)) return null;
  // A day or a call he proposed ("Friday", "the call"), which her news or her no sets aside.
  const planned = !!findDay(topic) || /^(?:(?:video\s+)?call|trip|plan)$/i.test(topic);
  // What she names herself in her complaint or her limit ("you said you'd call", "madam mat bolo").
  const named =
    message.toLowerCase().includes(topic.toLowerCase()) &&
    (planned || knownTopic(reading, topic) || THING.test(topic) || knownSalient(topic, 0.45));
  let reply: string | undefined;
  if (reading.rail === "care") {
    // Not "sorry about your office" where he sent flowers there and her news is her grandmother's funeral, nor
    // "sorry about your fav festival": her news is about someone else of hers, or he asked what she likes.
    const kin = herKin(message);
    const elsewhere =
      /^(?:fav|fave|favou?rite)\b/i.test(topic) || (!!kin && !isKin(topic) && !message.toLowerCase().includes(topic.toLowerCase()));
    if (!elsewhere && saidAfter("your|ur|tumhar[aie]|aapk[aie]", topic, his)) reply = fill(pick(lines.thread.care, random), { t: topic });
    // His "how was your weekend?" that her news answers: sorry it was that ("That's a hard weekend").
    else if (planned && ASKED_AFTER.test(his)) reply = fill(pick(lines.thread.careAsked, random), { t });
    // "are we still on for friday?" / "my grandma's been admitted": the plan waits, said by name.
    else if (planned) reply = fill(pick(lines.thread.careLetGo, random), { t });
  } else if (reading.rail === "boundary" && reading.apologise) {
    // "you said you'd call at 9": the apology names what he didn't do.
    if (named) reply = fill(pick(lines.thread.owned, random), { t, tt: language === "hi" ? t : withArticle(topic, his) });
  } else if (reading.rail === "boundary") {
    const limit = reading.primary.kind === "boundary" && (reading.primary.reason === "limit" || reading.primary.reason === "slow_down");
    if (limit && named) reply = fill(pick(lines.thread.limit, random), { t, tt: language === "hi" ? t : withArticle(topic, his) });
    else if (!limit && planned) reply = fill(pick(lines.thread.declined, random), { t });
  }
  return reply && keepsRails(reply, reading) ? { reply, score: 0, basis: "thread" } : null;
}

// "kitty", "dadi", "best friend": someone of hers a condolence may name ("sorry about your office" is none).
const KIN_ONLY = new RegExp(`^(?:${NAMED_KIN}|kitty)$`, "i");
const isKin = (words: string) => KIN_ONLY.test(words.trim());
const ASKED_AFTER = /\b(?:how\s+(?:was|is|'?s)|kaisa|kaisi|kaise)\b/i;
const UNSAID_UNDER_A_RAIL = /\b(?:meet\w*|mil\w*|chal\w*|hang\w*|number|joke\w*|jk|lol|haha\w*|grab|let'?s)\b/i;

// Things a line can name as "the X" ("the call", "the podcast"), beyond names and what the details know.
const THING =
  /^(?:call|calls|texts?|messages?|replies|reply|podcast|playlist|song|book|show|series|episode|photo|pic|pics|voice\s+note|gift|plan|plans|comment|question|questions|address|pickup|ride)$/i;

/** "No worries about Friday": a weekday keeps its capital, however he typed it; "the weekend", "the call". */
function dayOrThing(topic: string, language: LanguageId): string {
  if (/^(?:mon|tues|wednes|thurs|fri|satur|sun)day$/i.test(topic)) return topic[0]!.toUpperCase() + topic.slice(1);
  if (language === "en" && /^(?:weekend|week|morning|afternoon|evening|night|call|video\s+call|trip|plan)$/i.test(topic))
    return `the ${topic}`;
  return topic;
}

/** "my nephew" where he said it so, "the octopus", but "your sister" and "Kiyomi" as they are. */
function withArticle(topic: string, hisLast: string): string {
  if (saidAfter("my", topic, hisLast)) return `my ${topic}`;
  return isName(topic) || /^(?:the|a|an|my|your|our|his|her)\s|'s\b/i.test(topic) ? topic : `the ${topic}`;
}

/** One reply that names what his last turn was about, for the acts where that is what she answers. */
export function threadReply(reading: Reading, language: LanguageId, message: string, seed: string, thread?: string): PlannedReply | null {
  if (!reading.threadTopic) return null;
  let topic = reading.threadTopic;
  const lines = PART_LINES[language];
  const random = seededRandom(hashString(`thread|${seed}`));
  if (reading.rail) return railThreadReply(reading, language, topic, message, thread, random);
  const primary = reading.primary;
  const asksHim = primary.kind === "question" && primary.about === "him" && primary.form !== "either_or";
  // "omw!" after his "got us a table by the window": the place he is at, named.
  if (reading.moment === "on_her_way") {
    // "the window", "Blue Tokai": a place he named, with the article a bare noun wants.
    const place = isName(topic) || /^(?:the|a|my|your|our)\s/i.test(topic) ? topic : `the ${topic}`;
    const reply = fill(pick(lines.thread.onHerWay, random), { t: place });
    return keepsRails(reply, reading) ? { reply, score: 0, basis: "thread" } : null;
  }
  // "wbu?" after his "what's your sunday looking like?": his own question, answered on its topic.
  if (
    reading.parts.some(
      (p) => p.about === "him" && p.form === "open" && p.key === topic && !p.said.toLowerCase().includes(topic.toLowerCase()),
    )
  )
    return { reply: fill(pick(lines.open, random), { key: topic }), score: 0, basis: "thread" };
  const plan = primary.kind === "plan" ? primary : reading.acts.find((a) => a.kind === "plan");
  const pickedUp = message.toLowerCase().includes(topic.toLowerCase());
  if (pickedUp) {
    // What her message names already ("did you ever find your keys?") is hers to ask, not his to recall;
    // asked about what he said ("Lucknow mein kahaan se?"), one reply answers it by name, alone.
    if (asksHim) {
      if (reading.parts.filter((p) => p.form).length > 1) return null;
      return { reply: fill(pick(lines.open, random), { key: topic }), score: 0, basis: "thread" };
    }
    // Her yes that names what he proposed ("ok fine. coffee.", "bowling hi sahi, kitne baje?") is taken by
    // name, unless she names it to turn it down ("maggi nahi khaungi", "stree 2 dekh li, koi aur?").
    const yesToIt =
      plan?.kind === "plan" && plan.stage !== "conditional" && (ACTIVITY.test(topic) || isName(topic)) && !TURNED_DOWN.test(message);
    if (!yesToIt && (plan || !PICKED_UP.includes(THREAD_ACT[primary.kind] ?? ""))) return null;
  }
  let template: string | undefined;
  let when = "";
  // Her yes to his plan names a day or nothing; his last turn names what they'll do.
  // After his "I have to cancel tomorrow. Work emergency" her new plan is hers: his last turn names his
  // excuse, not what they'll do ("Great, Work emergency it is" was the reply).
  const hisLast = hisTurns(thread).at(-1) ?? "";
  // "my nephew", "my nani's dal recipe": a thing of his he named, which a line can name back.
  const his = (words: string) => saidAfter("my", words, hisLast);
  const cancelled = /\b(?:cancel\w*|can'?t make it|something came up|emergency)\b/i.test(hisLast);
  // "toh kab mil rahe hai?": meeting is what the plan is, not a thing to name ("Mil ki koi jaldi nahi").
  if (plan?.kind === "plan" && MEETING.test(topic)) return null;
  // What a yes to his plan names is a thing to do, a place, a day or a thing the corpus's writers picked,
  // not a stray word of his last turn ("Gayab aaj pakka", "Perfect, book it is").
  const planThing = ACTIVITY.test(topic) || isName(topic) || !!findDay(topic) || knownSalient(topic, 0.6) || his(topic);
  // "drinks tomorrow?" and her "rain check for Friday?": his day is not hers, so the line names his drinks alone.
  const topicDay = findDay(topic);
  if (plan?.kind === "plan" && plan.day && topicDay && topicDay.id !== plan.day.id) {
    const thing = withoutDays(topic);
    if (!thing || thing === topic) return null;
    topic = thing;
  }
  if (plan?.kind === "plan" && planThing && !(plan.place && message.includes(plan.place) && !pickedUp) && !cancelled) {
    const day = dayText(plan, language);
    // "video call kal" with her "kal 10 baje", "the 7pm show" with her "7pm": each once.
    const unsaid = (text: string | null | undefined) => (text && !topic.toLowerCase().includes(text.toLowerCase()) ? text : null);
    when = [unsaid(day), unsaid(plan.time)].filter(Boolean).join(" ");
    template = pick(plan.stage === "conditional" ? lines.thread.conditional : when ? lines.thread.planDay : lines.thread.plan, random);
  } else if (asksHim && (!reading.parts.some((p) => p.key) || knownTopic(reading, topic) || knownSalient(topic, 0.6))) {
    // "wait you never answered. spill": what she asks about is what he asked her first; "how was the
    // trip??" after his "off to Coorg for a week": the answer names Coorg.
    template = pick(lines.open, random);
  } else {
    const kind = THREAD_ACT[primary.kind];
    // "Fine, more on {t} later" reads right only when {t} is a thing with a name ("Singapore", "the
    // Diljit concert"), not a stray word of his last turn. After her short "ok 😂", her news or her praise,
    // a thing the corpus's writers picked most times they saw it also reads right ("the cat", "Wait, the
    // interview?!"); a bare statement's line ("so {t} was eventful") only after a name or a known thing.
    const loose = kind !== "statement" && knownSalient(topic, 0.6);
    if (kind === "confession") {
      // What she owns up to about his plan ("lowkey nervous about saturday") is met by name; about anything
      // else the confession lines alone answer ("the independent thing was a hit" misread her hurt).
      if (findDay(topic) || ACTIVITY.test(topic)) template = pick(lines.thread.confessionPlan, random);
    } else if (kind && (!LOOSE.includes(kind) || knownTopic(reading, topic) || his(topic) || loose))
      template = pick(lines.thread[kind], random);
  }
  if (!template) return null;
  // "look forward to Saturday", "the weekend": a day keeps its capital, a stretch of time its article.
  const t = primary.kind === "confession" ? dayOrThing(topic, language) : topic;
  const reply = fill(template, { t, tt: withArticle(topic, hisLast), key: topic, when });
  return reply.length <= MAX_OFFLINE_REPLY_CHARS && keepsRails(reply, reading) ? { reply, score: 0, basis: "thread" } : null;
}
