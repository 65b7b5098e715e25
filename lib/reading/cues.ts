import { KIN } from "@/lib/reading/bad-news";
import type { Act } from "@/lib/reading/types";

// The cue patterns the reading of her message matches (docs/reading.md): data only, kept apart from the readers in
// lib/reading/read.ts and its parts so the patterns can grow without the logic growing with them. Phrases are matched
// before single words ("not interested" before "interested", "passed away" before "passed") and every pattern knows
// English and Hinglish. The order of BOUNDARY is the order its groups are tried in: the first that matches gives the
// reason. Her bad news has its own file, lib/reading/bad-news.ts.

const P = (...sources: string[]) => new RegExp(sources.join("|"), "i");

/** "Not interested in …" is a no only about these ("not interested in you"), not about cricket. */
export const NOT_INTERESTED_IN =
  "you|u|this|dating|anything|something|a\\s+relationship|meeting|talking|him|men|guys|continuing|taking\\s+this|pursuing|moving\\s+forward|seeing\\s+where|a\\s+(?:second|third|another)\\s+date|another\\s+date";
/** What he may call her that she may ask him not to ("don't call me babe"): her limit, not her no. */
export const NICKNAMES =
  "babe|baby|princess|sweetheart|darling|dear|jaan|jaanu|love|hun|honey|cutie|beautiful|gorgeous|sexy|sweetie|madam|ma'?am|bro|dude|shona";
/** "Please stop …" that is a laugh, not a no ("please stop making me laugh"). */
export const PLAYFUL_STOP = "making|being|with\\s+the|flattering|teasing|it\\s+with";

/** What "stop …" may be about that is how he texts, not whether: her limit, not her no. */
const HOW_HE_TEXTS = "typing|sending|asking|commenting|tagging|checking|waiting|double|using|saying|telling|apologi[sz]ing";

