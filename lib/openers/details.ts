import { withoutCareful } from "@/lib/openers/careful";
import { claim, findHook, type HookInvite } from "@/lib/openers/hook";
import { fragment, hookLabel, ownDetail, promptLabel } from "@/lib/openers/own-lines";
import { splitProfile } from "@/lib/openers/profile-parts";
import { HOBBIES, JOBS, PET_SPECIES } from "@/lib/openers/profile-words";
import { ownsAnimal, placeDetail } from "@/lib/openers/relations";
import { sayable } from "@/lib/reading/details";
import { keyRuns } from "@/lib/reading/keywords";
import { profileWorth } from "@/lib/reading/learned/salience";
import { CASE_SENSITIVE_LEXICON, LEXICON, type LexiconEntry } from "@/lib/reading/lexicon";

// The concrete things in her profile an opener can be built on (docs/openers.md): places, foods, pets,
// music, sports and hobbies, her job, shows and books, a prompt's answer, a line of humour. Each comes
// with a short label for the card ("from: her Goa trip"), the words of her profile it came from, and
// how it reads inside a line in each language. Known names come from the reading's lexicon
// (lib/reading/lexicon.ts); jobs, hobbies and pets from profile-words.ts. Works on Hinglish profiles too.

export type ProfileDetailKind =
  | "place"
  | "trip"
  | "wish"
  | "home"
  | "food"
  | "pet"
  | "music"
  | "sport"
  | "hobby"
  | "job"
  | "show"
  | "book"
  | "animals"
  | "prompt"
  | "humour"
  | "thing"
  | "hook";

export interface ProfileDetail {
  kind: ProfileDetailKind;
  /** What the card says it came from: "her Goa trip", "Coco, her dog". */
  label: string;
  /** The words of her profile it came from, exactly as she typed them. */
  words: string;
  /** How it reads inside an English line and a Hinglish one. */
  en: string;
  hi: string;
  /** How specific it is: what the openers are built on first, and the card's score. */
  score: number;
  /** For her invitation (kind "hook"): what she invites (lib/openers/hook.ts), and all the words it is in. */
  invites?: HookInvite;
  source?: string;
}

const B = "(?<![\\p{L}\\p{N}])";
const A = "(?![\\p{L}\\p{N}])";
const esc = (s: string) =>
  s
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    .replace(/'/g, "['’]?")
    .replace(/\s+/g, "\\s+");

const LEXICON_KINDS: Partial<Record<LexiconEntry["kind"], ProfileDetailKind>> = {
  food: "food",
  place: "place",
  artist: "music",
  title: "show",
  book: "book",
  sport: "sport",
  pet: "pet",
};

interface Term {
  form: string;
  kind: ProfileDetailKind;
  en: string;
  hi: string;
}

const TERMS: Term[] = [
  ...LEXICON.filter((e) => LEXICON_KINDS[e.kind]).flatMap((e) =>
    e.forms.map((form) => ({ form, kind: LEXICON_KINDS[e.kind]!, en: e.en.replace(/^the /, ""), hi: e.hi })),
  ),
  ...HOBBIES.flatMap(([forms, en, hi]) => forms.split("|").map((form) => ({ form, kind: "hobby" as const, en, hi }))),
];
const BY_FORM = new Map<string, Term>();
for (const t of TERMS) if (!BY_FORM.has(t.form.toLowerCase())) BY_FORM.set(t.form.toLowerCase().replace(/’/g, "'"), t);
const TERM_RE = new RegExp(
  `${B}(?:${[...BY_FORM.keys()]
    .sort((a, b) => b.length - a.length)
    .map(esc)
    .join("|")})${A}`,
  "giu",
);
const CASE_RE = new RegExp(`${B}(?:${CASE_SENSITIVE_LEXICON.map((e) => esc(e.forms[0]!)).join("|")})${A}`, "gu");

