import { NICKNAMES } from "@/lib/reading/cues";

// What her limit is about, in words a reply can say back (docs/reading.md, "The rails"): "pls don't send
// voice notes after 11" is {thing: "voice notes", when: "after 11"}. A reply that names it ("No more voice
// notes after 11, promise.") shows he heard her; "Noted, thanks" could answer anything.

export interface HerLimit {
  /** What he sends or does that she limits, plural and lowercase: "voice notes", "calls". */
  thing?: string;
  /** When it is too much, in English and in Hinglish: "after 11" / "11 ke baad". */
  when?: { en: string; hi: string };
}

const THINGS: Array<[RegExp, string]> = [
  // "naam se bulao", "'jaanu' pe mat aa", "'dear' bolte ho toh office email jaisa lagta hai": what he calls her.
  [
    new RegExp(
      `\\bnaam\\s+se\\s+(?:bulao|bolo|bula)|\\bpe\\s+mat\\s+aa\\b|'(?:madam|ma'am|jaanu|jaan|dear|babe|baby|sweetheart)'|\\bcall(?:ing)?\\s+me\\s+(?:['"‘“]|(?:${NICKNAMES})\\b)`,
      "i",
    ),
    "nicknames",
  ],
  [/\bvoice\s*(?:notes?|msgs?|messages?)\b|\bvns?\b/i, "voice notes"],
  [/\bvideo\s*calls?\b|\bfacetime\b|\bvc\b/i, "video calls"],
  [/\bgood\s*morning\s+(?:texts?|msgs?|messages?)\b/i, "good morning texts"],
  [/\bdouble\s*text\w*\b|\?\?\?+/i, "double texts"],
  [/\bforwards?\b/i, "forwards"],
  [/\bselfies?\b/i, "selfie requests"],
  [/\b(?:photos?|pics?|pictures?)\b/i, "photos"],
  [/\bparagraphs?\b/i, "paragraphs"],
  // Not "on call this week" (her shift) nor "call pe 'madam' bolte ho" (what he says on one).
  [/(?<!\bon\s)\bcalls?\b(?!\s+(?:pe|par|mein)\b)|\bcalling\b/i, "calls"],
  [/\b(?:texts?|texting|msgs?|messages?|messaging)\b/i, "messages"],
];

const TIME = "(\\d{1,2}(?::\\d{2})?)\\s*(am|pm)?";
const WHEN: Array<[RegExp, (m: RegExpExecArray) => { en: string; hi: string }]> = [
  [new RegExp(`\\b(?:after|past)\\s+${TIME}`, "i"), (m) => ({ en: `after ${m[1]}${m[2] ?? ""}`, hi: `${m[1]} baje ke baad` })],
  [new RegExp(`\\b${TIME}\\s*(?:baje\\s+)?(?:ke\\s+)?baad\\b`, "i"), (m) => ({ en: `after ${m[1]}`, hi: `${m[1]} baje ke baad` })],
  [new RegExp(`\\bbefore\\s+${TIME}`, "i"), (m) => ({ en: `before ${m[1]}${m[2] ?? ""}`, hi: `${m[1]} baje se pehle` })],
  [
    /\b(?:during|at|in)\s+(?:my\s+)?(work|office|class|college|meetings?|shifts?|work\s+hours)\b|\b(office|class|kaam)\s+(?:ke\s+)?(?:time|waqt|hours)\b/i,
    (m) => {
      const place = (m[1] ?? m[2] ?? "work").toLowerCase().replace(/^kaam$/, "work");
      return { en: `during ${place}`, hi: `${place === "work" ? "office" : place} ke time` };
    },
  ],
  [
    /\blate\s+(?:at\s+)?night\b|\braat\s+(?:ko|mein|me)\b|\bat\s+night\b|\blate\s+(?:calls?|msgs?|messages?|texts?)\b/i,
    () => ({ en: "late at night", hi: "raat ko late" }),
  ],
  [
    /\bwithout\s+(?:asking|warning|checking)|\bbina\s+(?:puche|puchhe|poochhe|pooche|bataye)\b/i,
    () => ({ en: "without asking first", hi: "bina puche" }),
  ],
];

// She will be slow or away ("texting will be patchy", "I'll be a bit quiet", "on call this week") or keeps texting to a
// time ("can we keep the texting to evenings?"): her own availability, no thing of his to stop sending.
const AWAY =
  /\b(?:texting|replies)\s+will\s+be\b|\boff[-\s]grid\b|\bwon'?t\s+reply\s+much\b|\bbe\s+(?:a\s+bit\s+)?(?:quiet|slow|offline|mia)\b|\bbaat\s+nahi\s+ho\s+payegi\b|\bdays\s+offline\b|\bon\s+call\b|\bkeep\s+(?:the\s+)?(?:texting|texts?|calls?|messages?|chats?)\s+(?:to|for)\s+(?:the\s+)?(?:evenings?|mornings?|nights?|weekends?|lunch)\b|\b(?:evenings?|mornings?|weekends?)\s+(?:are|is)\s+better\b/i;

/** Her limit's thing and time, where her message says them; empty when it names neither. */
export function limitOf(message: string): HerLimit {
  const thing = AWAY.test(message) ? undefined : THINGS.find(([pattern]) => pattern.test(message))?.[1];
  let when: HerLimit["when"];
  for (const [pattern, say] of WHEN) {
    const m = pattern.exec(message);
    if (m) {
      when = say(m);
      break;
    }
  }
  return { ...(thing ? { thing } : {}), ...(when ? { when } : {}) };
}
