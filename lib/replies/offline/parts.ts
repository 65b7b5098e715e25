import type { LanguageId } from "@/lib/plans";
import { hashString, pick, seededRandom } from "@/lib/platform/seeded";
import { herKin } from "@/lib/reading/cues";
import { ACTIVITY, findDay } from "@/lib/reading/days";
import { lexiconMatches } from "@/lib/reading/details";
import { isName } from "@/lib/reading/keywords";
import { knownSalient } from "@/lib/reading/learned/salience";
import { keepsRails } from "@/lib/reading/rails";
import { checkSafety } from "@/lib/reading/safety";
import { parseThread } from "@/lib/reading/thread";
import type { MessagePart, Reading } from "@/lib/reading/types";
import { blankCount } from "@/lib/replies/blanks";
import { PART_LINES } from "@/lib/replies/offline/bank/parts";
import { dayText, fill, MAX_OFFLINE_REPLY_CHARS, type PlannedReply } from "@/lib/replies/offline/planner";

const MEETING = /^(?:meet\w*|mil\w*|hang(?:\s+out)?|see|chal\w*|catch\s+up|date|call)$/i;

// Two things the planner's one-act lines miss (docs/reading.md, "Parts and the thread"): a message of
// several questions gets one reply that answers each in turn, in her words, and a message that answers
// his last turn gets one reply that names what he asked about. Each replaces the weakest line of the set.

// "can i bring my camera?", "should i wear black?", "main dost ko la sakti hoon?": she asks leave.
const PERMISSION =
  /^\W*(?:(?:and|also|aur|but|so|ok)\s+)*(?:can|could|may|should)\s+i\b|\b(?:la|le\s+aa|pehen|bula)\s+(?:sakti|skti)\s+(?:hoon|hu|hun)\b/i;

// A stretch of his time she asks after: "how was ur day", "how's your week been", "monday kaisa gaya".
const DAY_OF = /^(?:day|din|week|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|morning|evening|shift)$/i;
const HOW_WAS = /\b(?:how|kaisa|kaisi)\b/i;
const HOW_LONG = /\bhow\s+long\b|\bsince\s+when\b|\bkab\s+se\b|\bkitne\s+(?:saal|mahine|time)\s+se\b/i;

/** "how did your sister's exam go?" after her bad news: named, and kept for later; a loose word is not. */
function laterKey(part: MessagePart): boolean {
  return !!(part.form && part.about === "him" && part.key && (knownSalient(part.key) || isName(part.key, part.said)));
}

