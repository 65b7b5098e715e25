import type { LanguageId, ToneId } from "@/lib/plans";

// First messages that take up what her profile invites (lib/openers/hook.ts) and places read by her
// relation to them (docs/openers.md): a trip she wants or has planned asks ahead, never "how was it";
// a place named with nothing about it (it may be where she lives) asks what any local or visitor could
// answer. `{d}` is her words (a statement, a claim, the thing to recommend), `{D}` the same at the
// start of a sentence. Hinglish lines use Latin letters only.

export type HookLineKind = "lie" | "pick" | "game" | "recommend" | "debate" | "challenge" | "question" | "ask" | "date" | "wish" | "spot";

type Lines = Record<HookLineKind, Record<ToneId, readonly string[]>>;

const EN: Lines = {
  lie: {
    confident: [
      "Two truths and a lie? Easy. The lie is “{d}”. Am I right?",
      "My guess for the lie: “{d}”. If I'm right, I want the story behind the two truths.",
    ],
    funny: [
      "I studied your two truths like an exam. Final answer for the lie: “{d}”. Lock it in?",
      "The lie is “{d}”, and if I'm wrong I owe you a coffee. Deal?",
    ],
    flirty: [
      "My guess for the lie is “{d}”. If I'm right, do I win a date? 😊",
      "“{d}” has to be the lie. Am I right, or should I be impressed? 😊",
    ],
    creative: [
      "Detective mode on: the lie is “{d}”. Evidence available on request. Verdict?",
      "I'm betting my next chai that the lie is “{d}”. How did I do?",
    ],
  },
  pick: {
    confident: ["My picks: {d}. Do we match?", "Easy. {D}. Now tell me yours."],
    funny: ["{D}. Final answers, no lifelines. How did I do?", "I'm going with {d}, and I'm not changing my answer. Verdict?"],
    flirty: ["{D}. Tell me we match 😊", "My picks: {d}. Did I pass? 😊"],
    creative: ["{D}, in that order. What does that say about me?", "My picks: {d}. Now you pick one of mine: sunrise or midnight?"],
  },
  game: {
    confident: [
      "“{d}”: I'm playing. One hint and I'll get it in two tries.",
      "Okay, I'll play “{d}”. Give me a clue and I'll make my guess.",
    ],
    funny: [
      "“{d}”? I love a game I'm destined to lose. My first guess will be terrible, fair warning.",
      "Game on: “{d}”. If I get it wrong, I'm blaming the question.",
    ],
    flirty: ["“{d}”? I'll play, if the winner picks the first date 😊", "Game on: “{d}”. Give me a hint and you'll get my best guess 😊"],
    creative: [
      "“{d}”: three guesses, and you answer only in emojis. Deal?",
      "Let's play “{d}” properly: I guess, you rate how close from 1 to 10.",
    ],
  },
  recommend: {
    confident: [
      "“{d}”: I have a recommendation for that. First, what's the last one you loved, so I get it right?",
      "You asked for a recommendation: “{d}”. Tell me one you loved and one you hated, and I'll pick.",
    ],
    funny: [
      "“{d}”? I have a recommendation, but it's a lot of pressure. What happens if you hate my pick?",
      "I have the perfect recommendation for “{d}”, on one condition: you report back. Deal?",
    ],
    flirty: [
      "I have a recommendation for “{d}”, but first a hint of your taste? 😊",
      "“{d}”? I'll recommend one if you promise to tell me what you think 😊",
    ],
    creative: [
      "Recommendation for “{d}” incoming, but I need to calibrate: describe your taste in three words.",
      "I'll recommend one for “{d}” if you tell me the last one that surprised you. Fair trade?",
    ],
  },
  ask: {
    confident: ["“{d}”? Good question. I'll answer, but you go first.", "You asked “{d}”, so here's the deal: my answer for yours."],
    funny: ["“{d}” is a trap question and I know it. You first?", "“{d}”: I have an answer, but it needs a disclaimer. Yours first?"],
    flirty: ["“{d}”? I'll tell you mine if you tell me yours 😊", "You asked “{d}”. Honest answer over coffee? 😊"],
    creative: ["“{d}”: we both answer in three words, on three. Ready?", "“{d}”: I'll answer with one emoji and you decode it. Deal?"],
  },
  debate: {
    confident: [
      "“{d}”? I'll take the other side. Make your opening argument.",
      "Okay, “{d}”. I have a counterpoint, but I want your best case first.",
    ],
    funny: [
      "“{d}”? I've prepared slides against this. You have two minutes to defend yourself.",
      "I read “{d}” and started drafting my rebuttal. Ready?",
    ],
    flirty: [
      "“{d}”? I might let you win this debate, if you argue it over coffee 😊",
      "Bold take: “{d}”. Convince me and the first round's on me 😊",
    ],
    creative: [
      "“{d}”: we settle this like a courtroom drama. You're the prosecution. Opening statement?",
      "Debate rules: three texts each on “{d}”, loser picks dessert. You first.",
    ],
  },
  challenge: {
    confident: [
      "“{d}”? Challenge accepted. What does the winner get?",
      "You wrote “{d}”, so I'm taking you up on it. Name the time and place.",
    ],
    funny: [
      "“{d}”? I've trained my whole life for this. Name the stakes.",
      "Challenge accepted: “{d}”. Fair warning, I'm a sore loser and a worse winner.",
    ],
    flirty: ["“{d}”? I accept, but if I win, you owe me coffee 😊", "Challenge accepted: “{d}”. I'll even let you pick the rematch 😊"],
    creative: [
      "“{d}”: challenge accepted. Best of three, loser writes the winner a poem.",
      "Let's make “{d}” official: rules, stakes, a referee. Your move.",
    ],
  },
  question: {
    confident: [
      "“{d}”: I can work with that. Where do I start?",
      "You wrote “{d}”. Challenge accepted. What's the first thing I should know?",
    ],
    funny: [
      "“{d}”? Finally, clear instructions. Consider this my application.",
      "I read “{d}” and took notes. Is there a test, or do I just start?",
    ],
    flirty: ["“{d}”? Consider this my application 😊", "“{d}”: noted, and I think I qualify. Want to find out? 😊"],
    creative: [
      "“{d}”: I'll answer in three texts and you grade them. Ready?",
      "You asked for “{d}”. I'm taking it seriously: what's the one rule I shouldn't break?",
    ],
  },
  date: {
    confident: [
      "“{d}”: as first dates go, I'm in. Where do we start?",
      "“{d}” is a date I'd say yes to. What's the one thing we can't skip?",
    ],
    funny: [
      "“{d}”? I was going to suggest a boring first date, so yours wins. When do we start?",
      "“{d}”: I'm in for that date, as long as I'm allowed to be bad at it.",
    ],
    flirty: ["“{d}”? Sounds like a first date I'd show up early for 😊", "I'd say yes to “{d}” as a first date. Just tell me when 😊"],
    creative: [
      "“{d}”: I'll bring the playlist, you bring the date plan. Deal?",
      "Let's storyboard “{d}” as our first date: scene one, where do we meet?",
    ],
  },
  wish: {
    confident: ["{D} on the list, nice. What's the first thing you'd do there?", "{D}, soon? What's pulling you there?"],
    funny: [
      "{D} on the list? Be honest, is the itinerary already a 14-tab spreadsheet?",
      "So {d} is the plan. Have you started the packing list, or just the Pinterest board?",
    ],
    flirty: ["{D}? Good taste. Taking applications for a travel buddy? 😊", "Tell me your {d} plan and I'll tell you if I'm jealous 😊"],
    creative: ["You land in {d} tomorrow. First three things you do?", "Describe your dream day in {d} in three emojis."],
  },
  spot: {
    confident: [
      "Okay, {D}: what's the one thing there everyone should do and nobody does?",
      "{D} caught my eye. What's your favourite corner of it?",
    ],
    funny: [
      "{D}, noted. Which food spot there would you defend in an argument?",
      "Quick {d} question: the place everyone loves that you secretly think is overrated?",
    ],
    flirty: ["Something tells me you know all the good spots in {d} 😊", "{D}? I'd take the insider's version, ideally over coffee 😊"],
    creative: [
      "If {d} were a person, what would it be like on a first date?",
      "Rate {d} out of 10, then tell me what it loses points for.",
    ],
  },
};

