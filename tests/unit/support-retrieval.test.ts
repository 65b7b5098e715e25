import { describe, expect, it } from "vitest";
import { CONTENT_PAGES } from "@/content";
import { HELP_FAQ } from "@/content/help";
import { formatPrice, LANGUAGES, PLANS } from "@/lib/plans";
import {
  isAnswerable,
  looksLikeFollowUp,
  previousUserTurn,
  retrieveForMessage,
  retrievePassages,
  type SupportTurn,
} from "@/lib/romeo/support/knowledge";
import { answerSupportOffline, MAX_SUPPORT_ANSWER_CHARS, SUPPORT_EXAMPLES } from "@/lib/romeo/support/offline";
import { allPassages } from "@/lib/romeo/support/search-index";
import { stem } from "@/lib/romeo/support/tokenize";
import { SITE } from "@/lib/site";

const PREMIUM_PRICE = formatPrice(PLANS.premium.priceCents);
const SOURCE_LINE = /\n\nMore: [^\n›]+ › [^\n]+ \(\/[^\s()]*\)$/;

function top(question: string) {
  const results = retrievePassages(question);
  return { results, best: results[0], answerable: isAnswerable(results) };
}

// Questions the content covers, with the page (and section) that should answer them. This table and
// the one below are what the isAnswerable thresholds were tuned on.
const IN_SCOPE: Array<[question: string, href: string]> = [
  ["How do I cancel Premium?", "/help#faq"],
  ["hey romeo, how do I cancel premium?", "/help#faq"],
  ["cancle my premuim", "/help#faq"],
  ["how do I cancel premium while travelling abroad", "/help#faq"],
  ["i want my money back", "/"],
  ["how do i request a refund", "/refund-policy#how-to-request"],
  ["how long does a refund take", "/refund-policy#what-happens-next"],
  ["is there a free trial", "/"],
  ["what is the daily limit", "/"],
  ["when does the limit reset", "/"],
  ["what tones are there", "/how-it-works#choose-a-tone"],
  ["what is the Creative tone", "/help#faq"],
  ["how does the ai work", "/help#faq"],
  ["what does premium include", "/"],
  ["what data do you collect", "/privacy#information-we-collect"],
  ["do you share my data with third parties", "/privacy#sharing"],
  ["do you use cookies", "/privacy#cookies"],
  ["can i export my data", "/"],
  ["how old do i need to be", "/"],
  ["do you accept paypal", "/refund-policy#what-happens-next"],
  ["how do payments work", "/help#faq"],
  ["how do I report a bug", "/contact#technical-issues"],
  ["what happens if i break the rules", "/guidelines#consequences"],
  ["what is vibe check", "/#features"],
  ["what is premium plus", "/"],
  ["what is romeo", "/contact#romeo-chat"],
];

const OUT_OF_SCOPE = [
  "what is the capital of France",
  "write me python code",
  "what's the weather today",
  "who won the world cup",
  "how do I delete a file in python",
  "I have a problem with my girlfriend",
  "tell me a joke",
  "recommend a good restaurant",
  "give me a recipe for pasta",
  "what is 2+2",
  "can you help me with my homework",
  "is this a scam",
  "",
];

