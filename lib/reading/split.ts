// How her message falls into pieces before each is read (docs/reading.md, "Parts and the thread"): sentences,
// new lines, numbered points, a joining word before a new question, the items of a list under a heading.

const QUESTION_START =
  "(?:what|what's|whats|where|when|who|why|how|how's|which|whether|do|did|does|are|is|can|could|would|will|have|has|were|was|any|r|u|you|ur|your|kya|kab|kahan|kahaan|kaun|kaunsa|kaunsi|kaunse|konsa|konsi|konse|kis|kaise|kaisa|kitne|kitna|kitni|tum|tumne|tumhe|tumhara|tumhari|aap|aapka|aapne)\\b";

// Where one part ends and the next begins: the end of a sentence, a new line, a numbered point, or a
// joining word ("also", "and", "aur", "plus") in front of a new question.
const BOUNDARY = new RegExp(
  [
    "(?<=[?!.])\\s+",
    // An emoji ends a sentence as a full stop does ("sorry 🙈 maybe we just call sometime?").
    "(?<=\\p{Extended_Pictographic})\\s+",
    "\\n+",
    "\\s*\\b\\d[).]\\s+",
    `,?\\s+(?:and\\s+also|also|aur|plus|btw|oh\\s+and|and|&)\\s+(?:(?:more|most)\\s+importantly\\s+)?(?=${QUESTION_START})`,
    `,\\s*(?=${QUESTION_START})`,
    // "tum kaha ho, free ho kya, call karu?": Hinglish questions one after another, each with its own question word.
    ",\\s*(?=[^,.!?\\n\\p{Extended_Pictographic}]{0,40}?(?:\\b(?:kya|kab|kahan|kaha|kaun|kaise|kaisa|kitne|kyu|kyun)\\b|\\b(?:karu|karun|karoon|chalein|chalen|milein)\\s*\\?))",
    // "…london weather treating u, and pls bring me back some cadbury": a request after a comma.
    ",?\\s+(?:and\\s+)?(?=(?:pls|plz|please)\\s)",
    // "favourite book, favourite song, and the last thing…": a list of his things, one item each.
    ",\\s*(?:and\\s+)?(?=(?:the\\s+)?(?:fav\\w*|best|worst|biggest|last|first)\\s+\\w+)",
    // "my laptop died mid-exam, my landlord is ignoring me, and the cat is sick": her news, one thing each.
    ",\\s+(?:and\\s+)?(?=(?:my|mera|meri|mere)\\s+[\\p{L}'-]+(?:\\s+[\\p{L}'-]+)?\\s+(?:is|was|has|had|got|just|broke|died|left|moved|said|kept|won't|can't|didn't|ne|ki|ka|ko)\\b)",
    ",\\s+and\\s+(?=the\\s+[\\p{L}'-]+\\s+(?:is|was|has|got)\\b)",
    // "mcdonald's or burger king, and aisle or window seat": a second choice after the first.
    // "pineapple on pizza, yes or no?" is one question.
    ",\\s*(?:and\\s+|aur\\s+)?(?!(?:yes|haan|ha)\\s+(?:or|ya)\\s+(?:no|na|nahi)\\b)(?=[\\p{L}'-]+(?:\\s+[\\p{L}'-]+)?\\s+(?:or|ya|vs)\\s)",
  ].join("|"),
  "iu",
);

// "two questions:", "ok rapid fire.", "do cheezein poochni hain:": a heading, not a part.
const HEADING =
  /^(?:(?:ok|okay|so|alright|right|acha|achha|chalo)[,\s]+)*(?:(?:two|three|four|2|3|4|do|teen|few|some|couple\s+of|quick|big|random|important|serious|real|honest)\s+)*(?:quick\s+|big\s+|random\s+)?(?:questions?|things?|ones|cheezein|cheeze|sawaal|sawal|baatein|q'?s|rapid\s*fire|(?:speed\s+)?round|check\s*list)\b[^:?]*[:.-]?\s*$/i;

/** A piece of her message, and whether it is an item of a list she asks ("three things: fav movie, fav food"). */
interface Piece {
  text: string;
  listed?: true;
}

const COUNTS = /\b(?:two|three|four|five|2|3|4|5|do|teen|char|paanch|few|couple)\b/i;
const LIST_ITEM = /,\s*(?:(?:and|aur|&)\s+)?/i;

export function splitMessage(message: string): Piece[] {
  const pieces = message
    .split(BOUNDARY)
    // "also crisps or chocolate": the joining word belongs to neither option.
    .map((p) => p?.trim().replace(/^(?:(?:and\s+)?also|aur|plus|btw|oh\s+and|and)\s+/i, ""))
    .filter((p): p is string => !!p && /\p{L}/u.test(p));
  // A heading ends at its colon: "two questions: pizza or pasta, and window or aisle".
  const all = pieces.flatMap((p): Piece[] => {
    const colon = p.indexOf(":");
    if (colon > 0 && HEADING.test(p.slice(0, colon + 1))) {
      // Only a heading that counts ("three things:", "do sawaal:") lists; "ok real question: pineapple on pizza,
      // yes or no?" is one question.
      if (!COUNTS.test(p.slice(0, colon))) return [{ text: p.slice(colon + 1).trim() }].filter((x) => x.text);
      const items = p
        .slice(colon + 1)
        .split(LIST_ITEM)
        .map((item) => item.trim())
        .filter((item) => /\p{L}/u.test(item));
      return items.length > 1 ? items.map((text) => ({ text, listed: true })) : items.map((text) => ({ text }));
    }
    return HEADING.test(p) ? [] : [{ text: p }];
  });
  // "favourite book, favourite song, and the last thing that made you cry": a list without a heading, when
  // two or more of its items are things of his she names.
  return all.filter((p) => ITEM.test(p.text)).length >= 2 ? all.map((p) => (ITEM.test(p.text) ? { ...p, listed: true } : p)) : all;
}

const ITEM =
  /^\W*(?:\d+\W*)?(?:(?:and\s+)?the\s+)?(?:(?:your|ur|tumhara|tumhari|tumhare)\s+)?(?:fav\w*|best|worst|biggest|last|first|pehl[aie]|sabse|guilty)\b(?![^.!?]*\b(?:i|i'm|im|i've|my|mera|meri|main|mai)\b)[^.!?]{0,50}[.!]?$/i;
