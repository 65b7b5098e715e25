import { describe, expect, it } from "vitest";
import { LANGUAGE_IDS, TONE_IDS } from "@/lib/plans";
import { findDay } from "@/lib/reading/days";
import { eitherOrOptions } from "@/lib/reading/questions";
import { railBreaks } from "@/lib/reading/rails";
import { readMessage } from "@/lib/reading/read";
import { composeOfflineReplies } from "@/lib/replies/offline";
import { ACT_LINES } from "@/lib/replies/offline/bank/acts";

// The shared reading (docs/reading.md) on the messages the issue quoted verbatim, and the rails on
// every line the offline banks keep for a no or for bad news.

describe("readMessage", () => {
  it.each([
    ["Please stop messaging me. Not interested.", "boundary", "boundary"],
    ["I have a boyfriend, sorry", "boundary", "boundary"],
    ["Mujhe tumse baat nahi karni, bye", "boundary", "boundary"],
    ["you seem nice but I don't feel a spark", "boundary", "boundary"],
    ["that joke was really creepy", "complaint", "boundary"],
    ["my dad passed away last month and it has been rough", "bad_news", "care"],
    ["meri dadi guzar gayi kal", "bad_news", "care"],
    ["meri dadi ka kal dehant ho gaya", "bad_news", "care"],
  ])("%j: %s, rail %s", (message, kind, rail) => {
    const reading = readMessage(message);
    expect(reading.acts.map((a) => a.kind)).toContain(kind);
    expect(reading.rail).toBe(rail);
  });

  it("doesn't mistake a topic she isn't into, or a laugh, for a no", () => {
    expect(readMessage("I'm not interested in cricket but I love football").rail).toBeNull();
    expect(readMessage("please stop making me laugh 😂").rail).toBeNull();
    expect(readMessage("I'm not interested in you, sorry").rail).toBe("boundary");
    expect(readMessage("please stop texting me").rail).toBe("boundary");
  });

  it("doesn't mistake figures of speech for grief", () => {
    expect(readMessage("I died laughing at that meme").rail).toBeNull();
    expect(readMessage("aaj gym mein leg day tha, mar gayi").rail).toBeNull();
    expect(readMessage("I passed my exams finally!").primary.kind).toBe("good_news");
  });

  it("reads either/or questions with her options, in English and Hinglish", () => {
    const options = (m: string) => {
      const p = readMessage(m).primary;
      return p.kind === "question" ? p.options : undefined;
    };
    expect(options("beach vacation or mountain cabin?")).toEqual(["beach vacation", "mountain cabin"]);
    expect(options("chai ya coffee?")).toEqual(["chai", "coffee"]);
    expect(options("are you a dog person or a cat person?")).toEqual(["dog person", "cat person"]);
    expect(options("pizza or burgers, choose wisely")).toEqual(["pizza", "burgers"]);
  });

  it("reads plans, implied ones included, with her day", () => {
    for (const [message, day] of [
      ["I'm free on Thursday evening", "thursday"],
      ["Friday ko le chaloge?", "friday"],
      ["kal milte hain?", "tomorrow"],
      ["mere liye biryani banaoge sunday ko?", "sunday"],
      ["tonight? I could do a drink", "tonight"],
    ] as const) {
      const p = readMessage(message).primary;
      expect(p.kind, message).toBe("plan");
      expect(p.kind === "plan" && p.day?.id, message).toBe(day);
    }
  });

  it("takes the day she puts forward, never one she says she can't do", () => {
    for (const [message, day] of [
      ["wednesday i have a late meeting 😩 thursday?", "thursday"],
      ["blue tokai works ☕ but sunday instead? saturday is my cousin's haldi. and what time", "sunday"],
      ["friday or saturday?", "friday"],
    ] as const) {
      const p = readMessage(message).acts.find((a) => a.kind === "plan");
      expect(p?.kind === "plan" && p.day?.id, message).toBe(day);
    }
    expect(findDay("Monday I'm busy but Tuesday works")?.id).toBe("tuesday");
    // Her counter-offer: "could we do Sunday lunch instead", "rain check for Friday", a day she is on call.
    expect(findDay("Saturday I'm on call at the hospital. Could we do Sunday lunch instead, same place?")?.id).toBe("sunday");
    expect(findDay("tuesday's off, work trip. rain check for friday?")?.id).toBe("friday");
    // The day she can't do, said before it; a shouted "SUN" ("OYEEE SUN") is "listen", not Sunday.
    expect(findDay("okk so i can't do friday bc of fest practice 😭😭 but saturday lunch?? or sunday if ur busy")?.id).toBe("saturday");
    expect(findDay("OYEEE SUN mera naya showroom khul raha h")).toBeUndefined();
    const moved = composeOfflineReplies({
      message: "Ugh I want to, but tomorrow's our quarterly review and I'll be a zombie. Rain check for Friday?",
      thread: "Me: drinks tomorrow?",
      tone: "confident",
      language: "en",
    }).map((r) => r.reply);
    expect(moved.some((r) => /friday/i.test(r))).toBe(true);
    for (const reply of moved) expect(reply).not.toMatch(/tomorrow/i);
    // The day and hour she calls off are not the plan's: "aaj raat call skip karein? kal pakka".
    const skipped = readMessage("aaj bahut thaki hoon. aaj raat call skip karein? kal pakka baat karte hain", "Me: raat ko 10 baje call?");
    const plan = skipped.acts.find((a) => a.kind === "plan");
    expect(plan?.kind === "plan" && plan.day?.id).toBe("tomorrow");
    expect(plan?.kind === "plan" && plan.time).toBeFalsy();
    // "kal" told in the past is yesterday: no plan, and no "Kal milte hain".
    expect(readMessage("kal wala match dekha?").acts.some((a) => a.kind === "plan")).toBe(false);
    expect(
      composeOfflineReplies({ message: "kal wala match dekha?", tone: "confident", language: "hi" }).some((r) => /milte/i.test(r.reply)),
    ).toBe(false);
    expect(readMessage("kal free ho?").acts.some((a) => a.kind === "plan" && a.day?.id === "tomorrow")).toBe(true);
    const set = composeOfflineReplies({ message: "wednesday i have a late meeting 😩 thursday?", tone: "flirty", language: "en" });
    expect(set.some((r) => /thursday/i.test(r.reply))).toBe(true);
    expect(set.some((r) => /wednesday/i.test(r.reply))).toBe(false);
  });

  it("knows who said what in the thread", () => {
    const reading = readMessage("where do you usually hike?", "Me: I usually hike on Saturdays\nHer: nice!");
    expect(reading.details.some((d) => d.from === "him" && /hike/.test(d.text))).toBe(true);
  });

  it("tells a yes/no 'kya' from a 'what' kya", () => {
    const form = (m: string) => {
      const p = readMessage(m).primary;
      return p.kind === "question" ? p.form : p.kind;
    };
    expect(form("kya tum gym jaate ho?")).toBe("yes_no");
    expect(form("weekend pe kya karte ho?")).toBe("open");
    expect(form("kya cook karte ho sabse achha?")).toBe("open");
  });
});

