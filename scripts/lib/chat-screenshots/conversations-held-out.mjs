// The held-out set's conversations (scripts/lib/chat-screenshots.mjs, HELD_OUT): new people, new words,
// written after the reader's rules were tuned and never used to tune them. "H:" is her bubble, "M:" his.
// Entry i is drawn in slot i of the held-out set (its style, theme, size and text size), so the long
// ones sit where they fit. `cutOff`: bubbles above the first one, scrolled partly under the header: on
// the screen, not in the truth (see HELD_OUT in chat-screenshots.mjs).

/** @type {Array<{ language: "en" | "hinglish", lines: string[], cutOff?: string[] }>} */
export const HELD_OUT_CONVERSATIONS = [
  {
    language: "hinglish",
    lines: [
      "M: Zoya! Sunday brunch ka plan abhi bhi on hai?",
      "H: Haan bilkul, bas thoda late aaungi 🙈",
      "H: Mummy ne subah subah market bhej diya",
      "M: Koi baat nahi, main table book kar leta hu",
      "H: Tum best ho. 12:30 theek hai?",
    ],
  },
  {
    language: "en",
    cutOff: [
      "H: Okay so the full story is that my cousin's wedding got moved to Jaipur at the last minute, and now the whole family is driving down on Friday night, including my grandmother who refuses to fly because she thinks airports are too noisy",
    ],
    lines: [
      "M: That sounds like a road trip movie",
      "H: It will be. Eleven people in two cars",
      "H: My uncle already made a playlist, it's all old Kishore Kumar songs 🎶",
      "M: Honestly that's a solid playlist",
      "H: For the first hour maybe",
      "M: How long is the drive?",
      "H: Nine hours if nobody stops for chai",
      "H: So realistically fourteen",
      "H: Anyway what are you up to this weekend?",
    ],
  },
  {
    language: "en",
    lines: [
      "M: Okay Tara, important question. Pineapple on pizza?",
      "H: Yes and I will not be taking questions 🍍",
      "M: Brave. I respect it but I can't agree",
      "H: We can still be friends. Maybe",
    ],
  },
  {
    language: "hinglish",
    lines: [
      "H: Hey, tumhari profile pe guitar dekha 🎸",
      "H: Sach me bajate ho ya sirf photo ke liye?",
      "M: Sach me! Bas teen gaane aate hai",
      "H: Teeno sunao phir, main judge karungi",
      "M: Deal, lekin pehle tum apna talent batao",
    ],
  },
  {
    language: "en",
    lines: [
      "H: Okay, your worst date. Go",
      "M: Cooking class. I set a towel on fire",
      "M: The teacher still checks on me",
      "H: Was your date okay at least?",
      "M: She laughed too hard to worry",
      "H: So it was a good date then",
      "M: Third best of my life, honestly",
      "H: What were the first two??",
    ],
  },
  {
    language: "en",
    lines: [
      "H: Saw your story from the marathon!! 🏃‍♀️",
      "M: Thanks! My legs still hate me",
      "H: How long did it take you?",
      "M: Four hours and twelve minutes. Mostly walking at the end",
      "H: Still impressive. I get tired walking to the metro",
    ],
  },
  {
    language: "en",
    lines: [
      "M: Did you get home okay?",
      "H: Yes! Sorry, my phone died on the way",
      "H: Tonight was really fun though",
      "M: It was. Same time next week?",
      "H: Only if we go back to that dumpling place 🥟",
    ],
  },
  {
    language: "en",
    lines: [
      "H: Hey, Naina here, from the book club",
      "M: Hi Naina! Good to hear from you",
      "H: Did you finish the last chapter?",
      "M: Not yet, I keep falling asleep after ten pages",
      "H: That says more about the book than you",
    ],
  },
  {
    language: "hinglish",
    lines: [
      "M: Tumhara bio padh ke hasi aa gayi",
      "H: Kaunsa part? 😄",
      'M: "Will judge you by your maggi skills"',
      "H: Haan toh, serious hu main",
      "H: Kitne minute me banate ho?",
    ],
  },
  {
    language: "en",
    lines: [
      "H: What's with the plants in your bio?",
      "M: I have 31. It's a problem",
      "H: 31?? Do they have names",
      "M: Only the survivors",
      "H: So how many is that",
      "M: Six. RIP to the rest 🪴",
      "H: I killed a cactus once",
      "M: That takes real talent",
    ],
  },
  {
    language: "en",
    lines: [
      "M: Hi Rhea, loved your answer about Sunday mornings",
      "H: Thank you! Filter coffee and the newspaper, no phone",
      "M: That sounds peaceful. Do you actually manage no phone?",
      "H: Never. But it's the dream",
    ],
  },
  {
    language: "hinglish",
    lines: [
      "H: Yeh reel dekhi? 😂😂",
      "M: Haan, bilkul meri Monday morning jaisi hai",
      "H: Same yaar. Aaj office me bhi wahi haal tha",
      "H: Weekend kab aayega",
    ],
  },
  {
    language: "en",
    lines: [
      "H: Are you still awake?",
      "M: Yes, just working. Why?",
      "H: Can't sleep, the neighbours are partying",
      "H: They've played the same song six times now",
      "M: Which song?",
      "H: Something about summer. In November 🙄",
      "M: Go knock and ask for a better one",
      "H: I'm in my pyjamas",
      "M: Pyjamas are perfect party clothes",
      "H: Not helping, but this made me laugh",
    ],
  },
  {
    language: "hinglish",
    lines: [
      "M: Sana, kal ki movie ka kya scene hai?",
      "H: 7 baje wala show book kar liya hai",
      "H: Popcorn tum laoge, deal? 🍿",
      "M: Deal. Caramel ya salted?",
      "H: Dono, obviously",
    ],
  },
  {
    language: "en",
    lines: [
      "M: Your photo at the Gateway of India, was that sunrise?",
      "H: Yes! 5:45 am, I have never been so cold in Mumbai",
      "M: Cold in Mumbai sounds made up",
      "H: It was 19 degrees. I was wearing two jackets",
    ],
  },
  {
    language: "en",
    cutOff: [
      "M: I think the best part of living near the lake is the evenings, when everyone from the colony comes out to walk their dogs, the kids race their cycles around the park and the old uncles argue about cricket on the benches",
    ],
    lines: [
      "H: That sounds like a movie scene",
      "H: My building has one cat and she hates everyone",
      "M: Every building needs one of those",
      "H: Her name is Duchess. Last month she bit the watchman and he still brings her fish",
      "M: A cat with standards 😼",
      "H: Standards or anger issues, the building committee hasn't decided yet",
      "M: Can I meet Duchess someday?",
      "H: Only if you bring treats. The fancy salmon ones from the pet shop, not the cheap ones",
      "H: And sign a waiver",
    ],
  },
  {
    language: "hinglish",
    lines: [
      "H: Tumne likha hai ki tum trekking karte ho",
      "M: Haan, pichle mahine Kedarkantha gaya tha ❄️",
      "H: Wow! Main bhi jaana chahti hu",
      "H: Kitne din ka trek tha?",
      "M: Paanch din. Snow me camping, kamaal ka tha",
    ],
  },
  {
    language: "en",
    lines: [
      "M: That cafe in your post looks amazing",
      "H: It's in Pondicherry! Best croissants I've had in India 🥐",
      "M: Adding it to my list",
      "H: Go early, they sell out by ten",
    ],
  },
  {
    language: "hinglish",
    lines: [
      "H: Mahi bol rahi hu, naya number hai",
      "M: Oh hi! Save kar liya",
      "H: Kal ka plan cancel toh nahi hua na?",
      "M: Bilkul nahi, 8 baje milte hai",
      "H: Perfect, late mat hona is baar 😤",
    ],
  },
  {
    language: "en",
    lines: [
      "M: Happy birthday Kiara!! 🎂",
      "H: Thank youuu",
      "H: Who told you?",
      "M: Instagram, obviously",
      "H: I forgot I put it there",
      "M: Any big plans tonight?",
      "H: My flatmates are making me a cake. It's leaning a bit",
      "H: Like the tower of Pisa but chocolate",
    ],
  },
  {
    language: "en",
    lines: [
      "H: Okay your dog is the real reason I swiped right",
      "M: That's fair. He gets more matches than me",
      "H: What's his name?",
      "M: Biscuit. He's scared of pigeons",
      "H: Biscuit deserves better pigeons",
    ],
  },
  {
    language: "hinglish",
    lines: [
      "M: Hi Avni! Tumhari photos me har jagah chai hai",
      "H: Haha haan, chai ke bina kuch nahi hota",
      "H: Tum coffee wale ho kya?",
      "M: Dono. Subah coffee, shaam ko chai",
      "H: Acha balance hai",
      "M: Tumhe sabse achhi chai kahan mili?",
      "H: Rishikesh me, ek chhoti si tapri pe",
      "H: Ganga ke kinare, baarish me ☔",
      "M: Ab toh jaana padega",
    ],
  },
  {
    language: "en",
    cutOff: [
      "H: I promise I'm not always this chaotic, it's just that this week I moved flats, my laptop charger stopped working, and my manager scheduled a meeting at 8 in the morning on a Saturday",
    ],
    lines: [
      "M: That's a lot for one week",
      "H: And it's only Thursday",
      "M: Do you need help carrying boxes?",
      "H: Are you offering or being polite?",
      "M: Offering. I have a car and nothing to do on Sunday",
      "H: Okay that's actually really kind",
      "H: I will pay you in pizza",
      "M: Best deal I've had all year",
    ],
  },
  {
    language: "en",
    lines: [
      "H: Your playlist on your profile is so good",
      "M: Finally someone noticed",
      "H: The Prateek Kuhad song especially",
      "M: Cold/mess? That one's on repeat",
      "H: Same!! Are you going to his concert in December?",
    ],
  },
  {
    language: "en",
    lines: [
      "M: Noor, random question. Mountains or beach?",
      "H: Mountains. Beaches are too sunny for me",
      "M: Fair. Which mountains?",
      "H: Anywhere in Himachal honestly",
      "H: Tea, fog, and no emails",
      "M: That's the dream",
      "H: What about you?",
      "M: Beach, but I'd happily be convinced",
    ],
  },
  {
    language: "en",
    lines: [
      "H: Are we still on for badminton tomorrow?",
      "M: Yes! Court booked for 7",
      "H: I'm warning you, I've been practising",
      "M: I'm shaking already",
    ],
  },
  {
    language: "hinglish",
    lines: [
      "M: Hello Leah! Bio me likha hai tum Goa se ho?",
      "H: Haan, Margao se. Tum kabhi aaye ho?",
      "M: Do baar, dono baar baarish me",
      "H: Monsoon me Goa ka alag hi mazaa hai 🌧️",
      "H: Next time main guide karungi",
    ],
  },
  {
    language: "en",
    cutOff: [
      "M: Honestly I think weekends were made for long breakfasts, bad movies and doing absolutely nothing productive, and I refuse to feel guilty about it anymore",
    ],
    lines: [
      "H: Finally someone who gets it",
      "H: What counts as a bad movie for you though?",
      "M: Anything with a shark and a tornado",
      "H: Oh no you've seen that one?",
      "M: All six of them. Twice",
      "H: I'm genuinely worried now 😂",
      "H: But also impressed",
    ],
  },
  {
    language: "en",
    lines: [
      "H: Jasmine here! Your answer about learning Kannada made me smile",
      "M: Thank you! I can order food and that's about it",
      "H: That's the most important part",
      "M: Exactly, priorities",
    ],
  },
  {
    language: "hinglish",
    lines: [
      "H: Kal wali photo kahan ki thi?",
      "M: Lodhi Garden, shaam ko",
      "H: Light ekdum perfect thi ✨",
      "H: Kaunsa phone hai tumhara?",
    ],
  },
  {
    language: "en",
    cutOff: [
      "H: So the plan for Saturday is that we meet at the station at nine, take the first train to Lonavala, have breakfast at that place with the giant vada pav, and then start walking before it gets too hot",
    ],
    lines: [
      "M: I love a plan with a vada pav in it",
      "H: It's the most important part",
      "M: What do I need to bring?",
      "H: Water, a cap, and good shoes",
      "H: Not the white ones from your photo, they will be brown by lunch",
      "M: Those are my best shoes",
      "H: Exactly. They won't survive",
      "H: And a raincoat, it's Lonavala. It rains there even when the forecast swears it won't",
      "M: Okay, old shoes and a raincoat it is",
      "H: Great, see you at nine! 🚆",
    ],
  },
  {
    language: "hinglish",
    lines: [
      "H: Tanvi ki shaadi ka card aaya?",
      "M: Haan aaj hi mila",
      "H: Tum aa rahe ho na?",
      "M: Pakka. Sangeet me bhi",
      "H: Dance karna padega phir 💃",
      "M: Bilkul nahi",
      "H: Sabko karna hai, rule hai",
      "M: Kaunsa gaana?",
      "H: Abhi decide nahi hua",
      "H: Kal call pe discuss karte hai",
    ],
  },
  {
    language: "en",
    lines: [
      "M: Shreya, is that a ukulele in your third photo?",
      "H: It is! I'm very bad at it",
      "M: Play me something bad sometime",
      "H: Careful what you wish for",
    ],
  },
  {
    language: "en",
    lines: [
      "H: Quick poll: is a hot dog a sandwich?",
      "M: Absolutely not",
      "H: Explain yourself",
      "M: A sandwich has two pieces of bread. A hot dog has one, folded",
      "H: So a taco is a sandwich?",
      "M: A taco is a taco. Leave it out of this",
      "H: You're very passionate about this 😂",
      "H: I like it",
    ],
  },
  {
    language: "hinglish",
    lines: [
      'M: Maya, tumhara prompt "best street food in Lucknow" wala, answer kya hai?',
      "H: Tunday ke kebab, koi competition nahi",
      "H: Tum kabhi Lucknow aaye ho?",
      "M: Nahi, par ab plan banana padega",
      "H: Aao toh batana, main list bana dungi 😋",
    ],
  },
  {
    language: "en",
    lines: [
      "M: Your dance video was so good",
      "H: Oh no, you saw that 🙈",
      "M: Everyone saw it. It has twenty thousand views",
      "H: My mom shared it in four family groups",
      "M: She's proud",
      "H: She's chaos",
      "H: Anyway, do you dance?",
      "M: Only at weddings, after midnight",
      "H: That's the best time to dance",
    ],
  },
];
