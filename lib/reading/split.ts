// How her message falls into pieces before each is read (docs/reading.md, "Parts and the thread"): sentences,
// new lines, numbered points, a joining word before a new question, the items of a list under a heading.

const QUESTION_START =
  "(?:what|what's|whats|where|when|who|why|how|how's|which|whether|do|did|does|are|is|can|could|would|will|have|has|were|was|any|r|u|you|ur|your|kya|kab|kahan|kahaan|kaun|kaunsa|kaunsi|kaunse|konsa|konsi|konse|kis|kaise|kaisa|kitne|kitna|kitni|tum|tumne|tumhe|tumhara|tumhari|aap|aapka|aapne)\\b";

// Where one part ends and the next begins: the end of a sentence, a new line, a numbered point, or a
// joining word ("also", "and", "aur", "plus") in front of a new question.
const BOUNDARY = new RegExp(
  [
    "(?<=[?!.])\\s+",
    // An emoji ends a sentence as a full stop does ("sorry 🙈 maybe we just call sometime?"), with the
    // variation selector many carry ("good morning ☀️ neend kaisi aayi?").
    "(?<=\\p{Extended_Pictographic}\\uFE0F?)\\s+",
    "\\n+",
    "\\s*\\b\\d[).]\\s+",
    `,?\\s+(?:and\\s+also|also|aur|plus|btw|oh\\s+and|and|&)\\s+(?:(?:more|most)\\s+importantly\\s+)?(?=${QUESTION_START})`,
    `,\\s*(?=${QUESTION_START})`,
    // "tum kaha ho, free ho kya, call karu?": Hinglish questions one after another, each with its own question word.
    ",\\s*(?=[^,.!?\\n\\p{Extended_Pictographic}]{0,40}?(?:\\b(?:kya|kab|kahan|kaha|kaun|kaise|kaisa|kitne|kyu|kyun)\\b|\\b(?:karu|karun|karoon|chalein|chalen|milein)\\s*\\?))",
    // "dinner pe kya khaya, aaj gym gaye, kal kya plan h": after a Hinglish question, "aaj" or "kal" starts the next.
    ",\\s*(?<=\\b(?:kya|kab|kahan|kaha|kaise|kaisa|kaisi|kitne)\\b[^,.!?]{1,30},\\s*)(?=(?:aaj|kal|abhi)\\s+\\p{L})",
    // "my prof made us redo the entire ppt lol what r u doing rn": a laugh ends what she tells, and her question follows.
    "(?<=\\b(?:lol|lmao|haha\\w*|hehe\\w*))(?<!^\\W*(?:lol|lmao|haha\\w*|hehe\\w*))\\s+(?=(?:what|what's|whats|wbu|hbu|how|how's|where|when|did|do|are|r|wyd|tum|aur|kya|kab|kaha|kahan)\\b)",
    // "9 works but camera off for the first 5 min": her yes, then her terms.
    "(?<=\\b(?:works|done|fine|sure|haan|chalega|theek)),?\\s+(?=(?:but|par|lekin)\\s)",
    // "…london weather treating u, and pls bring me back some cadbury": a request after a comma.
    ",?\\s+(?:and\\s+)?(?=(?:pls|plz|please)\\s)",
    // "favourite book, favourite song, and the last thing…": a list of his things, one item each.
    ",\\s*(?:and\\s+)?(?=(?:the\\s+)?(?:fav\\w*|best|worst|biggest|last|first)\\s+\\w+)",
    // "my laptop died mid-exam, my landlord is ignoring me, and the cat is sick": her news, one thing each.
    ",\\s+(?:and\\s+)?(?=(?:my|mera|meri|mere)\\s+[\\p{L}'-]+(?:\\s+[\\p{L}'-]+)?\\s+(?:is|was|has|had|got|just|broke|died|left|moved|said|kept|won't|can't|didn't|ne|ki|ka|ko)\\b)",
    ",\\s+and\\s+(?=the\\s+[\\p{L}'-]+\\s+(?:is|was|has|got)\\b)",
    // "mcdonald's or burger king, and aisle or window seat": a second choice after the first.
    // "pineapple on pizza, yes or no?" is one question.
    ",\\s*(?:and\\s+|aur\\s+)?(?!(?:yes|haan|ha)\\s+(?:or|ya)\\s+(?:no|na|nahi)\\b)(?=[\\p{L}'-]+(?:\\s+[\\p{L}'-]+){0,2}\\s+(?:or|ya|vs)\\s)",
  ].join("|"),
  "iu",
);