describe("the rails", () => {
  it("hold for every line the banks keep for a no, a complaint and bad news", () => {
    for (const language of LANGUAGE_IDS) {
      const lines = ACT_LINES[language];
      const no = readMessage("Please stop messaging me");
      const complaint = readMessage("that was really rude");
      const grief = readMessage("my dad passed away");
      for (const line of Object.values(lines.accept).flat()) expect(railBreaks(line, no), line).toEqual([]);
      for (const line of lines.apologise) expect(railBreaks(line, complaint), line).toEqual([]);
      for (const line of Object.values(lines.apologiseFor).flat()) expect(railBreaks(line, complaint), line).toEqual([]);
      for (const line of [...lines.grief, ...lines.badNews]) expect(railBreaks(line, grief), line).toEqual([]);
    }
  });

  it("catch what the issue saw the engine write", () => {
    expect(
      railBreaks(
        "I'd love to hear more about that in person. Free this weekend?",
        readMessage("Please stop messaging me. Not interested."),
      ),
    ).toEqual(expect.arrayContaining(["question", "invitation"]));
    expect(railBreaks("Okay, you've convinced me. We need to meet.", readMessage("I have a boyfriend, sorry"))).toContain("invitation");
    expect(
      railBreaks(
        "I wasn't ready for that, and honestly I'm impressed.",
        readMessage("my dad passed away last month and it has been rough"),
      ),
    ).toContain("joke");
    expect(railBreaks("How does Saturday evening sound?", readMessage("I'm free on Thursday evening"))).toContain("other_day");
  });

  it("hold for the offline engine in every tone, language and Regenerate", () => {
    for (const message of [
      "Please stop messaging me. Not interested.",
      "I have a boyfriend, sorry",
      "my dad passed away last month",
      "mera dog mar gaya aaj",
    ]) {
      const reading = readMessage(message);
      for (const tone of TONE_IDS) {
        for (const language of LANGUAGE_IDS) {
          for (let variation = 0; variation < 5; variation++) {
            for (const { reply } of composeOfflineReplies({ message, tone, language, variation }))
              expect(railBreaks(reply, reading), reply).toEqual([]);
          }
        }
      }
    }
  });
});

