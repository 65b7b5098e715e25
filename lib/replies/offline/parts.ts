import type { AboutFacts } from "@/lib/account/about-rules";
import type { LanguageId } from "@/lib/plans";
import { hashString, pick, seededRandom } from "@/lib/platform/seeded";
import { findDay } from "@/lib/reading/days";
import { lexiconMatches } from "@/lib/reading/details";
import { isName } from "@/lib/reading/keywords";
import { knownSalient } from "@/lib/reading/learned/salience";
import { keepsRails } from "@/lib/reading/rails";
import { checkSafety } from "@/lib/reading/safety";
import type { MessagePart, Reading } from "@/lib/reading/types";
import { blankCount } from "@/lib/replies/blanks";
import { factText } from "@/lib/replies/offline/about-facts";
import { careNamed, goodThing, laterKey, lighterAsked, MOVES_ON, movesPlan } from "@/lib/replies/offline/after-news";
import { PART_LINES, type PartLines } from "@/lib/replies/offline/bank/parts";
import { asStatement, SETS_IT, stillTalking, TURNS_AWAY } from "@/lib/replies/offline/beside-rail";
import { fill } from "@/lib/replies/offline/fill";
import { hiOpenCore, NAMES_IT_ELSEWHERE, openCore, shortQuestion, whenCore, yesNoCore } from "@/lib/replies/offline/his-side";
import { MAX_OFFLINE_REPLY_CHARS, type PlannedReply } from "@/lib/replies/offline/planner";

// One of two things the planner's one-act lines miss (docs/reading.md, "Parts and the thread"): a message of
// several questions gets one reply that answers each in turn, in her words (the other, a reply naming what
// his last turn asked about, is thread-reply.ts). It replaces the weakest line of the set.

// "can i bring my camera?", "should i wear black?", "main dost ko la sakti hoon?": she asks leave.
const PERMISSION =
  /^\W*(?:(?:and|also|aur|but|so|ok)\s+)*(?:can|could|may|should)\s+i\b|\b(?:la|le\s+aa|pehen|bula)\s+(?:sakti|skti)\s+(?:hoon|hu|hun)\b/i;

const HOLDING_UP = /\bholding\s+up\b/i;
const PLAN_ASKS: ReadonlyArray<[RegExp, "planWhere" | "planWhen"]> = [
  [
    /^\W*(?:(?:and|so|ok|okay|sure)[,!\s]+)*(?:where|kahan|kaha|kahaan|kidhar)(?:\s+(?:should|shall|do)\s+we\s+(?:go|meet)|\s+(?:were|are)\s+(?:you|u)\s+thinking|\s+milna\s+(?:h|hai)|\s+milenge)?(?:\s+(?:tho|though|then|phir))?\W*$/i,
    "planWhere",
  ],
  [
    /^\W*(?:(?:and|so|ok|okay|sure)[,!\s]+)*(?:when|(?:what|wht|wat)\s+time|kab|kitne\s+baje|time)(?:\s+(?:should|shall|do)\s+we\s+(?:go|meet)|\s+(?:were|are)\s+(?:you|u)\s+thinking|\s+milna\s+(?:h|hai)|\s+milenge|\s+bata\s+(?:dena|do|dijiye))?(?:\s+(?:tho|though|then|phir))?\W*$/i,
    "planWhen",
  ],
];
/** Her news, hard week or wanting it casual, told (not asked) beside her plan or question. */
const toldBeside = (p: MessagePart) =>
  !p.form && (p.act === "good_news" || p.act === "stress" || p.act === "casual" || p.act === "nerves" || p.act === "bad_texter");
const COMING = /\b(?:aaoge|aaogi|aa\s+rahe\s+ho|chaloge|come|coming|join)\b/i;
const OTHERS = /\b(?:your|ur|tumhare|tumhari|tumhara)\s+(?:friends?|sister|brother|cousins?|dost|gang|group|flatmates?|roommates?)\b/i;
const SOON = /\b(?:this\s+weekend|weekend|tonight|tomorrow|this\s+evening|today|aaj\s+raat|aaj\s+shaam|aaj|kal)\b/i;
const WHATS_NEW = /\bwhat'?s\s+new\b|\bkya\s+naya\b/i;

