import { TONE_IDS, TONES } from "@/lib/plans";

// The words the support chat's retrieval (lib/romeo/support/knowledge.ts) knows by hand: the words a
// question is wrapped in, and how people ask versus how the pages say it. Data only: the tokenizer is
// tokenize.ts, the query and the ranking query.ts and ranking.ts.

// Common English function words, plus what people wrap a support question in ("hi", "please",
// "can you tell me", "how long does it take"). "her"/"she" are on every page about her message, so
// they only add noise.
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a about above after again against all am an and any are arent as at be because been before being below between both but by " +
    "can cant could couldnt did didnt do does doesnt doing dont down during each few for from further had hadnt has hasnt have havent " +
    "having he hed hell hes her here heres hers herself him himself his how hows i id ill im ive if in into is isnt it its itself " +
    "lets me more most my myself no nor not of off on once only or other ought our ours ourselves out over own same shant she shes " +
    "should shouldnt so some such than that thats the their theirs them themselves then there theres these they theyd theyll theyre " +
    "theyve this those through to too under until up very was wasnt we wed well were weve werent what whats when whens where wheres " +
    "which while who whos whom why whys will with wont would wouldnt you youd youll youre youve your yours yourself yourselves " +
    "please pls plz hi hii hello hey thanks thank ok okay just also tell know want wanna get gets got u ur r ya yeah yes really " +
    "actually something anything thing things question questions take takes taking took anyone someone one much many long " +
    "make makes made need needs use uses using used supported happen happens happened"
  ).split(" "),
);

/** Ways of asking that carry no subject: "what languages do you support" is about languages. */
export const FILLER_PHRASES: readonly string[][] = ["do you support", "do you offer", "is there", "are there"].map((p) => p.split(" "));

/** Names people address or mention in passing ("hey Romeo, …", "does Holla …"): they say nothing about the question. */
export const NAMES: ReadonlySet<string> = new Set(["romeo", "holla"]);

// How people ask versus how the pages say it. A group fires when one of its "say" or "ask" words is
// in the question (a phrase matches whole words in order, and then stands for the group: "money
// back" asks about refunds, not about "back"). Once fired, the words the pages use for it ("say",
// plus "expand" words too common to fire it) count at reduced weight, so "stop my subscription"
// finds "cancel"; "answer" words are what an answer to it contains (a price, a number of days) and
// count in full. Only a written "say" word counts in full: "safe" in the pages is mostly "safe and
// lawful", not data safety. A fired group is a topic, which tells isAnswerable that the question is
// about the product, except for helper groups that only sharpen the ranking.
export interface GroupSpec {
  say: readonly string[];
  ask?: readonly string[];
  expand?: readonly string[];
  answer?: readonly string[];
  helper?: boolean;
  /** Every "answer" term a passage has counts, not mostly the best one, unless the question names one (see search in ranking.ts). */
  every?: boolean;
}