export const BOUNDARY: Array<{ reason: Extract<Act, { kind: "boundary" }>["reason"]; pattern: RegExp }> = [
  {
    reason: "stop",
    pattern: P(
      // Not "I'm going to stop talking about it now": her news, put down, not him.
      `\\bstop\\s+(?:sending\\s+(?:me\\s+)?(?:any\\s+)?)?(?:messag|text|msg|contact|call|talk|bother|spamm|DM)\\w*\\b(?!\\s+about\\b)`,
      // Not "pls don't call me 'princess'": what he calls her is her limit, below.
      `\\b(?:don'?t|do\\s+not|dont|never)\\s+(?:ever\\s+)?(?:message|text|msg|contact|call|dm|talk\\s+to|bother|reach\\s+out\\s+to)\\s+me(?!\\s*['"‘“]|\\s+(?:by\\s+|that|${NICKNAMES})\\b)`,
      `\\bleave\\s+me\\s+alone\\b`,
      // "i'm done with you", "f*ck off you creep", "rot in hell", "ek baar aur message kiya toh police complaint kar dungi".
      `\\b(?:i'?m|im|i\\s+am)\\s+(?:so\\s+)?done\\s+with\\s+(?:you|u|this\\s+conversation)\\b|\\bf(?:\\*|u|\\*\\*|u\\*)(?:c?k|\\*)\\s+off\\b|\\bpiss\\s+off\\b|\\brot\\s+in\\s+hell\\b|\\bpolice\\s+(?:complaint\\s+kar\\s+(?:dungi|doongi|denge)|ko\\s+(?:bata|call\\s+kar)\\s+(?:dungi|doongi))\\b`,
      `\\blose\\s+my\\s+number\\b`,
      `\\b(?:i'?m|i\\s+am|im)\\s+(?:going\\s+to\\s+|gonna\\s+)?(?:block|unmatch|report)\\w*\\b`,
      `\\b(?:blocking|unmatching|reporting)\\s+(?:you|u|now)\\b|\\bunmatching\\b`,
      `\\b(?:don'?t|dont|do\\s+not)\\s+want\\s+to\\s+(?:talk|chat|speak|text)\\b`,
      // "please stop sending 'sorry' with 12 crying emojis": a stop to how he texts is her limit, below.
      `\\bplease\\s+stop\\b(?!\\s+(?:${PLAYFUL_STOP}|${HOW_HE_TEXTS}))|^\\s*stop\\s*(?:it|now|please)?[.!]*\\s*$`,
      `(?<!\\b(?:usse|unse|uss?\\s+se|un\\s+se|usko|unko|(?:uske|unke)\\s+saath|kisi\\s+se|ki|ka|ke\\s+(?:baare|bare)\\s+(?:mein|me|mai)|(?:is|iss|us|uss|[a-z]{3,})\\s*(?:(?:baare|bare)\\s+(?:mein|me|mai)|pe|par)(?:\\s+(?:zyada|jyada|abhi|aur|bhi)){0,2})\\s+)\\bbaat\\s+(?:nahi|nhi|nahin|mat)\\s+(?:karni|karna|karo|karunga|karungi|krni|krna|kro)\\b`,
      // Ended with an insult or a block: "…blocked", "get lost idiot", "bhaad mein ja", "nikal".
      `\\bblocked\\s*[.!]*\\s*$|(?<!\\b(?:still|always|i|we|to|will|would|might|can|could|often|easily|totally|gonna)\\s)\\bget\\s+lost\\b(?!\\s+in\\b)|\\b(?:f+\\s*off|fuck\\s+off|piss\\s+off|bhaad\\s+mein\\s+ja(?:o|a)?)\\b|\\bnikal\\s*[.!]*\\s*$|\\bnikal\\s+(?:yahan|yaha)\\s+se\\b`,
      // "msg mat karo" is a stop; "raat ko late msg mat karo" is a limit (below).
      `(?<!\\b(?:late|raat|night|itne|itna|zyada|baar\\s+baar|puche|puchhe|baje|baad|pehle|office|class|din|video|voice|bataye|bataaye|ki|ka)\\s+(?:\\S+\\s+)?)\\b(?:message|msg|messages|text|call|baat|dm)\\s+(?:mat|na)\\s+(?:karo|kro|karna|krna|kijiye|karein)\\b`,
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
      `\\b(?:main|mai|hum|i'?m)\\s+(?:already\\s+|toh\\s+)?shaadi[-\\s]?shuda\\b|\\b(?:mera|my)\\s+munda\\s+(?:already|hai)\\b|\\balready\\s+kise\\s+naal\\b`,
      `\\b(?:shaadi|engagement|mangni)\\s+(?:ho\\s+(?:chuki|gayi|gai)|hone\\s+wali)\\b|\\bmarried\\s+(?:hoon|hu|hun)\\b|\\bcommitted\\s+(?:hoon|hu|hun)\\b`,
      `\\b(?:relationship|rishte)\\s+(?:mein|me|mai)\\s+(?:hoon|hu|hun)\\b`,
      `\\b(?:got|getting|am|i'?m)\\s+back\\s+(?:together\\s+)?with\\s+(?:my\\s+)?ex\\b|\\bback\\s+with\\s+my\\s+ex\\b`,
      // "meri shaadi fix ho gayi", "bf h mera" (not "bhai ki shaadi fix ho gayi", which is news to cheer).
      `\\b(?:meri|mera|my)\\s+(?:shaadi|shadi|engagement|rishta)\\s+(?:fix|pakki|pakka|tay)\\s+ho\\s+(?:gayi|gai|gaya|gya|chuki)\\b|\\b(?:shaadi|shadi|engagement|rishta)\\s+(?:fix|pakki|pakka|tay)\\s+ho\\s+(?:gayi|gai|gaya|gya|chuki)\\s+meri\\b|\\b(?:bf|boyfriend)\\s+(?:h|hai)\\s+(?:mera|meri)\\b`,
      `\\bkisi\\s+aur\\s+(?:ko|ke\\s+saath|ke\\s+sath)\\s+(?:dekh|date)\\w*\\s+(?:rahi|rhi|kar\\s+rahi)\\s+(?:hoon|hu|hun)\\b`,
      // Bengali-flavoured: "ami already ekjon er sathe relation e achi".
      `\\brelation(?:ship)?\\s+e\\s+achi\\b`,
    ),
  },
  {
    reason: "not_interested",
    pattern: P(
      `(?<!\\b(?:(?:you|u)\\s+(?:\\w+\\s+)?(?:think|thought|assume)|(?:doesn'?t|does\\s+not|don'?t|didn'?t)\\s+mean|not\\s+(?:that|because))\\s+(?:i'?m|im|i\\s+am)\\s+)\\bnot\\s+(?:really\\s+|that\\s+|very\\s+)?interested\\b(?!\\s+in\\s+(?!(?:${NOT_INTERESTED_IN})\\b))`,
      `\\b(?:nahi|nhi|nahin)\\s+lagta\\s+(?:ki\\s+)?(?:hum|we)\\s+(?:match|compatible)`,
      // "…the exact same pickup line. pass.", "that's where it ends for me", "woh main nahi hoon", "not allowed to date
      // men who say 'lol'", "nahi. bilkul nahi.", "kitni baar bolu nahi", "mera jawab 'no' hai", "nah im good",
      // "iska koi future nahi", "aage nahi le jaana", "kuch feel nahi ho raha", "I'll let you go".
      `(?:^|[.!?,]\\s*)pass\\s*[.!]*\\s*(?:🙏|😅|🤷‍♀️|😂)?\\s*$|\\bwhere\\s+it\\s+ends\\b|\\bthat'?s\\s+not\\s+me\\b|\\bwoh\\s+main\\s+nahi\\s+(?:hoon|hu)\\b|\\bnot\\s+allowed\\s+to\\s+date\\s+(?:men|guys|people|anyone|someone)\\s+who\\b`,
      `^\\s*(?:nahi|nhi)\\W+bilkul\\s+(?:nahi|nhi)\\W*$|\\bkitni\\s+baar\\s+(?:bolu|bolun|boloon|kahu|kahun)\\b|\\bjawab\\s+'?no'?\\s+(?:hai|h)\\b|\\bnah+\\s+(?:i'?m|im)\\s+good\\b|\\bkoi\\s+future\\s+(?:nahi|nhi)\\b|\\baage\\s+nahi\\s+le\\s+ja\\w*|\\bfeel\\s+nahi\\s+ho\\s+raha\\b|\\bi'?ll\\s+let\\s+you\\s+go\\b`,
      // "maybe we're not compatible", "tere saath future imagine nahi ho raha", "dating abhi mere bas ka nahi h".
      `\\b(?:we'?re|we\\s+are)\\s+(?:just\\s+|probably\\s+|clearly\\s+)?not\\s+compatible\\b|\\bfuture\\s+(?:imagine|dikh|soch)\\w*\\s+(?:\\w+\\s+)?(?:nahi|nhi)\\b|\\bdating\\s+(?:abhi\\s+)?(?:mere\\s+bas\\s+ka\\s+nahi|mere\\s+liye\\s+nahi)\\b`,
      // A soft no: "vibe dosti wala h", "more of a mate, not a boyfriend", "waiting to feel butterflies",
      // "I don't think I'm ready for dating", "nahi lagta hum click karenge", "kuch start krna sahi nhi".
      `\\b(?:vibe|scene)\\s+dosti\\s+wal[ai]\\b|\\bdosti\\s+wal[ai]\\s+(?:vibe|feel)\\b|\\bmore\\s+(?:of\\s+)?a\\s+(?:friend|mate|buddy)\\b|\\bnot\\s+a\\s+boyfriend\\b|\\bwaiting\\s+to\\s+feel\\s+(?:the\\s+)?(?:butterflies|spark)`,
      `\\bdon'?t\\s+think\\s+i'?m\\s+ready\\s+for\\s+(?:dating|a\\s+relationship|this|anything)\\b|\\b(?:nahi|nhi)\\s+lagta\\s+hum\\s+click\\b|\\bclick\\s+(?:nahi|nhi)\\s+(?:karenge|kar\\s+rahe|hua|ho\\s+raha)\\b|\\bstart\\s+(?:krna|karna)\\s+sahi\\s+(?:nahi|nhi)\\b`,
      // "I'm going to step away", "I think I need to step back" (not from the project lead role).
      `\\b(?:i'?m|i\\s+am|im|i'?ll|i\\s+will|going\\s+to|gonna|need\\s+to|have\\s+to|should)\\s+(?:\\w+\\s+)?step(?:ping)?\\s+(?:away|back)\\b(?!\\s+from\\s+(?:the\\s+|my\\s+)?(?:project|role|job|work|team|lead))`,
      `\\bbow(?:ing)?\\s+out\\b|\\bnot\\s+feeling\\s+(?:this|it|us|the\\s+vibe|a\\s+(?:romantic\\s+|real\\s+)?connection)\\b|\\bi\\s+don'?t\\s+date\\s+(?:men|guys|people)\\s+who\\b|\\bsee\\s+(?:you|u)\\s+as\\s+(?:a\\s+|just\\s+a\\s+)?(?:friend|bro|brother|mate)\\b|\\bnot\\s+(?:really\\s+|rly\\s+|rlly\\s+)?looking\\s+to\\s+(?:meet|date|see)\\s+(?:up\\s+with\\s+)?anyone\\b|\\bjust\\s+looking\\s+for\\s+(?:friends|a\\s+friend|friendship)\\b`,
      // Bengali-flavoured: "kono chance nei", "long distance ami parbo na".
      `\\bkono\\s+chance\\s+nei\\b|\\blong\\s+distance\\s+(?:ami\\s+)?parbo\\s+na\\b`,
      `\\bbhai\\s+(?:category|zone|wali\\s+feel)|\\bmere\\s+type\\s+ke\\s+(?:nahi|nhi)\\b|\\bnahi\\s+ho\\s+payega\\s+(?:bhai|bhaiya)\\b|\\b(?:humse|mujhse)\\s+(?:nahi|nhi)\\s+ho(?:\\s+payega|ga)\\b|\\bdecision\\s+final\\s+(?:hai|h)\\b|(?<!liye\\s)\\babhi\\s+ready\\s+(?:nahi|nhi)\\s+(?:hu|hoon|hun)\\b`,
      `\\b(?:i'?m|i\\s+am|im)\\s+not\\s+(?:really\\s+)?(?:into\\s+(?:you|this|u)|feeling\\s+(?:it|this|us|the\\s+vibe)|looking\\s+for\\s+(?:anything|something|this)(?!\\s+(?:too\\s+|that\\s+|super\\s+|very\\s+)?(?:serious|heavy|long[-\\s]?term|committed|intense|casual|fun|light)))`,
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
      `\\b(?:i'?m|i\\s+am|im|i'?ll|i\\s+will|gonna|going\\s+to|have\\s+to|gotta)\\s+(?:\\w+\\s+){0,2}?pass\\b(?!\\s+(?:by|through|out|the\\s+\\w+|my\\s+\\w+|it\\s+on))|\\bhard\\s+pass\\b|\\b(?:it'?s|its)\\s+a\\s+(?:hard\\s+)?no\\b|\\ba\\s+no\\s+from\\s+me\\b`,
      `\\bnot\\s+(?:in\\s+the\\s+headspace|ready|in\\s+a\\s+place)\\s+(?:for|to)\\s+(?:dating|date|a\\s+relationship|anything)\\b(?!\\s+(?:too\\s+|that\\s+|very\\s+)?(?:serious|heavy|long|committed|intense|big))|\\btaking\\s+a\\s+break\\s+from\\s+dating\\b|\\bdating\\s+ka\\s+(?:bilkul\\s+)?mood\\s+(?:nahi|nhi)\\b`,
      `\\b(?:wasn'?t|isn'?t|was\\s+no|there'?s\\s+no)\\s+(?:really\\s+)?(?:a\\s+|any\\s+)?(?:spark|chemistry|connection)\\b|\\bspark\\s+(?:feel\\s+)?(?:nahi|nhi)\\b|\\bnot\\s+feeling\\s+anything\\s+romantic\\b`,
      `\\b(?:stay|stick\\s+to\\s+being|remain)\\s+friends\\b|\\bdost\\s+(?:ban|reh)\\s+(?:sakte|skte)\\b|\\bfriends\\s+reh\\s+(?:sakte|skte)\\b`,
      `\\b(?:don'?t|do\\s+not|dont)\\s+see\\s+(?:us|this|it)\\s+(?:working|going)\\b|\\b(?:want|looking\\s+for)\\s+different\\s+things\\b|\\balag\\s+(?:cheezein|cheeze|cheez)\\s+chahte\\b`,
      `\\b(?:stop|end|leave|call)\\s+(?:it|this|things)\\s+here\\b|\\bshould\\s+stop\\s+(?:here|chatting|talking|this)\\b|\\bnot\\s+going\\s+to\\s+continue\\b|\\b(?:i'?m|im)\\s+out\\b[.!]`,
      `\\byahin\\s+(?:khatam|ruk|end|stop|band)\\w*|\\bbaat\\s+band\\b|\\b(?:ye|yeh)\\s+sab\\s+band\\b|\\b(?:hum|humse|tumse|ye|yeh)\\s+nahi\\s+ho\\s+(?:payega|paega|paayega)\\b|\\bkoi\\s+aur\\s+(?:dhundh|dhoondh|dekh)\\s*(?:lo|lena)\\b`,
      `\\b(?:don'?t|do\\s+not|dont)\\s+(?:think\\s+i\\s+)?want\\s+(?:a\\s+)?second\\s+date\\b|\\bnot\\s+(?:chasing|doing)\\s+(?:a\\s+third|this|long\\s+distance)\\b|\\bnot\\s+(?:really\\s+)?up\\s+for\\s+(?:anything\\s+|a\\s+)?long[-\\s]?distance\\b|\\bfind\\s+someone\\s+(?:else|your\\s+own\\s+age)\\b`,
      // "don't think i want to keep talking", "you're funny but nah", "scene nahi h", "ethe hi band kar rahi aa".
      `\\bdon'?t\\s+(?:think\\s+i\\s+)?want\\s+to\\s+keep\\s+(?:talking|chatting|texting|this\\s+going)\\b|\\bbut\\s+(?:nah+|nope)\\W*$|(?<!\\b(?:wala|wali|serious|casual|long[-\\s]term)\\s)\\bscene\\s+(?:nahi|nhi)\\s+(?:h|hai|banega|banta)\\b|\\b(?:ethe|yahin|yahi)\\s+(?:hi\\s+)?band\\s+kar\\b|\\blong\\s+distance\\s+(?:ka\\s+koi\\s+fayda\\s+(?:nahi|nhi)|won'?t\\s+work|isn'?t\\s+for\\s+me|nahi\\s+chalega)\\b`,
      // "aisa kuch feel ni ho raha… dosti theek h bas", "yahin rok dein", "don't see us wanting the same life", "call it now".
      `\\b(?:aisa\\s+)?kuch\\s+feel\\s+(?:ni|nahi|nhi)\\s+(?:ho\\s+raha|hota)\\b|\\bdosti\\s+(?:theek|thik)\\s+(?:h|hai)\\s+bas\\b|\\butna\\s+invested\\s+(?:nahi|nhi)\\b|\\bnot\\s+(?:as|that)\\s+invested\\b|\\byahin\\s+rok\\s+(?:dein|de|do|dete)\\b|\\b(?:don'?t|do\\s+not)\\s+see\\s+us\\s+(?:wanting|being)\\b|\\b(?:don'?t|do\\s+not)\\s+(?:believe|think)\\s+we'?re\\s+looking\\s+for\\s+the\\s+same\\b|\\bnot\\s+looking\\s+for\\s+the\\s+same\\s+thing\\b|\\b(?:better|best)\\s+to\\s+call\\s+it\\s+(?:now|here|quits)\\b|\\b(?:don'?t|do\\s+not)\\s+think\\s+i'?m\\s+ready\\s+(?:to\\s+be\\s+in|for)\\s+(?:a\\s+)?(?:relationship|dating)\\b`,
    ),
  },
  {
    // News that ends it: she is leaving the app or the city, back with an ex, promised to someone.
    reason: "moving_on",
    pattern: P(
      // "mai kisi ko dekh rahi hu aajkal… toh app band kar rahi hu".
      `\\b(?:main|mai|mein)\\s+kisi\\s+(?:aur\\s+)?(?:ko|se)\\s+(?:dekh|date\\s+kar)\\s+rahi\\s+(?:hu|hoon|hun|h)\\b|\\bapp\\s+(?:band|delete|uninstall)\\s+kar\\s+rahi\\b`,
      // "so i'm off the market 🙈", "logging off here", "off the apps for a while".
      `\\boff\\s+the\\s+market\\b|\\b(?:logging|signing)\\s+off\\s+(?:here|this\\s+app)\\b|\\boff\\s+the\\s+apps?\\b`,
      `\\b(?:deleting|deactivating|uninstalling|delete|deactivate|uninstall)\\s+(?:my\\s+|the\\s+|this\\s+)?(?:profile|account|app|apps|tinder|hinge|bumble)\\b|\\b(?:app|tinder|hinge|bumble)\\s+(?:bhi\\s+)?(?:delete|uninstall)\\b`,
      `\\b(?:com(?:e|ing)|log(?:ging)?|get(?:ting)?|quit(?:ting)?|leav(?:e|ing)|tak(?:e|ing)\\s+a\\s+break\\s+from)\\s+(?:off\\s+)?(?:the\\s+|this\\s+|all\\s+)?(?:dating\\s+)?(?:apps?|tinder|hinge|bumble|dating)\\b`,
      `\\blast\\s+day\\s+on\\s+(?:the\\s+|this\\s+)?(?:app|tinder|hinge|bumble)\\b|\\b(?:this|the)\\s+app\\s+and\\s+i\\s+are\\s+(?:done|breaking\\s+up)\\b`,
      `\\bclos(?:ing|e)\\s+my\\s+account\\b|\\bdeactivat\\w+\\b|\\bdone\\s+with\\s+(?:this|the)\\s+app\\b|\\byahan\\s+nahi\\s+aaungi\\b|\\bapp\\s+(?:bhi\\s+)?(?:aaj\\s+)?delete\\b`,
      `\\bback\\s+with\\s+my\\s+(?:ex|boyfriend|bf|partner)\\b|\\b(?:we'?re|we\\s+are)\\s+(?:trying|giving\\s+it\\s+a\\s+go)\\s+again\\b`,
      `\\b(?:ex|bf|boyfriend)\\b[^.!?\\n]{0,40}\\b(?:trying\\s+again|giving\\s+it\\s+another\\s+(?:shot|try|go)|back\\s+together|patch\\s*up|wapas)\\b|\\b(?:giving\\s+(?:it|us)\\s+another\\s+(?:shot|try)|back\\s+together)\\b`,
      `\\bpatch\\s*up\\s+(?:ho|kar)\\w*|\\bwapas\\s+(?:saath|sath|aa\\s+(?:gaya|gya))\\b`,
      `\\b(?:rishta|roka|sagai|mangni|engagement)\\s+(?:bhi\\s+)?(?:fix|pakka|final|tay)?\\s*(?:ho|kr|kar)\\s*(?:gaya|gya|gayi|gyi|diya|dia|ditta|dita|chuka|chuki)\\b`,
      `\\bexclusive\\s+(?:ho\\s+(?:gayi|gyi|gaye)|now|with\\s+(?:someone|him|a\\s+guy))\\b|\\b(?:we'?re|we\\s+are|i'?m|i\\s+am)\\s+(?:now\\s+|officially\\s+)?exclusive\\b|\\bretir(?:e|ing|ed)\\s+from\\s+(?:the\\s+)?(?:dating\\s+)?(?:apps?|dating)\\b`,
      `(?<!\\b(?:before|until|till|unless|time|when|if|once|whenever)\\s+(?:i'?ve\\s+|i\\s+have\\s+|i\\s+)?)\\b(?:met|meeting|started\\s+(?:seeing|dating))\\s+someone\\b|\\bseeing\\s+someone\\s+(?:now|new)\\b|\\bkisi\\s+se\\s+mili\\b`,
      `\\b(?:situationship|talking\\s+stage)\\s+(?:became|turned\\s+into)\\s+a\\s+relationship\\b`,
      // "i'm getting married in feb 💍", "meri shaadi fix ho gayi", "i'll just pause all this dating".
      `\\b(?:i'?m|i\\s+am|im)\\s+(?:getting\\s+married\\b|engaged\\b(?!\\s+(?:in|with)\\b))|\\bmeri\\s+(?:shaadi|shadi)\\s+(?:fix|pakki|tay|ho\\s+rahi)\\b|\\bpaus(?:e|ing)\\s+(?:all\\s+)?(?:this\\s+)?(?:dating|the\\s+apps?|apps)\\b`,
      // "my last chat on the app"; above it, "exclusive ho gayi hoon", "we're exclusive now", "retiring from the apps".
      `\\b(?:my\\s+)?last\\s+(?:conversation|chat|message)\\s+on\\s+(?:the\\s+|this\\s+)?(?:app|apps|tinder|hinge|bumble)\\b`,
    ),
  },
  {
    reason: "slow_down",
    pattern: P(
      // "bit much for 3 days of texting", "can we chill a bit", "a couple more chats before…", "milne ke liye tayyar nahi",
      // "can we pump the brakes a little", "dial it back", "itna sab mat karo, mujhe pressure lagta h".
      `\\b(?:a\\s+)?bit\\s+much\\s+for\\b|\\b(?:can|could)\\s+we\\s+(?:chill|cool\\s+it|ease\\s+(?:up|off)|tone\\s+it\\s+down)\\s+a\\s+(?:bit|little)\\b|\\bneed\\s+(?:a\\s+(?:few|couple(?:\\s+of)?)|some)\\s+more\\s+(?:chats?|convos?|conversations?|texts?|calls?)\\s+before\\b|\\bmilne\\s+ke\\s+liye\\s+(?:\\w+\\s+){0,2}(?:tayyar|taiyaar|taiyar|ready)\\s+(?:nahi|nhi)\\b|\\bpump\\s+the\\s+brakes\\b|\\bdial\\s+it\\s+back\\b|\\bpressure\\s+(?:lagta|lagti|lag\\s+raha|feel\\s+hota)\\b`,
      `\\bslow\\s+(?:it\\s+|things\\s+)?down\\b|\\b(?:too|so)\\s+fast\\b|\\btak(?:e|ing)\\s+(?:it|things|this(?:\\s+part)?|this\\s+one)\\s+slow(?:ly|er)?\\b`,
      `\\b(?:need|want|give\\s+me)\\s+(?:some\\s+|a\\s+(?:bit|little)\\s+of\\s+|a\\s+few\\s+days\\s+of\\s+)?(?:space|time)\\b|\\b(?:ek\\s+do|do\\s+teen|kuch)\\s+din\\s+(?:de\\s*do|dedo|do)\\s+sochne\\b|\\bnot\\s+ready\\b(?!\\s+(?:for\\s+)?(?:anything\\s+|something\\s+)?(?:too\\s+|that\\s+)?(?:serious|heavy|labels?|commitment|the\\s+big))`,
      `\\b(?:you'?re|you\\s+are|ur|this\\s+is|it'?s)\\s+(?:being\\s+)?(?:a\\s+bit\\s+|way\\s+|too\\s+|kinda\\s+|really\\s+)?(?:too\\s+much|a\\s+lot|intense|pushy|overwhelming)\\b`,
      // "a slow-burn, no-rush person", "thoda slow chal rahi hu", "mujhe time lagta hai", "easy tiger", "too much too
      // soon", "one date first before we book out the whole week".
      `\\bslow[-\\s]?burn\\b|\\bno[-\\s]rush\\s+person\\b|\\bslow\\s+chal\\w*|\\b(?:mujhe|main)\\s+time\\s+lagta\\s+hai\\b|\\bbut\\s+not\\s+fast\\b|\\beasy\\s+tiger\\b|\\btoo\\s+much\\s+too\\s+soon\\b|\\bone\\s+date\\s+first\\b`,
      `\\bdheere\\b|\\bitni\\s+jaldi\\b|\\bjaldi\\s+(?:mat|na)\\b|\\b(?:space|time)\\s+chahiye\\b`,
    ),
  },
  {
    // A limit on how, when or how much he texts, calls or asks: not the end, but nothing that pushes past it.
    reason: "limit",
    pattern: P(
      // "lunch, not dinner", "abhi ke liye yahin baat karte hain", "first date's somewhere public thanks", "I do mind a little".
      `\\b(?:lunch|coffee|drinks?|a\\s+walk),?\\s+(?:not|dinner\\s+nahi)\\b|\\byahin\\s+baat\\s+karte\\s+(?:hain|h)\\b|\\bfirst\\s+date'?s?\\s+(?:is\\s+)?(?:somewhere\\s+)?public\\b|\\bi\\s+do\\s+mind\\b`,
      // "pics maangna band kar", "voice notes bhejna band karo": stop sending or asking for one thing.
      `\\b(?:pics?|photos?|selfies?|snaps?|nudes?|msgs?|messages?|texts?|calls?|voice\\s*notes?|gifs?|memes?|reels?)\\s+(?:maangna|mangna|bhejna|karna|puchna)\\s+band\\s+kar`,
      // "not interested in a hookup, just to be upfront", "i don't do sexting": a term, not a no to him.
      `\\bnot\\s+(?:really\\s+)?(?:interested\\s+in|into|looking\\s+for|here\\s+for)\\s+(?:a\\s+)?(?:hook\\s*ups?|casual\\s+sex|one[-\\s]night\\s+stands?|flings?|sexting|nudes|fwb)\\b|\\bi\\s+don'?t\\s+do\\s+(?:sexting|hook\\s*ups?|nudes|one[-\\s]night\\s+stands?|fwb)\\b`,
      // "i can't really talk today", "not going to be much company this week", "aaj thoda kam baat karungi",
      // "kuch din kam baat hogi", "7 baje ke baad msg karna", "12 baje ke baad phone band": how much or when, for now ("can't talk tonight,
      // tomorrow?" asks for another time instead).
      `\\bcan'?t\\s+(?:really\\s+)?(?:talk|text|chat)\\s+(?:much\\s+)?(?:today|tonight|this\\s+week|right\\s+now|for\\s+a\\s+(?:bit|while|few\\s+days))\\b(?![^?]*\\?)|\\bnot\\s+(?:going\\s+to|gonna)\\s+be\\s+much\\s+company\\b|\\bkam\\s+baat\\s+(?:karungi|karoongi|hogi|ho\\s+payegi|kar\\s+paungi)\\b|\\b(?:uske|iske|baje\\s+ke|(?:class|office|kaam|exam|exams|tuition|shift)\\s+ke)\\s+baad\\s+(?:msg|message|text|call)\\s+(?:karna|karo|kar\\s+lena)\\b|\\bbaje\\s+ke\\s+baad\\s+(?:phone|chat|baat)\\s+band\\b`,
      // "stop with the 'babe'", "'jaan'… mat bolo abhi", "chill w the 'where are u' texts", "rather not speak on the phone", "not in a texting mood".
      `\\b(?:stop|quit)\\s+with\\s+the\\b|\\b(?:jaan|jaanu|babe|baby|shona|darling)\\b[^.!?]{0,60}[.!?]?[^.!?]{0,30}\\bmat\\s+(?:bolo|bulao|kaho|bolna)\\b|\\bchill\\s+w(?:ith)?\\s+the\\b|\\bchill\\s+kar\\s+thoda\\b|\\b(?:would|'d)\\s+rather\\s+not\\s+(?:speak|talk|call|video\\s*call|facetime)\\b|\\bnot\\s+in\\s+(?:a|the)\\s+(?:texting|talking|chatting)\\s+mood\\b`,
      // "i don't do late night calls", "can we talk after 9?", "evenings are better for texting".
      `\\bi\\s+don'?t\\s+do\\s+(?:late[-\\s]night|video|voice|phone)\\s*(?:calls?|first\\s+dates|dates|chats?)?\\b|\\bcan\\s+we\\s+(?:talk|text|chat)\\s+(?:after\\s+\\d|tmrw|tomorrow|later)\\b|\\b(?:evenings?|nights?|weekends?|mornings?)\\s+(?:are|is)\\s+better\\s+for\\s+(?:texting|talking|chatting|calls?)\\b`,
      `(?<!\\b(?:i|we|u|you|they|he|she|people|guys|men|i\\s+usually|i\\s+really)\\s)\\b(?:don'?t|dont|dnt|do\\s+not|pls\\s+don'?t|can\\s+(?:you|u)\\s+not|could\\s+(?:you|u)\\s+not|let'?s\\s+not|no\\s+more)\\s+(?:\\w+\\s+){0,2}?(?:text|texting|call|calling|msg|message|messaging|send|sending|facetime|video\\s*call|voice\\s*notes?|double\\s*text\\w*|comment|show\\s+up|call\\s+me)\\b`,
      `\\bno\\s+(?:more\\s+)?(?:calls|video\\s*calls?|facetime|voice\\s*notes?|double\\s*texts?|forwards|pics|photos|selfies)\\b|\\bno\\s+(?:calls?|texts?|msgs?)\\s+(?:after|before|during|at|this|today|tonight)\\b`,
      `\\b(?:can\\s+we|let'?s|could\\s+we)\\s+(?:maybe\\s+)?keep\\s+(?:it|things|this|the\\s+\\w+|politics|money(?:\\s+talk)?|work)\\s+(?:pg|light|short|slow|out\\s+of|to\\s+(?:chat|text|the\\s+app))`,
      `\\b(?:only|just)\\s+(?:text|reply|chat|talk)\\s+(?:at|after|in\\s+the|during|on)\\b|\\b(?:offline|off\\s+(?:my\\s+)?phone)\\s+(?:after|from|till|until|before)\\b`,
      `\\b(?:msg|msgs|message|messages|text|texts|call|calls|video\\s*call|photo|photos|pics?|selfies?|voice\\s*notes?|forwards?|questions|reply)\\s+(?:\\S+\\s+){0,3}?(?:mat|mt)\\s+(?:karo|kro|kiya|karna|krna|kijiye|bhejo|bhejna|bheja|bhejiye|pucho|puchho|puchiye|karein)\\b`,
      `\\b(?:mat|mt)\\s+(?:bhejo|bhejna|bhejiye|bheja\\s+kar|puchho|pucho|puchiye|bulao|bulana|kiya\\s+karo|kiya\\s+kro)\\b`,
      `\\b(?:itne|itna|baar\\s+baar)\\s+(?:\\S+\\s+){0,2}?(?:msgs?|messages?|calls?|questions|sawaal)\\s+(?:\\S+\\s+){0,2}?(?:mat|mt|na)\\b`,
      `\\b(?:one|two|ek|do)\\s+(?:call|calls|message|msg)\\s+(?:a|per|ek)\\s+(?:day|week|din|hafte)\\s+(?:is\\s+)?(?:enough|kaafi|bahut)\\b|\\b(?:is|are)\\s+(?:a\\s+bit\\s+|way\\s+)?too\\s+much\\b`,
      `\\b(?:not|nahi|nhi)\\s+(?:ready|comfortable)\\s+(?:to|for|with)?\\s*(?:meet|meeting|milne|video|call|share|sharing|come\\s+over|your\\s+place)\\b`,
      `\\b(?:i'?d|i\\s+would)\\s+(?:rather|prefer)\\s+(?:you\\s+didn'?t|we\\s+(?:don'?t|didn'?t)|not\\s+(?:share|tell|say|video|call|facetime|discuss|talk\\s+about|meet\\s+(?:at|yet)|come))\\b`,
      // Asked of him: "could you stop commenting on what I eat?", "can you text a little less?", "Stop
      // typing paragraphs when I'm in a meeting", "I'd prefer if we didn't discuss…", "is it okay if I
      // take a few days?", "not in the mood to talk tonight", "can we stick to text for a bit?", "I'm not
      // going to tell you what I earn", "dobara aisa mat kijiyega", "aisa nahi chalega".
      `\\b(?:can|could|would)\\s+(?:you|u)\\s+(?:please\\s+|pls\\s+)?(?:stop|quit|avoid)\\s+(?!${PLAYFUL_STOP})\\w+ing\\b|\\b(?:can|could)\\s+(?:you|u)\\s+(?:please\\s+|pls\\s+)?(?:text|message|msg|call)\\s+(?:me\\s+)?(?:a\\s+(?:little|bit|lot)\\s+)?less\\b`,
      `(?:^|[.!?]\\s+)(?:please\\s+|pls\\s+)?stop\\s+(?!${PLAYFUL_STOP})(?:${HOW_HE_TEXTS}|calling|texting|messaging)\\w*\\b`,
      `\\bi'?d\\s+(?:really\\s+)?(?:prefer|rather)\\s+(?:if\\s+)?(?:we|you)\\s+(?:didn'?t|don'?t)\\b|\\bi'?d\\s+(?:really\\s+)?prefer\\s+not\\s+to\\b`,
      `\\bnot\\s+in\\s+the\\s+mood\\s+to\\s+(?:talk|text|chat|meet)\\b|\\b(?:baat|milne)\\s+ka\\s+mann\\s+(?:nahi|nhi|nahin)\\b`,
      `\\b(?:okay|ok|alright)\\s+if\\s+i\\s+(?:take|need)\\s+(?:a\\s+few|some|a\\s+couple\\s+of)\\s+(?:days?|time|space)\\b|\\bi\\s+need\\s+(?:some\\s+)?space\\b`,
      `\\b(?:can|could)\\s+we\\s+(?:just\\s+)?stick\\s+to\\s+(?:text|texting|chat|chatting)\\b|\\btext\\s+hi\\s+(?:thik|theek)\\b|\\b(?:phone|call)\\s+pe\\s+baat\\s+(?:nahi|nhi)\\s+(?:kar|kr)\\s+(?:sakti|skti)\\b`,
      `\\bi'?m\\s+not\\s+(?:going\\s+to|gonna)\\s+(?:tell|share|discuss|send|give)\\s+(?:you|u|a\\s+stranger)\\b`,
      `\\bdobara\\s+aisa\\s+mat\\b|\\baisa\\s+nahi\\s+chalega\\b|\\bse\\s+pehle\\s+text\\s+kar(?:o|na)\\b`,
      // "politics pe baat nahi karni", "ex ke baare mein baat nahi karni": a topic off the table, not him.
      `\\b(?!(?:tum|tumse|aap|aapse|tujhse|is|iss|us|uss)\\b)[a-z]{2,}\\s+(?:ke\\s+(?:baare|bare)\\s+(?:mein|me|mai)|pe|par)\\s+(?:abhi\\s+)?baat\\s+(?:nahi|nhi|mat)\\s+(?:karni|karna|karte|karo|kro)\\b`,
      // "i don't meet anyone from here till we've talked for a month".
      `\\b(?:don'?t|dont|do\\s+not|never|won'?t)\\s+meet\\s+(?:anyone|anybody|people|guys|matches)\\b[^.!?]{0,25}\\b(?:till|until|before|unless)\\b|\\b(?:till|until)\\s+we'?ve\\s+(?:talked|chatted|texted)\\s+for\\s+(?:a|an|\\d+|two|three|four|few)\\s+(?:\\w+\\s+)?(?:weeks?|months?)\\b`,
      // She will be away or slow: "going quiet for a few days", "replies will be slow", "kam reply karungi".
      `\\b(?:go(?:ing)?|gonna\\s+go|be)\\s+(?:a\\s+bit\\s+)?(?:quiet|dark|offline|mia)\\s+for\\b|\\breplies\\s+will\\s+be\\s+slow\\b|\\b(?:kam|late)\\s+reply\\s+karungi\\b|\\b(?:reply|baat)\\s+(?:nahi|nhi|ni)\\s+(?:kar|kr)\\s+(?:paungi|paaungi|payungi|sakungi)\\b|\\b(?:may|might|will|'ll)\\s+be\\s+(?:a\\s+bit\\s+|kinda\\s+|super\\s+)?slow\\s+(?:to\\s+(?:reply|respond|text)|replying)\\b|\\bthoda\\s+time\\s+do\\b|\\bkuch\\s+din\\s+chahiye\\b|\\bmann\\s+(?:nahi|nhi)\\s+hai\\s+baat\\b|\\bbaat\\s+karne\\s+ka\\s+mann\\s+(?:nahi|nhi)\\b|\\b(?:calls?|msgs?|messages?|replies|baat)\\s+(?:thodi|thoda|bahut|bohot)?\\s*kam\\s+(?:hongi|hoga|hogi|honge)\\b`,
      // Beside her news: "kuch din baat kam ho paayegi", "abhi baat nahi kar sakti", "going to be fairly absent", "might be quiet".
      `\\b(?:baat|phone|calls?)\\s+(?:kam|nahi|nhi|na)\\s+(?:ho\\s+)?(?:paayegi|payegi|paaungi|paungi|kar\\s+(?:paungi|paaungi|sakti|paaoon|paun|sakungi))\\b|\\b(?:zyada|jyada)\\s+baat\\s+(?:na|nahi|nhi)\\s+kar\\s+(?:paaoon|paun|paungi|paaungi|sakungi)\\b|\\bphone\\s+pe\\s+(?:nahi|nhi)\\s+(?:rahungi|rahoongi)\\b|\\bbaad\\s+mein\\s+baat\\s+(?:karti|karungi)\\b|\\b(?:going\\s+to\\s+be|gonna\\s+be|i'?ll\\s+be|might\\s+be)\\s+(?:fairly\\s+|pretty\\s+|quite\\s+|a\\s+bit\\s+)?(?:absent|quiet|mia|offline|scarce)\\b|\\bnot\\s+in\\s+a\\s+(?:good\\s+)?place\\s+to\\s+(?:chat|talk|text)\\b|\\bnot\\s+(?:really|rlly|rly|that)\\s+in\\s+(?:a|the)\\s+(?:texting|talking|chatting)\\s+mood\\b|\\b(?:phone|call)\\s+mat\\s+karna\\b|\\bi\\s+can'?t\\s+do\\s+today\\b|\\b(?:dating|date)\\s+ke\\s+mood\\s+mein\\s+(?:nahi|nhi)\\b|\\bmann\\s+(?:nahi|nhi)\\s+hai\\s+kisi\\s+se\\s+baat\\b`,
      `\\bplease\\s+don'?t\\s+(?:add|do\\s+that|tag|share|post|screenshot|follow|come|show\\s+up)\\b|\\bi\\s+don'?t\\s+want\\s+you\\s+to\\s+(?:come|call|visit|show\\s+up)\\b|\\bnot\\s+going\\s+to\\s+come\\s+to\\s+your\\b|\\bi'?m\\s+not\\s+sending\\b`,
      `\\bkeep\\s+(?:our|the)\\s+(?:chats?|texts?|calls?|conversations?|voice\\s+notes?)\\s+(?:to|under|short)\\b|\\b(?:take|taking)\\s+the\\s+physical\\s+(?:side|stuff)\\s+slow(?:ly)?\\b`,
      // "please call before 9 pm if at all", "could we keep texts to before 11?", "I'm not comfortable coming to
      // your flat", "'dear' bolte ho toh office email jaisa lagta hai, naam le sakte ho", "I don't drink, so no pub crawls".
      `\\bkeep\\s+(?:the\\s+)?(?:texts?|texting|calls?|messages?|chats?|msgs?)\\s+(?:to\\s+)?(?:before|after|under|till|until)\\b|\\bplease\\s+(?:only\\s+)?(?:call|text|message|msg)\\s+(?:me\\s+)?(?:only\\s+)?(?:before|after)\\s+\\d|\\b(?:i'?m|i\\s+am|im)\\s+not\\s+(?:really\\s+|super\\s+|very\\s+|totally\\s+|that\\s+)?comfortable\\s+(?:with|coming|going|meeting|sharing|sending|doing|giving|at|to)\\b|\\b(?:dear|babe|baby|jaan|jaanu|sweetheart|darling|shona)\\b[^.!?]{0,60}\\bnaam\\s+(?:le|lo|se)\\b|\\bkeep\\s+texting\\b[^.!?]{0,30}\\bbefore\\s+(?:we\\s+)?(?:try\\s+)?(?:a\\s+)?(?:call|calling|video|meet)|\\bi\\s+don'?t\\s+(?:drink|smoke|eat\\s+\\w+)\\b[^.!?]{0,20}\\bso\\s+no\\s+\\w+`,
      // "naam se bulao", "'jaanu' pe mat aa", "please just keep it to here", "I'll be a bit quiet for a few days",
      // "2-3 din baat nahi ho payegi" (beside her news, care that asks nothing).
      `\\bnaam\\s+se\\s+(?:bulao|bulaya\\s+karo|bolo|bula)\\b|\\b(?:jaan|jaanu|babe|baby|madam)\\b[^.!?]{0,20}\\bpe\\s+mat\\s+aa\\b|\\bkeep\\s+it\\s+(?:to\\s+)?(?:here|on\\s+(?:here|the\\s+app))\\b|\\bbe\\s+(?:a\\s+bit\\s+)?quiet\\s+(?:for\\s+(?:a\\s+few|some|a\\s+couple\\s+of|\\d+)\\s+days|this\\s+week|for\\s+a\\s+(?:bit|while))\\b|\\bbaat\\s+nahi\\s+ho\\s+payegi\\b|\\b(?:few|couple\\s+of)\\s+days\\s+offline\\b|\\btexting\\s+will\\s+be\\s+(?:patchy|slow|spotty)\\b`,
      // "one rule: no 'good morning beautiful' texts", "just not at 3am", "pressure se nahi dungi", "'nahi' ka matlab
      // nahi", "I'm off-grid, won't reply much", "screenshot mat lo", "lamba lamba mat likha kar".
      `\\b(?:one|house|small\\s+house|my\\s+only|only\\s+one|ground)\\s+rule\\s*:\\s*no\\b|\\bjust\\s+not\\s+(?:at|after|before)\\s+\\d|\\bpressure\\s+se\\s+nahi\\b|\\bnahi'?\\s+ka\\s+matlab\\s+nahi\\b|\\bno\\s+means\\s+no\\b|\\boff[-\\s]grid\\b|\\bwon'?t\\s+(?:be\\s+able\\s+to\\s+)?reply\\s+much\\b|\\bscreenshot\\s+mat\\b|\\blamba\\s+(?:lamba\\s+)?mat\\s+likh\\w*`,
      // "I don't really have it in me to chat tonight", "so I might be slow".
      `\\b(?:don'?t|do\\s+not)\\s+(?:really\\s+)?have\\s+it\\s+in\\s+me\\s+to\\s+(?:chat|talk|text|reply)\\b|\\b(?:might|may)\\s+be\\s+(?:a\\s+bit\\s+)?slow\\b`,
      // "can u not like every single one of my posts", "abhi se next teen weekends plan mat karo", "i'm not into the
      // 'morning gorgeous' thing", "can we cap the memes at five a day?".
      `\\bcan\\s+(?:you|u)\\s+(?:please\\s+|pls\\s+)?not\\s+(?!be\\s+(?:so\\s+)?(?:cute|sweet|charming|adorable|funny))\\w+|\\babhi\\s+se\\s+[^.!?]{0,40}\\b(?:mat|mt)\\s+(?:karo|kro|bolo|banao)\\b|\\bplans?\\s+(?:abhi\\s+(?:se\\s+)?)?(?:mat|mt)\\s+(?:karo|kro|banao)\\b|\\bnot\\s+(?:really\\s+)?(?:into|a\\s+fan\\s+of|big\\s+on)\\s+(?:the\\s+)?['"‘“][^'"’”]{1,40}['"’”]\\s+(?:thing|stuff|texts?|messages?|bit)|\\bcap\\s+(?:the\\s+)?\\w+(?:\\s+\\w+)?\\s+at\\b`,
      // "one proper conversation a day than fifty little ones", "the daily texting thing", "full sentences, please".
      `\\b(?:one|a\\s+single|1)\\s+(?:\\w+\\s+){0,2}(?:chat|conversation|call|text|message|catch[-\\s]?up)s?\\s+(?:a|per)\\s+(?:day|week)\\b|(?<!\\b(?:u|you)\\s+(?:reply|text|message)\\s+)\\bonce\\s+or\\s+twice\\s+a\\s+(?:day|week)\\b|\\bdaily\\s+texting\\b|\\bfull\\s+sentences,?\\s+(?:please|pls)\\b`,
      // "i'm not looking to meet up", "ex aur shaadi wale topics band", "shaadi ki baat mat karo", "zor se mat bola karo", "mazak mat udaiye",
      // "not telling a stranger my building", "I won't meet anywhere that serves alcohol", "salary nahi batati".
      `\\bnot\\s+(?:really\\s+)?looking\\s+to\\s+meet\\s+up\\b|\\btopics?\\s+band\\b|\\b\\w+'?\\s+(?:ki|ke\\s+(?:baare|bare)\\s+(?:mein|me))\\s+baat\\s+(?:mat|na)\\s+(?:karo|kro|karna|krna)\\b|\\bmat\\s+(?:bola|kaha|bheja|pucha|poocha|likha|udaya|udao|udaiye)\\s*(?:karo|kro|kijiye)?\\b|\\bnot\\s+telling\\s+(?:a\\s+stranger|you|u)\\s+my\\b|\\bi\\s+won'?t\\s+(?:meet|go|come)\\s+(?:anywhere|somewhere|to\\s+a|at\\s+a)\\b|\\b(?:nahi|nhi)\\s+batati\\b`,
      // "don't ask about my ex again", "please don't expect much from me this week", "video call ekhon na", "not at
      // your place", "I can't do anything after nine".
      `\\b(?:don'?t|do\\s+not|pls\\s+don'?t|please\\s+don'?t)\\s+(?:ask|bring\\s+up|talk\\s+about|mention)\\s+(?:me\\s+)?(?:about\\s+)?(?:my|the)\\s+\\w+|\\bdon'?t\\s+expect\\s+(?:much|a\\s+lot|too\\s+much)\\b|\\bvideo\\s+call\\s+ekhon\\s+na\\b|\\b(?:tumhare|tumhara|your|ur)\\s+(?:ghar|place|flat|house)\\s+(?:pe\\s+|par\\s+)?(?:nahi|nhi|not)\\b|\\bnot\\s+at\\s+(?:your|ur)\\s+(?:place|flat|house)\\b|\\bcan'?t\\s+do\\s+(?:anything\\s+)?(?:after|past|later\\s+than)\\s+\\w+`,
      // "so I won't answer then", "i'm not able for a long chat tonight".
      `\\bso\\s+i\\s+won'?t\\s+(?:be\\s+able\\s+to\\s+)?(?:answer|reply|respond)\\s+(?:then|during|till|until|after|before|between)\\b|\\bnot\\s+(?:able|up)\\s+for\\s+a\\s+(?:long\\s+|big\\s+|proper\\s+)?(?:chat|talk|convo|conversation)\\b`,
      // "main 11 ke baad phone silent kar deti hu".
      `\\b(?:phone|mobile|notifications?)\\s+(?:silent|band|off|dnd)\\s+(?:kar\\s+deti|karti|rakhti|kar\\s+leti|rehta)\\b`,
      // "not really up for chatting this week", "can we keep work off the table for a bit?".
      `\\bnot\\s+(?:really\\s+|super\\s+|too\\s+)?up\\s+for\\s+(?:chatting|talking|texting|calls?|much\\s+(?:chat|talk|texting))\\b|\\bkeep\\s+(?:\\w+\\s+){1,2}off\\s+the\\s+table\\b`,
      `\\bshare\\s+nahi\\s+karti\\b|\\bvideo\\s+call\\s+nahi\\s+karenge\\b|\\bmilna\\s+abhi\\s+(?:nahi|nhi)\\b|\\b(?:tag|msg|message|call)\\s+karna\\s+band\\s+kar\\w*\\b|\\b(?:ek\\s+do|ek|do)\\s+baar\\s+message\\s+karna\\s+kaafi\\b`,
    ),
  },
  {
    reason: "goodbye",
    pattern: P(
      `\\bthis\\s+is\\s+where\\s+i\\s+(?:leave|get\\s+off|exit|bow\\s+out)\\b|\\bbye\\s+bye,?\\s+(?:main|mai)\\s+chali\\b`,
      `\\b(?:goodbye|good\\s+bye)\\b(?![^.!?]*\\b(?:tomorrow|later|soon)\\b)`,
      `\\bhave\\s+a\\s+(?:nice|good)\\s+life\\b|\\bbest\\s+of\\s+luck\\s+(?:with\\s+)?(?:everything|out\\s+there)\\b`,
      `^\\s*(?:ok(?:ay)?\\s*|bas\\s*|alright\\s*)[,.!]*\\s*bye+\\s*[.!]*\\s*$|^\\s*bye+\\s*[.!]*\\s*$`,
      `\\bbas[,.!\\s]+bye\\b`,
    ),
  },
];