const JOB_FORMS = JOBS.flatMap(([forms, en]) => forms.split("|").map((form) => [form.toLowerCase(), en] as const));
const JOB_BY_FORM = new Map(JOB_FORMS);
const JOB_RE = new RegExp(
  `${B}(${JOB_FORMS.map(([f]) => f)
    .sort((a, b) => b.length - a.length)
    .map(esc)
    .join("|")})${A}`,
  "iu",
);
// The company's name must be capitalised as typed: "at Zomato", not "at a startup".
const AT_COMPANY = /^\s+(?:at|@)\s+((?:\p{Lu}[\p{L}&.'-]*)(?:\s+\p{Lu}[\p{L}&.'-]*)?)/u;
const WORKS_AT = /\bwork(?:s|ing)?\s+(?:at|@|for)\s+((?:\p{Lu}[\p{L}&.'-]*)(?:\s+\p{Lu}[\p{L}&.'-]*)?)/u;

const PET_RE = new RegExp(`${B}(${PET_SPECIES.map(([f]) => esc(f)).join("|")})${A}`, "iu");
const PET_SPECIES_BY_FORM = new Map(PET_SPECIES.map(([form, species]) => [form.toLowerCase(), species]));
const PET_NAME =
  /\b(?:my|meri|mera|our)\s+(?:dog|cat|puppy|pup|kitten|doggo|billi|pet|baby|boy|girl|golden|lab|indie|beagle|pug)\s*,?\s+(?:named\s+|called\s+)?(\p{Lu}[a-z]{2,14})\b|\b(?:mom|mum|mama|parent|maa|mommy)\s+(?:to|of|ki|ka)\s+(?:a\s+\w+\s+)?(?:named\s+)?(\p{Lu}[a-z]{2,14})\b|\b(\p{Lu}[a-z]{2,14})\s*\(\s*(?:my\s+)?(?:dog|cat|pup|puppy|kitten|doggo|billi)\s*\)|\b(?:dog|cat|pup|puppy|kitten|doggo|billi)\s+(?:named|called|ka naam)\s+(\p{Lu}[a-z]{2,14})\b/u;
const NOT_A_NAME = new Set(["and", "the", "who", "she", "he", "is", "has", "loves", "named", "called", "too", "also", "ke", "ki"]);

