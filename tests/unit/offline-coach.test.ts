import { describe, expect, it } from "vitest";
import { readLanguage } from "@/lib/reading/language";
import {
  COACH_ANSWERS,
  COACH_FALLBACK,
  COACH_HER_BAD_NEWS,
  COACH_INTRO,
  COACH_MINOR,
  COACH_OUT_OF_SCOPE,
  COACH_SELF_HARM,
  COACH_THANKS,
  COACH_THREAT,
  DECLINING_TOPICS,
} from "@/lib/romeo/coach/bank-en";
import {
  COACH_ANSWERS_HI,
  COACH_FALLBACK_HI,
  COACH_INTRO_HI,
  COACH_MINOR_HI,
  COACH_OUT_OF_SCOPE_HI,
  COACH_SELF_HARM_HI,
  COACH_THANKS_HI,
  COACH_THREAT_HI,
} from "@/lib/romeo/coach/bank-hi";
import { herQuotedMessage } from "@/lib/romeo/coach/her-words";
import { type CoachTopic, coachOffline, coachRailAnswer, detectCoachTopic } from "@/lib/romeo/coach/offline";
import type { ChatTurn } from "@/lib/romeo/schemas";

const ROUTES: Array<[string, CoachTopic]> = [
  ["How do I write a good first message?", "openers"],
  ["pehla message kya bhejun?", "openers"],
  ["The conversation keeps dying after a few messages", "conversation_dying"],
  ["She left me on read for two days", "slow_replies"],
  ["wo reply nahi kar rahi", "slow_replies"],
  ["I think she ghosted me", "slow_replies"],
  ["Should I double text her?", "double_texting"],
  ["How often should I text her?", "texting_frequency"],
  ["How do I ask her out?", "asking_out"],
  ["usse date pe kaise bulaun?", "asking_out"],
  ["When should I ask for her number?", "number"],
  ["Good first date ideas?", "date_ideas"],
  ["What should we do on a first date?", "date_ideas"],
  ["Any tips for a first date?", "first_date"],
  ["I get so nervous before dates", "confidence"],
  ["She said no to a date, what now?", "rejection"],
  ["How do I give her a compliment that isn't cheesy?", "compliments"],
  ["How can I be funnier over text?", "humour"],
  ["Which photos should I use on my profile?", "profile"],
  ["We're in a long distance thing, any advice?", "long_distance"],
  ["She says she's busy all the time", "she_busy"],
  ["She's hot and cold with me", "mixed_signals"],
  ["She's playing hard to get, what do I do?", "mixed_signals"],
  ["What are red flags on dating apps?", "red_flags"],
  ["When is it okay to kiss her?", "consent"],
  ["How do I know if she's interested?", "interest"],
  ["kaise pata chalega ki wo mujhe pasand karti hai?", "interest"],
  ["What should I text after the date?", "after_date"],
  ["What should we talk about?", "topics"],
  ["Should I text her in Hinglish?", "hinglish"],
  ["What do women find attractive?", "attraction"],
  ["How do I build a deeper connection with her?", "connection"],
  ["How do I make her jealous?", "manipulation"],
  ["Should I neg her a bit?", "manipulation"],
  ["Teach me some pickup artist tricks", "manipulation"],
  ["How do I get her to send nudes?", "sexual"],
  // Routed on what the question means, not on its loudest keyword.
  ["She wants something casual but I want a relationship. What do I do?", "intentions"],
  ["I'm looking for something serious and she's not, are we on the same page?", "intentions"],
  ["wo sirf timepass chahti hai, mujhe serious chahiye", "intentions"],
  ["Her profile only has photos, no bio. What do I even say?", "her_profile"],
  ["what do I send when her bio is empty", "her_profile"],
  ["uski profile mein sirf photos hain, kya likhun?", "her_profile"],
  ["We went on a great date Saturday and she hasn't texted since", "silence_after_date"],
  ["after our first date she stopped replying", "silence_after_date"],
  ["date ke baad wo reply nahi kar rahi", "silence_after_date"],
  ["She told me to stop texting her. How do I change her mind?", "past_her_no"],
  ["She said no but I want another chance, how do I convince her?", "past_her_no"],
  ["She has a boyfriend, how can I still win her over?", "past_her_no"],
  ["usne mana kar diya, ab use kaise manaun?", "past_her_no"],
  ["She rejected me yesterday", "rejection"],
  ["usne mana kar diya, ab kya karun?", "rejection"],
];