// She complains about something he did: the reply apologises, and doesn't argue or push.
// The question he skipped, said to him: a complaint (COMPLAINT) and what it is about (COMPLAINT_ABOUT).
const SKIPPED_QUESTION = `\\b(?:ignor(?:e|ed|ing)|skipp?ed)\\s+(?:my|mera|meri)\\s+(?:question|sawaal|sawal|msg|message)|\\b(?:question|sawaal|sawal)\\s+(?:ignore|skip)\\s+(?:kyun|kyu|kyon|kar\\s+diya|kiya)`;

const NEVER_ASKED = `\\b(?:you|u|ur)\\s+(?:have\\s+|'ve\\s+)?(?:never|not\\s+once|didn'?t\\s+even)\\s+ask(?:ed)?\\s+(?:me\\s+)?(?:anything|about\\s+me|what|how|where|a\\s+single)\\b|(?<!\\b(?:maine|mai|main|i)\\s+)\\b(?:ek\\s+baar\\s+bhi|kabhi)\\s+(?:nahi|nhi)\\s+(?:pucha|puchha|poocha|puchi)\\b`;

export const COMPLAINT = P(
  `\\b(?:that|this|it|your)(?:\\s+(?:joke|comment|message|text|line|pic|photo|question|remark))?(?:\\s+was|'?s|\\s+is)\\s+(?:really\\s+|so\\s+|kinda\\s+|kind\\s+of\\s+|a\\s+bit\\s+|pretty\\s+|super\\s+|very\\s+)?(?:rude|creepy|weird|inappropriate|mean|offensive|gross|disrespectful|uncalled\\s+for|not\\s+(?:cool|okay|ok|funny)|uncomfortable|too\\s+much)\\b`,
  `\\b(?:you'?re|you\\s+are|ur|you\\s+were|you'?ve\\s+been)\\s+(?:being\\s+)?(?:really\\s+|so\\s+|kinda\\s+|a\\s+bit\\s+|very\\s+)?(?:rude|creepy|weird|mean|disrespectful|annoying|pushy|inappropriate|desperate)\\b`,
  `\\bwhy\\s+would\\s+(?:you|u)\\s+(?:say|send|ask)\\b|\\b(?:made|makes|making)\\s+me\\s+(?:feel\\s+)?uncomfortable\\b`,
  `(?<!\\b(?:we|let'?s|to|can|if\\s+(?:you|u))\\s+)\\b(?:keep|kept)\\s+(?:double\\s+)?(?:texting|messaging|asking|sending)\\b|\\bdouble\\s+text\\w*\\b|\\bwasn'?t\\s+funny\\b|\\bnot\\s+funny\\b`,
  `\\b(?:rude|badtameez|creepy|ajeeb|ganda|ghatiya|cheap)\\s+(?:ho|the|tha|thi|hai|baat|joke|lag|lagi|laga|mat)\\b|\\bbadtameezi\\b|\\btameez\\s+(?:nahi|nhi|se)\\b`,
  `\\bbaar\\s+baar\\s+(?:message|msg|text|call)\\w*|\\birritate\\s+(?:ho|kar)\\w*`,
  `\\bbura\\s+(?:laga|lagta|lagi)\\b|\\baisi\\s+baat\\b|\\buncomfortable\\s+(?:feel|kar|lag|ho)\\w*`,
  // His silence, his dry texts, a promise he broke, said to him: "u take 2 days to reply", "nothing for
  // 3 days", "you always just say haha", "you said you'd call and then nothing", "itna late reply kyun".
  `\\b(?:you|u|tum|aap)\\s+(?:always\\s+|literally\\s+)?(?:take|took|takes|lete\\s+ho|lagate\\s+ho)\\s+(?:like\\s+)?(?:\\d+|two|three|few|forever|ages|do|teen)\\s*(?:days?|hours?|hrs?|din|ghante)?\\s+(?:to\\s+(?:reply|respond|text)|reply)`,
  `\\b(?:nothing|no\\s+(?:text|reply|message)|radio\\s+silence|silence)\\s+for\\s+(?:\\d+|two|three|four|few)\\s+(?:days?|hours?|hrs?)\\b`,
  `\\byou\\s+said\\s+you(?:'?d|\\s+would)\\s+[^.?!]{1,40}?\\b(?:and\\s+then\\s+nothing|but\\s+(?:never|didn'?t|nothing|you\\s+didn'?t))`,
  `\\b(?:you|u)\\s+(?:always|only|just)\\s+(?:just\\s+)?(?:say|reply|send|text)\\s+['"‘“]?(?:haha|lol|ok|k|hmm)\\b`,
  // "tumne kaha tha Friday call karoge, kya hua?", "you said you'd send the song, still waiting": his
  // promise, asked after.
  `\\b(?:tumne|aapne|tune)\\s+(?:kaha|bola)\\s+tha\\b[^.?!]{0,40}?\\b(?:kya\\s+hua|nahi\\s+(?:kiya|aaya|bheja)|bhool\\s+gaye|kahan\\s+hai)|\\byou\\s+said\\s+(?:you'?d|you\\s+would|you'?ll)\\b[^.?!]{0,40}?\\bstill\\s+waiting\\b`,
  // "mera question ignore kyun kiya", "you ignored my question": the question he skipped.
  SKIPPED_QUESTION,
  // "you never asked me anything about myself", "ek baar bhi nahi pucha main kya karti hu": he asks nothing.
  NEVER_ASKED,
  `\\b(?:itna|itni|kitna)\\s+(?:late|der)\\s+(?:se\\s+)?(?:reply|jawab)|\\breply\\s+(?:kyun|kyu|kyon)\\s+(?:nahi|nhi)\\b|\\b(?:\\d+|do|teen)\\s+din\\s+(?:baad|se|lag\\w*)\\s+(?:reply|jawab)`,
);