describe("the support knowledge index", () => {
  const passages = allPassages();

  it("holds every section of every content page, each passage linked to where it lives", () => {
    for (const page of CONTENT_PAGES) {
      for (const section of page.sections) {
        const href = page.slug.startsWith("#") ? `/${page.slug}` : `/${page.slug}#${section.id}`;
        expect(
          passages.some((p) => p.href === href && p.section === section.title),
          href,
        ).toBe(true);
      }
    }
    expect(new Set(passages.map((p) => p.id)).size).toBe(passages.length);
    for (const p of passages) {
      expect(p.href).toMatch(/^\/[a-z-]*(?:#[a-z0-9-]+)?$/);
      expect(p.text.trim().length).toBeGreaterThan(0);
      expect(p.page).not.toMatch(/\.$/);
    }
  });

  it("keeps each FAQ entry as its own passage, split into question and answer", () => {
    const faq = passages.filter((p) => p.kind === "faq");
    expect(faq.map((p) => p.question)).toEqual(HELP_FAQ.map((e) => e.question));
    expect(faq.map((p) => p.answer)).toEqual(HELP_FAQ.map((e) => e.answer));
    for (const p of faq) expect(p.href).toBe("/help#faq");
  });

  it("keeps a list together with the line that introduces it", () => {
    for (const p of passages) if (p.kind === "paragraph") expect(p.text.trimEnd(), p.id).not.toMatch(/:$/);
    const included = passages.find((p) => p.href === "/help#premium-features");
    expect(included?.kind).toBe("list");
    expect(included?.text).toContain(PREMIUM_PRICE);
    expect(included?.items).toEqual(PLANS.premium.features);
  });

  it("stems plurals and -ing/-ed forms to the same term", () => {
    expect(stem("replies")).toBe(stem("reply"));
    expect(stem("replied")).toBe(stem("reply"));
    expect(stem("cancelled")).toBe(stem("cancel"));
    expect(stem("cancelling")).toBe(stem("cancel"));
    expect(stem("pricing")).toBe(stem("price"));
    expect(stem("cookies")).toBe(stem("cookie"));
    expect(stem("billed")).toBe(stem("bill"));
  });
});

describe("retrievePassages", () => {
  it("answers cancelling with the FAQ entry: access lasts to the end of the billing period", () => {
    const { best, answerable } = top("How do I cancel Premium?");
    expect(answerable).toBe(true);
    expect(best?.href).toBe("/help#faq");
    expect(best?.question).toBe(`How do I cancel ${PLANS.premium.name}?`);
    expect(best?.answer).toContain("end of the billing period");
  });

  it("answers a refund question from the refund content, with the refund window", () => {
    const { results, best, answerable } = top("can I get a refund");
    expect(answerable).toBe(true);
    expect(best?.text).toMatch(/refund/i);
    expect(best?.text).toContain(`${SITE.refund.windowDays} days`);
    expect(results.some((p) => p.href.startsWith("/refund-policy"))).toBe(true);
  });

  it.each(["how much does premium cost", "what's the price", "how much is it"])("quotes the Premium price for %j", (question) => {
    const { best, answerable } = top(question);
    expect(answerable).toBe(true);
    expect(best?.text).toContain(PREMIUM_PRICE);
  });

  it("answers whether messages are stored from the privacy content", () => {
    const { best, answerable } = top("do you store my messages");
    expect(answerable).toBe(true);
    expect(best?.topics).toContain("data");
    expect(best?.text).toMatch(/\bstored?\b[^.]*unless you (?:choose to )?save/i);
  });

  it.each(["is hindi supported", "can it write in hinglish", "what languages do you support"])(
    "answers %j with the language support",
    (question) => {
      const { best, answerable } = top(question);
      expect(answerable).toBe(true);
      expect(best?.text).toContain(LANGUAGES.hi.label);
    },
  );

  it.each(IN_SCOPE)("finds %j on %s", (question, href) => {
    const { best, answerable } = top(question);
    expect(answerable).toBe(true);
    expect(best?.href.startsWith(href), best?.href).toBe(true);
  });

  it.each(OUT_OF_SCOPE)("knows %j is outside the content", (question) => {
    expect(isAnswerable(retrievePassages(question))).toBe(false);
  });

  it("returns at most `limit` passages, best first, and the same ones every time", () => {
    const first = retrievePassages("what happens to my saved replies if I cancel", 5);
    expect(first).toHaveLength(5);
    for (let i = 1; i < first.length; i++) expect(first[i]!.score).toBeLessThanOrEqual(first[i - 1]!.score);
    expect(retrievePassages("what happens to my saved replies if I cancel", 5)).toEqual(first);
    expect(retrievePassages("what happens to my saved replies if I cancel", 1)).toEqual(first.slice(0, 1));
  });
});

describe("retrieveForMessage", () => {
  const history: SupportTurn[] = [
    { role: "user", content: "Can I get a refund?" },
    { role: "romeo", content: "Yes. Ask within 7 days of your most recent payment." },
  ];

  it("reads a follow-up with the question before it", () => {
    expect(looksLikeFollowUp("and how long does that take?")).toBe(true);
    expect(looksLikeFollowUp("How do I cancel Premium?")).toBe(false);
    const results = retrieveForMessage("and how long does that take?", history);
    expect(isAnswerable(results)).toBe(true);
    expect(results[0]?.href).toBe("/refund-policy#what-happens-next");
    expect(isAnswerable(retrieveForMessage("and how long does that take?"))).toBe(false);
  });

  it("lets a new question stand on its own", () => {
    expect(retrieveForMessage("How do I cancel Premium?", history)[0]?.question).toBe(`How do I cancel ${PLANS.premium.name}?`);
    expect(isAnswerable(retrieveForMessage("what is the capital of France", history))).toBe(false);
  });

  it("finds the previous question whether or not the history already ends with the new one", () => {
    expect(previousUserTurn("and how long?", history)).toBe("Can I get a refund?");
    expect(previousUserTurn("and how long?", [...history, { role: "user", content: "and how long?" }])).toBe("Can I get a refund?");
    expect(previousUserTurn("and how long?", [])).toBeNull();
  });
});

describe("answerSupportOffline", () => {
  it("answers cancelling with the FAQ answer and names its source", () => {
    const answer = answerSupportOffline("How do I cancel Premium?");
    expect(answer).toContain("end of the billing period");
    expect(answer.endsWith("\n\nMore: Help Center › Frequently Asked Questions (/help#faq)")).toBe(true);
    expect(answer).not.toContain("How do I cancel");
  });

  it("quotes the price from lib/plans.ts", () => {
    const answer = answerSupportOffline("how much does premium cost?");
    expect(answer).toContain(PREMIUM_PRICE);
    expect(answer).toMatch(SOURCE_LINE);
  });

  it.each(IN_SCOPE.map(([question]) => question))("answers %j in plain text, within the length limit, with a source", (question) => {
    const answer = answerSupportOffline(question);
    expect(answer).toMatch(SOURCE_LINE);
    expect(answer.length).toBeLessThanOrEqual(MAX_SUPPORT_ANSWER_CHARS);
    expect(answer).not.toMatch(/\*\*|\]\(|undefined|null/);
  });

  it.each(["How do I delete my account?", "Can I export my data?", "can I close my account", "how do I download my data"])(
    "knows /account exports and deletes an account: %j",
    (question) => {
      const answer = answerSupportOffline(question);
      expect(answer).toContain("/account");
      expect(answer).toContain('"Export my data"');
      expect(answer).toContain('"Delete my account"');
    },
  );

  it.each([
    "Does Regenerate use a free reply?",
    "does regenerating count against my daily limit?",
    "if I hit regenerate do I lose a reply",
  ])("knows whether Regenerate uses a free reply: %j", (question) => {
    const answer = answerSupportOffline(question);
    expect(answer).toMatch(/Regenerate/);
    expect(answer).toContain(`${PLANS.basic.dailyGenerations} replies a day`);
    expect(answer).toMatch(new RegExp(`On ${PLANS.premium.name}, replies are unlimited`));
  });

  it("answers with whole passages, never from the middle of one and never cut short", () => {
    for (const passage of allPassages()) {
      if (passage.kind === "list" || passage.kind === "steps") continue;
      const question = passage.kind === "faq" ? passage.question! : passage.text;
      const answer = answerSupportOffline(question, [], [{ ...passage, score: 10, coverage: 1, matches: 5, topics: ["save"] }]);
      const body = answer.replace(SOURCE_LINE, "");
      expect(body.endsWith(passage.kind === "faq" ? passage.answer! : passage.text), passage.id).toBe(true);
      expect(body, passage.id).not.toMatch(/…$/);
    }
    // A list keeps its introducing line and only whole items.
    for (const passage of allPassages().filter((p) => p.items?.length)) {
      const answer = answerSupportOffline(passage.section, [], [{ ...passage, score: 10, coverage: 1, matches: 5, topics: ["save"] }]);
      const lines = answer.replace(SOURCE_LINE, "").split("\n");
      if (passage.lead) expect(lines[0], passage.id).toBe(passage.lead);
      for (const line of lines.slice(passage.lead ? 1 : 0))
        expect(
          passage.items!.flatMap((item, i) => [`- ${item}`, `${i + 1}. ${item}`]),
          passage.id,
        ).toContain(line);
    }
  });

  it("doesn't let an FAQ's yes or no answer a different question", () => {
    const answer = answerSupportOffline("do you store my messages?");
    expect(answer).not.toMatch(/^(?:Yes|No)\b/);
    expect(answerSupportOffline("can I use it without an account?")).not.toMatch(/^No\b/);
    expect(answerSupportOffline("Can I get a refund?")).toMatch(/^Yes\b/);
  });

  it("trims a long list to the items the question is about", () => {
    const answer = answerSupportOffline("how do i unsubscribe from the newsletter");
    expect(answer).toContain("Unsubscribe from the newsletter");
    expect(answer).not.toContain("Correct information");
    expect(answer).toContain("(/privacy#your-rights)");
  });

  it.each(["hi", "Hello Romeo!", "hey there 👋", "good morning", "how are you?"])("greets %j and suggests what to ask", (message) => {
    const answer = answerSupportOffline(message);
    expect(answer).toContain("Romeo");
    for (const example of SUPPORT_EXAMPLES) expect(answer).toContain(example);
    expect(answer).not.toContain("More:");
  });

  it("suggests only questions it can answer", () => {
    for (const example of SUPPORT_EXAMPLES) expect(isAnswerable(retrievePassages(example)), example).toBe(true);
  });

  it.each(["thanks!", "thank you so much romeo", "ok thanks, that helps"])("says you're welcome to %j", (message) => {
    expect(answerSupportOffline(message)).toMatch(/welcome/i);
  });

  it("says who he is, and how to reach a person", () => {
    const answer = answerSupportOffline("are you a real person?");
    expect(answer).toContain("support assistant");
    expect(answer).toContain("(/contact)");
    expect(answer).toContain(SITE.mail.support);
  });

  it.each(["what is the capital of France", "write me python code"])("says honestly that %j is outside what he knows", (message) => {
    const answer = answerSupportOffline(message);
    expect(answer).toMatch(/outside what I know/);
    expect(answer).toContain("(/contact)");
    expect(answer).toContain(SITE.mail.support);
    expect(answer).not.toContain("More:");
  });

  it("points dating questions at the reply generator", () => {
    expect(answerSupportOffline("what should I text her?")).toMatch(/paste her message into the reply generator/);
    expect(answerSupportOffline("write me python code")).not.toMatch(/paste her message/);
  });

  it("answers a follow-up with the question it follows", () => {
    const history: SupportTurn[] = [
      { role: "user", content: "Can I get a refund?" },
      { role: "romeo", content: answerSupportOffline("Can I get a refund?") },
    ];
    const answer = answerSupportOffline("and how long does that take?", history);
    expect(answer).toContain(`${SITE.refund.processingDays} business days`);
    expect(answer).toContain("(/refund-policy#what-happens-next)");
    expect(answerSupportOffline("and how long does that take?")).not.toContain("/refund-policy");
  });

  it("points someone in crisis to emergency help, not to a help page", () => {
    const answer = answerSupportOffline("i want to kill myself");
    expect(answer).toMatch(/emergency services/);
    expect(answer).not.toContain("More:");
  });

  it("gives the same answer to the same conversation", () => {
    const history: SupportTurn[] = [{ role: "user", content: "how much is premium" }];
    for (const message of ["hi", "How do I cancel Premium?", "what about premium plus?", "what is the capital of France"]) {
      expect(answerSupportOffline(message, history)).toBe(answerSupportOffline(message, history));
    }
  });
});
