import { PLANS } from "@/lib/plans";
import { checkSafety } from "@/lib/reading/safety";
import {
  isAnswerable,
  looksLikeFollowUp,
  previousUserTurn,
  queryTerms,
  retrieveForMessage,
  type SupportTurn,
} from "@/lib/romeo/support/knowledge";
import type { ScoredPassage } from "@/lib/romeo/support/ranking";
import { tokenize } from "@/lib/romeo/support/tokenize";
import { SITE } from "@/lib/site";

// Romeo, the support assistant, when no model is configured (docs/architecture.md, "The AI layer"). He answers only with the
// site's own words, the best passage for the question and a link to where it lives, and says so
// plainly when the pages don't cover it: a support answer that guesses is worse than none. Same
// message and history in, same answer out.

/** Longest answer, source line included: a chat bubble, not a page. */
export const MAX_SUPPORT_ANSWER_CHARS = 700;

const CONTACT_PAGE = "/contact";
const PREMIUM = PLANS.premium.name;

/** What Romeo suggests asking; tests/unit/support-retrieval.test.ts checks he can answer each. */
export const SUPPORT_EXAMPLES: readonly string[] = [
  `How much does ${PREMIUM} cost?`,
  `How do I cancel ${PREMIUM}?`,
  "Can I get a refund?",
  "Is my data private?",
  "How does the reply generator work?",
];

// ---- Small talk -----------------------------------------------------------------------------------------

