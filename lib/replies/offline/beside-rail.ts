import type { Reading } from "@/lib/reading/types";

// What a reply of several parts may still answer when her rail is up (docs/reading.md, "Parts and the
// thread"): after her limit, her complaint or a question she still wants answered after her no, her questions
// to him are answered as statements beside the set's yes or sorry, never the part that sets the limit.

/** "waise…", "btw…", "anyway…": she turns from her limit to something else, a choice she asks there is answered. */
export const TURNS_AWAY = /^\W*(?:waise|vaise|btw|by\s+the\s+way|anyway|anyways|khair|also|on\s+another\s+note)\b/i;

/** The part of her message that sets her limit ("can we stick to text?", "where are the pics sir 😤"), not "a slow Sunday". */
export const SETS_IT =
  /\b(?:stop|can\s+(?:you|u)\s+not|don'?t|do\s+not|no\s+more|mat|can\s+we|could\s+we|slow(?!\s+(?:sundays?|saturdays?|mornings?|evenings?|days?|weeks?|weekends?|songs?|cooker|dance|jams?|burn|walks?|travel|living|life))|not\s+ready|rather|pls\s+no|please\s+no)\b|[😤🙄😑😒]/iu;

/**
 * Her boundary sets a limit, slows things down or is a complaint: she is still talking to him. Her news that
 * ends it ("moving to Bangalore… will you stay in Gurgaon?") still asks, and her question is answered in a
 * statement beside his good wishes.
 */
export function stillTalking(reading: Reading, message: string): boolean {
  const { primary } = reading;
  return (
    primary.kind === "complaint" ||
    (primary.kind === "boundary" &&
      (primary.reason === "limit" ||
        primary.reason === "slow_down" ||
        primary.reason === "moving_on" ||
        (primary.reason === "not_interested" && ASKS_ANYWAY.test(message))))
  );
}

// "I don't think we're a match. Out of curiosity though, was that photo in Petra?": her no, then a question she
// still wants answered, which the acceptance answers in a statement.
// Not "not interested. why do you keep texting me though?", which asks nothing to answer.
const ASKS_ANYWAY =
  /^(?![\s\S]*\b(?:why|kyun?|kyon|keep\s+\w+ing)\b)[\s\S]*\b(?:out\s+of\s+curiosity|curious|though|tho|but|btw|by\s+the\s+way|that\s+said|anyway|waise|separately|aur\s+haan)\b[^?]*\?/i;

/** A part's answer as a statement ("Podcast? [[your answer]]." → "Podcast: [[your answer]]."), or null where it must ask. */
export function asStatement(text: string): string | null {
  // "Where do I find these? Honestly, [[your answer]]." → "Where do I find these: honestly, [[your answer]]."
  const said = text
    .replace(/\?(?=\s+\[\[)/g, ":")
    .replace(/\?(\s+)([^?\s[][^?[]*\[\[)/g, (_, space: string, rest: string) => `:${space}${rest[0]!.toLowerCase()}${rest.slice(1)}`);
  // "Mera weekend? Ab aur achha." → "Mera weekend: ab aur achha.": her words said back, then his answer.
  const echoed = said.replace(ECHOED, (_, start: string, words: string, letter: string) => `${start}${words}: ${letter.toLowerCase()}`);
  return echoed.includes("?") ? null : echoed;
}

/** A few of her words said back with a "?" before his answer, not a question he asks her. */
const ECHOED =
  /(^|[.!]\s+)((?!(?:how|what|why|who|where|when|which|are|do|did|does|is|can|could|would|will|want|wanna|kya|kaisa|kaise|kaun|tum|aap|you|u)\b)[^?.!\s]+(?:\s+[^?.!\s]+){0,3})\?\s+(\p{Ll}|\p{Lu})(?=[^?]*$)/giu;
