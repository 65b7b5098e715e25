import type { Detail } from "@/lib/reading/intents";
import { CASE_SENSITIVE_LEXICON, LEXICON, type LexiconEntry } from "@/lib/reading/lexicon";
import { normaliseText } from "@/lib/reading/normalise-text";
import { checkSafety } from "@/lib/reading/safety";

// Lifts the specific things out of her message (a food, a place, a show, a pet's name…) so one reply
// can talk about *that* rather than about the topic in general. Known names come from the lexicon;
// anything else capitalised mid-sentence is kept as a guess whose kind the classifier decides later.

const B = "(?<![\\p{L}\\p{N}])";
const A = "(?![\\p{L}\\p{N}])";

function formPattern(form: string): string {
  return form
    .toLowerCase()
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    .replace(/'/g, "['’]?")
    .replace(/\s+/g, "\\s+");
}

function formKey(text: string): string {
  return text.toLowerCase().replace(/’/g, "'").replace(/\s+/g, " ");
}

const BY_FORM = new Map<string, LexiconEntry>();
for (const entry of LEXICON) {
  for (const form of entry.forms) if (!BY_FORM.has(formKey(form))) BY_FORM.set(formKey(form), entry);
}
// Longest forms first so "half marathon" wins over "marathon" and "Sherlock Holmes" over "Sherlock".
const FORMS = [...BY_FORM.keys()].sort((a, b) => b.length - a.length);
// One sticky pattern per first letter, tried only where a word starts: the same matches as one pattern
// of all ~600 forms scanned along the message (leftmost, longest form first), at a fraction of the cost,
// which a generation pays on every request (bench/GENERATE.md). Every form starts with [a-z0-9].
const BY_FIRST_CHAR = new Map<string, RegExp>();
for (const first of new Set(FORMS.map((f) => f[0]!))) {
  const forms = FORMS.filter((f) => f[0] === first);
  BY_FIRST_CHAR.set(first, new RegExp(`(?:${forms.map(formPattern).join("|")})${A}`, "iuy"));
}
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** The pattern of the forms that may start at `code` (a UTF-16 unit): its lower-case ASCII letter or digit, or one of
 * the two characters outside ASCII that case-insensitive matching folds onto one (Kelvin sign, long s). */
function patternFor(code: number): RegExp | undefined {
  if (code < 128) return BY_FIRST_CHAR.get(String.fromCharCode(code >= 65 && code <= 90 ? code + 32 : code));
  if (code === 0x212a) return BY_FIRST_CHAR.get("k");
  if (code === 0x17f) return BY_FIRST_CHAR.get("s");
  return undefined;
}

/** Whether the character before `i` is a letter or a digit (of any script, a surrogate pair read whole). */
function wordGoesOnBefore(text: string, i: number): boolean {
  if (i === 0) return false;
  const code = text.charCodeAt(i - 1);
  if (code < 128) return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  const start = code >= 0xdc00 && code <= 0xdfff && i > 1 ? i - 2 : i - 1;
  return LETTER_OR_DIGIT.test(String.fromCodePoint(text.codePointAt(start)!));
}

/** The lexicon's forms in her message, as `matchAll` of one pattern of all the forms would find them. */
export function lexiconMatches(message: string): Array<{ text: string; index: number }> {
  const found: Array<{ text: string; index: number }> = [];
  let i = 0;
  while (i < message.length) {
    const pattern = patternFor(message.charCodeAt(i));
    if (pattern && !wordGoesOnBefore(message, i)) {
      pattern.lastIndex = i;
      const match = pattern.exec(message);
      if (match) {
        found.push({ text: match[0], index: i });
        i += Math.max(1, match[0].length);
        continue;
      }
    }
    i++;
  }
  return found;
}
const CASE_SENSITIVE_RE = new RegExp(
  `${B}(?:${CASE_SENSITIVE_LEXICON.map((e) => e.forms[0]!.replace(/\s+/g, "\\s+")).join("|")})${A}`,
  "gu",
);

