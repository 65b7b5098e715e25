import { normaliseText } from "@/lib/reading/normalise-text";
import { extractDetails } from "@/lib/reading/details";
import { parseThread } from "@/lib/reading/thread";
import type { Detail } from "@/lib/reading/intents";
import type { LanguageId } from "@/lib/plans";
import type { Act, MoodId, PlanDay, Rail, Reading, ReadingDetail, Tense, Weekday } from "@/lib/reading/types";

// The one reading of her message (docs/reading.md). Phrases are matched before single words ("not
// interested" before "interested", "passed away" before "passed"), every pattern knows English and
// Hinglish, and the order of precedence is fixed: a boundary beats everything, bad news beats any
// question, because what a reply must never do there outweighs anything it might answer.

const P = (...sources: string[]) => new RegExp(sources.join("|"), "i");

const YOU = "(?:you|u|ya|ye)";

const BOUNDARY: Array<{ reason: Extract<Act, { kind: "boundary" }>["reason"]; pattern: RegExp }> = [
  {
    reason: "stop",
    pattern: P(
      `\\bstop\\s+(?:messag|text|contact|call|talk|bother|spamm|DM)\\w*`,
      `\\b(?:don'?t|do\\s+not|dont|never)\\s+(?:ever\\s+)?(?:message|text|msg|contact|call|dm|talk\\s+to|bother|reach\\s+out\\s+to)\\s+me`,
      `\\bleave\\s+me\\s+alone\\b`,
      `\\blose\\s+my\\s+number\\b`,
      `\\b(?:i'?m|i\\s+am|im)\\s+(?:going\\s+to\\s+|gonna\\s+)?(?:block|unmatch|report)\\w*\\b`,
      `\\b(?:blocking|unmatching|reporting)\\s+(?:you|u|now)\\b|\\bunmatching\\b`,
      `\\b(?:don'?t|dont|do\\s+not)\\s+want\\s+to\\s+(?:talk|chat|speak|text)\\b`,
      `\\bplease\\s+stop\\b(?!\\s+(?:making|being|with\\s+the|flattering|teasing|it\\s+with))|^\\s*stop\\s*(?:it|now|please)?[.!]*\\s*$`,
      `\\bbaat\\s+(?:nahi|nhi|nahin|mat)\\s+(?:karni|karna|karo|karunga|karungi|krni|krna|kro)\\b`,
      `\\b(?:message|msg|messages|text|call|baat|dm)\\s+(?:mat|na)\\s+(?:karo|kro|karna|krna|kijiye|karein)\\b`,
      `\\b(?:pareshan|pareshaan|tang|disturb|irritate)\\s+(?:mat|na)\\s+(?:karo|kro|karna|krna)\\b`,
      `\\b(?:block|unmatch|report)\\s+(?:kar|kr)\\s*(?:rahi|rhi|dungi|dunga|diya|di|doongi|rahi\\s+hoon)\\b`,
      `\\bpeech?ha\\s+chh?odo\\b|\\bpich+ha\\s+chh?odo\\b`,
    ),
  },
  {
    reason: "taken",
    pattern: P(
      `\\b(?:i\\s+have|i'?ve\\s+got|i\\s+got|got)\\s+(?:a\\s+)?(?:boy\\s*friend|bf|partner|husband|fianc[eé]+)\\b`,
      `\\b(?:i'?m|i\\s+am|im)\\s+(?:already\\s+|actually\\s+|currently\\s+)?(?:seeing\\s+someone|taken|married|engaged|in\\s+a\\s+relationship|with\\s+someone|committed)\\b`,
      `\\b(?:mera|meri)\\s+(?:boy\\s*friend|bf|partner|husband|pati|shaadi|engagement|mangni)\\s+(?:hai|ho\\s+(?:chuki|gayi|gai)|already)`,
      `\\b(?:shaadi|engagement|mangni)\\s+(?:ho\\s+(?:chuki|gayi|gai)|hone\\s+wali)\\b|\\bmarried\\s+(?:hoon|hu|hun)\\b|\\bcommitted\\s+(?:hoon|hu|hun)\\b`,
      `\\b(?:relationship|rishte)\\s+(?:mein|me|mai)\\s+(?:hoon|hu|hun)\\b`,
      `\\b(?:got|getting|am|i'?m)\\s+back\\s+(?:together\\s+)?with\\s+(?:my\\s+)?ex\\b|\\bback\\s+with\\s+my\\s+ex\\b`,
    ),
  },
  {
    reason: "not_interested",
    pattern: P(
      `\\bnot\\s+(?:really\\s+|that\\s+|very\\s+)?interested\\b(?!\\s+in\\s+(?!(?:you|u|this|dating|anything|something|a\\s+relationship|meeting|talking)\\b))`,
      `\\b(?:i'?m|i\\s+am|im)\\s+not\\s+(?:really\\s+)?(?:into\\s+(?:you|this|u)|feeling\\s+(?:it|this|us|the\\s+vibe)|looking\\s+for\\s+(?:anything|something|a\\s+relationship|this))`,
      `\\b(?:don'?t|dont|do\\s+not)\\s+(?:think|feel)\\s+(?:we'?re|we\\s+are|this\\s+is|this'?s|it'?s|we)\\s+(?:a\\s+)?(?:good\\s+|great\\s+)?(?:match|fit|compatible|going\\s+to\\s+work|gonna\\s+work|work\\s+out|a\\s+match|click)`,
      `\\b(?:don'?t|do\\s+not|didn'?t)\\s+(?:really\\s+)?(?:feel|see|sense)\\s+(?:a|the|any)\\s+(?:spark|connection|chemistry|vibe|future)\\b`,
      `\\bnot\\s+(?:a|the\\s+right)\\s+(?:match|fit)\\b|\\bnot\\s+my\\s+type\\b|\\bno\\s+chemistry\\b|\\bno\\s+spark\\b`,
      `\\b(?:just|only)\\s+(?:be\\s+)?friends\\b|\\brather\\s+(?:just\\s+)?(?:be|stay)\\s+friends\\b|\\bfriend\\s*zone\\b`,
      `\\b(?:this|it)\\s+(?:isn'?t|is\\s+not|won'?t\\s+be)\\s+(?:working|going\\s+to\\s+work|gonna\\s+work)\\b`,
      `\\bno\\s+thanks?\\b|\\bno\\s+thank\\s+you\\b|\\bnot\\s+for\\s+me\\b`,
      `\\b(?:interested|interest|intrested)\\s+(?:nahi|nhi|nahin)\\b|\\bkoi\\s+interest\\s+(?:nahi|nhi)\\b`,
      `\\b(?:sirf|bas|just)\\s+(?:dost|dosti|friends)\\b|\\bdost\\s+(?:hi|ban\\s+ke)\\s+(?:rehte|rahte|theek|thik)`,
      `\\bmatch\\s+(?:nahi|nhi)\\s+(?:hai|karta|karte|ho\\s+raha)\\b|\\bvibe\\s+(?:nahi|nhi)\\s+(?:match|aa)`,
      `\\bmujhe\\s+(?:ye|yeh|aisa|tum|tumse)?\\s*(?:kuch\\s+)?(?:nahi|nhi)\\s+chahiye\\b`,
    ),
  },
  {
    reason: "slow_down",
    pattern: P(
      `\\bslow\\s+(?:it\\s+|things\\s+)?down\\b|\\b(?:too|so)\\s+fast\\b|\\btake\\s+(?:it|things)\\s+slow\\b`,
      `\\b(?:need|want|give\\s+me)\\s+(?:some\\s+)?(?:space|time)\\b|\\bnot\\s+ready\\b`,
      `\\b(?:you'?re|you\\s+are|ur|this\\s+is|it'?s)\\s+(?:being\\s+)?(?:a\\s+bit\\s+|way\\s+|too\\s+|kinda\\s+|really\\s+)?(?:too\\s+much|a\\s+lot|intense|pushy|overwhelming)\\b`,
      `\\bdheere\\b|\\bitni\\s+jaldi\\b|\\bjaldi\\s+(?:mat|na)\\b|\\b(?:space|time)\\s+chahiye\\b`,
    ),
  },
  {
    reason: "goodbye",
    pattern: P(
      `\\b(?:goodbye|good\\s+bye)\\b(?![^.!?]*\\b(?:tomorrow|later|soon)\\b)`,
      `\\bhave\\s+a\\s+(?:nice|good)\\s+life\\b|\\bbest\\s+of\\s+luck\\s+(?:with\\s+)?(?:everything|out\\s+there)\\b`,
      `^\\s*(?:ok(?:ay)?\\s*|bas\\s*|alright\\s*)[,.!]*\\s*bye+\\s*[.!]*\\s*$|^\\s*bye+\\s*[.!]*\\s*$`,
      `\\bbas[,.!\\s]+bye\\b`,
    ),
  },
];