// A stretch of his time she asks after ("how was ur day", "monday kaisa gaya"), and where she names it as his.
const DAY_OF = /^(?:day|din|week|weekend|hafta|hafte|monday|tuesday|wednesday|thursday|friday|saturday|sunday|morning|evening|shift)$/i;
const HOW_WAS = /\b(?:how|kaisa|kaisi)\b/i;
const HIS_DAY = /\b(?:your|ur|tumhara|tumhari|aapka|tera)\s+(day|din|week|weekend)\b/i;
const HOW_LONG = /\bhow\s+long\b|\bsince\s+when\b|\bkab\s+se\b|\bkitne\s+(?:saal|mahine|time)\s+se\b/i;
// What she confides is no topic to ask more about ("And divorced: tell me more.").
const TENDER = /\b(?:divorc\w*|separat\w*|widow\w*|single\s+(?:mom|mum|mother)|break\s*up|ex|talaq|miscarriage|therapy)\b/i;
/** A name she drops, or a thing the details know ("irani chai"): a word worth saying back, not a loose one. */
const sayable = (part: MessagePart) =>
  !!part.key && (isName(part.key, part.said) || lexiconMatches(part.key).length > 0 || knownSalient(part.key, 0.6));
/** "how's your tuesday going", "monday kaisa gaya": a stretch of his time she asks after, small talk or not. */
const daysOfHis = (part: MessagePart) => part.about === "him" && DAY_OF.test(part.key ?? "") && HOW_WAS.test(part.said);

// What an open question about him asks for, where a line can say it as a person would ("I grew up in
// [[where you grew up]]", "Work-wise, [[your job]]") rather than name her word before a blank; his About-you
// facts fill the kinds they answer.
type AskedKind = keyof PartLines["asked"];
// "when r u free?", "kitne baje free hoge?": when he is free, which only he can fill in.
const FREE =
  /\bwhen\s+(?:are|r)\s+(?:you|u)\s+(?:next\s+)?free\b|\bwhen'?s\s+good\s+for\s+(?:you|u)\b|\bwhat\s+(?:time|day)\s+works\s+for\s+(?:you|u)\b|\b(?:kab|kitne\s+baje)\s+free\s+(?:ho|hoge|h|hai)\b/i;
