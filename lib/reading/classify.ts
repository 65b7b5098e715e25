import { extractDetails } from "@/lib/reading/details";
import type { Detail, DetailKind, Intent } from "@/lib/reading/intents";
import { parseThread } from "@/lib/reading/thread";

// Works out what her message is about. Each intent has cue patterns (English and Hinglish) with a
// weight; a named thing from the lexicon counts towards its topic too. The highest score wins and
// ties go to the intent earlier in PRIORITY, where the ones that change what a good reply looks like
// (she wants to meet, she paid him a compliment, she's had a rough day) come first.

export interface Classification {
  intent: Intent;
  /** Sum of the cue weights behind the winning intent; 0 for short, emoji, question and general. */
  strength: number;
  /** She asked something, so a reply should answer before it asks. */
  question: boolean;
  /** Her question is about him, not herself ("what music do you like?", "weekend pe kya plan hai"). */
  askedHim: boolean;
  details: Detail[];
  /** Her message said too little, so the topic and details come from her earlier lines. */
  fromThread: boolean;
}

type ScoredIntent = Exclude<Intent, "short" | "emoji" | "question" | "general">;

function cues(weight: number, ...sources: string[]): { weight: number; pattern: RegExp } {
  return { weight, pattern: new RegExp(sources.join("|"), "gi") };
}

const W = (words: string) => `\\b(?:${words})\\b`;