// She complains about something he did: the reply apologises, and doesn't argue or push.
const COMPLAINT = P(
  `\\b(?:that|this|it|your)(?:\\s+(?:joke|comment|message|text|line|pic|photo|question|remark))?(?:\\s+was|'?s|\\s+is)\\s+(?:really\\s+|so\\s+|kinda\\s+|kind\\s+of\\s+|a\\s+bit\\s+|pretty\\s+|super\\s+|very\\s+)?(?:rude|creepy|weird|inappropriate|mean|offensive|gross|disrespectful|uncalled\\s+for|not\\s+(?:cool|okay|ok|funny)|uncomfortable|too\\s+much)\\b`,
  `\\b(?:you'?re|you\\s+are|ur|you\\s+were|you'?ve\\s+been)\\s+(?:being\\s+)?(?:really\\s+|so\\s+|kinda\\s+|a\\s+bit\\s+|very\\s+)?(?:rude|creepy|weird|mean|disrespectful|annoying|pushy|inappropriate|desperate)\\b`,
  `\\bwhy\\s+would\\s+(?:you|u)\\s+(?:say|send|ask)\\b|\\b(?:made|makes|making)\\s+me\\s+(?:feel\\s+)?uncomfortable\\b`,
  `\\b(?:keep|kept)\\s+(?:double\\s+)?(?:texting|messaging|asking|sending)\\b|\\bdouble\\s+text\\w*\\b|\\bwasn'?t\\s+funny\\b|\\bnot\\s+funny\\b`,
  `\\b(?:rude|badtameez|creepy|ajeeb|ganda|ghatiya|cheap)\\s+(?:ho|the|tha|thi|hai|baat|joke|lag|lagi|laga|mat)\\b|\\bbadtameezi\\b|\\btameez\\s+(?:nahi|nhi|se)\\b`,
  `\\bbaar\\s+baar\\s+(?:message|msg|text|call)\\w*|\\birritate\\s+(?:ho|kar)\\w*`,
  `\\bbura\\s+(?:laga|lagta|lagi)\\b|\\baisi\\s+baat\\b|\\buncomfortable\\s+(?:feel|kar|lag|ho)\\w*`,
);

const KIN = "(?:mom|mum|mother|mommy|mama|dad|father|papa|daddy|grand(?:ma|pa|mother|father)|granny|nana|nani|dada|dadi|brother|sister|bro|sis|uncle|aunt|aunty|auntie|cousin|friend|best\\s*friend|bff|dog|cat|puppy|pup|kitten|pet|husband|wife|son|daughter|chacha|chachi|mausi|bua|mama\\s*ji|bhai|bhaiya|didi|dost|kutta|billi)";