function partChunk(part: MessagePart, language: LanguageId, random: () => number, care: "grief" | "hard_day" | null): string | null {
  const lines = PART_LINES[language];
  // After bad news he answers "how are you?" in a word and turns back to her (what else of his she asks
  // after is kept for later, by partsReply); on a hard day, "how are you?" is not answered with "better now!".
  if (part.smallTalk && (care === "grief" || care === "hard_day"))
    return DAY_OF.test(part.key ?? "") ? fill(pick(lines.careDay, random), { key: part.key! }) : pick(lines.careSmallTalk, random);
  // What she owns up to beside her question: her nerves met with his (not a hard day to be sorry about),
  // her looking him up taken as flattery.
  if (part.act === "nerves" && part.what) return fill(pick(lines.nerves, random), { key: part.what });
  if (part.act === "looked_up") return pick(lines.lookedUp, random);
  if (!part.form && part.act === "good_news" && part.key) return fill(pick(lines.goodNews, random), { key: part.key });
  if (!part.form && part.act === "compliment") return pick(lines.thanks, random);
  // Her hard day by its name where the name is a thing the details know ("sorry about the deadline");
  // "sorry about TIRED" or "sorry about laptop died mid-exam" is no sympathy, so anything else gets none.
  if (!part.form && part.act === "stress")
    return part.key && part.key.split(" ").length <= 2 && lexiconMatches(part.key).length
      ? fill(pick(lines.hardDay, random), { key: part.key })
      : pick(lines.hardDayPlain, random);
  // Something good she tells in passing, before her question: glad with her, in her words.
  if (part.act === "glad" && part.key) return fill(pick(lines.lovely, random), { key: part.key });
  // "send a pic of the cake", "pics of the beach pls": what she asks him to send, promised.
  if (part.act === "pics" && part.what) return fill(pick(lines.pics, random), { key: part.what });
  // A name she drops in passing, or a thing the details know ("i'll get there early for irani chai"), is
  // picked up; a loose word of a statement is left alone.
  if (
    !part.form &&
    !part.act &&
    part.key &&
    (isName(part.key, part.said) || lexiconMatches(part.key).length || knownSalient(part.key, 0.6))
  )
    return fill(pick(lines.named, random), { key: part.key });
  // "how was ur day?", "weekend kaisa tha?": his day answered by name, not "I'm good".
  if (
    part.smallTalk === "how_are_you" ||
    (part.about === "him" && part.form === "open" && DAY_OF.test(part.key ?? "") && HOW_WAS.test(part.said))
  )
    return DAY_OF.test(part.key ?? "") ? fill(pick(lines.goodDay, random), { key: part.key! }) : pick(lines.howAreYou, random);
  if (part.smallTalk === "whats_up") return pick(lines.whatsUp, random);
  if (part.form === "either_or" && part.options && part.options.length >= 2)
    return fill(pick(lines.pick, random), { a: part.options[0]!, b: part.options[1]! });
  if (part.key && part.about !== "him" && PERMISSION.test(part.said)) return fill(pick(lines.permit, random), { key: part.key });
  if (!part.form || !part.key) return null;
  if (part.about === "him" && HOW_LONG.test(part.said))
    return fill(pick(lines.howLong, random), { key: /^long$/i.test(part.key) ? (language === "hi" ? "Kab se" : "How long") : part.key });
  const own = part.about === "him" ? (part.form === "yes_no" ? lines.yesNo : lines.open) : lines.other;
  return fill(pick(own, random), { key: part.key });
}

/** Lines that meet her main act itself, not a topic around it: what may open a reply of several parts. */
const LEADS: ReadonlyArray<PlannedReply["basis"]> = ["rail", "stance", "plan", "plan_day", "celebrate", "act"];

/**
 * One reply that answers every question of her message in turn, led by the set's best line that
 * needs nothing filled in when her message does more than ask (good news, a plan). Null when her
 * message has fewer than two parts to answer, or a rail is up (care and acceptance come first).
 */
