import { REPLIES_PER_GENERATION } from "@/lib/plans";
import { hashString, seededRandom } from "@/lib/platform/seeded";
import { keepsRails } from "@/lib/reading/rails";
import { readMessage } from "@/lib/reading/read";
import type { Reading } from "@/lib/reading/types";
import { blankCount } from "@/lib/replies/blanks";
import { READING_ACT_LINES } from "@/lib/replies/offline/bank/reading-acts";
import { composeTopicReplies } from "@/lib/replies/offline/compose";
import { partsReply } from "@/lib/replies/offline/parts";
import { callbackReply, type PlannedReply, pickLines, planReplies } from "@/lib/replies/offline/planner";
import { isSteered, steerOfflineSet } from "@/lib/replies/offline/steer";
import { threadReply } from "@/lib/replies/offline/thread-reply";
import { inHisVoice } from "@/lib/replies/offline/voice";
import type { GeneratedReply, GenerationRequest } from "@/lib/replies/schemas";

// The offline engine (docs/reading.md): what users get when no AI provider is configured. No model, no
// network, no randomness: the shared reading of her message, a planner for what she does, a topic
// engine for what she talks about, and a hand-written bank. Same request in, same three replies out.

/** How many earlier sets a Regenerate steers clear of: more than anyone clicks through. */
const HISTORY = 10;

// What each kind of reply is worth, from the checks the engine made: a reply that answers her
// question with her own options or takes her plan on her day scores high; one that needs a blank
// filled in, or only talks around her topic, scores lower. The number is the engine's honest match.
const BASIS_SCORE: Record<Exclude<PlannedReply["basis"], "topic">, number> = {
  rail: 90,
  // A yes to her own plan beside her limit or news (whole-sets.ts) answers what she asked: it comes first.
  her_plan: 93,
  // Where the conversation is decides the set (good night back, no rush on her way): as sure as a rail.
  moment: 90,
  stance: 86,
  answer_fact: 88,
  answer_from_thread: 88,
  answer_blank: 72,
  plan_day: 90,
  plan: 80,
  celebrate: 86,
  callback: 80,
  act: 84,
  answer_open: 70,
  // A reply that answers every part of her message, or names what he asked that she answers, reads
  // more of her message than any one-act line: it comes first.
  parts: 92,
  thread: 91,
};

function scoreOf(p: PlannedReply): number {
  const base = p.basis === "topic" ? p.score : BASIS_SCORE[p.basis];
  // A small, stable spread so two equally good lines do not show the same number.
  return Math.round(Math.min(95, Math.max(20, base + (hashString(p.reply) % 5) - 2)));
}

function normalise(text: string): string {
  return text.toLowerCase().replace(/\s+/g, " ").trim();
}

function composeSet(request: GenerationRequest, reading: Reading, shown: ReadonlySet<string>): GeneratedReply[] {
  const { message, thread, tone, language, variation = 0 } = request;
  const seed = [normalise(message), normalise(thread ?? ""), tone, language, variation].join("|");
  const input = { message, reading, language, tone, thread, seed, shown, facts: request.about?.facts };
  let replies = planReplies(input);
  if (!replies) {
    replies = composeTopicReplies(request, reading, shown);
    const callback = callbackReply(input);
    // Something she told him earlier outranks a general line about today's topic.
    if (callback && !replies.some((r) => r.reply === callback.reply)) {
      const weakest = replies.reduce((lowest, r, i) => (r.score < replies![lowest]!.score ? i : lowest), 0);
      replies = replies.length >= REPLIES_PER_GENERATION ? replies.map((r, i) => (i === weakest ? callback : r)) : [...replies, callback];
    }
  }
  if (replies.length < REPLIES_PER_GENERATION) {
    const extra = composeTopicReplies(request, reading, new Set([...shown, ...replies.map((r) => r.reply)]));
    for (const r of extra) if (replies.length < REPLIES_PER_GENERATION && !replies.some((x) => x.reply === r.reply)) replies.push(r);
  }
  replies = replies.slice(0, REPLIES_PER_GENERATION);
  // A moment decides the set whole (lib/reading/moment.ts); on her way, the line naming where he is still joins
  // it, and after his own hard news what else she asks ("and did you try the physio I sent?") is answered too.
  const set = replies;
  const parts = () => partsReply(reading, language, set, seed, message, request.about?.facts);
  const asksMore = reading.parts.filter((p) => p.form).length >= 2;
  const extras =
    !reading.moment || reading.moment === "on_her_way"
      ? [threadReply(reading, language, message, seed, thread), parts()]
      : reading.moment === "his_hard_news" && asksMore
        ? [parts()]
        : [];
  for (const extra of extras) if (extra && !shown.has(extra.reply)) replies = inPlaceOfWeakest(replies, extra);
  replies = withOneToSendAsIs(replies, reading, language, seed, shown);
  return replies
    .map((p, index) => ({ reply: p.reply, confidence: scoreOf(p), index }))
    .sort((a, b) => b.confidence - a.confidence || a.index - b.index)
    .map(({ reply, confidence }) => ({ reply, confidence }));
}

/** `extra` in place of the set's last line that isn't itself an extra (the planner orders best first). */
function inPlaceOfWeakest(replies: PlannedReply[], extra: PlannedReply): PlannedReply[] {
  if (replies.some((r) => r.reply === extra.reply)) return replies;
  if (replies.length < REPLIES_PER_GENERATION) return [...replies, extra];
  const EXTRA: ReadonlyArray<PlannedReply["basis"]> = ["parts", "thread"];
  let at = replies.length - 1;
  while (at > 0 && EXTRA.includes(replies[at]!.basis)) at--;
  return replies.map((r, i) => (i === at ? extra : r));
}

/**
 * Every set has a reply he can send without filling anything in (docs/reading.md): when all three
 * leave a blank, the last gives way to one that answers without inventing a fact about him.
 */
function withOneToSendAsIs(
  replies: PlannedReply[],
  reading: Reading,
  language: GenerationRequest["language"],
  seed: string,
  shown: ReadonlySet<string>,
): PlannedReply[] {
  if (!replies.length || replies.some((r) => blankCount(r.reply) === 0)) return replies;
  const random = seededRandom(hashString(`noblank|${seed}`));
  const [line] = pickLines(READING_ACT_LINES[language].aboutNoBlank, [], 1, random, shown, (l) => (keepsRails(l, reading) ? l : null));
  return line ? inPlaceOfWeakest(replies, { reply: line, score: 0, basis: "answer_open" }) : replies;
}

/**
 * Exactly three replies to her message, best first, each with the engine's own 0–100 match score.
 * Regenerate (`variation` n) never repeats a line from sets 0…n−1 of the same conversation.
 */
export function composeOfflineReplies(
  request: GenerationRequest,
  reading: Reading = readMessage(request.message, request.thread),
): GeneratedReply[] {
  const variation = request.variation ?? 0;
  const shown = new Set<string>();
  let set: GeneratedReply[] = [];
  for (let v = Math.max(0, variation - HISTORY); v <= variation; v++) {
    if (v === variation && isSteered(request)) {
      set = steerOfflineSet(request, reading, { shown, previous: set }, (patch, avoid) =>
        composeSet({ ...request, ...patch }, reading, avoid),
      );
      break;
    }
    set = composeSet({ ...request, variation: v }, reading, shown);
    if (v < variation) for (const r of set) shown.add(r.reply);
  }
  // His voice last, on a steered set too: a steer says what to write, his samples how he writes it.
  return inHisVoice(set, request.about, { reading, language: request.language, seed: request.message });
}
