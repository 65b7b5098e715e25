import { describe, expect, it } from "vitest";
import { actsOf } from "@/lib/reading/acts";
import { describeReading } from "@/lib/reading/prompt-rules";
import { railBreaks } from "@/lib/reading/rails";
import { readMessage } from "@/lib/reading/read";
import { composeOfflineReplies } from "@/lib/replies/offline";

// The rules' half of the boundary rail (lib/reading/cues.ts): her no, news that ends it and a limit, said
// the roundabout ways people say them, and the look-alikes that must keep their ordinary replies.

const boundaryOf = (message: string) => actsOf(message).find((a) => a.kind === "boundary");

describe("her no, as the rules read it", () => {
  it.each([
    ["i think i'll pass on round two, it was nice meeting you tho", "not_interested"],
    ["honestly i'm gonna have to pass. good luck out there", "not_interested"],
    ["It's a no from me, sorry!", "not_interested"],
    ["I'm not in the headspace for dating right now", "not_interested"],
    ["there wasn't really a spark for me, hope that's ok", "not_interested"],
    ["can we just stay friends? you're great but yeah", "not_interested"],
    ["i don't see this going anywhere tbh", "not_interested"],
    ["I think we want different things. Let's leave it here.", "not_interested"],
    ["mujhe spark nhi feel hua yaar, sorry", "not_interested"],
    ["humein yahin ruk jaana chahiye", "not_interested"],
    ["hmm humse nahi ho payega ye", "not_interested"],
    ["tum koi aur dhundh lo please", "not_interested"],
    ["I'm deleting hinge tonight, take care!", "moving_on"],
    ["coming off the apps for a while, it was nice chatting", "moving_on"],
    ["so my ex and i are giving it another shot", "moving_on"],
    ["ex ke saath patch up ho gaya 🙈 sorry", "moving_on"],
    ["ghar walon ne rishta fix kar diya hai", "moving_on"],
    ["I actually met someone last month and it's going well", "moving_on"],
    ["pls don't text after 11, i sleep early", "limit"],
    ["can you not call without asking first?", "limit"],
    ["no voice notes please, i'm always in meetings", "limit"],
    ["raat ko late msg mat karo yaar", "limit"],
    ["photos mat bhejo bina puche", "limit"],
    ["itne saare messages mat bhejo please", "limit"],
    ["can we keep it PG for now?", "limit"],
    ["I'd rather not share where I work yet", "limit"],
    ["not comfortable meeting at your place", "limit"],
    ["Could you stop commenting on what I eat? I had a samosa, not a crime.", "limit"],
    ["Stop typing paragraphs when I'm in a meeting.", "limit"],
    ["I'd prefer if we didn't discuss marriage timelines yet", "limit"],
    ["Not in the mood to talk tonight.", "limit"],
    ["phone pe baat nhi kr skti yrr, ghar pe log hote h", "limit"],
    ["I'm going to go quiet for a few days, work is insane", "limit"],
    ["tumne meri dp ko 'fake' bola?? wow. blocked", "stop"],
    ["ya not feeling this. take care", "not_interested"],
    ["This has been fun, but I'm going to bow out. Good luck with everything!", "not_interested"],
    ["sunday wali date cute thi lol but mujhe lagta h hum dono ka vibe dosti wala h", "not_interested"],
    ["I'm closing my account at the end of the week", "moving_on"],
    ["There's no easy way to say this, but I'm back with my boyfriend.", "moving_on"],
  ])("%s → %s", (message, reason) => {
    expect(boundaryOf(message)?.reason).toBe(reason);
  });

  it.each([
    "aaj nahi ho payega, kal chalein?",
    "you don't text like a Bangalore guy",
    "I won a prize, also I was rude to a judge, don't ask",
    "i deleted this app twice and came back for you",
    "12 aunties tried to get my rishta fixed at the party 🙃",
    "I'd rather not put a label on it, let's keep it fun",
    "not ready for anything serious, but this is fun",
    "I don't text much, sorry in advance",
    "pass me the salt energy lol",
    "16 years in this city and i still get lost in old delhi",
    "Mazaak mat karo yaar, sach mein aap Aminabad se ho??",
    "please stop being so cute",
    "shaadi ke liye abhi ready nahi hu, i want to enjoy a bit first",
  ])("%s is not a no", (message) => {
    expect(boundaryOf(message)).toBeUndefined();
  });

  it("puts the reading on the boundary rail, with replies that keep it", () => {
    expect(readMessage("Appreciate it, but I'm going to pass. Take care!").rail).toBe("boundary");
    expect(readMessage("pls raat 11 ke baad msg mat karna").rail).toBe("boundary");
  });
});

// The rules' half of the care rail: bad news said plainly, in passing, or in Hinglish.
const badNewsOf = (message: string) => actsOf(message).find((a) => a.kind === "bad_news");

