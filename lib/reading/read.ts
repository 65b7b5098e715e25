import { actsOf } from "@/lib/reading/acts";
import { COMPLAINT_ABOUT, EXCITED, FLIRTING, LAUGHING, PLAN, STRESS, WINDING_DOWN } from "@/lib/reading/cues";
import { ACTIVITY, findDay } from "@/lib/reading/days";
import { herPlanOf } from "@/lib/reading/her-plan";
import { languageOf } from "@/lib/reading/language";
import { mergeActs } from "@/lib/reading/learned/merge";
import { type LearnedReading, readLearned } from "@/lib/reading/learned/reader";
import { limitOf } from "@/lib/reading/limit";
import { momentOf, namesHisNews } from "@/lib/reading/moment";
import { normaliseText } from "@/lib/reading/normalise-text";
import { echoedParts, isEcho, partsOf, threadTopicOf } from "@/lib/reading/parts";
import { detailsOf } from "@/lib/reading/reading-details";
import { tenseOf } from "@/lib/reading/tense";
import { parseThread } from "@/lib/reading/thread";
import type { Act, MessagePart, MoodId, Rail, Reading } from "@/lib/reading/types";
import { MOOD_IDS } from "@/lib/reading/vibe";

// The one reading of her message (docs/reading.md). Phrases are matched before single words ("not
// interested" before "interested", "passed away" before "passed"), every pattern knows English and
// Hinglish, and the order of precedence is fixed: a boundary beats everything, bad news beats any
// question, because what a reply must never do there outweighs anything it might answer.
//
// The cue patterns are in lib/reading/cues.ts; the acts, questions, days, details, tense and language
// are read in their own modules next to this one, and put together here.

// Her warning of her own quiet ahead: off grid, slow replies, no signal, "don't be cross if I double text late".
const HER_QUIET =
  /\b(?:heads\s+up|fair\s+warning|off\s+grid|when\s+i\s+(?:have|get)\s+(?:signal|network|wifi)|replies?\s+(?:might|may|will|could)\s+be\s+(?:slow|late)|i'?(?:ll|\s+will|\s+might|\s+may)\s+(?:be\s+)?(?:slow|quiet|mia|offline|away)\b|if\s+i\s+(?:go|am|'m)\s+(?:quiet|mia|silent|slow)|network\s+(?:ni|nahi|nhi)\s+(?:hota|milta|rahega|hoga)|gussa\s+mat\s+hona|\b(?:calls?|msgs?|replies|baat)\s+(?:thodi|thoda)?\s*kam\s+(?:hongi|hoga|hogi|honge)|baad\s+mein\s+baat\s+(?:karti|karungi)|baat\s+(?:kam|nahi|nhi|na)\s+ho\s+(?:paayegi|payegi)|(?:going\s+to\s+be|gonna\s+be)\s+(?:fairly\s+|pretty\s+|quite\s+)?(?:absent|quiet|mia|offline|scarce)\b|might\s+be\s+(?:quiet|mia|offline|absent)\b)/i;
