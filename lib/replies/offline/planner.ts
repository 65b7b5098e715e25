import type { AboutFacts } from "@/lib/account/about-rules";
import type { LanguageId, ToneId } from "@/lib/plans";
import { hashString, seededRandom } from "@/lib/platform/seeded";
import { keepsRails } from "@/lib/reading/rails";
import { namesSomething } from "@/lib/reading/reading-details";
import { checkSafety } from "@/lib/reading/safety";
import { tenseOf } from "@/lib/reading/tense";
import { parseThread } from "@/lib/reading/thread";
import type { Act, Reading, ReadingDetail } from "@/lib/reading/types";
import { factAnswer } from "@/lib/replies/offline/about-facts";
import { ACT_LINES } from "@/lib/replies/offline/bank/acts";
import { READING_ACT_LINES } from "@/lib/replies/offline/bank/reading-acts";
import { conditionKind } from "@/lib/replies/offline/conditions";
import { fill } from "@/lib/replies/offline/fill";
import { wholeSet } from "@/lib/replies/offline/whole-sets";

// The offline engine's planner (docs/reading.md): what she *does* decides what a reply must do before any
// topic does: a no accepted, bad news met with care, a question answered (her options, a yes or no, or a
// blank he fills in), a plan taken on her day, good news celebrated; else `null`, for compose.ts.

export const MAX_OFFLINE_REPLY_CHARS = 200;
// "Pick the place or shall I?", "Do teen jagah bhejun?": not where she named the place or it is her own event.
const OFFERS_PLACES = /\b(?:place|spots?|jagah)\b/i;

/** A reply the engine can stand behind, with the score its checks give it (see `scoreOf`). */
export interface PlannedReply {
  reply: string;
  score: number;
  /** Why it scored what it did: which check it passed (shown to tests, not users). */
  basis:
    | "rail"
    | "her_plan"
    | "moment"
    | "stance"
    | "answer_fact"
    | "answer_from_thread"
    | "answer_blank"
    | "plan_day"
    | "plan"
    | "celebrate"
    | "callback"
    | "act"
    | "answer_open"
    | "parts"
    | "thread"
    | "topic";
}

/** Up to `count` lines from a seeded start in `own`, past any shown before (Regenerate), then `spare`; `make` fills and checks one. */
export function pickLines(
  own: readonly string[],
  spare: readonly string[],
  count: number,
  random: () => number,
  shown: ReadonlySet<string>,
  make: (template: string) => string | null,
): string[] {
  const picked: string[] = [];
  const start = own.length ? Math.floor(random() * own.length) : 0;
  const ordered = [...own.slice(start), ...own.slice(0, start), ...spare];
  const fallback: string[] = [];
  for (const template of ordered) {
    if (picked.length >= count) break;
    const line = make(template);
    if (!line || line.length > MAX_OFFLINE_REPLY_CHARS || picked.includes(line) || checkSafety(line)) continue;
    if (shown.has(line)) {
      if (!fallback.includes(line)) fallback.push(line);
      continue;
    }
    picked.push(line);
  }
  // Every line has been shown already (a long run of Regenerates): repeat rather than leave a gap.
  for (const line of fallback) if (picked.length < count) picked.push(line);
  return picked;
}

const BLANK_HINTS = {
  job: "your job",
  from: "your hometown",
  fun: "what you do for fun",
  where: "a place you go",
  any: "your answer",
} as const;

type AboutKind = keyof typeof ACT_LINES.en.aboutHim;