describe("her complaint, read for what it is about", () => {
  it.each([
    ["u take 2 days to reply lol", "slow"],
    ["itna late reply kyun? 2 din baad", "slow"],
    ["you said you'd text after your game and then nothing for 3 days?? cool cool", "promise"],
    ["you always just say haha. try harder", "dry"],
    ["haha anyway? mera question ignore kyun kiya", "ignored"],
    ["tumne kaha tha Friday call karoge, kya hua? 🙄", "promise"],
    ["Yesterday you said you'll send the song, still waiting ah 😒", "promise"],
    ["i ask you three questions and you answer one. every time.", "ignored"],
  ] as const)("%s → an apology for %s", (message, about) => {
    const reading = readMessage(message);
    expect(reading.rail).toBe("boundary");
    expect(reading.apologyFor).toBe(about);
  });

  it("reads the sarcastic ones with the conversation before them", () => {
    expect(readMessage('"Haha" again. Riveting. Genuinely, I\'m on the edge of my seat.', "Me: haha yeah").apologyFor).toBe("dry");
    expect(readMessage("Oh no worries, I love being an afterthought.", "Me: sorry was busy").apologyFor).toBe("slow");
  });

  it("a remark that landed badly keeps the plain apology", () => {
    expect(readMessage("that was kinda rude tbh").apologyFor).toBeUndefined();
  });

  it("after a curt turn of his, or when he never asked about her, it is his dry texting", () => {
    expect(readMessage("wow, riveting. tell me more 😴", "Me: hey\nHer: hey! how was your weekend\nMe: good").apologyFor).toBe("dry");
    expect(readMessage("6 baar 'hot' bol chuke ho aur ek baar bhi nahi pucha main kya karti hu").apologyFor).toBe("dry");
    expect(readMessage("you never asked me anything about myself btw").apologyFor).toBe("dry");
    expect(readMessage("haha i never asked what you do, so what do you do?").apologise).toBe(false);
    expect(
      readMessage("u back from manali? where are my snow pics 😤 and did u do the paragliding or chicken out", "Me: will send snow pics")
        .apologyFor,
    ).toBe("playful");
    // A question of his, however short, is not a dry text.
    expect(readMessage("wow, riveting. tell me more 😴", "Me: wyd?").apologyFor).not.toBe("dry");
  });
});

describe("her rough day", () => {
  it("is met, whatever it was about, with the cause named where the lexicon knows it", () => {
    for (const tone of TONE_IDS) {
      const replies = composeOfflineReplies({
        message: "Client moved the deadline up by a week. I'm running on kopi and spite.",
        tone,
        language: "en",
      }).map((r) => r.reply);
      for (const reply of replies) expect(reply).not.toMatch(/you have a job|work gets more of your time/i);
    }
    const named = composeOfflineReplies({ message: "work was crazy, my boss moved the deadline again", tone: "confident", language: "en" });
    expect(named.some((r) => /deadline/i.test(r.reply))).toBe(true);
  });

  it("'aaj ka din achha gaya?' asks how his day went; it proposes nothing", () => {
    expect(readMessage("Aaj ka din achha gaya? Main bas abhi bank se nikli").acts.some((a) => a.kind === "plan")).toBe(false);
  });
});

describe("what the classifier alone may not turn into a plan or a life question", () => {
  it("a day and her nerves are her stress, not a plan to take up", () => {
    const reading = readMessage("interview tomorrow and I'm freaking out");
    expect(reading.acts.some((a) => a.kind === "plan")).toBe(false);
    expect(reading.acts.some((a) => a.kind === "stress")).toBe(true);
  });
  it("an 'or' that asks a second question offers no choice", () => {
    for (const message of [
      "do you actually run or is the marathon pic a one-off?",
      "did you actually go or was that a lie?",
      "Your playlist is elite. Also, have you actually been to Ziro or is that just aspirational?",
    ]) {
      const asking = message.split(/(?<=[.!?])\s+/).find((c) => c.includes("?")) ?? message;
      expect(eitherOrOptions(asking), message).toBeUndefined();
      for (const tone of TONE_IDS)
        for (const { reply } of composeOfflineReplies({ message, tone, language: "en" }))
          expect(reply, message).not.toMatch(/no contest|every single time|hands down/i);
    }
    expect(eitherOrOptions("beach or mountains?")).toEqual(["beach", "mountains"]);
    expect(eitherOrOptions("are you a dog person or a cat person?")).toEqual(["dog person", "cat person"]);
    expect(eitherOrOptions("wait are you a student or do you work?")).toBeDefined();
  });
  it("her condition is answered as she put it: later is not 'standards', somewhere public is not a wait", () => {
    const later = composeOfflineReplies({
      message: "I'd love to meet, but after my board exams. So late March? Hope that's okay",
      tone: "funny",
      language: "en",
    });
    expect(later.map((r) => r.reply).join(" ")).not.toMatch(/standards|terms|condition/i);
    const publicPlace = composeOfflineReplies({
      message: "sure but only somewhere public for the first time",
      tone: "confident",
      language: "en",
    });
    expect(publicPlace.some((r) => /public|cafe/i.test(r.reply))).toBe(true);
    const hindi = composeOfflineReplies({
      message: "dekho mujhe pehle video call karna hai, aur phir dinner mall mein",
      thread: "Me: toh kab mil rahe hai?\nHer: dekhte hai",
      tone: "funny",
      language: "hi",
    });
    for (const { reply } of hindi) expect(reply).not.toMatch(/^mil\b/i);
  });
  it("'do you like dogs?' asks his taste, not where he stands on having pets", () => {
    expect(readMessage("do you like dogs?").acts.some((a) => a.kind === "question" && a.form === "life_value")).toBe(false);
  });
});

