import type { Intent } from "@/lib/reading/intents";

// Messages the offline engine is held to, shared by the classifier and composer tests. `detail` is
// the specific thing one reply must mention (per language when Hinglish writes it differently).

export interface OfflineCase {
  message: string;
  thread?: string;
  intent?: Intent;
  detail?: string | { en: string; hi: string };
}

export const OFFLINE_CASES: OfflineCase[] = [
  { message: "hey", intent: "greeting" },
  { message: "Good morning! How's your day going?", intent: "greeting" },
  { message: "hii kaise ho", intent: "greeting" },
  { message: "ok", intent: "short" },
  { message: "haha", intent: "short" },
  { message: "hmm", intent: "short" },
  { message: "lol", intent: "short" },
  { message: "acha theek hai", intent: "short" },
  { message: "😂😂", intent: "emoji" },
  { message: "🙈❤️", intent: "emoji" },
  { message: ":)", intent: "emoji" },
  { message: "What do you do?", intent: "about_him" },
  { message: "Tell me about yourself", intent: "about_him" },
  { message: "aap kya karte ho?", intent: "about_him" },
  { message: "kya kar rahe ho", intent: "up_to" },
  { message: "wyd", intent: "up_to" },
  { message: "What are you up to tonight?", intent: "up_to" },
  { message: "We should grab coffee sometime", intent: "plans" },
  { message: "kal milte hai?", intent: "plans" },
  { message: "Are you free this Saturday?", intent: "plans" },
  { message: "You have a really nice smile", intent: "compliment" },
  { message: "tum kaafi cute ho", intent: "compliment" },
  { message: "Work was crazy today, my boss kept moving the deadline", intent: "work" },
  { message: "office mein aaj client meeting thi", intent: "work" },
  { message: "I have an interview tomorrow, wish me luck", intent: "work", detail: "interview" },
  { message: "I made the best biryani tonight", intent: "food", detail: "biryani" },
  { message: "khana kha liya?", intent: "food" },
  { message: "Had the best momos of my life at a tiny stall in Kasol", intent: "food", detail: "momos" },
  { message: "I just got back from Goa", intent: "travel", detail: "Goa" },
  { message: "Planning a trip to Manali next month", intent: "travel", detail: "Manali" },
  { message: "Just landed in Bali!! The beaches are unreal 🌴", intent: "travel", detail: "Bali" },
  { message: "Just got back from a trip to Tawang", intent: "travel", detail: "Tawang" },
  { message: "Can't stop listening to Taylor Swift", intent: "music", detail: "Taylor Swift" },
  { message: "aaj kal Arijit ke gaane sun rahi hoon", intent: "music", detail: "Arijit" },
  { message: "Just finished Stranger Things, I'm so sad it's over", intent: "movies", detail: "Stranger Things" },
  { message: "Watching Friends again for the 10th time", intent: "movies", detail: "Friends" },
  { message: "koi achhi movie batao", intent: "movies" },
  { message: "Any plans for the weekend?", intent: "weekend" },
  { message: "weekend pe kya plan hai", intent: "weekend" },
  { message: "I'm going to a wedding this weekend, so excited", intent: "weekend" },
  { message: "What kind of music do you like?", intent: "music" },
  { message: "Do you like to travel?", intent: "travel" },
  { message: "My dog Bruno just learned to high five", intent: "pets", detail: "Bruno" },
  { message: "mera dog Simba bahut cute hai", intent: "pets", detail: "Simba" },
  { message: "meri billi bahut naughty hai", intent: "pets" },
  { message: "Just ran my first half marathon!", intent: "sports", detail: "marathon" },
  { message: "gym se abhi aayi hoon", intent: "sports" },
  { message: "Currently reading Atomic Habits", intent: "books", detail: "Atomic Habits" },
  { message: "I love Murakami", intent: "books", detail: "Murakami" },
  { message: "kaunsi kitaab padh rahe ho aajkal?", intent: "books" },
  { message: "It's raining so hard here", intent: "weather", detail: { en: "rain", hi: "baarish" } },
  { message: "aaj bahut garmi hai", intent: "weather" },
  { message: "Ugh, long day. So tired", intent: "tired" },
  { message: "aaj ka din bahut bura tha, thak gayi", intent: "tired" },
  { message: "Do you believe in ghosts?", intent: "question" },
  { message: "That's so random", intent: "general" },
  { message: "I love sushi, we should go to that new place in Bandra sometime", intent: "plans", detail: "sushi" },
  { message: "haha yes", thread: "Me: How was your day?\nHer: I went to a Coldplay concert!!", intent: "music", detail: "Coldplay" },
  { message: "hmm", thread: "Her: I just got back from Goa\nMe: how was it?", intent: "travel", detail: "Goa" },
  {
    message:
      "I think I'm a pretty good judge of character and you seem interesting, but I'm still deciding whether you're a serial killer or just really into sourdough baking, which honestly might be the same thing",
  },
  {
    message:
      "So today was wild. Woke up late, missed my bus, spilled coffee on my laptop, and then my manager said the presentation got moved to tomorrow. Honestly I just want to sleep for a week lol",
  },
];

export function detailFor(c: OfflineCase, language: "en" | "hi"): string | undefined {
  if (!c.detail) return undefined;
  return typeof c.detail === "string" ? c.detail : c.detail[language];
}
