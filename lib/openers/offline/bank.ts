import { HOOK_LINES, type HookLineKind } from "@/lib/openers/offline/bank-hooks";
import type { LanguageId, ToneId } from "@/lib/plans";

// Hand-written first messages, one list per kind of detail, tone and language. `{d}` is the detail as
// it reads mid-sentence and `{D}` the same at the start of one; quotes of her words (a prompt's answer,
// a joke about herself) sit inside “ ”. Every line asks her something or teases about the detail: none
// is a "hey, how's it going". Hinglish lines use Latin letters only.

type BaseKind =
  | "place"
  | "home"
  | "food"
  | "pet"
  | "animals"
  | "music"
  | "activity"
  | "job"
  | "show"
  | "book"
  | "prompt"
  | "humour"
  | "generic"
  | "any";

export type LineKind = BaseKind | HookLineKind;

type BaseBank = Record<BaseKind, Record<ToneId, readonly string[]>>;
export type OpenerBank = Record<LineKind, Record<ToneId, readonly string[]>>;

const EN: BaseBank = {
  // For a detail used a second time (she gave fewer than three): lines that fit any named thing.
  any: {
    confident: ["Okay, {d} caught my eye. What's the story there?", "{D}: tell me one thing about it I wouldn't guess."],
    funny: ["Hold on, {d}? I have questions. Many questions.", "Rate {d} out of 10, then defend your score."],
    flirty: ["{D}? You're full of surprises. Tell me more 😊", "The way you slipped {d} in there, I need to hear more."],
    creative: ["Tell me the {d} story as a movie trailer. Opening line?", "Two truths and a lie about you and {d}. Go."],
  },
  place: {
    confident: [
      "Okay, {D}: what's the one thing there everyone should do and nobody does?",
      "{D} caught my eye. Best memory from there, go.",
    ],
    funny: [
      "I see {d} on your profile. Be honest, how many sunset photos from there are on your phone?",
      "Quick audit: did {d} live up to the hype, or are you just being polite about it?",
    ],
    flirty: [
      "{D}, huh? I'd like the insider's version, ideally over coffee 😊",
      "Tell me about {d} and I'll pretend I'm not already planning a trip there.",
    ],
    creative: [
      "You get one day back in {d}, all expenses paid. How do you spend it?",
      "Describe {d} in three emojis. I'll guess the story.",
    ],
  },
  home: {
    confident: [
      "So, {d}. Where would you take someone who's never been?",
      "Settle something for me: what's the most underrated thing about {d}?",
    ],
    funny: [
      "{D}, nice. Are you the one who defends it to everyone, or the one who complains and never leaves?",
      "Important {d} question: which food spot would you fight for?",
    ],
    flirty: [
      "{D}? I'll need a local guide at some point. Taking applications? 😊",
      "Something tells me you know all the good spots in {d}.",
    ],
    creative: [
      "If {d} were a person, what would it be like on a first date?",
      "Rate {d} out of 10, then tell me what it loses points for.",
    ],
  },
  food: {
    confident: ["Okay, {d}: where do I get the best in town? Asking seriously.", "{D} is a strong choice. What's your order, exactly?"],
    funny: [
      "I see {d} on your profile, so I have to ask: what's the most you've ever done for it?",
      "Quick test before we go on: what's your most controversial {d} opinion?",
    ],
    flirty: [
      "Anyone who puts {d} on their profile has good taste. Your favourite spot for it? 😊",
      "Now I'm craving {d}. Whose fault is that?",
    ],
    creative: ["Rank these: {d}, a long weekend, a good playlist. Go.", "If {d} had a theme song, what would it be?"],
  },
  pet: {
    confident: [
      "First things first: what's {d}'s best trick?",
      "Important question: does {d} approve of new people, or do I bring treats?",
    ],
    funny: ["Be honest, {d} is the real star of this profile, isn't it?", "I need to know who runs the house: you or {d}?"],
    flirty: ["I'm mostly here to meet {d}, but you seem great too 😊", "Okay, {d} has my attention. And so do you, a little."],
    creative: ["If {d} had a dating profile, what would the bio say?", "{D} gets to pick our first date. Where are we going?"],
  },
  animals: {
    confident: ["{D} person, I see. What's the best one you've ever met?", "{D} person! Do you have one, or are you still choosing?"],
    funny: [
      "{D} person, noted. Do you stop to say hi to every one on the street, or just most?",
      "Be honest: would a {d} be the deciding vote on anyone you date?",
    ],
    flirty: [
      "{D} person? That's a green flag. Any of your own, or still looking? 😊",
      "A {d} person has my attention. Tell me about your favourite one.",
    ],
    creative: [
      "If you were a {d}, what breed would you be? I'll guess mine after.",
      "A {d} gets to judge our first date. What's its verdict?",
    ],
  },
  music: {
    confident: ["{D} fan, noted. Which song goes on first on a long drive?", "Settle this: best {d} song, and you only get one."],
    funny: [
      "I see {d}. How many times have you played the same song this week? Be honest.",
      "Okay, {d}: casual fan, or a knows-every-lyric situation?",
    ],
    flirty: [
      "{D}? You already have great taste. Which song should I hear first? 😊",
      "Tell me your favourite {d} song and I'll tell you if we're compatible.",
    ],
    creative: [
      "You're stuck in a lift with {d} for ten minutes. What do you ask?",
      "If our first date had a {d} soundtrack, which song opens it?",
    ],
  },
  activity: {
    confident: ["{D}, nice. How did you get into it?", "So, {d}. What's your proudest moment so far?"],
    funny: [
      "I see {d} on your profile. Should I be impressed or slightly scared?",
      "Honest question: how much of {d} is the activity and how much is the photos after?",
    ],
    flirty: [
      "{D}? Now I want to see you in action. What would you teach me first? 😊",
      "You and {d}, I respect it. Beginner-friendly, or will you laugh at me?",
    ],
    creative: ["Teach me {d} in one text. Ready, go.", "If {d} were a superpower, what would yours do?"],
  },
  job: {
    confident: ["Okay, {d}: what's the part of the job nobody warns you about?", "So, {d}. What's the best day at work you've had?"],
    funny: [
      "{D}, huh? Tell me the most ridiculous thing that happened at work this month.",
      "Be honest about {d}: how many meetings could've been an email this week?",
    ],
    flirty: [
      "{D} sounds intense. Do you ever switch off, or do I have to earn that? 😊",
      "I have a feeling you're very good at what you do. Tell me one thing about {d} I wouldn't guess.",
    ],
    creative: ["Describe {d} as a movie genre. Then tell me why.", "If {d} came with a warning label, what would it say?"],
  },
  show: {
    confident: ["{D}, good choice. Which character are you, honestly?", "Okay, {d}: best episode or scene, and you only get one."],
    funny: [
      "I see {d} on your profile. How many rewatches are we talking? Be honest.",
      "{D} fan? Important question: which character would you never date?",
    ],
    flirty: [
      "{D}? You have taste. Would you rewatch it with someone new? 😊",
      "Tell me your favourite {d} moment and I'll decide if we're compatible.",
    ],
    creative: ["Cast me in {d}. Which character do I get? Be nice.", "You can add one scene to {d}. What happens?"],
  },
  book: {
    confident: ["{D}, nice. What's the one thing from it that stayed with you?", "{D} on your profile. Recommend me what to read next."],
    funny: [
      "I see {d}. Are you a one-sitting reader or the twelve-bookmarks kind?",
      "Okay, {d} fan: how many people have you made read it so far?",
    ],
    flirty: [
      "Someone who reads {d} on a dating app? I'm interested. What should I read first? 😊",
      "Tell me what you love about {d} and I'll know if we'll get along.",
    ],
    creative: ["Write the first line of your life story the way {d} would. Go.", "If {d} planned our first date, where would we end up?"],
  },
  prompt: {
    confident: [
      "“{d}”: okay, I have follow-up questions. Where did that start?",
      "Your answer, “{d}”, is the best thing I've read on here today. Tell me more.",
      "“{d}”: that's a real answer. What's the story behind it?",
    ],
    funny: [
      "“{d}”? Bold. I'm going to need the full story behind that.",
      "I read “{d}” twice. Explain yourself 😄",
      "“{d}” is either genius or chaos. Which one?",
    ],
    flirty: [
      "“{d}” made me smile. What else should I know about you? 😊",
      "Okay, “{d}” is a green flag. What's another one I should know about?",
      "I'd like to hear more about “{d}”, ideally over coffee 😊",
    ],
    creative: [
      "“{d}”: give me the movie-trailer version of that answer.",
      "Two truths and a lie about “{d}”. Go.",
      "Turn “{d}” into a movie title. Who plays you?",
    ],
  },
  humour: {
    confident: [
      "“{d}”: I appreciate the honesty. What's the story behind it?",
      "Okay, “{d}” made me laugh. Is that a warning or a promise?",
      "“{d}”: noted. What's one thing you're surprisingly good at, to balance it out?",
    ],
    funny: [
      "“{d}”, a profile that warns me up front. Respect. What else should I know?",
      "I'm choosing to read “{d}” as a challenge. Where do I sign up?",
      "“{d}”, finally an honest profile. What's the second warning?",
    ],
    flirty: [
      "“{d}”? I think I can handle it. Can you? 😊",
      "Honestly, “{d}” is the most charming line on here. What else are you hiding?",
      "“{d}”? That's oddly charming. Tell me another one 😊",
    ],
    creative: [
      "“{d}”: rate yourself on it from 1 to 10, and bring proof.",
      "If “{d}” is your superpower, who's your villain?",
      "“{d}”: explain it like a nature documentary. Go.",
    ],
  },
  generic: {
    confident: [
      "Your profile keeps its secrets, so I'll just ask: what's the best thing that happened to you this week?",
      "I'll skip the small talk: what's something you're weirdly good at?",
      "Straight to it then: what's the best trip you've ever taken?",
      "Your profile is a closed book, so let's open it: what are you looking forward to this month?",
    ],
    funny: [
      "Your profile is a mystery, so I'm going to guess: secret karaoke champion. Close?",
      "Nothing in your bio to tease you about, which is suspicious. What are you hiding?",
      "Your bio is so short I'm going to need a sequel. Chapter one: what do you do for fun?",
      "I'm told a good opener asks about the profile. Yours is empty, so: what's your most useless talent?",
    ],
    flirty: [
      "You didn't give me much to go on, so the important one first: coffee or chai? 😊",
      "Your profile is short, so I'll have to find out the fun way. What's your idea of a great Sunday?",
      "Not much in your bio, which means I get to ask. Best date you've ever been on? 😊",
      "Mysterious profile, I like it. Tell me one thing that always makes you smile?",
    ],
    creative: [
      "Your bio's a blank page, so let's fill it: three emojis that describe you. Go.",
      "You have a free day and no phone. What do you do with it?",
      "Your bio is empty, so let's play: describe your perfect weekend in five words.",
      "Quick game since your profile is shy: pick one, sunrise hike or midnight snack run?",
    ],
  },
};

