import { extractDetails } from "@/lib/reading/details";
import type { Detail } from "@/lib/reading/intents";
import { parseThread } from "@/lib/reading/thread";
import type { ReadingDetail } from "@/lib/reading/types";

// The details of the reading (docs/reading.md): what lib/reading/details.ts finds in one text, plus the
// events she names, gathered from her message and the conversation before it, each marked with who said it.

const EVENTS =
  /\b(my|our|the|this|that|a|an|her|his|mera|meri|mere|\w+\s+ki|\w+\s+ka|\w+\s+ke)\s+(?:((?:best\s+)?\w+(?:'s)?)\s+)?(wedding|shaadi|exam|exams|interview|trip|party|concert|gig|match|birthday|presentation|shoot|marathon|trek|hike|recital|performance|audition|date|reunion|graduation|convocation|surgery|appointment|vacation|holiday|festival|gym\s+session|class|workshop|meeting)\b/gi;
const OWNER = /^(?:sister'?s?|brother'?s?|friend'?s?|cousin'?s?|mom'?s?|dad'?s?|best\s*friend'?s?|bff'?s?|sister|brother|cousin|friend)$/i;

function eventDetails(text: string, from: "her" | "him", where: "message" | "thread"): ReadingDetail[] {
  const found: ReadingDetail[] = [];
  for (const m of text.matchAll(EVENTS)) {
    const event = m[3]!.toLowerCase();
    const owner = m[2] && OWNER.test(m[2]) ? m[2].toLowerCase().replace(/'s$|s$/, "") : null;
    const hi = /shaadi/.test(event);
    const phrase = owner ? (hi ? `${owner} ki ${event}` : `your ${owner}'s ${event}`) : hi ? event : `the ${event}`;
    found.push({ text: from === "him" ? phrase.replace(/^your /, "my ") : phrase, kind: "activity", from, where });
  }
  return found;
}

function toReadingDetail(d: Detail, from: "her" | "him", where: "message" | "thread"): ReadingDetail {
  return { text: d.en, hi: d.hi, kind: d.kind, from, where };
}

// Activities he said he does ("I hike on Saturdays"): what a question about him can be answered with.
const HIS_ACTIVITY =
  /\b(hik(?:e|es|ing)|trek(?:s|king)?|run(?:s|ning)?|cook(?:s|ing)?|bak(?:e|es|ing)|swim(?:s|ming)?|climb(?:s|ing)?|cycl(?:e|es|ing)|paint(?:s|ing)?|play(?:s|ing)?\s+\w+|read(?:s|ing)?|travel(?:s|ling|ing)?|gym|yoga|football|cricket|guitar|piano|photography|dance|dancing|work\s+(?:as|in|at)\s+[\w\s]{2,25}|(?:i'?m|i\s+am)\s+an?\s+\w+(?:\s+\w+)?)\b/gi;

function hisDetails(text: string): ReadingDetail[] {
  const found: ReadingDetail[] = [];
  for (const m of text.matchAll(HIS_ACTIVITY)) found.push({ text: m[1]!.trim(), kind: "activity", from: "him", where: "thread" });
  return found;
}

export function detailsOf(message: string, thread: string | undefined): ReadingDetail[] {
  const details: ReadingDetail[] = [];
  const add = (d: ReadingDetail) => {
    // The same thing said by each of them counts twice: what he said is what answers her question about him.
    if (!details.some((x) => x.text.toLowerCase() === d.text.toLowerCase() && x.from === d.from)) details.push(d);
  };
  for (const d of extractDetails(message)) add(toReadingDetail(d, "her", "message"));
  for (const d of eventDetails(message, "her", "message")) add(d);
  const turns = parseThread(thread);
  if (turns.length && turns[turns.length - 1]!.who === "Her" && turns[turns.length - 1]!.text.trim() === message.trim()) turns.pop();
  // Most recent first: the last thing she mentioned is the likeliest to pick up.
  for (const turn of [...turns].reverse()) {
    const from = turn.who === "Her" ? "her" : "him";
    for (const d of extractDetails(turn.text)) add(toReadingDetail(d, from, "thread"));
    for (const d of eventDetails(turn.text, from, "thread")) add(d);
    if (from === "him") for (const d of hisDetails(turn.text)) add(d);
  }
  return details;
}

/** Whether her message itself names something a reply can pick up ("my first half marathon", "Bali"). */
export function namesSomething(reading: { details: readonly ReadingDetail[] }): boolean {
  return reading.details.some((d) => d.where === "message" && d.from === "her");
}