describe("her bad news, as the rules read it", () => {
  it.each([
    ["the vet called, she didn't make it", true],
    ["he passed last night in his sleep", true],
    ["aaj nani ki barsi hai, ghar pe pooja", true],
    ["dadu chale gaye kal raat 💔", true],
    ["my grandma's been on a ventilator since monday", false],
    ["waiting on the biopsy results, can't focus", false],
    ["papa ki tabiyat bahut kharab hai", false],
    ["mumma hospital mein bharti hain", false],
    ["my parents are separating after 30 years", false],
    ["meri engagement toot gayi", false],
    ["my 5 year relationship ended last week", false],
    ["company ne poori team ko nikaal diya", false],
    ["they let me go after two weeks, culture fit apparently", false],
    ["visa reject ho gaya yaar 😞", false],
    ["I failed my bar exam by 4 marks", false],
    ["didn't clear prelims again", false],
    ["mera laptop chori ho gaya train mein", false],
    ["someone broke into my flat last night", false],
    ["we got evicted, moving in with my aunt", false],
    ["dad fell and broke his hip", false],
    ["honestly, it's been a tough week with my mother's health", false],
    ["badminton khelte hue wrist tod li 🤕 left hand se type kr rahi hu", false],
    ["Update: I've got Covid. Again. Third time", false],
    ["my mother's test results weren't good, more scans on Monday", false],
    ["I fell down the stairs at work and I'm in a boot for six weeks", false],
    ["ok so my scooty got stolen outside the office", false],
    ["aaj scooty se gir gyi, ghutna chhil gya", false],
    ["mera dog Simba kal shaam park se kho gya 🐶💔", false],
    ["Lost a patient today. Eighty-nine, lovely old fella", true],
    ["a small piece of sad news: my old PhD supervisor died on Sunday", true],
    ["had to put my old girl to sleep today. 16 years of a very loud beagle", true],
    ["my goldfish died and im way sadder than i expected", true],
    ["kal raat chal base 🙏 aakhri tak mujhe pehchaante rahe", true],
    ["they said they loved me and then hired someone internal", false],
    ["A close friend of mine has been detained at Heathrow", false],
    ["the adoption fell through. i'm weirdly devastated", false],
    ["ok bad news, my study permit extension got refused", false],
    ["so i am officially the girl with a lehenga and nowhere to wear it. we called off the wedding", false],
    ["Failed my MD part 1 viva. Anyway. How's your week?", false],
    ["I'm so sorry, I've been rubbish at replying. Mum's been poorly", false],
  ])("%s (grief: %s)", (message, grief) => {
    const act = badNewsOf(message);
    expect(act?.kind).toBe("bad_news");
    if (act?.kind === "bad_news") expect(act.grief).toBe(grief);
  });

  it.each([
    "we didn't make it to the movie, traffic was insane",
    "mumma office chali gayi, ghar pe akeli hoon",
    "my mom won't let me go out on weeknights lol",
    "aaj mujhe pakad nahi rahe the, bhaag gayi 😂",
    "hum bhaag nahi rahe, ek ek karke pucho",
    "my mum's health is much better now, she's walking again",
    "six ghante shoot pe heels mein, pair toot gaye literally",
    "main Delhi se hu aur main apna khud ka bill bharti hu",
    "librarian ne almost bahar nikaal diya, itna hasi",
  ])("%s is not bad news", (message) => {
    expect(badNewsOf(message)).toBeUndefined();
  });
});

describe("her limit, said back", () => {
  it.each([
    ["pls no voice notes after 11, hostel walls are thin", "en", /voice notes after 11/i],
    ["can you not call during work? my manager sits behind me", "en", /calls during work/i],
    ["yaar raat ko late msg mat karo", "hi", /raat ko late/i],
    ["photos mat bhejo bina puche please", "hi", /photos/i],
  ] as const)("%s", (message, language, named) => {
    const reading = readMessage(message);
    expect(reading.rail).toBe("boundary");
    for (let variation = 0; variation < 4; variation++) {
      const replies = composeOfflineReplies({ message, tone: "confident", language, variation }).map((r) => r.reply);
      expect(
        replies.some((r) => named.test(r)),
        replies.join(" | "),
      ).toBe(true);
      for (const reply of replies) expect(railBreaks(reply, reading), reply).toEqual([]);
    }
  });
});

describe("his hard news named in her message", () => {
  it.each([
    ["how did your mum's surgery go?", "en"],
    ["did your grandma recover?", "en"],
    ["so sorry about your dog, how are you holding up?", "en"],
    ["tumhare papa ki tabiyat kaisi hai ab?", "hi"],
  ] as const)("%s is his news asked after: no care rail for her, his thanks, no jokes", (message, language) => {
    const reading = readMessage(message);
    expect(reading.rail).toBeNull();
    expect(reading.acts.some((a) => a.kind === "bad_news")).toBe(false);
    expect(reading.moment).toBe("his_hard_news");
    const replies = composeOfflineReplies({ message, tone: "funny", language, variation: 0 }).map((r) => r.reply);
    expect(replies.filter((r) => /thank|thanks|appreciate|maayne|achha laga/i.test(r)).length, replies.join(" | ")).toBeGreaterThanOrEqual(
      2,
    );
    for (const reply of replies) expect(reply, reply).not.toMatch(/\b(?:haha|lol|lmao)\b|😂|🤣|😜|😉|\bsorry\b/u);
  });

  it.each([
    ["Just saw the news about the layoffs at your company 😟 Are you okay??", undefined],
    [
      "92 years of a life well lived 🤍 how are u doing? and is the funeral in mysore or here",
      "Me: my grandfather passed away this morning",
    ],
  ])("%s is his news asked after", (message, thread) => {
    const reading = readMessage(message, thread);
    expect(reading.rail).toBeNull();
    expect(reading.moment).toBe("his_hard_news");
  });

  it.each([
    ["my mom had surgery today, how's your dad?", undefined],
    ["sorry about your ex lol", undefined],
    ["how's your dog?", undefined],
    ["oh no, so sorry. i lost my job too last month, how are you holding up?", "Me: got laid off today"],
  ])("%s is not", (message, thread) => expect(readMessage(message, thread).moment).not.toBe("his_hard_news"));
});

describe("his own hard news in the thread", () => {
  it.each([
    ["Me: sorry for going quiet, my grandmother passed away on monday", "I'm so sorry. How are you holding up?", "en"],
    ["Me: nana ji nahi rahe kal raat", "omg i'm so sorry 😞 kaise ho tum? kuch chahiye toh bolo", "hi"],
    ["Me: dad's in the ICU since last night", "what happened?? is he okay? how are YOU", "en"],
  ] as const)("after %s, she asks after him: thanks, no jokes", (thread, message, language) => {
    const reading = readMessage(message, thread);
    expect(reading.moment).toBe("his_hard_news");
    expect(describeReading(reading).join(" ")).toMatch(/hard news/);
    for (let variation = 0; variation < 3; variation++) {
      const replies = composeOfflineReplies({ message, thread, tone: "funny", language, variation }).map((r) => r.reply);
      expect(replies.filter((r) => /thank|thanks|maayne|achha laga/i.test(r)).length, replies.join(" | ")).toBeGreaterThanOrEqual(2);
      for (const reply of replies) expect(reply, reply).not.toMatch(/\b(?:haha|lol|lmao)\b|😂|🤣|😜|😉/u);
    }
  });

  it("is not read when his last turn was ordinary", () => {
    expect(readMessage("omg sorry, how are you?", "Me: long day at work, finally home").moment).toBeUndefined();
  });
});