const CUES: Record<ScoredIntent, Array<{ weight: number; pattern: RegExp }>> = {
  greeting: [
    cues(
      2,
      "^\\s*(?:hi+|hey+|hello+|helo|heya|hiya|yo+|sup|namaste|namaskar|hola|howdy|gm|good\\s*(?:morning|evening|afternoon|night)|morning)\\b",
      "how\\s+(?:are|r)\\s+(?:you|u)\\b|how'?s\\s+it\\s+going|how\\s+have\\s+you\\s+been",
      "how'?s\\s+(?:your|ur)\\s+(?:day|week|evening|morning)|how\\s+was\\s+(?:your|ur)\\s+day",
      "what'?s\\s+up|\\bwass?up\\b|kaise\\s+ho|kaisi\\s+ho|kaisa\\s+hai|kya\\s+haa?l|sab\\s+(?:badhiya|theek|thik|changa)|kya\\s+chal\\s+raha",
    ),
  ],
  about_him: [
    cues(
      3,
      "what\\s+do\\s+(?:you|u)\\s+do|what\\s+(?:do|did)\\s+(?:you|u)\\s+(?:study|work)|where\\s+do\\s+(?:you|u)\\s+work",
      "what'?s\\s+(?:your|ur)\\s+(?:job|story|deal|profession)|tell\\s+me\\s+(?:more\\s+)?about\\s+(?:yourself|urself|you)\\b|about\\s+yourself",
      "what\\s+about\\s+(?:you|u)\\b|how\\s+about\\s+(?:you|u)\\b|\\b(?:wbu|hbu)\\b|where\\s+are\\s+(?:you|u)\\s+from",
      "^\\s*(?:and|&)\\s+(?:you|u)\\b",
      "what\\s+do\\s+(?:you|u)\\s+(?:like|enjoy)|(?:your|ur)\\s+hobbies",
      "kya\\s+karte\\s+(?:ho|hain|hai)|(?:tum|aap)\\s+kya\\s+karte|apne\\s+(?:baare|bare)\\s+(?:mein|me|mai)|kaha+n?\\s+se\\s+ho|aur\\s+(?:tum|aap)\\b|tum\\s+batao|tumhara\\s+kya",
    ),
  ],
  up_to: [
    cues(
      2,
      "\\bwyd\\b|what\\s+(?:are|r)\\s+(?:you|u)\\s+(?:up\\s+to|doing)|whatcha\\s+(?:doing|up\\s+to)|what'?s\\s+(?:the\\s+)?plan\\s+(?:for\\s+)?tonight",
      "kya\\s+kar\\s+(?:rahe|rhe|raha)\\s+(?:ho|hai)|kya\\s+ho\\s+raha\\s+hai|abhi\\s+kya\\s+kar",
    ),
  ],
  plans: [
    cues(
      3,
      "let'?s\\s+(?:meet|grab|get|go|hang)|we\\s+should\\s+(?:meet|grab|get|go|hang)|meet\\s*up\\b|meet\\s+(?:sometime|soon|tomorrow|today|tonight|this|next)",
      "(?:grab|get)\\s+(?:a\\s+)?(?:coffee|drink|drinks|dinner|lunch|bite|brunch)|\\bgo\\s+out\\b|hang\\s*out|\\bdate\\b",
      "(?:are|r)\\s+(?:you|u)\\s+free|\\bu\\s+free\\b|free\\s+(?:this|on|tomorrow|tonight|today|later)\\b|when\\s+(?:are|can|should)\\s+we",
      "see\\s+(?:you|u)\\s+(?:soon|tomorrow|then|there)|catch\\s+up",
      "\\bmil(?:te|na|enge|ogi|oge|o)\\b|\\bmil\\s+(?:sakte|lete|lo)\\b|\\bchal(?:ein|en)\\b|coffee\\s+pe|date\\s+pe|free\\s+(?:ho|hai|hoon)\\b|kab\\s+mil|plan\\s+bana(?:o|te|yein)",
    ),
  ],
  compliment: [
    cues(
      3,
      "(?:you'?re|you\\s+are|\\bur|youre|\\bu\\s+r|you\\s+r)\\s+(?:so\\s+|really\\s+|very\\s+|pretty\\s+|kinda\\s+|quite\\s+|too\\s+)?(?:cute|handsome|sweet|funny|charming|smart|interesting|adorable|good\\s*looking|attractive|cool|hilarious|kind|lovely)",
      "(?:nice|great|cute|lovely|beautiful)\\s+(?:smile|pics|pictures|photos|profile|eyes|hair|beard|bio|style|voice|laugh)",
      "(?:love|like)\\s+(?:your|ur)\\s+(?:smile|pics|pictures|photos|profile|bio|vibe|style|energy|eyes|laugh|humou?r|outfit)",
      "you\\s+look\\s+(?:so\\s+|really\\s+)?(?:good|great|nice|cute|handsome|sharp)|you\\s+seem\\s+(?:so\\s+|really\\s+)?(?:nice|sweet|fun|cool|interesting|genuine|kind)",
      "(?:cute|handsome|smart|sweet|pyare|pyaare|funny)\\s+(?:ho|lagte|lag\\s+rahe)\\b|(?:achhe|acche|ache|achche)\\s+(?:lag|dikh)|smile\\s+(?:bahut\\s+)?(?:achhi|acchi|pyari|cute)",
      "tumhari\\s+(?:smile|photos|pics|pictures)|(?:you|u)\\s+made\\s+me\\s+(?:smile|laugh)|kaafi\\s+(?:cute|handsome|smart|funny)",
    ),
  ],
  tired: [
    cues(
      2,
      W(
        "tired|exhausted|sleepy|drained|burnt\\s+out|burned\\s+out|burnout|busy|hectic|overwhelmed|stressed|stressful|stress|sick|unwell|fever|headache|migraine|cranky",
      ),
      "(?:long|rough|bad|tough|terrible|awful|crazy\\s+long)\\s+(?:day|week|night)|not\\s+feeling\\s+(?:well|great|good)|so\\s+much\\s+going\\s+on|no\\s+energy",
      "\\bthak\\w*|\\bneend\\b|\\bbimaa?r\\b|bura\\s+din|bekaar\\s+din|bakwas\\s+din|mood\\s+off|pareshan|\\btension\\b|sar\\s+dard|bukhar|bahut\\s+kaam",
    ),
  ],
  work: [
    cues(
      1,
      "\\bwork(?!\\s*outs?\\b)(?:ing)?\\b|\\bmeetings?\\b(?!\\s+up)",
      W(
        "job|jobs|office|boss|manager|colleagues?|coworkers?|deadlines?|shifts?|clients?|projects?|career|interviews?|promotion|salary|presentation|startup|internship|intern|wfh|overtime|corporate",
      ),
      W(
        "kaam|naukri|daftar|exams?|college|university|lectures?|assignments?|padhai|semester|thesis|nurse|doctor|engineer|lawyer|designer|developer|teacher|consultant|hospital|freelanc\\w*|appraisal|resign\\w*",
      ),
    ),
  ],
  food: [
    cues(
      1,
      W(
        "food|foodie|eat|eating|ate|hungry|starving|dinner|lunch|breakfast|brunch|cook|cooking|cooked|bake|baking|baked|recipe|restaurant|cafe|dessert|snacks?|cravings?|craving|delicious|tasty|yummy",
      ),
      W(
        "chai|coffee|tea|khana|khaana|khaya|khayi|khaaya|kha\\s+liya|kha\\s+li|khaoge|khaogi|bhook|bhookh|bhukh|nashta|swaad|swad|chatpata|zomato|swiggy|cuisine|spicy|chef|takeout|takeaway",
      ),
    ),
  ],
  travel: [
    cues(
      1,
      W(
        "travel\\w*|trip|trips|vacation|holidays?|flights?|airport|beach|beaches|mountains?|hills|trek|trekking|road\\s*trip|backpack\\w*|passport|visa|abroad|explor\\w*|sightseeing",
      ),
      W("ghum\\w*|ghoom\\w*|safar|pahad\\w*|chhutti|chutti|island|resort|landed|jet\\s*lag(?:ged)?"),
      "(?:got|just|came)\\s+back\\s+from",
    ),
  ],
  music: [
    cues(
      1,
      W(
        "music|songs?|playlists?|concerts?|gigs?|albums?|singers?|spotify|guitar|piano|ukulele|violin|drums|sing|singing|sang|karaoke|lyrics|listening|listen|dj|rap|jazz|dance|dancing",
      ),
      W("gaan[ae]|gaane|gana|gane|gaati|gaata|sun\\s+rah[ie]|sunti|sunta|riyaz"),
    ),
  ],
  movies: [
    cues(
      1,
      W(
        "movies?|films?|shows?|series|netflix|prime\\s+video|hotstar|episodes?|seasons?|binge\\w*|watching|watched|watch|cinema|theatre|theater|trailer|anime|k-?dramas?|dramas?|sitcoms?|documentar\\w*|tv|rewatch\\w*",
      ),
      W("picture|pikchar|dekh\\s+rah[ie]|dekhi|dekha|dekhne"),
    ),
  ],
  weekend: [cues(2, W("weekends?|saturday|sunday|friday\\s+night|sat\\s+night|shanivar|ravivar|long\\s+weekend"))],
  pets: [
    cues(
      1,
      W(
        "pets?|dogs?|pupp(?:y|ies)|pups?|doggo|doggy|cats?|kittens?|kitty|meow|woof|vet|fur\\s*baby|kutt[ae]|kutta|billi|billu|paws?|leash",
      ),
    ),
  ],
  sports: [
    cues(
      1,
      W(
        "gym|workout|work\\s+out|working\\s+out|exercise|run|runs|running|ran|jog|jogging|marathon|cricket|football|soccer|basketball|badminton|tennis|yoga|pilates|boxing|swim|swimming|cycling|hike|hiking|climbing|bouldering",
      ),
      W("ipl|fitness|sports?|leg\\s+day|cardio|zumba|squash|pickleball|kabaddi|training|trained|lifting|gains|protein|5k|10k"),
    ),
  ],
  books: [
    cues(
      1,
      W(
        "books?|novels?|reading|read|reader|authors?|library|chapters?|kindle|poetry|poems?|audiobooks?|bookstore|bookworm|fiction|memoir|paperback",
      ),
      W("kitaab\\w*|kitab\\w*|padh\\s+rah[ie]|padhna|padhti"),
    ),
  ],
  weather: [
    cues(
      1,
      W(
        "weather|rain\\w*|monsoon|storm\\w*|thunder\\w*|sunny|hot|heat\\w*|humid\\w*|cold|freezing|snow\\w*|winter|summer|chilly|breeze|cloudy|degrees",
      ),
      W("baarish|barish|garmi|sardi|thand\\w*|mausam|dhoop|umas|ummas|kohra|fog\\w*"),
    ),
  ],
};

