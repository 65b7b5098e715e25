import type { LanguageId } from "@/lib/plans";
import { hashString } from "@/lib/platform/seeded";
import { readLanguage } from "@/lib/reading/language";
import { checkSafety } from "@/lib/reading/safety";
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
  type CoachTopic,
  RAIL_TOPICS,
} from "@/lib/romeo/coach/bank-en";
import {
  COACH_ANSWERS_HI,
  COACH_FALLBACK_HI,
  COACH_HER_BAD_NEWS_HI,
  COACH_INTRO_HI,
  COACH_MINOR_HI,
  COACH_OUT_OF_SCOPE_HI,
  COACH_SELF_HARM_HI,
  COACH_THANKS_HI,
  COACH_THREAT_HI,
} from "@/lib/romeo/coach/bank-hi";
import { herQuotedRail } from "@/lib/romeo/coach/her-words";
import { type Cue, DATING, EXAMPLE, FOLLOW_UP, GREETING, OFF_DOMAIN, PRIORITY, THANKS, TOPIC_CUES } from "@/lib/romeo/coach/topic-cues";
import type { ChatTurn } from "@/lib/romeo/schemas";

// Romeo, the dating coach, without a model (docs/architecture.md, "The AI layer"). His question is routed to a topic by
// weighted patterns (English and the Hinglish people actually type); a situation made of two parts
// ("she said no" + "how do I change her mind", "our date" + "she hasn't texted") is its own topic and
// outweighs either part. A question with no topic of its own ("and then?", "give me an example")
// carries on the last topic he asked about. He is answered in the language he asked in (docs/reading.md,
// "Romeo"). Which of a topic's answers he gets comes from a hash of his question, so the same chat
// always reads the same. The cue tables are data, in lib/romeo/coach/topic-cues.ts.

export type { CoachTopic } from "@/lib/romeo/coach/bank-en";

const matches = (pattern: Cue[1], text: string) => (typeof pattern === "function" ? pattern(text) : pattern.test(text));

/** The coaching topic of one message, or null when it has none of its own. */
export function detectCoachTopic(message: string): CoachTopic | null {
  let best: CoachTopic | null = null;
  let bestScore = 0;
  for (const topic of PRIORITY) {
    let score = 0;
    for (const [weight, pattern] of TOPIC_CUES[topic]) if (matches(pattern, message)) score += weight;
    if (score > bestScore) {
      best = topic;
      bestScore = score;
    }
  }
  return best;
}

function normalise(text: string): string {
  return text.toLowerCase().replace(/\s+/g, " ").trim();
}

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/**
 * Picks one of several answers by the hash of his question, skipping the one Romeo just gave: a
 * follow-up must move the conversation on, not repeat it.
 */
function choose(options: readonly string[], seed: number, previous: string | null): string {
  for (let i = 0; i < options.length; i++) {
    const option = options[(seed + i) % options.length]!;
    if (previous === null || normalise(option) !== previous) return option;
  }
  return options[seed % options.length]!;
}

function lastRomeo(history: readonly ChatTurn[]): string | null {
  for (let i = history.length - 1; i >= 0; i--) if (history[i]!.role === "romeo") return normalise(history[i]!.content);
  return null;
}

function topicFromHistory(history: readonly ChatTurn[], message: string): CoachTopic | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i]!;
    if (turn.role !== "user" || normalise(turn.content) === normalise(message)) continue;
    const topic = detectCoachTopic(turn.content);
    if (topic) return topic;
  }
  return null;
}

// Romeo's words in the language he asked in.
const BANK = {
  en: {
    answers: COACH_ANSWERS,
    intro: COACH_INTRO,
    thanks: COACH_THANKS,
    outOfScope: COACH_OUT_OF_SCOPE,
    fallback: COACH_FALLBACK,
    minor: COACH_MINOR,
    selfHarm: COACH_SELF_HARM,
    threat: COACH_THREAT,
    herBadNews: COACH_HER_BAD_NEWS,
  },
  hi: {
    answers: COACH_ANSWERS_HI,
    intro: COACH_INTRO_HI,
    thanks: COACH_THANKS_HI,
    outOfScope: COACH_OUT_OF_SCOPE_HI,
    fallback: COACH_FALLBACK_HI,
    minor: COACH_MINOR_HI,
    selfHarm: COACH_SELF_HARM_HI,
    threat: COACH_THREAT_HI,
    herBadNews: COACH_HER_BAD_NEWS_HI,
  },
} as const satisfies Record<LanguageId, unknown>;

function answerTopic(
  topic: CoachTopic,
  message: string,
  seed: number,
  previous: string | null,
  followingUp: boolean,
  language: LanguageId,
): string {
  const bank = BANK[language].answers[topic];
  if (EXAMPLE.test(message)) return choose([bank.example, ...bank.answers], 0, previous);
  if (followingUp) return choose([bank.followUp, ...bank.answers], 0, previous);
  return choose(bank.answers, seed, previous);
}

/**
 * The answer no engine may change: a question about getting past her no gets Romeo's own "respect her
 * answer" (docs/reading.md), model or not. Null for every other question.
 */
export function coachRailAnswer(message: string, history: ChatTurn[]): string | null {
  const text = message.trim();
  const topic = detectCoachTopic(text);
  if (!topic || !RAIL_TOPICS.has(topic) || checkSafety(text)) return null;
  return answerTopic(topic, text, hashString(normalise(text)), lastRomeo(history), false, readLanguage(text));
}

/** Romeo's offline answer to his latest message, given the chat so far (oldest first). */
export function coachOffline(message: string, history: ChatTurn[]): string {
  const text = message.trim();
  const seed = hashString(normalise(text));
  const previous = lastRomeo(history);
  const language = readLanguage(text);
  const say = BANK[language];
  if (!text) return choose(say.intro, seed, previous);

  // Checked first and answered without coaching: no dating advice applies to these.
  const safety = checkSafety(text);
  if (safety === "minor") return say.minor;
  if (safety === "self_harm") return say.selfHarm;
  if (safety === "threat") return say.threat;

  const topic = detectCoachTopic(text);
  // Her words quoted in his question are read as the reply tool reads them: her no is answered with
  // respecting it, whatever else he asks; her bad news with care first.
  const rail = herQuotedRail(text);
  if (rail === "boundary" && !(topic && RAIL_TOPICS.has(topic))) return answerTopic("rejection", text, seed, previous, false, language);
  if (rail === "care") return choose(say.herBadNews, seed, previous);
  if (topic) return answerTopic(topic, text, seed, previous, false, language);

  if (GREETING.test(text)) return choose(say.intro, seed, previous);
  if (THANKS.test(text) && !text.includes("?") && !FOLLOW_UP.test(text.replace(THANKS, ""))) return choose(say.thanks, seed, previous);

  const dating = DATING.test(text);
  if (OFF_DOMAIN.test(text) && !dating) return choose(say.outOfScope, seed, previous);

  const earlier = topicFromHistory(history, text);
  if (earlier && (FOLLOW_UP.test(text) || EXAMPLE.test(text) || words(text) <= 6))
    return answerTopic(earlier, text, seed, previous, true, language);

  return choose(say.fallback, seed, previous);
}
