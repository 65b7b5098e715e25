import { COMPLIMENT, GOOD_NEWS, PLAN, STRESS } from "@/lib/reading/cues";
import { findDay } from "@/lib/reading/days";
import { lexiconMatches } from "@/lib/reading/details";
import { bestRun, isName, keyRuns, longestRun } from "@/lib/reading/keywords";
import { knownSalient, runWorth, salientRun, trimRun } from "@/lib/reading/learned/salience";
import { betweenOptions, ENDS_KYA, GUESS, HI_WHAT, questionAct, WH } from "@/lib/reading/questions";
import { splitMessage } from "@/lib/reading/split";
import type { MessagePart } from "@/lib/reading/types";

// The parts of a message that each want their own answer (docs/reading.md, "Parts and the thread"):
// "how did the presentation go? and did you eat?" is two questions, "fav movie, fav food, and the worst
// date you've been on" is three. Each part keeps the words a reply says back to show it was answered.

const HOW_ARE_YOU =
  /\b(?:how\s+(?:are|r)\s+(?:you|u|ya)\b|how'?s\s+(?:it\s+going|life|you|things|(?:your|ur)\s+(?:day|week|weekend|evening))\b|how\s+(?:have|has)\s+(?:you|u|your\s+\w+)\s+been|how'?ve\s+(?:you|u|ya)\s+been|(?:tum|aap|aur)\s+sunao|how\s+was\s+(?:your|ur)\s+(?:day|week|weekend)|(?:tum|aap)\s+kaise\s+ho|kaisa\s+chal\s+(?:rha|raha)\s+(?:h|hai)\s+sab|^\W*(?:(?:hi+|hey+|hello|aur|acha|achha|arre)\W+)?kaise\s+ho\b|\b(?:din|week|weekend)\s+(?:kaisa|kaisi)\s+(?:tha|thi|gaya|gayi|raha|rahi|hai|jaa\s+raha)|kaisi\s+(?:hai|rahi)\s+(?:tumhari|tumhara|aapki)?\s*(?:day|din|week)|(?:wbu|hbu)(?!(?:\W+\w+){3})|and\s+(?:you|u|yours)\s*\??$|(?:tum|aap)\s+batao|what\s+about\s+(?:you|u)\s*\??$|aur\s+(?:tum|aap)\s*\??$|(?:(?:are|r)\s+)?(?:you|u)\s+(?:ok|okay|alright)\s*\??\s*$|(?:tum|aap)\s+(?:theek|thik)\s+(?:ho|hai|h)\b|^\W*(?:(?:and|aur|so)\s+)?(?:is\s+)?(?:everything|all|sab)\s+(?:ok|okay|alright|good|theek|thik|badhiya|sahi)\s*(?:hai|h|na|with\s+you)?\s*\?)/i;
