// Labelled dating profiles for the openers' evaluation (docs/evaluation.md, "Openers"): what a person
// reading each profile would call its concrete details. Each detail is the words that name it, any of
// which an opener (or its "from:" label) must say to count as built on it. Written as profiles are
// pasted from Hinge and Bumble (prompts) and from bios, in English and Hinglish, short and long; a few
// hold nothing usable.

export interface OpenerCase {
  id: string;
  /** The language the profile is written in. */
  written: "en" | "hi";
  style: "prompts" | "bio";
  profile: string;
  /** Each detail as the words that name it (lower case). */
  details: string[][];
}

export const OPENER_CASES: OpenerCase[] = [
  {
    id: "en-bio-architect",
    written: "en",
    style: "bio",
    profile: "Architect by day, momo critic by night. Just back from Goa and already planning Ladakh. Dog mom to Coco 🐶",
    details: [["architect"], ["momo"], ["goa"], ["ladakh"], ["coco"]],
  },
  {
    id: "en-hinge-pleasures",
    written: "en",
    style: "prompts",
    profile:
      "My simple pleasures\nMasala chai on a rainy balcony\nTypical Sunday\nPottery class, then a nap I'll deny taking\nI geek out on\nTaylor Swift's re-recordings",
    details: [["chai"], ["pottery"], ["taylor swift"]],
  },
  {
    id: "en-bumble-pm",
    written: "en",
    style: "prompts",
    profile: "About me: Product manager at Swiggy. Rewatching Gilmore Girls for the 4th time. Learning bouldering and mostly falling.",
    details: [["swiggy", "product manager"], ["gilmore girls"], ["bouldering"]],
  },
  {
    id: "en-bio-short-three",
    written: "en",
    style: "bio",
    profile: "Sushi snob. Marathon runner. Harry Potter nerd.",
    details: [["sushi"], ["marathon", "running"], ["harry potter"]],
  },
  {
    id: "en-hinge-travel",
    written: "en",
    style: "prompts",
    profile:
      "Best travel story: Got lost in Tokyo for six hours and found the best ramen of my life\nI'm weirdly attracted to: people who can cook a proper biryani\nUnusual skills: I can name every Coldplay album in order",
    details: [["tokyo"], ["ramen"], ["biryani"], ["coldplay"]],
  },
  {
    id: "en-bio-doctor",
    written: "en",
    style: "bio",
    profile: "Doctor in Pune. Weekends are for trekking in Sahyadris and cold coffee. Cat lady in training, my cat Mochi is the boss.",
    details: [["doctor"], ["pune"], ["trekking"], ["cold coffee"], ["mochi", "cat"]],
  },
  {
    id: "en-hinge-debate",
    written: "en",
    style: "prompts",
    profile:
      "Let's debate this topic: pineapple belongs on pizza\nThe way to win me over is: a playlist with at least one Arijit Singh song\nMy most irrational fear: geese",
    details: [["pizza", "pineapple"], ["arijit"], ["geese"]],
  },
  {
    id: "en-bio-long",
    written: "en",
    style: "bio",
    profile:
      "Software engineer at a startup nobody's heard of. Grew up in Jaipur, now living in Bangalore. I make a mean pasta, I read too much Murakami, and I'm training for my first half marathon. Looking for someone to try every dosa place in Indiranagar with.",
    details: [
      ["software engineer", "engineer"],
      ["jaipur"],
      ["bangalore"],
      ["pasta"],
      ["murakami"],
      ["half marathon", "marathon"],
      ["dosa"],
    ],
  },
  {
    id: "en-prompts-dog",
    written: "en",
    style: "prompts",
    profile:
      "Together, we could: take my golden retriever to the beach\nI go crazy for: pani puri and bad puns\nA life goal of mine: see the northern lights in Iceland",
    details: [["golden retriever", "dog"], ["pani puri"], ["iceland", "northern lights"]],
  },
  {
    id: "en-bio-teacher",
    written: "en",
    style: "bio",
    profile: "Teacher. Salsa classes on Thursdays. Will judge you by your chai order.",
    details: [["teacher"], ["salsa"], ["chai"]],
  },
  {
    id: "en-bio-humour",
    written: "en",
    style: "bio",
    profile: "Professional overthinker. Terrible at replying on time. Ask me about my Japan trip.",
    details: [["overthinker"], ["replying on time", "terrible at"], ["japan"]],
  },
  {
    id: "en-bumble-interests",
    written: "en",
    style: "prompts",
    profile: "About me: Lawyer who'd rather be baking\nInterests: yoga, photography, Stranger Things\nLooking for: someone kind",
    details: [["lawyer"], ["baking"], ["yoga"], ["photography"], ["stranger things"]],
  },
  {
    id: "en-hinge-two",
    written: "en",
    style: "prompts",
    profile: "I won't shut up about: F1\nMy simple pleasures: fresh croissants",
    details: [["f1"], ["croissant"]],
  },
  {
    id: "en-bio-designer",
    written: "en",
    style: "bio",
    profile: "Graphic designer | Plant mom of 32 | Kolkata girl | Spotify Wrapped is 90% AR Rahman",
    details: [["graphic designer", "designer"], ["plant"], ["kolkata"], ["ar rahman"]],
  },
  {
    id: "en-bio-travel-list",
    written: "en",
    style: "bio",
    profile: "Been to 14 countries, Bali was my favourite. Next on the list: Peru. I'll always pick tacos over anything.",
    details: [["bali"], ["peru"], ["tacos"]],
  },
  {
    id: "en-prompts-shows",
    written: "en",
    style: "prompts",
    profile: "My comfort show: Brooklyn Nine-Nine\nCurrently reading: Normal People\nGreen flags I look for: you can beat me at chess",
    details: [["brooklyn nine-nine"], ["normal people"], ["chess"]],
  },
  {
    id: "en-bio-pilot",
    written: "en",
    style: "bio",
    profile: "Pilot, so yes I'll tell you when to fasten your seatbelt. Off days = tennis and butter chicken.",
    details: [["pilot"], ["tennis"], ["butter chicken"]],
  },
  {
    id: "en-bio-cricket",
    written: "en",
    style: "bio",
    profile: "RCB fan since forever (yes, I've suffered). Data analyst. Makes the best brownies in Hyderabad.",
    details: [["rcb"], ["data analyst", "analyst"], ["brownies"], ["hyderabad"]],
  },
  {
    id: "en-prompts-long",
    written: "en",
    style: "prompts",
    profile:
      "Dating me is like: a road trip with no plan but great snacks\nTwo truths and a lie: I've been skydiving, I've met Diljit, I hate coffee\nThe key to my heart is: pav bhaji at midnight\nMy ideal Sunday: swimming, then a long nap",
    details: [["road trip", "snacks"], ["skydiving"], ["diljit"], ["coffee"], ["pav bhaji"], ["swimming"]],
  },
  {
    id: "en-bio-student",
    written: "en",
    style: "bio",
    profile: "Med student surviving on Maggi and Coke Studio. Kathak dancer on weekends.",
    details: [["med student"], ["maggi"], ["coke studio"], ["kathak"]],
  },
  {
    id: "en-bio-cats",
    written: "en",
    style: "bio",
    profile: "Cat person. Journalist. I've watched The Office more times than I'll admit.",
    details: [["cat"], ["journalist"], ["the office"]],
  },
  {
    id: "en-two-details",
    written: "en",
    style: "bio",
    profile: "Chef. Obsessed with Kerala.",
    details: [["chef"], ["kerala"]],
  },
  {
    id: "en-prompt-only",
    written: "en",
    style: "prompts",
    profile: "I'm convinced that: cereal is a soup\nMy most controversial opinion is: winter is better than summer",
    details: [["cereal", "soup"], ["winter"]],
  },
  {
    id: "en-nothing-1",
    written: "en",
    style: "bio",
    profile: "Just ask.",
    details: [],
  },
  {
    id: "en-nothing-2",
    written: "en",
    style: "bio",
    profile: "New here. Not sure what to write. Be nice 🙂",
    details: [],
  },
  {
    id: "en-nothing-3",
    written: "en",
    style: "bio",
    profile: "5'6\nLooking for: long-term",
    details: [],
  },
  {
    id: "hi-bio-mumbai",
    written: "hi",
    style: "bio",
    profile:
      "Mumbai ki ladki, dil se pahadi. Weekend pe trekking, weekdays pe Excel. Biryani ke liye kuch bhi. Meri billi ka naam Mishti hai.",
    details: [["mumbai"], ["trekking"], ["biryani"], ["mishti", "billi", "cat"]],
  },
  {
    id: "hi-bio-chai",
    written: "hi",
    style: "bio",
    profile: "Chai > coffee, ye debate mat karna. Delhi se hoon, abhi Goa trip se wapas aayi. Arijit ke gaane sunti rehti hoon.",
    details: [["chai"], ["coffee"], ["delhi"], ["goa"], ["arijit"]],
  },
  {
    id: "hi-prompts-pleasures",
    written: "hi",
    style: "prompts",
    profile:
      "My simple pleasures: baarish mein pakode aur Jagjit Singh\nTypical Sunday: badminton, phir lambi neend\nI'm looking for: koi jo Panchayat ke jokes samjhe",
    details: [["jagjit"], ["badminton"], ["panchayat"]],
  },
  {
    id: "hi-bio-doctor",
    written: "hi",
    style: "bio",
    profile: "Doctor hoon, toh haan, timing thodi ajeeb hai. Momos ke liye kahin bhi chal sakti hoon. Rishikesh mera happy place hai.",
    details: [["doctor"], ["momos"], ["rishikesh"]],
  },
  {
    id: "hi-bio-dog",
    written: "hi",
    style: "bio",
    profile: "Mera dog Bruno mujhse zyada famous hai. Pune mein rehti hoon. Cooking ka shauk hai, especially pasta.",
    details: [["bruno", "dog"], ["pune"], ["cooking"], ["pasta"]],
  },
  {
    id: "hi-prompts-travel",
    written: "hi",
    style: "prompts",
    profile:
      "Best travel story: Ladakh mein bike kharab ho gayi thi, phir bhi best trip thi\nI go crazy for: pani puri aur Shah Rukh ki movies, especially DDLJ",
    details: [["ladakh"], ["pani puri"], ["ddlj", "shah rukh"]],
  },
  {
    id: "hi-bio-engineer",
    written: "hi",
    style: "bio",
    profile: "Software engineer, par dil se singer. Karaoke night pe milna. Bangalore traffic ki victim.",
    details: [["software engineer", "engineer"], ["singer", "singing"], ["karaoke"], ["bangalore"]],
  },
  {
    id: "hi-bio-short",
    written: "hi",
    style: "bio",
    profile: "Yoga, chai, aur Kishore Kumar. Bas itna hi.",
    details: [["yoga"], ["chai"], ["kishore"]],
  },
  {
    id: "hi-prompts-humour",
    written: "hi",
    style: "prompts",
    profile:
      "Dating me is like: ek Netflix series jiska season 2 kabhi nahi aata\nUnusual skills: main kisi bhi gaane ka Antakshari version jaanti hoon\nMy love language is: dosa share karna",
    details: [["netflix", "season 2", "series"], ["antakshari"], ["dosa"]],
  },
  {
    id: "hi-bio-cricket",
    written: "hi",
    style: "bio",
    profile: "CSK ke liye jaan bhi de du (figuratively). Chennai se hoon. Filter coffee ke bina din shuru nahi hota.",
    details: [["csk"], ["chennai"], ["filter coffee"]],
  },
  {
    id: "hi-bio-teacher",
    written: "hi",
    style: "bio",
    profile: "Teacher hoon, bachon se zyada homework mujhe milta hai. Sketching karti hoon free time mein. Manali jaana hai is saal.",
    details: [["teacher"], ["sketching"], ["manali"]],
  },
  {
    id: "hi-two-details",
    written: "hi",
    style: "bio",
    profile: "Jaipur wali. Rajma chawal forever.",
    details: [["jaipur"], ["rajma"]],
  },
  {
    id: "hi-prompts-long",
    written: "hi",
    style: "prompts",
    profile:
      "About me: Lucknow se hoon, ab Delhi mein kaam karti hoon, architect hoon\nInterests: photography, kebabs, Coldplay\nThe key to my heart is: agar tum Zindagi Na Milegi Dobara ke dialogues bol sako",
    details: [["lucknow"], ["delhi"], ["architect"], ["photography"], ["kebab"], ["coldplay"], ["zindagi na milegi dobara"]],
  },
  {
    id: "hi-bio-gym",
    written: "hi",
    style: "bio",
    profile: "Gym jaati hoon roz, par pizza bhi chahiye. Udaipur ki hoon. Friends ka har episode yaad hai.",
    details: [["gym", "lifting"], ["pizza"], ["udaipur"], ["friends"]],
  },
  {
    id: "hi-nothing-1",
    written: "hi",
    style: "bio",
    profile: "Bas yahi hoon, poochho jo poochna hai.",
    details: [],
  },
  {
    id: "hi-nothing-2",
    written: "hi",
    style: "bio",
    profile: "Kuch likhna nahi aata, baat karke dekh lo.",
    details: [],
  },
  {
    id: "en-bio-hiking",
    written: "en",
    style: "bio",
    profile: "Hiking > clubbing. Consultant who travels too much. Currently obsessed with Fleabag and matcha.",
    details: [["hiking"], ["consultant"], ["fleabag"], ["matcha"]],
  },
  {
    id: "en-bumble-founder",
    written: "en",
    style: "prompts",
    profile: "About me: Founder of a tiny bakery in Chandigarh. Weekends: cycling and board games. Ask me about my Spiti trip.",
    details: [["founder", "bakery"], ["chandigarh"], ["cycling"], ["board games"], ["spiti"]],
  },
  {
    id: "en-bio-reader",
    written: "en",
    style: "bio",
    profile: "Psychologist. Reading Atomic Habits and ignoring all of it. Thai food enthusiast.",
    details: [["psychologist"], ["atomic habits"], ["thai food"]],
  },
];