export const SYNONYM_GROUPS: Record<string, GroupSpec> = {
  cancel: { say: ["cancel", "cancellation"], ask: ["unsubscribe", "stop", "end", "quit", "terminate", "turn off", "get rid of"] },
  refund: {
    say: ["refund"],
    ask: ["money back", "reimburse", "reimbursement", "pay back", "chargeback", "return my money", "refund window", "refund period"],
  },
  price: {
    // The pages say "price" mostly about changing it; a price itself is a dollar amount.
    say: ["cost"],
    answer: ["pricetag"],
    ask: ["price", "pricing", "how much", "fee", "fees", "charge", "expensive", "cheap", "afford", "usd", "dollar", "dollars", "per month"],
  },
  premium: { say: ["premium", "subscription", "subscribe"], ask: ["upgrade", "paid", "pro", "tier", "paying", "plan", "plans"] },
  payment: {
    say: ["payment", "pay", "card", "billing", "stripe", "paypal", "debit"],
    ask: ["bill", "invoice", "receipt", "google pay", "credit card", "renew", "renewal", "payment method"],
  },
  data: {
    say: ["data", "privacy", "private", "secure", "security", "store", "delete", "encrypt", "sell", "information"],
    ask: ["safe", "storage", "personal information", "confidential", "leak", "hack", "hacked", "see my", "read my", "who can see"],
  },
  sharing: { say: ["share", "provider"], ask: ["third party", "third parties", "partner", "partners", "vendor", "vendors"] },
  account: {
    say: ["sign", "account", "password"],
    ask: [
      "signin",
      "login",
      "log in",
      "logout",
      "log out",
      "sign up",
      "signup",
      "register",
      "magic link",
      "email link",
      "without an account",
      "without signing up",
    ],
  },
  hinglish: {
    say: ["hinglish", "hindi", "language"],
    ask: [
      "languages",
      "india",
      "indian",
      "desi",
      "spanish",
      "french",
      "german",
      "portuguese",
      "arabic",
      "urdu",
      "tamil",
      "telugu",
      "bengali",
      "marathi",
      "punjabi",
    ],
  },
  limit: {
    say: ["limit", "free", "daily"],
    ask: [
      "how many",
      "per day",
      "quota",
      "allowance",
      "cap",
      "trial",
      "free trial",
      "more replies",
      "run out",
      "ran out",
      "out of replies",
    ],
  },
  // "Which tones are there?" is answered by the passage that names them all.
  tone: { say: ["tone"], ask: ["style", "personality", "tones"], answer: TONE_IDS.map((t) => TONES[t].label), every: true },
  generator: {
    say: ["ai", "generate", "openai"],
    ask: ["generator", "model", "chatgpt", "gpt", "llm", "algorithm", "artificial intelligence"],
  },
  save: { say: ["save", "bookmark"], ask: ["saved", "favourite replies", "favorite replies"] },
  // Whether Regenerate spends a free reply is asked in many ways; the FAQ says "Regenerate".
  regenerate: {
    say: ["regenerate"],
    ask: [
      "regenerating",
      "regen",
      "new set",
      "more options",
      "different replies",
      "new replies",
      "reroll",
      "redo",
      "lose a reply",
      "use a reply",
      "use up",
      "count against",
      "counts against",
    ],
  },
  export: { say: ["export"], ask: ["download my data", "copy of my data", "takeout", "close my account", "remove my account"] },
  contact: {
    say: ["contact", "email"],
    // "Is Hindi supported?" is not asking for the support team.
    ask: [
      "reach",
      "human",
      "agent",
      "real person",
      "customer service",
      "customer support",
      "support team",
      "contact support",
      "talk to",
      "phone",
      "call",
    ],
    expand: ["support"],
  },
  usage: {
    say: [],
    ask: [
      "how does it work",
      "how does holla work",
      "how it works",
      "how do i use",
      "how to use",
      "get started",
      "getting started",
      "does it work",
      "will it work",
      "work with",
      "works with",
      "work on",
      "works on",
    ],
    expand: ["paste", "start"],
  },
  romeo: { say: ["romeo"], ask: ["support assistant", "support chat", "chatbot", "chat bot"] },
  about: {
    say: ["mission"],
    ask: ["what is holla", "what does holla do", "about holla", "who made", "who built", "who created", "company", "founder", "founders"],
  },
  apps: {
    say: [],
    ask: ["tinder", "bumble", "hinge", "okcupid", "dating app", "dating apps", "other apps", "which apps", "whatsapp", "instagram"],
    expand: ["app"],
  },
  age: {
    say: ["18", "adult", "old"],
    ask: ["13", "14", "15", "16", "17", "years old", "age", "minor", "underage", "teen", "teenager", "child", "children", "kid", "kids"],
  },
  coach: { say: ["coach", "coaching"], ask: ["advice", "dating advice", "tips"] },
  safety: {
    say: ["safety", "unsafe"],
    ask: ["abuse", "harass", "harassment", "threat", "threatening", "danger", "report someone", "report a user", "report a person"],
  },
  bug: {
    say: [],
    // The Contact page's "Technical Issues" is where every kind of "it's broken" goes.
    answer: ["technical"],
    ask: [
      "technical",
      "bug",
      "broken",
      "not working",
      "doesnt work",
      "does not work",
      "error",
      "crash",
      "glitch",
      "not loading",
      "not generating",
      "does nothing",
      "stuck",
    ],
  },
  feature: {
    say: ["feature", "include", "unlimited"],
    ask: ["what do i get", "benefit", "benefits", "perks", "comes with", "worth it"],
  },
  cookie: { say: ["cookie", "tracking"], ask: ["track", "tracker"] },
  guideline: { say: ["guideline", "allow", "prohibited"], ask: ["rule", "rules", "ban", "banned", "allowed", "respect"] },
  duration: {
    say: [],
    ask: ["how long", "how soon", "how fast", "how quickly", "when will", "when do i", "when does"],
    answer: ["minute", "hour", "day", "week"],
    helper: true,
    // A timeline ("within minutes… 24 hours… 3-5 business days") is the answer, not one "7 days".
    every: true,
  },
};