// "two questions:", "ok rapid fire.", "do cheezein poochni hain:": a heading, not a part.
const HEADING =
  /^(?:(?:ok|okay|so|alright|right|acha|achha|chalo|wait)[,\s]+)*(?:(?:give|tell|answer)\s+me\s+)?(?:(?:two|three|four|2|3|4|do|teen|few|some|couple\s+of|quick|big|random|important|serious|real|honest|good|fun|easy|simple)\s+)*(?:quick\s+|big\s+|random\s+)?(?:questions?|things?|ones|cheezein|cheeze|sawaal|sawal|baatein|q'?s|rapid\s*fire|(?:speed\s+)?round|check\s*list)\b[^:?]*[:.-]?\s*$/i;

/** A piece of her message, and whether it is an item of a list she asks ("three things: fav movie, fav food"). */
interface Piece {
  text: string;
  listed?: true;
}

const COUNTS = /\b(?:two|three|four|five|2|3|4|5|do|teen|char|paanch|few|couple)\b/i;
const LIST_ITEM = /,\s*(?:(?:and|aur|&)\s+)?/i;

/** A piece with its heading: a heading ends at its colon ("two questions: pizza or pasta, and window or aisle"). */
function underHeading(p: string): Piece[] {
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
    // One item before the next piece ("two good things: best thing you ate, and what made you laugh") is listed
    // where it names a thing of his ("your dog is the cutest thing on this app" is said, not asked).
    return items.length > 1
      ? items.map((text) => ({ text, listed: true }))
      : items.map((text) => (asksItem(text) ? { text, listed: true } : { text }));
  }
  return HEADING.test(p) ? [] : [{ text: p }];
}

// "<what she tells>, so <heading>": the clause before her heading, and the heading.
const LEAD_CLAUSE = /^(.{6,}?)(?:,\s*(?:so\s+|and\s+)?|\s+so\s+)([^,]{4,})$/i;

export function splitMessage(message: string): Piece[] {
  const pieces = message
    .split(BOUNDARY)
    // "also crisps or chocolate": the joining word belongs to neither option.
    .map((p) => p?.trim().replace(/^(?:(?:and\s+)?also|aur|plus|btw|oh\s+and|and)\s+/i, ""))
    .filter((p): p is string => !!p && /\p{L}/u.test(p));
  // After a heading that counts ("give me two good things: best thing you ate, and what made you laugh"), the
  // pieces that follow are its items too.
  let listing = false;
  const all = pieces.flatMap((p): Piece[] => {
    if (listing) return [asksItem(p) ? { text: p, listed: true } : { text: p }];
    // "I've had the week from hell, so give me two good things: …": what she tells before her heading is a
    // piece of its own.
    const colon = p.indexOf(":");
    const lead = colon > 0 ? LEAD_CLAUSE.exec(p.slice(0, colon)) : null;
    const heading = lead && HEADING.test(`${lead[2]!}:`) ? p.slice(lead.index + lead[0].length - lead[2]!.length) : p;
    const colonAt = heading.indexOf(":");
    listing = colonAt > 0 && HEADING.test(heading.slice(0, colonAt + 1)) && COUNTS.test(heading.slice(0, colonAt));
    return heading === p ? underHeading(p) : [{ text: lead![1]!.trim() }, ...underHeading(heading)];
  });
  // "favourite book, favourite song, and the last thing that made you cry": a list without a heading, when
  // two or more of its items are things of his she names.
  return all.filter((p) => ITEM.test(p.text)).length >= 2 ? all.map((p) => (ITEM.test(p.text) ? { ...p, listed: true } : p)) : all;
}

/** An item she asks him for ("best thing you ate this week"), not a thing she says ("your dog is the cutest"). */
const asksItem = (text: string) => ITEM.test(text) || !/\b(?:is|are|was|were|am|i'?m|hai|tha|thi)\b/i.test(text);

const ITEM =
  /^\W*(?:\d+\W*)?(?:(?:and\s+)?the\s+)?(?:(?:your|ur|tumhara|tumhari|tumhare)\s+)?(?:fav\w*|best|worst|biggest|last|first|pehl[aie]|sabse|guilty)\b(?![^.!?]*\b(?:i|i'm|im|i've|my|mera|meri|main|mai)\b)[^.!?]{0,50}[.!]?$/i;
