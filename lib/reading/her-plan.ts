import { ACTIVITY, findDay } from "@/lib/reading/days";
import type { Act, MessagePart, Reading } from "@/lib/reading/types";

// Her own plan beside her limit or her bad news (docs/reading.md, "Rails"): "I'd prefer not to video call.
// Coffee at that place on Queen West?", "haan 9 chalega, par 10 tak hi", "my granddad passed… could we do
// that walk after?". A reply says yes to it, and her plan's words said back are not his invitation.

// Her yes or her proposal in a clause of her own: a question ("coffee at that place on Queen West?", "could we
// do a restaurant instead?") or a yes said first ("haan 9 chalega", "sure, lunch works", "9:30 works but…"), not
// "text chalega" beside "8 se 10 call mat kiya karo".
const YES_FIRST =
  /^\W*(?:haan|han|yes|yeah|yep|sure|ok|okay|theek|thik|done|chalo)\b|\b(?:\d{1,2}(?::\d\d)?\s*(?:am|pm|baje)?|\w+day|kal|tomorrow|tonight|coffee|lunch|dinner|brunch|drinks?|walk)\s+(?:works|chalega|sounds\s+good|is\s+fine|theek\s+(?:hai|h))\b/i;
// A question that puts a plan to him ("could we…", "kal chalein?", "quick lunch near the hospital?"), not one
// about his ("did you have fun at the concert?").
const PROPOSES =
  /\b(?:we|us|let'?s|shall|how\s+about|what\s+about|fancy|wanna|want\s+to|up\s+for|free|still\s+on|if\s+that\s+works|(?:'d|would)\s+(?:still\s+)?like\s+to|chalein|chale|chalte|milte|milein|milenge|karein|kare|kar\s+lete)\b|^\W*(?:(?:a|quick|short|some|maybe)\s+)?(?:coffee|chai|drinks?|dinner|lunch|brunch|breakfast|walk|movie|film)\b|\b(?:coffee|chai|drinks?|dinner|lunch|brunch|walk)\W*$/i;
// Her plan said, not asked ("maybe drinks in town next week", "I'm free Sunday afternoon if you want to call
// then", "meet me at the station instead"): with something to do or a day in it, or where to meet her.
const STATES =
  /\b(?:maybe|instead|let'?s|how\s+about|if\s+(?:you|u)\s+(?:want|like|wanna|fancy)|we\s+(?:could|can|should)|i'?m\s+free|chalte\s+hain|milte\s+hain|karte\s+hain|kar\s+lete\s+hain|chalenge|milenge)\b/i;
const MEET_ME = /\bmeet\s+(?:me|up)\b[^.?!]*\b(?:at|near|instead)\b/i;

const ONE_OF = /^(?:walk|drink|movie|film|concert|gig|hike|trek|picnic|restaurant|caf[eé]|video\s*call|call)$/;

// "coffee toh nahi ho payega", "can't do dinner": a plan she turns down is not hers to say yes to; "can we
// push Friday?" moves theirs, which the reply of parts says yes to (lib/replies/offline/after-news.ts).
const NOT_ON = /\b(?:not|nahi|nhi|ni|can'?t|won'?t|no|push|postpone|reschedule|cancel|rain[\s-]*check|move)\b/i;

/** Her own plan in her message, where a clause of hers proposes or says yes to it (read beside her limit or news). */
export function herPlanOf(acts: Act[], parts: MessagePart[]): Reading["herPlan"] {
  const plan = acts.find((a) => a.kind === "plan" && (a.stage === "proposed" || a.stage === "accepted"));
  // "I'm not coming over tonight, I want to take this part slow, let's do another proper date first, that wine bar
  // on Ossington Thursday?": what she puts forward after the last clause that turns his plan down.
  const tails = parts.flatMap((p) => {
    const clauses = p.said.split(/,\s*/);
    const last = clauses.findLastIndex((c) => NOT_ON.test(c));
    const tail = clauses.slice(last + 1).join(", ");
    if (last < 0 || tail.split(/\s+/).length < 3) return [];
    const { form: _, ...rest } = p;
    return [{ ...rest, said: tail, ...(tail.trim().endsWith("?") ? { form: "yes_no" as const } : {}) }];
  });
  const clause = [...parts, ...tails].find(
    (p) =>
      ((p.form === "yes_no" && PROPOSES.test(p.said) && (!!plan || p.act === "plan" || ACTIVITY.test(p.said))) ||
        ((!!plan || p.act === "plan") && YES_FIRST.test(p.said)) ||
        (!p.form &&
          ((acts.some((a) => a.kind === "plan") && STATES.test(p.said) && (ACTIVITY.test(p.said) || !!findDay(p.said))) ||
            MEET_ME.test(p.said)))) &&
      !NOT_ON.test(p.said),
  );
  if (!clause) return undefined;
  // "meet me at the station": where she'll meet him is what he says yes to.
  const named = (ACTIVITY.exec(clause.said) ??
    /\b(?:restaurant|caf[eé]|video\s*call|call)\b/i.exec(clause.said) ??
    /(?<=\bmeet\s+(?:me|up)\s+(?:at|near)\s+)the\s+\w+/i.exec(clause.said))?.[0].toLowerCase();
  const activity = named && !/^(?:date|game|match|food|party)$/.test(named) ? named : undefined;
  // Her day as she says it in that clause ("sunday chalega"), with her hour where she names one ("par 12 baje
  // karein?"): never a day from elsewhere in her message ("my granddad passed on Monday").
  const day = findDay(clause.said)?.said;
  const time = plan?.kind === "plan" && plan.time && /\d/.test(plan.time) ? plan.time : undefined;
  // "a walk works for me", "coffee works for me": one of a thing, said as one.
  return {
    said: clause.said,
    ...(activity ? { activity: ONE_OF.test(activity) ? `a ${activity}` : activity } : {}),
    ...(day ? { day, ...(time ? { time } : {}) } : {}),
  };
}