const HI: Lines = {
  lie: {
    confident: [
      "Do sach ek jhooth? Easy. Lie, yaani jhooth, hai “{d}”. Sahi pakda?",
      "Mera guess, jhooth wala: “{d}”. Sahi hoon toh baaki dono sach ki story sunao.",
    ],
    funny: [
      "Tumhare do sach exam ki tarah padhe. Final answer, jhooth: “{d}”. Lock karein?",
      "Jhooth hai “{d}”, galat nikla toh coffee meri taraf se. Deal?",
    ],
    flirty: ["Mera guess, jhooth hai “{d}”. Sahi nikla toh date jeeti? 😊", "“{d}” toh lie hi hoga. Sahi hoon, ya impressed ho jaun? 😊"],
    creative: [
      "Detective mode on: jhooth hai “{d}”. Saboot chahiye toh bolo. Verdict?",
      "Agli chai ki shart, lie hai “{d}”. Kaisa guess kiya?",
    ],
  },
  pick: {
    confident: ["Mere picks: {d}. Match hua?", "Easy. {D}. Ab tumhare batao."],
    funny: ["{D}. Final answer, koi lifeline nahi. Kaisa raha?", "Main {d} pe ja raha hoon, answer nahi badlunga. Verdict?"],
    flirty: ["{D}. Bolo ki match hua 😊", "Mere picks: {d}. Pass hua? 😊"],
    creative: [
      "{D}, isi order mein. Isse mere baare mein kya pata chala?",
      "Mere picks: {d}. Ab tum mera ek pick karo: sunrise ya midnight?",
    ],
  },
  game: {
    confident: [
      "“{d}”: main khel raha hoon. Ek hint do, do tries mein pakad lunga.",
      "Okay, “{d}” khelte hain. Ek clue do, phir mera guess.",
    ],
    funny: [
      "“{d}”? Haarne wala game mujhe pasand hai. Pehla guess bekaar hoga, pehle bata diya.",
      "Game on: “{d}”. Galat hua toh sawaal ki galti.",
    ],
    flirty: ["“{d}”? Khelunga, agar jeetne wala first date choose kare 😊", "Game on: “{d}”. Hint do, best guess milega 😊"],
    creative: [
      "“{d}”: teen guess, aur tum sirf emojis mein jawab dogi. Deal?",
      "“{d}” theek se khelte hain: main guess karunga, tum 1 se 10 mein batana kitna paas tha.",
    ],
  },
  recommend: {
    confident: [
      "“{d}”: iske liye recommendation hai. Pehle batao, last wala kaunsa pasand aaya tha?",
      "Recommendation maangi hai: “{d}”. Ek pasand aaya aur ek bekaar, dono batao, phir main chununga.",
    ],
    funny: [
      "“{d}”? Recommendation hai, par pressure bada hai. Pasand nahi aaya toh?",
      "“{d}” ke liye perfect recommendation hai, par shart hai: review dena padega. Deal?",
    ],
    flirty: [
      "“{d}” ki recommendation ready hai, par pehle apne taste ka hint do? 😊",
      "“{d}”? Recommend karunga, agar tum batao kaisa laga 😊",
    ],
    creative: [
      "“{d}” ki recommendation aane wali hai, par calibrate karna hai: apna taste teen words mein batao.",
      "“{d}” ke liye recommend karunga agar tum batao last kaunsa surprise kar gaya. Fair?",
    ],
  },
  ask: {
    confident: ["“{d}”? Acha sawaal. Jawab dunga, par pehle tum.", "Tumne poocha “{d}”, toh deal: mera jawab tumhare jawab ke badle."],
    funny: ["“{d}” trap sawaal hai, mujhe pata hai. Pehle tum?", "“{d}”: jawab hai, par disclaimer ke saath. Pehle tumhara?"],
    flirty: ["“{d}”? Tum apna batao, main apna bataunga 😊", "Tumne poocha “{d}”. Honest jawab coffee pe? 😊"],
    creative: [
      "“{d}”: dono teen words mein jawab denge, teen pe. Ready?",
      "“{d}”: main ek emoji mein jawab dunga, tum decode karna. Deal?",
    ],
  },
  debate: {
    confident: [
      "“{d}”? Main doosri side leta hoon. Apna opening argument do.",
      "Okay, “{d}”. Counterpoint ready hai, par pehle tumhara best case.",
    ],
    funny: [
      "“{d}”? Iske khilaaf slides bana li hain. Defend karne ke do minute hain.",
      "“{d}” padhte hi rebuttal likhna shuru kar diya. Ready ho?",
    ],
    flirty: [
      "“{d}”? Debate shayad tumhe jeetne doon, agar coffee pe argue karo 😊",
      "Bold take: “{d}”. Convince kar do, pehla round meri taraf se 😊",
    ],
    creative: [
      "“{d}”: courtroom drama style settle karte hain. Tum prosecution ho. Opening statement?",
      "Debate rules: “{d}” pe teen teen texts, haarne wala dessert choose karega. Tum pehle.",
    ],
  },
  challenge: {
    confident: [
      "“{d}”? Challenge accepted. Jeetne wale ko kya milega?",
      "Tumne likha “{d}”, toh challenge le raha hoon. Time aur jagah batao.",
    ],
    funny: [
      "“{d}”? Is din ke liye poori zindagi practice ki hai. Shart batao.",
      "Challenge accepted: “{d}”. Warning: haar ke bhi drama karta hoon, jeet ke bhi.",
    ],
    flirty: ["“{d}”? Accepted, par main jeeta toh coffee tumhari taraf se 😊", "Challenge accepted: “{d}”. Rematch tum choose kar lena 😊"],
    creative: [
      "“{d}”: challenge accepted. Best of three, haarne wala jeetne wale ke liye kavita likhega.",
      "“{d}” ko official banate hain: rules, shart, referee. Tumhari chaal.",
    ],
  },
  question: {
    confident: [
      "“{d}”: isse kaam chal jayega. Shuru kahan se karun?",
      "Tumne likha “{d}”. Challenge accepted. Pehli baat kya pata honi chahiye?",
    ],
    funny: [
      "“{d}”? Finally, clear instructions. Ise meri application samjho.",
      "“{d}” padh ke notes bana liye. Test hai, ya seedha shuru karun?",
    ],
    flirty: ["“{d}”? Ise meri application samjho 😊", "“{d}”: noted, aur lagta hai main qualify karta hoon. Check karogi? 😊"],
    creative: [
      "“{d}”: teen texts mein jawab dunga, tum grade karna. Ready?",
      "Tumne maanga “{d}”. Seriously le raha hoon: ek rule batao jo todna nahi hai.",
    ],
  },
  date: {
    confident: [
      "“{d}”: aisi first date ke liye main in hoon. Shuru kahan se karein?",
      "“{d}” wali date pe toh haan hi bolunga. Kaunsi cheez miss nahi karni?",
    ],
    funny: [
      "“{d}”? Main boring date suggest karne wala tha, tumhara jeet gaya. Kab shuru?",
      "“{d}”: is date ke liye main in hoon, bas bura perform karne ki permission chahiye.",
    ],
    flirty: ["“{d}”? Aisi first date pe main time se pehle pahunchunga 😊", "First date “{d}” wali? Haan. Bas batao kab 😊"],
    creative: ["“{d}”: playlist meri, date ka plan tumhara. Deal?", "“{d}” wali date ka storyboard banate hain: scene one, milenge kahan?"],
  },
  wish: {
    confident: ["{D} list mein hai, nice. Wahan sabse pehle kya karogi?", "{D}, jaldi? Wahan kya kheench raha hai?"],
    funny: [
      "{D} list mein? Sach batao, itinerary 14 tabs ki spreadsheet ban chuki hai?",
      "Toh {d} ka plan hai. Packing list shuru hui ya abhi bas Pinterest board?",
    ],
    flirty: [
      "{D}? Acha taste hai. Travel buddy ke liye applications open hain? 😊",
      "Apna {d} plan batao, main bataunga jealous hoon ya nahi 😊",
    ],
    creative: ["Kal tum {d} mein land karti ho. Pehli teen cheezein kya karogi?", "{D} mein apna dream din teen emojis mein batao."],
  },
  spot: {
    confident: [
      "Okay, {D}: wahan ki ek cheez batao jo sabko karni chahiye par koi karta nahi.",
      "{D} ne dhyaan kheench liya. Wahan ka favourite kona kaunsa hai?",
    ],
    funny: [
      "{D}, noted. Wahan ka kaunsa food spot hai jiske liye ladd jaogi?",
      "Quick {d} sawaal: sabka favourite jo tumhe secretly overrated lagta hai?",
    ],
    flirty: [
      "Lagta hai {d} ke saare ache spots tumhe pata hain 😊",
      "{D}? Insider wala version sunna hai, coffee pe ho jaye toh aur acha 😊",
    ],
    creative: ["Agar {d} ek insaan hota, toh first date pe kaisa hota?", "{D} ko 10 mein se rate karo, aur batao points kahan kate."],
  },
};

export const HOOK_LINES: Record<LanguageId, Lines> = { en: EN, hi: HI };