const BAD_NEWS: Array<{ grief: boolean; pattern: RegExp }> = [
  {
    grief: true,
    pattern: P(
      `\\bpass(?:ed|es)\\s+away\\b|\\bpassed\\s+on\\b|\\bfuneral\\b|\\bcondolence\\w*\\b|\\bno\\s+more\\s+with\\s+us\\b|\\bput\\s+(?:him|her|my\\s+\\w+)\\s+down\\b|\\bput\\s+to\\s+sleep\\b|\\brest\\s+in\\s+peace\\b|\\bRIP\\b`,
      `\\b(?:lost|losing)\\s+(?:my|our)\\s+(?:\\w+\\s+)?${KIN}`,
      `\\b(?:my|our)\\s+(?:\\w+\\s+)?${KIN}(?:'s)?\\s+(?:just\\s+|recently\\s+|suddenly\\s+)?(?:died|passed|is\\s+gone|left\\s+us)\\b`,
      `\\b${KIN}\\s+(?:ki|ka|ke)?\\s*(?:death|demise|maut)\\b|\\b(?:guzar|gujar)\\s+(?:gaye|gayi|gaya|gye|gyi|gai)\\b|\\b(?:nahi|nhi)\\s+(?:rahe|rahi|raha)\\b`,
      // "Mar gayi" alone is how tired legs feel after the gym; with someone named it's a death.
      `\\b${KIN}\\b[^.!?]{0,25}\\b(?:mar|expire|death)\\s*(?:gaya|gayi|gaye|ho\\s+(?:gaya|gayi|gaye|gai))\\b`,
      `\\b(?:dehant|dehaant|dehanth|swargwas|swargvas|swargvaas|intekaal|inteqal)\\b|\\bshmashan\\b|\\bantim\\s+sanskar\\b|\\bcremation\\b`,
    ),
  },
  {
    grief: false,
    pattern: P(
      `\\b(?:in|at|to)\\s+(?:the\\s+)?(?:hospital|icu|emergency|er)\\b|\\bhospitali[sz]ed\\b|\\bdiagnos\\w+\\b|\\bcancer\\b|\\btumou?r\\b|\\bchemo\\w*\\b|\\bsurgery\\b|\\bstroke\\b|\\bheart\\s+attack\\b`,
      `\\b(?:an?|the|had\\s+an?|got\\s+into\\s+an?|met\\s+with\\s+an?)\\s+(?:car\\s+|bike\\s+|bad\\s+)?accident\\b|\\bmiscarriage\\b|\\bdivorce\\b`,
      `\\b(?:got|was|been|just\\s+got)\\s+(?:laid\\s+off|fired|let\\s+go)\\b|\\blost\\s+my\\s+job\\b|\\blayoffs?\\b`,
      `\\b(?:we\\s+)?broke\\s+up\\b|\\bbreak\\s*up\\b|\\bdumped\\s+me\\b|\\bcheated\\s+on\\s+me\\b|\\bheart\\s*broken\\b|\\bheartbreak\\b`,
      `\\b(?:really\\s+|very\\s+|so\\s+)?(?:sick|ill|unwell)\\b.*\\b(?:mom|mum|dad|papa|mummy|grand\\w+|nani|dadi|nana|dada)\\b|\\b(?:mom|mum|dad|papa|mummy|grand\\w+|nani|dadi|nana|dada)\\b[^.!?]*\\b(?:very\\s+|really\\s+|seriously\\s+)?(?:sick|ill|unwell|bimaar|bimar)\\b`,
      `\\bhospital\\s+(?:mein|me|mai)\\b|\\badmit\\s+(?:hai|hain|ho|kiya|kar)\\w*|\\baccident\\s+(?:ho|hua|huya)\\w*|\\bicu\\s+(?:mein|me)\\b`,
      `\\b(?:naukri|job)\\s+(?:chali|chhoot|chut|gayi|gai)\\w*|\\bbreak\\s*up\\s+(?:ho|kar)\\w*|\\bdil\\s+toot\\w*|\\bdhokha\\b`,
      `\\boperation\\s+(?:hai|hua|ho)\\w*`,
    ),
  },
];

const STRESS = P(
  `\\b(?:so\\s+|really\\s+|super\\s+|very\\s+|kinda\\s+)?(?:stressed|anxious|nervous|overwhelmed|exhausted|drained|burnt\\s+out|burned\\s+out|tired|sleepy|sick|unwell|low|down|sad|upset|lonely|homesick|frustrated)\\b`,
  `\\b(?:long|rough|bad|tough|terrible|awful|hard|shit|crappy|hectic|crazy)\\s+(?:day|week|night|month|time)\\b|\\bpanic\\w*\\b|\\bcrying\\b|\\bcried\\b|\\bfever\\b|\\bheadache\\b|\\bmigraine\\b`,
  `\\b(?:exam|exams|interview|presentation|deadline|viva|boards)\\s+(?:tomorrow|tmrw|kal|today|aaj|next\\s+week|on\\s+\\w+day)\\b|\\bso\\s+much\\s+(?:work|going\\s+on|to\\s+do)\\b`,
  `\\bthak\\s*(?:gayi|gaya|gyi|gya|gai|ke|kar|i)\\w*|\\bthaki\\s+hui\\b|\\bbura\\s+din\\b|\\bbekaar\\s+din\\b|\\bmood\\s+off\\b|\\bpareshan\\b|\\btension\\b|\\bbimaa?r\\b|\\bbukhar\\b|\\bsar\\s+dard\\b|\\budaas\\b|\\bakeli?\\b|\\bstress\\b|\\bbahut\\s+kaam\\b`,
);

const GOOD_NEWS = P(
  `\\b(?:got|landed|bagged|cracked|accepted)\\s+(?:the|a|my|an)?\\s*(?:new\\s+|dream\\s+)?(?:job|offer|promotion|internship|role|scholarship|admission|raise|visa)\\b`,
  `\\b(?:got|been|was|i'?m)\\s+(?:promoted|selected|accepted|admitted|hired|engaged)\\b|\\bgot\\s+(?:in|into)\\s+(?:the\\s+)?\\w+`,
  `\\b(?:passed|cleared|aced|nailed|topped|finished|completed|submitted|defended)\\s+(?:my|the|all|both|it|every)\\b|\\bgraduated\\b|\\bwon\\s+(?:the|a|my|first)\\b|\\bfinally\\s+(?:did\\s+it|done|got\\s+it|finished)\\b`,
  `\\b(?:promotion|job|naukri|offer|internship|admission|visa|result)\\s+(?:ho|lag|mil|aa)\\s*(?:gayi|gaya|gyi|gya|gai|gaye)\\b|\\bpass\\s+(?:ho|kar)\\s*(?:gayi|gaya|gyi|gya|gai|liya|li)\\b|\\b(?:clear|select)\\s+(?:ho|kar)\\s*(?:gayi|gaya|gyi|gya|gai|liya|li)\\b|\\bjeet\\s+(?:gayi|gaye|gaya|gyi)\\b`,
  `\\b(?:best|great|amazing)\\s+news\\b|\\bguess\\s+what\\b`,
);