// Her limit put as her rule, ahead of anything he did ("fyi i don't meet anyone from here till we've talked for a
// month", "just so you know, no calls before the first date"): nothing to be sorry for.
const UPFRONT =
  /\b(?:fyi|jsyk|just\s+so\s+(?:you|u)\s+know|just\s+to\s+be\s+(?:upfront|clear)|upfront|pehle\s+hi\s+bata\s+(?:du|doon|deti|rahi))\b|\bi\s+(?:don'?t|dont|never)\s+(?:meet|video\s*call|share|give\s+out)\b/i;
// What he did, named beside it: "your excuse for the three-day gap", "you went quiet on me".
const HIS_QUIET = /\b(?:your\s+excuse|(?:you|u)\s+(?:went|go|disappeared|vanished|ghosted)|gap)\b/i;

// "good", "haha", "ok cool": his last turn, so short that her complaint after it is about his dry texting.
const CURT = /^\W*(?:\S+\s*){1,2}$/u;

/**
 * What her complaint is about, where she names it; after a curt last turn of his ("good", then "wow,
 * riveting. tell me more"), his dry texting; else whether it is a playful one.
 */
function apologyOf(message: string, mood: MoodId, acts: Act[], thread?: string): Reading["apologyFor"] {
  for (const about of ["ignored", "promise", "dry", "slow"] as const) if (COMPLAINT_ABOUT[about].test(message)) return about;
  const his = parseThread(thread).at(-1);
  if (his?.who === "Me" && CURT.test(his.text) && !his.text.includes("?")) return "dry";
  // "where are my snow pics 😤 and did u do the paragliding or chicken out": a complaint she teases him with.
  return mood === "playful" || mood === "flirty" || acts.some((a) => a.kind === "tease") ? "playful" : undefined;
}

const PRECEDENCE: Act["kind"][] = [
  "boundary",
  "complaint",
  "bad_news",
  "casual",
  "question",
  "plan",
  "good_news",
  "confession",
  "stress",
  "sarcasm",
  "tease",
  "flirt",
  "compliment",
  "greeting",
  "statement",
  "low_effort",
];

function primaryOf(acts: Act[]): Act {
  // A plan on her day, a yes to his, or one that waits on a condition is what her message is about.
  const planWithDay = acts.find((a) => a.kind === "plan" && (a.day || a.stage !== "proposed"));
  const question = acts.find((a) => a.kind === "question");
  // A plan on a day she named is what the message is for ("free Friday? what do you want to do?"),
  // unless she also asks him to choose between things.
  if (planWithDay && !acts.some((a) => a.kind === "boundary" || a.kind === "complaint" || a.kind === "bad_news")) {
    if (!(question && question.kind === "question" && question.form === "either_or")) return planWithDay;
  }
  for (const kind of PRECEDENCE) {
    const act = acts.find((a) => a.kind === kind);
    if (act) return act;
  }
  return acts[0]!;
}

/** Whether her only boundary is a limit or a slower pace ("I'll be quiet for a few days"), not a no. */
const onlyALimit = (acts: Act[]) =>
  !acts.some((a) => a.kind === "complaint") &&
  acts.some((a) => a.kind === "boundary") &&
  acts.every((a) => a.kind !== "boundary" || a.reason === "limit" || a.reason === "slow_down");

function railOf(acts: Act[]): Rail {
  // Bad news with a limit ("Grandad passed. I'll be quiet for a bit") is met with care, asking nothing.
  if (acts.some((a) => a.kind === "bad_news") && onlyALimit(acts)) return "care";
  // "NEET ka result aaya. 3rd attempt bhi nahi hua. mummy ne kuch nahi kaha, wahi sabse bura laga": her
  // grief with a complaint beside it (often not about him) is met with care, not an apology.
  if (acts.some((a) => a.kind === "boundary")) return "boundary";
  if (acts.some((a) => a.kind === "bad_news")) return "care";
  if (acts.some((a) => a.kind === "complaint")) return "boundary";
  return null;
}

const MOODS = new Set<string>(MOOD_IDS);

// News that ends it because of someone: she met someone, is seeing or exclusive with him, back with her
// ex, engaged, her rishta fixed. Glad for her there; "happy for you" to her leaving for her dad's surgery is not.
const SOMEONE_NEW =
  /\b(?:met|meeting|seeing|dating|talking\s+to|exclusive\s+with)\s+(?:someone|somebody|a\s+(?:guy|boy|man))\b|\bsomeone\s+(?:else|new)\b|\bex\b[^.!?]{0,30}\b(?:back|patch|together|again|saath)\b|\b(?:back|patch\s*up)\b[^.!?]{0,20}\bex\b|(?<!\b(?:ex|he|she|they|cousin|friend|sister|brother|bf|boyfriend)\b[^.!?]{0,15})\b(?:engaged|exclusive|sagai|mangni)\b|\brishta\s+(?:pakka|fix)|\bkoi\s+(?:aur\s+)?mil\s+(?:gaya|gya)\b/i;

// "mera rishta pakka ho gaya", "I'm getting married in feb": her own engagement, which is news to congratulate.
const ENGAGED =
  /\b(?:i'?m|i\s+am|im|i\s+got|we\s+got|we'?re|i'?m\s+getting|getting)\s+(?:engaged|married)\b|\b(?:meri|mera)\s+(?:shaadi|shadi|sagai|mangni|rishta|roka)\b|\brishta\s+(?:pakka|fix)\s+ho\b|\b(?:shaadi|shadi)\s+(?:fix|pakki|tay)\s+ho\b/i;

function moodOf(acts: Act[], primary: Act, text: string, learned: string): MoodId {
  const boundary = acts.find((a) => a.kind === "boundary");
  if (acts.some((a) => a.kind === "complaint")) return "upset";
  if (boundary && boundary.kind === "boundary")
    return boundary.reason === "slow_down" || boundary.reason === "limit" || boundary.reason === "goodbye"
      ? "winding_down"
      : "not_interested";
  if (acts.some((a) => a.kind === "bad_news")) return "sad";
  // Past the rails, the learned reader's mood: it hears a tease or a flat "ok" the cues below miss.
  if (MOODS.has(learned) && learned !== "not_interested" && learned !== "upset" && learned !== "sad") return learned as MoodId;
  if (primary.kind === "stress" || (acts.some((a) => a.kind === "stress") && primary.kind !== "question")) return "stressed";
  if (WINDING_DOWN.test(text)) return "winding_down";
  if (primary.kind === "good_news" || EXCITED.test(text)) return "excited";
  if (primary.kind === "compliment" || FLIRTING.test(text)) return "flirty";
  if (primary.kind === "tease" || LAUGHING.test(text)) return "playful";
  if (primary.kind === "low_effort") return "low_effort";
  if (primary.kind === "question") return "curious";
  if (primary.kind === "plan") return "excited";
  if (primary.kind === "greeting") return "warm";
  return "neutral";
}

/**
 * Her good news, hard week or wanting it casual read in the message as a whole ("mera placement ho gaya
 * Infosys mein!!", "week bohot heavy tha") is the news in its first part that tells rather than asks, where the cues read no part as
 * such: that part is cheered or met with sympathy, beside a plan or a question of hers too ("I got the
 * Warangal project. Dinner this weekend to celebrate?").
 */
function withNewsPart(parts: MessagePart[], acts: Act[], primary: Act, multiPart: boolean): MessagePart[] {
  let read = parts;
  // Her hard week or wanting it casual only beside a plan that is all she asks: where she asks more, each part
  // is said back already.
  const kinds =
    primary.kind === "plan" && !multiPart
      ? (["good_news", "stress", "casual"] as const)
      : primary.kind === "question" && !multiPart
        ? (["good_news", "stress"] as const)
        : (["good_news"] as const);
  for (const kind of kinds) {
    if (!acts.some((a) => a.kind === kind) || read.some((p) => p.act === kind)) continue;
    const at = newsAt(read, kind);
    if (at >= 0) read = read.map((p, i) => (i === at ? { ...p, act: kind } : p));
  }
  return read;
}

/** Which part tells her news, hard week or wanting it casual, or -1. */
function newsAt(read: MessagePart[], kind: "good_news" | "stress" | "casual"): number {
  const telling = (p: MessagePart) => !p.form && !p.smallTalk && !!p.key && !p.act;
  // Her good news is the part told gladly where there is one ("mera transfer Gurgaon ho gaya finally 🥳").
  if (kind === "good_news") {
    const glad = read.findIndex((p) => p.act === "glad");
    return glad >= 0 ? glad : read.findIndex(telling);
  }
  // Her hard week is the part that sounds like one, else her opening words where they are not about the plan
  // ("Dinner this week is fine, lekin Bandra ke paas" is her yes, not her week).
  const sounds = kind === "stress" ? read.findIndex((p) => telling(p) && STRESS.test(p.said)) : -1;
  if (sounds >= 0) return sounds;
  const first = read[0];
  return first && telling(first) && !PLAN.test(first.said) && !findDay(first.said) && !ACTIVITY.test(first.said) ? 0 : -1;
}

/**
 * Reads her message (and the conversation before it): one answer for every feature and engine.
 * `learned` is the learned reader's reading of it; only the training script's writer-by-writer
 * evaluation passes another (a model that never saw the writer).
 */
export function readMessage(message: string, thread?: string, learned: LearnedReading = readLearned(message, thread)): Reading {
  const text = normaliseText(message);
  const { acts: merged, multiPart } = mergeActs(actsOf(message, text), learned, message, thread);
  const threadTopic = thread ? threadTopicOf(parseThread(thread), message) : undefined;
  const echoed = thread ? echoedParts(partsOf(message), parseThread(thread), threadTopic) : { parts: partsOf(message) };
  // "aur tum?" after his question asks him what he asked her, whatever the classifier made of two words.
  const echoedActs = echoed.echo
    ? merged.map((a): Act => (a.kind === "question" && a.about !== "him" && isEcho(a.said) ? { ...a, form: "open", about: "him" } : a))
    : merged;
  // "how did your mum's surgery go?": the hard news is his. Not her bad news, and no care rail for her.
  const hisNews = namesHisNews(text, echoedActs, thread);
  // "heads up im off grid… so no 'u ok?' double texts pls": her own quiet ahead, not a complaint about his texting,
  // unless she names what he did ("so if i go quiet it's not you. what's your excuse for the three-day gap?").
  const herQuiet =
    HER_QUIET.test(text) &&
    !HIS_QUIET.test(text) &&
    !(["ignored", "promise", "dry"] as const).some((k) => COMPLAINT_ABOUT[k].test(message));
  const acts = (hisNews ? echoedActs.filter((a) => a.kind !== "bad_news") : echoedActs).filter(
    (a) => !(herQuiet && a.kind === "complaint"),
  );
  const primary = primaryOf(acts);
  const rail = railOf(acts);
  const moment = rail ? undefined : momentOf(message, thread, acts, hisNews);
  const limit = primary.kind === "boundary" && primary.reason === "limit" ? limitOf(message) : undefined;
  const limitLike = primary.kind === "boundary" && (primary.reason === "limit" || primary.reason === "slow_down");
  const someoneNew = primary.kind === "boundary" && primary.reason === "moving_on" && SOMEONE_NEW.test(text);
  const engaged = primary.kind === "boundary" && (primary.reason === "moving_on" || primary.reason === "taken") && ENGAGED.test(message);
  // Her own plan, only beside her limit or a slower pace (not her no, not a complaint) or beside her news.
  const herPlan = rail === "care" || (rail === "boundary" && onlyALimit(acts)) ? herPlanOf(acts, echoed.parts) : undefined;
  const mood = moodOf(acts, primary, text, learned.mood);
  const apologyFor = acts.some((a) => a.kind === "complaint") ? apologyOf(message, mood, acts, thread) : undefined;
  return {
    acts,
    primary,
    rail,
    multiPart,
    parts: withNewsPart(echoed.parts, acts, primary, multiPart),
    ...(echoed.echo ? { echo: echoed.echo } : {}),
    ...(threadTopic ? { threadTopic } : {}),
    ...(limit && (limit.thing || limit.when) ? { limit } : {}),
    ...(moment ? { moment } : {}),
    ...(someoneNew ? { someoneNew } : {}),
    ...(engaged ? { engaged } : {}),
    ...(herQuiet && limitLike ? { herQuiet } : {}),
    ...(herPlan ? { herPlan } : {}),
    ...(limitLike && !herQuiet && UPFRONT.test(message) && !acts.some((a) => a.kind === "complaint") ? { upfront: true as const } : {}),
    apologise: acts.some((a) => a.kind === "complaint"),
    ...(apologyFor ? { apologyFor } : {}),
    mood,
    tense: tenseOf(text),
    details: detailsOf(message, thread),
    language: languageOf(text),
  };
}
