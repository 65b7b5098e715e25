import type { PlanDay, Weekday } from "@/lib/reading/types";

// The day, time and activity of a plan she makes or asks about (docs/reading.md): a weekday or a day
// counted from today, in English or Hinglish.

const WEEKDAYS: Array<[Weekday, RegExp]> = [
  ["monday", /\b(?:monday|mon|somvar|somwar)\b/i],
  ["tuesday", /\b(?:tuesday|tues|tue|mangalvar|mangalwar)\b/i],
  ["wednesday", /\b(?:wednesday|wed|weds|budhvar|budhwar)\b/i],
  ["thursday", /\b(?:thursday|thurs|thur|thu|guruvar|guruwar|veervar)\b/i],
  ["friday", /\b(?:friday|fri|shukravar|shukrawar)\b/i],
  ["saturday", /\b(?:saturday|sat|shanivar|shaniwar)\b/i],
  ["sunday", /\b(?:sunday|sun|ravivar|raviwar|itwaar|itvaar)\b/i],
];
const RELATIVE_DAYS: Array<[PlanDay["id"], RegExp]> = [
  ["day_after_tomorrow", /\b(?:day\s+after\s+tomorrow|parso|parson)\b/i],
  ["tonight", /\b(?:tonight|tonite|aaj\s+raat|aaj\s+shaam)\b/i],
  ["tomorrow", /\b(?:tomorrow|tmrw|tmr|tomoz|kal)\b/i],
  ["today", /\b(?:today|aaj)\b/i],
  ["weekend", /\b(?:weekend|weekends)\b/i],
];
/** What she tells already happened ("I reached home at 10"): an hour beside it is not her plan's. */
export const TOLD_PAST = "reached|got\\s+(?:home|back|in)|came|left|woke|slept|landed|was|were|went|had";

export const TIME =
  /\b(?:\d{1,2}(?::\d{2})?\s*(?:am|pm|baje)|(?:in\s+the\s+)?(?:evening|morning|afternoon|night|lunchtime|noon|shaam|subah|dopahar|raat)(?:\s+(?:ko|mein|me))?)\b/i;

/**
 * The time her plan is at: not one that belongs to something else of hers ("Sunday daytime only, I've got
 * a 7am start on Mondays", "my 6 baje ki shift", "subah ki yoga class").
 */
export function planTimeIn(text: string): string | undefined {
  const all = new RegExp(TIME.source, "gi");
  const kept = [...text.matchAll(all)].filter((m) => {
    const before = text.slice(Math.max(0, m.index - 4), m.index);
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 24);
    return !(
      /\b(?:a|an|my)\s+$/i.test(before) ||
      /^\s*(?:ki\s+|ka\s+|ke\s+)?(?:yoga\s+|gym\s+|dance\s+|early\s+|office\s+)?(?:start|shift|class|flight|meeting|alarm|wake|deadline|lecture|duty|train|bus|call\s+with)/i.test(
        after,
      )
    );
  });
  const [first, next] = kept;
  // A part of the day with its hour right after it: "aaj raat 10 baje" is at 10.
  if (first && next && !/\d/.test(first[0]) && /\d/.test(next[0]) && next.index - (first.index + first[0].length) <= 6) return next[0];
  return first?.[0];
}
export const ACTIVITY =
  /\b(?:coffee|chai|tea|drinks?|a\s+drink|beers?|wine|cocktails?|dinner|lunch|brunch|breakfast|a\s+walk|walk|movie|movies|film|concert|gig|hike|trek|biryani|pizza|momos|sushi|ice\s*cream|dessert|golgappe|pani\s+puri|street\s+food|bowling|karaoke|museum|picnic|the\s+beach|beach|party|game|match|date|food)\b/i;

// "sunday instead?", "thursday?", "how about friday": the day she puts forward. "wednesday i have a late
// meeting", "saturday is my cousin's haldi": a day she can't do.
const PUT_FORWARD_BEFORE =
  /\b(?:instead\s+of\s+\S+\s+|how\s+about|what\s+about|rather|maybe|toh|(?:can|could)\s+we\s+(?:do|make\s+it|try)|rain\s*check\s+(?:for|till|to)|(?:push|move)\s+(?:it\s+)?to)\s*$/i;