const WHATS_UP =
  /\b(?:what\s+(?:are|r)\s+(?:you|u)\s+(?:up\s+to|doing)|wyd|wbu\s+rn|what'?s\s+(?:up|new|happening)|kya\s+kar\s+(?:rahe|rhe|raha)|kya\s+chal\s+raha|kya\s+scene|what\s+did\s+(?:you|u)\s+(?:get\s+up\s+to|do\s+today))\b/i;

const DAY_WORD = /\b(day|din|week|weekend)\b/i;
// "tumhara din?", "aapka kaisa raha?", "tera weekend?": hers told, his asked after.
const YOURS_TOO =
  /^\W*(?:(?:aur|and|toh|so|anyway)\s+)?(?:(?:tumhara|tumhari|aapka|aapki|tera|teri)\s+(?:(din|day|week|weekend)\s*(?:kaisa\s+(?:tha|raha|gaya))?|kaisa\s+(?:tha|raha|gaya)|kaisi\s+(?:thi|rahi|gayi))|how\s+(?:was|is|'?s)\s+(?:yours|urs)(?:\s+(?:going|been))?|how'?s\s+(?:yours|urs)(?:\s+(?:going|been))?)\W*$/i;
// "…and whether you still play the tabla": asked, as "do you…?" is.
const WHETHER = /^\W*(?:whether|(?:tell\s+me|lemme\s+know|let\s+me\s+know)\s+if)\b/i;
// "what a week.", "what a day lol": said, not asked.
const EXCLAIMS = /^\W*what\s+an?\s+(?:\S+\s*){1,3}$/i;

// "and are you a morning person": a question without its question mark.
const ASKS = /^(?:(?:and|also|aur|plus|or|so|btw)\s+)*(?:do|did|does|are|can|would|will|have|were|r|kya)\s+(?:you|u|tum|aap)\b/i;
// "tell me ur fav memory", "any tips", "koi recs?": she asks him for something, and a reply gives it.
const ASKS_FOR =
  /\btell\s+me\s+(?:ur|your|something|one|sth|a)\b|\b(?:recommend|suggest|rec)\s+me\s+(?:a|an|one|some|something|any)\b|\b(?:any|koi)\s+(?:tips|recs?|recommendations|suggestions)\b/i;
// "more importantly did you bring me a magnet", "has she destroyed your couch yet", "do they do mocktails":
// a yes-or-no question about anyone, without its question mark, after a few words of lead-in.
const ASKS_ANYONE =
  /^(?:(?:and|also|plus|or|so|btw|ok|okay|but|wait|more\s+importantly|most\s+importantly|tell\s+me|seriously|honestly)[,\s]+)*(?:do|did|does|is|are|was|were|can|could|would|will|has|have|should)\s+(?:you|u|i|we|they|she|he|it|there|your|ur|this|that|the|these|those|anyone|anybody|someone|somebody|everyone|people|ppl)\b/i;

// "kya karte ho", "kya khaya aaj": "kya" first and a verb of his last asks, mark or no mark.
const KYA_FIRST =
  /^\W*(?:(?:aur|toh|acha|achha|btw)[,\s]+)*(?:kya|kyaa)\s+(?:\S+\s+){0,4}?(?:karte|karti|khaya|kiya|dekha|padh\w*|suna)(?:\s+(?:ho|h|hai|aaj|abhi))?\W*$/i;

// "…, aaj gym gaye, …": after her question, what he did today asked without a mark.
const HI_DID =
  /^(?!.*\b(?:main|mai|maine|hum|humne|mera|meri|mere|mujhe)\b)\W*(?:\S+\s+){0,4}(?:gaye|kiya|khaya|liya|dekhi|dekha|aaye|pahunche|soye)\W*$/i;

// "did India win", "is Kiyomi coming": a yes-or-no question about someone or something she names.
const ASKS_NAMED = /^(?:(?:and|also|so|ok|okay|but|wait)[,\s]+)*(?:did|does|do|is|was|were|are|has|have|will)\s+\p{Lu}\p{Ll}+\s+\p{Ll}/u;

const REFERS_BACK = /\b(?:it|that|this|those|them|woh|wo|vo|ye|yeh|uska|uski|unka)\b/i;

// "ur smile in the 3rd pic is cute": praise of something of his, said in passing.
const PRAISE =
  /\b(?:ur|your|you'?re|u)\b.*\b(?:cute|cutest|handsome|gorgeous|adorable|lovely|attractive|hot|sweet|sweetest|funny|funniest|beautiful|stunning|infectious|immaculate|brilliant|class|easy\s+to\s+talk\s+to)\b|\b(?:nicest|best)\s+(?:evening|date|night|time|day)\s+(?:i'?ve|i\s+have)\b|\bmujhe\s+pasand\s+aa\s+(?:raha|rahi)\b|\b(?:was|is)\s+(?:so\s+|really\s+)?class\b/i;
// "ur opener was 'hey beautiful'": praise she quotes is his line, not hers.
const QUOTED_PRAISE = /['"‘’“”][^'"‘’“”]{0,20}\b(?:beautiful|stunning|gorgeous|cute|hot)\b/i;

// The items of a list after her heading: "fav movie, fav food, and the worst date", "kaunse sector mein rehte ho, …".
const GOES_ON =
  /^(?:(?:and|aur|also|plus)\s+)?(?:something|anything|one\s+thing|the\s+(?:best|worst|last|first)|(?:your|ur)\s+(?:best|worst|fav\w*)|best|worst)\b/i;

// "…, which isn't fair on you" is a relative clause, not a question about him.
const RELATIVE = /(?:^|,\s*)which\s+(?:is|isn'?t|was|wasn'?t|means?|meant|made|makes|sounds)\b|(?<=\w\s+)which\s+(?:means?|meant)\b/i;

// "what camera do you use?", "which app did u design", "kaunsa gym": the thing asked about is the word after the question word.
const ASKED_THING =
  /\b(?:what|which|wat|wht|kaunsa|kaunsi|kaunse|konsa|konsi|konse)\s+(?:kind\s+of\s+|sort\s+of\s+|type\s+of\s+)?([\p{L}][\p{L}'-]{2,})/iu;
// "what's your biggest fear", "what is ur dream holiday": the thing is after "your" and its describing words.
const ASKED_YOUR =
  /\b(?:what|wat)(?:'s|s|\s+is|\s+was|\s+are|\s+were)\s+(?:your|ur|the)\s+(?:(?:biggest|best|worst|most|least|fav(?:ou?rite)?|fave|go-to|dream|ideal|weirdest|favourite|last|first|one|current|usual)\s+)*([\p{L}][\p{L}'-]{2,})/iu;

/**
 * The words of a part a reply says back to show it answered that part: a name she wrote, the thing her
 * question asks about, a thing the details lexicon knows ("gym", not "meaning" in "which gym, i've been
 * meaning to join one"), else the longest run.
 */
function partKey(said: string, question: boolean): string | undefined {
  // "what TIME do u sleep", "ur IDEA of a perfect date", "your STANCE on vodka", "these DAYS": words that
  // frame a question, not what it is about.
  const runs = keyRuns(said).filter((run) => !FRAMING.test(run) && !(run === "days" && /\bthese\s+days\b/i.test(said)));
  // A word in capitals is a name only where she isn't shouting ("GOT A BRAND DEAL" names nothing).
  const shouting = (said.match(/\p{Lu}/gu)?.length ?? 0) > (said.match(/\p{Ll}/gu)?.length ?? 0);
  const name = shouting ? undefined : runs.find((run) => isName(run, said));
  if (name) return name;
  if (question) {
    // "sister ka naam kya hai", "bhen ki shaadi kaisi gayi": the thing asked after, with whose it is.
    const owned = OWNED.exec(said);
    if (owned && keyRuns(owned[1]!).length && keyRuns(owned[3]!).length && !FRAMING.test(owned[3]!)) return owned[0];
    // "kitne baje uthte ho", "kitne din ke liye": the number asked for, with what it counts.
    const count = HOW_MANY.exec(said);
    if (count) return count[0].toLowerCase();
  }
  const asked = ASKED_YOUR.exec(said)?.[1] ?? ASKED_THING.exec(said)?.[1];
  const askedRun = asked && runs.find((run) => run.toLowerCase().split(" ").includes(asked.toLowerCase()));
  if (askedRun) return trimRun(askedRun) ?? askedRun;
  // What her question asks about is the thing it names; what she tells is said back in its own longest
  // words ("my cousin's wedding in jaipur" → "cousin's wedding").
  const known = question ? lexiconMatches(said).map((m) => m.text.toLowerCase()) : [];
  const thing = runs.find((run) => known.some((k) => run.toLowerCase().includes(k)));
  if (thing) return trimRun(thing) ?? thing;
  // Shouted, the longest run is said back in her words but not as a name ("BRAND DEAL" → "brand deal").
  if (shouting) return longestRun(runs)?.toLowerCase();
  // Else the words a labeller would have picked ("importantly did you bring me anything" → not "importantly");
  // a question that names nothing else is about what he does ("what are you watching these days" → "watching").
  return salientRun(runs) ?? (runs.length ? longestRun(runs) : question ? DOES.exec(said)?.[1] : undefined);
}

const OWNED = /(?<![\p{L}])([\p{L}]{3,})\s+(ka|ki|ke)\s+([\p{L}]{3,})(?![\p{L}])/iu;
// Only before what is counted: "kitna pyaara hai" is "how cute", not a number.
const HOW_MANY =
  /\b(?:kitne|kitna|kitni)\s+(baje|din|saal|mahine|hafte|ghante|log|logon|bhai|behen|bacche|bachche|paise|rupaye|km|baar|time|desh|shehar|dost|relationships?|kids|pets?)\b/iu;
const FRAMING =
  /^(?:idea|stance|take|opinion|thoughts?|views?|ones?|thing|things|kind|type|sort|reason|ever|instead|sabse|sawaal|sawal|abey|abe|tumhare|tmhare|tumhara|tmhara|where'?d|what'?d|how'?d|who'?d|baare|bare)$/i;
// "what are you WATCHING", "how early do u START": the verb after "you", past a word of frequency.
const DOES =
  /\b(?:do|did|are|were|r|will|would|can|could|have)\s+(?:you|u|ya)\s+(?:(?:ever|usually|normally|even|actually|really|still|also|always|generally)\s+)*(?!(?:get|go|have|do|be|think|know|want|like|mean)\b)([a-z]{3,})/i;

// "i'm kinda nervous to meet", "main thodi shy hu", "…toh thoda nervous hu": her nerves, in her word.
const NERVES =
  /(?:\b(?:i'?m|im|i\s+am|i\s+was|main|mai|i\s+get|i\s+feel)\s+(?:\w+\s+){0,2}?|^\W*(?:(?:honestly|ngl|tbh|lowkey|ok|okay|so|but)[,\s]+)*(?:(?:kinda|kind\s+of|a\s+(?:bit|little)|so|very|super|really|thoda|thodi)\s+)?|\b(?:toh|to|so|isliye)\s+(?:thoda|thodi|bahut|bohot|kaafi|a\s+bit|a\s+little)\s+)(nervous|shy|awkward|anxious|scared)\b/i;
// "i'm terrible at texting back", "so if i go quiet it's not you": her own slow replies, owned up to.
const BAD_TEXTER =
  /\b(?:i'?m|im|i\s+am)\s+(?:\w+\s+){0,2}?(?:terrible|rubbish|bad|awful|horrible|useless|the\s+worst|slow)\s+(?:at|with)\s+(?:texting|replying|replies|texts|keeping\s+up)\b|\bif\s+i\s+(?:go\s+(?:quiet|mia|silent)|disappear|ghost|don'?t\s+reply)\b[^.!?]{0,40}\b(?:not\s+(?:you|u)|nothing\s+personal)\b|\b(?:main|mai)\s+(?:reply\s+(?:mein|me|karne\s+mein)|texting\s+mein)\s+(?:bahut\s+|thodi\s+)?(?:slow|bekaar|kharab)\b/i;
// "i stalked ur insta", "i looked you up on linkedin", "maine tumhara insta dekha".
const LOOKED_HIM_UP =
  /\bi\s+(?:may\s+have\s+)?(?:stalked|checked|looked\s+(?:you|u)\s+up|googled)\b|\b(?:insta|instagram|linkedin)\s+(?:stalk|dekha|check\s+kiya)\w*|\bstalk\s+kiya\b/i;

// "take me next time pls", "next time invite me", "mujhe bhi le jaana": she asks to come along.
const ALONG =
  /\b(?:take|bring)\s+me\s+(?:along|with|next\s+time|there|too)\b|\b(?:next\s+time|agli\s+baar)\b.*\b(?:take\s+me|invite\s+me|bring\s+me|mujhe\s+bhi)\b|\b(?:take|invite)\s+me\b.*\bnext\s+time\b|\bmujhe\s+bhi\s+(?:le\s+(?:jaana|chalna|chalo)|bulana)\b/i;

// "send a pic of the cake", "pics of the beach pls", "photo bhejo".
const PICS_OF =
  /\b(?:pics?|photos?|pictures?)\s+of\s+(?:the\s+|your\s+|ur\s+|that\s+|this\s+)?([\p{L}-]{3,}(?:\s+(?!(?:pls|please|plz|bhejo|dikhao|yaar|also|too|now)\b)[\p{L}-]{3,})?)/iu;
const PICS = /\b(?:send|share|show)\b.*\b(?:pics?|photos?|pictures?|selfie)\b|\b(?:pics?|photos?)\b.*\b(?:pls|please|plz|bhejo|dikhao)\b/i;

// Her terms beside a yes, and the thing each is about: "but i'll bring my friend along" (friend), "camera off for
// the first 5 min" (camera), "don't judge my mocktail", "only if i pick the place", "apna camera le aana".
const TERMS: readonly RegExp[] = [
  /\bi'?ll\s+(?:bring|carry|wear)\s+(?:my\s+|the\s+|a\s+|an\s+|some\s+)?([\p{L}-]{3,}(?:'s\s+[\p{L}-]{3,}|\s+(?!(?:along|with|too|first|from|for|and|lol|pls|please|if|over|back|home|so|but|just|then|you|u|to|time|tho|though)\b)[\p{L}-]{3,})?)/iu,
  /\bonly\s+if\s+(?:you|u)\s+promise\s+(?:it'?s\s+not|there'?s\s+no|no)\s+(?:another\s+|a\s+|more\s+)?([\p{L}-]{3,}(?:\s+[\p{L}-]{3,})?)/iu,
  /\bdon'?t\s+judge\s+(?:my|the)\s+([\p{L}-]{3,})/iu,
  /\b(?:getting|ordering|having)\s+(?:the\s+)?([\p{L}-]{3,})\b[^.!?]{0,20}don'?t\s+judge/iu,
  /\b(?:trying|try|having|ordering)\s+(?:the\s+)?([\p{L}-]{3,})\b[^.!?]{0,12}non[\s-]?negotiable/iu,
  /\b([\p{L}-]{3,})\s+off\s+for\s+the\s+first\b/iu,
  /\bonly\s+if\s+i\s+(?:pick|choose)\s+the\s+([\p{L}-]{3,})/iu,
  /\b(?:apna|apni|apne)\s+([\p{L}]{3,})\s+(?:le\s+aana|leke\s+aana|lana)\b/iu,
  // "only if it's somewhere veg friendly", "only if we start after 6", "din mein hi".
  /\bonly\s+if\s+(?:it'?s\s+)?(?:somewhere|a\s+place)\s+(?:that'?s\s+)?([\p{L}-]{3,}(?:\s+[\p{L}-]{3,})?)/iu,
  /\b(?:start|leave|meet|go)\s+((?:after|before)\s+\d{1,2}(?::\d{2})?)/iu,
  /\b(din|dopahar|shaam|subah)\s+(?:mein|me|ko)\s+hi\b/iu,
  /\b([\p{L}]{3,})\s+pehen\s+ke\s+aana\b/iu,
];
// "i'll bring something", "i'll wear you out": not a thing to agree to by name.
const NOT_A_THING =
  /^(?:something|anything|nothing|everything|you|u|it|that|this|them|him|her|hot|bad|good|best|night|day|time|one|own|more|less|lot)$/i;
// "jo book dene wale the, woh leke aana": what to bring is the part's own words.
const BRING = /\b(?:le\s*ke|le)\s+aana\b/i;
const termsOf = (said: string, key: string | undefined) =>
  (
    TERMS.map((t) => t.exec(said)?.[1]).find((thing) => thing && !NOT_A_THING.test(thing)) ??
    (key && BRING.test(said) && !isName(key, said) ? key : undefined)
  )?.toLowerCase();

// What a part says when what she tells was good: "so much fun", "bahut maza aaya", "loved it", 🥳.
const GLAD =
  /\b(?:so\s+much\s+fun|such\s+fun|was\s+(?:so\s+)?(?:fun|amazing|great|lovely|perfect|the\s+best)|loved\s+it|best\s+day|maza\s+aa\s*(?:ya|gaya)|bahut\s+(?:maza|achha|acha)\s+(?:aaya|laga|tha)|so\s+good)\b|🥳|😍|🥰/iu;

const ANNOUNCES =
  /^\W*(?:(?:ok(?:ay)?|so|hey|acha|achha)\W+)?(?:can|may|could)\s+i\s+ask\s+(?:you\s+|u\s+)?(?:something|a\s+(?:\w+\s+)?question)\b|^\W*(?:ek\s+)?(?:baat|sawaal|sawal|question)\s+(?:puchu|poochu|puchun|poochun)\b/i;

/** The parts of her message, in order: every piece of it, and what each one asks. */
export function partsOf(message: string): MessagePart[] {
  const parts: MessagePart[] = [];
  for (const { text: said, listed } of splitMessage(message)) {
    const told = GUESS.test(said);
    const hiDid = parts.at(-1)?.form !== undefined && HI_DID.test(said);
    const asked =
      !told &&
      (!!listed ||
        /\?/.test(said) ||
        (WH.test(said) && !RELATIVE.test(said) && !(EXCLAIMS.test(said) && !/\?/.test(said))) ||
        ASKS.test(said) ||
        ASKS_ANYONE.test(said) ||
        ASKS_NAMED.test(said) ||
        WHETHER.test(said) ||
        ASKS_FOR.test(said) ||
        HI_WHAT.test(said) ||
        ENDS_KYA.test(said) ||
        KYA_FIRST.test(said) ||
        !!betweenOptions(said) ||
        hiDid);
    // A question without its mark after a lead-in ("more importantly did you…") or a request ("tell me ur
    // fav memory") is read as one with it; a request asks for his answer, not a yes or no.
    const unmarked =
      !/\?/.test(said) && (ASKS_ANYONE.test(said) || ASKS_NAMED.test(said) || ASKS_FOR.test(said) || WHETHER.test(said) || hiDid);
    const marked = unmarked ? questionAct(`${said}?`, true) : null;
    const asks = told ? null : questionAct(said, asked);
    const question = told
      ? null
      : // "recommend me a show to rot with?": his pick, asked for, not a yes or no about her.
        ((asks && asks.form === "yes_no" && ASKS_FOR.test(said) ? { ...asks, form: "open" as const, about: "him" as const } : asks) ??
        (marked && ASKS_FOR.test(said) && marked.form === "yes_no" ? { ...marked, form: "open" as const } : marked) ??
        // An item of her list ("fav movie") asks for his answer, with or without a question word, and so does
        // what follows her question in its words ("tell me something you're passionate about. and something
        // you're bad at", "what's the best thing about sydney? and the worst, go").
        (listed || (parts.at(-1)?.about === "him" && parts.at(-1)?.form === "open" && GOES_ON.test(said))
          ? { kind: "question" as const, said, form: "open" as const, about: "him" as const }
          : null));
    // "tumhara din?", "tumhara kaisa tha?" after her own day: his day, asked after.
    const yours = YOURS_TOO.exec(said);
    let smallTalk: MessagePart["smallTalk"] = WHATS_UP.test(said)
      ? "whats_up"
      : HOW_ARE_YOU.test(said) || yours
        ? "how_are_you"
        : undefined;
    // "how was it?" names nothing: it asks about what the part before it named.
    // "where are you from?" names nothing but asks where from; "how was it?" asks about the part before.
    const key =
      partKey(said, asked) ??
      // "aaj ka din kaisa tha?": the day she asks after, though any sentence may say "din".
      (/\b(?:how|kaisa|kaisi)\b/i.test(said) ? DAY_WORD.exec(said)?.[1] : undefined) ??
      (/\bfrom\b/i.test(said) ? "from" : undefined) ??
      (question && !smallTalk && REFERS_BACK.test(said) ? parts[parts.length - 1]?.key : undefined) ??
      (yours ? (yours[1] ?? DAY_WORD.exec(message)?.[1]) : undefined);
    // "tumhara kya scene hai, result aaya?", "weekend pe kya scene rehta h": asked after a thing worth naming,
    // "what's up" is a question about it, not small talk.
    if (smallTalk === "whats_up" && key && knownSalient(key, 0.6) && !/^(?:up|new|scene|doing|rn)$/i.test(key)) smallTalk = undefined;
    // Only what decides how the part is answered: news to cheer, or the plan a reply already takes.
    const act = GOOD_NEWS.test(said)
      ? "good_news"
      : PLAN.test(said) || (question?.form === "yes_no" && findDay(said))
        ? "plan"
        : !question && (COMPLIMENT.test(said) || PRAISE.test(said)) && !QUOTED_PRAISE.test(said)
          ? "compliment"
          : !question && STRESS.test(said)
            ? "stress"
            : undefined;
    // What she owns up to or asks for beside her question, each with its answer (the offline engine's
    // reply of parts): her nerves (not a hard day to be sorry about), her looking him up, something good
    // she tells in passing, pictures she asks him to send.
    const nerves = !question && (!act || act === "stress") ? NERVES.exec(said)?.[1]?.toLowerCase() : undefined;
    // "photo bhejo", "send pics!!": pictures, of nothing named.
    const picsOf =
      !question && !act && key && PICS.test(said)
        ? (PICS_OF.exec(said)?.[1] ?? (/^(?:send|share|show|pics?|photos?)$/i.test(key) ? "" : key))
        : undefined;
    const terms = !question ? termsOf(said, key) : undefined;
    const aside = DEALBREAKER.test(said)
      ? "dealbreaker"
      : question
        ? undefined
        : ALONG.test(said)
          ? "along"
          : nerves
            ? "nerves"
            : // "9 works but camera off for the first 5 min": her terms beside her yes.
              act === "plan" && terms
              ? "terms"
              : act
                ? undefined
                : LOOKED_HIM_UP.test(said)
                  ? "looked_up"
                  : BAD_TEXTER.test(said) && !parts.some((p) => p.act === "bad_texter")
                    ? "bad_texter"
                    : key?.includes(" ") && GLAD.test(said)
                      ? "glad"
                      : picsOf !== undefined
                        ? "pics"
                        : terms
                          ? "terms"
                          : undefined;
    const what = aside === "nerves" ? nerves : aside === "pics" ? picsOf || undefined : aside === "terms" ? terms : undefined;
    // "Can I ask you something without it being weird?" before her question only announces it.
    if (ANNOUNCES.test(said) && parts.length + 1 < splitMessage(message).length) continue;
    parts.push({
      said,
      ...((aside ?? act) ? { act: aside ?? act } : {}),
      ...(what ? { what } : {}),
      ...(key ? { key } : {}),
      ...(question ? { form: question.form, about: question.about } : {}),
      ...(question?.options ? { options: question.options } : {}),
      ...(smallTalk ? { smallTalk } : {}),
    });
  }
  return parts;
}

// "I have a 6 year old. If that's a dealbreaker, I understand.", "agar tumhe problem hai toh abhi bata do": what she
// told him, and whether he minds.
const DEALBREAKER =
  /\bif\s+(?:that'?s|this\s+is|it'?s)\s+(?:a\s+)?(?:deal\s*-?breaker|problem|an?\s+issue)\b|\b(?:that|this|it)\s+(?:a\s+)?(?:deal\s*-?breaker|problem)\s+for\s+(?:you|u)\b|\bagar\s+(?:tumhe|tumko|aapko|aap\s+ko|tumhare\s+liye|aapke\s+liye)\s+(?:ye\s+|yeh\s+|is\s+se\s+|isse\s+)?(?:koi\s+)?(?:problem|issue|dikkat|deal\s*-?breaker)\b/i;

// "wbu", "and you?", "aur tum?": her question back is his own last question, whatever it asked.
const ECHO =
  /\b(?:wbu|hbu|wby|what\s+about\s+(?:you|u)|how\s+about\s+(?:you|u)|and\s+(?:you|u|yours)|aur\s+(?:tum|aap)|(?:tum|aap)\s+batao|tumhara\s+kya|aapka\s+kya)\b|^\W*(?:you|u|tum|aap|yours|tumhara|aapka)\W*$/i;

/**
 * Her "wbu?" after his "what's your sunday looking like?" asks about his Sunday, not how he is: the part
 * becomes an open question about him on his topic ("Sunday: [[your answer]]"), and `echo` is his question,
 * which is what she asks. After his "how are you?" it stays small talk.
 */
const YOURS = /\b(?:yours|urs|tumhara|tumhari|aapka|aapki)\b/i;

/** "wbu", "aur tum?", "you?": a question that only returns his. */
export const isEcho = (text: string) => ECHO.test(text);

export function echoedParts(
  parts: MessagePart[],
  turns: ReadonlyArray<{ who: "Me" | "Her"; text: string }>,
  topic?: string,
): { parts: MessagePart[]; echo?: string } {
  const his = [...turns].reverse().find((t) => t.who === "Me")?.text;
  // "tumhara?", "how was yours?" after his "weekend kaisa raha?": how his weekend was, asked back.
  const backTo = (p: MessagePart) => (ECHO.test(p.said) && !p.smallTalk) || (p.smallTalk === "how_are_you" && !p.key && YOURS.test(p.said));
  if (his && HOW_ARE_YOU.test(his) && parts.some(backTo)) {
    const day = DAY_WORD.exec(his)?.[1];
    const back = parts.map(
      (p): MessagePart => (backTo(p) ? { ...p, smallTalk: "how_are_you", form: "open", about: "him", ...(day ? { key: day } : {}) } : p),
    );
    return { parts: back };
  }
  if (!his || !(his.includes("?") || WH.test(his)) || !topic || HOW_ARE_YOU.test(his) || WHATS_UP.test(his)) return { parts };
  let echoes = false;
  const echoed = parts.map(({ smallTalk, ...part }): MessagePart => {
    // "wbu did u hear back from zomato??" asks its own question after the "wbu": its key stays.
    const ownQuestion =
      part.key &&
      part.said
        .replace(ECHO, " ")
        .split(/[^\p{L}']+/u)
        .filter(Boolean).length > 3;
    if ((smallTalk === "how_are_you" || part.about === "him") && ECHO.test(part.said) && !ownQuestion) {
      echoes = true;
      return { ...part, form: "open", about: "him", key: topic };
    }
    return smallTalk ? { ...part, smallTalk } : part;
  });
  return echoes ? { parts: echoed, echo: his } : { parts };
}

/**
 * What the thread was last about, as he said it: the words of his last turn a reply can say back
 * ("the Prateek Kuhad show", "dinner"). Her reply to it is what her message is; a reply that names it
 * shows he remembers what he asked.
 */
const SHARED_NOT_A_TOPIC = new Set(
  "paas week weeks weekend month months year years time min mins minute minutes hour hours hr hrs ghanta ghante kal parso sirf pehle baad wapas tomorrow tmrw morning evening night".split(
    " ",
  ),
);

/** What an older turn of his gives up against his latest, per turn back. */
const OLDER = 0.1;

export function threadTopicOf(all: ReadonlyArray<{ who: "Me" | "Her"; text: string }>, message: string): string | undefined {
  // "[photo]", "*voice note*": what he sent, not what he talked about ("made biryani today [photo]" is about biryani).
  const turns = all.map((t) => ({ ...t, text: t.text.replace(/\[[^\]]*\]|\*[^*]+\*/g, " ") }));
  // What she picks up from one of his turns ("did you ever find your keys?") is the topic, however long ago he said it.
  // A word of time or place-near ("week", "kal", "paas") shared by both says nothing about what he asked.
  const hers = new Set(
    keyRuns(message)
      .flatMap((run) => run.toLowerCase().split(" "))
      .filter((w) => !SHARED_NOT_A_TOPIC.has(w)),
  );
  for (let i = turns.length - 1; i >= 0; i--) {
    if (turns[i]!.who !== "Me") continue;
    const named = keyRuns(turns[i]!.text).find((run) =>
      run
        .toLowerCase()
        .split(" ")
        .some((w) => hers.has(w)),
    );
    if (named) return trimRun(named) ?? named;
  }
  // Else a name or a thing the details know in his last turns ("just got back from a week in Spiti / it
  // was unreal" → Spiti, not "unreal"), the latest first; else the best words of his last turn.
  const recent = turns
    .slice(-4)
    .filter((t) => t.who === "Me")
    .reverse();
  for (const turn of recent) {
    const runs = keyRuns(turn.text);
    const known = lexiconMatches(turn.text).map((m) => m.text.toLowerCase());
    const thing = runs.find((run) => isName(run, turn.text)) ?? runs.find((run) => known.some((k) => run.toLowerCase().includes(k)));
    if (thing) return trimRun(thing) ?? thing;
  }
  // Else the words most worth saying back of his last turns, an older turn's only where clearly better
  // ("I play the tabla btw / 12 years now" is about the tabla, not the years).
  let best: { run: string; score: number } | undefined;
  recent.forEach((turn, age) => {
    const run = salientRun(keyRuns(turn.text));
    if (!run) return;
    const score = runWorth(run) - OLDER * age;
    if (!best || score > best.score) best = { run, score };
  });
  return best?.run ?? (recent[0] ? bestRun(recent[0].text) : undefined);
}
