import type { AboutFacts } from "@/lib/account/about-rules";
import type { LanguageId, ToneId } from "@/lib/plans";

// The About-him evaluation's cases (docs/evaluation.md, "His facts and his voice"): her question about
// him with facts he gave that answer it, and what words of his facts a reply must carry to use them.
// Written from how people ask, not from the engine's patterns.

export interface FactCase {
  id: string;
  language: LanguageId;
  message: string;
  thread?: string;
  facts: AboutFacts;
  /** A reply uses his facts when it carries any of these words. */
  uses: string[];
}

const ARJUN: AboutFacts = {
  name: "Arjun",
  work: "I'm a product designer at a fintech startup",
  home: "Bandra, Mumbai",
  likes: "weekend treks, filter coffee and old Bollywood songs",
  lookingFor: "something real, slow and fun",
};
const KABIR: AboutFacts = {
  name: "kabir",
  work: "software engineer at Zomato",
  home: "I live in Koramangala, Bangalore",
  likes: "I love cricket, biryani and stand-up comedy",
  lookingFor: "looking for someone to explore the city with",
};
const ROHAN: AboutFacts = { name: "Rohan", work: "final year MBBS student", home: "Pune", lookingFor: "a relationship, nothing casual" };

const en = (id: string, message: string, facts: AboutFacts, uses: string[], thread?: string): FactCase => ({
  id: `en-${id}`,
  language: "en",
  message,
  facts,
  uses,
  ...(thread ? { thread } : {}),
});
const hi = (id: string, message: string, facts: AboutFacts, uses: string[], thread?: string): FactCase => ({
  id: `hi-${id}`,
  language: "hi",
  message,
  facts,
  uses,
  ...(thread ? { thread } : {}),
});

export const FACT_CASES: FactCase[] = [
  en("work-1", "so what do you do?", ARJUN, ["designer"]),
  en("work-2", "haha fair. what do you do for work?", KABIR, ["engineer", "zomato"]),
  en("work-3", "What's your job like?", ROHAN, ["mbbs", "student"]),
  en("work-4", "okay mystery man, what do you do for a living?", ARJUN, ["designer", "fintech"]),
  en("work-5", "wait are you a student or do you work?", ROHAN, ["mbbs", "student"]),
  en("work-6", "nice! what kind of work do you do?", KABIR, ["engineer", "zomato"], "Her: hey!\nMe: hey, how's your week going?"),
  en("home-1", "where are you from?", ARJUN, ["bandra", "mumbai"]),
  en("home-2", "so where do you live?", KABIR, ["koramangala", "bangalore"]),
  en("home-3", "which city are you based in?", ROHAN, ["pune"]),
  en("home-4", "lol same. where did you grow up?", ARJUN, ["bandra", "mumbai"]),
  en("looking-1", "what are you looking for here?", ARJUN, ["real", "slow"]),
  en("looking-2", "So what are you looking for on this app?", ROHAN, ["relationship", "casual"]),
  en("looking-3", "honest question, what are your intentions?", KABIR, ["explore", "city"]),
  en("fun-1", "what do you do for fun?", ARJUN, ["treks", "coffee", "bollywood"]),
  en("fun-2", "what do you like doing on weekends?", KABIR, ["cricket", "biryani", "comedy"]),
  en("fun-3", "any hobbies?", ARJUN, ["treks", "coffee", "bollywood"]),
  en("fun-4", "what are you into?", KABIR, ["cricket", "biryani", "comedy"]),
  en("name-1", "wait, what's your name?", KABIR, ["kabir"]),
  en("name-2", "I never asked, what's your name?", ROHAN, ["rohan"]),
  en("intro-1", "tell me about yourself", ARJUN, ["arjun", "designer", "bandra"]),
  en("intro-2", "So tell me about you", KABIR, ["kabir", "engineer", "koramangala"]),
  hi("work-1", "tum kya karte ho?", ARJUN, ["designer"]),
  hi("work-2", "acha, kaam kya karte ho?", KABIR, ["engineer", "zomato"]),
  hi("work-3", "tumhari job kya hai?", ROHAN, ["mbbs", "student"]),
  hi("home-1", "kahan se ho?", ARJUN, ["bandra", "mumbai"]),
  hi("home-2", "tum kahan rehte ho?", KABIR, ["koramangala", "bangalore"]),
  hi("home-3", "kaunse city se ho?", ROHAN, ["pune"]),
  hi("looking-1", "yahan kya dhoondh rahe ho?", ARJUN, ["real", "slow"]),
  hi("looking-2", "sach batao, is app pe kya dhoondh rahe ho?", ROHAN, ["relationship", "casual"]),
  hi("fun-1", "free time mein kya karte ho?", KABIR, ["cricket", "biryani", "comedy"]),
  hi("fun-2", "weekend pe kya karte ho?", ARJUN, ["treks", "coffee", "bollywood"]),
  hi("name-1", "tumhara naam kya hai?", KABIR, ["kabir"]),
  hi("intro-1", "apne baare mein kuch batao", ROHAN, ["rohan", "mbbs", "pune"]),
];

/** How a man texts, in two opposite styles: messages people really send. */
export const STYLE_SAMPLES = {
  short: {
    label: "short, lowercase, emoji",
    samples: ["haha ya", "lol same 😂", "kal pakka", "nice nice 😂", "done 👍", "where tho", "omg 😂😂", "sure thing 😄"],
  },
  long: {
    label: "long, no emoji",
    samples: [
      "Honestly that sounds like a great plan, I have been meaning to try that place for ages and never found the time.",
      "I was out on a trek all weekend, so sorry for the late reply. The views from the top were completely worth it though.",
      "That is a very good question and I think my answer changes every week, but right now it is definitely filter coffee.",
      "Ha, I would love to hear the full story behind that one. It sounds like the kind of thing only happens to you.",
    ],
  },
} as const;

export const TONES: readonly ToneId[] = ["confident", "funny", "flirty", "creative"];
