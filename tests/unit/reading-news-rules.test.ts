import { describe, expect, it } from "vitest";
import { TONE_IDS } from "@/lib/plans";
import { describeReading } from "@/lib/reading/prompt-rules";
import { readMessage } from "@/lib/reading/read";
import { composeOfflineReplies } from "@/lib/replies/offline";
import { meets } from "@/tests/eval/checks";

// Readings a ninth fresh writer found missing before it joined the training split (docs/reading.md,
// "Bad news", "Limits", "Parts and the thread"): an illness or an accident told plainly, her quiet said in
// Hinglish, a rule she states up front, good news she leaves for, and a "wbu" that asks its own question.

const repliesTo = (message: string, thread?: string, language: "en" | "hi" = "en") =>
  TONE_IDS.flatMap((tone) => composeOfflineReplies({ message, thread, tone, language }).map((r) => r.reply));

describe("an illness or an accident told plainly is her bad news", () => {
  it.each([
    ["I am so sorry, Ira has come down with chickenpox, so Saturday will not work after all.", "en"],
    ["Bad day. The building cat I'd basically adopted got hit by a car this morning. Tell me something nice about your day.", "en"],
    ["My co-founder quit today and took two engineers with him. Tell me about your day instead.", "en"],
    ["aaj doctor ne bola typhoid hai 🤒 1 week bed rest", "hi"],
  ] as const)("%s → care in every reply, on every tone", (message, language) => {
    expect(readMessage(message).rail).toBe("care");
    const replies = TONE_IDS.map((tone) => composeOfflineReplies({ message, tone, language }).map((r) => r.reply));
    for (const set of replies) expect(meets({ kind: "grief" }, set), set.join(" | ")).toBe(true);
  });

  it.each([
    "my landlord is selling the apt and gave me 30 days. in toronto. in this market.",
    "didn't get into the NID masters. third time. maybe design just isn't my thing, idk",
    "UPSC mains ka result aa gaya. naam nahi hai 🙂 chalo, ab kya hi bolu.",
    "H1B lottery didnt pick me. again. so the texas move is off",
    "my startup's last investor just pulled out. we have money for 2 months of salaries.",
    "our cat momo hasn't come home in 3 days. we've checked every lane.",
    "Saamne wali Sharma aunty, jo bachpan se mujhe itna pyaar karti thi, aaj subah chal basi.",
    "so im moving back to cork end of the month, mum's not well and i want to be near her.",
  ])("%s → the care rail", (message) => {
    expect(readMessage(message).rail).toBe("care");
  });

  it("her ex's cheating told as her past, and a relationship she has just left to keep it casual, are not news", () => {
    expect(readMessage("mere ex ne cheat kiya tha isliye mai jaldi trust nhi krti. just so u know").rail).not.toBe("care");
    expect(readMessage("not looking for anything serious tbh, just got out of a 3 year thing. if that's cool with u, cool").rail).not.toBe(
      "care",
    );
  });

  it("a chickenpox joke about a film is not news", () => {
    expect(readMessage("that chickenpox scene in the movie had me dying lol").rail).toBeNull();
  });
});

describe("her quiet and her rules", () => {
  it("'calls thodi kam hongi' beside her illness: care that asks her nothing", () => {
    const message = "aaj doctor ne bola typhoid hai 🤒😷 1 week bed rest, toh calls thodi kam hongi... tumhara din kaisa tha??";
    const reading = readMessage(message);
    expect(reading.rail).toBe("care");
    expect(reading.acts.some((a) => a.kind === "boundary")).toBe(true);
    for (const reply of repliesTo(message, undefined, "hi")) expect(reply).not.toContain("?");
  });

  it("a rule she states up front is taken without an apology, and her question is still answered", () => {
    const message =
      "what's ur fav thing about delhi? mine is winter + chai + the empty metro at 11pm. also fyi i don't meet anyone from here till we've talked for a month";
    const reading = readMessage(message);
    expect(reading.rail).toBe("boundary");
    expect(reading.upfront).toBe(true);
    const replies = repliesTo(message);
    for (const reply of replies) expect(reply).not.toMatch(/sorry|bother/i);
    expect(replies.some((r) => /delhi/i.test(r))).toBe(true);
  });

  it("the model is told the same", () => {
    const reading = readMessage("fyi i don't meet anyone from here till we've talked for a month");
    expect(describeReading(reading).join("\n")).toMatch(/rule up front[^.]*no apology/);
  });

  it("the same limit after something he did may still be sorry", () => {
    const reading = readMessage("please don't call me after 10, my parents sleep early");
    expect(reading.upfront).toBeUndefined();
  });
});