const PRIORITY: readonly ScoredIntent[] = [
  "plans",
  "compliment",
  "tired",
  "work",
  "food",
  "travel",
  "music",
  "movies",
  "pets",
  "sports",
  "books",
  "weather",
  "weekend",
  "up_to",
  "about_him",
  "greeting",
];

// A named thing is strong evidence for its topic ("Taylor Swift" alone is a music message).
const KIND_TOPIC: Partial<Record<DetailKind, ScoredIntent>> = {
  food: "food",
  place: "travel",
  artist: "music",
  title: "movies",
  book: "books",
  sport: "sports",
  pet: "pets",
  work: "work",
  weather: "weather",
};

// Replies a person sends when they have nothing to add; checked word by word after squeezing
// repeated letters ("okkkk" → "okk", "hmmmm" → "hmm").
const ACK = new Set(
  (
    "ok okay okk okie okies k kk oh ohh ohk ah ahh aha lol lool lmao lmfao rofl hmm hm mm nice cool sure yeah yea " +
    "ya yaa yes yep yup no nope nah true right same wow woah whoa omg acha achha accha acchha theek thik hai haan han " +
    "haa nahi na sahi badhiya mast great fine alright aight ikr idk maybe seriously really ji got it gotcha noted fair " +
    "enough damn aww aw awww cute lovely so very too thats that's interesting good oops"
  ).split(" "),
);
const LAUGH = /^(?:ha|he|hi|ah|hah)+h?$/;
const EMOTICON = /(?:[:;=]-?[)(DPpO3*|/\\]|<3|\bxd\b|\^_?\^)/gi;
const HAS_EMOTICON = new RegExp(EMOTICON.source, "i");
const QUESTION_WORD =
  /^(?:what|why|how|when|where|who|which|do|does|did|are|is|can|could|would|will|have|has|should|wanna)\b(?!['’])|\b(?:kya|kaun|kaunsa|kaunsi|kab|kahan|kahaan|kaha|kyun|kyu|kaise|kitna|kitni|kitne)\b/i;

function squeeze(word: string): string {
  return word.replace(/(.)\1{2,}/g, "$1$1");
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}']+|[^\p{L}\p{N}']+$/gu, ""))
    .filter(Boolean);
}