// "Sunday lunch instead?": her day put forward, a word or two before the "instead".
const PUT_FORWARD_AFTER = /^\s*(?:(?:[\p{L}']+\s+){0,2}instead\b|\?|works\b|chalega\b|theek\b|free\b|pe\s+milte\b|ko\s+milte\b)/iu;
const CANT_DO =
  /^\s*(?:i\s+have|i'?ve\s+got|i'?m\s+(?:busy|out|away|not|working|stuck|on\s+call)|'?s\s+off\b|is\s+off\b|is\s+(?:my|a|the|busy|packed|bad|out)|(?:is|are)\s+(?:not|no)\b|won'?t\s+work|doesn'?t\s+work|is\s+tough|nahi\b|nhi\b|mein\s+busy|ko\s+(?:busy|nahi)|busy\b|(?:mera|meri|mere)\s+)/i;
// "i can't do friday … but saturday lunch??": the day she can't do, said before it.
const CANT_BEFORE =
  /\b(?:can'?t|cant|cannot|can\s+not|won'?t\s+be\s+able\s+to|not\s+free|busy)\s+(?:(?:do|make|manage|meet|come)\s+)?(?:it\s+)?(?:on\s+|this\s+)?$/i;

// A verb in the past after "kal": yesterday. A plan's verbs ("chalein", "miloge", "hai?") are never past.
const YESTERDAY =
  /\b(?:dekha|dekhi|dekhe|gaya|gayi|gaye|gyi|gye|kiya|kiye|hua|hui|huye|tha|thi|the|khaya|khayi|suna|suni|padha|padhi|mila|mili|laga|lagi|aaya|aayi|aaye|payi|paya|soya|soyi|bola|boli|bataya)\b/i;

/** Each weekday's pattern, to find every time she names it (matchAll keeps no state between calls). */
const EVERY_WEEKDAY = WEEKDAYS.map(([id, pattern]) => [id, new RegExp(pattern.source, "gi")] as const);

/**
 * The day of her plan: of the days she names, the one she puts forward ("thursday?", "sunday instead"),
 * never one she says she can't do; else the first she names.
 */
const SKIPPED = /^\s*(?:\w+\s+){0,2}(?:skip|cancel|off\b|nahi\s+ho|nhi\s+ho|won'?t\s+work|doesn'?t\s+work|is\s+out\b)/i;

/** Whether the words after a day she names call it off ("aaj raat call skip karein?"). */
const skippedAfter = (text: string, m: RegExpExecArray) => SKIPPED.test(text.slice(m.index + m[0].length, m.index + m[0].length + 24));

/** "aaj raat call skip karein?": a clause that calls off the day it names. */
export function callsOff(clause: string): boolean {
  return RELATIVE_DAYS.some(([, pattern]) => {
    const m = pattern.exec(clause);
    return !!m && skippedAfter(clause, m);
  });
}

/** Her words without the days in them ("drinks tomorrow" → "drinks"). */
export function withoutDays(text: string): string {
  let rest = text;
  for (const [, pattern] of [...EVERY_WEEKDAY, ...RELATIVE_DAYS]) rest = rest.replace(new RegExp(pattern.source, "gi"), " ");
  return rest.replace(/\s+/g, " ").trim();
}

/** Whether a day counted from today is named after `from`. */
function relativeAfter(text: string, from: number): boolean {
  return RELATIVE_DAYS.some(([, pattern]) => pattern.test(text.slice(from)));
}

export function findDay(text: string): PlanDay | undefined {
  const found: Array<{ day: PlanDay; at: number; end: number }> = [];
  // "sun" and "sat" are words too: only a capitalised or unambiguous form counts as the day ("OYEEE SUN" shouts
  // "listen", not Sunday).
  for (const [id, pattern] of EVERY_WEEKDAY)
    for (const m of text.matchAll(pattern))
      if (!(/^(?:sun|sat|wed|mon)$/i.test(m[0]) && !/^[A-Z][a-z]/.test(m[0])))
        found.push({ day: { id, said: dayWord(id, m[0]) }, at: m.index, end: m.index + m[0].length });
  if (!found.length) {
    for (const [id, pattern] of RELATIVE_DAYS) {
      const m = pattern.exec(text);
      // "aaj raat call skip karein? kal pakka": the day she calls off is not the plan's, where she names another.
      if (m && skippedAfter(text, m) && relativeAfter(text, m.index + m[0].length)) continue;
      // "kal wala match dekha?", "kal raat so nahi payi thi": "kal" told in the past is yesterday, no day of a plan.
      if (m && id === "tomorrow" && /^kal$/i.test(m[0]) && YESTERDAY.test(text.slice(m.index, m.index + 50).split(/[.!?\n]/)[0]!)) continue;
      if (m) return { id, said: m[0].toLowerCase().replace(/\s+/g, " ") };
    }
    return undefined;
  }
  const byPlace = found.sort((a, b) => a.at - b.at);
  if (new Set(byPlace.map((f) => f.day.id)).size === 1) return byPlace[0]!.day;
  // "friday or saturday?", "friday to sunday": a choice or a stretch, said from its first day.
  if (/^\s*(?:or|ya|and|aur|to|se|till|,|\/|-)\s*$/i.test(text.slice(byPlace[0]!.end, byPlace[1]!.at))) return byPlace[0]!.day;
  const after = (f: (typeof found)[number]) => text.slice(f.end, f.end + 30);
  const forward = byPlace.find(
    (f) => PUT_FORWARD_AFTER.test(after(f)) || PUT_FORWARD_BEFORE.test(text.slice(Math.max(0, f.at - 20), f.at)),
  );
  const before = (f: (typeof found)[number]) => text.slice(Math.max(0, f.at - 30), f.at);
  return (forward ?? byPlace.find((f) => !CANT_DO.test(after(f)) && !CANT_BEFORE.test(before(f))) ?? byPlace[0]!).day;
}

function dayWord(id: Weekday, said: string): string {
  // Hinglish day names are said back as she wrote them; English abbreviations in full.
  if (/var|war|vaar|waar/i.test(said)) return said.toLowerCase();
  return id.charAt(0).toUpperCase() + id.slice(1);
}