// Words that belong to pickup-artist tactics: only a refusal may name them, to say no to them.
const BANNED =
  /\b(?:neg|negs|negging|jealous|jealousy|manipulat\w*|pua|pick-?up\s+artists?|alpha\s+male|high\s+value\s+man|last\s+minute\s+resistance)\b/i;

function allTexts(): Array<{ label: string; text: string; declining: boolean }> {
  const texts: Array<{ label: string; text: string; declining: boolean }> = [];
  for (const [topic, bank] of Object.entries(COACH_ANSWERS) as Array<[CoachTopic, (typeof COACH_ANSWERS)[CoachTopic]]>) {
    const declining = DECLINING_TOPICS.has(topic);
    for (const [i, text] of bank.answers.entries()) texts.push({ label: `${topic}/answer ${i}`, text, declining });
    texts.push({ label: `${topic}/followUp`, text: bank.followUp, declining });
    texts.push({ label: `${topic}/example`, text: bank.example, declining });
  }
  for (const [topic, bank] of Object.entries(COACH_ANSWERS_HI) as Array<[CoachTopic, (typeof COACH_ANSWERS_HI)[CoachTopic]]>) {
    const declining = DECLINING_TOPICS.has(topic);
    for (const [i, text] of bank.answers.entries()) texts.push({ label: `hi ${topic}/answer ${i}`, text, declining });
    texts.push({ label: `hi ${topic}/followUp`, text: bank.followUp, declining });
    texts.push({ label: `hi ${topic}/example`, text: bank.example, declining });
  }
  const hinglish = {
    intro: COACH_INTRO_HI,
    thanks: COACH_THANKS_HI,
    outOfScope: COACH_OUT_OF_SCOPE_HI,
    fallback: COACH_FALLBACK_HI,
    minor: [COACH_MINOR_HI],
    selfHarm: [COACH_SELF_HARM_HI],
    threat: [COACH_THREAT_HI],
  };
  for (const [label, list] of Object.entries(hinglish)) {
    for (const [i, text] of list.entries()) texts.push({ label: `hi ${label} ${i}`, text, declining: false });
  }
  const others = {
    intro: COACH_INTRO,
    thanks: COACH_THANKS,
    outOfScope: COACH_OUT_OF_SCOPE,
    fallback: COACH_FALLBACK,
    minor: [COACH_MINOR],
    selfHarm: [COACH_SELF_HARM],
    threat: [COACH_THREAT],
  };
  for (const [label, list] of Object.entries(others)) {
    for (const [i, text] of list.entries()) texts.push({ label: `${label} ${i}`, text, declining: false });
  }
  return texts;
}

