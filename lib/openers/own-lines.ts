import type { ProfileDetail } from "@/lib/openers/details";
import type { HookInvite } from "@/lib/openers/hook";
import { sayable } from "@/lib/reading/details";

// Her own words as details (docs/openers.md): how a quote of her is cut, how the card names her
// invitation and a prompt's answer, and the lines of hers the lexicon doesn't know ("Kochi. Doctor.
// Dog person.") read as things an opener can ask about.

/** A short stretch of her words for a quote: the whole clause when short, else its first few words. */
export function fragment(text: string, max = 44): string {
  const clean = text
    .replace(/\s+/g, " ")
    .replace(/^[\s"“”'‘’:,-]+|[\s"“”'‘’:,.;!?-]+$/g, "")
    .trim();
  if (clean.length <= max) return clean;
  const clause = clean.split(/[,;:(—–]|\s-\s|\band\b|\bbut\b/)[0]!.trim();
  if (clause.length <= max && clause.split(" ").length >= 3) return clause;
  let out = "";
  for (const word of clean.split(" ")) {
    if ((out ? `${out} ${word}` : word).length > max) break;
    out = out ? `${out} ${word}` : word;
  }
  return out.replace(/[\s,.;:!?-]+$/, "");
}

export function hookLabel(invites: HookInvite, value: string, prompt?: string): string {
  // Her prompt names the invitation best: "from: her 'recommend me a book' prompt".
  if (prompt && invites !== "lie") return `her "${fragment(prompt, 36).toLowerCase()}" prompt`;
  switch (invites) {
    case "lie":
      return "her two truths and a lie";
    case "recommend":
      return "her ask for a recommendation";
    case "debate":
      return "her hot take";
    case "challenge":
      return "her challenge";
    case "date":
      return "her first-date idea";
    case "game":
      return "her guessing game";
    case "ask":
      return "her question";
    default:
      return `her "${fragment(value, 32).toLowerCase()}" answer`;
  }
}

// A short line that is a word of hers, not a thing: "Mostly tired", "new here", "she/her".
const NOT_A_THING =
  /^(?:namaste|hola|mostly|very|just|bas|also|be|ask|swipe|text|don'?t|let'?s|kuch|koi|sab|ok|okay|hi|hey|hello|new|she|he|they|single|taken|yes|no|nah|lol|haha|i|i'?m|me|my|main|mujhe|mera|meri|mere|hum|we|you|your|tum|the|a|an|and|or|but|not|never|always|sometimes|currently|looking|height|age|\d)\b/i;

const ABOUT_THE_APP =
  /\b(?:bio|profile|swipe|write|likhna|poocho|poochho|pucho|ask me|text me|message me|new here|app)\b|^(?:hi|hey|hello|namaste)\b|\b(?:i'?m|main)\s+\p{Lu}\p{L}+,?\s+\d\d\b|^\p{L}+,\s*\d\d$/iu;

/** A line of hers the lexicon doesn't know, as a detail: a short name-like line, or a clause to quote. */
export function ownDetail(text: string, at: number): (ProfileDetail & { at: number }) | null {
  // "ENT resident hoon" is the ENT resident.
  const clean = text
    .replace(/^[\s"“”'‘’:,-]+|[\s"“”'‘’:,.;!?-]+$/g, "")
    .replace(/\s+(?:hoon|hu|hun|hai|h|hain)$/i, "")
    .trim();
  const words = clean.split(/\s+/);
  if (clean.length < 3 || !sayable(clean) || ABOUT_THE_APP.test(clean)) return null;
  if (words.length <= 3)
    return /^\p{Lu}/u.test(clean) && !NOT_A_THING.test(clean)
      ? { kind: "thing", label: clean, words: clean, en: clean, hi: clean, score: 70, at }
      : null;
  // A longer line is hers to quote where it names something: a name after its first word, a number.
  if (words.length > 14 || !/\s\p{Lu}|\d/u.test(clean) || ABOUT_THE_APP.test(clean)) return null;
  const quote = fragment(clean);
  return { kind: "prompt", label: `her "${fragment(clean, 36)}" line`, words: clean, en: quote, hi: quote, score: 72, at };
}

/** A heading like "My simple pleasures" read for the card: her "simple pleasures" answer. */
export function promptLabel(prompt: string): string {
  const short = prompt
    .replace(/^(?:my|the|a|i'?m|i am|i)\s+/i, "")
    .replace(/[?:.…]+$/, "")
    .trim();
  return `her "${fragment(short, 32).toLowerCase()}" answer`;
}
