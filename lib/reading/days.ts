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
export const TIME =
  /\b(?:\d{1,2}(?::\d{2})?\s*(?:am|pm|baje)|(?:in\s+the\s+)?(?:evening|morning|afternoon|night|lunchtime|noon|shaam|subah|dopahar|raat)(?:\s+(?:ko|mein|me))?)\b/i;

/**
 * The time her plan is at: not one that belongs to something else of hers ("Sunday daytime only, I've got
 * a 7am start on Mondays", "my 6 baje ki shift").
 */
export function planTimeIn(text: string): string | undefined {
  const all = new RegExp(TIME.source, "gi");
  for (const m of text.matchAll(all)) {
    const before = text.slice(Math.max(0, m.index - 4), m.index);
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 24);
    if (
      /\b(?:a|an|my)\s+$/i.test(before) ||
      /^\s*(?:ki\s+|ka\s+|ke\s+)?(?:start|shift|class|flight|meeting|alarm|wake|deadline|lecture|duty|train|bus|call\s+with)/i.test(after)
    )
      continue;
    return m[0];
  }
  return undefined;
}
export const ACTIVITY =
  /\b(?:coffee|chai|tea|drinks?|a\s+drink|beers?|wine|cocktails?|dinner|lunch|brunch|breakfast|a\s+walk|walk|movie|movies|film|concert|gig|hike|trek|biryani|pizza|momos|sushi|ice\s*cream|dessert|golgappe|pani\s+puri|street\s+food|bowling|karaoke|museum|picnic|the\s+beach|beach|party|game|match|date|food)\b/i;

export function findDay(text: string): PlanDay | undefined {
  for (const [id, pattern] of WEEKDAYS) {
    const m = pattern.exec(text);
    // "sun" and "sat" are words too: only a capitalised or unambiguous form counts as the day.
    if (m && !(/^(?:sun|sat|wed|mon)$/i.test(m[0]) && !/^[A-Z]/.test(m[0]))) return { id, said: dayWord(id, m[0]) };
  }
  for (const [id, pattern] of RELATIVE_DAYS) {
    const m = pattern.exec(text);
    if (m) return { id, said: m[0].toLowerCase().replace(/\s+/g, " ") };
  }
  return undefined;
}

function dayWord(id: Weekday, said: string): string {
  // Hinglish day names are said back as she wrote them; English abbreviations in full.
  if (/var|war|vaar|waar/i.test(said)) return said.toLowerCase();
  return id.charAt(0).toUpperCase() + id.slice(1);
}