describe("casual, read only where she says it", () => {
  it.each([
    "i'm not looking for casual. i did the 'let's see where it goes' thing and it went nowhere for 2 years",
    "I'm looking for something serious, for the record. What about you?",
    "are u looking for something serious? and how long have u been on this app",
  ])("%s → not casual", (message) => {
    expect(readMessage(message).acts.some((a) => a.kind === "casual")).toBe(false);
  });
});

describe("her praise of what he just told her about", () => {
  it("is answered naming it as his: 'your nephew is adorable' after his nephew at the zoo", () => {
    for (const tone of TONE_IDS) {
      const replies = composeOfflineReplies({
        message: "wtf is this cuteness, your nephew is adorable",
        thread: "Me: [pic] me and my nephew at the zoo",
        tone,
        language: "en",
      }).map((r) => r.reply);
      expect(
        replies.some((r) => /\bmy nephew\b/i.test(r)),
        tone,
      ).toBe(true);
    }
  });
});

describe("a stop to how he texts is her limit, not her no", () => {
  it("reads 'please stop sending sorry with 12 crying emojis' as a limit, and 'please stop sending me messages' as a stop", () => {
    const message = "please stop sending 'sorry' with 12 crying emojis. just tell me what happened saturday";
    const limit = readMessage(message);
    expect(limit.primary.kind === "boundary" && limit.primary.reason).toBe("limit");
    for (const { reply } of composeOfflineReplies({ message, tone: "funny", language: "en" }))
      expect(reply).not.toMatch(/won't (?:message|text)|leave you be/i);
    const stop = readMessage("please stop sending me messages");
    expect(stop.primary.kind === "boundary" && stop.primary.reason).toBe("stop");
  });
  it("reads 'pls don't call me princess' as a limit on what he calls her, said back by name, not a stop", () => {
    const message = "ok pls don't call me 'princess' it gives me the ick 😭 kay is fine. wait what's ur middle name";
    const reading = readMessage(message);
    expect(reading.primary.kind === "boundary" && reading.primary.reason).toBe("limit");
    expect(reading.limit?.thing).toBe("nicknames");
    const set = composeOfflineReplies({ message, tone: "confident", language: "en" }).map((r) => r.reply);
    expect(set.some((r) => /nicknames/i.test(r))).toBe(true);
    for (const r of set) expect(r).not.toMatch(/leave you be|stop here|won't (?:message|text)/i);
    expect(readMessage("don't call me again").primary).toMatchObject({ kind: "boundary", reason: "stop" });
  });
});

describe("a no or a limit said roundabout", () => {
  it.each([
    "I'm tired of explaining why I can't reply during shifts. If that's a problem, maybe we're not compatible.",
    "sunn na, tu acha hai, par tere saath future imagine nahi ho raha mujhse",
    "i don't do late night calls, my mom sleeps in the next room lol",
    "Work is brutal this month. Evenings are better for texting, if that's okay.",
    "aaj bohot low feel ho raha hai, bina wajah. thoda kam baat karungi aaj, theek?",
    "meri tuition hai, 7 baje tak. uske baad msg karna",
    "ur pathetic, shut up, i'm done with you",
    "f*ck off you creep, nobody asked",
    "can u not like every single one of my ig posts from 2019 lmaooo my friends noticed 💀",
    "can we cap the memes at five a day? my phone thinks it's under attack",
    "ok i love the excitement but abhi se next teen weekends plan mat karo haha",
    "i'm not into the 'morning gorgeous' thing. just talk to me like a normal human",
    "I've realised I'm not as over my divorce as I thought. I'm going to step away.",
    "I'll be honest, I'm not feeling a romantic connection.",
    "I'm not a big texter. I'd rather have one proper conversation a day than fifty little ones.",
    "A request from an old-fashioned woman: full sentences, please.",
    "don't ask about my ex again. now, what are you cooking tonight.",
    "ami already ekjon er sathe relation e achi. bhul kore swipe korechilam. sorry 😅",
    "ami next month bangalore shift korchi job er jonno 🥲 long distance ami parbo na.",
    "milna toh hai 😊 lekin tumhare ghar pe nahi yaar, pehli baar hai.",
    "haha koi nahi, but sach mein main 11 ke baad phone silent kar deti hu",
  ])("%s → the boundary rail", (message) => {
    expect(readMessage(message).rail).toBe("boundary");
  });
});

it("a no on a trivia answer is a tease; a no on him doing it again is her no", () => {
  for (const message of [
    "Ok Mr '10 times'. Name your favourite beach and your favourite shack. If you say Baga I'm unmatching 😂",
    "tumhara favourite street food kaunsa hai? aur best wala kahan milta hai? momos bola toh bas dost rahenge",
  ])
    expect(readMessage(message).rail, message).toBeNull();
  for (const message of ["abe ye sab mat maango 🤢 ek baar aur bola toh report kr dungi", "if you text me again i'm blocking you"])
    expect(readMessage(message).rail, message).toBe("boundary");
});

it("her news she puts down herself is not a stop, and news said plainly or in Bengali-flavoured Hinglish is care", () => {
  const fellowship = readMessage(
    "I didn't get the fellowship. I was so sure. I'm going to stop talking about it now — tell me, are you still thinking about the Kodaikanal trip?",
  );
  expect(fellowship.rail).toBe("care");
  for (const message of [
    "Redundancy letter arrived this morning. Twelve years. I'm going to the pub.",
    "aaj amar dida ke shamshan e niye gelo... 😞 sorry, ki likhbo bujhchi na",
    "Someone stole my purse on the bus — phone survived, Aadhaar card didn't.",
  ])
    expect(readMessage(message).rail, message).toBe("care");
  for (const { reply } of composeOfflineReplies({
    message: "Redundancy letter arrived this morning. Twelve years.",
    tone: "flirty",
    language: "en",
  }))
    expect(reply).toMatch(/sorry|care|here for you/i);
});

it("bad news with her limit: care, and the limit is read beside it", () => {
  for (const message of [
    "my mom's biopsy came back and it's not good news. i'm not going to be much company this week",
    "I'm sorry, my best friend passed away on Friday. I need a bit of space this week, it's not you",
  ]) {
    const reading = readMessage(message);
    expect(reading.rail, message).toBe("care");
    expect(reading.acts.some((a) => a.kind === "boundary")).toBe(true);
  }
});

it("'can't talk tonight, tomorrow?' asks for another time, not a limit", () => {
  expect(readMessage("can't talk tonight, exhausted 😩 tomorrow?").rail).not.toBe("boundary");
  expect(readMessage("16 years in this city and i still get lost in old delhi").rail).not.toBe("boundary");
});

describe("grief and bad news said in passing", () => {
  it.each([
    "hey! life's... happening. aaji passed in august, i moved back home for a bit to be with baba. but i'm okay. are you still in pune?",
    "i'm trying to be normal about it but we lost the baby. i haven't told anyone except my sister and now you",
    "sunday's booked, my aunt's memorial. but monday evening i'm free if you want to grab a bite",
    "honestly it's a weird one this year. first bday without my mum. what's the best bday you've had?",
    "so i got rejected from the MIT program. the one i've been prepping for since 2021. haha. ok. what's new with u",
    "NEET ka result aaya. 3rd attempt bhi nahi hua. mummy ne kuch nahi kaha, wahi sabse bura laga",
    "i'm honestly on here to distract myself. my dad's in hospice and evenings are the worst. sorry if that's too much",
  ])("%s → the care rail", (message) => {
    expect(readMessage(message).rail).toBe("care");
  });
});

describe("what she tried for and lost", () => {
  it.each([
    ["didn't get it. they went with someone internal", "Me: how did your interview go?"],
    ["so i didn't get the job 🙃 back to applying", undefined],
  ])("%s → the care rail", (message, thread) => {
    expect(readMessage(message, thread).rail).toBe("care");
  });
  it("a joke she didn't get is not bad news", () => {
    expect(readMessage("lol i didn't get it, explain?").rail).toBeNull();
  });
});
