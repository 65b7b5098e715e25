import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/platform/http/errors";
import { assertSafe, checkHerMessage, checkSafety } from "@/lib/reading/safety";

describe("checkSafety", () => {
  it.each([
    ["I'm 16 lol", "minor"],
    ["im 15 and my mom is strict", "minor"],
    ["she is 14 years old", "minor"],
    ["main 16 saal ki hu", "minor"],
    ["main 15 saal ki hoon, class 10 mein", "minor"],
    ["I'm still in high school", "minor"],
    ["I'm a minor btw", "minor"],
    ["send me nudes", "explicit"],
    ["send nude pics", "explicit"],
    ["you're so horny", "explicit"],
    ["I'll kill you", "threat"],
    ["I know where you live", "threat"],
    ["I'll leak your pics", "threat"],
    ["shut up bitch", "harassment"],
    ["tu kutti hai", "harassment"],
    ["you're so ugly", "harassment"],
    ["sometimes I want to kill myself", "self_harm"],
    ["i just want to die", "self_harm"],
    ["I'm 16 years old", "minor"],
  ])("flags %j as %s", (text, category) => {
    expect(checkSafety(text)).toBe(category);
  });

  it.each([
    "I'm 16 hours into this flight 😩",
    "I'm 25 and new to this city",
    "I'm 5 minutes away",
    "Just got back from a 10k run",
    "My sister is in high school, she's driving me crazy",
    "That was a minor setback haha",
    "Essex is lovely in the spring",
    "I'm a teacher at a high school",
    "Kill it at your presentation tomorrow!",
    "haha you're so funny",
    "kal milte hai?",
    "The sushi was killer",
    // A shade, not a photo; how long a relationship lasted, not her age.
    "aaj ka look kaisa laga? aur honest opinion chahiye, red lipstick ya nude",
    "nude heels or the black ones for saturday?",
    "main abhi abhi ek 4 saal ke relationship se nikli hu, toh light rakhna chahti hu",
    // Her cat's age, her child's, her years at a company; a deadline's hyperbole.
    "had to put my old cat biscuit down on tuesday. 16 yrs old. i'm ok, just a bit flat",
    "my 12 year old thinks you look like a footballer",
    "Mera layoff ho gaya, 9 saal ki company thi.",
    "3 deadlines this week im actually going to die. in the library till 2am again",
  ])("lets an ordinary message through: %j", (text) => {
    expect(checkSafety(text)).toBeNull();
  });

  it.each([
    ["kill yourself", "harassment"],
    ["Kill Yourself Tonight", "harassment"],
    ["just kill urself lol", "harassment"],
    ["why don't you kill yourself", "harassment"],
    ["go hang yourself", "harassment"],
    ["kys", "harassment"],
    ["ok kys.", "harassment"],
    ["go die", "harassment"],
    ["go and die in a hole", "harassment"],
    ["I hope you die", "harassment"],
    ["I hope you'll kill yourself", "harassment"],
    ["you deserve to die", "harassment"],
    ["tu mar ja", "harassment"],
    ["mar kyun nahi jaati", "harassment"],
  ])("flags telling someone to die or to kill themselves: %j", (text, category) => {
    expect(checkSafety(text)).toBe(category);
  });

  it.each([
    "this hike will kill me",
    "I'm dying to try that place",
    "killer view from the rooftop",
    "Don't kill yourself over it, it's just one exam",
    "don’t kill yourself at the gym",
    "You'll kill yourself laughing at this video",
    "I could just die of embarrassment",
    "we'll go die laughing at his jokes",
    "you should dye your hair pink",
    "Take some pressure off yourself",
    "hass hass ke mar jaungi",
    "Marja is my best friend",
    "I just watched Kill Bill",
  ])("lets an everyday use of those words through: %j", (text) => {
    expect(checkSafety(text)).toBeNull();
  });

  it.each([
    ["Cyrillic е", "send me nud\u0435s", "explicit"],
    ["Cyrillic а and о", "so n\u0430ked r\u043en", "explicit"],
    ["Greek ο and ν", "sh\u03bfw me n\u03bfthing, I'm \u03bdery horny", "explicit"],
    ["fullwidth letters", "ｓｅｎｄ ｍｅ ｎｕｄｅｓ", "explicit"],
    ["mathematical letters", "𝐬𝐞𝐧𝐝 𝐧𝐮𝐝𝐞𝐬", "explicit"],
    ["a zero-width space inside a word", "send me nu\u200bdes", "explicit"],
    ["a soft hyphen and a zero-width joiner", "k\u00adi\u200dll yourself", "harassment"],
    ["combining accents", "se\u0301nd me nu\u0301de\u0300s", "explicit"],
    ["letters split by dots", "send me n.u.d.e.s", "explicit"],
    ["letters split by spaces", "send me n u d e s", "explicit"],
    ["letters split by spaces (short)", "k y s", "harassment"],
    ["Cyrillic і in kill", "k\u0456ll yourself", "harassment"],
    ["a curly apostrophe", "I’m 16 lol", "minor"],
    ["fullwidth digits", "I'm １５ btw", "minor"],
  ])("sees through %s", (_label, text, category) => {
    expect(checkSafety(text)).toBe(category);
  });

  it.each([
    "I'm a u.s. citizen",
    "r u ok? k n u?",
    "a b c, easy as 1 2 3",
    "Plan A, B or C?",
    "Essex is lovely",
    "क्या कर रही हो आज?",
    "café naïve résumé",
  ])("folding and joining letters leaves an ordinary message alone: %j", (text) => {
    expect(checkSafety(text)).toBeNull();
  });

  it("checks the thread as well as her message", () => {
    expect(checkSafety("lol ok", "Her: I'm 15 btw")).toBe("minor");
  });

  it("assertSafe throws a 422 ApiError with a kind message", () => {
    expect(() => assertSafe("send nudes")).toThrowError(ApiError);
    try {
      assertSafe("send nudes");
    } catch (error) {
      expect((error as ApiError).status).toBe(422);
      expect((error as ApiError).message).toMatch(/respectful/);
    }
  });
});