// What her complaint is about, where it names it: his slow replies or silence, dry one-word texting, a
// promise he didn't keep. The apology names it ("Sorry for the radio silence") instead of apologising
// for a rude remark he never made.
export const COMPLAINT_ABOUT = {
  ignored: P(
    SKIPPED_QUESTION,
    `\\bdodged\\s+(?:my|mera|meri)\\s+(?:question|sawaal|sawal|msg|message)|\\bi\\s+ask(?:ed)?\\s+you\\s+(?:\\w+\\s+){0,3}questions?\\s+and\\s+you\\s+answer`,
  ),
  promise: P(
    `\\b(?:you\\s+said\\s+you'?d|you\\s+said\\s+you'?ll|you\\s+said\\s+you\\s+would|you\\s+promised|you\\s+were\\s+supposed\\s+to|tumne\\s+(?:bola|kaha)\\s+tha|promise\\s+kiya\\s+tha|wada\\s+kiya\\s+tha)\\b`,
  ),
  dry: P(
    `['"‘“]?\\bhaha['"’”]?\\s+again\\b|\\bphir\\s+(?:se\\s+)?['"‘“]?haha|\\b(?:dry\\s+(?:text\\w*|replies|af)|one[-\\s]word\\s+(?:replies|answers|texts)|(?:just|only|always)\\s+(?:say|reply|send|write)\\w*\\s+['"‘“]?(?:haha|lol|ok|k|hmm|nice)\\b|sirf\\s+(?:haha|ok|hmm|acha)\\b|low\\s+effort|zero\\s+effort|effort\\s+(?:nahi|nhi|zero)|answer\\s+one|never\\s+ask\\s+(?:me\\s+)?(?:anything|a\\s+question|questions))`,
    NEVER_ASKED,
  ),
  slow: P(
    `\\b(?:repl(?:y|ies|ied|ying)|text(?:ed|ing)?\\s+back|respond\\w*|ghost\\w*|disappear\\w*|mia|vanish\\w*|radio\\s+silence|afterthought|left\\s+(?:me\\s+)?hanging|left\\s+(?:me\\s+)?on\\s+(?:read|seen)|seen\\s+zone|gayab|der\\s+se|itna\\s+late|kahan\\s+(?:the|thi|gaye|ho)|busy\\s+ho\\s+kya)\\b|\\b(?:\\d+|two|three|four|few|do|teen)\\s+(?:days?|din|hours?|hrs?|ghante)\\b`,
  ),
} as const;