const TEASE = P(
  `\\b(?:i\\s+)?bet\\s+(?:you|u)\\b|\\b(?:you|u)\\s+(?:look|seem|sound)\\s+like\\s+(?:trouble|a\\s+player|a\\s+flirt|a\\s+red\\s+flag)\\b|\\b(?:you'?re|ur|you\\s+are)\\s+(?:trouble|a\\s+player|such\\s+a\\s+flirt|smooth|cheesy|so\\s+cheesy|full\\s+of\\s+it)\\b`,
  `\\bnice\\s+try\\b|\\bsmooth\\b|\\bprove\\s+it\\b|\\byou\\s+wish\\b|\\byeah\\s+right\\b|\\bas\\s+if\\b|\\bred\\s+flag\\b|\\bbest\\s+(?:line|you\\s+(?:can|could|got))\\b|\\bpick\\s*-?up\\s+line\\b|\\bis\\s+that\\s+(?:your|ur)\\b|\\bdoubt\\s+it\\b|\\bcan'?t\\s+(?:even\\s+)?(?:cook|dance|sing)\\b`,
  `\\b(?:bade|bohot|bahut|zyada|jyada)\\s+(?:smart|cheesy|filmy|smooth)\\b|\\bline\\s+maar\\w*|\\bflirt\\s+(?:kar|kr)\\w*|\\bfilmy\\b|\\bshakal\\s+se\\b|\\blagta\\s+(?:nahi|nhi)\\b|\\bhaw+\\b|\\bchal\\s+jhoothe\\b|\\bjhoot\\w*\\b`,
);

const COMPLIMENT = P(
  `\\b(?:you'?re|you\\s+are|ur|youre|u\\s+r|you\\s+r)\\s+(?:so\\s+|really\\s+|very\\s+|pretty\\s+|kinda\\s+|quite\\s+|too\\s+)?(?:cute|handsome|sweet|funny|charming|smart|interesting|adorable|good\\s*looking|attractive|cool|hilarious|kind|lovely|hot)\\b`,
  `\\b(?:nice|great|cute|lovely|beautiful|good)\\s+(?:smile|pics|pictures|photos|profile|eyes|hair|beard|bio|style|voice|laugh|taste)\\b|\\b(?:love|like)\\s+(?:your|ur)\\s+(?:smile|pics|pictures|photos|profile|bio|vibe|style|energy|eyes|laugh|humou?r|outfit|taste)\\b`,
  `\\b(?:you|u)\\s+(?:look|seem)\\s+(?:so\\s+|really\\s+)?(?:good|great|nice|cute|handsome|sharp|sweet|fun|genuine|kind)\\b|\\b(?:you|u)\\s+made\\s+me\\s+(?:smile|laugh|blush)\\b`,
  `\\b(?:cute|handsome|smart|sweet|pyare|pyaare|funny)\\s+(?:ho|lagte|lag\\s+rahe)\\b|\\b(?:achhe|acche|ache|achche)\\s+(?:lag|dikh)\\w*|\\bsmile\\s+(?:bahut\\s+)?(?:achhi|acchi|pyari|cute)\\b|\\bkaafi\\s+(?:cute|handsome|smart|funny)\\b`,
);

const GREETING = P(
  `^\\s*(?:hi+|hey+|hello+|helo|heya|hiya|yo+|sup|namaste|namaskar|hola|howdy|gm|good\\s*(?:morning|evening|afternoon)|morning)\\b`,
  `\\bhow\\s+(?:are|r)\\s+(?:you|u)\\b|\\bhow'?s\\s+it\\s+going\\b|\\bhow\\s+have\\s+you\\s+been\\b|\\bhow'?s\\s+(?:your|ur)\\s+(?:day|week|evening|morning)\\b|\\bhow\\s+was\\s+(?:your|ur)\\s+(?:day|weekend)\\b`,
  `\\bwhat'?s\\s+up\\b|\\bwass?up\\b|\\bwyd\\b|\\bkaise\\s+ho\\b|\\bkaisi\\s+ho\\b|\\bkya\\s+haa?l\\b|\\bkya\\s+chal\\s+raha\\b|\\bkya\\s+kar\\s+(?:rahe|rhe)\\s+ho\\b`,
);

const WINDING_DOWN = P(
  `\\b(?:gotta|got\\s+to|have\\s+to|need\\s+to)\\s+(?:go|sleep|run)\\b|\\bgoing\\s+to\\s+(?:sleep|bed)\\b|\\bgood\\s*night\\b|\\bgn\\b|\\bttyl\\b|\\btalk\\s+(?:later|tomorrow|tmrw|soon)\\b|\\bheading\\s+to\\s+bed\\b|\\bsleepy\\b`,
  `\\bso(?:ne)?\\s+ja\\s*(?:rahi|rhi|raha|rha)\\b|\\bbaad\\s+(?:mein|me)\\s+baat\\b|\\bkal\\s+baat\\s+(?:karte|krte)\\b|\\bchalo\\s+bye\\b`,
);

// ---- Plans -----------------------------------------------------------------------------------------

const PLAN = P(
  `\\blet'?s\\s+(?:meet|grab|get|go|hang|do|catch|try|have|plan)\\b|\\bwe\\s+should\\s+(?:meet|grab|get|go|hang|do|catch|try)\\b|\\bmeet\\s*up\\b|\\bmeet\\s+(?:sometime|soon|tomorrow|today|tonight|this|next|on|at|for|after)\\b`,
  `\\b(?:wanna|want\\s+to|would\\s+you\\s+like\\s+to|care\\s+to|down\\s+to|up\\s+for)\\s+(?:grab|get|go|meet|hang|come|catch|try|do)\\b`,
  `\\b(?:are|r)\\s+(?:you|u)\\s+free\\b|\\bu\\s+free\\b|\\b(?:i'?m|i\\s+am|im)\\s+free\\b|\\bfree\\s+(?:this|on|tomorrow|tonight|today|later|after)\\b|\\bwhen\\s+(?:are|can|should)\\s+we\\b`,
  `\\bhow\\s+about\\s+(?:we\\s+|this\\s+|next\\s+|on\\s+)?(?:meet|grab|go|get|coffee|drinks?|dinner|lunch|brunch|a\\s+walk|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|the\\s+weekend)\\b|\\bwhat\\s+about\\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight)\\b`,
  `\\b(?:take|taking)\\s+me\\s+(?:for|to|out|on)\\b|\\bshow\\s+me\\s+(?:around|that|this|your)\\b|\\bcook\\s+(?:for|me)\\b|\\btreat\\s+me\\b|\\bowe\\s+me\\s+(?:a|one)\\b`,
  `\\bmil(?:te|na|enge|ogi|oge|o|ein|en|lo)\\b|\\bmil\\s+(?:sakte|lete|lo|le)\\b|\\bchal(?:ein|en|oge|ogi|o)\\b|\\ble\\s+(?:chaloge|chalo|chalna|jaoge|jaana)\\b|\\bkhila(?:oge|o|na|ogi)\\b|\\bbana(?:oge|ogi)\\b|\\bpila(?:oge|o)\\b`,
  `\\b(?:i\\s+)?could\\s+(?:do|go\\s+for)\\s+(?:a\\s+)?(?:drink|coffee|dinner|lunch|walk)\\b`,
  `\\b(?:coffee|chai|date|dinner|lunch|drinks?)\\s+(?:pe|par)\\b|\\bfree\\s+(?:ho|hai|hoon|hu|hun|rahoge|rahogi)\\b|\\bkab\\s+mil\\w*|\\bplan\\s+(?:bana\\w*|karte|karein|kare)\\b`,
);