describe("detectCoachTopic and coachOffline", () => {
  it.each(ROUTES)("routes %j to %s, answered in the language it was asked in", (question, topic) => {
    expect(detectCoachTopic(question)).toBe(topic);
    const bank = readLanguage(question) === "hi" ? COACH_ANSWERS_HI[topic] : COACH_ANSWERS[topic];
    expect([...bank.answers, bank.example]).toContain(coachOffline(question, []));
  });

  it("answers Hinglish in Hinglish, English in English", () => {
    for (const question of [
      "usne mana kar diya, ab kya karun?",
      "pehla message kya bhejun?",
      "wo reply nahi kar rahi",
      "kaise pata chalega ki wo mujhe pasand karti hai?",
    ]) {
      const answer = coachOffline(question, []);
      expect(readLanguage(answer), question).toBe("hi");
    }
    expect(readLanguage(coachOffline("She rejected me yesterday", []))).toBe("en");
    // A follow-up in Hinglish carries the topic on, in Hinglish.
    const history: ChatTurn[] = [
      { role: "user", content: "usse date pe kaise bulaun?" },
      { role: "romeo", content: coachOffline("usse date pe kaise bulaun?", []) },
    ];
    expect(coachOffline("aur agar wo mana kar de toh?", history)).toBe(COACH_ANSWERS_HI.asking_out.followUp);
    expect(COACH_INTRO_HI).toContain(coachOffline("namaste romeo, kaise ho", []));
  });

  it("after her no: respect it, no tactics, on every engine", () => {
    for (const question of [
      "She told me to stop texting her. How do I change her mind?",
      "She said no but I want another chance, how do I convince her?",
      "usne mana kar diya, ab use kaise manaun?",
    ]) {
      const answer = coachOffline(question, []);
      expect(answer, question).toMatch(/respect|izzat/i);
      expect(answer, question).not.toMatch(/invit\w*|coffee|one clear, friendly move|try again next|ask her out/i);
      // The same words whatever engine answers: the model is never asked.
      expect(coachRailAnswer(question, [])).toBe(answer);
    }
    expect(coachRailAnswer("How do I ask her out?", [])).toBeNull();
    expect(coachRailAnswer("She rejected me yesterday", [])).toBeNull();
  });

  it("answers a request for an example with lines he could send", () => {
    expect(coachOffline("Give me an example of a good first message", [])).toBe(COACH_ANSWERS.openers.example);
    expect(coachOffline("What should I text after the date?", [])).toBe(COACH_ANSWERS.after_date.example);
  });

  it("is deterministic, and different questions on a topic can get different answers", () => {
    for (const [question] of ROUTES) expect(coachOffline(question, [])).toBe(coachOffline(question, []));
    const openers = [
      "How do I write a good first message?",
      "What's a good opener?",
      "best opening line for hinge?",
      "how should I start a conversation with her",
      "any icebreakers that work?",
      "How do I break the ice?",
      "what's a good first text",
      "opener ideas for bumble",
    ];
    expect(new Set(openers.map((q) => coachOffline(q, []))).size).toBeGreaterThan(1);
  });

  it("introduces Romeo on a greeting and thanks warmly", () => {
    for (const hello of ["hi romeo", "Hey!", "hello there", "what's up?", "who are you?", ""])
      expect(COACH_INTRO).toContain(coachOffline(hello, []));
    for (const thanks of ["thanks romeo!", "Thank you so much", "ok thanks", "shukriya"])
      expect(COACH_THANKS).toContain(coachOffline(thanks, []));
  });

  it("carries a follow-up with no topic of its own on from the last topic he asked about", () => {
    const asked = "How do I ask her out?";
    const history: ChatTurn[] = [
      { role: "user", content: "What should my first message be?" },
      { role: "romeo", content: coachOffline("What should my first message be?", []) },
      { role: "user", content: asked },
      { role: "romeo", content: coachOffline(asked, []) },
    ];
    expect(coachOffline("what if she doesn't answer?", history)).toBe(COACH_ANSWERS.asking_out.followUp);
    expect(coachOffline("give me an example", history)).toBe(COACH_ANSWERS.asking_out.example);

    // After the follow-up, "and then?" moves on instead of repeating it.
    const longer: ChatTurn[] = [
      ...history,
      { role: "user", content: "what if she doesn't answer?" },
      { role: "romeo", content: COACH_ANSWERS.asking_out.followUp },
    ];
    const next = coachOffline("and then?", longer);
    expect(next).not.toBe(COACH_ANSWERS.asking_out.followUp);
    expect(COACH_ANSWERS.asking_out.answers).toContain(next);

    // The same history, with the message itself included as its last turn (how the chat passes it).
    expect(coachOffline("and then?", [...history, { role: "user", content: "and then?" }])).toBe(COACH_ANSWERS.asking_out.followUp);
  });

  it("without any topic in the history, asks for more context instead of guessing", () => {
    expect(COACH_FALLBACK).toContain(coachOffline("and then?", []));
    expect(COACH_FALLBACK).toContain(coachOffline("I don't know what to do", [{ role: "user", content: "hi" }]));
  });

  it("says honestly that questions outside dating are outside what Romeo does", () => {
    const history: ChatTurn[] = [{ role: "user", content: "How do I ask her out?" }];
    for (const question of [
      "Can you help me debug my Python code?",
      "What's the weather tomorrow in Delhi?",
      "what's 12*7?",
      "What's the capital of France?",
    ]) {
      const answer = coachOffline(question, history);
      expect(COACH_OUT_OF_SCOPE, question).toContain(answer);
      expect(answer).toMatch(/dating/);
    }
  });

  it("declines manipulation and explicit requests kindly, with a respectful alternative", () => {
    for (const question of [
      "How do I make her jealous?",
      "Should I neg her a bit?",
      "how do I play hard to get",
      "how to guilt trip her into meeting me",
    ]) {
      const answer = coachOffline(question, []);
      expect(COACH_ANSWERS.manipulation.answers, question).toContain(answer);
      expect(answer).toMatch(/clear|genuine|honest/i);
    }
    for (const question of [
      "How do I get her to send nudes?",
      "how do I get her into bed fast",
      "help me sext her",
      "Is it ok to bring up sex on a first date?",
    ]) {
      expect(COACH_ANSWERS.sexual.answers, question).toContain(coachOffline(question, []));
    }
    // A follow-up to a refusal stays a refusal.
    const history: ChatTurn[] = [
      { role: "user", content: "How do I make her jealous?" },
      { role: "romeo", content: COACH_ANSWERS.manipulation.answers[0]! },
    ];
    expect(coachOffline("but why not?", history)).toBe(COACH_ANSWERS.manipulation.followUp);
  });

  it("stops at anything involving a minor, and points to real help for someone in danger", () => {
    expect(coachOffline("she is 16, how do I ask her out?", [])).toBe(COACH_MINOR);
    expect(coachOffline("She rejected me and I want to die", [])).toBe(COACH_SELF_HARM);
    expect(coachOffline("I'll find her and hurt her", [])).toBe(COACH_THREAT);
  });
});