describe("her question back is his own", () => {
  it("answers 'wbu' after his question on its topic, with a blank only he can fill", () => {
    const thread = "Me: what's your sunday looking like";
    const message = "shooting a collab at golconda fort in the morning then sleeping for 12 hrs. wbu";
    const reading = readMessage(message, thread);
    expect(reading.echo).toBe("what's your sunday looking like");
    const replies = composeOfflineReplies({ message, thread, tone: "confident", language: "en" }).map((r) => r.reply);
    expect(
      replies.some((r) => /sunday/i.test(r) && r.includes("[[")),
      replies.join(" | "),
    ).toBe(true);
  });

  it("answers 'aur tum?' after his favourite-place question as a question about him", () => {
    const reading = readMessage("dolma aunty obviously. aur tum?", "Me: favourite momo place in the city?");
    expect(reading.primary).toMatchObject({ kind: "question", about: "him" });
    const replies = composeOfflineReplies({
      message: "dolma aunty obviously. aur tum?",
      thread: "Me: favourite momo place in the city?",
      tone: "funny",
      language: "hi",
    }).map((r) => r.reply);
    expect(
      replies.some((r) => /momo/i.test(r)),
      replies.join(" | "),
    ).toBe(true);
  });

  it("keeps 'good! wbu' after his 'how are you?' as small talk, answered in a word first", () => {
    const reading = readMessage("good! wbu", "Me: how are you?");
    expect(reading.echo).toBeUndefined();
    const [first] = composeOfflineReplies({ message: "good! wbu", thread: "Me: how are you?", tone: "confident", language: "en" });
    expect(first!.reply).toMatch(/good|well/i);
  });
});

describe("on her way to meet him", () => {
  it.each([
    ["Me: here, got us a table by the window", "omw! running 5 late sorry", "en"],
    ["Me: reached!\nMe: i'm near the fountain", "bas 5 min aur, ghar se nikal gayi hoon 🏃‍♀️", "hi"],
  ] as const)("after %s: no rush, and the place he is at named", (thread, message, language) => {
    const reading = readMessage(message, thread);
    expect(reading.moment).toBe("on_her_way");
    const replies = composeOfflineReplies({ message, thread, tone: "flirty", language }).map((r) => r.reply);
    expect(
      replies.filter((r) => /no rush|take your time|aaram se|jaldi nahi|no stress|all good/i.test(r)).length,
      replies.join(" | "),
    ).toBeGreaterThanOrEqual(2);
    expect(
      replies.some((r) => /window|fountain/i.test(r)),
      replies.join(" | "),
    ).toBe(true);
  });
});

describe("her thanks or congratulations", () => {
  it.each([
    [
      "Me: my daughter got into st xavier's today!",
      "Congratulations on your daughter's admission. You must be very proud.",
      "en",
      /thank/i,
    ],
    [
      "Me: sent something to the hospital for your mum, hope that's ok",
      "Thank you for the flowers, she loved them",
      "en",
      /anytime|of course|always|mention/i,
    ],
    ["Me: promotion mil gaya aaj!", "omg badhai ho!! party kab?", "hi", null],
  ] as const)("after %s", (thread, message, language, expected) => {
    const reading = readMessage(message, thread);
    if (!expected) {
      // She asks for the party too: a question to answer, not only thanks to take.
      expect(reading.moment).toBeUndefined();
      return;
    }
    const replies = composeOfflineReplies({ message, thread, tone: "confident", language }).map((r) => r.reply);
    expect(
      replies.every((r) => expected.test(r)),
      replies.join(" | "),
    ).toBe(true);
  });
});

describe("her yes with a condition and her own hour", () => {
  it("says her day and hour back first, then yes to her condition", () => {
    const thread = "Me: coffee at roastery this saturday? 11am?\nHer: saturday i have a shoot 😩\nMe: sunday then?";
    const message = "sunday works!! but can we do 12, i am NOT a morning person lmao";
    // Her yes to his Sunday with an hour of her own: read as a yes on her terms or as her condition, it is
    // her hour that the replies take.
    const primary = readMessage(message, thread).primary;
    expect(primary).toMatchObject({ kind: "plan", time: "12" });
    expect(primary.kind === "plan" && ["conditional", "accepted"].includes(primary.stage ?? "")).toBe(true);
    const [first] = composeOfflineReplies({ message, thread, tone: "confident", language: "en" });
    expect(first!.reply).toMatch(/sunday at 12/i);
    const [hi] = composeOfflineReplies({
      message: "sunday chalega, par 12 baje karein? subah nahi uth paati",
      thread,
      tone: "confident",
      language: "hi",
    });
    expect(hi!.reply).toMatch(/sunday 12 baje/i);
  });
});