export const STRESS = P(
  `\\b(?:so\\s+|really\\s+|super\\s+|very\\s+|kinda\\s+)?(?:stressed|anxious|nervous|overwhelmed|exhausted|drained|burnt\\s+out|burned\\s+out|tired|sleepy|sick|unwell|low|down|sad|upset|lonely|homesick|frustrated)\\b`,
  `\\b(?:long|rough|bad|tough|terrible|awful|hard|shit|crappy|hectic|crazy)\\s+(?:day|week|night|month|time)\\b|\\bpanic\\w*\\b|\\bcrying\\b|\\bcried\\b|\\bfever\\b|\\bheadache\\b|\\bmigraine\\b|\\b(?:work|week|life|day|office)(?:'s|\\s+(?:has|is|was))?\\s+(?:been\\s+)?(?:so\\s+|just\\s+|absolutely\\s+)?(?:insane|crazy|hectic|brutal|chaotic|nuts|mad|a\\s+mess)\\b|\\b(?:week|day|month)\\s+from\\s+hell\\b`, // "work's been insane this week"
  `\\b(?:exam|exams|interview|presentation|deadline|viva|boards)\\s+(?:tomorrow|tmrw|kal|today|aaj|next\\s+week|on\\s+\\w+day)\\b|\\bso\\s+much\\s+(?:work|going\\s+on|to\\s+do)\\b`,
  `\\bthak\\s*(?:gayi|gaya|gyi|gya|gai|ke|kar|i)\\w*|\\bthaki\\s+hui\\b|\\bbura\\s+din\\b|\\bbekaar\\s+din\\b|\\bdin\\s+(?:bahut\\s+|bohot\\s+|itna\\s+|pura\\s+)?(?:kharab|bura|bekaar)\\b|\\bmood\\s+off\\b|\\bpareshan\\b|\\btension\\b|\\bbimaa?r\\b|\\bbukhar\\b|\\bsar\\s+dard\\b|\\budaas\\b|\\bakeli?\\b|\\bstress\\b|\\bbahut\\s+kaam\\b`,
);