export function partsReply(
  reading: Reading,
  language: LanguageId,
  set: readonly PlannedReply[],
  seed: string,
  message: string,
): PlannedReply | null {
  if (reading.rail === "boundary") return null;
  const care = reading.rail === "care" ? "grief" : reading.acts.some((a) => a.kind === "stress") ? "hard_day" : null;
  // Questions inside a tease ("famous where? in your own kitchen?") are not for answering one by one.
  if (
    !reading.multiPart &&
    reading.primary.kind !== "question" &&
    care !== "grief" &&
    !reading.parts.some((p) => p.smallTalk || PERMISSION.test(p.said))
  )
    return null;
  const random = seededRandom(hashString(`parts|${seed}`));
  const asking = reading.primary.kind === "question";
  // After bad news the set's care comes first, whatever else she asked.
  // Her loss of someone of hers is met by name ("I'm so sorry about your dadi."), first: only where she lost
  // someone and names one of hers alone, so it is never the wrong one, nor "I hope your dog is okay".
  // Bad news about someone of hers that is not a loss ("my nani's in the hospital again") is met by name in
  // words that fit whatever it is, so a loss the reading missed is never answered "I hope she's okay".
  const kin = reading.primary.kind === "bad_news" ? herKin(message) : undefined;
  const grieving = reading.primary.kind === "bad_news" && reading.primary.grief;
  const named = kin ? fill(pick(PART_LINES[language][grieving ? "careKinLost" : "careKinHard"], random), { key: kin }) : undefined;
  const lead =
    named ??
    (asking && care !== "grief"
      ? undefined
      : set.find((r) => LEADS.includes(r.basis) && blankCount(r.reply) === 0 && r.reply.length <= 80)?.reply);
  const chunks: Array<{ text: string; asks: boolean }> = [];
  const keys = new Set<string>();
  let careAnswered = false;
  // After bad news, the things of his she asked after are kept for later in one line, two at most by name.
  const later: string[] = [];
  for (const part of reading.parts) {
    // A part the safety check flags ("have you watched Kill Yourself Tonight?") has no word said back.
    if (checkSafety(part.said)) continue;
    // "how was it?" after "the gig": one answer about the gig, not two.
    if (part.key && keys.has(part.key.toLowerCase())) continue;
    if (part.key) keys.add(part.key.toLowerCase());
    // The lead already answers the part her main act is in.
    if (lead && (part.act === reading.primary.kind || part.said.includes(reading.primary.said.trim()))) continue;
    if (care === "grief" && !part.smallTalk) {
      if (laterKey(part)) later.push(part.key!);
      continue;
    }
    // After bad news one word about how he is is enough ("Backup is fine. Cancel is fine." is not).
    if (care === "grief" && careAnswered) continue;
    const chunk = partChunk(part, language, random, care);
    if (chunk && care === "grief") careAnswered = true;
    if (chunk && !chunks.some((c) => c.text === chunk)) chunks.push({ text: chunk, asks: !!(part.form || part.smallTalk) });
  }
  if (later.length)
    chunks.push({
      text:
        later.length === 1
          ? fill(pick(PART_LINES[language].careOpen, random), { key: later[0]! })
          : fill(pick(PART_LINES[language].careOpenTwo, random), { a: later[0]!, b: later[1]! }),
      asks: true,
    });
  // "good! wbu": her only question is how he is, answered in a word.
  const onlySmallTalk = reading.parts.filter((p) => p.form || p.smallTalk).every((p) => p.smallTalk);
  if (chunks.length === 1 && !lead && onlySmallTalk && keepsRails(chunks[0]!.text, reading))
    return { reply: chunks[0]!.text, score: 0, basis: "parts" };
  // Two questions make a message of several parts whatever the reader made of it.
  // Her yes and "can I bring a friend?" are two parts, whatever the reader made of the message.
  const asksLeave = reading.parts.some((p) => PERMISSION.test(p.said));
  // Named, her news is a reply of its own even with nothing else to answer.
  if (named && !chunks.length) return keepsRails(named, reading) && !checkSafety(named) ? { reply: named, score: 0, basis: "parts" } : null;
  if (chunks.length + (lead ? 1 : 0) < 2 || (!reading.multiPart && !asksLeave && care !== "grief" && chunks.length < 2)) return null;
  const opening = lead ?? pick(PART_LINES[language].intro, random);
  // As many parts as fit in one reply, in her order; where not all fit, what she only told ("Bangkok,
  // noted.") gives way to what she asked.
  const fits = (list: readonly { text: string }[]) => [opening, ...list.map((c) => c.text)].join(" ").length <= MAX_OFFLINE_REPLY_CHARS;
  const kept = [...chunks];
  while (!fits(kept) && kept.some((c) => !c.asks))
    kept.splice(
      kept.findIndex((c) => !c.asks),
      1,
    );
  let reply = opening;
  for (const { text } of kept) if (`${reply} ${text}`.length <= MAX_OFFLINE_REPLY_CHARS) reply = `${reply} ${text}`;
  if (reply === opening || !keepsRails(reply, reading) || checkSafety(reply)) return null;
  return { reply, score: 0, basis: "parts" };
}

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
    if (saidAfter("your|ur|tumhar[aie]|aapk[aie]", topic, his)) reply = fill(pick(lines.thread.care, random), { t: topic });
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
  const topic = reading.threadTopic;
  if (!topic) return null;
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
