import type { LanguageId } from "@/lib/plans";

// Lines for answering every part of her message and for picking up what his last turn was about
// (docs/reading.md, "Parts and the thread"). Slots: {key} the words of her part ("presentation"),
// {a}/{b} her options, {t} his last turn's topic in his words ("dinner", "the Prateek Kuhad show").

export interface PartLines {
  /** Opens a reply that answers several questions in turn. */
  intro: readonly string[];
  /** Opens it after his own hard news, which she asked after. */
  introThanks: readonly string[];
  howAreYou: readonly string[];
  /** "how are you holding up?": answered in its words. */
  holdingUp: readonly string[];
  whatsUp: readonly string[];
  /** "what's new with you?" */
  whatsNew: readonly string[];
  /** "what are you up to this weekend?" ({when}: her words for the time). */
  upTo: readonly string[];
  /** "how long have you been on this app?", "Gurgaon mein kab se ho?": how long, to fill in. */
  howLong: readonly string[];
  /** An open question about him: his answer is a blank, named by her words. */
  open: readonly string[];
  /** A question of hers in a few words that names nothing ("why?", "kab hai?", "who with?"): said back, then answered. */
  echo: readonly string[];
  /** "when did you go?": his past in her verb ({Key}: "I went"), the when left to fill in. */
  when: readonly string[];
  /** A yes-or-no question about him. */
  yesNo: readonly string[];
  /** "where and when?" beside her yes to a plan: where to meet, his pick or hers. */
  planWhere: readonly string[];
  /** …and what time. */
  planWhen: readonly string[];
  /** Her options: the first, kept in her words. */
  pick: readonly string[];
  /** A question about her or the two of them: his take. */
  other: readonly string[];
  /** "can i bring my camera?": her asking leave for something of hers, given. */
  permit: readonly string[];
  /** Her news in a part of its own ("i got the masters offer!"). */
  goodNews: readonly string[];
  /** A compliment in a part of its own; `thanksFor`, for the thing of his she named ("your dog", "the Hampi photo"). {key} */
  thanks: readonly string[];
  thanksFor: readonly string[];
  /** "If that's a dealbreaker, I understand": it isn't, and thanks for telling him. */
  noProblem: readonly string[];
  /** A hard day in a part of its own ("boss ne sabke saamne daanta"). */
  hardDay: readonly string[];
  /** A hard day without a name to say back. */
  hardDayPlain: readonly string[];
  /** Her wanting it casual, beside her plan: fine by him, without a speech. */
  casual: readonly string[];
  /** Something she names in passing ("a uni in Toronto", "Hauz Khas village"): picked up, not answered. */
  named: readonly string[];
  /** Her nerves owned up to ({key}: "nervous", "shy"): met with his. */
  nerves: readonly string[];
  /** She looked him up: taken as flattery. */
  lookedUp: readonly string[];
  /** She owns up to being slow to reply ("i'm terrible at texting back"): no worries. */
  badTexter: readonly string[];
  /** Her terms beside a yes ({key}: "friend", "camera"): agreed to. */
  terms: readonly string[];
  /** "send a pic of the cake": the pictures she asks for, promised. */
  pics: readonly string[];
  /** "photo bhejo", "send pics!!": pictures of nothing named, promised. */
  picsBare: readonly string[];
  /** "take me next time pls": she comes along next time. */
  along: readonly string[];
  /** Something good she tells in passing ("mummy's birthday, so much fun"): glad with her. */
  lovely: readonly string[];
  /** After bad news, a question about him answered in a word, never about him for long. */
  careSmallTalk: readonly string[];
  /** After bad news, "what's new with you?" answered in a word. */
  careWhatsUp: readonly string[];
  /** After bad news, his day or week she asked after ({key}: "week"), answered in a word. */
  careDay: readonly string[];
  /** "how was your day?": his day, named ({key}: "day", "monday"). */
  goodDay: readonly string[];
  careOpen: readonly string[];
  /** After bad news, two things of his she asked after ({a}, {b}), kept for later together. */
  careOpenTwo: readonly string[];
  /** After bad news, her asking to move or call off their plan ({key}: her day, "kal", or the plan): yes, without a second thought. */
  careMove: readonly string[];
  /** After bad news, the new day she asks for instead ({key}: "next Thursday"): yes. */
  careNewDay: readonly string[];
  /** Her loss, by whom ({key}: "nanu", "dog"). */
  careKinLost: readonly string[];
  /** Her scare about someone of hers that is over ("she's stable now", "ab ghar aa gayi hain"): glad, and sorry. */
  careKinBetter: readonly string[];
  /** Bad news about someone of hers that is not a loss ("my nani's in the hospital"), by whom: words that fit whatever it is. */
  careKinHard: readonly string[];
  /** Her bad news about a thing, not someone of hers ("we broke up", "wrist tod li"), by what it is ({key}: "the breakup", "your wrist"). */
  careThing: readonly string[];
  /**
   * After her bad news, the lighter thing she asks him for ("tell me something funny", "kuch normal bata", "cheer
   * me up"), given after the care ({key}: her word for it, "good" where she names none). His to fill in.
   */
  careLighter: readonly string[];
  /** The same where she asks for something funny: a story, in words that don't read as a joke beside her news. */
  careSilly: readonly string[];
  /**
   * An open question about him of a known kind, answered as a person would: `blank` for him to fill in,
   * `fact` with his About-you words ({fact}).
   */
  asked: Record<"grew" | "live" | "from" | "work" | "free" | "weekends" | "fun", { blank: readonly string[]; fact?: readonly string[] }>;
  /** What his last turn was about, by what her message does with it. */
  thread: {
    /** She praises what he just told her about ("your nephew is adorable"). {tt}: it with the article it wants. */
    praised: readonly string[];
    good_news: readonly string[];
    plan: readonly string[];
    /** A yes on the day she named: {when} is her day and time ("tomorrow 1pm"). */
    planDay: readonly string[];
    statement: readonly string[];
    conditional: readonly string[];
    stress: readonly string[];
    tease: readonly string[];
    low_effort: readonly string[];
    /** She is on her way to where he is: {t} the place he named ("the table by the window"). */
    onHerWay: readonly string[];
    /** Her bad news about what he asked after ("your kitty"): sorry, by name. */
    care: readonly string[];
    /** Her no to what he proposed ("friday", "dinner"): taken, by name. */
    declined: readonly string[];
    /** She owns up to something about his plan ("nervous about saturday"): {t} the day or thing, looked forward to. */
    confessionPlan: readonly string[];
    /** Her bad news sets aside the plan he asked about ("the call", "Friday"): let go of, by name. */
    careLetGo: readonly string[];
    /** Her news answers his "how was your weekend?": {t} the stretch of time, sorry it went so. */
    careAsked: readonly string[];
    /** Her complaint names what he did or didn't do ("the call"): owned, by name. {tt}: with its article. */
    owned: readonly string[];
    /** Her limit names it ("madam", "the pineapple thing"): kept, by name. {tt}: with its article. */
    limit: readonly string[];
  };
}