const WEEKDAYS: Array<[Weekday, RegExp]> = [
  ["monday", /\b(?:monday|mon|somvar|somwar)\b/i],
  ["tuesday", /\b(?:tuesday|tues|tue|mangalvar|mangalwar)\b/i],
  ["wednesday", /\b(?:wednesday|wed|weds|budhvar|budhwar)\b/i],
  ["thursday", /\b(?:thursday|thurs|thur|thu|guruvar|guruwar|veervar)\b/i],
  ["friday", /\b(?:friday|fri|shukravar|shukrawar)\b/i],
  ["saturday", /\b(?:saturday|sat|shanivar|shaniwar)\b/i],
  ["sunday", /\b(?:sunday|sun|ravivar|raviwar|itwaar|itvaar)\b/i],
];
const RELATIVE_DAYS: Array<[PlanDay["id"], RegExp]> = [
  ["day_after_tomorrow", /\b(?:day\s+after\s+tomorrow|parso|parson)\b/i],
  ["tonight", /\b(?:tonight|tonite|aaj\s+raat|aaj\s+shaam)\b/i],
  ["tomorrow", /\b(?:tomorrow|tmrw|tmr|tomoz|kal)\b/i],
  ["today", /\b(?:today|aaj)\b/i],
  ["weekend", /\b(?:weekend|weekends)\b/i],
];
const TIME = /\b(?:\d{1,2}(?::\d{2})?\s*(?:am|pm|baje)|(?:in\s+the\s+)?(?:evening|morning|afternoon|night|lunchtime|noon|shaam|subah|dopahar|raat)(?:\s+(?:ko|mein|me))?)\b/i;
const ACTIVITY =
  /\b(?:coffee|chai|tea|drinks?|a\s+drink|beers?|wine|cocktails?|dinner|lunch|brunch|breakfast|a\s+walk|walk|movie|movies|film|concert|gig|hike|trek|biryani|pizza|momos|sushi|ice\s*cream|dessert|golgappe|pani\s+puri|street\s+food|bowling|karaoke|museum|picnic|the\s+beach|beach|party|game|match|date|food)\b/i;

function findDay(text: string): PlanDay | undefined {
  for (const [id, pattern] of WEEKDAYS) {
    const m = pattern.exec(text);
    // "sun" and "sat" are words too: only a capitalised or unambiguous form counts as the day.
    if (m && !(/^(?:sun|sat|wed|mon)$/i.test(m[0]) && !/^[A-Z]/.test(m[0]))) return { id, said: dayWord(id, m[0]) };
  }
  for (const [id, pattern] of RELATIVE_DAYS) {
    const m = pattern.exec(text);
    if (m) return { id, said: m[0].toLowerCase().replace(/\s+/g, " ") };
  }
  return undefined;
}

function dayWord(id: Weekday, said: string): string {
  // Hinglish day names are said back as she wrote them; English abbreviations in full.
  if (/var|war|vaar|waar/i.test(said)) return said.toLowerCase();
  return id.charAt(0).toUpperCase() + id.slice(1);
}

// ---- Questions -------------------------------------------------------------------------------------