function isShortAck(text: string): boolean {
  const list = words(text.replace(EMOTICON, " "));
  if (!list.length || list.length > 4) return false;
  return list.every((w) => ACK.has(squeeze(w)) || ACK.has(w.replace(/(.)\1+/g, "$1")) || LAUGH.test(w));
}

function isQuestion(text: string): boolean {
  return text.includes("?") || QUESTION_WORD.test(text.trim());
}

const ABOUT_YOU = /\b(?:you|your|yours|u|ur|tum|tumhe|tumko|tumhara|tumhari|tumhare|aap|aapka|aapki|aapke|aapko)\b/i;
const ABOUT_ME = /\b(?:i|i'?m|i'?ve|my|me|main|mera|meri|mere|mujhe)\b/i;

/** A question aimed at him: it says "you", or it says nothing about her ("any plans for the weekend?"). */
function asksHim(text: string, question: boolean): boolean {
  return question && (ABOUT_YOU.test(text) || !ABOUT_ME.test(text));
}

/** Re-reads capitalised guesses in the light of the topic: after "to"/"from" in a travel message, a place. */
function settleGuesses(details: Detail[], intent: Intent): Detail[] {
  return details.map((d) => {
    if (d.source !== "guess") return d;
    if (intent === "travel" && d.afterPlaceWord) return { ...d, kind: "place" };
    if (intent === "music") return { ...d, kind: "artist" };
    if (intent === "movies") return { ...d, kind: "title" };
    if (intent === "books") return { ...d, kind: "book" };
    return d;
  });
}

function classifyText(text: string): Classification {
  const trimmed = text.trim();
  const question = isQuestion(trimmed);
  const details = extractDetails(trimmed);

  if (!/[\p{L}\p{N}]/u.test(trimmed.replace(EMOTICON, ""))) {
    const emoji = /\p{Extended_Pictographic}/u.test(trimmed) || HAS_EMOTICON.test(trimmed);
    return { intent: emoji ? "emoji" : "short", strength: 0, question, askedHim: false, details: [], fromThread: false };
  }
  if (isShortAck(trimmed)) return { intent: "short", strength: 0, question, askedHim: false, details: [], fromThread: false };

  const scores = new Map<ScoredIntent, number>();
  for (const intent of PRIORITY) {
    let score = 0;
    for (const { weight, pattern } of CUES[intent]) {
      pattern.lastIndex = 0;
      const hits = trimmed.match(pattern);
      if (hits) score += hits.length * weight;
    }
    scores.set(intent, score);
  }
  for (const detail of details) {
    const topic = KIND_TOPIC[detail.kind];
    if (topic && detail.source === "lexicon") scores.set(topic, scores.get(topic)! + 2);
  }

  let best: ScoredIntent | null = null;
  let bestScore = 0;
  for (const intent of PRIORITY) {
    const score = scores.get(intent)!;
    if (score > bestScore) {
      best = intent;
      bestScore = score;
    }
  }
  const intent: Intent = best ?? (question ? "question" : "general");
  return {
    intent,
    strength: bestScore,
    question,
    askedHim: asksHim(trimmed, question),
    details: settleGuesses(details, intent),
    fromThread: false,
  };
}

const THIN: ReadonlySet<Intent> = new Set(["short", "emoji", "general"]);

/** Classifies her message, leaning on her last lines in the thread when the message itself is thin. */
export function classifyMessage(message: string, thread?: string): Classification {
  const own = classifyText(message);
  const thin = THIN.has(own.intent) && words(message).length <= 4;
  if (!thin || !thread) return own;

  const hers = parseThread(thread)
    .filter((t) => t.who === "Her")
    .map((t) => t.text);
  if (hers.length && hers[hers.length - 1]!.trim() === message.trim()) hers.pop();
  const context = hers.slice(-2).join("\n");
  if (!context) return own;

  const earlier = classifyText(context);
  if (THIN.has(earlier.intent) || earlier.intent === "question") return own;
  return { ...earlier, strength: Math.max(1, earlier.strength - 1), question: own.question, askedHim: false, fromThread: true };
}