// A place she lives in is not a trip, so it must not pull the reply towards travel talk.
const HOME_BEFORE = /(?:live in|living in|based in|grew up in|i'?m from|im from|i am from|originally from|moved to|hometown is)\s*$/i;
const HOME_AFTER = /^\s*(?:se hoon|se hu|se hun|mein rehti|me rehti|mein rahti|me rahti)\b/i;

// The prefix matches in any case ("My dog Bruno"); the name itself must be capitalised as typed.
const PET_NAME =
  /\b(?:my|meri|mera|our)\s+(?:dog|cat|puppy|pup|kitten|doggo|billi|kutta|pet|baby)\s*,?\s+(?:named\s+|called\s+|is\s+named\s+)?([a-z]{3,15})\b/i;
const PET_NAME_LOWER =
  /\b(?:dog|cat|puppy|pup|kitten|doggo|billi|kutta|pet)\s+(?:named|called|whose name is|ka naam|ka name)\s+([a-z]{3,14})\b/i;

const PLACE_WORD = /^(?:to|from|in|at|visiting|visited|visit|explore|exploring|around|through)$/i;
const CONNECTORS = new Set(["of", "the", "and", "in", "on", "a", "de", "la", "del"]);
const STOP = new Set(
  (
    "i i'm im i've ive i'd i'll ok okay lol lmao omg brb tbh idk imo btw wfh asap haha hehe hey hi hello me my you your " +
    "we he she they it the a an and but so oh yes no yeah also just really please thanks thank god mr mrs ms dr am pm " +
    "monday tuesday wednesday thursday friday saturday sunday january february march april may june july august " +
    "september october november december today tomorrow tonight yesterday morning christmas diwali holi eid new year " +
    "netflix prime hotstar spotify instagram insta whatsapp tinder bumble hinge google amazon microsoft apple uber " +
    "zomato swiggy youtube tiktok twitter linkedin reels kya main mai mein tum aap haan nahi acha achha aaj kal yaar " +
    "arre arey bhai ji hai ho hoon what why how when where who which that this there"
  ).split(" "),
);
const PET_STOP = new Set(["is", "was", "just", "and", "has", "the", "who", "loves", "keeps"]);

// A detail is said back to her, so it must never carry violence or self-harm, even when it reads like
// a title: "Kill Bill" is dropped along with "Kill Yourself Tonight", because the engine cannot tell a
// film from an insult typed in capitals. Without the detail the reply talks about the topic instead.
const VIOLENT =
  /\b(?:kill\w*|die|dies|died|dying|dead|deadly|death|deaths|suicid\w*|murder\w*|hate|hates|hated|hating|hatred|rape|raped|rapist|stab|stabbed|stabbing|shoot|shooting|gun|guns|bomb|bombs|bombing|overdose|unalive|kys|corpse)\b/i;

/** Whether a piece of her text may be said back to her (no violence, nothing the safety check flags). */
export function sayable(text: string): boolean {
  return !VIOLENT.test(normaliseText(text)) && checkSafety(text) === null;
}

function isSentenceStart(text: string, index: number): boolean {
  const before = text.slice(0, index).trimEnd();
  return before === "" || /[.!?\n:]$/.test(before);
}

function fromEntry(entry: LexiconEntry): Detail {
  return { en: entry.en, hi: entry.hi, kind: entry.kind, source: "lexicon" };
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

const HAS_CAPITAL = /\p{Lu}/u;

function guesses(message: string, taken: string[]): Detail[] {
  const found: Detail[] = [];
  for (const sentence of message.split(/[.!?\n;]+/)) {
    // A guess starts with a capital (a name, a title): most texts typed in lower case offer none.
    if (!HAS_CAPITAL.test(sentence)) continue;
    // A guess is a fragment of her words, so a clean fragment of a hateful sentence ("Yourself", out of
    // "Kill Yourself Tonight") would still echo it. Checked when the sentence first offers a guess: most offer none.
    let clean: boolean | undefined;
    const sentenceSayable = () => {
      clean ??= sayable(sentence);
      return clean;
    };
    const tokens = sentence
      .split(/\s+/)
      .map((t) => t.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
      .filter(Boolean);
    let run: string[] = [];
    let runStart = -1;
    const flush = () => {
      while (run.length && CONNECTORS.has(run[run.length - 1]!.toLowerCase())) run.pop();
      const text = run.join(" ");
      const lower = text.toLowerCase();
      // Only Latin-script names: a Hinglish reply must stay in Latin letters whatever she typed.
      if (
        run.length &&
        /^[\p{Script=Latin}\p{N}'’ -]+$/u.test(text) &&
        text.length >= 3 &&
        text.length <= 30 &&
        !taken.some((t) => t.includes(lower) || lower.includes(t)) &&
        sentenceSayable()
      ) {
        const previous = tokens[runStart - 1];
        found.push({
          en: text,
          hi: text,
          kind: "thing",
          source: "guess",
          afterPlaceWord: previous !== undefined && PLACE_WORD.test(previous),
        });
      }
      run = [];
    };
    tokens.forEach((token, i) => {
      const lower = token.toLowerCase();
      const capitalised = /^\p{Lu}[\p{L}'’-]*$/u.test(token) || /^(?=.*[A-Z])[A-Z0-9]{2,5}$/.test(token);
      if (run.length && run.length < 4 && CONNECTORS.has(lower)) {
        run.push(token);
      } else if (i > 0 && capitalised && !STOP.has(lower)) {
        if (run.length === 0) runStart = i;
        run.push(token);
      } else if (run.length) {
        flush();
      }
    });
    if (run.length) flush();
  }
  return found;
}

// Whether a lexicon entry, found by one of its forms, may be said back: the lexicon's own words, so
// checked once per form rather than on every message (the check is blind to case and spacing, the only
// ways a match differs from its form).
const SAYABLE_FORMS = new Map<string, boolean>();
function lexiconSayable(form: string, entry: LexiconEntry): boolean {
  let known = SAYABLE_FORMS.get(form);
  if (known === undefined) {
    known = sayable(`${form}\n${entry.en}\n${entry.hi}`);
    SAYABLE_FORMS.set(form, known);
  }
  return known;
}

/** Every detail in her message, most trustworthy first, without duplicates. */
export function extractDetails(message: string): Detail[] {
  const details: Detail[] = [];
  const taken: string[] = [];
  const add = (detail: Detail, matched: string, checked = false) => {
    const key = detail.en.toLowerCase();
    if (details.some((d) => d.en.toLowerCase() === key)) return;
    if (!checked && !sayable(`${matched}\n${detail.en}\n${detail.hi}`)) return;
    details.push(detail);
    taken.push(matched.toLowerCase(), key);
  };

  const named = PET_NAME.exec(message);
  const petName = named && /^[A-Z]/.test(named[1]!) ? named : PET_NAME_LOWER.exec(message);
  if (petName && !PET_STOP.has(petName[1]!.toLowerCase()) && !STOP.has(petName[1]!.toLowerCase())) {
    const name = capitalise(petName[1]!);
    add({ en: name, hi: name, kind: "pet", source: "lexicon" }, name);
  }

  for (const match of lexiconMatches(message)) {
    const form = formKey(match.text);
    const entry = BY_FORM.get(form);
    if (!entry || !lexiconSayable(form, entry)) continue;
    const detail = fromEntry(entry);
    if (detail.kind === "place") {
      const before = message.slice(Math.max(0, match.index - 30), match.index);
      const after = message.slice(match.index + match.text.length, match.index + match.text.length + 20);
      if (HOME_BEFORE.test(before) || HOME_AFTER.test(after)) detail.kind = "home";
    }
    add(detail, match.text, true);
  }

  for (const match of message.matchAll(CASE_SENSITIVE_RE)) {
    if (isSentenceStart(message, match.index)) continue;
    const entry = CASE_SENSITIVE_LEXICON.find((e) => e.forms[0] === match[0].replace(/\s+/g, " "));
    if (entry) add(fromEntry(entry), match[0]);
  }

  for (const guess of guesses(message, taken)) add(guess, guess.en);
  return details;
}