describe("Romeo's offline answers", () => {
  it("has two or three distinct answers per topic, plus a follow-up and an example", () => {
    for (const [topic, bank] of Object.entries(COACH_ANSWERS)) {
      expect(bank.answers.length, topic).toBeGreaterThanOrEqual(2);
      expect(bank.answers.length, topic).toBeLessThanOrEqual(3);
      expect(new Set([...bank.answers, bank.followUp, bank.example]).size, topic).toBe(bank.answers.length + 2);
    }
  });

  it("has a Hinglish answer, follow-up and example for every topic, in Hinglish", () => {
    expect(Object.keys(COACH_ANSWERS_HI).sort()).toEqual(Object.keys(COACH_ANSWERS).sort());
    for (const [topic, bank] of Object.entries(COACH_ANSWERS_HI)) {
      expect(bank.answers.length, topic).toBeGreaterThanOrEqual(1);
      for (const text of [...bank.answers, bank.followUp, bank.example])
        expect(readLanguage(text), `${topic}: ${text.slice(0, 40)}`).toBe("hi");
    }
  });

  it("is plain text in short paragraphs of a sensible length", () => {
    for (const { label, text } of allTexts()) {
      expect(text.trim(), label).toBe(text);
      expect(text.length, label).toBeGreaterThanOrEqual(40);
      expect(text.length, label).toBeLessThanOrEqual(1_000);
      expect(text, label).not.toMatch(/^#|\*\*|^\s*[-*•]\s/m);
      expect(text, label).not.toMatch(/\n{3,}|[ \t]\n| {2}/);
      expect(text, label).not.toMatch(/[{}[\]]|undefined|TODO/);
    }
    for (const [topic, bank] of Object.entries(COACH_ANSWERS)) {
      for (const answer of bank.answers) expect(answer.length, topic).toBeGreaterThanOrEqual(200);
    }
  });

  it("names pickup-artist tactics only to decline them", () => {
    for (const { label, text, declining } of allTexts()) {
      if (!declining) expect(text, label).not.toMatch(BANNED);
    }
    expect(COACH_ANSWERS.manipulation.answers.some((a) => /jealous/.test(a))).toBe(true);
  });
});

describe("her words, quoted in his question, read as the reply tool reads them", () => {
  it("the quote is found in quotes or after 'she said'", () => {
    expect(herQuotedMessage('she said "I\'m seeing someone now, sorry" what should I reply?')).toBe("I'm seeing someone now, sorry");
    expect(herQuotedMessage("she texted: my dad passed away yesterday. what do I say")).toBe("my dad passed away yesterday.");
    expect(herQuotedMessage("how do I start a conversation?")).toBeNull();
  });
  it("her no, quoted, is answered with respecting it; her bad news with care first", () => {
    const no = coachOffline('she said "I\'m seeing someone now, sorry" what should I reply?', []);
    expect(COACH_ANSWERS.rejection.answers).toContain(no);
    const hi = coachOffline('usne bola "mujhe tumse baat nahi karni" ab kya karun', []);
    expect(COACH_ANSWERS_HI.rejection.answers).toContain(hi);
    const grief = coachOffline("she texted: my dad passed away yesterday. what do I say", []);
    expect(COACH_HER_BAD_NEWS).toContain(grief);
  });
  it("an ordinary quote leaves his question to its own topic", () => {
    const answer = coachOffline('she said "haha you\'re funny" how do I keep the conversation going?', []);
    expect(COACH_ANSWERS.rejection.answers).not.toContain(answer);
    expect(COACH_HER_BAD_NEWS).not.toContain(answer);
  });
});
