import type { CoachTopic } from "@/lib/romeo/coach/bank-en";

// The tables Romeo the coach reads his question with when no model answers (docs/architecture.md, "The
// AI layer"): each topic's weighted cue patterns, the order ties go in, and the wording of a greeting,
// thanks, a follow-up, a request for an example and a question off the subject of dating. Data only:
// the answering logic that reads them is lib/romeo/coach/offline.ts.

export type Cue = [weight: number, pattern: RegExp | ((text: string) => boolean)];

const both = (a: RegExp, b: RegExp) => (text: string) => a.test(text) && b.test(text);

const rx = (source: string) => new RegExp(source, "i");

// She has said no, asked him to stop, is with someone, or ended it.
const HER_NO =
  /\b(?:said|says|told\s+me)\s+no\b|\b(?:told|asked)\s+me\s+to\s+(?:stop|leave\s+her\s+alone|back\s+off|not\s+(?:text|message|contact))|\bstop\s+(?:texting|messaging|contacting)\s+her\b|not\s+interested|(?:has|got)\s+a\s+(?:boy\s*friend|bf|partner|husband)|\bshe'?s\s+(?:taken|married|engaged|seeing\s+someone)|\bshe\s+is\s+(?:taken|married|engaged|seeing\s+someone)|\breject(?:ed|s)\s+me\b|turned\s+me\s+down|\bunmatched\b|\bblocked\s+me\b|friend\s*-?\s*zone[d]?|only\s+(?:wants|sees\s+me)\s+(?:to\s+be\s+|as\s+)?(?:a\s+)?friends?|broke\s+up\s+with\s+me|dumped\s+me|\bmana\s+kar\s+d(?:iya|i)|\bna\s+(?:bol|keh|kah)\s+d(?:iya|i)|\bboy\s*friend\s+hai\b|\binterest(?:ed)?\s+(?:nahi|nhi)\b|\bblock\s+kar\s+d(?:iya|i)|baat\s+(?:nahi|nhi)\s+karni|message\s+mat\s+kar/i;
