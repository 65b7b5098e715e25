import type { AboutFactField, AboutFacts } from "@/lib/account/about-rules";
import type { LanguageId } from "@/lib/plans";

// Her question about him, answered from the facts he gave Holla (issue 19, lib/account/about-rules.ts)
// instead of a [[blank]]: "what do you do?" takes `work`, "where are you from?" `home`, "what are you
// looking for here?" `lookingFor`, in English and Hinglish. The planner (planner.ts) asks this first
// for an open question about him and falls back to its blanks when no fact answers it. The lines
// only carry his words ({fact}); the rails still check every one.

/** Which fact her question asks for; "intro" is "tell me about yourself" (a few facts together). */
type FactKind = AboutFactField | "intro";

const ASKS: Array<[FactKind, RegExp]> = [
  ["name", /\b(?:name|naam)\b/i],
  [
    "lookingFor",
    /\blooking\s+for\b|\bdhoondh\w*\b|\bkya\s+chahiye\b|\bintentions?\b|\bhere\s+for\b|\b(?:on|using)\s+(?:this\s+app|here|hinge|bumble|tinder)\b|\byahan\s+(?:kyun|kyu|kis\s+liye)\b|\bkis\s+liye\b/i,
  ],
  [
    "home",
    /\bwhere\b.*\b(?:from|live|living|stay|staying|based|grow\s+up|grew\s+up)\b|\bwhich\s+(?:city|area|part)\b|\bhometown\b|\bkaha+n?\s+se\b|\bkidhar\s+se\b|\b(?:kahan|kaha|kidhar)\s+rehte\b|\brehte\s+kahan\b|\bkaunse\s+(?:shehar|city)\b/i,
  ],
  [
    "likes",
    /\bfor\s+fun\b|\bhobb(?:y|ies)\b|\bfree\s+time\b|\bspare\s+time\b|\bkhali\s+time\b|\bweekends?\b|\bunwind\b|\binto\b|\bwhat\s+do\s+(?:you|u)\s+(?:like|love|enjoy)\b|\bpassion\w*\b|\bshauk\b|\bpasand\s+(?:hai|h)\b|\bkya\s+pasand\b/i,
  ],
  [
    "work",
    /\bwhat\s+do\s+(?:you|u)\s+do\b(?!\s+(?:for\s+fun|on|in\s+your|when|after|to\s+unwind))|\bwork\b|\bjob\b|\bprofession\b|\bcareer\b|\bstud(?:y|ying)\b|\bkaam\b|\bkya\s+karte\s+(?:ho|hain)\b|\bnaukri\b/i,
  ],
  ["intro", /\babout\s+(?:yourself|urself|you)\b|\bapne\s+(?:baare|bare)\b|\bintroduce\b|\bwho\s+(?:are|r)\s+(?:you|u)\b/i],
];

const LINES: Record<LanguageId, Record<FactKind, readonly string[]>> = {
  en: {
    work: [
      "Work-wise? {fact}. Most days I actually like it. What about you?",
      "By day: {fact}. By night, mostly texting you apparently.",
      "{Fact}. Less exciting than it sounds, or more, depending on who you ask.",
      "Short version: {fact}. What keeps you busy?",
      "So, {fact}. Happy to bore you with details sometime.",
      "{Fact}, for my sins. What do you do?",
    ],
    home: [
      "{Fact}! Where's home for you?",
      "Home is {fact}. You?",
      "{Fact}, these days. What about you?",
      "{Fact}. Ever been?",
      "That'd be {fact}. Still a bit proud of it, honestly.",
      "Right now? {fact}. Where are you based?",
    ],
    likes: [
      "{Fact}, mostly. What about you?",
      "Honestly? {fact}. Best part of my week.",
      "{Fact}, whenever I can. What do you do to unwind?",
      "Big on {fact}. Ask me about it and I won't stop.",
      "{Fact}. That's my happy place. Yours?",
    ],
    lookingFor: [
      "Honestly? {fact}. What about you?",
      "Straight answer: {fact}. What brings you here?",
      "{Fact}, if I'm being honest. You?",
      "{Fact}. No games. What are you looking for?",
      "Simple: {fact}. And you?",
    ],
    name: [
      "It's {fact}. And you?",
      "{Fact}. Nice to properly meet you 😄",
      "{Fact}! Now you know what to save me as.",
      "I'm {fact}. Took you long enough to ask 😄",
      "{Fact}, at your service.",
    ],
    intro: [
      "Quick version: {fact}. Your turn.",
      "{Fact}. That's the trailer; the full story's better in person.",
      "Okay: {fact}. What about you?",
      "In short? {fact}. Now you.",
    ],
  },
  hi: {
    work: [
      "Kaam ke hisaab se: {fact}. Zyada tar din pasand bhi hai. Aur tum?",
      "Din mein {fact}. Raat mein, lagta hai tumse chat 😄",
      "{Fact}, filhaal. Tum kya karti ho?",
      "Short mein: {fact}. Details kabhi aur sunata hoon.",
      "{Fact}. Jitna lagta hai usse kam boring hai.",
    ],
    home: [
      "{Fact}! Tumhara ghar kahan hai?",
      "Abhi {fact}. Aur tum?",
      "{Fact}. Kabhi gayi ho?",
      "Ghar hai {fact}. Thoda proud bhi hoon 😄",
      "{Fact}, filhaal. Tum kahan se ho?",
    ],
    likes: [
      "Zyada tar {fact}. Aur tum?",
      "Sach bolun toh {fact}. Hafte ka best part wahi hai.",
      "{Fact}, jab bhi time mile. Tum relax kaise karti ho?",
      "{Fact}. Poochogi toh rukunga nahi 😄",
      "Mostly {fact}. Tumhara go-to kya hai?",
    ],
    lookingFor: [
      "Sach bolun? {fact}. Aur tum?",
      "Seedha jawab: {fact}. Tum yahan kyun ho?",
      "{Fact}, honestly. Tum kya dhoondh rahi ho?",
      "{Fact}. Koi games nahi. Aur tum?",
    ],
    name: ["{Fact}. Aur tumhara?", "Naam hai {fact} 😄", "{Fact}! Ab save kar lena.", "Main {fact}. Finally poocha tumne 😄"],
    intro: ["Short mein: {fact}. Ab tum batao.", "{Fact}. Baaki milke bataunga.", "Okay: {fact}. Tumhari baari."],
  },
};