const EN: PartLines = {
  asked: {
    // Where he grew up is not a fact About you holds: always his to fill in.
    grew: { blank: ["I grew up in [[where you grew up]].", "Grew up in [[where you grew up]]."] },
    live: {
      blank: ["I live in [[where you live]].", "I'm living in [[where you live]] these days."],
      fact: ["I live in {fact}.", "I'm living in {fact} these days."],
    },
    from: {
      blank: ["I'm from [[your hometown]].", "Originally from [[your hometown]]."],
      fact: ["I'm from {fact}.", "Originally from {fact}."],
    },
    work: { blank: ["Work-wise, I'm [[your job]].", "I work as [[your job]]."], fact: ["Work-wise, {fact}.", "For work, {fact}."] },
    free: { blank: ["I'm free [[when you're free]].", "Free [[when you're free]], just say the word."] },
    weekends: {
      blank: ["Weekends are usually [[what you do on weekends]].", "My weekends: [[what you do on weekends]]."],
      fact: ["Weekends are usually {fact}.", "My weekends: {fact}, mostly."],
    },
    fun: {
      blank: ["For fun, [[what you do for fun]].", "In my free time, [[what you do for fun]]."],
      fact: ["For fun, {fact}.", "In my free time, {fact}."],
    },
  },
  intro: ["Okay, in order:", "Taking these one at a time:", "Rapid fire, here goes:", "Right, answers:"],
  introThanks: ["Thank you for asking.", "Thanks for checking in, really."],
  howAreYou: ["I'm good, thanks!", "Doing well, honestly.", "Good, better now."],
  holdingUp: ["Holding up okay, thanks.", "I'm holding up fine, honestly."],
  whatsUp: ["Nothing much new. Right now, [[what you're up to]].", "At the moment, [[what you're up to]]."],
  whatsNew: ["Nothing much new here, honestly.", "Not much new with me, honestly."],
  upTo: ["{When}? [[what you're up to]].", "{When}, [[what you're up to]]."],
  howLong: ["{Key}? [[how many months or years]].", "{Key}: [[how many months or years]], give or take."],
  open: ["{Key}: [[your answer]].", "{Key}? [[your answer]].", "As for {key}, [[your answer]]."],
  echo: ["{Key}? [[your answer]].", "{Key}? Honestly, [[your answer]]."],
  when: ["{Key} [[when]].", "{Key} [[when]], if I remember right."],
  yesNo: ["{Key}? [[yes or no]].", "{Key}: [[yes or no]], honestly."],
  planWhere: ["Place: [[a spot you like]].", "Place: your pick, or I'll find somewhere near you."],
  planWhen: ["Time: [[a time that suits you]].", "Time: whatever suits you, I'm flexible."],
  pick: ["{A} over {b}, easy.", "{A}, no contest.", "{A}, every time."],
  other: ["{Key}: [[your answer]].", "On {key}: [[your answer]]."],
  permit: ["Of course! {Key} is welcome.", "Yes, obviously. {Key} included."],
  goodNews: ["And {key}?! Congrats!", "{Key}! That's huge, congrats."],
  thanks: ["Thanks, that's sweet of you.", "Thanks! You just made my day."],
  thanksFor: ["Thanks! Glad you liked the {key}.", "Ha, thank you, the {key} and I appreciate it."],
  noProblem: [
    "Not a dealbreaker at all, and thank you for telling me.",
    "No problem at all on my side, honestly. Thanks for being upfront.",
  ],
  // "all the {key} stuff": her word without an article that may not fit it ("sorry about landlord").
  hardDay: ["Ugh, sorry about all the {key} stuff. That sounds rough.", "Sorry, the {key} stuff sounds exhausting."],
  hardDayPlain: [
    "Ugh, sorry. That sounds like a rough one, I hope you get some rest.",
    "Sorry, that sounds exhausting. Rest up when you can.",
  ],
  casual: ["Casual is fine by me, no pressure.", "Keeping it light and fun works for me too."],
  named: ["And {key}: tell me more.", "{Key}, noted."],
  terms: ["Deal on the {key} thing.", "And the {key} thing? Deal."],
  nerves: ["{Key} is allowed. Honestly, same.", "Being {key} is fair. I am a little too."],
  lookedUp: ["The stalking is flattering, for the record.", "Stalking noted, and honestly flattered."],
  badTexter: ["No worries at all, reply whenever you can.", "Honestly, no stress. Reply whenever suits you."],
  pics: ["{Key} pics, coming up.", "Sending the {key} pics right after this."],
  picsBare: ["Pics coming right up.", "Sending pics right after this."],
  along: ["Next time you're coming along, deal.", "Deal: next time, you're coming too."],
  lovely: ["{Key} sounds lovely!", "Love that, {key} sounds like a great day."],
  careSmallTalk: ["I've been okay, don't worry about me.", "I'm fine, honestly. This is about you."],
  careWhatsUp: ["Nothing much new here, honestly. Don't worry about me.", "Not much new with me. This is about you."],
  careDay: ["My {key} has been fine, don't worry about me.", "My {key} was okay, honestly. This is about you."],
  goodDay: ["My {key} was good, thanks!", "Good {key}, honestly.", "My {key}? Better now."],
  careKinLost: ["I'm so sorry about your {key}.", "I'm so sorry about your {key}. That's a huge loss."],
  careKinBetter: [
    "So glad your {key} is doing better. I'm sorry you had to go through that.",
    "Glad your {key} is okay now. That must have been scary, I'm sorry.",
  ],
  careKinHard: ["I'm so sorry about what's going on with your {key}.", "That's so much, with your {key}. I'm really sorry."],
  careThing: ["I'm so sorry about {key}.", "Ugh, {key}. I'm really sorry."],
  careLighter: [
    "And something {key}, as asked: [[a {key} thing from your week]].",
    "Now, something {key}, like you asked: [[a {key} thing from your day]].",
  ],
  careSilly: [
    "Now, something to make you smile, as asked: [[a story from your week that made you laugh]].",
    "And a story to cheer you up, like you asked: [[the silliest thing that happened to you lately]].",
  ],
  careOpen: [
    "I'll tell you about {key} another time. Right now this is about you.",
    "{Key} can wait, I'll tell you later. This is about you.",
  ],
  careMove: ["Of course we can move {key}, don't worry about it at all.", "Of course, {key} can wait. Don't give it a thought."],
  careNewDay: ["Of course. {Key} is perfect, no pressure at all.", "{Key} works, of course. Don't worry about it."],
  careOpenTwo: [
    "I'll tell you about {a} and {b} another time. Right now this is about you.",
    "{A} and {b} can wait, I'll tell you later. This is about you.",
  ],
  thread: {
    good_news: ["Wait, {t}?! Congratulations, that's huge.", "The {t} news! So happy for you.", "Yes!! Told you {t} would work out."],
    plan: ["{T} it is, then.", "Perfect, {t} it is. Looking forward to it.", "Great, {t} it is. I'll hold you to it."],
    planDay: ["{T}, {when}. Done.", "Perfect: {t}, {when}. See you there.", "{T} {when} it is. Looking forward to it."],
    statement: ["Okay, {t} sounds like a whole story.", "Wait, so {t}… I need the full version.", "So {t} was eventful, then."],
    conditional: ["Of course, {t} can wait till then.", "No rush on {t}. Whenever you're ready.", "Makes sense. {T} will keep."],
    stress: [
      "Forget {t} for now, you need a breather.",
      "{T} can wait. Look after yourself first.",
      "No pressure about {t}, honestly. Rest up.",
    ],
    praised: ["{Tt} has fans now. Noted.", "I'll pass that on to {tt}.", "Ha, {tt} always gets the compliments."],
    tease: [
      "Okay, the {t} thing may have been a stretch.",
      "Fair. I walked right into that with {t}.",
      "In my defence, {t} sounded better in my head.",
    ],
    low_effort: ["Okay, more on {tt} later then.", "Short and sweet on {tt}. Noted.", "Fine, I'll save the rest of {tt} for later."],
    onHerWay: ["No rush, I'm holding {t} for us.", "Take your time, {t} isn't going anywhere.", "All good. See you at {t}!"],
    care: ["I'm so sorry about your {t}.", "I'm really sorry about your {t}. Thank you for telling me."],
    declined: ["No worries about {t}. Thanks for telling me straight.", "Totally fine about {t}. Thanks for being honest."],
    confessionPlan: [
      "Honestly, that makes me look forward to {t} even more.",
      "No pressure at all about {t}. I'm just glad it's happening.",
      "For the record, I'm a little nervous about {t} too. The good kind.",
    ],
    careAsked: ["I'm so sorry. That's a hard way to spend {t}.", "I'm really sorry {t} went like that."],
    careLetGo: [
      "Don't worry about {t} at all. I'm so sorry.",
      "Forget {t}, honestly. I'm sorry you're going through this.",
      "{T} can wait, no question. I'm really sorry.",
    ],
    owned: ["You're right about {tt}, and I'm sorry.", "Fair, {tt} was on me. I'm sorry.", "I'm sorry about {tt}. You deserved better."],
    limit: ["Noted on {tt}, and sorry about that.", "Got it on {tt}. Sorry about that.", "Heard you on {tt}. Sorry, won't happen again."],
  },
};

