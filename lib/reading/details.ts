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
const LEXICON_RE = new RegExp(`${B}(?:${FORMS.map(formPattern).join("|")})${A}`, "giu");
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

function guesses(message: string, taken: string[]): Detail[] {
  const found: Detail[] = [];
  for (const sentence of message.split(/[.!?\n;]+/)) {
    // A guess is a fragment of her words, so a clean fragment of a hateful sentence ("Yourself", out of
    // "Kill Yourself Tonight") would still echo it.
    if (!sayable(sentence)) continue;
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
        !taken.some((t) => t.includes(lower) || lower.includes(t))
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

/** Every detail in her message, most trustworthy first, without duplicates. */
export function extractDetails(message: string): Detail[] {
  const details: Detail[] = [];
  const taken: string[] = [];
  const add = (detail: Detail, matched: string) => {
    const key = detail.en.toLowerCase();
    if (details.some((d) => d.en.toLowerCase() === key)) return;
    if (!sayable(`${matched}\n${detail.en}\n${detail.hi}`)) return;
    details.push(detail);
    taken.push(matched.toLowerCase(), key);
  };

  const named = PET_NAME.exec(message);
  const petName = named && /^[A-Z]/.test(named[1]!) ? named : PET_NAME_LOWER.exec(message);
  if (petName && !PET_STOP.has(petName[1]!.toLowerCase()) && !STOP.has(petName[1]!.toLowerCase())) {
    const name = capitalise(petName[1]!);
    add({ en: name, hi: name, kind: "pet", source: "lexicon" }, name);
  }

  for (const match of message.matchAll(LEXICON_RE)) {
    const entry = BY_FORM.get(formKey(match[0]));
    if (!entry) continue;
    const detail = fromEntry(entry);
    if (detail.kind === "place") {
      const before = message.slice(Math.max(0, match.index - 30), match.index);
      const after = message.slice(match.index + match[0].length, match.index + match[0].length + 20);
      if (HOME_BEFORE.test(before) || HOME_AFTER.test(after)) detail.kind = "home";
    }
    add(detail, match[0]);
  }

  for (const match of message.matchAll(CASE_SENSITIVE_RE)) {
    if (isSentenceStart(message, match.index)) continue;
    const entry = CASE_SENSITIVE_LEXICON.find((e) => e.forms[0] === match[0].replace(/\s+/g, " "));
    if (entry) add(fromEntry(entry), match[0]);
  }

  for (const guess of guesses(message, taken)) add(guess, guess.en);
  return details;
}