describe("her yes first, her terms after it", () => {
  it.each([
    ["sure, dinner works but only if it's somewhere veg friendly", "Me: dinner friday?", "en", /veg friendly/i],
    [
      "Okay, I'm in for the trek. But only if we start after 6, I'm not doing a 4am alarm.",
      "Me: wanna do the kalsubai trek this sunday?",
      "en",
      /after 6/i,
    ],
    ["haan chalo milte h but din mein hi, raat ko mummy nahi jaane degi 😭 fc road pe kahin?", "Me: kab milein?", "hi", /din/i],
  ] as const)("%s: a yes, with her terms agreed to by name", (message, thread, language, terms) => {
    const primary = readMessage(message, thread).primary;
    expect(primary).toMatchObject({ kind: "plan", stage: "accepted" });
    const replies = composeOfflineReplies({ message, thread, tone: "confident", language }).map((r) => r.reply);
    expect(replies.some((r) => terms.test(r))).toBe(true);
    for (const reply of replies) expect(reply).not.toMatch(/no rush|whenever you'?re ready|koi jaldi nahi/i);
  });

  it("is still a condition when something must come first", () => {
    for (const message of ["sure, but after my exams", "haan but pehle ek video call"])
      expect(readMessage(message, "Me: coffee this weekend?").primary).not.toMatchObject({ stage: "accepted" });
  });
});

describe("her good night", () => {
  it.each([
    ["gn, talk tmrw 😴", "en"],
    ["ok i'm off to sleep, night!", "en"],
    ["good night! kal baat karte hain, aaj bed early ka promise kiya hai 😴", "hi"],
  ] as const)("%s gets good night back, not a greeting or an invitation", (message, language) => {
    expect(readMessage(message).moment).toBe("good_night");
    expect(describeReading(readMessage(message)).join(" ")).toMatch(/good night back/i);
    for (const tone of ["confident", "flirty"] as const) {
      const replies = composeOfflineReplies({ message, tone, language }).map((r) => r.reply);
      for (const reply of replies) {
        expect(reply, replies.join(" | ")).toMatch(/night|ratri|dreams|so jao|sleep|sona/i);
        expect(reply).not.toMatch(/\?|coffee|free|hey/i);
      }
    }
  });
});

describe("good night is not any night", () => {
  it("keeps a concert last night out of good night", () => {
    expect(readMessage("went to a Coldplay concert last night!").moment).toBeUndefined();
  });
});

describe("she asks leave for something of hers", () => {
  it.each([
    ["ya i'm in!! can i bring my camera tho 😭 occupational hazard", "en", /camera is welcome|camera included/i],
    ["haan done! main apni dost ko la sakti hoon?", "hi", /dost (?:bhi chalega|toh banta)/i],
  ] as const)("%s: her yes taken and her ask granted in one reply", (message, language, granted) => {
    const thread = "Me: you free this weekend? there's a food fest at hitex\nHer: which day\nMe: saturday evening";
    const replies = composeOfflineReplies({ message, thread, tone: "confident", language }).map((r) => r.reply);
    expect(
      replies.some((r) => granted.test(r) && /saturday/i.test(r)),
      replies.join(" | "),
    ).toBe(true);
  });
});

describe("something good she tells before her question", () => {
  it("is met gladly in the reply that answers her parts", () => {
    const message = "went to my cousin's wedding in jaipur, it was so much fun!! how was your weekend?";
    const replies = composeOfflineReplies({ message, tone: "confident", language: "en" }).map((r) => r.reply);
    expect(
      replies.some((r) => /cousin's wedding sounds lovely|cousin's wedding sounds like a great day/i.test(r)),
      replies.join(" | "),
    ).toBe(true);
  });
});

describe("bad news with her limit", () => {
  it("is met with care that asks her nothing, not with a polite goodbye", () => {
    const message = "Grandmother passed on Sunday. I'll be offline for a few days.";
    expect(readMessage(message).rail).toBe("care");
    for (const tone of ["confident", "funny"] as const)
      for (const { reply } of composeOfflineReplies({ message, tone, language: "en" })) {
        expect(reply).toMatch(/sorry|heartbreaking|warmth|loss|heart|gentle|here for you/i);
        expect(reply).not.toContain("?");
      }
  });
});

describe("a death, read by who died", () => {
  it("is not her own tiredness said with 'mar gayi' to him", () => {
    expect(readMessage("exams chal rahe h bro mar gayi 💀 20 tak kuch nahi hoga mujhse").rail).not.toBe("care");
    expect(readMessage("meri nani mar gayi kal raat").rail).toBe("care");
    expect(readMessage("papa mar gaye pichle hafte").rail).toBe("care");
  });
});

describe("her plan's time", () => {
  it("is not a time that belongs to something else of hers", () => {
    const plan = readMessage("Let's meet, but Sunday daytime only, I've got a 7am start on Mondays", "Me: Saturday night?").acts.find(
      (a) => a.kind === "plan",
    );
    expect(plan?.kind === "plan" && plan.time).not.toBe("7am");
  });
});

describe("a tease that flirts", () => {
  it("is not a no on the classifier's word", () => {
    const reading = readMessage(
      "i'm pretty sure you've used that on 40 other girls this week 😂 but ok it worked a little",
      "Me: are you a parking ticket? because you've got fine written all over you",
    );
    expect(reading.rail).toBeNull();
  });
});

describe("RIP", () => {
  it.each(["RIP my diet, mom sent a box of kaju katli", "meri knees ka rip 😭", "wallet ki RIP ho gayi", "lol rip", "RIP my plants 🪦"])(
    "%s is a figure of speech, not grief",
    (message) => {
      const reading = readMessage(message);
      expect(reading.rail).toBeNull();
      expect(reading.acts.some((a) => a.kind === "bad_news")).toBe(false);
    },
  );

  it.each(["RIP nani, you were savage till the end", "rip to my dog Bruno, 14 years of love"])("%s names someone lost: care", (message) =>
    expect(readMessage(message).rail).toBe("care"),
  );
});

describe("her work, or a figure of speech, around the words of bad news", () => {
  it.each([
    "just finished a 12 hr shift at the hospital 😮‍💨 tell me something nice",
    "ugh heels for a wedding tonight and my feet are already filing for divorce",
    "please stop sending reels at 3am, every buzz gives me a mini heart attack",
    "mera net chala gaya tha sorry 😭 kya bol rha tha tu?",
  ])("%s: no care rail", (message) => expect(readMessage(message).rail).not.toBe("care"));

  it("her mother in the hospital is still bad news", () => {
    expect(readMessage("my mom is in the hospital since last night, i'm scared").rail).toBe("care");
  });
});

describe("more of her no and her terms", () => {
  it.each([
    ["I'm not interested in a second date. Thank you for the tapas.", "not_interested"],
    ["heyy just so u know i'm getting married in feb 💍 only on here bc my cousin dared me", "moving_on"],
    ["so much chaos with the move, i think i'll just pause all this dating for now", "moving_on"],
    ["I'm not interested in a hookup, just to be upfront", "limit"],
    ["before we go further: i don't do sexting, so let's keep it clean", "limit"],
    ["hey so the guy i met in march and i are exclusive now, u were really sweet though", "moving_on"],
    ["wo office wala ladka, uske saath exclusive ho gayi hoon. sorry yaar", "moving_on"],
    ["officially retiring from the dating apps after this week lol, it was nice chatting", "moving_on"],
    ["ghar walon ne rishta pakka kar ditta, main vi khush haan", "moving_on"],
    ["not rly looking to meet anyone rn, sorry", "not_interested"],
    ["been thinking all day and i don't think i want to keep talking. not ur fault", "not_interested"],
    ["haha you're sweet but nah", "not_interested"],
    ["sorry yaar, scene nahi h 🙅‍♀️", "not_interested"],
    ["this is my last chat on the app, moving to Dubai next week", "moving_on"],
    ["could you stop with the 'baby'? it's been three days", "limit"],
    ["I'd rather not talk on the phone yet, texting suits me", "limit"],
    ["back to back shifts, not in a texting mood today", "limit"],
    ["kal se exams h yrr bilkul padhai nhi hui 😭 3-4 din baat ni kr paungi", "limit"],
    ["I'll be at my cousin's wedding all weekend, so I may be slow to reply", "limit"],
    ["tumse baat karke neend hi nahi aati 😤 toh aaj se 12 baje ke baad phone band, deal?", "limit"],
    ["jaan mat bolo yaar abhi, itna jaldi nahi", "limit"],
  ] as const)("%s → %s", (message, reason) => {
    const reading = readMessage(message);
    expect(reading.rail).toBe("boundary");
    expect(reading.primary).toMatchObject({ kind: "boundary", reason });
  });

  // Every "not looking for a relationship" in the training split was labelled casual, none a no.
  it.each([
    "not interested in cricket tbh",
    "my sister is getting married next week!!",
    "serious wala scene nahi hai mera, tum?",
    "I should be upfront: I'm not looking for a relationship right now. I'd enjoy some good company and long conversations, though.",
  ])("%s is no no", (message) => expect(readMessage(message).rail).toBeNull());
});

it("'usse baat nahi karungi' about someone else is not her no to him", () => {
  expect(readMessage("meri flatmate ne phir se mera paneer kha liya, mai usse baat nahi karungi ab").rail).not.toBe("boundary");
});

describe("a bare no", () => {
  it.each([
    ["Me: so want to grab a drink sometime?", "nah", "not_interested"],
    ["Me: can i take you out this weekend?\nMe: promise i'm fun", "lol no.", "not_interested"],
    ["Me: so can I get your number?", "nah.", "limit"],
    ["Me: send a pic rn? just ur face", "nope 🙅‍♀️", "limit"],
    ["Me: so can i come over tonight?", "🙅‍♀️", "not_interested"],
  ] as const)("after %j, %j is her no", (thread, message, reason) => {
    const reading = readMessage(message, thread);
    expect(reading.rail).toBe("boundary");
    expect(reading.primary).toMatchObject({ kind: "boundary", reason });
  });

  it.each([
    ["Me: do you cook?", "lol nahi"],
    ["Me: have you ever been to Coorg?", "no"],
    ["Me: kal wala plan cancel toh nahi?", "nahi"],
  ])("after %j, %j only answers him", (thread, message) => expect(readMessage(message, thread).rail).toBeNull());

  it.each(["lol no", "nope", "nahi 🙅‍♀️"])("%j with no thread pasted is taken as her no: nothing pushes past it", (message) => {
    expect(readMessage(message).rail).toBe("boundary");
    for (const { reply } of composeOfflineReplies({ message, tone: "flirty", language: "en" })) {
      expect(reply).not.toContain("?");
      expect(reply).not.toMatch(/coffee|drink|meet|date|let's/i);
    }
  });
});

describe("a death told with a laugh or a long name", () => {
  it.each([
    ["lol my grandma died on monday and my laptop died on tuesday. so, ranked, not great", "Me: how's your week been?"],
    ["not really lol my best friend from high school died in a car crash last night", "Me: you've been quiet today, all good?"],
  ])("%s: care, not a joke", (message, thread) => {
    expect(readMessage(message, thread).rail).toBe("care");
    for (const { reply } of composeOfflineReplies({ message, thread, tone: "funny", language: "en" })) {
      expect(reply).toMatch(/sorry|loss|heart|strength|here for you/i);
      expect(reply).not.toMatch(/coffee|haha|lol|impressed|\?/i);
    }
  });
});

describe("her no or her leaving, with bad news beside it", () => {
  it.each([
    ["hey so i'm gonna take a break from the app. my dad's sick and i need to be in mysore for a while. i'm sorry", "en"],
    [
      "I think you're ace, but I've got a lot going on with Mum's health and I can't be a good partner to anyone right now. Sorry mate.",
      "en",
    ],
    ["sorry main dating ke liye ready nahi hoon abhi. divorce ke papers kal sign hue. app delete kar rahi hoon kuch time ke liye", "hi"],
  ] as const)("%s: sorry for it, and nothing glad, asked or offered", (message, language) => {
    expect(readMessage(message).rail).toBe("boundary");
    for (let variation = 0; variation < 3; variation++)
      for (const { reply } of composeOfflineReplies({ message, tone: "confident", language, variation })) {
        expect(reply).toMatch(/sorry|strength|look after|take care|khayal|himmat|dukh/i);
        expect(reply).not.toMatch(/happy for you|good news|khush hoon|good luck out there|\?/i);
      }
  });

  it("leaving for someone new may be glad for her; leaving the city is not met with 'happy for you'", () => {
    expect(readMessage("I actually met someone last month and it's going well, so I'm deleting hinge").someoneNew).toBe(true);
    const leaving = "coming off the apps for a while, it was nice chatting";
    expect(readMessage(leaving).someoneNew).toBeUndefined();
    for (let variation = 0; variation < 5; variation++)
      for (const { reply } of composeOfflineReplies({ message: leaving, tone: "confident", language: "en", variation }))
        expect(reply).not.toMatch(/happy for you|good news/i);
  });

  it("a choice beside her limit is not answered: either side would break it", () => {
    const message = "tum aise hi sabko 'jaan' bolte ho ya mujhe special feel karwa rahe ho? dono case mein mat bolo abhi 😂";
    expect(readMessage(message).rail).toBe("boundary");
    for (let variation = 0; variation < 3; variation++)
      for (const { reply } of composeOfflineReplies({ message, tone: "flirty", language: "hi", variation }))
        expect(reply).not.toMatch(/jaan|special/i);
  });

  it("tells the model the same", () => {
    const rules = describeReading(readMessage("taking a break from the app, my dad's sick and i need to be home. sorry")).join(" ");
    expect(rules).toMatch(/sorry for it and tells her no apology is owed/);
    expect(describeReading(readMessage("coming off the apps for a while, it was nice chatting")).join(" ")).toMatch(
      /without congratulating/,
    );
  });

  it("'you probably think i'm not interested' is not her no", () => {
    const message = "i know i've been quiet and you probably think i'm not interested but that's not it at all, my mom had surgery";
    expect(readMessage(message).rail).toBe("care");
  });
});

describe("her bad news met by name", () => {
  it.each([
    [
      "so my ex texted me happy bday lol. we broke up 3 weeks ago. anyway how was ur day",
      "en",
      /sorry about the breakup|the breakup\. i'm really sorry/i,
    ],
    ["got laid off this morning. anyway distract me, what's the best thing you ate this week?", "en", /the job/i],
    ["badminton khelte hue wrist tod li 🤕 tumhara din kaisa tha??", "hi", /wrist/i],
    ["pulled my hamstring at five-a-side so i'm on crutches for a fortnight 🥲 how was your weekend?", "en", /your hamstring/i],
    ["my car got totaled on the ring road this morning (i'm fine, promise). how's your day going?", "en", /the car/i],
    ["yaar ghar mein chori ho gayi kal raat, laptop aur phone dono gaye. tumhara din kaisa gaya?", "hi", /chori/i],
    ["flunked my stats final. retaking it over the summer 🙃 did you ever fail a class?", "en", /the final/i],
  ] as const)("%s", (message, language, named) => {
    const replies = composeOfflineReplies({ message, tone: "funny", language }).map((r) => r.reply);
    expect(
      replies.some((r) => named.test(r)),
      replies.join(" | "),
    ).toBe(true);
    for (const reply of replies) expect(railBreaks(reply, readMessage(message)), reply).toEqual([]);
  });
});

describe("her limit, said the other ways", () => {
  it.each([
    "Please call before 9 pm if at all, I'm up at 5:30 for my run.",
    "Could we keep texts to before 11? I do adore being woken up.",
    "I'm not comfortable coming to your flat for the first date, even for cooking.",
    "Ek chhoti si baat, aap 'dear' bolte ho toh office email jaisa lagta hai 😅 naam le sakte ho.",
    "Before we meet, one thing: I don't drink at all, so no pub crawls please.",
    "Could we keep texting for a little longer before we try a call?",
    "because you liked 40 of my posts from 2017 in one night. please just keep it to here",
    "i'm on call this week so texting will be patchy. not ghosting, just busy, promise",
    "One rule: no 'good morning beautiful' texts. I'll assume you copy-paste them.",
    "no i didnt mean stop stop. i like hearing from u, just not at 3am 😭",
    "I'm open to seeing where this goes but I'm very much a slow-burn, no-rush person",
    "hehe tum bahut cute ho 🙈 par abhi thoda slow chalein? mujhe time lagta hai khulne mein",
    "Easy tiger. Let's do one date first before we book out the whole week 😅",
    "teesri baar number maang rahe ho. jab dena hoga de dungi. pressure se nahi dungi.",
    "My best friend's bachelorette is in Goa this weekend so I'm off-grid. Won't reply much, not ignoring you!",
    "meri snaps ka screenshot mat lo, notification aata hai mujhe 😒",
    "stop telling me to smile in every message. i'm smiling when something's funny",
  ])("%s", (message) => {
    expect(readMessage(message).rail).toBe("boundary");
  });

  it.each([
    ["tum mujhe call pe 'madam' bolte ho toh lagta hai bank wala call aaya 😂 naam se bulao", "nicknames"],
    ["sun, zyada hi fast chal raha h tu. 'jaanu' pe mat aa, Jasleen bol", "nicknames"],
    ["i'm on call this week so texting will be patchy. not ghosting, just busy, promise", undefined],
  ])("%s: what she limits is %s", (message, thing) => {
    const reading = readMessage(message);
    expect(reading.rail).toBe("boundary");
    expect(reading.limit?.thing).toBe(thing);
    for (const reply of composeOfflineReplies({ message, tone: "confident", language: "hi" }))
      expect(reply.reply).not.toMatch(/calls|messages are off/i);
  });
});

describe("her own plan beside her limit or her news", () => {
  it.each([
    [
      "I'd prefer not to video call. Happy to meet somewhere public though. Coffee at that place on Queen West?",
      "en",
      /^coffee (?:sounds good|works)/i,
    ],
    ["i'm off thursday. quick lunch near the hospital? i don't do late nights after shifts", "en", /^lunch (?:sounds good|works)/i],
    ["haan 9 chalega, par 10 tak hi, subah jaldi class hai", "hi", /^(?:done|haan|theek)/i],
    [
      "My granddad passed on Monday, I'm flying to Kochi for the funeral. Could we do that walk in Richmond Park after?",
      "en",
      /a walk whenever/i,
    ],
  ] as const)("%s: a yes to her plan that keeps the rails", (message, language, yes) => {
    const reading = readMessage(message, language === "hi" ? "Me: kal dinner? 9 baje?" : undefined);
    expect(reading.herPlan).toBeDefined();
    const replies = composeOfflineReplies({
      message,
      thread: language === "hi" ? "Me: kal dinner? 9 baje?" : undefined,
      tone: "confident",
      language,
    }).map((r) => r.reply);
    expect(
      replies.some((r) => yes.test(r)),
      replies.join(" | "),
    ).toBe(true);
    for (const reply of replies) expect(railBreaks(reply, reading), reply).toEqual([]);
  });

  it.each([
    // A plan she turns down, a limit with "text chalega", a question about his plans, and her no.
    "acha suno, Ramzan mein roza rakhti hoon toh din mein milna ya coffee toh nahi ho payega. iftaar ke baad baat kar sakte hain",
    "8 se 10 call mat kiya karo please, sab dinner pe hote hain. text chalega",
    "my grandma passed last week. did you have fun at the concert?",
    "dadi ab nahi rahi 😔 bolti thi 'aisa ladka dhoondhna jo chai achhi banaye'. tum chai bana lete ho?",
    "stop texting me. coffee? no.",
    "I'm not comfortable coming to your flat",
  ])("%s: no plan of hers to say yes to", (message) => {
    const reading = readMessage(message, "Me: come over saturday, i'll cook");
    expect(reading.herPlan).toBeUndefined();
    for (const reply of composeOfflineReplies({ message, thread: "Me: come over saturday, i'll cook", tone: "confident", language: "en" }))
      expect(reply.reply).not.toMatch(/sounds good|works for me|whenever suits|whenever you're ready|chalega/i);
  });

  it("a word of his own invitation is still one, beside her plan", () => {
    const reading = readMessage("I'd prefer not to video call. Coffee at that place on Queen West?");
    expect(railBreaks("Coffee works for me, and noted.", reading)).toEqual([]);
    expect(railBreaks("Coffee works. Dinner after?", reading)).toContain("invitation");
    // Her word as a word: "update" in her message does not make "date" hers.
    const update = readMessage("quick update: no video calls please. coffee at that place on Queen West?");
    expect(update.herPlan).toBeDefined();
    expect(railBreaks("Coffee works, it's a date.", update)).toContain("invitation");
    // The model is told the same (lib/reading/prompt-rules.ts).
    expect(describeReading(reading).join(" ")).toMatch(/said yes to a plan herself .*Queen West/);
  });
});

describe("her no, said the other ways", () => {
  it.each([
    "oh wow, 'i'm different from other guys' and then the exact same pickup line. pass.",
    "we'd make great gym buddies but that's where it ends for me 😅",
    "sorry, my mom said i'm not allowed to date men who say 'lol' after every sentence. rules are rules",
    "nahi. bilkul nahi.",
    "abey bas kar. kitni baar bolu nahi",
    "bhai tumhara opener padh ke hi mera jawab 'no' hai 😂 sorry",
    "nah im good 😭 but thank u for the pickup line it was creative",
    "so i'm off the market 🙈 long story, happy story. be well!",
    "meri shaadi fix ho gayi 🙈 so... all the best tumhe",
    "bf h mera, bas curiosity mein app download kiya tha 😅",
    "actually main Toronto ja rahi hoon masters ke liye, aug se. toh iska koi future nahi dikh raha",
    "tumhari aankhein achhi h, par sorry, mujhe kuch feel nahi ho raha",
  ])("%s", (message) => {
    expect(readMessage(message).rail).toBe("boundary");
    for (const reply of composeOfflineReplies({ message, tone: "flirty", language: "en" })) {
      expect(reply.reply).not.toContain("?");
      expect(reply.reply).not.toMatch(/coffee|drink|dinner|meet/i);
    }
  });

  it.each([
    "I've got an extra pass for the lit fest this weekend.",
    "bhai ki shaadi fix ho gayi!! ghar mein sab khushi se pagal ho gaye hain",
  ])("%s is not a no", (message) => {
    expect(readMessage(message).rail).toBeNull();
  });
});

describe("her news with a limit beside it: care that asks her nothing", () => {
  it.each([
    "I lost a patient today. I don't really have it in me to chat tonight, I hope you understand.",
    "I'm still figuring out who I am after the divorce, so I might be slow. I'd rather go slow with you than fast with the wrong idea.",
  ])("%s", (message) => {
    const reading = readMessage(message, "Me: how was your shift today?");
    expect(reading.rail).toBe("care");
    for (const reply of composeOfflineReplies({ message, thread: "Me: how was your shift today?", tone: "funny", language: "en" }))
      expect(reply.reply).not.toContain("?");
  });
});

describe("her praise beside her question", () => {
  it.each([
    ["your laugh in that video is so infectious. are you always this cheerful?", "en"],
    ["That was the nicest evening I've had in months. Same time next week?", "en"],
    ["Okay tumhara humour mujhe pasand aa raha hai, not gonna lie. Lekin ye puns kahan se seekhe?", "hi"],
  ] as const)("%s: thanked in the reply that answers her", (message, language) => {
    const replies = composeOfflineReplies({ message, tone: "confident", language }).map((r) => r.reply);
    expect(
      replies.some((r) => /\bthanks?\b/i.test(r)),
      replies.join(" | "),
    ).toBe(true);
  });

  it("praise she quotes from his opener is not thanked", () => {
    const replies = composeOfflineReplies({
      message: "lol ur opener was 'hey beautiful'. what's ur actual personality?",
      tone: "confident",
      language: "en",
    });
    for (const r of replies) expect(r.reply).not.toMatch(/\bthanks?\b/i);
  });
});

describe("her plan said rather than asked, beside her limit", () => {
  it.each([
    ["nope not tonight and not at my place either. maybe drinks in town next week", /^drinks (?:sounds good|works)/i],
    ["please don't come to my office. meet me at the library instead if you want", /^the library (?:sounds good|works)/i],
    ["not coming over tonight, i'd like to take this part slowly, let's do a proper date first, that taco place on Friday?", /^friday/i],
  ])("%s: a yes to it", (message, yes) => {
    const thread = "Me: come over tonight? i'll cook";
    const reading = readMessage(message, thread);
    expect(reading.rail).toBe("boundary");
    expect(reading.herPlan).toBeDefined();
    const replies = composeOfflineReplies({ message, thread, tone: "confident", language: "en" }).map((r) => r.reply);
    expect(
      replies.some((r) => yes.test(r)),
      replies.join(" | "),
    ).toBe(true);
    for (const reply of replies) expect(railBreaks(reply, reading), reply).toEqual([]);
  });
});

describe("her own quiet ahead is no complaint about his", () => {
  it.each([
    "heads up, I'm camping in the Rockies all week so no 'you there?' double texts please, I'll reply when I get signal",
    "ek baat bata du, shifts mein kabhi kabhi network nahi milta. toh double text karke gussa mat hona 🙏",
  ])("%s", (message) => {
    const reading = readMessage(message);
    expect(reading.rail).toBe("boundary");
    expect(reading.apologise).toBe(false);
    expect(reading.herQuiet).toBe(true);
    for (const { reply } of composeOfflineReplies({ message, tone: "funny", language: "en" }))
      expect(reply).not.toMatch(/went quiet|too slow|gayab|latka/i);
  });
  it("unless she names what he did", () => {
    const reading = readMessage("fair warning, if I go quiet it's my job. but what's your excuse for the four-day gap?");
    expect(reading.herQuiet).toBeUndefined();
  });
});

describe("she leaves for good news of her own", () => {
  it("is congratulated, not only wished well", () => {
    const message = "so I got the Berlin job!! moving in a month, so I'm going to stop swiping. it was fun talking to you";
    const reading = readMessage(message);
    expect(reading.rail).toBe("boundary");
    const replies = composeOfflineReplies({ message, tone: "confident", language: "en" }).map((r) => r.reply);
    expect(
      replies.some((r) => /congrat/i.test(r)),
      replies.join(" | "),
    ).toBe(true);
    for (const reply of replies) expect(railBreaks(reply, reading), reply).toEqual([]);
    expect(describeReading(reading).join(" ")).toMatch(/congratulate her/);
  });
});

describe("after her news, the lighter thing she asks for", () => {
  it.each([
    ["my bike got stolen from outside the gym this morning. ugh. tell me something funny please", "en", /story/i],
    ["nani hospital mein admit hain, BP bahut high ho gaya tha. tu kuch achha sunao yaar", "hi", /kuch achha/i],
  ] as const)("%s", (message, language, lighter) => {
    const reading = readMessage(message);
    expect(reading.rail).toBe("care");
    const replies = composeOfflineReplies({ message, tone: "funny", language }).map((r) => r.reply);
    expect(
      replies.some((r) => /sorry/i.test(r) && lighter.test(r)),
      replies.join(" | "),
    ).toBe(true);
    for (const reply of replies) expect(railBreaks(reply, reading), reply).toEqual([]);
  });
});

describe("her limit, said the Hinglish way and beside a question", () => {
  it("'pics maangna band kar' is a limit", () => {
    expect(readMessage("pehle hi bola tha, selfies maangna band kar. baat karni hai toh baat kar").rail).toBe("boundary");
  });
  it("a slow Saturday she asks about is her question, not her limit", () => {
    const message = "the pace is a bit quick for me, I'd rather chat a few more days before a date. what's your ideal slow Saturday?";
    const replies = composeOfflineReplies({ message, tone: "confident", language: "en" }).map((r) => r.reply);
    expect(
      replies.some((r) => /slow saturday/i.test(r)),
      replies.join(" | "),
    ).toBe(true);
  });
});

describe("her limit and her news, as the fresh writer d8 said them", () => {
  it.each([
    "just so you know, 6 to 8:30 is homework, bath and bed for my son so I won't answer then. what's your schedule like?",
    "wrecked. i'm not able for a long chat tonight, can we pick this up tomorrow?",
    "bit much for 3 days of texting ngl 😭 can we chill a bit",
    "still keen, just not this week. i need a couple more chats before i go have a drink with a total stranger lol",
    "Abhi milne ke liye main tayyar nahi hoon. Pehle kuch hafte baat karte hain.",
    "Ek request: bina bataye video call mat karo. Main PG mein rehti hoon.",
  ])("%s is her limit, not her no", (message) => {
    const reading = readMessage(message);
    expect(reading.rail).toBe("boundary");
    expect(["limit", "slow_down"]).toContain(boundaryOf(message)?.reason);
  });
  it("'X ki baat mat karo' is a limit on a topic, not a stop; 'mujhse baat mat karo' is a stop", () => {
    expect(boundaryOf("har din 'future plans' ki baat mat karo na. thoda slow chalo")?.reason).not.toBe("stop");
    expect(boundaryOf("shaadi ki baat mat karo abhi")?.reason).toBe("limit");
    expect(boundaryOf("mujhse baat mat karo")?.reason).toBe("stop");
  });
  it("texting kept to her evenings is not 'no more messages'", () => {
    const message = "Ek request, can we keep the texting to evenings? Court ke time phone silent rehta hai.";
    for (const { reply } of composeOfflineReplies({ message, tone: "confident", language: "hi" }))
      expect(reply).not.toMatch(/messages nahi|no more messages/i);
  });
  it("'if you keep texting me good mornings like that…' 😏 flirts, it complains of nothing", () => {
    const message = "well if you keep texting me good mornings like that I might have to start wearing mascara to work again 😏";
    expect(actsOf(message).some((a) => a.kind === "complaint")).toBe(false);
    expect(actsOf("you keep texting me at 2am, it's a lot").some((a) => a.kind === "complaint")).toBe(true);
  });
  it("calls before she has met someone are her limit, not news that she met someone", () => {
    expect(boundaryOf("just so ye know i don't do phone calls before i've met someone")?.reason).toBe("limit");
  });
  it.each([
    ["clinic's cutting staff and I was one of 'em. 11 years.", /job/i],
    ["was in a small crash on the m50 this morning. i'm grand, the car is not.", /crash/i],
  ])("%s is bad news, met by name", (message, named) => {
    const reading = readMessage(message);
    expect(reading.rail).toBe("care");
    const replies = composeOfflineReplies({ message, tone: "confident", language: "en" }).map((r) => r.reply);
    expect(
      replies.some((r) => named.test(r)),
      replies.join(" | "),
    ).toBe(true);
  });
  it("her news she won't talk about, and her question after it, is care and an answer, not a goodbye", () => {
    const message =
      "Meri badi behen ka talaq ho raha hai, ghar ka mahaul bahut bhaari hai. Is baare mein zyada baat nahi karna chahti. Bas bataiye, aaj aapne kya kiya?";
    const reading = readMessage(message);
    expect(reading.rail).toBe("care");
    const replies = composeOfflineReplies({ message, tone: "confident", language: "hi" }).map((r) => r.reply);
    for (const reply of replies) expect(reply).not.toMatch(/text nahi karunga|yahin rukta/i);
    expect(
      replies.some((r) => /aaj/i.test(r)),
      replies.join(" | "),
    ).toBe(true);
  });
  it("good news after a bad time is cheered, not pitied", () => {
    const message =
      "I GOT IT I GOT IT the senior role at Halvorsen Hale which means after the layoff nightmare I'm back and better paid and I'm screaming in a Tim Hortons parking lot, can we celebrate this weekend please I'll buy the first round";
    expect(actsOf(message).some((a) => a.kind === "bad_news")).toBe(false);
    const reading = readMessage(message);
    expect(reading.rail).not.toBe("care");
    const replies = composeOfflineReplies({ message, tone: "confident", language: "en" }).map((r) => r.reply);
    for (const reply of replies) expect(reply).not.toMatch(/sorry/i);
  });
  it("leaving for a job of her own is congratulated", () => {
    const message = "bit of news: i took a job in perth, flying out in three weeks, so i'm deleting the apps. it was lovely chatting";
    const replies = composeOfflineReplies({ message, tone: "confident", language: "en" }).map((r) => r.reply);
    expect(
      replies.some((r) => /congrat/i.test(r)),
      replies.join(" | "),
    ).toBe(true);
  });
});