const ASKED_KINDS: Array<[AskedKind, RegExp]> = [
  ["grew", /\bwhere\b.*\b(?:grow|grew)\s+up\b|\b(?:kahan|kaha)\s+bade\s+hue\b/i],
  [
    "live",
    /\bwhere\s+(?:in\s+[\p{L}]+\s+)?(?:do\s+)?(?:you|u)\s+(?:live|stay)\b|\bwhere\s+in\s+[\p{L}]+\s+(?:are|r)\s+(?:you|u)\b(?!\s+(?:staying|going|headed|heading|visiting|travelling|traveling))|\b(?:kahan|kaha|kahaan|kidhar)\s+(?:rehte|rahte)\s+(?:ho|h)\b/iu,
  ],
  [
    "from",
    /\bwhere\s+(?:are|r)?\s*(?:you|u)\s+(?:originally\s+)?from\b|\b(?:originally\s+)?(?:kahan|kaha|kahaan|kidhar)\s+se\s+(?:ho|h)\b/i,
  ],
  ["free", FREE],
  ["weekends", /\bweekends?\b/i],
  [
    "fun",
    /\bfor\s+fun\b|\bfree\s+time\b|\bspare\s+time\b|\bkhali\s+time\b|\bwhen\s+(?:you'?re|ur|u\s*r|you\s+are)\s+not\s+(?:working|at\s+work)\b/i,
  ],
  [
    "work",
    /^(?:(?:so|and|ok|okay|acha|achha|aur|toh)[,\s]+)*what\s+do\s+(?:you|u)\s+do\s*(?:for\s+(?:work|a\s+living))?\s*\??$|\bwhat\s+do\s+(?:you|u)\s+do\s+for\s+(?:work|a\s+living)\b|\bwhat'?s\s+(?:your|ur)\s+job\b|^(?:(?:aur|toh|acha|achha)\s+)?(?:tum|aap)\s+kya\s+karte\s+(?:ho|h|hain)\s*\??$|\bkya\s+kaam\s+karte\b|(?:^|,\s*)kya\s+karte\s+(?:ho|h)\s*\??$/i,
  ],
];
const FACT_OF: Partial<Record<AskedKind, "home" | "work" | "likes">> = {
  live: "home",
  from: "home",
  work: "work",
  fun: "likes",
  weekends: "likes",
};

/**
 * "who do you watch it with" → "Who do I watch it with", "what time's the gig" → "What time's the gig": an
 * open question to him said back whole from his side. A thing it names alone ("Gig: …") missed what she asked
 * about it (the time) more often than not.
 */
function hisSideOf(part: MessagePart, language: LanguageId): string | undefined {
  if (part.about !== "him" || part.form !== "open" || part.smallTalk) return undefined;
  if (HOW_LONG.test(part.said) || NAMES_IT_ELSEWHERE.test(part.said) || ASKED_KINDS.some(([, asks]) => asks.test(part.said)))
    return undefined;
  return language === "en" ? openCore(part.said) : hiOpenCore(part.said);
}

function askedKindLine(part: MessagePart, language: LanguageId, random: () => number, facts?: AboutFacts): string | null {
  if (part.about !== "him" || part.form !== "open") return null;
  const kind = ASKED_KINDS.find(([, asks]) => asks.test(part.said))?.[0];
  if (!kind) return null;
  const lines = PART_LINES[language].asked[kind];
  const field = FACT_OF[kind];
  const fact = field && lines.fact && facts?.[field]?.trim() ? factText(field, facts[field]!) : null;
  // "where are you originally from?" is answered "Originally from…".
  const asSheAsked = (pool: readonly string[]) => {
    const same = pool.filter((l) => /originally/i.test(l) === /originally/i.test(part.said));
    return same.length ? same : pool;
  };
  return fact && lines.fact ? fill(pick(asSheAsked(lines.fact), random), { fact }) : pick(asSheAsked(lines.blank), random);
}

function partChunk(
  part: MessagePart,
  language: LanguageId,
  random: () => number,
  care: "grief" | "hard_day" | null,
  facts?: AboutFacts,
): string | null {
  const lines = PART_LINES[language];
  // After bad news he answers "how are you?" in a word and turns back to her (what else of his she asks
  // after is kept for later, by partsReply); on a hard day, "how are you?" is not answered with "better now!".
  // "how's your tuesday going", "…how was your week tho", "what's new with u": his day by its name, "nothing much new".
  if ((part.smallTalk || daysOfHis(part)) && (care === "grief" || care === "hard_day")) {
    const day = DAY_OF.test(part.key ?? "") ? part.key : HOW_WAS.test(part.said) ? HIS_DAY.exec(part.said)?.[1] : undefined;
    const plain = part.smallTalk === "whats_up" ? lines.careWhatsUp : lines.careSmallTalk;
    return day ? fill(pick(lines.careDay, random), { key: day }) : pick(plain, random);
  }
  // What she owns up to beside her question: her nerves met with his (not a hard day to be sorry about),
  // her looking him up taken as flattery.
  if (part.act === "nerves" && part.what) return fill(pick(lines.nerves, random), { key: part.what });
  if (part.act === "looked_up") return pick(lines.lookedUp, random);
  if (part.act === "bad_texter") return pick(lines.badTexter, random);
  if (part.act === "dealbreaker") return pick(lines.noProblem, random);
  // Her news by what it is where she names it ("Promotion! That's huge"), not by a loose word of it.
  if (!part.form && part.act === "good_news" && part.key)
    return fill(pick(lines.goodNews, random), { key: goodThing(part.said, language) ?? part.key });
  if (!part.form && part.act === "compliment")
    return part.key && sayable(part) ? fill(pick(lines.thanksFor, random), { key: part.key }) : pick(lines.thanks, random);
  // Her hard day by its name where the name is a thing the details know ("sorry about the deadline");
  // "sorry about TIRED" or "sorry about laptop died mid-exam" is no sympathy, so anything else gets none.
  if (!part.form && part.act === "stress")
    return part.key && part.key.split(" ").length <= 2 && (lexiconMatches(part.key).length || knownSalient(part.key, 0.6))
      ? fill(pick(lines.hardDay, random), { key: part.key })
      : pick(lines.hardDayPlain, random);
  if (!part.form && part.act === "casual") return pick(lines.casual, random);
  // Something good she tells in passing, before her question: glad with her, in her words.
  if (part.act === "glad" && part.key) return fill(pick(lines.lovely, random), { key: part.key });
  // "but i'll bring my friend along", "camera off for the first 5 min": her terms, agreed to by name.
  if (part.act === "terms" && part.what) return fill(pick(lines.terms, random), { key: part.what });
  // "send a pic of the cake", "pics of the beach pls": what she asks him to send, promised.
  if (part.act === "pics") return part.what ? fill(pick(lines.pics, random), { key: part.what }) : pick(lines.picsBare, random);
  // "take me next time pls": she comes along.
  if (part.act === "along") return pick(lines.along, random);
  // A name she drops in passing, or a thing the details know ("i'll get there early for irani chai"), is
  // picked up; a loose word of a statement is left alone.
  if (!part.form && !part.act && part.key && sayable(part) && !TENDER.test(part.key))
    return fill(pick(lines.named, random), { key: part.key });
  // "how was ur day?", "weekend kaisa tha?": his day answered by name, not "I'm good".
  if (
    part.smallTalk === "how_are_you" ||
    (part.about === "him" && part.form === "open" && DAY_OF.test(part.key ?? "") && HOW_WAS.test(part.said))
  )
    return DAY_OF.test(part.key ?? "")
      ? fill(pick(lines.goodDay, random), { key: part.key! })
      : pick(HOLDING_UP.test(part.said) ? lines.holdingUp : lines.howAreYou, random);
  if (part.smallTalk === "whats_up") {
    // "what are you up to this weekend?", "what's new?": the time she asks about, or nothing much new.
    const when = SOON.exec(part.said)?.[0];
    if (when) return fill(pick(lines.upTo, random), { when });
    return pick(WHATS_NEW.test(part.said) ? lines.whatsNew : lines.whatsUp, random);
  }
  if (part.form === "either_or" && part.options && part.options.length >= 2)
    return fill(pick(lines.pick, random), { a: part.options[0]!, b: part.options[1]! });
  const kindLine = askedKindLine(part, language, random, facts);
  if (kindLine) return kindLine;
  if (part.key && part.about !== "him" && PERMISSION.test(part.said)) return fill(pick(lines.permit, random), { key: part.key });
  if (!part.form) return null;
  // "did u eat the kathi rolls?" → "Eat the kathi rolls? [[yes or no]]": her question said back, as people do,
  // and so is one that names nothing ("is 8 too late for you?" → "8 too late for me?").
  const asked =
    part.about === "him" && part.form === "yes_no" ? (language === "en" ? yesNoCore(part.said) : hiOpenCore(part.said)) : undefined;
  if (!part.key) return asked ? fill(pick(lines.yesNo, random), { key: asked }) : null;
  if (part.about === "him" && HOW_LONG.test(part.said))
    return fill(pick(lines.howLong, random), { key: /^long$/i.test(part.key) ? (language === "hi" ? "Kab se" : "How long") : part.key });
  const own = part.about === "him" ? (part.form === "yes_no" ? lines.yesNo : lines.open) : lines.other;
  return fill(pick(own, random), { key: asked ?? part.key });
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
  facts?: AboutFacts,
): PlannedReply | null {
  // After her no, nothing; after a limit ("can we stick to text for a bit? also what's ur fav podcast") or a
  // complaint ("where are my pics 😤 and what did u name her") she still talks to him, and what she asks is
  // answered after the set's yes or sorry, without a question mark or an invitation of his own.
  const plain = reading.rail === "boundary";
  if (plain && !stillTalking(reading, message)) return null;
  const care = reading.rail === "care" ? "grief" : reading.acts.some((a) => a.kind === "stress") ? "hard_day" : null;
  // Questions inside a tease ("famous where? in your own kitchen?") are not for answering one by one.
  // Her question beside what she does ("my bus broke down. u home yet?") is a part of its own, whatever
  // the classifier made of the message.
  const asksBeside = reading.primary.kind !== "question" && reading.parts.some((p) => p.form && p.about === "him" && !p.act);
  // So is her news or hard week beside her plan or question ("week bohot heavy tha. Sunday ko chill karein?").
  const tellsBeside = (reading.primary.kind === "plan" || reading.primary.kind === "question") && reading.parts.some(toldBeside);
  const several = reading.multiPart || asksBeside || tellsBeside;
  if (
    !several &&
    reading.primary.kind !== "question" &&
    care !== "grief" &&
    !reading.parts.some((p) => p.smallTalk || p.act === "terms" || p.act === "dealbreaker" || PERMISSION.test(p.said))
  )
    return null;
  const random = seededRandom(hashString(`parts|${seed}`));
  const asking = reading.primary.kind === "question";
  // After bad news the set's care comes first, whatever else she asked; her news met by name where it can be (after-news.ts).
  const named = careNamed(reading, message, language, random);
  const lead =
    named ??
    (asking && care !== "grief"
      ? undefined
      : set.find((r) => LEADS.includes(r.basis) && blankCount(r.reply) === 0 && r.reply.length <= 80)?.reply);
  // `before`: her news, hard week or wanting it casual beside her plan, met before the yes to it.
  const chunks: Array<{ text: string; asks: boolean; before?: boolean }> = [];
  const keys = new Set<string>();
  const askedKeys = new Set<string>();
  let careAnswered = false;
  // After bad news, the things of his she asked after are kept for later in one line, two at most by name.
  const later: string[] = [];
  const movesOn = care === "grief" && MOVES_ON.test(message);
  let lighterGiven = false;
  for (const given of reading.parts) {
    // A part the safety check flags ("have you watched Kill Yourself Tonight?") has no word said back.
    if (checkSafety(given.said)) continue;
    // Under her limit or complaint, the part that sets it ("can we stick to text?", "where are the pics sir 😤") is met
    // by the set's yes or sorry. Only her questions to him are answered there: not "can I be honest?", nor what she only
    // tells, nor a choice beside her limit ("sabko 'jaan' bolte ho ya…? dono case mein mat bolo": either side breaks it),
    // though beside her complaint it is ("a timing thing or just not that keen?").
    // "anyway tell me something funny" after her news: something lighter, his to fill in, once.
    const lighter = care === "grief" && !lighterGiven ? lighterAsked(given.said) : null;
    if (lighter) {
      const lines = PART_LINES[language][lighter === "silly" ? "careSilly" : "careLighter"];
      chunks.push({ text: fill(pick(lines, random), { key: lighter }), asks: true });
      lighterGiven = true;
      if (!given.form || given.about !== "him") continue;
    }
    // A choice she turns to after it ("Waise aapka WFH hai ya full office?") is answered too.
    const turnsAway = given.form === "either_or" && TURNS_AWAY.test(given.said);
    const asksHim = given.form && (given.form !== "either_or" || reading.apologise || turnsAway) && given.about === "him";
    if (plain && (!asksHim || SETS_IT.test(given.said) || PERMISSION.test(given.said) || /\bhonest\b/i.test(given.said))) continue;
    // Her own plan and its hour ("sunday chalega, par 12 baje karein?"), said yes to by the set (whole-sets.ts).
    const { said: hers, time } = reading.herPlan ?? {};
    if (given.said === hers || (time && given.form === "yes_no" && given.said.includes(time))) continue;
    // "where and when?", "what time?", "fri works, wht time tho?" (its last clause) beside her yes: where and when to meet.
    const last = given.said.split(/,\s*/).at(-1)!;
    const planAsks = reading.primary.kind === "plan" && given.form ? PLAN_ASKS.find(([asks]) => asks.test(last))?.[1] : undefined;
    // Not twice where the lead already asks who picks the place ("Pick the place or shall I?").
    if (planAsks === "planWhere" && lead && /\b(?:place|spot|jagah)\b/i.test(lead)) continue;
    if (planAsks) {
      const text = pick(PART_LINES[language][planAsks], random);
      if (!chunks.some((c) => c.text === text)) chunks.push({ text: plain ? (asStatement(text) ?? text) : text, asks: true });
      continue;
    }
    // "how was it??", "kab hai?" after his turn about Ladakh: a short question that names nothing asks
    // about what the conversation was about.
    const part =
      !given.key && given.form && reading.threadTopic && given.said.split(/\s+/).length <= 5 && !given.smallTalk
        ? { ...given, key: reading.threadTopic }
        : given;
    const hisSide = care === "grief" || part.act === "dealbreaker" ? undefined : hisSideOf(part, language);
    // "how was it?" after "the gig": one answer about the gig, not two.
    // Her question is answered even where what she told before it had its word ("landed in Goa… how's Goa
    // treating you?"), unless her nerves, met with his, answered it already ("kinda nervous… do u get nervous too?").
    if (!hisSide && part.key && (part.form ? askedKeys : keys).has(part.key.toLowerCase())) continue;
    // After bad news what she only tells gets no answer of its own, so it takes no word from her question.
    if (part.key && (care !== "grief" || part.form || part.smallTalk)) keys.add(part.key.toLowerCase());
    if (part.key && part.form) askedKeys.add(part.key.toLowerCase());
    if (part.act === "nerves" && part.what) askedKeys.add(part.what.toLowerCase());
    // The lead already answers the part her main act is in; not "when are you free?" (a yes doesn't say when he is).
    const whenFree = part.about === "him" && FREE.test(part.said);
    // So does it the day her plan is on ("Sure, Sunday works.").
    const herDay = reading.primary.kind === "plan" && !part.form && !!part.key && !!findDay(part.key);
    // So does it her "will you come?" ("tum aaoge?", "wanna come?", not "are your friends coming?") beside her plan.
    const coming = reading.primary.kind === "plan" && part.form === "yes_no" && COMING.test(part.said) && !OTHERS.test(part.said);
    // Not her news in the breath of her plan ("promotion mil gaya… friday ko drinks"), nor "if that's a problem, lmk".
    if (
      lead &&
      !whenFree &&
      !(part.act === "good_news" && reading.primary.kind === "plan") &&
      part.act !== "dealbreaker" &&
      (herDay || coming || part.act === reading.primary.kind || part.said.includes(reading.primary.said.trim()))
    )
      continue;
    // "can we push Saturday?", "kal ka cancel kar sakte hain?": after her news, their plan moved or called off is a yes, said.
    const move = care === "grief" ? movesPlan(part, language) : null;
    if (move) {
      const text = fill(pick(PART_LINES[language][move.lines], random), { key: move.key });
      if (!chunks.some((c) => c.text === text)) chunks.push({ text, asks: true });
      continue;
    }
    if (care === "grief" && !part.smallTalk && !daysOfHis(part)) {
      // What she asks him beside her news is answered after the care ("I'll tell you another time" left it hanging):
      // a word the corpus knows said back ("Pet? [[yes or no]]."), not a loose one ("Absorb? [[yes or no]]"), unless
      // she moved on herself ("distract me"); beside a limit, as a statement. Her question said back from his side
      // ("Ever absorb other people's sadness? [[yes or no]].") reads as an answer where a loose word would not.
      const worth = !!part.key && (knownSalient(part.key, 0.45) || lexiconMatches(part.key).length > 0);
      const core = part.form === "yes_no" ? (language === "en" ? yesNoCore(part.said) : hiOpenCore(part.said)) : hisSideOf(part, language);
      const answer =
        part.form && part.about === "him" && (movesOn || worth || core)
          ? !worth && core
            ? fill(pick(PART_LINES[language][part.form === "yes_no" ? "yesNo" : "echo"], random), { key: core })
            : partChunk(part, language, random, null, facts)
          : null;
      const asked = answer && reading.acts.some((a) => a.kind === "boundary") ? asStatement(answer) : answer;
      if (asked && !chunks.some((c) => c.text === asked)) chunks.push({ text: asked, asks: true });
      else if (!asked && laterKey(part)) later.push(part.key!);
      continue;
    }
    // "you must be exhausted" after his hard news is her sympathy, not a hard day of hers.
    if (reading.moment === "his_hard_news" && part.act === "stress") continue;
    // After bad news one word about how he is is enough ("Backup is fine. Cancel is fine." is not).
    if (care === "grief" && careAnswered) continue;
    const short = shortQuestion(part);
    // "why?", "who with?": a short question that names nothing is said back, where no line answers it as such.
    // "when did you go?" → "I went [[when]].": her verb, his past; only the when is his to fill in.
    const when = part.about === "him" && part.form === "open" && care !== "grief" ? whenCore(part.said, language) : undefined;
    const answer =
      when && part.act !== "dealbreaker"
        ? fill(pick(PART_LINES[language].when, random), { key: when })
        : hisSide
          ? fill(pick(PART_LINES[language].echo, random), { key: hisSide })
          : (partChunk(part, language, random, care, facts) ??
            (short ? fill(pick(PART_LINES[language].echo, random), { key: short }) : null));
    const chunk = answer && plain ? asStatement(answer) : answer;
    if (chunk && care === "grief") careAnswered = true;
    const before = tellsBeside && toldBeside(part);
    if (chunk && !chunks.some((c) => c.text === chunk)) chunks.push({ text: chunk, asks: !!(part.form || part.smallTalk), before });
  }
  if (later.length)
    chunks.push({
      text:
        later.length === 1
          ? fill(pick(PART_LINES[language].careOpen, random), { key: later[0]! })
          : fill(pick(PART_LINES[language].careOpenTwo, random), { a: later[0]!, b: later[1]! }),
      asks: true,
    });
  // "good! wbu": her only question is how he is, answered in a word; so is "if that's a problem for you, tell me".
  const dealbreaker = reading.parts.some((p) => p.act === "dealbreaker");
  const onlySmallTalk = dealbreaker || reading.parts.filter((p) => p.form || p.smallTalk).every((p) => p.smallTalk);
  if (chunks.length === 1 && !lead && onlySmallTalk && keepsRails(chunks[0]!.text, reading))
    return { reply: chunks[0]!.text, score: 0, basis: "parts" };
  // Her yes and "can I bring a friend?", her terms ("but i'll bring my friend along") or "if that's a dealbreaker": two parts.
  const asksLeave = dealbreaker || reading.parts.some((p) => PERMISSION.test(p.said) || p.act === "terms");
  // Named, her news is a reply of its own even with nothing else to answer.
  if (named && !chunks.length) return keepsRails(named, reading) && !checkSafety(named) ? { reply: named, score: 0, basis: "parts" } : null;
  if (chunks.length + (lead ? 1 : 0) < 2 || (!several && !asksLeave && care !== "grief" && chunks.length < 2)) return null;
  // Her hard day told beside her questions is met first ("Ugh, sorry. That sounds like a rough one."), not with "Rapid fire".
  const unmet = care === "hard_day" && !chunks.some((c) => /\b(?:sorry|ugh)\b/i.test(c.text));
  const opening =
    lead ?? pick(PART_LINES[language][unmet ? "hardDayPlain" : reading.moment === "his_hard_news" ? "introThanks" : "intro"], random);
  // As many parts as fit in one reply, in her order; where not all fit, what she only told ("Bangkok,
  // noted.") gives way to what she asked.
  const fits = (list: readonly { text: string }[]) => [opening, ...list.map((c) => c.text)].join(" ").length <= MAX_OFFLINE_REPLY_CHARS;
  // A part that would break her rail on its own ("Flight Monday, noted." beside her yes to Sunday) is left out, not the
  // reply. The sorry her complaint needs is the lead's to say, not every part's.
  const alone: Reading = { ...reading, apologise: false };
  const kept = chunks.filter((c) => keepsRails(c.text, alone));
  while (!fits(kept) && kept.some((c) => !c.asks))
    kept.splice(
      kept.findIndex((c) => !c.asks),
      1,
    );
  let reply = opening;
  for (const { text, before } of kept)
    if (`${reply} ${text}`.length <= MAX_OFFLINE_REPLY_CHARS) reply = before && lead ? `${text} ${reply}` : `${reply} ${text}`;
  if (reply === opening || !keepsRails(reply, reading) || checkSafety(reply)) return null;
  return { reply, score: 0, basis: "parts" };
}