// What people type before the fact itself ("I'm a designer", "I live in Pune", "mera naam Arjun hai").
const LEAD: Record<FactKind, RegExp> = {
  name: /^(?:(?:hi|hey)[,!\s]+)?(?:my\s+name\s+is|mera\s+naam|naam|i'?m|i\s+am|im|it'?s|main)\s+/i,
  work: /^(?:i\s+work\s+as\s+(?:an?\s+)?|i'?m\s+(?:an?\s+)?|i\s+am\s+(?:an?\s+)?|im\s+(?:an?\s+)?|main\s+)/i,
  home: /^(?:i\s+live\s+in|i'?m\s+(?:from|in|based\s+in)|i\s+am\s+(?:from|in|based\s+in)|based\s+in|living\s+in|from|main)\s+/i,
  likes: /^(?:i\s+(?:really\s+)?(?:like|love|enjoy)|i'?m\s+into|into|mujhe)\s+/i,
  lookingFor: /^(?:i'?m\s+looking\s+for|looking\s+for|i\s+want|i'?m\s+here\s+for)\s+/i,
  intro: /^/,
};

/** His fact as it reads inside a line: the lead-in words and end punctuation gone, one clause at most. */
export function factText(kind: AboutFactField, raw: string): string {
  let text = raw
    .replace(/\s+/g, " ")
    .trim()
    .replace(LEAD[kind], "")
    .replace(/(?:\s+(?:hai|hoon|hu|h))?[\s.!,;:]+$/iu, "")
    .trim();
  if (kind === "name") text = (text.split(/[\s,.!]+/)[0] ?? "").replace(/^\p{Ll}/u, (c) => c.toUpperCase());
  // A long answer keeps its first clauses: a line stays a text message, not his profile.
  if (text.length > 90) {
    const cut = text.slice(0, 90);
    const stop = Math.max(cut.lastIndexOf(","), cut.lastIndexOf(";"), cut.lastIndexOf(" and "), cut.lastIndexOf(" aur "));
    text = (stop > 30 ? cut.slice(0, stop) : cut.replace(/\s+\S*$/, "")).trim();
  }
  return text.replace(/\bi\b/g, "I");
}

/** "Arjun, product designer at a fintech, in Pune, into treks": a few facts for "tell me about yourself". */
function introText(facts: AboutFacts, language: LanguageId): string | null {
  const parts: string[] = [];
  if (facts.name) parts.push(language === "hi" ? `main ${factText("name", facts.name)}` : `I'm ${factText("name", facts.name)}`);
  if (facts.work) parts.push(factText("work", facts.work));
  if (facts.home) parts.push(`${language === "hi" ? "rehta hoon" : "based in"} ${factText("home", facts.home)}`);
  if (facts.likes) parts.push(`${language === "hi" ? "pasand hai" : "into"} ${factText("likes", facts.likes)}`);
  while (parts.join(", ").length > 130 && parts.length > 1) parts.pop();
  return parts.length >= 2 ? parts.join(", ") : null;
}

const NOW = /\b(?:up\s+to|wyd|right\s+now|rn|tonight|today|abhi|aaj)\b/i;

export interface FactAnswer {
  kind: FactKind;
  /** His words as they go into a line. */
  fact: string;
  /** The lines to fill, {fact} (or {Fact} at the start of a sentence) standing for his words. */
  lines: readonly string[];
}

/** The fact that answers her question about him, with the lines that say it; null when none does. */
export function factAnswer(question: string, facts: AboutFacts | undefined, language: LanguageId): FactAnswer | null {
  if (!facts) return null;
  for (const [kind, asks] of ASKS) {
    if (!asks.test(question)) continue;
    // "What are you up to tonight?" asks about now, not what he likes in general.
    if (kind === "likes" && NOW.test(question)) return null;
    const fact = kind === "intro" ? introText(facts, language) : facts[kind] ? factText(kind, facts[kind]!) : null;
    if (fact) return { kind, fact, lines: LINES[language][kind] };
    // "What do you do for fun?" also says "do": the first kind she asks about decides, found or not.
    if (kind !== "intro") return null;
  }
  return null;
}
