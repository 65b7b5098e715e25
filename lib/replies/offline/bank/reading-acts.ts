import type { LanguageId } from "@/lib/plans";

// Lines for the acts the learned reader hears (docs/reading.md, "The learned reader"): a tease met with
// a tease, sarcasm with self-aware humour, a confession with warmth, her condition accepted as she put
// it, casual taken at her word, flirting returned lightly, a life question never answered with a stance
// he didn't give, and an answer about him that needs nothing filled in. Slots: {value} what the life
// question is about ("kids"), {blank} a fill-in blank.

export interface ReadingActLines {
  tease: readonly string[];
  sarcasm: readonly string[];
  confession: readonly string[];
  /** Her plan waits on a condition: yes to the condition, no push past it. */
  condition: readonly string[];
  /** Her condition is a call first. */
  callFirst: readonly string[];
  /** Her plan names the place but no day: yes to the place, never "where?". {place} */
  placeYes: readonly string[];
  /** A yes to his plan, without a day of hers to repeat. */
  accepted: readonly string[];
  casual: readonly string[];
  flirt: readonly string[];
  /** A life question: his honest answer as a blank with a real prompt. */
  lifeValueBlank: readonly string[];
  /** A life question: turned back kindly, no stance invented. */
  lifeValueBack: readonly string[];
  /** A question about him answered without a blank and without inventing a fact: turned back playfully. */
  aboutNoBlank: readonly string[];
}

const EN: ReadingActLines = {
  tease: [
    "Wow, straight for the jugular. I respect it.",
    "Bold words from someone who hasn't seen my best work yet.",
    "Okay, that one landed. I'll allow it, once.",
    "Noted. I'm keeping a tally, and you're ahead for now.",
    "You say that like it isn't exactly my charm.",
    "Rude. Accurate, but rude.",
  ],
  sarcasm: [
    "Okay, fair, I walked right into that one.",
    "In my defence, originality was sold out that day.",
    "Guilty as charged. I'll work on my material.",
    "Ha, yes, I'm aware. It's a known issue, a fix is coming.",
    "Tough crowd. Deserved, but tough.",
    "You're right, that was peak cheesy. Let me redeem myself.",
  ],
  confession: [
    "Honestly, thanks for telling me. That makes me like talking to you more, not less.",
    "That's really fair, and no pressure from my side at all.",
    "I appreciate you saying that. We can take it at whatever pace feels right.",
    "Same here more than I'd admit, so you're in good company.",
    "That's a very human thing to feel. Nothing to be sorry about.",
    "Thanks for being real about it. It helps, honestly.",
  ],
  condition: [
    "Totally fair. We'll do it your way, whenever you're ready.",
    "That works for me. No rush at all.",
    "Makes complete sense. Your call on when.",
    "Sounds good to me. Happy to wait till then.",
    "Of course. Whatever makes you comfortable.",
    "Deal. I'm in no hurry.",
  ],
  callFirst: [
    "A call first sounds good to me. Just say when.",
    "Totally fair. Video call whenever suits you.",
    "Works for me. Let's do a call first, your pick of time.",
    "Good idea, honestly. I'm happy to call first.",
    "Sure, a quick call first makes sense. Tell me when you're free.",
  ],
  placeYes: [
    "{place} sounds perfect. When suits you?",
    "Yes to {place}! Pick a day and I'm there.",
    "Love {place}. Count me in, just say when.",
    "{place} it is. Which day works for you?",
  ],
  accepted: [
    "Perfect, it's a plan then.",
    "Great, looking forward to it.",
    "Yay, that's settled then. See you there.",
    "Awesome. Can't wait.",
    "Brilliant, locking it in.",
    "Sounds perfect. Looking forward to it.",
  ],
  casual: [
    "That works for me. No pressure, let's just see where it goes.",
    "Totally fine with that. Easy and fun it is.",
    "Honestly, same. Let's keep it light.",
    "Fair enough, no labels needed. I'm enjoying talking to you.",
    "Sounds good. Thanks for being upfront about it.",
    "Cool with me. Let's just have fun with it.",
  ],
  flirt: [
    "Careful, I might start getting used to this.",
    "Well, now I'm smiling at my phone too. Thanks for that.",
    "You're trouble, and I'm not complaining.",
    "That's a dangerous thing to say to someone who already likes talking to you.",
    "Keep that up and I'll have to step up my game.",
    "Okay, that made my day a little better.",
  ],
  lifeValueBlank: [
    "Honest answer: {blank}. What about you?",
    "Good question to ask early. For me, {blank}. How about you?",
    "Straight answer: {blank}. I'd love to hear where you stand.",
  ],
  lifeValueBack: [
    "That's a real question, and I'd rather answer it properly than quickly. Where do you stand on {value}?",
    "I like that you ask the big ones early. What made you ask about {value}?",
    "Fair thing to know before anything else. How do you feel about {value}?",
    "Good one. I'll give you a proper answer, but I'm curious about yours first.",
  ],
  aboutNoBlank: [
    "You first, what's your answer? Then I'll tell you mine.",
    "Trade you: your answer for mine? I'll make it worth it.",
    "What's yours? I'm collecting answers before I give mine.",
    "Tell me yours first? I promise mine's worth the wait.",
    "Real question, so you go first? I'll match it.",
    "That one deserves more than a quick text. What's your answer?",
  ],
};

