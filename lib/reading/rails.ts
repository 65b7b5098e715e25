import { normaliseText } from "@/lib/reading/normalise-text";
import type { Reading, Weekday } from "@/lib/reading/types";

// What a reply may not do after her message, whichever engine wrote it (docs/reading.md): after a
// boundary nothing that keeps the door open (a question, an invitation, persuasion, flirting), and an
// apology where she complained; after bad news nothing that laughs or asks her out; after a plan on
// her day, no other day. A reply that breaks one never reaches the screen.

export type RailBreak = "question" | "invitation" | "persuasion" | "flirting" | "no_apology" | "joke" | "other_day";

const INVITATION =
  /\b(?:meet|meeting|meetup|coffee|chai|drinks?|dinner|lunch|brunch|date|hang\s*out|grab|free\s+(?:this|on|tomorrow|tonight|later|today|ho|hai)|this\s+weekend|let'?s|see\s+you|call\s+me|my\s+number|your\s+number|come\s+(?:over|with)|take\s+you|show\s+you|treat\s+you|mil(?:te|na|enge|o|ein|en|lo|ogi|oge)|chal(?:ein|en|o|oge|ogi)|kab\s+free|number\s+(?:do|de|dedo))\b/i;
const PERSUASION =
  /\b(?:chance|change\s+your\s+mind|reconsider|convince|regret|are\s+you\s+sure|sure\s+about|think\s+(?:about\s+it|again|it\s+over)|one\s+more|just\s+one|at\s+least|why\s+not|but\s+(?:we|i|you)|give\s+(?:me|us|it)|rethink|won'?t\s+give\s+up|never\s+give\s+up|wait\s+for\s+you|mauka|soch\s+(?:lo|lena|ke)|pakka|phir\s+se|ek\s+baar|lekin|par\s+(?:main|hum)|manaa?\s+(?:lunga|lenge)|intezaar)\b/i;
const FLIRTING = /[😘😉😍🥰😏💕❤♥😜😛]|\b(?:cutie|gorgeous|beautiful|handsome|babe|sexy|hot)\b/iu;
const APOLOGY = /\b(?:sorry|apolog\w*|my\s+bad|maaf\w*|galti|shouldn'?t\s+have)\b/i;
const JOKE =
  /\b(?:ha(?:ha)+h?|he(?:he)+|lol+|lmao+|rofl|jk|kidding|joke|jokes|funny|impressed|hilarious|xd|lit|epic)\b|[😂🤣😆😜😝😛😉😏😎🔥😅]/iu;

const WEEKDAY_WORDS: Record<Weekday, RegExp> = {
  monday: /\b(?:monday|somvar|somwar)\b/i,
  tuesday: /\b(?:tuesday|mangalvar|mangalwar)\b/i,
  wednesday: /\b(?:wednesday|budhvar|budhwar)\b/i,
  thursday: /\b(?:thursday|guruvar|guruwar)\b/i,
  friday: /\b(?:friday|shukravar|shukrawar)\b/i,
  saturday: /\b(?:saturday|shanivar|shaniwar)\b/i,
  sunday: /\b(?:sunday|ravivar|raviwar)\b/i,
};

/**
 * Whether the reply invites her past what she asked herself: a word of her own plan said back ("coffee" to her
 * "coffee at that place on Queen West?", beside her limit or her news) is a yes to her, not his invitation.
 */
function invitesPast(text: string, reading: Reading): boolean {
  if (!reading.herPlan) return INVITATION.test(text);
  const hers = normaliseText(reading.herPlan.said);
  // Her word as a word: "date" said back is not hers because she wrote "update".
  const saidByHer = (word: string) => new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i").test(hers);
  return [...text.matchAll(new RegExp(INVITATION.source, "gi"))].some((m) => !saidByHer(m[0]));
}

/** Every rail this reply breaks after her message; empty when it may be shown. */
export function railBreaks(reply: string, reading: Reading): RailBreak[] {
  const text = normaliseText(reply);
  const breaks: RailBreak[] = [];
  if (reading.rail === "boundary") {
    if (text.includes("?")) breaks.push("question");
    if (invitesPast(text, reading)) breaks.push("invitation");
    if (PERSUASION.test(text)) breaks.push("persuasion");
    if (FLIRTING.test(reply)) breaks.push("flirting");
    if (reading.apologise && !APOLOGY.test(text)) breaks.push("no_apology");
  }
  if (reading.rail === "care") {
    if (JOKE.test(reply) || JOKE.test(text)) breaks.push("joke");
    if (invitesPast(text, reading)) breaks.push("invitation");
    if (FLIRTING.test(reply)) breaks.push("flirting");
  }
  const plan = reading.primary.kind === "plan" ? reading.primary : null;
  if (plan?.day) {
    const hers = plan.day.id;
    for (const [day, pattern] of Object.entries(WEEKDAY_WORDS) as Array<[Weekday, RegExp]>) {
      if (day !== hers && pattern.test(text)) {
        breaks.push("other_day");
        break;
      }
    }
  }
  return breaks;
}

/** Whether a line asks her to meet or to do something together: what the boundary and care rails forbid. */
export function invites(reply: string): boolean {
  return INVITATION.test(normaliseText(reply));
}

export function keepsRails(reply: string, reading: Reading): boolean {
  return railBreaks(reply, reading).length === 0;
}

/**
 * How her no is accepted, beyond its reason: with sorrow where bad news is beside it (and no complaint to
 * apologise for), gladly where she leaves for someone new or for her own good news, else plainly. The offline set and the model's
 * rules both read it here.
 */
export function acceptanceOf(reading: Reading): "hard_times" | "someone_new" | "good_news" | "plain" {
  if (!reading.apologise && reading.acts.some((a) => a.kind === "bad_news")) return "hard_times";
  if (reading.engaged && !reading.apologise) return "good_news";
  if (reading.someoneNew) return "someone_new";
  // "got offered a job in auckland and said yes 😬 so probably best i stop swiping": she leaves for her good news.
  // Or says no for it ("naukri mil gayi Pune mein… long distance ke liye taiyaar nahi"): the news is cheered either way,
  // where the rules or the classifier hear it.
  const leaving = reading.primary.kind === "boundary" && ["moving_on", "not_interested", "goodbye"].includes(reading.primary.reason);
  // Never where she is low ("my ex just got engaged and i'm not okay"): someone else's news is no news of hers.
  const low = ["sad", "upset", "stressed"].includes(reading.mood) || reading.acts.some((a) => a.kind === "stress");
  const news = !low && (reading.acts.some((a) => a.kind === "good_news") || reading.parts.some((p) => p.act === "good_news"));
  return leaving && !reading.apologise && news ? "good_news" : "plain";
}