// …and he asks how to get past it.
const GET_PAST =
  /\bchange\s+her\s+mind\b|\bwin\s+her\s+(?:back|over)\b|\bget\s+her\s+back\b|\bconvince\b|\bpersuade\b|\bmake\s+her\s+(?:reconsider|change|give|like|want|see)\b|\b(?:another|second|one\s+more)\s+chance\b|\btry\s+again\b|\bkeep\s+trying\b|\b(?:not|never|don'?t)\s+give\s+up\b|\bget\s+past\b|\bstill\s+(?:get|date|win)\s+her\b|\bhow\s+(?:do|can)\s+i\s+get\s+her\b|\bmana(?:un|oon|u|lun|loon|\s+lu|\s+loon)\b|\bwapas\s+(?:laun|laoon|lau|la\s+sakta)|\bconvince\s+kar|\bphir\s+se\s+(?:try|koshish)|\bek\s+aur\s+(?:chance|mauka)|\bpata\s+(?:lun|loon|sakta)/i;

const DATE_HAPPENED =
  /\b(?:after|since)\s+(?:the|our|a|my|first|that)\s+(?:first\s+)?date\b|\b(?:went|been)\s+on\s+(?:a|our|the|one|two)\s+(?:\w+\s+)?dates?\b|\bwe\s+(?:met|went\s+out|had\s+(?:a\s+|our\s+)?(?:\w+\s+)?(?:date|coffee|dinner|drinks))\b|\bdate\s+(?:went|was)\b|\bdate\s+ke\s+baad\b|\bmile\s+the\b|\bdate\s+pe\s+gaye\b/i;
const SHE_WENT_QUIET =
  /\b(?:has\s*n'?t|hasnt|did\s*n'?t|didnt|does\s*n'?t|doesnt|is\s*n'?t|isnt|not)\s+(?:texted|text(?:ing)?|replied|reply(?:ing)?|responded|respond(?:ing)?|messaged|messag(?:e|ing)|answer(?:ed|ing)?)\b|\bstopped\s+(?:replying|texting|responding|talking)\b|\b(?:no|zero)\s+(?:reply|response|text|message)\b|\bghost(?:ed|ing)\b|\bsilen(?:t|ce)\b|\bleft\s+(?:me\s+)?on\s+(?:read|seen)\b|\bhaven'?t\s+heard\b|\bgone\s+quiet\b|\b(?:reply|message|jawab)\s+(?:nahi|nhi)\b/i;

export const TOPIC_CUES: Record<CoachTopic, Cue[]> = {
  // Getting past her no outranks everything but safety: the answer is to respect it (docs/reading.md).
  past_her_no: [[9, both(HER_NO, GET_PAST)]],
  silence_after_date: [[7, both(DATE_HAPPENED, SHE_WENT_QUIET)]],
  intentions: [
    [
      6,
      rx(
        "\\b(?:she|i|we)\\s+(?:only\\s+|just\\s+)?(?:wants?|want|is\\s+looking\\s+for|am\\s+looking\\s+for|looking\\s+for|'?m\\s+looking\\s+for)\\s+(?:something\\s+|a\\s+|to\\s+)?(?:casual|serious|long\\s*-?\\s*term|short\\s*-?\\s*term|relationship|marriage|get\\s+married|hook\\s*-?\\s*ups?|fling|fun|commitment)\\b|\\bnot\\s+looking\\s+for\\s+(?:anything\\s+|something\\s+)?(?:serious|a\\s+relationship|commitment)|\\bwant\\s+different\\s+things\\b|\\bdifferent\\s+(?:intentions|goals|expectations)|\\bsame\\s+page\\b|\\bmismatch\\w*\\s+(?:intentions|goals)|\\bsirf\\s+timepass\\b|\\btimepass\\s+(?:chahti|kar)|\\bserious\\s+(?:chahiye|nahi|relationship\\s+(?:chahiye|nahi))|\\bshaadi\\s+(?:chahti|ke\\s+liye|karni)|\\bcasual\\s+(?:chahti|hai)",
      ),
    ],
  ],
  her_profile: [
    [
      6,
      rx(
        "\\bher\\s+(?:profile|bio)\\s+(?:(?:only\\s+)?has\\s+(?:only\\s+|just\\s+)?(?:photos|pics|pictures|selfies)|is\\s+(?:empty|blank|just\\s+(?:photos|pics|pictures)|only\\s+(?:photos|pics|pictures))|says\\s+nothing)|\\b(?:only|just)\\s+(?:has\\s+)?(?:photos|pics|pictures|selfies)\\b|\\b(?:no|empty|blank|without\\s+a)\\s+bio\\b|\\bnothing\\s+in\\s+her\\s+(?:bio|profile)|\\bsirf\\s+(?:photos|pics|pictures|selfies)\\b|\\bbio\\s+(?:khali|khaali|nahi\\s+hai)|\\bprofile\\s+(?:khali|khaali|mein\\s+kuch\\s+nahi)",
      ),
    ],
  ],
  // The two refusals outrank everything: a manipulative question about texting is still manipulative.
  manipulation: [
    [
      5,
      rx(
        "\\bneg(?:s|ging|ged)?\\b|make\\s+her\\s+(?:jealous|chase|obsessed|addicted|need\\s+me|want\\s+me\\s+more|beg)|\\bmind\\s+games?\\b|\\bmanipulat\\w*|\\bhard\\s+to\\s+get\\b|\\bplay(?:ing)?\\s+games\\b|\\bpua\\b|pick\\s*-?\\s*up\\s+artist|dark\\s+psychology|push\\s*-?\\s*pull|\\btrick\\s+her\\b|\\bguilt(?:\\s*-?\\s*trip)?\\s+her\\b|\\bcontrol\\s+her\\b|\\b(?:lie|lying)\\s+(?:to\\s+her|about\\s+my)|\\bconvince\\s+her\\b|change\\s+her\\s+mind|pressur(?:e|ing)\\s+her|\\bforce\\s+her\\b|jealous\\s+kar|\\bjala(?:na|un|oon)\\b|pataane\\s+ki\\s+trick",
      ),
    ],
  ],
  sexual: [
    [
      5,
      rx(
        "\\bnudes?\\b|\\bsext(?:ing)?\\b|dirty\\s+talk|get\\s+(?:her\\s+)?(?:in|into)\\s+bed|sleep\\s+with\\s+her|get(?:ting)?\\s+laid|hook\\s*-?\\s*up\\s+with\\s+her|\\bsexual(?:ly)?\\b|\\bsex\\b|turn\\s+her\\s+on|\\bhorny\\b|\\bexplicit\\b|bed\\s+(?:mein|me)\\b",
      ),
    ],
  ],
  consent: [
    [4, rx("\\bconsent\\b|\\bboundar(?:y|ies)\\b|no\\s+means\\s+no|\\bpermission\\b|\\bmarzi\\b|\\bmerzi\\b")],
    [
      3,
      rx(
        "\\bkiss(?:ing)?\\b|make\\s+(?:a|the\\s+first)\\s+move|hold(?:ing)?\\s+her\\s+hand|\\bphysical\\b|\\btouch(?:ing)?\\s+her\\b|haath\\s+pakad",
      ),
    ],
  ],
  rejection: [
    [
      4,
      rx(
        "\\breject(?:ed|ion|s)?\\b|turn(?:ed|s)?\\s+me\\s+down|\\bsaid\\s+no\\b|\\bsays?\\s+no\\b|not\\s+interested|(?:is\\s*n'?t|not)\\s+into\\s+me|\\bunmatch(?:ed)?\\b|friend\\s*-?\\s*zone[d]?|only\\s+(?:wants|sees\\s+me)\\s+(?:to\\s+be\\s+|as\\s+)?(?:a\\s+)?friends?|\\bheart\\s*broken\\b|\\bheartbreak\\b|mana\\s+kar\\s+d(?:iya|i)|na\\s+bol\\s+d(?:iya|i)|reject\\s+kar|interest\\s+nahi",
      ),
    ],
  ],
  red_flags: [
    [
      4,
      rx(
        "red\\s+flags?|warning\\s+signs?|green\\s+flags?|\\btoxic\\b|\\bcatfish\\w*|fake\\s+profile|\\bscam\\w*|asks?\\s+(?:me\\s+)?for\\s+money|love\\s*-?\\s*bomb\\w*|\\bcontrolling\\b|she\\s+lied",
      ),
    ],
  ],
  slow_replies: [
    [
      4,
      rx(
        "left\\s+(?:me\\s+)?on\\s+(?:read|seen|delivered)|\\bon\\s+read\\b|\\bghost(?:ed|ing|s)?\\b|stopped\\s+(?:replying|responding|texting|talking)|\\bnot\\s+replying\\b|does\\s*n'?t\\s+reply|is\\s*n'?t\\s+replying|has\\s*n'?t\\s+replied|did\\s*n'?t\\s+reply|\\bno\\s+reply\\b|reply\\s+nahi|jawab\\s+nahi|seen\\s+kar\\s*ke\\s+chhod|ignore\\s+kar\\s+r(?:a|e)?hi",
      ),
    ],
    [
      3,
      rx(
        "(?:takes?|taking)\\s+(?:hours|days|forever|so\\s+long|ages|long)\\s+to\\s+(?:reply|respond|text|answer)|\\bslow\\s+(?:to\\s+)?(?:reply|replies|replier|responding|texter|texting)|replies\\s+(?:slowly|late)|late\\s+replies|late\\s+reply",
      ),
    ],
  ],
  double_texting: [
    [
      5,
      rx(
        "double\\s*-?\\s*text\\w*|(?:two|2|multiple)\\s+(?:messages|texts)\\s+in\\s+a\\s+row|(?:send|sending)\\s+(?:another|a\\s+second|one\\s+more)\\s+(?:message|text)|(?:dobara|phir\\s+se|fir\\s+se)\\s+message",
      ),
    ],
  ],
  texting_frequency: [
    [
      4,
      rx(
        "how\\s+(?:soon|often|much|frequently)\\s+(?:should\\s+i|to|do\\s+i|can\\s+i)\\s+(?:text|message|reply|respond|talk|chat)|how\\s+long\\s+(?:should\\s+i|to|do\\s+i)\\s+wait|wait\\s+(?:before|to)\\s+(?:text|reply|respond|messag)|text\\s+(?:her\\s+)?every\\s*day|texting\\s+too\\s+much|too\\s+much\\s+texting|reply\\s+(?:too\\s+)?(?:fast|quickly|immediately)|(?:3|three)\\s*-?\\s*day\\s+rule|kitni\\s+der\\s+(?:baad|mein|me)|kab\\s+(?:text|message)\\s+kar|roz\\s+message",
      ),
    ],
  ],
  number: [
    [
      4,
      rx(
        "(?:her|your|a|the)\\s+(?:phone\\s+)?number\\b|\\bdigits\\b|\\bwhatsapp\\b|insta(?:gram)?\\s+(?:id|handle)|\\bsnap(?:chat)?\\b|number\\s+(?:kaise|maang|mang|lun|loon)|number\\s+maang",
      ),
    ],
  ],
  asking_out: [
    [
      4,
      rx(
        "ask(?:ing)?\\s+(?:her\\s+)?(?:out|on\\s+a\\s+date|for\\s+a\\s+date)|ask\\s+her\\s+to\\s+(?:meet|hang|go\\s+out)|off\\s+the\\s+app|(?:move|moving|take|taking)\\s+(?:it|things|this)\\s+(?:offline|off\\s+the\\s+app)|meet\\s+(?:her\\s+)?in\\s+person|\\bmeet\\s*-?\\s*up\\b|\\birl\\b|take\\s+her\\s+out|get\\s+(?:a|the)\\s+date|(?:turn|convert)\\s+(?:the\\s+|this\\s+|our\\s+)?(?:chat|conversation)\\s+(?:in)?to\\s+a\\s+date|suggest\\s+(?:meeting|a\\s+date|coffee)|invite\\s+her|date\\s+(?:pe|par)\\s+(?:kaise\\s+)?(?:bula|le\\s+ja|chal)|kaise\\s+bula(?:un|oon|u|yein)\\b|milne\\s+(?:ke\\s+liye|ko)|mil(?:na|ne)\\s+(?:ka|ke)\\s+(?:plan|liye)",
      ),
    ],
  ],
  // Outweighs first_date's generic "first date" plus "on a first date": "what should we do on a
  // first date?" asks for an idea, not for etiquette.
  date_ideas: [
    [
      6,
      rx(
        "date\\s+ideas?|ideas?\\s+for\\s+(?:a|the|our|my)\\s+(?:first\\s+)?date|where\\s+(?:should\\s+i|to|can\\s+i|do\\s+i)\\s+take\\s+her|where\\s+should\\s+we\\s+go|what\\s+(?:should\\s+we|to|can\\s+we|should\\s+i)\\s+do\\s+(?:on|for)\\s+(?:a|the|our|my)\\s+(?:first\\s+)?date|plan\\s+(?:a|the|our)\\s+(?:first\\s+)?date|(?:first\\s+)?date\\s+(?:spot|place|activity|activities|venue)|kahaa?n\\s+le\\s+ja|date\\s+kahaa?n",
      ),
    ],
  ],
  first_date: [
    [2, rx("\\bfirst\\s+date\\b|\\b1st\\s+date\\b|pehli\\s+date")],
    [
      3,
      rx(
        "(?:tips|advice)\\s+for\\s+(?:a|the|my|our)\\s+(?:first\\s+)?date|\\bon\\s+(?:a|the|my|our)\\s+(?:first\\s+)?date\\b|\\bduring\\s+(?:a|the|our)\\s+date|who\\s+(?:should\\s+)?pays?\\b|split\\s+the\\s+bill|pay(?:ing)?\\s+(?:for\\s+the\\s+date|the\\s+bill)|what\\s+(?:to|should\\s+i)\\s+wear|how\\s+(?:to|should\\s+i)\\s+(?:behave|act|dress)|date\\s+(?:pe|par)\\s+kya",
      ),
    ],
  ],
  after_date: [
    [
      4,
      rx(
        "after\\s+(?:the|our|a|my|first|the\\s+first)\\s+date|post\\s*-?\\s*date|second\\s+date|\\b2nd\\s+date|next\\s+date|date\\s+(?:went|was)\\s+(?:well|good|great|bad|okay|ok|amazing|awkward)|date\\s+ke\\s+baad|(?:doosri|dusri)\\s+date",
      ),
    ],
  ],
  confidence: [
    [
      3,
      rx(
        "\\bnervous\\b|\\bnerves\\b|\\banxious\\b|\\banxiety\\b|\\bshy\\b|\\binsecur\\w*|\\bconfiden(?:ce|t)\\b|\\bscared\\b|\\bafraid\\b|\\boverthink\\w*|self\\s*-?\\s*esteem|\\bawkward\\b|not\\s+good\\s+enough|\\bintimidat\\w*|dar\\s+lag|\\bghabra\\w*|\\bsharm\\w*|\\bhimmat\\b",
      ),
    ],
  ],
  compliments: [
    [
      4,
      rx(
        "\\bcompliment\\w*|\\bflatter\\w*|\\btaa?rif\\w*|\\btareef\\w*|call\\s+her\\s+(?:beautiful|pretty|cute|gorgeous)|tell\\s+her\\s+she'?s\\s+(?:beautiful|pretty|cute|gorgeous)",
      ),
    ],
  ],
  humour: [
    [
      3,
      rx(
        "\\bfunny\\b|\\bfunnier\\b|\\bhumou?r\\w*|make\\s+her\\s+laugh|\\bjokes?\\b|\\bwitty\\b|\\bbanter\\b|\\bteas(?:e|ing)\\b|\\bplayful\\b|\\bhasa(?:na|un|oon|ti)\\b|\\bmaz(?:aa?)?k\\b",
      ),
    ],
  ],
  profile: [
    [
      4,
      rx(
        "(?:my|the|a|dating)\\s+(?:profile|bio)\\b|profile\\s+(?:pic|photo|picture)s?|\\bbio\\b|(?:my|which)\\s+(?:photos|pics|pictures|selfies)|get\\s+(?:more\\s+)?(?:matches|likes)|(?:no|few|zero|not\\s+many|not\\s+getting(?:\\s+any)?)\\s+(?:matches|likes)|matches\\s+nahi|photo\\s+kaunsi|\\bprompts?\\b",
      ),
    ],
  ],
  long_distance: [
    [
      5,
      rx(
        "long\\s*-?\\s*distance|\\bldr\\b|different\\s+(?:city|cities|country|countries)|\\bfar\\s+away\\b|time\\s+zones?|(?:doosre|dusre)\\s+(?:shehar|city)|alag\\s+(?:city|shehar)",
      ),
    ],
  ],
  she_busy: [
    [
      4,
      rx(
        "she'?s\\s+(?:always\\s+|so\\s+|really\\s+|too\\s+)?busy|she\\s+is\\s+(?:always\\s+|so\\s+|really\\s+|too\\s+)?busy|says\\s+she'?s\\s+busy|\\bbusy\\s+(?:schedule|week|with)|no\\s+time\\s+for\\s+me|does\\s*n'?t\\s+have\\s+time|keeps\\s+(?:postponing|cancell?ing|rescheduling)|cancell?ed\\s+(?:on\\s+me|our\\s+date|the\\s+date)|\\breschedul\\w*|busy\\s+(?:hai|rehti|rahti)|time\\s+nahi",
      ),
    ],
  ],
  mixed_signals: [
    // Her games are his question about her, not a request to play them: outweighs "manipulation".
    [6, rx("she(?:'s|\\s+is)?\\s+(?:playing|plays)\\s+(?:hard\\s+to\\s+get|mind\\s+games|games)")],
    [
      5,
      rx(
        "mixed\\s+signals?|hot\\s+(?:and|&|n)\\s+cold|can'?t\\s+(?:figure\\s+her\\s+out|read\\s+her)|blows?\\s+hot|kabhi\\s+haa?n\\s+kabhi\\s+na",
      ),
    ],
    [2, rx("\\bconfus\\w*|samajh\\s+nahi\\s+aa")],
  ],
  interest: [
    [
      4,
      rx(
        "\\b(?:is|if)\\s+she\\s+(?:is\\s+)?(?:into|interested|likes?|attracted)|does\\s+she\\s+(?:like|want|fancy)|signs?\\s+(?:she|of\\s+interest|that\\s+she)|she\\s+(?:likes|is\\s+into)\\s+me|interested\\s+in\\s+me|how\\s+(?:do\\s+i|to|can\\s+i)\\s+(?:know|tell)|pasand\\s+karti|like\\s+karti|interest\\s+hai|mujh\\s*(?:me|mein)\\s+interest",
      ),
    ],
  ],
  topics: [
    [
      4,
      rx(
        "what\\s+(?:should|do|can|could)\\s+(?:i|we)\\s+(?:talk|chat|text)\\s+(?:her\\s+)?about|things\\s+to\\s+(?:talk|chat|text)\\s+about|(?:conversation|chat|talk|texting)\\s+topics|\\btopics\\s+to\\b|what\\s+to\\s+(?:talk|chat)\\s+about|(?:good\\s+)?questions\\s+to\\s+ask|kis\\s+(?:baare|bare)\\s+(?:mein|me)\\s+baat|kya\\s+baat\\s+kar(?:un|u|ein|en)",
      ),
    ],
  ],
  conversation_dying: [
    [
      4,
      rx(
        "keep\\s+(?:the\\s+|a\\s+|our\\s+)?(?:conversation|chat|convo|it)\\s+(?:going|alive|interesting|flowing)|(?:conversation|chat|convo|texting)\\s+(?:is\\s+|keeps\\s+|always\\s+)?(?:dying|dead|died|dies|dry|boring|stale|flat|fizzl\\w*)|run(?:ning)?\\s+out\\s+of\\s+(?:things|stuff|topics)|nothing\\s+to\\s+(?:talk|say)|dry\\s+(?:texter|texting|replies)|baat\\s+(?:khatam|band)\\s+ho|baat\\s+aage\\s+kaise|topic\\s+khatam",
      ),
    ],
  ],
  openers: [
    [
      4,
      rx(
        "first\\s+message|first\\s+text|opening\\s+(?:line|message)|\\bopeners?\\b|\\bicebreakers?\\b|break\\s+the\\s+ice|how\\s+(?:do\\s+i|to|should\\s+i)\\s+(?:start|open|begin)|start\\s+(?:a|the)\\s+(?:conversation|chat)|conversation\\s+starters?|what\\s+(?:should|do)\\s+i\\s+(?:say|send|text)\\s+first|pehla\\s+message|baat\\s+kaise\\s+shuru|kaise\\s+start\\s+kar",
      ),
    ],
  ],
  hinglish: [
    [
      4,
      rx(
        "\\bhinglish\\b|\\bin\\s+hindi\\b|hindi\\s+(?:mein|me)\\b|(?:hindi|english)\\s+(?:or|ya)\\s+(?:hindi|english)|mix\\s+(?:of\\s+)?(?:hindi|english)|text\\s+in\\s+hindi",
      ),
    ],
  ],
  attraction: [
    [
      3,
      rx(
        "\\battract(?:ion|ive|ed)?\\b|what\\s+(?:do\\s+)?(?:women|girls)\\s+(?:want|like|find)|(?:make|get)\\s+her\\s+(?:like|want|interested|attracted)|\\bchemistry\\b|\\bspark\\b|\\bpsychology\\b|why\\s+(?:do|don'?t)\\s+(?:women|girls)|\\bimpress(?:\\s+her)?\\b|(?:ladki|girl)\\s+(?:kaise\\s+)?(?:pata|impress)\\w*|\\bpataa?n[ae]\\b|\\bpatau\\b|\\bpataye\\b",
      ),
    ],
  ],
  connection: [
    [
      3,
      rx(
        "(?:build|building|deepen|deeper|create|real|emotional)\\s+(?:a\\s+)?(?:connection|bond)|connect\\s+(?:with\\s+her|better|deeply)|(?:get|go)\\s+deeper|(?:more\\s+than|beyond)\\s+small\\s+talk|\\bemotional(?:ly)?\\b|\\bvulnerab\\w*|\\bmeaningful\\b|know\\s+her\\s+better|get\\s+to\\s+know\\s+her|open\\s+up|\\brishta\\b|close\\s+kaise",
      ),
    ],
  ],
};

// Ties go to the topic listed first: the refusals and safety topics, then the specific situations,
// then the broad ones ("attraction" matches many questions that a narrower topic answers better).
export const PRIORITY: readonly CoachTopic[] = [
  "past_her_no",
  "manipulation",
  "sexual",
  "consent",
  "rejection",
  "silence_after_date",
  "intentions",
  "her_profile",
  "red_flags",
  "slow_replies",
  "double_texting",
  "texting_frequency",
  "number",
  "asking_out",
  "date_ideas",
  "after_date",
  "first_date",
  "she_busy",
  "mixed_signals",
  "long_distance",
  "interest",
  "compliments",
  "humour",
  "profile",
  "openers",
  "conversation_dying",
  "topics",
  "hinglish",
  "confidence",
  "connection",
  "attraction",
];

export const GREETING =
  /^(?:(?:hi+|hey+|hello+|helo|hiya|yo|namaste|namaskar|hola|sup|what'?s\s+up|wass?up|kya\s+haa?l(?:\s+hai)?|good\s+(?:morning|afternoon|evening))\b[\s,!.?]*(?:(?:romeo|there|coach|bro|man|sir|everyone)\b[\s,!.?]*)?)+(?:(?:how\s+are\s+(?:you|u)|kaise\s+ho)[\s?!.]*)?$|^(?:who\s+are\s+you|what\s+(?:can|do)\s+you\s+do|what\s+can\s+i\s+ask(?:\s+you)?|how\s+does\s+this\s+work|help|start)[\s?!.]*$/i;
export const THANKS =
  /^(?:ok(?:ay)?[\s,!.]*|great[\s,!.]*|awesome[\s,!.]*|perfect[\s,!.]*|cool[\s,!.]*|nice[\s,!.]*)?(?:thanks?|thank\s+(?:you|u)|thx|ty|tysm|shukriya|dhanyavaa?d|dhanyawaa?d|cheers|appreciate\s+it|that\s+helps|that\s+helped|very\s+helpful|got\s+it)\b/i;

// Wording that asks to go on with the last topic rather than start a new one.
export const FOLLOW_UP =
  /^(?:and|but|so|ok(?:ay)?|then|why|how|really|more|phir|aur|toh|matlab|kaise|kyun)\b|\b(?:what\s+if|and\s+then|then\s+what|what\s+next|what\s+now|now\s+what|example|for\s+instance|elaborate|explain|tell\s+me\s+more|go\s+on|in\s+that\s+case|what\s+(?:do|should)\s+i\s+do|if\s+she|she\s+does\s*n'?t|phir\s+kya|ab\s+kya)\b/i;
export const EXAMPLE =
  /\b(?:example|examples|for\s+instance|sample|show\s+me|like\s+what|what\s+(?:would|should|do|can)\s+i\s+(?:say|send|text|write)|what\s+to\s+(?:say|send|text|write)|give\s+me\s+(?:a\s+|some\s+)?(?:line|lines|text|message|script)|udaharan|jaise\s+ki|kya\s+(?:bolun|likhun|bheju|bhejun))\b/i;

// Signs a question is about something other than dating, and signs it is about dating after all.
export const OFF_DOMAIN =
  /\b(?:code|coding|program(?:ming)?|python|javascript|typescript|java|sql|html|css|compile|algorithm|debug|math|maths|equation|calculate|integral|derivative|weather|forecast|temperature|stocks?|crypto|bitcoin|invest(?:ing|ment)?|tax(?:es)?|recipe|homework|essay|translate|capital\s+of|president|prime\s+minister|election|news|who\s+won|score|medicine|diagnos\w*|lyrics|poem)\b|\d+\s*[-+*/x^]\s*\d+/i;
export const DATING =
  /\b(?:she|her|hers|girl|girls|woman|women|lady|date|dates|dating|tinder|bumble|hinge|app|text|texting|texts|message|messages|chat|reply|crush|relationship|girlfriend|gf|flirt\w*|attract\w*|love|romance|romantic|kiss|romeo|ladki|usse|usko|pyaa?r|propose|breakup|ex)\b/i;