export const GOOD_NEWS = P(
  `\\b(?:got|landed|bagged|cracked|accepted)\\s+(?:the|a|my|an)?\\s*(?:new\\s+|dream\\s+)?(?:job|offer|promotion|internship|role|scholarship|admission|raise|visa)\\b|\\b(?:took|accepted|starting)\\s+a\\s+(?:new\\s+)?job\\s+(?:in|at|with)\\b|\\bnaya\\s+job\\b|\\bselection\\s+ho\\s+(?:gaya|gya|gayi)\\b`,
  `(?<!\\b(?:ex|he|she|they|bf|boyfriend|crush|cousin|sister|brother|friend)\\s+(?:just\\s+|finally\\s+|also\\s+|has\\s+|had\\s+)?)\\b(?:got|been|was|i'?m)\\s+(?:promoted|selected|accepted|admitted|hired|engaged)\\b|\\bgot\\s+(?:in|into)\\s+(?:the\\s+)?\\w+`,
  `\\b(?:passed|cleared|aced|nailed|topped|finished|completed|submitted|defended)\\s+(?:my|the|all|both|it|every)\\b|\\bgraduated\\b|\\bwon\\s+(?:the|a|my|first)\\b|\\bfinally\\s+(?:did\\s+it|done|got\\s+it|finished)\\b`,
  `\\b(?:promotion|job|naukri|offer|internship|admission|visa|result)\\s+(?:ho|lag|mil|aa)\\s*(?:gayi|gaya|gyi|gya|gai|gaye)\\b|\\bpass\\s+(?:ho|kar)\\s*(?:gayi|gaya|gyi|gya|gai|liya|li)\\b|\\b(?:clear|select)\\s+(?:ho|kar)\\s*(?:gayi|gaya|gyi|gya|gai|liya|li)\\b|\\bjeet\\s+(?:gayi|gaye|gaya|gyi)\\b`,
  `\\b(?:best|great|amazing)\\s+news\\b|\\bguess\\s+what\\b`,
  // "I've been offered a position in Singapore", "made partner", "mera naam merit list mein aa gya", "the city approved
  // our design", "got booked for lakme fashion week".
  `\\b(?:been|got|was|i'?ve\\s+been)\\s+offered\\s+(?:a|the|my)\\s+(?:\\w+\\s+)?(?:position|job|role|place|seat|contract|spot|fellowship|scholarship)\\b|\\bmade\\s+partner\\b|\\bmerit\\s+list\\s+(?:mein|me|mai)\\s+aa\\b|\\bapproved\\s+(?:our|my)\\b|\\bgot\\s+booked\\s+for\\b`,
);