const OPINION = /\b(?:overrated|underrated|hate|can'?t stand|fight|debate|judge|better than|nahi pasand|>|<|vs\.?|over)\b/i;
const CONCERT = /\b(?:concert|gig|live show|tour|front row)\b/i;
const REWATCH = /\b(?:rewatch\w*|re-watch\w*|binge\w*|watched .* times|comfort (?:show|watch))\b/i;

// Lines that are jokes about herself or playful warnings: the opener can play along.
const HUMOUR =
  /\b(?:will (?:fight|judge|steal|beat|destroy)|professional \w+|certified \w+|chronic(?:ally)? \w+|terrible at|bad at|worst at|my (?:mom|mum|friends|therapist|dog) (?:says|thinks)|not a morning person|overthink\w*|emotionally attached|red flag|green flag|warning|apparently|allegedly|lol|lmao|haha|self-proclaimed|in my defen[cs]e|no thoughts|main character|delulu|unpopular opinion|biggest flex|padhai kam|bas ho gaya)\b/i;

interface Found extends ProfileDetail {
  at: number;
}

/**
 * A place as she spells it ("Mysuru", "Belagavi", "Bengaluru"), the lexicon's name only for a short form or
 * an abbreviation ("blr", "BOM").
 */
function herPlace(term: Term, words: string): string {
  if (words.length < 4 || words === words.toUpperCase() || /\d/.test(words)) return term.en;
  return words.replace(/(^|[\s-])(\p{Ll})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase());
}

function termDetail(term: Term, words: string, sentence: string): Omit<Found, "at"> {
  const base = { words, en: term.en, hi: term.hi };
  switch (term.kind) {
    case "place": {
      const name = herPlace(term, words);
      return { ...base, en: name, hi: name, ...placeDetail(name, sentence) };
    }
    case "food":
      return OPINION.test(sentence)
        ? { ...base, kind: "food", label: `her ${term.en} opinion`, score: 90 }
        : { ...base, kind: "food", label: `her love of ${term.en}`, score: 85 };
    case "music":
      return CONCERT.test(sentence)
        ? { ...base, kind: "music", label: `her ${term.en} concert`, score: 90 }
        : { ...base, kind: "music", label: `her ${term.en} playlist`, score: 87 };
    case "show":
      return { ...base, kind: "show", label: REWATCH.test(sentence) ? `her ${term.en} rewatch` : term.en, score: 86 };
    case "book":
      return { ...base, kind: "book", label: term.en, score: 86 };
    case "pet":
      return ownsAnimal(sentence)
        ? { ...base, kind: "pet", label: `her ${term.en}`, en: `your ${term.en}`, score: 88 }
        : { ...base, kind: "animals", label: `her love of ${term.en}s`, score: 84 };
    default:
      return { ...base, kind: term.kind, label: `her ${term.en.replace(/^the /, "")}`, score: 86 };
  }
}

/** The clause of the sentence around `index`: "Just back from Goa and already planning Ladakh" has two. */
function clauseAt(sentence: string, index: number): string {
  const bounds = [...sentence.matchAll(/,|\s(?:and|aur|but|par|then|phir)\s/gi)].map((m) => [m.index, m.index + m[0].length] as const);
  const start = Math.max(0, ...bounds.filter(([, e]) => e <= index).map(([, e]) => e));
  const end = Math.min(sentence.length, ...bounds.filter(([b]) => b >= index).map(([b]) => b));
  return sentence.slice(start, end);
}

function detailsIn(sentence: string, offset: number, heading = ""): Found[] {
  // A prompt's heading tells what the answer is about: "Best travel story: … Tokyo" is a trip.
  const context = heading ? `${heading}: ${sentence}` : sentence;
  const found: Found[] = [];
  const taken: Array<[number, number]> = [];
  const add = (detail: Omit<Found, "at">, at: number, length: number) => {
    if (taken.some(([s, e]) => at < e && at + length > s)) return;
    taken.push([at, at + length]);
    found.push({ ...detail, at: offset + at });
  };

  const pet = PET_NAME.exec(sentence);
  const petName = pet?.slice(1).find(Boolean);
  if (pet && petName && !NOT_A_NAME.has(petName.toLowerCase())) {
    const species = PET_SPECIES_BY_FORM.get(PET_RE.exec(sentence)?.[1]?.toLowerCase() ?? "") ?? "pet";
    add({ kind: "pet", label: `${petName}, her ${species}`, words: pet[0], en: petName, hi: petName, score: 95 }, pet.index, pet[0].length);
  }

  const job = JOB_RE.exec(sentence) ?? null;
  const company = WORKS_AT.exec(sentence);
  if (job) {
    // Her own word for it where it is a word ("physiotherapist", "coder"), the usual name for an acronym.
    const said = job[1]!;
    const role = said.length >= 4 && said !== said.toUpperCase() ? said.toLowerCase() : JOB_BY_FORM.get(said.toLowerCase())!;
    const at = AT_COMPANY.exec(sentence.slice(job.index + job[0].length))?.[1] ?? company?.[1];
    add(
      {
        kind: "job",
        label: at
          ? `her job at ${at}`
          : /(?:student|aspirant)$/.test(role)
            ? `her ${role} life`
            : `her work as ${/^[aeiou]/i.test(role) ? "an" : "a"} ${role}`,
        words: job[0],
        en: `${role} life`,
        hi: `${role} wali life`,
        score: at ? 88 : 84,
      },
      job.index,
      job[0].length,
    );
  } else if (company) {
    add(
      {
        kind: "job",
        label: `her job at ${company[1]}`,
        words: company[0],
        en: `life at ${company[1]}`,
        hi: `${company[1]} wali life`,
        score: 84,
      },
      company.index,
      company[0].length,
    );
  }

  for (const match of sentence.matchAll(TERM_RE)) {
    const term = BY_FORM.get(match[0].toLowerCase().replace(/’/g, "'").replace(/\s+/g, " "));
    if (!term) continue;
    // A place is read in its own clause: "Delhi se hoon, abhi Goa trip se wapas aayi" is a trip to Goa only.
    const clause = term.kind === "place" ? clauseAt(sentence, match.index) : context;
    add(termDetail(term, match[0], heading ? `${heading}: ${clause}` : clause), match.index, match[0].length);
  }
  for (const match of sentence.matchAll(CASE_RE)) {
    if (match.index === 0) continue;
    add({ kind: "show", label: match[0], words: match[0], en: match[0], hi: match[0], score: 84 }, match.index, match[0].length);
  }

  if (!pet) {
    const species = PET_RE.exec(sentence);
    if (species && !found.some((f) => f.kind === "pet")) {
      const name = PET_SPECIES_BY_FORM.get(species[1]!.toLowerCase())!;
      // "Dog lover", "will pet your dog", "someday a golden retriever" say what she likes, not that she
      // has one: an animal is hers only where she says so ("my dog", "dog mom", "have two cats").
      const owned = !/\b(?:lover|person|people)\b/i.test(species[0]) && ownsAnimal(sentence);
      const detail = !owned
        ? { kind: "animals" as const, label: `her love of ${name}s`, en: name, hi: name === "cat" ? "billi" : name, score: 84 }
        : { kind: "pet" as const, label: `her ${name}`, en: `your ${name}`, hi: name === "cat" ? "billi" : name, score: 86 };
      add({ words: species[0], ...detail }, species.index, species[0].length);
    }
  }

  // A capitalised name after "from", "to", "in" that the lexicon doesn't know: a place she went or is from.
  for (const match of sentence.matchAll(/\b(?:to|from|in|visited|visiting)\s+(\p{Lu}\p{Ll}{2,}(?:\s\p{Lu}\p{Ll}{2,})?)/gu)) {
    const name = match[1]!;
    if (
      /^(?:Love|Life|Law|Tech|The|My|Your|Hindi|English|Hinglish|Bumble|Hinge|Tinder|Me|Here|January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Summer|Winter|Diwali|Holi)$/.test(
        name.split(" ")[0]!,
      )
    )
      continue;
    const at = match.index + match[0].length - name.length;
    const clause = clauseAt(sentence, at);
    add({ ...placeDetail(name, heading ? `${heading}: ${clause}` : clause), words: name, en: name, hi: name }, at, name.length);
  }
  return found;
}

/**
 * Every detail in her profile, most specific first, each once. Reads prompts' answers ("My simple
 * pleasures: chai at 6am"), Bumble's sections and plain bios alike, in English and Hinglish.
 */
export function findDetails(profile: string): ProfileDetail[] {
  const found: Found[] = [];
  const seen = new Set<string>();
  const keep = (d: Found) => {
    const key = `${["home", "trip", "wish"].includes(d.kind) ? "place" : d.kind}:${d.en.toLowerCase()}`;
    if (seen.has(key) || !sayable(`${d.words}\n${d.en}\n${d.hi}`)) return;
    seen.add(key);
    found.push(d);
  };
  // "📍Bandra" is where she is: read as "based in Bandra".
  const unread: Array<{ text: string; at: number; field?: string }> = [];
  const parts = withoutCareful(splitProfile(profile.replace(/📍\s?/gu, "based in ")));
  // Her invitation first (lib/openers/hook.ts): the opener that answers it is the easiest to reply to.
  const hook = findHook(parts);
  const value = hook ? fragment(claim(hook.value), 72) : "";
  if (hook && value.length >= 2 && sayable(value)) {
    keep({
      kind: "hook",
      invites: hook.invites,
      label: hookLabel(hook.invites, value, hook.prompt),
      words: value,
      source: hook.words,
      en: value,
      hi: value,
      score: 99,
      at: hook.at,
    });
  }
  for (const part of parts) {
    // The answer she invites him to take up is one detail, not several (and one of her two truths and a
    // lie is untrue: none of them is taken as a fact about her).
    if (part.at === hook?.at && !hook.line) continue;
    const inPart: Found[] = [];
    for (const { text, at } of part.sentences) {
      if (at === hook?.at) continue;
      const here = detailsIn(text, at, part.prompt ?? part.field);
      inPart.push(...here);
      const quote = fragment(text);
      // A joke about herself with nothing else to hold on to: the opener can play along with the line.
      if (!here.length && !part.ownWords && HUMOUR.test(text) && quote.split(" ").length >= 2 && sayable(text))
        inPart.push({ kind: "humour", label: `her "${fragment(text, 36)}" line`, words: text.trim(), en: quote, hi: quote, score: 88, at });
      else if (!here.length && !part.prompt && !part.ownWords) unread.push({ text, at, field: part.field });
    }
    // A prompt's answer with nothing we know in it is still hers to reply to.
    if (part.prompt && !inPart.length && part.at !== hook?.at && !part.careful) {
      const answer = part.sentences.map((s) => s.text).join(". ");
      const quote = fragment(answer);
      if (quote.length >= 4 && sayable(answer))
        inPart.push({
          kind: "prompt",
          label: promptLabel(part.prompt),
          words: answer.trim(),
          en: quote,
          hi: quote,
          score: 80,
          at: part.at,
        });
    }
    for (const d of inPart) keep(d);
  }
  // What the lexicon doesn't know is still hers: with fewer than four details, her own short lines
  // ("Kochi. Doctor. Dog person.") and plain clauses become details an opener can ask about.
  for (const { text, at, field } of unread) {
    if (found.filter((d) => d.kind !== "hook").length >= 4) break;
    if (field && !/^(?:location|hometown|lives in)$/.test(field)) continue;
    const own = ownDetail(text, at);
    if (own) keep(own);
  }
  // Still fewer than three: the words of her lines the profile corpus's writers picked most often ("navy
  // officer", "scooty", "fish tenga"), where nothing found already names them.
  const taken = () => found.map((d) => `${d.words} ${d.en}`.toLowerCase()).join(" ");
  for (const part of parts) {
    if (part.careful) continue;
    for (const { text, at } of part.sentences) {
      // "mother's fish tenga" is the fish tenga, "ENT resident hoon" the ENT resident.
      for (const run of keyRuns(text).map(thingOf)) {
        if (found.filter((d) => d.kind !== "hook").length >= 3) break;
        if (profileWorth(run) < SALIENT_THING || taken().includes(run.toLowerCase()) || !sayable(run)) continue;
        keep({ kind: "thing", label: run, words: run, en: run, hi: run, score: 66, at });
      }
    }
  }
  // Most specific first, by kind, and within a few points by how often the profile corpus's writers picked
  // its words (writer by writer on the training split: three labelled details among the first three in
  // 517 -> 530 of 673 profiles at 10 points, 532 at 20, which put "Dog mom to Coco" behind her momos);
  // her invitation stays first, above any other.
  const rank = (d: Found) => (d.kind === "hook" ? d.score : Math.min(98, d.score + WRITERS_PICK * (profileWorth(d.words) - 0.5)));
  return found
    .map((d, index) => ({ d, index, r: rank(d) }))
    .sort((a, b) => b.r - a.r || a.d.at - b.d.at || a.index - b.index)
    .map(({ d: { at: _at, ...detail } }) => detail);
}

/** A run without a possessive before it or a word the corpus's writers never picked at either end. */
function thingOf(run: string): string {
  const words = run.replace(/^[\p{L}-]+['’]s\s+/u, "").split(" ");
  while (words.length > 1 && profileWorth(words.at(-1)!) < 0.2) words.pop();
  return words.slice(words.findIndex((w, i) => profileWorth(w) >= 0.2 || i === words.length - 1)).join(" ");
}
/** How often the profile corpus's writers picked a word for it to be a detail on its own. */
const SALIENT_THING = 0.6;

/** How far the profile corpus's picks move a detail: at most 10 points either way, so a pet she names stays ahead of a place. */
const WRITERS_PICK = 20;

/** The details an opener set is built on, in order: different kinds first, then the rest. */
export function orderForOpeners(details: readonly ProfileDetail[]): ProfileDetail[] {
  const ordered: ProfileDetail[] = [];
  const group: Partial<Record<ProfileDetailKind, ProfileDetailKind>> = {
    home: "place",
    trip: "place",
    wish: "place",
    hobby: "sport",
    animals: "pet",
  };
  const kindOf = (d: ProfileDetail) => group[d.kind] ?? d.kind;
  const rest = [...details];
  while (rest.length) {
    // A kind not yet used, else at least a different relation to it (her trip before a second trip).
    const used = new Set(ordered.map(kindOf));
    const usedExactly = new Set(ordered.map((d) => d.kind));
    let index = rest.findIndex((d) => !used.has(kindOf(d)));
    if (index < 0) index = rest.findIndex((d) => !usedExactly.has(d.kind));
    const [next] = rest.splice(Math.max(index, 0), 1);
    ordered.push(next!);
  }
  return ordered;
}