// Small talk about him ("what are you up to?") is for the topic engine's easy lines; a blank is for facts only he knows.
const SMALL_TALK =
  /\b(?:up\s+to|doing\s+(?:now|tonight|today|rn)?|wyd|plans?\s+(?:for|this|tonight|today)|kya\s+kar\s+(?:rahe|rhe)|kya\s+plan|how\s+(?:are|r)\s+(?:you|u)|how'?s\s+(?:your|ur)\s+(?:day|week)|kaise\s+ho|wbu|hbu|(?:and|what\s+about)\s+(?:you|u)|aur\s+(?:tum|aap))\b/i;

// What she asked about, as the blank's hint: "what kind of music do you like?" → "music you love".
const TASTE: Array<[RegExp, string]> = [
  // "mumbai ka band baja diya", "dukaan band hai": Hinglish "band" is shut, not a band.
  [/\b(?:music|songs?|singers?|bands|band(?!\s+(?:baj\w*|ho\w*|hai|h|kar\w*|hua|hui|tha|thi)\b)|gaane|gaana)\b/, "music you love"],
  [/\b(?:movies?|films?|shows?|series)\b/, "a film or show you love"],
  [/\b(?:books?|read|reading|kitaab\w*)\b/, "a book you love"],
  [/\b(?:cook|cooking|bake|banate|banaate)\b/, "your best dish"],
  [/\b(?:food|cuisine|eat|dish|khana)\b/, "food you love"],
  [/\b(?:travel|trip|place|destination|country)\b/, "a place you love"],
  [/\b(?:sports?|team|game)\b/, "a sport you follow"],
  [/\b(?:age|old|umar)\b/, "your age"],
  [/\b(?:name|naam)\b/, "your name"],
  [/\b(?:looking\s+for|dhoondh|chahiye)\b/, "what you're looking for"],
];

function aboutKind(question: string): { kind: AboutKind; hint: string } {
  const q = question.toLowerCase();
  const taste = TASTE.find(([pattern]) => pattern.test(q));
  const favourite = /\b(?:favou?rite|fav|fave)\s+(\w+(?:\s+\w+)?)/.exec(q);
  if (favourite) return { kind: "favourite", hint: `your favourite ${favourite[1]!.replace(/\?.*$/, "").split(" ")[0]}` };
  if (/\bwhere\b.*\bfrom\b|\bkaha+n?\s+se\b|\bkidhar\s+se\b|\bhometown\b/.test(q)) return { kind: "from", hint: BLANK_HINTS.from };
  if (/\bfor\s+fun\b|\bhobb(?:y|ies)\b|\bweekends?\b|\bfree\s+time\b|\bkhali\s+time\b|\bspare\s+time\b|\bunwind\b|\brelax\b/.test(q))
    return { kind: "fun", hint: BLANK_HINTS.fun };
  if (
    /\bwhat\s+do\s+(?:you|u)\s+do\b|\bwork\b|\bjob\b|\bprofession\b|\bstud(?:y|ying)\b|\bkaam\b|\bkya\s+karte\s+ho\b|\bkya\s+karte\s+hain\b/.test(
      q,
    )
  )
    return { kind: "job", hint: BLANK_HINTS.job };
  if (/^\s*(?:so\s+|and\s+)?where\b|\bkahan\b|\bkidhar\b/.test(q)) return { kind: "where", hint: BLANK_HINTS.where };
  if (taste) return { kind: "favourite", hint: taste[1] };
  return {
    kind: "any",
    hint: /\babout\s+(?:yourself|urself|you)\b|\bapne\s+(?:baare|bare)\b/.test(q) ? "a line about you" : BLANK_HINTS.any,
  };
}

// Which yes-or-no question about him this is, so the answer fits it: what he has done, what he can
// do, what he likes. Anything else ("any plans?", "khana kha liya?") is small talk for compose.ts.
const EXPERIENCE =
  /\bhave\s+(?:you|u)\s+(?:ever\s+)?(?:been|seen|tried|watched|read|visited|done|met|played|had|heard)\b|\bever\s+(?:been|tried|seen|watched|had|heard)\b|\b(?:seen|watched|tried|read|heard)\s+[\p{L}]|\bkabhi\b|\bgaye\s+(?:ho|hai)\b|\b(?:dekhi|dekha|suna|suni|khaya|khayi|padhi)\s+(?:hai|h)\b|\btry\s+(?:kiya|ki)\b/iu;
const ABILITY =
  /\bcan\s+(?:you|u)\b|\bdo\s+(?:you|u)\s+(?:cook|dance|sing|play|drive|swim|speak|know\s+how)\b|\b(?:aata|aati)\s+(?:hai|h)\b|\bbana\s+(?:lete|leta|sakte)\b|\bkar\s+(?:lete|sakte)\b/i;
const PREFERENCE =
  /\b(?:do|would|did)\s+(?:you|u)\s+(?:like|love|enjoy|prefer|want|believe|drink|smoke|watch|read|travel|go|hike|run|work\s*out|eat|play|listen|follow)\b|\b(?:are|r)\s+(?:you|u)\s+(?:a|an|into|more|big|team)\b|\b(?:you|u)\s+(?:like|into)\b|\bpasand\b|\b(?:karte|jaate|khaate|peete|dekhte|padhte|khelte|sunte)\s+ho\b|\bfan\b/i;

function yesNoKind(question: string): "experience" | "ability" | "preference" | null {
  if (EXPERIENCE.test(question)) return "experience";
  if (ABILITY.test(question)) return "ability";
  if (PREFERENCE.test(question)) return "preference";
  return null;
}

/** "hikes" → "hiking", "run" → "running", "play football" → "playing football": to say back what he does. */
function gerund(activity: string): string {
  const [verb, ...rest] = activity.toLowerCase().split(/\s+/);
  if (!verb || verb.endsWith("ing") || !/^(?:hik|trek|run|cook|bak|swim|climb|cycl|paint|play|read|travel)/.test(verb))
    return activity.toLowerCase();
  let stem = verb.replace(/s$/, "");
  if (/^(?:run|swim)$/.test(stem)) stem += stem.slice(-1);
  else if (stem.endsWith("e")) stem = stem.slice(0, -1);
  return [`${stem}ing`, ...rest].join(" ");
}

function stemOf(word: string): string {
  // "running" → "run", "hikes" → "hik", "hike" → "hik": close enough to match what he said to what she asks.
  return word
    .toLowerCase()
    .replace(/(?:ing|es|s|e)$/, "")
    .replace(/([b-df-hj-np-tv-z])\1$/, "$1");
}

/** Something he said earlier that her question is about ("where do you hike?" after "I hike on Saturdays"). */
function hisAnswer(question: string, details: ReadingDetail[]): ReadingDetail | undefined {
  const asked = new Set(
    question
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter((w) => w.length >= 3)
      .map(stemOf),
  );
  return details.find((d) => d.from === "him" && d.text.split(/\s+/).some((w) => w.length >= 3 && asked.has(stemOf(w))));
}

/** Her day as a reply says it back ("this weekend", "kal"). */
export function dayText(act: Extract<Act, { kind: "plan" }>, language: LanguageId): string | null {
  if (!act.day) return null;
  const { id, said } = act.day;
  if (language === "hi") return id === "weekend" ? "is weekend" : said;
  switch (id) {
    case "weekend":
      return "this weekend";
    case "day_after_tomorrow":
      return "the day after tomorrow";
    case "today":
    case "tonight":
    case "tomorrow":
      return id;
    default:
      return said;
  }
}

// Plans name the thing to do only when it reads well after "yes to …".
const SAYABLE_ACTIVITY =
  /^(?:coffee|chai|tea|drinks?|a\s+drink|beers?|wine|cocktails?|dinner|lunch|brunch|breakfast|a\s+walk|movie|movies|concert|hike|trek|biryani|pizza|momos|sushi|ice\s*cream|dessert|golgappe|pani\s+puri|street\s+food|bowling|karaoke|picnic|the\s+beach)$/i;

/** A detail from earlier in the conversation that her message itself doesn't name. */
function threadCallback(reading: Reading): ReadingDetail | undefined {
  if (reading.details.some((d) => d.where === "message")) return undefined;
  const hers = reading.details.filter((d) => d.where === "thread" && d.from === "her");
  // An event of hers ("your sister's wedding") says more than the place it was in.
  return hers.find((d) => d.kind === "activity") ?? hers[0];
}

// "Finally back home", "done!": whatever she mentioned earlier is over now.
const NOW_OVER = /\b(?:back|finally|done|over|returned|wapas|khatam|ho\s+gay[ai]|was|were|went)\b/i;

function callbackLines(reading: Reading, detail: ReadingDetail, thread: string | undefined, message: string, language: LanguageId) {
  const lines = ACT_LINES[language];
  const turn = parseThread(thread).find(
    (t) => t.who === "Her" && t.text.toLowerCase().includes((detail.text.split(" ").pop() ?? "").toLowerCase()),
  );
  const past = reading.tense === "past" || NOW_OVER.test(message) || (turn ? tenseOf(turn.text) === "past" : false);
  return past ? lines.threadPast : lines.threadNow;
}

function detailText(detail: ReadingDetail, language: LanguageId): string {
  return language === "hi" ? (detail.hi ?? detail.text).replace(/^(?:the|your)\s+/i, "") : detail.text;
}

/** Her time as it follows a day: " 7pm", and a bare hour as " at 12" (" 12 baje" in Hinglish). */
function timeSlot(time: string, language: LanguageId): string {
  if (!/^\d{1,2}(?::\d{2})?$/.test(time)) return ` ${time}`;
  return language === "hi" ? ` ${time} baje` : ` at ${time}`;
}

export interface PlanInput {
  message: string;
  reading: Reading;
  language: LanguageId;
  tone: ToneId;
  thread?: string;
  seed: string;
  shown: ReadonlySet<string>;
  /** His facts (About you): her question about him is answered from them before any blank. */
  facts?: AboutFacts;
}

/**
 * Three replies for what she does, or null when her message is a topic for compose.ts. Every line is
 * checked against the rails of her message, so a bank line that slipped would be skipped, not shown.
 */
export function planReplies({ reading, language, tone, seed, shown, facts }: PlanInput): PlannedReply[] | null {
  const lines = ACT_LINES[language];
  const random = seededRandom(hashString(`plan|${seed}`));
  const keep = (line: string) => (keepsRails(line, reading) ? line : null);
  const take = (own: readonly string[], spare: readonly string[], count: number, slots: Record<string, string> = {}) =>
    pickLines(own, spare, count, random, shown, (t) => keep(fill(t, slots)));
  const primary = reading.primary;

  const whole = wholeSet(reading, language, take);
  if (whole)
    return whole.set.map((reply) => ({ reply, score: 0, basis: reply === whole.herPlan ? "her_plan" : reading.rail ? "rail" : "moment" }));
  if (primary.kind === "question" && primary.form === "either_or" && primary.options) {
    const [a, b] = primary.options as [string, string];
    const slots = { a, b };
    const picks = [...take(lines.pickA, [], 1, slots), ...take(lines.pickB, [], 1, slots), ...take(lines.pickBoth, [], 1, slots)];
    return picks.map((reply) => ({ reply, score: 0, basis: "stance" }));
  }
  const more = READING_ACT_LINES[language];
  // "meri beti 6 saal ki hai, agar tumhe problem hai toh bata do": what she confides, met as a confession (the reply of
  // parts says it's no problem), not as a question about him.
  if (reading.parts.some((p) => p.act === "dealbreaker") && reading.acts.some((a) => a.kind === "confession"))
    return take(more.confession[tone], [], 2).map((reply) => ({ reply, score: 0, basis: "act" }));
  // A life question (kids, smoking, religion…): never a stance he didn't give. One line for his own
  // answer, as a blank that says what to fill in; two that turn it back kindly.
  if (primary.kind === "question" && primary.form === "life_value") {
    const named = primary.value && primary.value !== "other" ? primary.value : null;
    const value = named ?? (language === "hi" ? "is" : "this");
    const blank = `[[where you stand on ${named ?? "this"}]]`;
    return [
      ...take(more.lifeValueBlank, [], 1, { blank }).map((reply): PlannedReply => ({ reply, score: 0, basis: "answer_blank" })),
      ...take(more.lifeValueBack, more.aboutNoBlank, 2, { value }).map((reply): PlannedReply => ({ reply, score: 0, basis: "act" })),
    ];
  }
  // What he told Holla about himself (About you) answers her question about him, open or not ("any
  // hobbies?"), unless it asks a yes or no the stances below answer: every line says it, a blank only fills a gap.
  // "wbu?" asks what he asked her: his question is what she wants answered.
  const asked = primary.kind === "question" && reading.echo ? reading.echo : primary.said;
  const known =
    primary.kind === "question" &&
    primary.about === "him" &&
    primary.form !== "either_or" &&
    !(primary.form === "yes_no" && yesNoKind(asked))
      ? factAnswer(asked, facts, language)
      : null;
  if (known && primary.kind === "question") {
    const about = aboutKind(asked);
    const said = take(known.lines, [], 3, { fact: known.fact });
    const rest = take(lines.aboutHim[about.kind], lines.aboutHim.any, 3 - said.length, { blank: `[[${about.hint}]]` });
    return [
      ...said.map((reply): PlannedReply => ({ reply, score: 0, basis: "answer_fact" })),
      ...rest.map((reply): PlannedReply => ({ reply, score: 0, basis: "answer_blank" })),
    ];
  }
  const kind = primary.kind === "question" && primary.form === "yes_no" && !reading.echo ? yesNoKind(primary.said) : null;
  if (kind) {
    const detail = reading.details.find((d) => d.where === "message" && d.from === "her" && d.kind !== "activity");
    const d = detail ? detailText(detail, language) : "";
    const set =
      kind === "preference"
        ? { yes: lines.yes, no: lines.no, depends: lines.depends }
        : kind === "ability"
          ? lines.ability
          : lines.experience;
    const yes = kind === "experience" && d ? take(lines.experience.yesDetail, [], 1, { d }) : take(set.yes, [], 1);
    const no = kind === "experience" && d ? take(lines.experience.noDetail, [], 1, { d }) : take(set.no, [], 1);
    return [...yes, ...take(set.depends, [], 1), ...no].map((reply) => ({ reply, score: 0, basis: "stance" }));
  }
  if (primary.kind === "question" && (primary.form === "open" || reading.echo) && primary.about === "him" && !SMALL_TALK.test(asked)) {
    const { kind, hint } = aboutKind(asked);
    const blank = `[[${hint}]]`;
    const his = hisAnswer(asked, reading.details);
    if (his) {
      const fromThread = take(lines.aboutHimFromThread, [], 2, {
        blank: kind === "any" ? `[[${BLANK_HINTS.any}]]` : blank,
        his: gerund(his.text),
      });
      const plain = take(lines.aboutHim[kind], lines.aboutHim.any, 3 - fromThread.length, { blank });
      return [
        ...fromThread.map((reply): PlannedReply => ({ reply, score: 0, basis: "answer_from_thread" })),
        ...plain.map((reply): PlannedReply => ({ reply, score: 0, basis: "answer_blank" })),
      ];
    }
    return take(lines.aboutHim[kind], lines.aboutHim.any, 3, { blank }).map((reply) => ({ reply, score: 0, basis: "answer_blank" }));
  }

  if (primary.kind === "plan" && primary.stage === "conditional") {
    const own = more[conditionKind(`${primary.condition ?? ""} ${primary.said}`)][tone];
    // "sunday works, but can we do 12", "once I'm back, yes. Saturday?": her day (and hour) first, then yes to her condition.
    const day = dayText(primary, language);
    const time = primary.time ? timeSlot(primary.time, language) : "";
    const said = primary.asksWhere ? lines.planPlace : lines.planOnDay.slice(0, 3);
    const when = day ? take(said, [], 1, { day, time }) : [];
    return [
      ...when.map((reply): PlannedReply => ({ reply, score: 0, basis: "plan_day" })),
      ...take(own, more.condition[tone], 3 - when.length).map((reply): PlannedReply => ({ reply, score: 0, basis: "plan" })),
    ];
  }
  if (primary.kind === "plan" && primary.stage === "proposed" && primary.place && !primary.day) {
    return take(more.placeYes[tone], [], 3, { place: primary.place }).map((reply) => ({ reply, score: 0, basis: "plan" }));
  }
  if (primary.kind === "plan" && primary.stage === "accepted" && !primary.day) {
    return take(more.accepted[tone], [], 3).map((reply) => ({ reply, score: 0, basis: "plan" }));
  }
  if (primary.kind === "plan") {
    const day = dayText(primary, language);
    if (day) {
      const time =
        primary.time && (/\d/.test(primary.time) || (!/^(?:tonight)$/.test(primary.time) && !(primary.day?.id === "tonight")))
          ? timeSlot(primary.time, language)
          : "";
      // "you pick somewhere", "where were you thinking?": two of the three take the place on.
      // The place she named, said back with her day in one of the three.
      const place = primary.asksWhere
        ? take(lines.planPlace, [], 2, { day, time })
        : primary.place
          ? take(lines.planDayPlace, [], 1, { day, time, place: primary.place })
          : [];
      // Nor for a call, which happens nowhere.
      const nowhere = primary.place || primary.atHers || /\b(?:call|vc|facetime)\b/i.test(primary.said);
      const onDay = nowhere ? lines.planOnDay.filter((l) => !OFFERS_PLACES.test(l)) : lines.planOnDay;
      const all = [...place, ...take(onDay, [], 3 - place.length, { day, time })];
      return all.map((reply): PlannedReply => ({ reply, score: 0, basis: "plan_day" }));
    }
    const food = reading.details.find((d) => d.where === "message" && d.kind === "food");
    const activity =
      primary.activity && SAYABLE_ACTIVITY.test(primary.activity) ? primary.activity : food ? detailText(food, language) : null;
    const withActivity = activity ? take(lines.planActivity, [], 1, { act: activity }) : [];
    const rest = take(lines.planNoDay, [], 3 - withActivity.length);
    return [...withActivity, ...rest].map((reply) => ({ reply, score: 0, basis: "plan" }));
  }

  if (primary.kind === "good_news") {
    // With something she named ("my first half marathon", "Bali"), two cheers and a line about it.
    return take(lines.goodNews, [], namesSomething(reading) ? 2 : 3).map((reply) => ({ reply, score: 0, basis: "celebrate" }));
  }
  // What she does that a topic line would miss: two lines that meet it, and the topic engine adds one
  // that picks up what she talked about.
  const ACT_BANK = { casual: more.casual, confession: more.confession, sarcasm: more.sarcasm, tease: more.tease, flirt: more.flirt };
  if (primary.kind in ACT_BANK) {
    return take(ACT_BANK[primary.kind as keyof typeof ACT_BANK][tone], [], 2).map((reply) => ({ reply, score: 0, basis: "act" }));
  }
  return null;
}

/** One line that picks up something from earlier in the conversation, or null when there's none. */
export function callbackReply({ message, reading, language, thread, seed, shown }: PlanInput): PlannedReply | null {
  const detail = threadCallback(reading);
  if (!detail) return null;
  const random = seededRandom(hashString(`callback|${seed}`));
  const [line] = pickLines(callbackLines(reading, detail, thread, message, language), [], 1, random, shown, (t) => {
    const text = fill(t, { d: detailText(detail, language) });
    return keepsRails(text, reading) ? text : null;
  });
  return line ? { reply: line, score: 0, basis: "callback" } : null;
}