/** What her good news is about where she names it ("promotion mil gaya"): a reply cheers it by name. */
export const GOOD_THING = /\b(promotion|internship|admission|scholarship|selection|offer|visa|raise|placement|job)\b/i;

export const TEASE = P(
  `\\b(?:i\\s+)?bet\\s+(?:you|u)\\b|\\b(?:you|u)\\s+(?:look|seem|sound)\\s+like\\s+(?:trouble|a\\s+player|a\\s+flirt|a\\s+red\\s+flag)\\b|\\b(?:you'?re|ur|you\\s+are)\\s+(?:trouble|a\\s+player|such\\s+a\\s+flirt|smooth|cheesy|so\\s+cheesy|full\\s+of\\s+it)\\b`,
  `\\bnice\\s+try\\b|\\bsmooth\\b|\\bprove\\s+it\\b|\\byou\\s+wish\\b|\\byeah\\s+right\\b|\\bas\\s+if\\b|\\bred\\s+flag\\b|\\bbest\\s+(?:line|you\\s+(?:can|could|got))\\b|\\bpick\\s*-?up\\s+line\\b|\\bis\\s+that\\s+(?:your|ur)\\b|\\bdoubt\\s+it\\b|\\bcan'?t\\s+(?:even\\s+)?(?:cook|dance|sing)\\b`,
  `\\b(?:bade|bohot|bahut|zyada|jyada)\\s+(?:smart|cheesy|filmy|smooth)\\b|\\bline\\s+maar\\w*|\\bflirt\\s+(?:kar|kr)\\w*|\\bfilmy\\b|\\bshakal\\s+se\\b|\\blagta\\s+(?:nahi|nhi)\\b|\\bhaw+\\b|\\bchal\\s+jhoothe\\b|\\bjhoot\\w*\\b`,
);

export const COMPLIMENT = P(
  `\\b(?:you'?re|you\\s+are|ur|youre|u\\s+r|you\\s+r)\\s+(?:so\\s+|really\\s+|very\\s+|pretty\\s+|kinda\\s+|quite\\s+|too\\s+)?(?:cute|handsome|sweet|funny|charming|smart|interesting|adorable|good\\s*looking|attractive|cool|hilarious|kind|lovely|hot)\\b`,
  `\\b(?:nice|great|cute|lovely|beautiful|good)\\s+(?:smile|pics|pictures|photos|profile|eyes|hair|beard|bio|style|voice|laugh|taste)\\b|\\b(?:love|like)\\s+(?:your|ur)\\s+(?:smile|pics|pictures|photos|profile|bio|vibe|style|energy|eyes|laugh|humou?r|outfit|taste)\\b`,
  `\\b(?:you|u)\\s+(?:look|seem)\\s+(?:so\\s+|really\\s+)?(?:good|great|nice|cute|handsome|sharp|sweet|fun|genuine|kind)\\b|\\b(?:you|u)\\s+made\\s+me\\s+(?:smile|laugh|blush)\\b`,
  `\\b(?:cute|handsome|smart|sweet|pyare|pyaare|funny)\\s+(?:ho|lagte|lag\\s+rahe)\\b|\\b(?:achhe|acche|ache|achche)\\s+(?:lag|dikh)\\w*|\\bsmile\\s+(?:bahut\\s+)?(?:achhi|acchi|pyari|cute)\\b|\\bkaafi\\s+(?:cute|handsome|smart|funny)\\b`,
  // "you write well", "tumhari chai wali pic aesthetic h", "tumhara sense of humour ekdum mere type ka hai".
  `\\b(?:you|u)\\s+(?:write|cook|sing|dance|dress|text)\\s+(?:so\\s+|really\\s+|very\\s+)?well\\b|\\b(?:tumhari|tumhara|tumhare|teri|tera|aapki|aapka)\\s+(?:[\\w']+\\s+){0,4}?(?:aesthetic|mast|kamaal|zabardast|badhiya|awesome|amazing|sundar|pyari|pyara)\\b|\\bmere\\s+type\\s+(?:ka|ki|ke)\\s+(?:hai|h|ho)\\b`,
);

