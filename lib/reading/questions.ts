import type { Act } from "@/lib/reading/types";

// Whether a clause of her message asks something, in what form (open, yes/no, either/or with her
// options in her words) and about whom (docs/reading.md).

export const WH =
  /\b(?:what|what'?s|whats|where|when|who|whom|why|how|hows|which|wat|wht)\b|\b(?:kaun|kaunsa|kaunsi|kaunse|konsa|konsi|konse|kis|kisse|kisko|kiske|kiski|kise|kab|kahan|kahaan|kaha|kidhar|kyun|kyu|kyon|kaise|kaisa|kaisi|kitna|kitni|kitne)\b|\btell\s+me\s+(?:about|more)\b|\bbatao\b/i;
const YES_NO_EN =
  /^(?:(?:so|ok|okay|and|but|also|btw|wait|hmm+|haha+|lol)[,\s]+)*(?:do|does|did|are|is|can|could|would|will|have|has|should|wanna|r|ever|you|u|were|was)\b/i;
// "acha, ", "toh ", "aur ": the words she may open with before a question word.
const HI_LEAD = "(?:(?:acha|achha|accha|toh|to|aur|btw|haha+|hey|so)[,\\s]+)*";
/**
 * "weekend ka kya plan hai", "waha sabse zyada kya miss karte ho": "kya" after her first words asks what,
 * mark or no mark ("kya" first asks yes or no; "pata nahi kya hua" asks nothing).
 */
export const HI_WHAT = new RegExp(
  `^(?!${HI_LEAD}(?:kya|kyaa|kia)\\b)(?!.*\\b(?:pata|maloom|samajh)\\b).*\\S\\s+(?:kya|kyaa|kia)\\s+\\S`,
  "i",
);
/** "guess what, I got selected!", "GUESS WHO GOT HER FIRST CLIENT??": her news told, not a question. */
export const GUESS = /^\W*(?:(?:ok|okay|so|omg)[,\s]+)?guess\s+(?:what|who)\b/i;
/** "free ho kya", "khana khaya kya?": "kya" last asks yes or no, as "kya" first does. */
export const ENDS_KYA = /(?<=\S)\s+(?:kya|kyaa|kia)[\s?!.]*$/i;
const YES_NO_HI =
  /^(?:(?:acha|achha|accha|toh|to|aur|btw|haha+)[,\s]+)*kya\b|\b(?:ho|hai|hain|hoon|karte|karti|jaate|jaati|lagta|lagti|pasand)\s*\?*\s*$/i;
const OR_SPLIT = /\s+(?:or|ya|yaa|or\s+maybe|vs\.?|versus)\s+/i;
// Words that frame an either/or rather than belonging to an option ("are you a", "would you rather").
const LEFT_FRAME =
  /^(?:.*\b(?:prefer|rather|choose|pick|like|love|want|into|team|are\s+(?:you|u)(?:\s+(?:a|an|more\s+(?:of\s+)?a|more))?|r\s+u(?:\s+a)?|you\s+(?:a|an)|question|so|ok|okay|btw|quick\s+one|tumhe|tumko|aapko|tum|aap|aapka|tumhara|tera|batao|bolo|better)\b[\s:,-]*)/i;
const RIGHT_TAIL = /\b(?:person|people|type|kind|girl|guy)\b/i;
const RIGHT_STOP =
  /\s+(?:for|tum|tumhe|aap|kya|kaun|which|better|prefer|choose|pick|batao|bolo|hai|ho|karoge|karogi|pasand|and|but|though|honestly|lol|haha|tho|\?)\b.*$/i;
// "grow up in delhi", "live in bandra": a short verb phrase of his, kept whole as an option.
const VERB_PHRASE = /^(?:grow|grew|live|work|study|move|moved|stay|go|went|come|came)\b/i;
const ARTICLE = /^(?:a|an|the|some|more\s+of\s+a|more\s+a)\s+/i;

// "…or is that just aspirational?", "…or was it a one-off": a second question about something else. "are you a
// student or do you work?" asks him to pick between two of his own, and stays a choice.
const SECOND_QUESTION = /^(?:is|was|are|were)\s+(?:it|that|this|the|these|those|there)\b/i;

export function eitherOrOptions(clause: string): string[] | undefined {
  const text = clause
    .replace(/[?!.]+\s*$/, "")
    .replace(/[\p{Extended_Pictographic}]/gu, "")
    .trim();
  const parts = text.split(OR_SPLIT);
  if (parts.length !== 2) return undefined;
  const AUX = /\s+(?:ho|hai|hain|ho\s+na|karte|karti)$/i;
  let left = parts[0]!.replace(LEFT_FRAME, "").trim().replace(AUX, "");
  left = left.split(/[,:;]/).pop()!.trim().replace(ARTICLE, "");
  // "did you grow up in Delhi or just work there": the left option is all of what he did, where it is short.
  const did = left.replace(/^.*?\b(?:do|did|would|will|have|can|could)\s+(?:you|u)\s+/i, "");
  const whole = did !== left && VERB_PHRASE.test(did) && did.length <= 20;
  const leftWords = whole ? did.split(/\s+/) : left.split(/\s+/).filter(Boolean).slice(-3);
  let right = parts[1]!
    .split(/[,:;?!]/)[0]!
    .replace(RIGHT_STOP, "")
    .trim()
    .replace(ARTICLE, "");
  const rightWords = right.split(/\s+/).filter(Boolean).slice(0, 3);
  left = leftWords.join(" ");
  right = rightWords.join(" ");
  // "dog person or cat?" → both options carry the tail word she used once.
  if (RIGHT_TAIL.test(left) && !RIGHT_TAIL.test(right) && rightWords.length === 1) right = `${right} ${leftWords[leftWords.length - 1]}`;
  if (!left || !right || left.length > 30 || right.length > 30) return undefined;
  if (left.toLowerCase() === right.toLowerCase()) return undefined;
  // "try ki ya nahi?", "did you go or not": a yes or no, not a choice.
  if (/^(?:nahi|nahin|nhi|na|not|no)$/i.test(right)) return undefined;
  // "do you actually run or is the marathon pic a one-off?": the "or" joins a second question, not a
  // second option.
  if (SECOND_QUESTION.test(right)) return undefined;
  return [left, right];
}

const BETWEEN = /\b(?:pick|choose|decide)\s+between\s+(.+?)\s+(?:and|or|&)\s+(.+)$/i;
const OPTION_LEAD = /^(?:(?:a|an|the|that|this|those|some)\s+)?(?:(?:new|old|other)\s+)?/i;
const OPTION_TAIL = /\s+(?:in|at|near|on|for|with|from)\s.*$|[?!.,].*$/i;

/** "pick between bowling and that new escape room in Jubilee Hills" → ["bowling", "escape room"]. */
export function betweenOptions(text: string): string[] | undefined {
  const m = BETWEEN.exec(text.replace(/[\p{Extended_Pictographic}]/gu, "").trim());
  if (!m) return undefined;
  const [a, b] = [m[1]!, m[2]!].map((o) => o.replace(OPTION_TAIL, "").replace(OPTION_LEAD, "").split(/\s+/).slice(0, 3).join(" ").trim());
  return a && b && a.length <= 30 && b.length <= 30 && a.toLowerCase() !== b.toLowerCase() ? [a, b] : undefined;
}

const ABOUT_YOU = /\b(?:you|your|yours|yourself|u|ur|tum|tumhe|tumko|tumhara|tumhari|tumhare|aap|aapka|aapki|aapke|aapko|tu|tera|teri)\b/i;
const ABOUT_ME = /\b(?:i|i'?m|i'?ve|my|me|mine|main|mera|meri|mere|mujhe|maine)\b/i;
const ABOUT_US = /\b(?:we|us|our|hum|humein|hamara|hamari)\b/i;

function questionAbout(text: string): Extract<Act, { kind: "question" }>["about"] {
  if (ABOUT_US.test(text)) return "both";
  if (ABOUT_YOU.test(text)) return "him";
  if (ABOUT_ME.test(text)) return "her";
  // "Any plans for the weekend?", "weekend pe kya plan hai?": nothing says whose, so his.
  return "him";
}

const BARE_TELL_ME =
  /^\W*(?:(?:bas|toh|to|ab|acha|achha|accha|please|pls|zara|ek\s+baat|tab\s+tak|tab\s+tak\s+(?:yeh|ye)|yeh|ye|ok|okay|so|now|just|and|aur)\s+)*(?:batao|bataiye|bataao|bata\s+do|tell\s+me)(?:\s+(?:na|please|pls|zara|ji|yaar))*\W*$/i;
const STATES = /^\W*(?:it'?s|its|it\s+is|that'?s|thats|there'?s|i'?m|im|i\s+am|i\s+was|we'?re|we\s+are|my|she'?s|he'?s)\s/i;

const TOPIC_WORDS =
  /\b(hik\w*|trek\w*|travel\w*|trips?|work|job|food|cook\w*|music|songs?|movies?|films?|shows?|books?|read\w*|sports?|gym|run\w*|dance|danc\w*|dogs?|cats?|pets?|weekend|plans?|hobbies|hobby|fun|family|city|college|study|from|live|age|old|name|looking\s+for|favou?rite\s+\w+|kaam|khana|gaane|padhai|shehar|ghar)\b/i;

export function questionAct(clause: string, wholeIsQuestion: boolean): Extract<Act, { kind: "question" }> | null {
  const text = clause.trim();
  const marked = /\?/.test(text);
  const lower = text.toLowerCase();
  const tellMe = /\btell\s+me\s+(?:about|more)\b|\bbatao\b|\bbataiye\b|\bbata\s+(?:dena|do|dijiye)\b/.test(lower);
  // "pizza or burgers, choose wisely", "goa ya manali, ek choose karo": a choice without a "?".
  const choice = OR_SPLIT.test(lower) && lower.split(/\s+/).length <= 8;
  // "pick between bowling and that new escape room": a choice, without "or".
  const between = betweenOptions(text);
  if (between) return { kind: "question", said: text, form: "either_or", about: questionAbout(lower), options: between };
  // "Bas bataiye, aaj aapne kya kiya?": "tell me" alone leads into the question after it and asks nothing itself.
  if (!marked && tellMe && BARE_TELL_ME.test(lower)) return null;
  // "it's not you, it's a 3rd grader who fights me…": a statement's "who" or "what" relates, it doesn't ask.
  if (
    !marked &&
    STATES.test(lower) &&
    !/^\W*\w+\W+\w*\W*(?:what|who|where|when|why|how)\b|[:–-]\s*(?:what|who|where|when|why|how)\b/.test(lower) &&
    !tellMe
  )
    return null;
  if (
    !marked &&
    !tellMe &&
    !choice &&
    !(wholeIsQuestion && (WH.test(lower) || YES_NO_EN.test(lower) || /\b(?:kya|kyaa|kia)\b/.test(lower)))
  )
    return null;
  const about = questionAbout(lower);
  const topic = TOPIC_WORDS.exec(lower)?.[1];
  const options = OR_SPLIT.test(lower) ? eitherOrOptions(text) : undefined;
  if (options) return { kind: "question", said: text, form: "either_or", about, options, ...(topic ? { topic } : {}) };
  // "kya tum gym jaate ho?" asks yes or no; "kya cook karte ho?" asks what.
  const startsKya = new RegExp(
    `^${HI_LEAD}kya\\s+(?:tum|aap|tumhe|aapko|tumko|tu|tujhe|tumne|aapne|main|hum|wo|woh|ye|yeh|sach|kabhi|tumhara|tumhari|aapka|aapki)\\b`,
    "i",
  ).test(lower);
  // "kya" first asks yes or no ("kya tum gym jaate ho?"); anywhere else it means "what".
  const endsKya = !startsKya && ENDS_KYA.test(lower);
  const bare = startsKya ? lower.replace(/^.*?\bkya\b/, "") : endsKya ? lower.replace(ENDS_KYA, "") : lower;
  const wh = WH.test(bare) || (!startsKya && /\bkya\b/.test(bare));
  // A question with no question word asks yes or no ("khana kha liya?", "seen the new Batman?").
  // "…what's your biggest fear and your most useless talent?": the second half of her open question stays open.
  const secondHalf = marked && /^\W*(?:and\s+|&\s+)?(?:your|ur)\s+(?!(?:\w+\s+){0,3}(?:or|ya)\b)/.test(lower);
  if (!wh && !secondHalf && (marked || YES_NO_EN.test(lower) || YES_NO_HI.test(lower) || startsKya || endsKya)) {
    return { kind: "question", said: text, form: "yes_no", about, ...(topic ? { topic } : {}) };
  }
  if (!marked && !wh && !tellMe) return null;
  return { kind: "question", said: text, form: "open", about, ...(topic ? { topic } : {}) };
}
