import type { ProfilePart } from "@/lib/openers/profile-parts";
import { profileWorth } from "@/lib/reading/learned/salience";

// Where her profile openly asks for a message (docs/openers.md, "Her invitation first"): "Two truths and
// a lie", "Recommend me a book", "Change my mind about…", "I bet you can't…", "The way to win me over
// is…", "Together we could…". Answering the question she asked is the easiest first message to reply
// to, so the opener that takes it up comes first. English and Hinglish prompts and bio lines.

export type HookInvite = "lie" | "pick" | "game" | "recommend" | "debate" | "challenge" | "question" | "ask" | "date";

export interface ProfileHook {
  invites: HookInvite;
  /** Her words the opener answers: the statement guessed as the lie, the thing to recommend, her claim. */
  value: string;
  /** The words of her profile it came from. */
  words: string;
  /** Where the part it came from starts; for a line of a bio, where that line starts. */
  at: number;
  /** Whether it is one line of a bio part (the rest of the part is still read for details). */
  line?: boolean;
  /** The prompt she answered, where the invitation is a prompt's. */
  prompt?: string;
}

const LIE = /\b(?:two|2)\s+truths?\s*(?:and|&|n|\+)\s*(?:a|one|1)\s+lie\b|\bdo\s+sach[,\s]+(?:aur\s+|ek\s+)+jh[uo]o?th\b/i;
const GAME = /\b(?:guess (?:my|which|what|the|where|how|karo)|this or that|would you rather|ek guess|guess karo|quiz)\b/i;
const RECOMMEND =
  /\b(?:recommend|suggest|put me on(?: to)?|send (?:me )?(?:your|ur) (?:best|fav\w*|favourite|favorite|top)|tell me (?:your|ur) (?:fav\w*|favourite|favorite|best)|give me (?:your|ur) (?:best|fav\w*|top)|batao (?:koi|apna|apni|apne)|(?:koi|any) (?:tips|suggestions|recs)|tips (?:welcome|please|pls|do)|recs (?:welcome|please|pls)|address batao|(?:naam|name) batao|request a|(?:outfit|gift|book|song|movie|show) ideas|koi (?:acha|achha|accha|achi|achhi|sach mein)?\s*[\p{L}-]+ batao|\p{L}+ (?:bhejo|suna do|sunao)|what should i (?:read|watch|listen)|send (?:it|them|one|some) my way|request karo|idea batao|i'?d love to hear (?:your|ur)|if you know (?:a|an|any|the)\b[^.]{0,40}\btell me)|^(?:send|show|give) me\b/iu;
const DEBATE =
  /\b(?:change my mind|let'?s debate|debate (?:me|this|karo)|hot take|unpopular opinion|controversial (?:opinion|take)|convince me|fight me|i'?m convinced that|prove me wrong|argue with me|agree to disagree|bahes|bahas|die on this hill|don'?t @ me|argue|debate kar\w*|try me|come at me|tell me why i should|koi argument|fight karni|defend \p{L}+ over|\p{L}+ (?:>|vs\.?) \p{L}+)/iu;
const CHALLENGE =
  /\b(?:i bet you can'?t|bet you can'?t|i bet|beat me|challenge|race you|dare you|competitive about|hara?a? ?ke dikhao|hara?a? do|hara sakte|hara sakoge|hara paoge|shart|bet lagao|bring it|your move|open with (?:your|ur)|i'?ll rate (?:it|you|them)|panga mat le\w*|i'?ll out-?\w+ you)\b/i;
const DATE =
  /\b(?:together,? we could|together we'?d|(?:perfect|ideal|dream) (?:first )?date|first date (?:idea|pe)|pehli date|date idea|let'?s go\b|take me (?:to|for)|saath mein (?:chalenge|chalte|chalo)|date pe chalo|chalo\s*$|koi saath|saath chal\w*|join me|who'?s (?:in|coming)|we should fix that|come say hi|come along\s*\?|ask me out|agar hum mile|plan karte\s+(?:hai|hain|h)\s*\?|chalega\s*\?|chalogi|chaloge|\p{L}+ (?:karein|chalein|milein)\s*\?|someone (?:who'?ll|to) (?:\p{L}+\s+){0,3}with me|with me\s*\?)/iu;
const QUESTION =
  /\b(?:the way to win me over is|i'?ll fall for you if|we'?ll get along if|you should (?:leave a comment|message me) if|message me if|ask me (?:about|anything)|the key to my heart is|i'?ll brag about you|the quickest way to my heart|impress me|win me over|impress karn\w+|dil jeet\w*|swipe right if|poocho|pucho|puchho|(?:ka|ki) (?:tareeka|tarika)|i want someone who|looking for someone who|someone who can|mujhe aisa koi|jeet lo\w*|jeet sakte|impress kar\w*|i want to know|tell me (?:the|your|about)|ask me to|ask me (?:what|how|why|where|who)|let'?s talk about|i'?ll know it'?s love if|maang lo|bhejo|laao|aa jao|judge karungi)|^(?:tell me|mujhe batao|batao)\b/iu;
// A prompt that asks him to do something ("Make me laugh", "Teach me something", "Mujhe hasao"): an
// invitation whatever the app calls it.
const IMPERATIVE =
  /^(?:please\s+|pls\s+|just\s+)?(?:make|surprise|teach|show|tell|send|ask|take|convince|impress|help|give|bring|find|buy|get|guess|beat|prove|amaze|roast|text|message|pitch|sell|rate|name)\s+(?:me|us|my)\b|^(?:bonus|extra|brownie) points\b|\b(?:bonus|extra|brownie) points (?:if|for)\b|^(?:mujhe|humein)\s+\p{L}+(?:o|ao|do)\b|\b\p{L}+\s+(?:karo|kijiye|dikhao|batao|sunao|bhejo|sikhao|khilao|pilao|le chalo)\s*$/iu;

// She asks him something outright: "what's your comfort food?", "tumhara sabse ajeeb talent kya hai?",
// "Tum kaunse type ho?" (with its question mark, which the sentence keeps).
const ASKS =
  /\b(?:what'?s|what is|what are|which|who'?s|how do you|tell me|are you|do you|would you|have you)\b.*\b(?:your|ur|you)\b|\btum\b.*\b(?:ho|kaunse|kaun|kya)\b|\b(?:tumhara|tumhari|tumhare|aapka|aapki|tera|teri)\b.*\b(?:kya|kaun\w*|kaisa|kaisi|kahan|kab|kitn\w+)\b|\b(?:kya|kaun\w*|kaisa|kaisi)\b.*\b(?:tumhara|tumhari|tumhare|aapka|aapki)\b/i;

// "your favourite airport", "sabse achha gaana": a question that names the thing it asks about.
const OWN_THING = /\b(?:favou?rite|fav|fave|best|worst|sabse)\s+\p{L}{3,}/iu;

// "This or that: Marina Bay or Sentosa? Kaya toast or roti prata?", "Chai ya coffee?": a choice he makes.
const CHOICE = /^(.{2,32}?)\s+(?:or|ya|vs\.?)\s+(.{2,32}?)\s*\?$/iu;

const DANGLING = /\b(?:best|favou?rite|fav|your|ur|about|the|a|an|most|top|apna|apni|apne|koi)\s*$/i;

// How a prompt ends that waits for her answer: "…to my friends if", "…jeet loge agar", "…win me over is".
const PROMPT_TAIL = /\b(?:if|agar|is|hai|that|karoge|loge|poocho|pucho|tareeka|tarika)$/i;

// Prompts that name a kind of answer rather than ask for one ("The key to my heart is").
const KNOWN_ASKING = /^(?:the key to|the way to|i'?ll fall|we'?ll get)/i;

// How plainly each kind invites an answer.
const STRENGTH: Record<HookInvite, number> = {
  lie: 6,
  pick: 5,
  ask: 5,
  recommend: 5,
  game: 5,
  challenge: 4,
  debate: 4,
  date: 3,
  question: 2,
};

const ORDER: Array<[HookInvite, RegExp]> = [
  ["lie", LIE],
  ["debate", DEBATE],
  ["challenge", CHALLENGE],
  ["recommend", RECOMMEND],
  ["game", GAME],
  ["date", DATE],
  ["question", QUESTION],
];

const clean = (s: string) =>
  s
    .replace(/\s+/g, " ")
    .replace(/^(?:\d[.)]\s+)|^[\s"“”'‘’:,.\-–—]+|[\s"“”'‘’:,.;!?\-–—]+$/g, "")
    .trim();

/** His picks where she offers choices: the first option of each "X or Y?" she asks. */
function picks(texts: readonly string[]): string | null {
  const chosen = texts.map((t) => CHOICE.exec(clean(t.replace(/^(?:this or that)\s*[:-]?\s*/i, "")) + "?")?.[1]).filter(Boolean);
  return chosen.length ? chosen.join(", ") : null;
}

/** Her two truths and a lie as three statements: numbered, on their own lines, or between commas. */
function statements(answer: string): string[] {
  const byMark = answer
    .split(/\n|\s*(?:^|\s)(?:\d[.)]|[-•*])\s+|;|\s\/\s|\s\|\s/)
    .map(clean)
    .filter((s) => s.length >= 3);
  if (byMark.length >= 2) return byMark;
  return answer
    .split(/,|\band\b(?=\s+i\b)|\.\s+/i)
    .map(clean)
    .filter((s) => s.length >= 3);
}

/** What she asks to be recommended in a bio line: "recommend me a good book pls" → "a good book". */
function recommended(text: string): string | null {
  const m =
    /((?:koi\s+)?(?:acha|achi|acchi|achha|achhi|ache|best|fav\w*)?\s*[\p{L}'-]+)\s+(?:suggest|recommend)\s+(?:karo|kijiye|karna)/iu.exec(
      text,
    ) ??
    /\b(?:recommend|suggest|put me on(?: to)?)\s+(?!kar|kij)(?:me\s+)?((?:[\p{L}'-]+\s*){1,5})/iu.exec(text) ??
    /\b(?:send|tell|give)\s+(?:me\s+)?(?:your|ur)\s+((?:best|fav\w*|favourite|favorite|top)\s+[\p{L}'-]+(?:\s+[\p{L}'-]+)?)/iu.exec(text);
  // The thing itself, up to where her sentence moves on ("a better biryani than Ambur" → "a better biryani").
  const thing = m?.[1]?.split(/\s+(?:than|that|which|jo|for|to|in|on|with|i|me|because|coz|so)\b|,/i)[0]?.trim();
  // "Mujhe yeh suggest karo": what to suggest is in her answer, not "yeh".
  return thing &&
    !/^(?:koi\s+)?(?:me|mujhe|something|anything|kuch|koi|cheez|ek cheez|thing|karo|yeh|ye|yahi|this|these|that|iske|isse)$/i.test(thing)
    ? thing
    : null;
}

function cueIn(text: string): [HookInvite, RegExp] | null {
  return ORDER.find(([, cue]) => cue.test(text)) ?? null;
}

/**
 * The invitation her profile makes, if any: a prompt that asks for a message first ("Recommend me" over
 * her answer), then a line of hers that does ("koi tips?", "what's your comfort food?").
 */
/** Her claim without the flourish: "…is overrated and I will die on this hill" → "…is overrated". */
export function claim(value: string): string {
  return value
    .replace(
      /,?\s*(?:and\s+)?(?:i'?ll|i will|will)\s+die on this hill\b|,?\s*(?:fight me|don'?t @ me|koi bahe?s nahi|haan maine bola)\b/gi,
      "",
    )
    .trim();
}

export function findHook(parts: readonly ProfilePart[]): ProfileHook | null {
  const found: ProfileHook[] = [...promptHooks(parts), ...lineHooks(parts)];
  // The plainest invitation wins (her two truths and a lie over a "hot take"); a prompt over a line of
  // her bio, then the first in her order.
  const score = (h: ProfileHook) => STRENGTH[h.invites] + (h.line ? 0 : 2);
  return found.reduce<ProfileHook | null>((best, h) => (!best || score(h) > score(best) ? h : best), null);
}

function* promptHooks(parts: readonly ProfilePart[]): Generator<ProfileHook> {
  for (const part of parts) {
    if (!part.prompt || !part.sentences.length) continue;
    const texts = part.sentences.map((x) => x.text);
    const answer = texts.join(" ");
    const raw = part.raw ?? answer;
    const prompt = part.prompt;
    const found =
      cueIn(prompt) ??
      (IMPERATIVE.test(prompt) || (ASKS.test(`${prompt} ${answer}`) && /\?/.test(`${prompt} ${answer}`))
        ? (["question", QUESTION] as const)
        : null);
    if (!found) continue;
    const [invites] = found;
    if (invites === "lie") {
      const said = statements(raw);
      if (said.length >= 2) yield { invites, value: said[said.length - 1]!, words: raw, at: part.at };
      continue;
    }
    const chosen = picks(texts);
    if (chosen && (invites === "game" || invites === "question")) {
      yield { invites: "pick", value: chosen, words: answer, at: part.at, prompt };
      continue;
    }
    // She asks him a question under (or across) the prompt: "What's your / comfort food?".
    const asking = part.sentences.find((x) => /\?$/.test(x.text) && ASKS.test(x.text));
    if (invites === "question" && (asking || (/\b(?:what'?s|what is) your\s*$/i.test(prompt) && texts[0]))) {
      yield { invites: "ask", value: clean(asking ? asking.text : `${prompt} ${texts[0]}`), words: answer, at: part.at, prompt };
      continue;
    }
    // "Recommend me a book" over her answer: what to recommend is in the prompt; "Guess my hometown"
    // over her clues: what to guess is; a long prompt that names it ("Batao apni favourite chai ki
    // tapri") is the request itself.
    // A prompt that stops mid-phrase ("Tell me your best", "Recommend me your favourite") runs on
    // into her answer.
    const first = DANGLING.test(prompt) ? clean(`${prompt} ${texts[0]}`) : clean(texts[0]!);
    const longPrompt = prompt.split(/\s+/).length >= 5 && !KNOWN_ASKING.test(prompt);
    const value =
      (invites === "recommend" && !DANGLING.test(prompt) && (recommended(prompt) ?? (longPrompt ? clean(prompt) : null))) ||
      (invites === "game" && /\bguess\s+(?:my|the)\s+\p{L}/iu.test(prompt) ? `${clean(prompt)}: ${first}` : first);
    yield { invites, value, words: answer, at: part.at, prompt };
  }
}

// A line of hers that invites, anywhere: "Bet lagao: carrom mein mujhe nahi hara paoge", "koi
// tips?", "Tum kaunse type ho?". A short cue line ("Try me.", "Convince me otherwise") is about the
// sentence before it.
function* lineHooks(parts: readonly ProfilePart[]): Generator<ProfileHook> {
  let previous = "";
  const lines = parts.filter((part) => !part.ownWords).flatMap((part) => part.sentences);
  for (const part of parts) {
    if (part.ownWords || !part.sentences.length) continue;
    for (const { text, at } of part.sentences) {
      const before = previous;
      previous = text;
      // "Change my mind about" on a line of its own, her claim on the next: the two are one line.
      const next = lines[lines.findIndex((l) => l.at === at && l.text === text) + 1]?.text;
      // So is "Mujhe yeh suggest karo" over what she wants suggested.
      const asksForNext = /^(?:mujhe|humein)?\s*(?:yeh|ye|this|kuch)\s+(?:suggest|recommend)\s+(?:karo|kijiye|karna)\s*$/i.test(
        clean(text),
      );
      if ((DANGLING.test(clean(text)) || asksForNext) && next && cueIn(text)) {
        const [invites] = cueIn(text)!;
        if (invites !== "lie") yield { invites, value: clean(next), words: `${text} ${next}`, at, line: true };
        continue;
      }
      const asks = /\?$/.test(text) && ASKS.test(text);
      const chosen = /\?$/.test(text) ? picks([text]) : null;
      const found = cueIn(text);
      if (chosen) yield { invites: "pick", value: chosen, words: text, at, line: true };
      else if (asks) {
        // "Tum kaunse type ho?" asks about what she said just before; "Tumhara favourite airport kaunsa hai?"
        // names its own thing.
        const own = OWN_THING.test(text) || profileWorth(text) >= 0.6;
        const value = clean(text).split(/\s+/).length <= 5 && before && !own ? `${clean(before)}. ${clean(text)}?` : `${clean(text)}?`;
        yield { invites: "ask", value, words: text, at, line: true };
      } else if (found && found[0] !== "lie") {
        const [invites, cue] = found;
        const match = cue.exec(text)!;
        const after = clean(text.slice(match.index + match[0].length));
        // A prompt pasted on a line of its own with her answer on the next, no blank line between ("The way
        // to win me over" / "Sarafa ki raat wali chaat pe le chalo", "I'll brag about you to my friends if"):
        // her answer is what the opener takes up.
        const promptLine = next && !/\?$/.test(text) && clean(text).split(/\s+/).length > 3 && (!after || PROMPT_TAIL.test(clean(text)));
        if (promptLine) {
          yield { invites, value: clean(next), words: `${text} ${next}`, at, line: true };
          continue;
        }
        // A cue that is the whole line ("Try me.", "Convince me otherwise") is about the line before;
        // one that opens it ("Perfect first date: a drive to Isha…") introduces what follows.
        const value =
          (invites === "recommend" ? recommended(text) : null) ??
          (clean(text).split(/\s+/).length <= 3 && before
            ? clean(before)
            : match.index <= 2 && !/[>]|\bvs\b/i.test(match[0]) && after.split(/\s+/).length >= 3
              ? after
              : clean(text));
        if (value.length >= 3) yield { invites, value, words: text, at, line: true };
      }
    }
  }
}