describe("good news she leaves for is cheered", () => {
  it.each([
    [
      "I wanted to tell you before I disappear: I've been offered a position in Singapore, and I'm moving in six weeks. It doesn't feel right to start something here now, so I'm going to step away from the app.",
      "en",
    ],
    [
      "Mujhe Pune mein ek naukri mil gayi hai aur main agle mahine shift ho rahi hoon. Long distance ke liye main taiyaar nahi hoon, isliye ye baat yahin rok dena behtar hoga.",
      "hi",
    ],
  ] as const)("%s → the boundary rail, and every reply congratulates her", (message, language) => {
    expect(readMessage(message).rail).toBe("boundary");
    for (const tone of TONE_IDS) {
      const set = composeOfflineReplies({ message, tone, language }).map((r) => r.reply);
      expect(meets({ kind: "boundary" }, set), set.join(" | ")).toBe(true);
      for (const reply of set) expect(reply).toMatch(/congrat/i);
    }
  });

  it("'made partner' is news to cheer", () => {
    const replies = repliesTo("Made partner. Apparently they only needed six years of my soul. Drinks are on me, which is a first.");
    expect(replies.some((r) => /congrat/i.test(r))).toBe(true);
  });
});

describe("a 'wbu' that asks its own question", () => {
  it("'wbu did u hear back from zomato??' asks about zomato, not how he is", () => {
    const message = "OMGGG i got booked for lakme fashion week backstage!!! wbu did u hear back from zomato?? 👀";
    const thread = "Me: also I had my final round at Zomato today\nMe: any update on that fashion week thing?";
    const part = readMessage(message, thread).parts.at(-1)!;
    expect(part.key).toMatch(/zomato/i);
    expect(part.smallTalk).toBeUndefined();
    const replies = repliesTo(message, thread);
    expect(replies.some((r) => /zomato/i.test(r) && /congrat/i.test(r))).toBe(true);
    for (const reply of replies) expect(reply).not.toMatch(/I'm good, thanks/);
  });

  it("a bare 'wbu?' still returns his own question", () => {
    const reading = readMessage("pizza obviously. wbu?", "Me: pizza or biryani for a lazy sunday?");
    expect(reading.parts.at(-1)?.about).toBe("him");
  });
});

it("after her loss, 'how was your week tho' is answered by the week's name", () => {
  const message =
    "ugh sorry for the radio silence. my grandpa back home was in the icu all week and we lost him on tuesday. i'll be bad at replying for a bit how was your week tho";
  const replies = repliesTo(message);
  expect(replies.some((r) => /my week/i.test(r))).toBe(true);
  for (const reply of replies) expect(reply).toMatch(/sorry|care|here|loss|heart/i);
});

describe("a topic off the table is a limit, not goodbye", () => {
  it.each([
    "politics pe baat nahi karni yaar 🙅‍♀️ kuch aur bolo, biryani kahan ki best hai tumhare hisaab se?",
    "ex ke baare mein baat nahi karni",
  ])("%s → her limit: no reply says he'll stop texting", (message) => {
    const reading = readMessage(message);
    expect(reading.primary).toMatchObject({ kind: "boundary", reason: "limit" });
    for (const reply of repliesTo(message, undefined, "hi")) expect(reply).not.toMatch(/message nahi|text nahi karunga|yahin rukta/i);
  });

  it("'mujhe tumse baat nahi karni' is still her no", () => {
    expect(readMessage("mujhe tumse baat nahi karni, please").primary).toMatchObject({ kind: "boundary", reason: "stop" });
  });
});

describe("what she names beside her question or her plan is said back", () => {
  it("her compliment on his dog is thanked by name, and her question answered", () => {
    const replies = repliesTo("ok two things: your dog is the cutest thing on this app and why is your bio just a lemon emoji");
    expect(replies.some((r) => /thank/i.test(r) && /\bdog\b/i.test(r) && /lemon emoji/i.test(r))).toBe(true);
  });

  it("the place she names with her day is in one of the yeses", () => {
    const replies = repliesTo("is Borough Market on Saturday too touristy for a first date or is that part of the charm?");
    expect(replies.some((r) => /Borough Market/.test(r) && /saturday/i.test(r))).toBe(true);
    for (const reply of replies) expect(reply).not.toMatch(/sunday|friday/i);
  });

  it("'are your friends coming too?' beside her yes is answered, not taken for 'will you come?'", () => {
    const replies = repliesTo("Okay, I'm in for the trek on Saturday. But only if we start after 6. Are your friends coming too?");
    expect(replies.some((r) => /friends/i.test(r))).toBe(true);
  });
});

describe("what she tells him and whether he minds", () => {
  it.each([
    [
      "I should be honest with you. I'm divorced, and I have a 6 year old. If that's a dealbreaker, I understand.",
      "en",
      /not a dealbreaker|no problem/i,
    ],
    [
      "pehle bata du ki main ek single mother hu, meri beti 6 saal ki hai. agar tumhe problem hai toh abhi bata do",
      "hi",
      /koi problem nahi|dealbreaker nahi/i,
    ],
  ] as const)("%s → one reply says it is no problem, none asks about the divorce", (message, language, fine) => {
    const replies = TONE_IDS.flatMap((tone) => composeOfflineReplies({ message, tone, language }).map((r) => r.reply));
    expect(replies.some((r) => fine.test(r))).toBe(true);
    for (const reply of replies) expect(reply).not.toMatch(/divorced: tell me more|single mother: aur batao|\[\[/i);
  });
});

describe("her engagement is congratulated, her ex's never", () => {
  it.each([
    ["hiii 🥺 ek baat batani thi... mera rishta pakka ho gaya hai 💍 toh ab app pe rehna sahi nahi lagta 😅 all the best 💛", "hi"],
    ["i'm getting married in feb 💍 so i should probably delete this app lol. you were fun to talk to!", "en"],
  ] as const)("%s → congratulated", (message, language) => {
    const replies = TONE_IDS.flatMap((tone) => composeOfflineReplies({ message, tone, language }).map((r) => r.reply));
    expect(replies.some((r) => /congrat/i.test(r))).toBe(true);
  });

  it.each([
    "so my ex just got engaged and i'm not okay. sorry, i don't think i can do this right now",
    "my ex got engaged last week lol. anyway i'm deleting the app, need a break",
  ])("%s → no congratulations, no 'good news for you'", (message) => {
    for (const reply of repliesTo(message)) expect(reply).not.toMatch(/congrat|good news|happy for you|thrilled/i);
  });
});

it("'the last time I met someone from here…' is a story, not news that ends it", () => {
  const message =
    "Honestly, I'm a bit nervous about meeting. The last time I met someone from here, he spent the whole evening on his phone. How do you usually feel before first dates?";
  expect(readMessage(message).rail).toBeNull();
  expect(readMessage("hey so i met someone and it's going well, so i'm going to stop chatting here").rail).toBe("boundary");
});

it("'if that's a problem for you lmk' beside a tease is answered too, and her Hinglish confession met as one", () => {
  expect(repliesTo("i'm 5'2 btw, if that's a problem for you lmk lol").some((r) => /not a dealbreaker|no problem/i.test(r))).toBe(true);
  const hi = TONE_IDS.flatMap((tone) =>
    composeOfflineReplies({
      message: "pehle bata du ki main ek single mother hu, meri beti 6 saal ki hai. agar tumhe problem hai toh abhi bata do",
      tone,
      language: "hi",
    }).map((r) => r.reply),
  );
  for (const reply of hi) expect(reply).not.toMatch(/profile se zyada interesting|jawab|\?/i);
});

describe("'I can't talk for a bit' beside her news: care that asks nothing; alone, no worries", () => {
  it.each([
    ["Kal raat Dadi ka intekaal ho gaya. Kuch din baat nahi ho paayegi, umeed hai aap samjhenge.", "hi"],
    ["hey sorry if im slow this week, my parents r going thru a divorce n home is chaos rn. not rlly in a texting mood", "en"],
    ["the ultrasound showed my mom's lump needs surgery. i'm trying to be okay. might be quiet", "en"],
    ["papa ko stroke aaya hai. Abhi hospital mein hoon, baad mein baat karti hoon.", "hi"],
  ] as const)("%s → care, and no reply asks her anything", (message, language) => {
    const reading = readMessage(message);
    expect(reading.rail).toBe("care");
    for (const tone of TONE_IDS) {
      const set = composeOfflineReplies({ message, tone, language }).map((r) => r.reply);
      for (const reply of set) expect(reply, set.join(" | ")).not.toContain("?");
      expect(meets({ kind: "grief" }, set), set.join(" | ")).toBe(true);
    }
  });

  it("'kal mock test hai, aaj raat baat nahi ho paayegi' alone: no worries, reply whenever", () => {
    const reading = readMessage("Kal mera mock test hai, aaj raat baat nahi ho paayegi. Aap naraz mat hona");
    expect(reading.herQuiet).toBe(true);
    for (const reply of repliesTo("Kal mera mock test hai, aaj raat baat nahi ho paayegi. Aap naraz mat hona", undefined, "hi"))
      expect(reply).not.toMatch(/sorry|\?/i);
  });
});

describe("her no said kindly and at length is her no", () => {
  it.each([
    "haha yaar tum acche ho but mujhe aisa kuch feel ni ho raha 🙈 dosti theek h bas",
    "yrr actually kal cancel karte h... mujhe lag raha h main isme utna invested nahi hu jitna tum ho",
    "sach bataun toh mujhe ye kahin jaata hua nahi dikh raha. behtar hai yahin rok dein",
    "I've been reading your messages and thinking, and I just don't see us wanting the same life.",
    "while I enjoyed our conversation, I don't believe we're looking for the same thing. I wish you well.",
    "I'd be a rubbish date this year. Better to call it now than flake on you every week.",
    "I don't think I'm ready to be in a relationship. My divorce was finalised last month.",
  ])("%s → the boundary rail", (message) => {
    expect(readMessage(message).rail).toBe("boundary");
  });
});