const HI: BaseBank = {
  any: {
    confident: ["{D} ne dhyaan kheench liya. Iske peeche ki kahani kya hai?", "{D}: ek baat batao jo main guess na kar paun."],
    funny: ["Ruko, {d}? Mere paas sawaal hain. Bahut saare.", "{D} ko 10 mein se rate karo, phir apna score defend karo."],
    flirty: ["{D}? Tum surprises se bhari ho. Aur batao 😊", "Jis tarah tumne {d} likha, ab toh sunna padega."],
    creative: ["{D} wali story movie trailer ki tarah sunao. Opening line?", "Tumhare aur {d} ke baare mein two truths and a lie. Chalo."],
  },
  place: {
    confident: [
      "Okay, {D}: wahan ki ek cheez batao jo sabko karni chahiye par koi karta nahi.",
      "{D} ne dhyaan kheench liya. Wahan ki best memory kya hai?",
    ],
    funny: [
      "Profile pe {d} dikha. Sach batao, phone mein wahan ki kitni sunset photos hain?",
      "Honest review chahiye: {d} hype ke laayak tha ya bas polite ho rahi ho?",
    ],
    flirty: [
      "{D}? Insider wala version sunna hai, coffee pe ho jaye toh aur acha 😊",
      "{D} ke baare mein batao, main pretend karunga ki trip plan nahi kar raha.",
    ],
    creative: ["Ek din wapas {d} mein, sab free. Kaise spend karogi?", "{D} ko teen emojis mein describe karo. Story main guess karunga."],
  },
  home: {
    confident: ["Toh, {d}. Pehli baar aane wale ko kahan le jaogi?", "Ek baat settle karo: {d} ki sabse underrated cheez kya hai?"],
    funny: [
      "{D}, nice. Tum sabke saamne defend karti ho, ya complain karke bhi kabhi nahi jaati?",
      "Important {d} sawaal: kaunsa food spot hai jiske liye ladd jaogi?",
    ],
    flirty: ["{D}? Mujhe kabhi local guide chahiye hoga. Applications open hain? 😊", "Lagta hai {d} ke saare ache spots tumhe pata hain."],
    creative: ["Agar {d} ek insaan hota, toh first date pe kaisa hota?", "{D} ko 10 mein se rate karo, aur batao points kahan kate."],
  },
  food: {
    confident: [
      "Okay, {d}: shehar mein best kahan milta hai? Seriously pooch raha hoon.",
      "{D}, strong choice. Tumhara exact order kya hota hai?",
    ],
    funny: [
      "Profile pe {d} dikha, toh poochna padega: iske liye sabse zyada kya kiya hai?",
      "Aage badhne se pehle test: {d} pe tumhari sabse controversial opinion kya hai?",
    ],
    flirty: [
      "Jo {d} profile pe daale, uska taste acha hai. Favourite spot kaunsa hai? 😊",
      "Ab mujhe {d} ki craving ho rahi hai. Kiski galti hai?",
    ],
    creative: ["Rank karo: {d}, ek lamba weekend, ek achi playlist. Chalo.", "Agar {d} ka theme song hota, toh kaunsa hota?"],
  },
  pet: {
    confident: ["Sabse pehle: {d} ka best trick kya hai?", "Important sawaal: {d} ka approval milega, ya treats leke aana padega?"],
    funny: ["Sach batao, is profile ka asli star {d} hai na?", "Ghar mein chalti kiski hai, tumhari ya {d} ki?"],
    flirty: ["Main toh {d} se milne aaya hoon, par tum bhi kaafi achi lag rahi ho 😊", "{D} ne attention le li. Aur thodi si tumne bhi."],
    creative: ["Agar {d} ki dating profile hoti, toh bio kya hota?", "First date {d} choose karega. Kahan ja rahe hain hum?"],
  },
  animals: {
    confident: ["{D} person, I see. Ab tak ka best kaunsa mila hai?", "{D} person! Khud ka hai ya abhi dhoondh rahi ho?"],
    funny: [
      "{D} person, noted. Sadak pe har ek ko hi bolti ho ya bas zyaadatar ko?",
      "Sach batao: kisi ko date karne se pehle {d} ka vote lagta hai?",
    ],
    flirty: [
      "{D} person? Green flag hai. Khud ka hai ya abhi dhoondh rahi ho? 😊",
      "{D} person ne dhyaan kheench liya. Apne favourite ke baare mein batao.",
    ],
    creative: [
      "Agar tum {d} hoti, toh kaunsi breed? Phir main apni guess karunga.",
      "Hamari first date ko ek {d} judge kare, toh verdict kya hoga?",
    ],
  },
  music: {
    confident: ["{D} fan, noted. Long drive pe pehla gaana kaunsa lagaogi?", "Settle karo: {d} ka best gaana, sirf ek."],
    funny: ["{D} dikha. Sach batao, is hafte ek hi gaana kitni baar suna?", "Okay, {d}: casual fan ho ya har lyric yaad hai wali?"],
    flirty: [
      "{D}? Taste toh acha hai. Pehle kaunsa gaana sunu? 😊",
      "Apna favourite {d} gaana batao, main bataunga hum compatible hain ya nahi.",
    ],
    creative: [
      "Lift mein {d} ke saath das minute phans gayi. Kya poochogi?",
      "Hamari first date ka {d} soundtrack ho, toh pehla gaana kaunsa?",
    ],
  },
  activity: {
    confident: ["{D}, nice. Shuru kaise hua?", "Toh, {d}. Ab tak ka proudest moment kya hai?"],
    funny: [
      "Profile pe {d} dikha. Impressed hona chahiye ya thoda darna chahiye?",
      "Honest sawaal: {d} mein kitni activity hai aur kitni baad ki photos?",
    ],
    flirty: [
      "{D}? Ab toh action mein dekhna padega. Mujhe pehle kya sikhaogi? 😊",
      "Tum aur {d}, respect. Beginner-friendly ho ya mujh pe hasogi?",
    ],
    creative: ["Ek text mein mujhe {d} sikhao. Ready, go.", "Agar {d} ek superpower hota, toh tumhara kya karta?"],
  },
  job: {
    confident: [
      "Okay, {d}: kaam ka woh part kya hai jiske baare mein koi warn nahi karta?",
      "Toh, {d}. Kaam pe ab tak ka best din kaunsa tha?",
    ],
    funny: ["{D}, haan? Is mahine kaam pe sabse ridiculous kya hua?", "Sach batao, {d} mein is hafte kitni meetings email ho sakti thi?"],
    flirty: [
      "{D} intense lagti hai. Kabhi switch off karti ho, ya woh earn karna padega? 😊",
      "Lagta hai tum apne kaam mein kaafi achi ho. {D} ke baare mein ek baat batao jo main guess na kar paun.",
    ],
    creative: ["{D} ko ek movie genre mein describe karo. Phir batao kyun.", "Agar {d} pe warning label hota, toh kya likha hota?"],
  },
  show: {
    confident: ["{D}, good choice. Sach batao, tum kaunsa character ho?", "Okay, {d}: best episode ya scene, sirf ek."],
    funny: [
      "Profile pe {d} dikha. Kitne rewatch ho chuke hain? Sach batana.",
      "{D} fan? Important sawaal: kis character ko kabhi date nahi karogi?",
    ],
    flirty: [
      "{D}? Taste hai tumhara. Kisi naye ke saath rewatch karogi? 😊",
      "Apna favourite {d} moment batao, phir decide karte hain hum compatible hain ya nahi.",
    ],
    creative: ["Mujhe {d} mein cast karo. Kaunsa character milega? Pyaar se batana.", "{D} mein ek scene add kar sakti ho. Kya hota hai?"],
  },
  book: {
    confident: ["{D}, nice. Usme se kaunsi baat tumhare saath reh gayi?", "Profile pe {d}. Mujhe agli padhne wali cheez recommend karo."],
    funny: [
      "{D} dikha. Ek baar mein khatam karne wali ho ya baarah bookmarks wali?",
      "Okay, {d} fan: ab tak kitne logon ko padhwa chuki ho?",
    ],
    flirty: [
      "Dating app pe {d}? Okay, interest aa gaya. Pehle kya padhun? 😊",
      "Batao {d} mein kya pasand hai, phir pata chalega hum banenge ya nahi.",
    ],
    creative: [
      "Apni life ki first line {d} ke style mein likho. Chalo.",
      "Agar {d} hamari first date plan kare, toh hum kahan pahunchenge?",
    ],
  },
  prompt: {
    confident: [
      "“{d}”: okay, follow-up sawaal hain. Ye shuru kahan se hua?",
      "Tumhara jawab, “{d}”, aaj yahan padhi sabse achi cheez hai. Aur batao.",
      "“{d}”: ye asli jawab hai. Iske peeche ki kahani kya hai?",
    ],
    funny: ["“{d}”? Bold. Poori kahani sunni padegi.", "“{d}” do baar padha. Explain karo 😄", "“{d}” ya toh genius hai ya chaos. Kaunsa?"],
    flirty: [
      "“{d}” padh ke smile aa gayi. Aur kya jaanna chahiye tumhare baare mein? 😊",
      "Okay, “{d}” green flag hai. Ek aur batao.",
      "“{d}” ke baare mein aur sunna hai, coffee pe ho jaye toh aur acha 😊",
    ],
    creative: [
      "“{d}”: is jawab ka movie-trailer version sunao.",
      "“{d}” ke baare mein two truths and a lie. Chalo.",
      "“{d}” ko movie title banao. Tumhara role kaun karega?",
    ],
  },
  humour: {
    confident: [
      "“{d}”: honesty pasand aayi. Iske peeche ki story kya hai?",
      "Okay, “{d}” pe hasi aa gayi. Ye warning hai ya promise?",
      "“{d}”: noted. Balance karne ke liye ek cheez batao jisme tum surprisingly achi ho?",
    ],
    funny: [
      "“{d}”, pehle se warn karne wali profile. Respect. Aur kya jaanna chahiye?",
      "Main “{d}” ko challenge ki tarah le raha hoon. Sign up kahan karun?",
      "“{d}”, finally ek honest profile. Doosri warning kya hai?",
    ],
    flirty: [
      "“{d}”? Main handle kar lunga. Tum kar logi? 😊",
      "Sach mein, “{d}” yahan ki sabse cute line hai. Aur kya chhupa rahi ho?",
      "“{d}”? Ye toh ajeeb tarah se cute hai. Ek aur batao 😊",
    ],
    creative: [
      "“{d}”: 1 se 10 mein khud ko rate karo, proof ke saath.",
      "Agar “{d}” tumhari superpower hai, toh villain kaun hai?",
      "“{d}” ko nature documentary ki tarah explain karo. Chalo.",
    ],
  },
  generic: {
    confident: [
      "Profile ne zyada kuch bataya nahi, toh seedha poochta hoon: is hafte sabse acha kya hua?",
      "Small talk skip karte hain: kis cheez mein tum ajeeb tarah se achi ho?",
      "Seedha poochta hoon: ab tak ki best trip kaunsi thi?",
      "Profile band kitaab hai, toh kholte hain: is mahine kis cheez ka wait kar rahi ho?",
    ],
    funny: [
      "Profile ek mystery hai, toh guess karta hoon: secret karaoke champion. Sahi?",
      "Bio mein tease karne ko kuch nahi, ye suspicious hai. Kya chhupa rahi ho?",
      "Bio itna chhota hai ki sequel chahiye. Chapter one: fun ke liye kya karti ho?",
      "Kehte hain opener profile pe hona chahiye. Tumhari khaali hai, toh: sabse bekaar talent kya hai?",
    ],
    flirty: [
      "Zyada hint nahi diya tumne, toh important sawaal pehle: chai ya coffee? 😊",
      "Profile chhoti hai, toh fun tareeke se pata karna padega. Perfect Sunday kaisa hota hai?",
      "Bio mein zyada kuch nahi, matlab main pooch sakta hoon. Ab tak ki best date kaunsi thi? 😊",
      "Mysterious profile, pasand aayi. Ek cheez batao jo hamesha smile la deti hai?",
    ],
    creative: [
      "Bio khaali hai, toh bharte hain: teen emojis jo tumhe describe karein. Chalo.",
      "Ek free din, phone nahi. Kya karogi?",
      "Bio khaali hai, toh game khelte hain: perfect weekend paanch shabdon mein.",
      "Profile sharmili hai, toh quick game: sunrise hike ya midnight snack run?",
    ],
  },
};

export const OPENER_LINES: Record<LanguageId, OpenerBank> = {
  en: { ...EN, ...HOOK_LINES.en },
  hi: { ...HI, ...HOOK_LINES.hi },
};