const HI: ReadingActLines = {
  tease: [
    "Wah, seedha dil pe vaar. Respect.",
    "Bade bol, aur tumne abhi mera best dekha bhi nahi.",
    "Okay, ye wala lag gaya. Ek baar maaf.",
    "Noted. Score rakh raha hoon, abhi tum aage ho.",
    "Aise bol rahi ho jaise yahi meri khoobi na ho.",
    "Rude. Sahi, par rude.",
  ],
  sarcasm: [
    "Okay fair, is baar main khud phans gaya.",
    "Meri defence mein, us din originality stock mein nahi thi.",
    "Guilty. Apna material improve karunga.",
    "Haha haan, pata hai. Known issue hai, fix aa raha hai.",
    "Tough crowd. Deserved tha, par tough.",
    "Sahi pakda, wo full cheesy tha. Redeem karne do.",
  ],
  confession: [
    "Honestly batane ke liye thanks. Isse tumse baat karna aur achha lagta hai.",
    "Bilkul fair hai, meri taraf se koi pressure nahi.",
    "Achha laga tumne bataya. Jitni speed sahi lage, utni se chalte hain.",
    "Main bhi aisa hi hoon, toh tum akeli nahi ho.",
    "Ye feel karna bilkul normal hai. Sorry bolne wali koi baat nahi.",
    "Itna real hone ke liye thanks. Sach mein help karta hai.",
  ],
  condition: [
    "Bilkul fair hai. Jab tum ready ho, tabhi.",
    "Mere liye perfect hai. Koi jaldi nahi.",
    "Samajh aata hai. Kab, ye tum decide karo.",
    "Sahi hai. Tab tak wait kar lunga.",
    "Haan zaroor. Jaise tum comfortable ho.",
    "Deal. Mujhe koi hurry nahi hai.",
  ],
  callFirst: [
    "Pehle call, bilkul theek hai. Bas time batao.",
    "Fair hai. Video call jab tumhe suit kare.",
    "Done. Pehle call karte hain, time tum choose karo.",
    "Achha idea hai honestly. Pehle call kar lete hain.",
    "Haan, pehle ek chhoti si call. Batao kab free ho.",
  ],
  placeYes: [
    "{place} perfect hai. Kab free ho?",
    "{place} pe haan! Din batao, main aa jaunga.",
    "{place} mast jagah hai. Bas time batao.",
    "Toh {place} fix. Kaunsa din theek rahega?",
  ],
  accepted: [
    "Perfect, toh plan pakka.",
    "Great, wait rahega.",
    "Yay, settle ho gaya. Milte hain.",
    "Awesome. Excited hoon.",
    "Badhiya, lock kar diya.",
    "Perfect lag raha hai. Intezaar rahega.",
  ],
  casual: [
    "Mere liye theek hai. Koi pressure nahi, dekhte hain kahan jaata hai.",
    "Bilkul fine hai. Easy aur fun.",
    "Honestly, same. Light rakhte hain.",
    "Fair hai, labels ki zaroorat nahi. Tumse baat karke achha lagta hai.",
    "Sahi hai. Seedha bolne ke liye thanks.",
    "Cool hai. Bas enjoy karte hain.",
  ],
  flirt: [
    "Dhyan se, mujhe iski aadat pad jayegi.",
    "Ab main bhi phone dekh ke smile kar raha hoon. Thanks.",
    "Tum trouble ho, aur mujhe koi complaint nahi.",
    "Ye khatarnak line hai, khaaskar us bande ke liye jise already tumse baat karna pasand hai.",
    "Aise hi chalta raha toh mujhe apna game upar karna padega.",
    "Okay, isse mera din thoda aur achha ho gaya.",
  ],
  lifeValueBlank: [
    "Honest answer: {blank}. Aur tum?",
    "Achha sawaal hai pehle poochne ke liye. Mere liye {blank}. Tumhara?",
    "Seedha jawab: {blank}. Tumhara view sunna hai.",
  ],
  lifeValueBack: [
    "Ye real sawaal hai, jaldi mein nahi, theek se jawab dunga. Tum {value} ke baare mein kya sochti ho?",
    "Achha laga ki tum bade sawaal pehle poochti ho. {value} ke baare mein kyun poocha?",
    "Ye pehle jaan lena fair hai. Tumhe {value} ke baare mein kaisa lagta hai?",
    "Achha sawaal. Proper jawab dunga, par pehle tumhara sunna hai.",
  ],
  aboutNoBlank: [
    "Pehle tum batao, tumhara kya jawab hai? Phir mera.",
    "Deal karte hain: tumhara jawab, mere jawab ke badle?",
    "Tumhara kya hai? Main pehle sabke answers collect kar raha hoon.",
    "Pehle tum batao? Promise, mera wala wait ke laayak hai.",
    "Real sawaal hai, toh tum pehle? Main match karunga.",
    "Iska jawab ek quick text se bada hai. Tumhara kya hai?",
  ],
};

export const READING_ACT_LINES: Record<LanguageId, ReadingActLines> = { en: EN, hi: HI };
