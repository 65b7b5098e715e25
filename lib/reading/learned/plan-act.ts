import { actsOf } from "@/lib/reading/acts";
import { ACTIVITY, callsOff, findDay, planTimeIn, TIME, TOLD_PAST } from "@/lib/reading/days";
import { invites } from "@/lib/reading/rails";
import { parseThread } from "@/lib/reading/thread";
import type { Act } from "@/lib/reading/types";

// Her plan as the merged reading holds it (docs/reading.md, "The learned reader"): whether his last turns
// proposed something her message may say yes to, and the day, time, place and condition of her plan.

const CONDITION = /[^.!?\n]*\b(?:first|pehle|phle|after|baad|if|once|unless|only|jab|agar|tabhi|before|until|till)\b[^.!?\n]*/i;

// "at Blue Tokai", "@ social", "CP mein", "Marine Drive pe": a place she named for the plan.
const PLACE = [
  /\b(?:at|@)\s+((?:the\s+)?[A-Z][\w'&]*(?:\s+[A-Z][\w'&]*){0,3})/,
  /\b((?:[A-Z][\w'&]*\s+){0,2}[A-Z][\w'&]*)\s+(?:pe|par|mein|me|mai)\b/,
  /\b(?:at|to)\s+(?:the\s+)?((?:new\s+)?[a-z][\w']*\s+(?:caf(?:e|\u00e9)|bar|pub|park|mall|market|beach|lake|museum|club|bistro|diner|restaurant|place))\b/i,
  // "is Borough Market on Saturday too touristy?": a name of two words or more, before her day.
  /\b((?:[A-Z][\w'&]*\s+){1,2}[A-Z][\w'&]*)\s+(?:on|this|next)\s+(?:[Mm]on|[Tt]ues|[Ww]ednes|[Tt]hurs|[Ff]ri|[Ss]atur|[Ss]un)day\b/,
];

// "where were you thinking?", "you pick the place", "shall I book?", "kahan milna hai?": the place is left to him.
const ASKS_WHERE =
  /\bwhere\s+(?:were|are|r)\s+(?:you|u)\s+thinking\b|\b(?:somewhere|anywhere|a\s+place|any\s+place|a\s+spot)\s+in\s+mind\b|\b(?:you|u)\s+(?:pick|choose|decide)\s+(?:the\s+)?(?:place|spot|somewhere|restaurant|venue|where)\b|\bshall\s+i\s+book\b|\bwhere\s+(?:should|shall|do)\s+we\s+(?:go|meet)\b|\bkaha(?:n|an)?\s+(?:milna|milenge|chalein|chalna)\b|\b(?:tum|aap)\s+(?:jagah|place)\s+(?:choose|decide|batao|bolo|chuno)\b|\bjagah\s+(?:tum|aap)\s+(?:choose|decide|batao|bolo|chuno)\b/i;

// "my work got picked for the showcase… wanna come be my plus one?", "mera pehla solo exhibition… tum aaoge?".
const HER_EVENT =
  /\b(?:my|mera|meri|mere)\b[^.!?]{0,40}\b(?:show|exhibition|showcase|party|gig|performance|recital|launch|wedding|shaadi|birthday|bday|opening|screening|concert|play)\b|\bplus[\s-]?one\b/i;

function placeIn(text: string): string | undefined {
  for (const pattern of PLACE) {
    const m = pattern.exec(text);
    if (m?.[1] && !findDay(m[1]) && !TIME.test(m[1])) return m[1].trim();
  }
  return undefined;
}

/** "how was your day?", "kya kar rahe ho?": a question that asks about her, not one she can say yes to. */
const ASKS_ABOUT = /^\W*(?:so\s+)?(?:how|what|where|why|who|which|kaisa|kaisi|kaise|kya|kahan|kyun|kyu|kaun)\b/i;

// "I'll call you at 9 then", "you should join me", "see you at 8", "friday ko call karta hu": a plan of his
// said, not asked, that her "sounds good" says yes to.
const HIS_PLAN =
  /\b(?:i'?ll|i\s+will|let\s+me)\s+(?:call|pick\s+(?:you|u)\s+up|book|come\s+(?:by|over|get))\b|\b(?:you|u)\s+should\s+(?:join|come)\b|\bjoin\s+me\b|\bsee\s+(?:you|u|ya)\s+(?:at|on|there|then|tomorrow|tmrw|tonight|saturday|sunday|friday)\b|\b(?:call|milte|chalte)\s+(?:karta|karunga|karenge|hain)\b/i;

// "saturday works for me", "sounds good, 7 it is" pasted without his invitation: her yes to a plan all the same.
export const AGREES = /\b(?:works|work\s+for\s+me|sounds\s+(?:good|great|perfect)|it\s+is|i'?m\s+in|chalega|done|pakka)\b/i;

// "sure, dinner works but only if it's somewhere veg friendly", "Okay, I'm in for the trek. But only if we start
// after 6": her yes first, then her terms for it; not a plan put off until something comes first ("sure, but
// after my exams", "haan but pehle video call"), which stays a condition.
const YES_FIRST =
  /^\W*(?:(?:ok(?:ay)?|hmm+|haha|lol)[,!.\s]+)?(?:sure|yes+|yeah|yep|yup|haan+|han|done|chalo|i'?m\s+in|count\s+me\s+in|sounds\s+good|deal)\b|^\W*[^.!?,]{0,25}\b(?:works|chalega|pakka)\b/i;
const PUT_OFF =
  /\b(?:after\s+(?:my|the|exams?|this|next)|first|pehle|once|when\s+i|later|not\s+yet|abhi\s+nahi|baad\s+mein|next\s+(?:month|week)|video\s*call|know\s+(?:you|u)\s+better)\b/i;

/** Her yes to his plan said first, with terms after it rather than something that must come first. */
export const yesWithTerms = (message: string, thread: string | undefined): boolean =>
  YES_FIRST.test(message) && !PUT_OFF.test(message) && hisPlan(thread);

/** His last turns proposed something (a plan, a call, to meet) that her message may be a yes to. */
export function hisPlan(thread: string | undefined): boolean {
  const his = parseThread(thread).filter((t) => t.who === "Me");
  const last = his.at(-1)?.text;
  if (!last) return false;
  // "9:30?", "sunday then?", "kal video call karein?": a day, a time or a thing to do, asked.
  const proposes = (text: string) =>
    invites(text) ||
    HIS_PLAN.test(text) ||
    actsOf(text).some((a) => a.kind === "plan") ||
    (text.includes("?") && (!!findDay(text) || TIME.test(text) || ACTIVITY.test(text)));
  // "wanna come?", "malaka spice?": a yes-or-no question of his is one she can say yes to.
  return his.slice(-3).some((t) => proposes(t.text)) || (last.includes("?") && !ASKS_ABOUT.test(last));
}

// "can we do 12", "9 works", "make it 8:30": an hour she names without am or pm.
// Not the hour of what she tells already happened ("I reached home at 10").
const BARE_HOUR = new RegExp(
  `(?<!\\b(?:${TOLD_PAST})\\b[^.!?\\n]{0,15})\\b(?:do|at|make\\s+it|say|around|by)\\s+(\\d{1,2}(?::\\d{2})?)\\b(?!\\s*(?:min|hour|hr|day|week|people|%))|^\\W*(\\d{1,2}(?::\\d{2})?)\\s+(?:works|is\\s+(?:fine|good|perfect|better)|chalega|theek|done|pakka)\\b`,
  "i",
);

/** The time her message names: a time ("7pm", "tonight"), else a bare hour; "a morning person" is not one. */
function herTime(message: string): string | undefined {
  const m = planTimeIn(message);
  if (m && !/^\s*person/i.test(message.slice(message.indexOf(m) + m.length))) return m.toLowerCase();
  const bare = BARE_HOUR.exec(message);
  return bare ? (bare[1] ?? bare[2]) : undefined;
}

/** Her plan at its stage, with its day, time, activity and place (from his proposal where her yes names none). */
export function planAct(message: string, thread: string | undefined, stage: "proposed" | "accepted" | "conditional", rule?: Act): Act {
  const base = rule?.kind === "plan" ? rule : undefined;
  // A yes to his plan takes its day, time and place from what he proposed when her yes doesn't say them.
  const his = stage === "accepted" ? [...parseThread(thread)].reverse().find((t) => t.who === "Me")?.text : undefined;
  const day = base?.day ?? findDay(message) ?? (his ? findDay(his) : undefined);
  const time = base?.time ?? (callsOff(message) ? undefined : (herTime(message) ?? (his ? TIME.exec(his)?.[0]?.toLowerCase() : undefined)));
  const activity =
    base?.activity ?? ACTIVITY.exec(message)?.[0]?.toLowerCase() ?? (his ? ACTIVITY.exec(his)?.[0]?.toLowerCase() : undefined);
  const place = placeIn(message) ?? (his ? placeIn(his) : undefined);
  const condition = stage === "conditional" ? CONDITION.exec(message)?.[0]?.trim() : undefined;
  return {
    kind: "plan",
    said: base?.said ?? message.trim(),
    implied: base?.implied ?? false,
    stage,
    ...(day ? { day } : {}),
    ...(time ? { time } : {}),
    ...(activity ? { activity } : {}),
    ...(place ? { place } : ASKS_WHERE.test(message) ? { asksWhere: true } : {}),
    ...(HER_EVENT.test(message) ? { atHers: true } : {}),
    ...(condition ? { condition } : {}),
  };
}