export const GREETING = P(
  `^\\s*(?:hi+|hey+|hello+|helo|heya|hiya|yo+|sup|namaste|namaskar|hola|howdy|gm|good\\s*(?:morning|evening|afternoon)|morning)\\b`,
  `\\bhow\\s+(?:are|r)\\s+(?:you|u)\\b|\\bhow'?s\\s+it\\s+going\\b|\\bhow\\s+have\\s+you\\s+been\\b|\\bhow'?s\\s+(?:your|ur)\\s+(?:day|week|evening|morning)\\b|\\bhow\\s+was\\s+(?:your|ur)\\s+(?:day|weekend)\\b`,
  `\\bwhat'?s\\s+up\\b|\\bwass?up\\b|\\bwyd\\b|\\bkaise\\s+ho\\b|\\bkaisi\\s+ho\\b|\\bkya\\s+haa?l\\b|\\bkya\\s+chal\\s+raha\\b|\\bkya\\s+kar\\s+(?:rahe|rhe)\\s+ho\\b`,
);

export const WINDING_DOWN = P(
  `\\b(?:gotta|got\\s+to|have\\s+to|need\\s+to)\\s+(?:go|sleep|run)\\b|\\bgoing\\s+to\\s+(?:sleep|bed)\\b|\\bgood\\s*night\\b|\\bgn\\b|\\bttyl\\b|\\btalk\\s+(?:later|tomorrow|tmrw|soon)\\b|\\bheading\\s+to\\s+bed\\b|\\bsleepy\\b`,
  `\\bso(?:ne)?\\s+ja\\s*(?:rahi|rhi|raha|rha)\\b|\\bbaad\\s+(?:mein|me)\\s+baat\\b|\\bkal\\s+baat\\s+(?:karte|krte)\\b|\\bchalo\\s+bye\\b`,
);

// A plan she makes or asks about (docs/reading.md, "a plan"): the day, time and activity come from lib/reading/days.ts.
export const PLAN = P(
  `\\blet'?s\\s+(?:meet|grab|get|go|hang|do|catch|try|have|plan)\\b|\\bwe\\s+should\\s+(?:meet|grab|get|go|hang|do|catch|try)\\b|\\bmeet\\s*up\\b|\\bmeet\\s+(?:sometime|soon|tomorrow|today|tonight|this|next|on|at|for|after)\\b`,
  `\\b(?:wanna|want\\s+to|would\\s+you\\s+like\\s+to|care\\s+to|down\\s+to|up\\s+for)\\s+(?:grab|get|go|meet|hang|come|catch|try|do)\\b`,
  `\\b(?:are|r)\\s+(?:you|u)\\s+free\\b|\\bu\\s+free\\b|\\b(?:i'?m|i\\s+am|im)\\s+free\\b|\\bfree\\s+(?:this|on|tomorrow|tonight|today|later|after)\\b|\\bwhen\\s+(?:are|can|should)\\s+we\\b`,
  `\\bhow\\s+about\\s+(?:we\\s+|this\\s+|next\\s+|on\\s+)?(?:meet|grab|go|get|coffee|drinks?|dinner|lunch|brunch|a\\s+walk|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|the\\s+weekend)\\b|\\bwhat\\s+about\\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight)\\b`,
  `\\b(?:take|taking)\\s+me\\s+(?:for|to|out|on)\\b|\\bshow\\s+me\\s+(?:around|that|this|your)\\b|\\bcook\\s+(?:for|me)\\b|\\btreat\\s+me\\b|\\bowe\\s+me\\s+(?:a|one)\\b`,
  `\\bmil(?:te|na|enge|ogi|oge|o|ein|en|lo)\\b|\\bmil\\s+(?:sakte|lete|lo|le)\\b|\\bchal(?:ein|en|oge|ogi)\\b|\\bchalo\\b(?!\\s+(?:batao|bata|bataiye|theek|thik|koi|fine|ok|okay|acha|achha|accha|good|phir|chhodo|bye|ab|jo|jaise|tum\\s+batao)\\b)|\\ble\\s+(?:chaloge|chalo|chalna|jaoge|jaana)\\b|\\bkhila(?:oge|o|na|ogi)\\b|\\bbana(?:oge|ogi)\\b|\\bpila(?:oge|o)\\b`,
  `\\b(?:i\\s+)?could\\s+(?:do|go\\s+for)\\s+(?:a\\s+)?(?:drink|coffee|dinner|lunch|walk)\\b`,
  `\\b(?:coffee|chai|date|dinner|lunch|drinks?)\\s+(?:pe|par)\\b|\\bfree\\s+(?:ho|hai|hoon|hu|hun|rahoge|rahogi)\\b|\\bkab\\s+mil\\w*|\\bplan\\s+(?:bana\\w*|karte|karein|kare)\\b`,
  // "aaj raat 10 baje call karein?", "sunday brunch karte hain?".
  `\\b(?:call|video\\s*call|vc|coffee|chai|dinner|lunch|brunch|walk|movie|drinks?)\\s+(?:karein|karen|kare|krein|kren|karte\\s+(?:hain|h|he))\\s*\\?`,
);

// How she sounds, for the mood (Vibe Check's label).
export const LAUGHING = /\b(?:ha(?:ha)+h?|he(?:he)+|lol+|lmao+|rofl|xd)\b|[😂🤣😆😜😝😛]/iu;
// Single code points: read.ts tests normalised text, where the heart's U+FE0F selector is already gone.
export const FLIRTING = /[😘😉😍🥰😏💕❤♥]|\b(?:cutie|handsome|babe|flirt\w*)\b/iu;
export const EXCITED = /!{2,}|\b(?:omg|yay+|woo+|can'?t\s+wait|so\s+excited|excited)\b|[🎉🥳🤩]/iu;

// Where the conversation is (lib/reading/moment.ts).
// She says sorry, sends a hug or asks how he's holding up: words of care, or a question about him.
// His hard news named in her message: his kin ("your mum's surgery", "tumhare papa"), his own ("your
// surgery", "your loss"), or her sorry for something of his ("so sorry about your dog").
// Not "yr": "an 80 yr old aunty" is a year.
const YOUR = "(?:your|ur|tumhari|tumhare|tumhara|tumhri|aapki|aapke|aapka|teri|tera|tere)";
export const HIS_NEWS_NAMED = new RegExp(
  [
    `\\b${YOUR}\\s+(?:\\w+\\s+)?${KIN}(?:'s)?\\b`,
    `\\b${YOUR}\\s+(?:\\w+\\s+)?(?:surgery|operation|accident|loss|diagnosis|treatment|recovery|breakup|break\\s*up|divorce|layoffs?)\\b`,
    // "the layoffs at your company", "your office got hit": news of his workplace.
    `\\b(?:at|in)\\s+${YOUR}\\s+(?:company|office|firm|startup|team|workplace)\\b`,
    `\\bsorry\\s+(?:about|for|to\\s+hear\\s+about)\\s+${YOUR}\\b`,
  ].join("|"),
  "i",
);

// Asking after someone of his who was unwell or lost, without the news's own words: "did your grandma
// recover?", "is your dad feeling better?", "sorry about your dog".
export const ASKS_AFTER_HIS =
  /\bsorry\s+(?:about|for|to\s+hear\s+about)\s+(?:your|ur|yr)\b|\b(?:recover\w*|get(?:ting)?\s+better|feeling\s+better|get\s+well|holding\s+up|tabiyat|theek\s+(?:hai|hain|hua|hui)|thik\s+(?:hai|hain|hua|hui))\b/i;

export const CARE_FOR_HIM =
  /\b(?:sorry|so\s+sad|hugs?|holding\s+up|take\s+care|here\s+for\s+you|if\s+you\s+need|kaise\s+ho|theek\s+ho|thik\s+ho|kuch\s+chahiye|what\s+happened|kya\s+hua|khayal\s+rakh\w*|dukh)\b|[💔🫂🤍🙏]/iu;

// She is on her way to him or late for it: "omw!", "running 5 late", "bas 5 min", "nikal gayi hoon".
export const ON_HER_WAY =
  /\b(?:omw|otw|on\s+my\s+way|on\s+the\s+way|running\s+(?:a\s+bit\s+|\d+\s*(?:mins?\s+)?|five\s+|ten\s+)?late|be\s+there\s+in|almost\s+there|leaving\s+now|just\s+left|(?:\d+|five|ten|two)\s*min(?:s|utes)?\s+(?:away|more|late|aur)|bas\s+\d+\s*min\w*|(?:ghar|office)\s+se\s+nikal\s+(?:gayi|gyi|rahi|gaya)|nikal\s+(?:gayi|gyi)\s+(?:hoon|hu|hun)|pahunch\s+(?:rahi|jaungi|gayi|gyi)|late\s+ho(?:ga|gi|ungi|jaungi)|stuck\s+in\s+traffic|traffic\s+(?:mein|me|hai))\b/i;

// "gn, talk tmrw 😴", "so rahi hoon, kal baat karte hain", "ok i'm off to sleep, night!".
export const GOOD_NIGHT =
  /\b(?:good\s*night|goodnight|gn|g9|nite|night\s+night|sweet\s+dreams|shubh\s+ratri|off\s+to\s+(?:sleep|bed)|going\s+to\s+(?:sleep|bed)|heading\s+to\s+bed|so(?:ne)?\s+ja\s+rahi|sone\s+(?:ja|chali)|so\s+rahi\s+(?:hoon|hu|hun)|kal\s+baat\s+karte|talk\s+(?:tomorrow|tmrw|tmr|tomo)|ttyl)\b|(?:^|[,.!]\s*)(?:ok\s+)?night+\W*$/i;

// Her thanks, or her congratulations on his news.
export const THANKS = /\b(?:thank\s*(?:you|u|s)|thanku|thnx|thx|tysm|shukriya|dhanyavaad|dhanyawad)\b/i;
export const CONGRATS = /\b(?:congrat\w*|congo|badhai|mubarak|proud\s+of\s+(?:you|u))\b/i;