const HI: PartLines = {
  asked: {
    grew: { blank: ["Bada [[where you grew up]] mein hua.", "Bachpan [[where you grew up]] mein beeta."] },
    live: {
      blank: ["Rehta [[where you live]] mein hoon.", "Abhi [[where you live]] mein rehta hoon."],
      fact: ["Rehta {fact} mein hoon.", "Abhi {fact} mein rehta hoon."],
    },
    from: {
      blank: ["Main [[your hometown]] se hoon.", "Originally [[your hometown]] se hoon."],
      fact: ["Main {fact} se hoon.", "Originally {fact} se hoon."],
    },
    work: {
      blank: ["Kaam ki baat karein toh, [[your job]].", "Kaam: [[your job]]."],
      fact: ["Kaam ki baat karein toh, {fact}.", "Kaam: {fact}."],
    },
    free: { blank: ["Main [[kab free ho]] free hoon.", "[[kab free ho]] free hoon, bas bolo."] },
    weekends: {
      blank: ["Weekend pe usually [[what you do on weekends]].", "Mera weekend: [[what you do on weekends]]."],
      fact: ["Weekend pe usually {fact}.", "Mera weekend: zyada tar {fact}."],
    },
    fun: {
      blank: ["Free time mein [[what you do for fun]].", "Fun ke liye [[what you do for fun]]."],
      fact: ["Free time mein {fact}.", "Fun ke liye {fact}."],
    },
  },
  intro: ["Chalo, ek ek karke:", "Okay, order mein:", "Rapid fire, suno:", "Toh jawab:"],
  introThanks: ["Poochne ke liye thanks.", "Thanks, achha laga tumne poocha."],
  howAreYou: ["Main badhiya!", "Sab badhiya, thanks.", "Main theek hoon, ab aur achha."],
  holdingUp: ["Theek hoon, sambhal raha hoon. Thanks.", "Main theek hoon, honestly."],
  whatsUp: ["Abhi? [[what you're up to]].", "Filhaal [[what you're up to]]."],
  whatsNew: ["Kuch khaas naya nahi, sach mein.", "Zyada kuch naya nahi yaar."],
  upTo: ["{When}? [[what you're up to]].", "{When} ka plan: [[what you're up to]]."],
  howLong: ["{Key}? [[kitne mahine ya saal]].", "{Key}: lagbhag [[kitne mahine ya saal]]."],
  open: ["{Key}: [[your answer]].", "{Key}? [[your answer]].", "{Key} ka jawab: [[your answer]]."],
  echo: ["{Key}? [[your answer]].", "{Key}? Sach bolun toh [[your answer]]."],
  when: ["{Key} [[kab]].", "{Key} [[kab]], agar sahi yaad hai."],
  yesNo: ["{Key}? [[yes or no]].", "{Key}: [[yes or no]], sach mein."],
  planWhere: ["Jagah: [[koi jagah jo pasand ho]].", "Jagah tum choose karo, ya main tumhare paas koi dhoondh leta hoon."],
  planWhen: ["Time: [[kitne baje]].", "Time jo tumhe suit kare, main flexible hoon."],
  pick: ["{A}, {b} nahi.", "{A}, bina soche.", "{A}, hamesha."],
  other: ["{Key}: [[your answer]].", "{Key} pe: [[your answer]]."],
  permit: ["Haan bilkul! {Key} bhi chalega.", "Of course, {key} toh banta hai."],
  goodNews: ["Aur {key}?! Congrats, bahut badhai!", "{Key}! Kya baat hai, congrats."],
  thanks: ["Thanks, bahut sweet ho.", "Thanks yaar, din bana diya."],
  thanksFor: ["Thanks! {Key} ki tareef sunke achha laga.", "Thanks yaar, {key} wali baat se din ban gaya."],
  noProblem: [
    "Mujhe koi problem nahi, sach mein. Batane ke liye thanks.",
    "Koi dealbreaker nahi hai, bilkul. Itna honest hone ke liye thanks.",
  ],
  hardDay: ["Ugh, {key} wali baat sunke bura laga.", "Sorry yaar, {key} sach mein thaka dene wala hai."],
  hardDayPlain: [
    "Ugh, sorry yaar. Kaafi rough din lag raha hai, thoda rest kar lena.",
    "Sorry yaar, sach mein thaka dene wala hai. Aaram karna.",
  ],
  casual: ["Chill rakhna mere liye bhi theek hai, koi pressure nahi.", "Light aur fun, mujhe bhi theek lagta hai."],
  named: ["Aur {key}: aur batao.", "{Key}, noted."],
  terms: ["{Key} wali baat pakki.", "Aur {key}? Deal."],
  nerves: ["{Key} hona allowed hai. Sach bolun toh main bhi.", "{Key} feel karna fair hai, main bhi thoda hoon."],
  lookedUp: ["Stalking flattering hai, for the record.", "Stalking noted, aur sach mein flattered hoon."],
  badTexter: ["Koi tension nahi, jab time mile reply karna.", "Bilkul chill, jab mann ho tab reply karna."],
  pics: ["{Key} ki pics aa rahi hain.", "{Key} ki photo abhi bhejta hoon."],
  picsBare: ["Pics bhej raha hoon, ruko.", "Photos aa rahi hain, promise."],
  along: ["Agli baar tum bhi saath aaogi, pakka.", "Deal: next time tum bhi aa rahi ho."],
  lovely: ["{Key}, kya baat hai!", "{Key}? Wah, sunke achha laga."],
  careSmallTalk: ["Main theek hoon, meri fikar mat karo.", "Main theek hoon, sach mein. Abhi baat tumhari hai."],
  careWhatsUp: ["Kuch khaas nahi, sab theek. Meri fikar mat karo.", "Kuch naya nahi, sach mein. Abhi baat tumhari hai."],
  careDay: ["Mera {key} theek tha, meri fikar mat karo.", "Mera {key} theek hi tha. Abhi baat tumhari hai."],
  goodDay: ["Mera {key} achha tha, thanks!", "{Key} badhiya gaya, sach mein.", "Mera {key}? Ab aur achha."],
  careKinLost: ["{Key} ke baare mein sunke bahut dukh hua. Sorry yaar.", "Bahut sorry, {key} ke liye. Ye bahut bada loss hai."],
  careKinBetter: [
    "Shukr hai {key} ab theek hain. Sorry yaar, bahut tough raha hoga.",
    "Achha hua {key} ab better hain. Apna bhi khayal rakhna.",
  ],
  careKinHard: ["{Key} ke baare mein sunke bahut bura laga. Sorry yaar.", "Sorry yaar, {key} ke saath ye sab bahut hai."],
  careThing: ["{Key} ke baare mein sunke bura laga. Sorry yaar.", "Ugh, {key}. Sach mein sorry yaar."],
  careLighter: [
    "Aur ab kuch {key}, jaise kaha: [[a {key} thing from your week]].",
    "Ab kuch {key}, promise: [[a {key} thing from your day]].",
  ],
  careSilly: [
    "Ab kuch hasane wala, promise: [[a story from your week that made you laugh]].",
    "Aur ek story, mood theek karne ke liye: [[the silliest thing that happened to you lately]].",
  ],
  careOpen: [
    "{Key} ke baare mein baad mein bataunga. Abhi baat tumhari hai.",
    "{Key} wait kar sakta hai, baad mein bataunga. Abhi tum zaroori ho.",
  ],
  careMove: ["Bilkul, {key} aage kar lete hain. Tension mat lo.", "Haan bilkul, {key} ki fikar mat karo."],
  careNewDay: ["Bilkul, {key} perfect hai. Koi pressure nahi.", "{Key} bhi theek hai, bilkul. Tension mat lo."],
  careOpenTwo: [
    "{A} aur {b} ke baare mein baad mein bataunga. Abhi baat tumhari hai.",
    "{A} aur {b} wait kar sakte hain, baad mein bataunga. Abhi tum zaroori ho.",
  ],
  thread: {
    good_news: ["Ruko, {t}?! Bahut bahut badhai!", "{T} wali news! Bahut khush hoon tumhare liye.", "Yes!! Bola tha na {t} ho jayega."],
    plan: ["{T} pakka phir.", "Perfect, {t} done. Wait rahega.", "Badhiya, {t} fix. Ab mukarna mat."],
    planDay: ["{T}, {when}. Done.", "Perfect: {t}, {when}. Milte hain.", "{T} {when} pakka. Wait rahega."],
    statement: ["Okay, {t} toh poori kahani nikli.", "Ruko, {t}… poora version chahiye.", "Toh {t} kaafi eventful raha."],
    conditional: [
      "Bilkul, {t} tab tak wait kar sakta hai.",
      "{T} ki koi jaldi nahi. Jab tum ready ho.",
      "Samajh gaya. {T} kahin nahi ja raha.",
    ],
    stress: ["{T} abhi bhool jao, thoda break lo.", "{T} wait kar lega. Pehle apna dhyan rakho.", "{T} ka koi pressure nahi. Aaram karo."],
    praised: [
      "{T} ke fans badh rahe hain, noted.",
      "Ye compliment {t} tak pahuncha dunga.",
      "Haha, {t} ko hamesha compliments milte hain.",
    ],
    tease: [
      "Okay, {t} wali baat thodi zyada ho gayi.",
      "Fair, {t} pe main khud phans gaya.",
      "Meri defence mein, {t} dimaag mein better lag raha tha.",
    ],
    low_effort: ["Theek hai, {t} ki baat baad mein.", "{T} pe short and sweet. Noted.", "Chalo, {t} ka baaki baad mein."],
    onHerWay: ["Koi jaldi nahi, {t} pe wait kar raha hoon.", "Aaram se aao, {t} kahin nahi ja raha.", "All good. Milte hain {t} pe!"],
    care: ["{T} ke baare mein sunke bahut dukh hua. I'm so sorry.", "Sach mein sorry, {t} ke baare mein sunke bura laga."],
    declined: ["{T} ki koi baat nahi. Seedha bolne ke liye thanks.", "{T} ka bilkul theek hai. Honestly batane ke liye thanks."],
    confessionPlan: [
      "Sach bolun toh ab {t} ka aur intezaar hai.",
      "{T} ka koi pressure nahi. Bas khushi hai ki ho raha hai.",
      "Waise thoda nervous main bhi hoon {t} ke liye. Achhe wala.",
    ],
    careAsked: ["{T} aisa gaya, sunke bahut bura laga. Sorry yaar.", "Sorry yaar, {t} sach mein bahut bhaari raha hoga."],
    careLetGo: [
      "{T} ki bilkul fikar mat karo. Bahut sorry yaar.",
      "{T} bhool jao abhi. Sorry ki ye sab ho raha hai.",
      "{T} wait kar sakta hai, koi baat nahi. Sach mein sorry.",
    ],
    owned: ["{T} wali baat pe tum sahi ho. Sorry.", "{T} meri galti thi, sorry yaar.", "Sorry, {t} wali baat pe mujhse galti hui."],
    limit: ["{T} wali baat noted, sorry.", "Theek hai, {t} band. Sorry yaar.", "Samajh gaya, {t} nahi. Sorry."],
  },
};

export const PART_LINES: Record<LanguageId, PartLines> = { en: EN, hi: HI };