describe("letters behind digits and symbols, and plain insults and threats", () => {
  it.each([
    ["s3x mostly lol", "explicit"],
    ["apni d!ck pic bhejo pehle", "explicit"],
    ["lol i don't do dates, i do n*des. send first", "explicit"],
    ["ur mom's a wh*re and so are u", "harassment"],
    ["ur such a useless piece of shit. blocked", "harassment"],
    ["if u unmatch me i'll find your house", "threat"],
    ["i'll send my brothers to ur house, then see what happens", "threat"],
  ] as const)("%s → %s", (message, category) => {
    expect(checkSafety(message)).toBe(category);
  });
  it.each([
    "i'm not comfortable with sexting, just so you know. can we keep it pg?",
    "I'm not interested in a hookup, just to be upfront.",
    "ugh kamina traffic, 45 min se silk board pe atki hoon",
    "b4 u ask, yes i'm 5'4",
  ])("%s → allowed", (message) => {
    expect(checkSafety(message)).toBeNull();
  });
});

describe("ages and words that are not hers: her replies are kept", () => {
  it.each([
    ["CA final clear!!!! 6 saal ki mehnat 😭🥳 aaj sab kuch tum pe treat", undefined],
    ["mera naya kaam singapore mein hai, 3 saal ka contract. timing hi kharab hai yaar", undefined],
    ["pehle bata du ki main ek single mother hu, meri beti 6 saal ki hai. agar tumhe problem hai toh abhi bata do", undefined],
    ["I should be honest with you. I'm divorced, and I have a 6 year old. If that's a dealbreaker, I understand.", undefined],
    ["my sister just turned 17 and got her first phone, i'm scared for the world", undefined],
    ["i'm 31 but my mom still thinks i'm 12 and calls every hour 🙄", undefined],
    ["i'm 16 episodes into this kdrama and it's 2am, send help", undefined],
    ["tumhara startup actually karta kya hai? explain like I'm 5 😂", undefined],
    ["kal raat hostel mein ek ladki ne suicide attempt kiya 😶 hum sab bahut shaken hain", undefined],
    ["big talk for someone who's about to lose, and buy me ice cream after", "Me: I'm going to beat you at mini golf"],
    ["please stop. i've said no twice.", "Me: come on one drink won't kill you\nHer: no thanks\nMe: just one!!"],
    ["it's 10 😑 what happened to 7? and how did the shoot go", "Me: i'll text u when i'm free after the shoot\nHer: ok\nMe: prob by 7"],
    ["my cousin turned sixteen today, whole family is at her party in rohini", undefined],
    ["found my 10th class diary and i'm cringing so hard 😭", undefined],
    ["i run science workshops for 9th and 10th graders on weekends, total chaos", undefined],
    ["mera bhai 10th mein hai aur boards ke liye mujhse zyada tension mujhe hai 😩", undefined],
    ["i'm fifteen minutes away, order for me?", undefined],
    ["running late, fifteen minutes away 🙈", undefined],
  ])("%s → her replies", (message, thread) => {
    expect(checkHerMessage(message, thread)).toBeNull();
  });

  it.each([
    "i feel 16 again - oh wait i AM 16 😂",
    "main 15 saal ki hoon, school mein hoon abhi",
    "im 14 years old btw",
    "i'm 16 lol, is that ok?",
    "im fiftean lol dont tell anyone im on here",
    "meri age pandrah hai but sab bolte hain main 20 ki lagti hoon",
  ])("%s → still refused as a minor's", (message) => {
    expect(checkHerMessage(message)).toBe("minor");
  });
});