/** Lower-case words without punctuation or emoji: "Hiii Romeo!! 👋" → ["hiii", "romeo"]. */
function plainWords(message: string): string[] {
  return (
    message
      .toLowerCase()
      .replace(/['’]/g, "")
      .match(/[a-z0-9]+/g) ?? []
  );
}

/** True when every word is in `allowed` and at least one is in `core`. */
function onlyWords(words: readonly string[], core: ReadonlySet<string>, allowed: ReadonlySet<string>): boolean {
  return words.length > 0 && words.some((w) => core.has(w)) && words.every((w) => core.has(w) || allowed.has(w));
}

const set = (text: string): ReadonlySet<string> => new Set(text.split(" "));

const GREETING_CORE = set(
  "hi hii hiii hiiii hello helo hey heyy heyyy heya hiya yo sup wassup hola howdy namaste namaskar greetings gm morning afternoon evening",
);
const GREETING_EXTRA = set("romeo there good how are you u r doing whats up everyone again dear bro man sir buddy ji");
const HOW_ARE_YOU =
  /^\W*(?:(?:hi|hey|hello)\W+)?(?:romeo\W+)?(?:how\s+(?:are|r)\s+(?:you|u)(?:\s+doing)?|how'?s\s+it\s+going|how\s+is\s+it\s+going|what'?s\s+up)(?:\W+romeo)?\W*$/i;
const THANKS_CORE = set("thanks thank thx thnx ty tysm cheers shukriya dhanyavad dhanyawad appreciate appreciated");
const THANKS_EXTRA = set(
  "you u so much a lot lots romeo ok okay great cool perfect awesome nice that this helps helped helpful got it very man bro for the " +
    "help info answer all really super again bye",
);
const ACK_CORE = set("ok okay k kk cool great alright understood perfect awesome nice sure fine noted gotcha");
const ACK_EXTRA = set("got it that makes sense romeo thats");
const BYE_CORE = set("bye goodbye byee cya later gn ttyl night");
const BYE_EXTRA = set("good night see you u ok okay thanks thank romeo for now then");

const IDENTITY = [
  /^\s*(?:who|what)\s+(?:are|r)\s+(?:you|u)\b/i,
  /\b(?:are|r)\s+(?:you|u)\s+(?:a\s+|an\s+)?(?:bot|robot|human|real|ai|person|machine|chat\s*bot|automated)\b/i,
  /\b(?:am\s+i|i'?m)\s+(?:talking|chatting|speaking)\s+(?:to|with)\s+(?:a\s+)?(?:bot|robot|human|real|person|machine|ai)\b/i,
  /\bis\s+this\s+(?:a\s+)?(?:bot|robot|human|real person|ai)\b/i,
  /\bwhat(?:s|'s|\s+is)\s+(?:your|ur)\s+name\b/i,
  /\btell\s+me\s+about\s+(?:yourself|urself|you)\s*[?.!]*$/i,
];

/** Questions about what to say to her: the reply generator's and the coach's job, not support's. */
const DATING_ADVICE =
  /\b(?:she|her|girl|girls|girlfriend|gf|crush|date|dating|match|matches|flirt|flirting|pick\s*up|pickup|likes me|text back|texted)\b/i;

function greeting(words: readonly string[]): string {
  const asked = words.includes("how") && (words.includes("you") || words.includes("u"));
  return [
    `${asked ? "Doing great, thanks for asking! " : "Hi! "}I'm Romeo, ${SITE.name}'s support assistant. ` +
      `Ask me anything about ${SITE.name}, for example:`,
    ...SUPPORT_EXAMPLES.map((q) => `- ${q}`),
  ].join("\n");
}

function identity(): string {
  return [
    `I'm Romeo, ${SITE.name}'s support assistant: an automated helper that answers from ${SITE.name}'s own help pages,`,
    "like the FAQ, pricing, refund and privacy policies.",
    `To reach a person on the team, use Contact Us (${CONTACT_PAGE}) or email ${SITE.mail.support};`,
    `someone replies within ${SITE.responseHours.general} hours.`,
  ].join(" ");
}

function crisis(): string {
  return [
    "I'm really sorry you're going through this. I'm only a support assistant, but please don't carry it alone:",
    "if you might act on these thoughts or you're in danger, contact your local emergency services now,",
    "or a crisis line in your country.",
    "Talking to someone you trust can help too.",
  ].join(" ");
}

function outOfScope(message: string): string {
  const lines = [
    `Sorry, that's outside what I know. I answer questions about ${SITE.name} itself:`,
    "plans and pricing, billing and cancelling, refunds, privacy, and how the reply generator works.",
  ];
  // Dating advice is what the product is for, so point at the part of it that gives it.
  if (DATING_ADVICE.test(message)) {
    lines.push(
      "For what to say to her, paste her message into the reply generator on the home page (/);",
      `${PREMIUM} members can also ask the Romeo Dating Coach.`,
    );
  }
  lines.push(`For anything else, the team is happy to help: see Contact Us (${CONTACT_PAGE}) or email ${SITE.mail.support}.`);
  return lines.join(" ");
}

// ---- Answers from a passage -------------------------------------------------------------------------------

/** Cuts `text` to at most `budget` characters at a sentence end (or a word, if no sentence fits). */
function clip(text: string, budget: number): string {
  if (text.length <= budget) return text;
  const head = text.slice(0, budget);
  const sentence = head.match(/^[\s\S]*[.!?](?=\s|$)/)?.[0];
  if (sentence && sentence.length > budget / 3) return sentence;
  return `${head.replace(/\s+\S*$/, "")}…`;
}

/** How many of the question's terms (synonyms included) an item mentions. */
function relevance(item: string, terms: ReadonlySet<string>): number {
  return new Set(tokenize(item).filter((t) => terms.has(t))).size;
}

// A long list answers a narrow question best with the items it asks about ("Wherever you live, you
// can: - Export your data…"); a short one, or one whose heading is what was asked ("what data do you
// collect" → "Information We Collect"), reads best whole. Steps keep their order and numbers, since
// a step out of sequence is wrong.
const FOCUS_FROM_ITEMS = 5;
const MAX_FOCUSED_ITEMS = 3;

function listBody(passage: ScoredPassage, terms: ReadonlySet<string>, budget: number): string {
  const items = passage.items ?? [];
  const steps = passage.kind === "steps";
  let chosen = items.map((item, i) => ({ item, i }));
  const heading = tokenize(`${passage.section}\n${passage.lead ?? ""}`);
  if (!steps && items.length >= FOCUS_FROM_ITEMS && !heading.some((t) => terms.has(t))) {
    const relevant = chosen.filter(({ item }) => relevance(item, terms) > 0);
    if (relevant.length > 0 && relevant.length <= MAX_FOCUSED_ITEMS) chosen = relevant;
  }
  const lines = passage.lead ? [passage.lead] : [];
  let length = lines.join("\n").length;
  for (const { item, i } of chosen) {
    const line = steps ? `${i + 1}. ${item}` : `- ${item}`;
    if (length + line.length + 1 > budget) {
      // Better one item cut at a sentence than a lead-in with nothing after it.
      if (lines.length === (passage.lead ? 1 : 0)) lines.push(clip(line, budget - length - 1));
      break;
    }
    lines.push(line);
    length += line.length + 1;
  }
  return lines.join("\n");
}

/**
 * An FAQ answer on its own, unless it opens with "Yes." or "No." to a question the user didn't ask:
 * "Yes. Everything is encrypted…" would answer "do you store my messages?" the wrong way round, so
 * the entry's own question goes first.
 */
function faqBody(passage: ScoredPassage, message: string): string {
  const answer = passage.answer ?? passage.text;
  const question = passage.question ?? "";
  return /^(?:yes|no)\b/i.test(answer) && question && !sameWords(question, message) ? `${question} ${answer}` : answer;
}

/** "Can I get a refund?" and "can i get a refund" ask the same; "can I use it without an account?" and "Do I need an account?" don't. */
function sameWords(a: string, b: string): boolean {
  const x = new Set(tokenize(a));
  const y = new Set(tokenize(b));
  return x.size === y.size && [...x].every((t) => y.has(t));
}

function passageBody(passage: ScoredPassage, message: string, terms: ReadonlySet<string>, budget: number): string {
  if (passage.kind === "faq") return clip(faqBody(passage, message), budget);
  if (passage.kind === "list" || passage.kind === "steps") return listBody(passage, terms, budget);
  return clip(passage.text, budget);
}

/** "More: Help Center › Frequently Asked Questions (/help#faq)": the UI links the path. */
function sourceLine(passage: Pick<ScoredPassage, "page" | "section" | "href">): string {
  return `More: ${passage.page} › ${passage.section} (${passage.href})`;
}

function answerFrom(passage: ScoredPassage, message: string, terms: ReadonlySet<string>): string {
  const source = sourceLine(passage);
  const body = passageBody(passage, message, terms, MAX_SUPPORT_ANSWER_CHARS - source.length - 2);
  return `${body}\n\n${source}`;
}

// ---- The answer ---------------------------------------------------------------------------------------------

/** Romeo's offline answer to `message`, given the chat so far (oldest first; may end with `message`). */
/** `retrieved`: the caller's retrieval for this message, when it already made one (the route does). */
export function answerSupportOffline(message: string, history?: readonly SupportTurn[], retrieved?: readonly ScoredPassage[]): string {
  // Only the visitor's own turns are read, and only to understand a follow-up: a "romeo" turn is the
  // browser's word for what Romeo said, which anyone can write, so nothing in it is ever said back.
  const visitorTurns = history?.filter((turn) => turn.role === "user");
  const words = plainWords(message);
  if (!words.length) return greeting(words);
  if (checkSafety(message) === "self_harm") return crisis();
  if (onlyWords(words, BYE_CORE, BYE_EXTRA)) return `Take care! I'm here 24/7 if anything about ${SITE.name} comes up.`;
  if (onlyWords(words, THANKS_CORE, THANKS_EXTRA)) return `You're welcome! If anything else about ${SITE.name} comes up, just ask.`;
  if (onlyWords(words, GREETING_CORE, GREETING_EXTRA) || HOW_ARE_YOU.test(message)) return greeting(words);
  if (onlyWords(words, ACK_CORE, ACK_EXTRA)) return `Glad that helped. Anything else about ${SITE.name} I can help with?`;
  if (IDENTITY.some((pattern) => pattern.test(message))) return identity();

  const results = retrieved ?? retrieveForMessage(message, visitorTurns);
  const best = results[0];
  if (!best || !isAnswerable(results)) return outOfScope(message);
  // A follow-up's list items are picked with the question it follows, as the passage was.
  const previous = looksLikeFollowUp(message) ? previousUserTurn(message, visitorTurns) : null;
  const terms = queryTerms(previous ? `${message}\n${previous}` : message);
  return answerFrom(best, message, terms);
}
