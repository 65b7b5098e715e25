import type { LanguageId } from "@/lib/plans";
import { isEcho } from "@/lib/reading/parts";
import type { MessagePart } from "@/lib/reading/types";

// Her question said back in the reply of parts, as people do before they answer it (docs/reading.md, "Parts
// and the thread"): "why?" → "Why? [[your answer]].", "did u eat the rolls?" → "Eat the rolls? [[yes or
// no]].", "who do you watch it with" → "Who do I watch it with?", "kis cheez se darte ho" → "Kis cheez se
// darta hoon?". Each from his side of it, in her words.

// "ooh with who?", "aur agar haan toh kitne?", "wait WHAT. why?": what leads into a short question, not of it.
const LEAD_IN =
  /^(?:(?:o+h+|wait|and|aur|so+|ok(?:ay)?|hm+|ha(?:ha)+|lol|acha|achha|accha|arre|toh|but|par|sachi|seriously|agar\s+haan(?:\s+toh)?)[\s,!.]+)+/i;

const SHORT_WH = /^(?:why|when|where|who|how|what|which|kyun|kyu|kab|kahan|kaha|kaun|kaise|kaisa|kaisi|kitne|kitna|kya)\b/i;

/** Her short question that names nothing, in her words without its lead-in ("who with", "kab hai"); else undefined. */
export function shortQuestion(part: MessagePart): string | undefined {
  if (part.key || !part.form || part.smallTalk || isEcho(part.said)) return undefined;
  const asked = part.said.replace(LEAD_IN, "");
  // Asked, not a heading before her question ("ek baat batao", "tell me something").
  if (!/\?/.test(asked) && !SHORT_WH.test(asked)) return undefined;
  const words = asked
    .replace(/[^\p{L}\p{N}'\s-]+/gu, " ")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  // "what should i do first" is said back from his side: "what should you do first".
  const his = words.map((w) => HERS_TO_YOURS[w.toLowerCase()] ?? w);
  return words.length && words.length <= 5 && his.join(" ").length <= 30 ? his.join(" ").toLowerCase() : undefined;
}

const HERS_TO_YOURS: Record<string, string> = { i: "you", me: "you", my: "your", mine: "yours", "i'm": "you're", im: "you're" };

// "did u", "are you", "have u ever": how a yes-or-no question to him starts, before what it asks.
const YES_NO_LEAD =
  /^\W*(?:(?:and|also|so|ok|okay|but|wait|more\s+importantly|seriously|honestly)[,\s]+)*(?:do|did|are|were|have|can|could|would|will|whether)\s+(?:you|u|ya)\s+(?:(?:ever|still|also|actually|even|really)\s+)*/i;
const IS_FOR_YOU = /^\W*(?:(?:and|also|so|ok|okay|but)[,\s]+)*(is|was)\s+(?=.*\b(?:for|with|to|by)\s+(?:you|u)\b)/i;
const MINE: Record<string, string> = {
  your: "my",
  ur: "my",
  you: "me",
  u: "me",
  yours: "mine",
  yourself: "myself",
  urself: "myself",
  me: "you",
  my: "your",
  mine: "yours",
};

// "how was it??": what "it" is, the thread's topic or a name, says more than her short question would.
export const NAMES_IT_ELSEWHERE = /^\W*(?:[\w']+\s+){0,3}(?:it|that|this|them|those|there)\W*$/i;

// Her Hinglish to him, from his side: "tum" → "main", "tumhara" → "mera", "darte ho" → "darta hoon",
// "karoge" → "karunga".
const HI_HIS: Record<string, string> = {
  tum: "main",
  tu: "main",
  aap: "main",
  tm: "main",
  tumhe: "mujhe",
  tumko: "mujhe",
  tujhe: "mujhe",
  aapko: "mujhe",
  tmhe: "mujhe",
  tumne: "maine",
  aapne: "maine",
  tmne: "maine",
};
const NOT_A_VERB =
  /^(?:kaise|jaise|waise|vaise|aise|kaunse|konse|tumhare|mere|sabse|pyaare|achhe|ache|late|date|cute|note|quote|site|white|rate|gate|plate|state|vote|taste|waste|paste|hate|minute|sweete?)$/i;
const HI_YOURS = /^(?:tumhar|tmhar|aapk|ter)([aei])$/i;
const HI_TO_HIM =
  /\b(?:tum|tu|aap|tm|tumhe|tumko|tujhe|aapko|tmhe|tumne|aapne|tmne|tumhara|tumhari|tumhare|aapka|aapki|aapke)\b|\w+(?:te|oge)\s+(?:ho|h|hain)?\b/i;
const HI_START = /^\W*(?:(?:acha|achha|accha|toh|aur|ok|okay|suno|arre|waise|btw|(?:par|lekin|but)(?:\s+(?:wo|woh|vo))?)[,\s]+)*(.*)$/i;

/** Her Hinglish question to him said from his side ("kis cheez se darte ho" → "Kis cheez se darta hoon"): at most eight words. */
export function hiOpenCore(said: string): string | undefined {
  const text = said.replace(/[^\p{L}\p{N}'\s-]+/gu, " ").replace(/\b(?:yaar|yr|na|naa|lol|haha\w*|pls|please)\b/gi, " ");
  const core = HI_START.exec(text.trim())?.[1]?.trim() ?? "";
  if (!HI_TO_HIM.test(core)) return undefined;
  const words = core.split(/\s+/).filter(Boolean);
  if (words.length < 2 || words.length > 8) return undefined;
  // With "tum" or "aap" as who does it, he does it: every "-te" verb is his ("kya karte ho" → "kya karta hoon").
  const subject = words.some((w) => /^(?:tum|tu|aap|tm)$/i.test(w));
  const out = words.map((w, i) => {
    const lower = w.toLowerCase();
    const next = words[i + 1]?.toLowerCase() ?? "";
    const before = words[i - 1]?.toLowerCase() ?? "";
    if (HI_HIS[lower]) return HI_HIS[lower]!;
    const yours = HI_YOURS.exec(lower);
    if (yours) return `mer${yours[1]}`;
    // "darte ho" → "darta hoon", "rahe ho" → "raha hoon", "gaye the" → "gaya tha", "karoge" → "karunga".
    if ((lower === "ho" || (lower === "hain" && subject)) && (subject || /(?:te|e)$/.test(before))) return "hoon";
    if (lower === "the" && (subject || /(?:te|e)$/.test(before))) return "tha";
    if (/^\w{2,}te$/.test(lower) && !NOT_A_VERB.test(lower) && (subject || /^(?:ho|h|hain|the)$/.test(next))) return `${w.slice(0, -1)}a`;
    if (/^(?:rahe|gaye|liye|kiye|diye|aaye|huye|hue|chote|chhote|bade|bare)$/.test(lower) && /^(?:ho|h|hain|the)$/.test(next))
      return lower === "hue" ? "hua" : `${w.slice(0, -1)}a`;
    if (/^\w{2,}oge$/.test(lower)) return `${w.slice(0, -3)}unga`;
    return w;
  });
  const said2 = out.join(" ");
  return said2.charAt(0).toUpperCase() + said2.slice(1);
}

const AUX_TO_MINE: Record<string, string> = { are: "am", r: "am", were: "was" };
const AUX = /^(?:do|did|does|are|r|were|have|has|can|could|would|will|should|wud|shud)$/i;
// Her words about him and herself, from his side; "you" itself is "I" or "me" by where it stands (openCore).
const HERS_TO_HIS: Record<string, string> = {
  ...MINE,
  i: "you",
  "i'm": "you're",
  im: "you're",
  "you're": "I'm",
  youre: "I'm",
};
const OPEN_WORD = /^(?:what|where|when|who|why|how|which)$/i;
const SUBJECT_VERB =
  /^(?:swear|like|love|think|know|want|go|went|have|had|did|do|live|work|use|mean|said|recommend|prefer|watch|read|cook|play|eat|drink|grew|get|got|make|made|visit|visited|follow|trust|keep|wear|ate|saw|watched|heard|bought|tried|cooked|read|did|made)$/i;

/** Her "you", from his side: "I" where he does it ("what do you…", "why you left…", "a place you swear by"), else "me". */
function youFromHisSide(words: readonly string[], i: number): "I" | "me" {
  const before = words[i - 1] ?? "";
  return AUX.test(before) || OPEN_WORD.test(before) || SUBJECT_VERB.test(words[i + 1] ?? "") ? "I" : "me";
}

// "best thing you ate this week", an item of her list, is said back as her open questions are.
const OPEN_START =
  /^\W*(?:(?:and|also|so|ok|okay|but|wait|acha|achha)[,\s]+)*((?:what|what's|whats|where|when|who|why|how|which|(?:the\s+)?(?:best|worst|last|biggest|fav\w*)\s+\w+\s+(?:you|u)\b)\b.*)$/i;

/**
 * Her open question to him from his side, in her words ("what time do u sleep" → "What time do I sleep",
 * "what should i know about u" → "What should you know about me"): at most eight words, else undefined.
 */
export function openCore(said: string): string | undefined {
  const m = OPEN_START.exec(
    said
      .replace(/[^\p{L}\p{N}'\s-]+/gu, " ")
      .replace(/\b(?:lol|lmao|haha\w*|tho|though|pls|please|rn)\b/gi, " ")
      .trim(),
  );
  if (!m) return undefined;
  const words = m[1]!.split(/\s+/).filter(Boolean);
  if (words.length < 3 || words.length > 8) return undefined;
  const out = words.map((w, i) => {
    const lower = w.toLowerCase();
    if (lower === "you" || lower === "u" || lower === "ya") return youFromHisSide(words, i);
    // "are you" and "where you are" alike: "am I", "where I am".
    if (AUX_TO_MINE[lower] && (/^(?:you|u|ya)$/i.test(words[i + 1] ?? "") || /^(?:you|u|ya)$/i.test(words[i - 1] ?? "")))
      return AUX_TO_MINE[lower]!;
    return HERS_TO_HIS[lower] ?? w;
  });
  const text = out.join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What her yes-or-no question asks him in her words, from his side ("your mum" → "my mum", "make me" → "make you"): two to nine words (at six, "have a place you swear by in the north" lost its place). */
export function yesNoCore(said: string): string | undefined {
  // "is 7 too early for you?" → "Is 7 too early for me?": a question about how a thing sits with him keeps its "is".
  const lead = YES_NO_LEAD.exec(said) ?? IS_FOR_YOU.exec(said);
  if (!lead) return undefined;
  const words = [lead[1] ?? "", said.slice(lead[0].length)]
    .join(" ")
    .replace(/[^\p{L}\p{N}'\s-]+/gu, " ")
    .replace(/\b(?:lol|lmao|haha\w*|tho|though|pls|please)\b/gi, " ")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const his = words.map((w, i) => (/^(?:you|u|ya)$/i.test(w) ? youFromHisSide(words, i) : (MINE[w.toLowerCase()] ?? w)));
  // "did you eat?" → "Ate?", "did you tell them about the job" → "Told them about the job": his past, in her verb.
  const did = /\bdid\s+(?:you|u|ya)\b/i.test(lead[0]) && /^[a-z]{2,}$/.test(his[0] ?? "") && !/^(?:not|ever|never)$/.test(his[0]!);
  if (did) his[0] = pastOf(his[0]!);
  return his.length >= (did ? 1 : 2) && his.length <= 9 ? his.join(" ") : undefined;
}

// Her verb in his past: "when did you go" → "I went".
const PAST: Record<string, string> = {
  go: "went",
  see: "saw",
  get: "got",
  come: "came",
  do: "did",
  meet: "met",
  leave: "left",
  begin: "began",
  find: "found",
  take: "took",
  make: "made",
  eat: "ate",
  have: "had",
  buy: "bought",
  try: "tried",
  stop: "stopped",
  quit: "quit",
  read: "read",
  write: "wrote",
  give: "gave",
  fall: "fell",
  know: "knew",
  feel: "felt",
  become: "became",
  cry: "cried",
  visit: "visited",
  sleep: "slept",
  tell: "told",
  say: "said",
  hear: "heard",
  win: "won",
  lose: "lost",
  think: "thought",
  catch: "caught",
  bring: "brought",
  send: "sent",
  spend: "spent",
  drink: "drank",
  swim: "swam",
  run: "ran",
  sit: "sat",
  put: "put",
  cut: "cut",
  hit: "hit",
  plan: "planned",
  shop: "shopped",
  wear: "wore",
  choose: "chose",
  drive: "drove",
  ride: "rode",
  fly: "flew",
  grow: "grew",
  draw: "drew",
  sing: "sang",
  teach: "taught",
  forget: "forgot",
  understand: "understood",
  break: "broke",
  wake: "woke",
  sell: "sold",
  pay: "paid",
  build: "built",
  keep: "kept",
  lend: "lent",
  hide: "hid",
  bite: "bit",
  shoot: "shot",
  stick: "stuck",
  throw: "threw",
  let: "let",
  set: "set",
  hug: "hugged",
  beg: "begged",
  skip: "skipped",
};

/** Her verb in his past ("go" → "went", "watch" → "watched", "try" → "tried"). */
function pastOf(verb: string): string {
  const lower = verb.toLowerCase();
  return PAST[lower] ?? (lower.endsWith("e") ? `${lower}d` : /[^aeiou]y$/.test(lower) ? `${lower.slice(0, -1)}ied` : `${lower}ed`);
}
const WHEN_DID =
  /^\W*(?:(?:and|also|so|ok|okay|but|wait|acha|achha)[,\s]+)*when\s+did\s+(?:you|u|ya)\s+((?:first|last|actually)\s+)?([a-z]+)\b([^?.!]*)/i;
// "kab gaye the", "last kab roye the": his past in her verb ("gaya tha", "roya tha").
const HI_WHEN = /\bkab\s+(?:(?:tum|aap|tu)\s+)?(\w{2,}[ey])\s+(?:the|thi)\b/i;

/**
 * Her "when did you…" about his past, said as his answer with only the when left to fill in ("when did you
 * go" → "I went", "kab gaye the" → "Gaya tha"): at most eight words, else undefined.
 */
export function whenCore(said: string, language: LanguageId): string | undefined {
  if (language === "hi") {
    const verb = HI_WHEN.exec(said)?.[1]?.toLowerCase();
    return verb && verb !== "kaise" ? `${verb.charAt(0).toUpperCase()}${verb.slice(1, -1)}a tha` : undefined;
  }
  const m = WHEN_DID.exec(said);
  if (!m) return undefined;
  const verb = m[2]!.toLowerCase();
  const past = pastOf(verb);
  const rest = m[3]!
    .replace(/\b(?:lol|lmao|haha\w*|tho|though|pls|please|rn)\b/gi, " ")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => MINE[w.toLowerCase()] ?? w);
  const words = ["I", ...(m[1] ? [m[1].trim().toLowerCase()] : []), past, ...rest];
  return words.length <= 8 ? words.join(" ") : undefined;
}