const WH = /\b(?:what|what'?s|whats|where|when|who|whom|why|how|which|wat|wht)\b|\b(?:kaun|kaunsa|kaunsi|kaunse|kab|kahan|kahaan|kaha|kidhar|kyun|kyu|kyon|kaise|kaisa|kaisi|kitna|kitni|kitne)\b|\btell\s+me\s+(?:about|more)\b|\bbatao\b/i;
const YES_NO_EN = /^(?:(?:so|ok|okay|and|but|also|btw|wait|hmm+|haha+|lol)[,\s]+)*(?:do|does|did|are|is|can|could|would|will|have|has|should|wanna|r|ever|you|u|were|was)\b/i;
const YES_NO_HI = /^(?:(?:acha|achha|accha|toh|to|aur|btw|haha+)[,\s]+)*kya\b|\b(?:ho|hai|hain|hoon|karte|karti|jaate|jaati|lagta|lagti|pasand)\s*\?*\s*$/i;
const OR_SPLIT = /\s+(?:or|ya|yaa|or\s+maybe|vs\.?|versus)\s+/i;
// Words that frame an either/or rather than belonging to an option ("are you a", "would you rather").
const LEFT_FRAME =
  /^(?:.*\b(?:prefer|rather|choose|pick|like|love|want|into|team|are\s+(?:you|u)(?:\s+(?:a|an|more\s+(?:of\s+)?a|more))?|r\s+u(?:\s+a)?|you\s+(?:a|an)|question|so|ok|okay|btw|quick\s+one|tumhe|tumko|aapko|tum|aap|batao|bolo|better)\b[\s:,-]*)/i;
const RIGHT_TAIL = /\b(?:person|people|type|kind|girl|guy)\b/i;
const RIGHT_STOP = /\s+(?:for|tum|tumhe|aap|kya|kaun|which|better|prefer|choose|pick|batao|bolo|hai|ho|karoge|karogi|pasand|and|but|though|honestly|lol|haha|tho|\?)\b.*$/i;
const ARTICLE = /^(?:a|an|the|some|more\s+of\s+a|more\s+a)\s+/i;

function eitherOrOptions(clause: string): string[] | undefined {
  const text = clause.replace(/[?!.]+\s*$/, "").replace(/[\p{Extended_Pictographic}]/gu, "").trim();
  const parts = text.split(OR_SPLIT);
  if (parts.length !== 2) return undefined;
  const AUX = /\s+(?:ho|hai|hain|ho\s+na|karte|karti)$/i;
  let left = parts[0]!.replace(LEFT_FRAME, "").trim().replace(AUX, "");
  left = left.split(/[,:;]/).pop()!.trim().replace(ARTICLE, "");
  const leftWords = left.split(/\s+/).filter(Boolean).slice(-3);
  let right = parts[1]!.split(/[,:;?!]/)[0]!.replace(RIGHT_STOP, "").trim().replace(ARTICLE, "");
  const rightWords = right.split(/\s+/).filter(Boolean).slice(0, 3);
  left = leftWords.join(" ");
  right = rightWords.join(" ");
  // "dog person or cat?" → both options carry the tail word she used once.
  if (RIGHT_TAIL.test(left) && !RIGHT_TAIL.test(right) && rightWords.length === 1) right = `${right} ${leftWords[leftWords.length - 1]}`;
  if (!left || !right || left.length > 30 || right.length > 30) return undefined;
  if (left.toLowerCase() === right.toLowerCase()) return undefined;
  return [left, right];
}

const ABOUT_YOU = /\b(?:you|your|yours|yourself|u|ur|tum|tumhe|tumko|tumhara|tumhari|tumhare|aap|aapka|aapki|aapke|aapko|tu|tera|teri)\b/i;
const ABOUT_ME = /\b(?:i|i'?m|i'?ve|my|me|mine|main|mera|meri|mere|mujhe|maine)\b/i;
const ABOUT_US = /\b(?:we|us|our|hum|humein|hamara|hamari)\b/i;

function questionAbout(text: string): Extract<Act, { kind: "question" }>["about"] {
  if (ABOUT_US.test(text)) return "both";
  if (ABOUT_YOU.test(text)) return "him";
  if (ABOUT_ME.test(text)) return "her";
  // "Any plans for the weekend?", "weekend pe kya plan hai?": nothing says whose, so his.
  return "him";
}

const TOPIC_WORDS =
  /\b(hik\w*|trek\w*|travel\w*|trips?|work|job|food|cook\w*|music|songs?|movies?|films?|shows?|books?|read\w*|sports?|gym|run\w*|dance|danc\w*|dogs?|cats?|pets?|weekend|plans?|hobbies|hobby|fun|family|city|college|study|from|live|age|old|name|looking\s+for|favou?rite\s+\w+|kaam|khana|gaane|padhai|shehar|ghar)\b/i;

function questionAct(clause: string, wholeIsQuestion: boolean): Extract<Act, { kind: "question" }> | null {
  const text = clause.trim();
  const marked = /\?/.test(text);
  const lower = text.toLowerCase();
  const tellMe = /\btell\s+me\s+(?:about|more)\b|\bbatao\b|\bbataiye\b/.test(lower);
  // "pizza or burgers, choose wisely", "goa ya manali, ek choose karo": a choice without a "?".
  const choice = OR_SPLIT.test(lower) && lower.split(/\s+/).length <= 8;
  if (!marked && !tellMe && !choice && !(wholeIsQuestion && (WH.test(lower) || YES_NO_EN.test(lower)))) return null;
  const about = questionAbout(lower);
  const topic = TOPIC_WORDS.exec(lower)?.[1];
  const options = OR_SPLIT.test(lower) ? eitherOrOptions(text) : undefined;
  if (options) return { kind: "question", said: text, form: "either_or", about, options, ...(topic ? { topic } : {}) };
  // "kya tum gym jaate ho?" asks yes or no; "kya cook karte ho?" asks what.
  const startsKya = /^(?:(?:acha|achha|accha|toh|to|aur|btw|haha+|hey|so)[,\s]+)*kya\s+(?:tum|aap|tumhe|aapko|tumko|tu|tujhe|tumne|aapne|main|hum|wo|woh|ye|yeh|sach|kabhi|tumhara|tumhari|aapka|aapki)\b/i.test(lower);
  // "kya" first asks yes or no ("kya tum gym jaate ho?"); anywhere else it means "what".
  const wh = WH.test(startsKya ? lower.replace(/^.*?\bkya\b/, "") : lower) || (!startsKya && /\bkya\b/.test(lower));
  // A question with no question word asks yes or no ("khana kha liya?", "seen the new Batman?").
  if (!wh && (marked || YES_NO_EN.test(lower) || YES_NO_HI.test(lower) || startsKya)) {
    return { kind: "question", said: text, form: "yes_no", about, ...(topic ? { topic } : {}) };
  }
  if (!marked && !wh && !tellMe) return null;
  return { kind: "question", said: text, form: "open", about, ...(topic ? { topic } : {}) };
}

// ---- Details ---------------------------------------------------------------------------------------

const EVENTS =
  /\b(my|our|the|this|that|a|an|her|his|mera|meri|mere|\w+\s+ki|\w+\s+ka|\w+\s+ke)\s+(?:((?:best\s+)?\w+(?:'s)?)\s+)?(wedding|shaadi|exam|exams|interview|trip|party|concert|gig|match|birthday|presentation|shoot|marathon|trek|hike|recital|performance|audition|date|reunion|graduation|convocation|surgery|appointment|vacation|holiday|festival|gym\s+session|class|workshop|meeting)\b/gi;
const OWNER = /^(?:sister'?s?|brother'?s?|friend'?s?|cousin'?s?|mom'?s?|dad'?s?|best\s*friend'?s?|bff'?s?|sister|brother|cousin|friend)$/i;

function eventDetails(text: string, from: "her" | "him", where: "message" | "thread"): ReadingDetail[] {
  const found: ReadingDetail[] = [];
  for (const m of text.matchAll(EVENTS)) {
    const event = m[3]!.toLowerCase();
    const owner = m[2] && OWNER.test(m[2]) ? m[2].toLowerCase().replace(/'s$|s$/, "") : null;
    const hi = /shaadi/.test(event);
    const phrase = owner ? (hi ? `${owner} ki ${event}` : `your ${owner}'s ${event}`) : hi ? event : `the ${event}`;
    found.push({ text: from === "him" ? phrase.replace(/^your /, "my ") : phrase, kind: "activity", from, where });
  }
  return found;
}

function toReadingDetail(d: Detail, from: "her" | "him", where: "message" | "thread"): ReadingDetail {
  return { text: d.en, hi: d.hi, kind: d.kind, from, where };
}

// Activities he said he does ("I hike on Saturdays"): what a question about him can be answered with.
const HIS_ACTIVITY =
  /\b(hik(?:e|es|ing)|trek(?:s|king)?|run(?:s|ning)?|cook(?:s|ing)?|bak(?:e|es|ing)|swim(?:s|ming)?|climb(?:s|ing)?|cycl(?:e|es|ing)|paint(?:s|ing)?|play(?:s|ing)?\s+\w+|read(?:s|ing)?|travel(?:s|ling|ing)?|gym|yoga|football|cricket|guitar|piano|photography|dance|dancing|work\s+(?:as|in|at)\s+[\w\s]{2,25}|(?:i'?m|i\s+am)\s+an?\s+\w+(?:\s+\w+)?)\b/gi;

function hisDetails(text: string): ReadingDetail[] {
  const found: ReadingDetail[] = [];
  for (const m of text.matchAll(HIS_ACTIVITY)) found.push({ text: m[1]!.trim(), kind: "activity", from: "him", where: "thread" });
  return found;
}

function detailsOf(message: string, thread: string | undefined): ReadingDetail[] {
  const details: ReadingDetail[] = [];
  const add = (d: ReadingDetail) => {
    // The same thing said by each of them counts twice: what he said is what answers her question about him.
    if (!details.some((x) => x.text.toLowerCase() === d.text.toLowerCase() && x.from === d.from)) details.push(d);
  };
  for (const d of extractDetails(message)) add(toReadingDetail(d, "her", "message"));
  for (const d of eventDetails(message, "her", "message")) add(d);
  const turns = parseThread(thread);
  if (turns.length && turns[turns.length - 1]!.who === "Her" && turns[turns.length - 1]!.text.trim() === message.trim()) turns.pop();
  // Most recent first: the last thing she mentioned is the likeliest to pick up.
  for (const turn of [...turns].reverse()) {
    const from = turn.who === "Her" ? "her" : "him";
    for (const d of extractDetails(turn.text)) add(toReadingDetail(d, from, "thread"));
    for (const d of eventDetails(turn.text, from, "thread")) add(d);
    if (from === "him") for (const d of hisDetails(turn.text)) add(d);
  }
  return details;
}

// ---- Mood and tense --------------------------------------------------------------------------------

const LAUGHING = /\b(?:ha(?:ha)+h?|he(?:he)+|lol+|lmao+|rofl|xd)\b|[😂🤣😆😜😝😛]/iu;
const FLIRTING = /[😘😉😍🥰😏💕❤️♥]|\b(?:cutie|handsome|babe|flirt\w*)\b/iu;
const EXCITED = /!{2,}|\b(?:omg|yay+|woo+|can'?t\s+wait|so\s+excited|excited)\b|[🎉🥳🤩]/iu;

const PAST = /\b(?:was|were|went|did|had|got\s+back|came\s+back|yesterday|last\s+(?:night|week|weekend|month|year|time)|ago|just\s+(?:got|came|finished|watched|saw|ate|made|had)|finished|watched|visited|tried|made|cooked|ate|saw|met|gaya|gayi|gaye|gyi|gya|tha|thi|kiya|kiye|dekhi|dekha|khaya|khayi|aayi|aaya|pichle)\b/gi;
const FUTURE = /\b(?:will|gonna|going\s+to|tomorrow|tmrw|next\s+(?:week|weekend|month|year|time)|this\s+(?:weekend|friday|saturday|sunday|evening)|tonight|planning|plan\s+to|about\s+to|soon|upcoming|jaungi|jaunga|karungi|karunga|jaa\s+rahi\s+hoon|jaane\s+wali|hone\s+wala|hone\s+wali|agle|kal\s+(?:hai|ko|se|subah|shaam))\b/gi;

export function tenseOf(text: string): Tense {
  const past = (text.match(PAST) ?? []).length;
  const future = (text.match(FUTURE) ?? []).length;
  if (past > future) return "past";
  if (future > past) return "future";
  return "present";
}

const HINGLISH = /\b(?:hai|hain|hoon|hu|nahi|nhi|kya|kyun|kaise|mujhe|tum|tumhe|aap|mera|meri|kar|karo|raha|rahi|tha|thi|acha|achha|yaar|bhi|aur|toh|matlab|bas|abhi|kal|aaj|ho|ko|se|mein|wala|wali|pe|hum)\b/gi;

/** English or Hinglish (Hindi in Latin script), for any text (his question to Romeo too). */
export function readLanguage(text: string): LanguageId {
  return languageOf(normaliseText(text));
}

function languageOf(text: string): LanguageId {
  const hits = (text.match(HINGLISH) ?? []).length;
  const total = text.split(/\s+/).filter(Boolean).length || 1;
  return hits >= 2 || hits / total >= 0.25 ? "hi" : "en";
}

// ---- The reading -----------------------------------------------------------------------------------

const LOW_EFFORT_WORDS = new Set(
  "ok okay okk okie k kk oh ohh ohk ah aha lol lool lmao hmm hm mm nice cool sure yeah yea ya yes yep yup no nope nah true right same wow omg acha achha accha theek thik hai haan han haa sahi mast fine alright idk maybe seriously really ji noted damn aww aw good".split(
    " ",
  ),
);
const LAUGH_WORD = /^(?:ha|he|hi|ah|hah)+h?$/;

function isLowEffort(text: string): boolean {
  const stripped = text.replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, " ").replace(/[:;=]-?[)(DPp]/g, " ");
  const list = stripped
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}']+|[^\p{L}\p{N}']+$/gu, ""))
    .filter(Boolean);
  if (!list.length) return true;
  return list.length <= 3 && list.every((w) => LOW_EFFORT_WORDS.has(w.replace(/(.)\1{2,}/g, "$1$1")) || LOW_EFFORT_WORDS.has(w.replace(/(.)\1+/g, "$1")) || LAUGH_WORD.test(w));
}

function clausesOf(message: string): string[] {
  // Keeps the "?" with its clause so each part knows whether it asks something.
  return (message.match(/[^.!?\n]+[.!?]*|[.!?]+/g) ?? [message]).map((c) => c.trim()).filter((c) => /[\p{L}\p{N}]/u.test(c));
}

function actsOf(message: string): Act[] {
  const text = normaliseText(message);
  const acts: Act[] = [];
  const clauses = clausesOf(text);
  const single = clauses.length <= 1;

  for (const { reason, pattern } of BOUNDARY) {
    const m = pattern.exec(text);
    if (m) {
      acts.push({ kind: "boundary", said: m[0], reason });
      break;
    }
  }
  const complaint = COMPLAINT.exec(text);
  if (complaint) acts.push({ kind: "complaint", said: complaint[0] });
  for (const { grief, pattern } of BAD_NEWS) {
    const m = pattern.exec(text);
    // "I died laughing", "my phone died": not news anyone grieves.
    if (m && !/\b(?:laugh\w*|phone|battery|laptop|internet|wifi|plant)\b/i.test(m[0] + text.slice(m.index, m.index + 40))) {
      acts.push({ kind: "bad_news", said: m[0], grief });
      break;
    }
  }

  for (const clause of clauses) {
    // "tonight?", "monday lunch?", "coffee tomorrow morning?": a day asked about is a plan.
    const plan = PLAN.exec(clause) ?? (/\?/.test(clause) && clause.split(/\s+/).length <= 5 && findDay(clause) && !WH.test(clause) && !/\bkya\b|\bplans?\b/i.test(clause) ? [clause] : null);
    const q = questionAct(clause, single && /\?/.test(text));
    if (plan) {
      const day = findDay(clause) ?? findDay(text);
      const time = TIME.exec(clause)?.[0] ?? TIME.exec(text)?.[0];
      const activity = ACTIVITY.exec(clause)?.[0] ?? ACTIVITY.exec(text)?.[0];
      const implied = !/\b(?:let'?s|we\s+should|meet|free|mil\w*|chal\w*|wanna|want\s+to|how\s+about|what\s+about)\b/i.test(clause);
      acts.push({ kind: "plan", said: clause, implied, ...(day ? { day } : {}), ...(time ? { time: time.toLowerCase() } : {}), ...(activity ? { activity: activity.toLowerCase() } : {}) });
      // "Are you free Friday?" asks, but what it asks is the plan; an either/or inside a plan still counts.
      if (q && q.form === "either_or") acts.push(q);
      continue;
    }
    if (q && (q.form === "either_or" || !GREETING.test(clause))) {
      acts.push(q);
      continue;
    }
    if (GOOD_NEWS.test(clause) && !acts.some((a) => a.kind === "bad_news")) acts.push({ kind: "good_news", said: clause });
    else if (STRESS.test(clause) && !acts.some((a) => a.kind === "bad_news")) acts.push({ kind: "stress", said: clause });
    else if (COMPLIMENT.test(clause)) acts.push({ kind: "compliment", said: clause });
    else if (TEASE.test(clause)) acts.push({ kind: "tease", said: clause });
    else if (GREETING.test(clause)) acts.push({ kind: "greeting", said: clause });
    else if (isLowEffort(clause)) acts.push({ kind: "low_effort", said: clause });
    else acts.push({ kind: "statement", said: clause });
  }
  if (!acts.length) acts.push(isLowEffort(text) ? { kind: "low_effort", said: text } : { kind: "statement", said: text });
  return acts;
}

const PRECEDENCE: Act["kind"][] = [
  "boundary",
  "complaint",
  "bad_news",
  "question",
  "plan",
  "good_news",
  "stress",
  "compliment",
  "tease",
  "greeting",
  "statement",
  "low_effort",
];

function primaryOf(acts: Act[]): Act {
  const planWithDay = acts.find((a) => a.kind === "plan" && a.day);
  const question = acts.find((a) => a.kind === "question");
  // A plan on a day she named is what the message is for ("free Friday? what do you want to do?"),
  // unless she also asks him to choose between things.
  if (planWithDay && !acts.some((a) => a.kind === "boundary" || a.kind === "complaint" || a.kind === "bad_news")) {
    if (!(question && question.kind === "question" && question.form === "either_or")) return planWithDay;
  }
  for (const kind of PRECEDENCE) {
    const act = acts.find((a) => a.kind === kind);
    if (act) return act;
  }
  return acts[0]!;
}

function railOf(acts: Act[]): Rail {
  if (acts.some((a) => a.kind === "boundary" || a.kind === "complaint")) return "boundary";
  if (acts.some((a) => a.kind === "bad_news")) return "care";
  return null;
}

function moodOf(acts: Act[], primary: Act, text: string): MoodId {
  const boundary = acts.find((a) => a.kind === "boundary");
  if (acts.some((a) => a.kind === "complaint")) return "upset";
  if (boundary && boundary.kind === "boundary") return boundary.reason === "slow_down" || boundary.reason === "goodbye" ? "winding_down" : "not_interested";
  if (acts.some((a) => a.kind === "bad_news")) return "sad";
  if (primary.kind === "stress" || (acts.some((a) => a.kind === "stress") && primary.kind !== "question")) return "stressed";
  if (WINDING_DOWN.test(text)) return "winding_down";
  if (primary.kind === "good_news" || EXCITED.test(text)) return "excited";
  if (primary.kind === "compliment" || FLIRTING.test(text)) return "flirty";
  if (primary.kind === "tease" || LAUGHING.test(text)) return "playful";
  if (primary.kind === "low_effort") return "low_effort";
  if (primary.kind === "question") return "curious";
  if (primary.kind === "plan") return "excited";
  if (primary.kind === "greeting") return "warm";
  return "neutral";
}

/** Reads her message (and the conversation before it): one answer for every feature and engine. */
export function readMessage(message: string, thread?: string): Reading {
  const acts = actsOf(message);
  const primary = primaryOf(acts);
  const rail = railOf(acts);
  const text = normaliseText(message);
  return {
    acts,
    primary,
    rail,
    apologise: acts.some((a) => a.kind === "complaint"),
    mood: moodOf(acts, primary, text),
    tense: tenseOf(text),
    details: detailsOf(message, thread),
    language: languageOf(text),
  };
}
