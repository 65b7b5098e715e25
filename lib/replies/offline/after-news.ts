import type { LanguageId } from "@/lib/plans";
import { pick } from "@/lib/platform/seeded";
import { herKin, newsThing } from "@/lib/reading/bad-news";
import { GOOD_THING } from "@/lib/reading/cues";
import { findDay } from "@/lib/reading/days";
import { isName } from "@/lib/reading/keywords";
import { knownSalient } from "@/lib/reading/learned/salience";
import type { MessagePart, Reading } from "@/lib/reading/types";
import { PART_LINES } from "@/lib/replies/offline/bank/parts";
import { fill } from "@/lib/replies/offline/fill";

// What the reply of parts (parts.ts) reads in her message after her bad news (docs/reading.md, "Parts and the
// thread"): her asking to move their plan, to talk of something else, a scare that is over, and which of
// the things of his she asks after are named.

// "can we push Saturday?", "could we do next Thursday instead?", "kal ka cancel kar sakte hain?": their plan, moved or off.
const MOVE_PLAN =
  /\b(?:push|postpone|reschedule|cancel|call\s+(?:it\s+)?off|rain[\s-]*check|another\s+(?:day|time)|(?:do|make\s+it|try)\s+[\w\s]{0,16}?\binstead|aage\s+(?:kar|badha)|baad\s+mein\s+karte)\b|\bmove\s+(?:it|(?:the|our)\s+(?:plan|plans|date)|\w+day)\b/i;
const NEW_DAY = /\b(?:instead|do\s+(?:next\s+)?\w+day)\b/i;

/** Her day as she said it: "next Thursday" where she put "next" before it. */
export function daySaid(said: string, day: string): string {
  return !/^next\b/i.test(day) && new RegExp(`\\bnext\\s+${day}\\b`, "i").test(said) ? `next ${day}` : day;
}

/** Her asking, after her news, to move their plan: which lines, and what to name (her day, else the plan). */
export function movesPlan(part: MessagePart, language: LanguageId): { lines: "careMove" | "careNewDay"; key: string } | null {
  if (!MOVE_PLAN.test(part.said)) return null;
  const day = findDay(part.said)?.said;
  const next = day && daySaid(part.said, day);
  if (day && NEW_DAY.test(part.said)) return { lines: "careNewDay", key: next! };
  return { lines: "careMove", key: day ?? (language === "hi" ? "plan" : "our plans") };
}

// "anyway distract me? tell me something dumb", "tell me about your day, I want to hear something normal",
// "kuch aur baat karte hai? tumhara kaam kaisa": after her news she asks him to talk of something else,
// and what she asks him is answered, not kept for later.
export const MOVES_ON =
  /\b(?:distract\w*|something\s+(?:normal|dumb|funny|stupid|good|random|else|happy|nice)|need\s+(?:to\s+hear|a\s+distraction|one)|kuch\s+aur\s+baat|baat\s+badlo|change\s+(?:the\s+)?(?:subject|topic)|your\s+turn|instead|recommend\s+me|suggest\s+me)\b/i;

// "tell me something funny", "kuch normal bata", "cheer me up", "tell me your week's going better than mine": after
// her news, what she asks of him is something lighter, by her word for it (lib/replies/offline/parts.ts).
const LIGHTER =
  /\b(?:tell|say|send|bata|batao|bolo|bol|sunao|suna)\b[^.?!]{0,25}?\b(?:something|anything|kuch|ek)\s+(good|funny|normal|ridiculous|random|nice|happy|fun|dumb|stupid|interesting|better|acha|achha|mazedaar)\b|\b(?:something|anything|kuch)\s+(good|funny|normal|ridiculous|random|nice|happy|fun|dumb|interesting|better|acha|achha|mazedaar)\b[^.?!]{0,12}\b(?:bata|batao|bolo|bol|sunao|suna)\b|\b(cheer\s+me\s+up|make\s+me\s+(?:laugh|smile)|distract\s+me|going\s+better\s+than\s+mine|hasao|hasa\s+do)\b/i;

/** What lighter thing she asks him for after her news ("good", "normal"; "silly" for anything funny), or null. */
export function lighterAsked(said: string): string | null {
  const m = LIGHTER.exec(said);
  if (!m) return null;
  const word = (m[1] ?? m[2] ?? "good").toLowerCase();
  // "funny" said back would read as a joke beside her news (lib/reading/rails.ts): the lines for it tell a story.
  return /^(?:acha|achha)$/.test(word)
    ? "achha"
    : /^(?:funny|fun|mazedaar|ridiculous|dumb|stupid)$/.test(word) || (!m[1] && !m[2] && /cheer|laugh|smile|hasa/i.test(m[3]!))
      ? "silly"
      : word;
}

// "she's stable now", "he's better", "ab ghar aa gayi hain", "sab theek ho gaya": her scare is over, and the
// reply is glad of it as well as sorry.
const RESOLVED =
  /\b(?:(?:she|he|they|everyone|everybody)(?:'?s|\s+is|'?re|\s+are)\s+(?:fine|okay|ok|stable|better|safe|home|recovering|doing\s+(?:better|okay|fine))|(?:stable|better)\s+now|ab\s+(?:theek|better|stable|thik)|ghar\s+aa\s+(?:gayi|gaye|gaya)|sab\s+(?:theek|thik)\s+(?:ho\s+gaya|hai|h)\b)/i;

const NOT_RESOLVED = /\bnot\s+(?:fine|okay|ok|stable|better)\b/i;

/**
 * Her bad news met by name, first. Her loss of someone of hers ("I'm so sorry about your dadi."): only where
 * she names one of hers alone, so it is never the wrong one, nor "I hope your dog is okay". News about someone
 * of hers that is not a loss ("my nani's in the hospital again") in words that fit whatever it is, so a loss
 * the reading missed is never answered "I hope she's okay". News about a thing ("we broke up", "wrist tod li"):
 * the thing, never after a death.
 */
export function careNamed(reading: Reading, message: string, language: LanguageId, random: () => number): string | undefined {
  const news = reading.primary.kind === "bad_news" ? reading.primary : undefined;
  if (!news) return undefined;
  const kin = herKin(message);
  if (kin) {
    const lines = news.grief ? "careKinLost" : RESOLVED.test(message) && !NOT_RESOLVED.test(message) ? "careKinBetter" : "careKinHard";
    return fill(pick(PART_LINES[language][lines], random), { key: kin });
  }
  const thing = news.grief ? undefined : newsThing(news.said, message);
  return thing ? fill(pick(PART_LINES[language].careThing, random), { key: thing[language] }) : undefined;
}

/** "how did your sister's exam go?" after her bad news: named, and kept for later; a loose word is not. */
export function laterKey(part: MessagePart): boolean {
  return !!(part.form && part.about === "him" && part.key && (knownSalient(part.key) || isName(part.key, part.said)));
}

/** "the promotion" ("promotion" in Hinglish): what her good news is, where she names it, for the line that cheers it. */
export function goodThing(said: string, language: LanguageId): string | undefined {
  const thing = GOOD_THING.exec(said)?.[1]?.toLowerCase();
  return thing && (language === "en" ? `the ${thing}` : thing);
}
