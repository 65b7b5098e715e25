import type { LanguageId } from "@/lib/plans";
import { hashString } from "@/lib/platform/seeded";
import { languageOf } from "@/lib/reading/language";
import { keepsRails } from "@/lib/reading/rails";
import { checkSafety } from "@/lib/reading/safety";
import type { Reading } from "@/lib/reading/types";
import { MAX_OFFLINE_REPLY_CHARS } from "@/lib/replies/offline/planner";

// His voice (issue 19): how he texts, measured from messages he actually sent (About you), and the
// offline engine's lines shaped to it: shorter or longer, all lowercase, no full stop at the end, his
// emoji or none, a Hinglish word where he mixes. Rails outrank style (docs/reading.md): under a rail a
// line may lose capitals, end punctuation or emoji, but nothing is added to it, and a
// shaped line that would break a rail or the safety check is left as it was.

export interface Voice {
  /** How many samples it was measured on. */
  samples: number;
  /** Mean characters per message. */
  averageLength: number;
  /** Share of his messages with no capital letter at all. */
  lowercaseRate: number;
  /** Share of his messages that end with . ! or ? (emoji aside). */
  endPunctuationRate: number;
  /** Share of his messages with at least one emoji. */
  emojiRate: number;
  /** His emoji, most used first. */
  emoji: string[];
  /** Share of his messages in Hinglish. */
  hinglishRate: number;
}

const EMOJI = /\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic}|\p{Emoji_Modifier})*/gu;
const HAS_EMOJI = /\p{Extended_Pictographic}/u;

/** His voice from his samples; null when there are none. */
export function measureVoice(samples: readonly string[] | undefined): Voice | null {
  const list = (samples ?? []).map((s) => s.trim()).filter(Boolean);
  if (!list.length) return null;
  const share = (test: (s: string) => boolean) => list.filter(test).length / list.length;
  const counts = new Map<string, number>();
  for (const s of list) for (const e of s.match(EMOJI) ?? []) counts.set(e, (counts.get(e) ?? 0) + 1);
  return {
    samples: list.length,
    averageLength: list.reduce((sum, s) => sum + [...s].length, 0) / list.length,
    lowercaseRate: share((s) => /\p{L}/u.test(s) && !/\p{Lu}/u.test(s)),
    endPunctuationRate: share((s) => /[.!?]$/.test(s.replace(EMOJI, "").trim())),
    emojiRate: share((s) => HAS_EMOJI.test(s)),
    emoji: [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([e]) => e),
    hinglishRate: share((s) => languageOf(s) === "hi"),
  };
}

/** What the shaping does with a voice: each habit only once his samples show it clearly. */
export function voiceHabits(voice: Voice) {
  return {
    /** Lines around this long: shorter ones grow, longer ones lose sentences from the end. */
    targetLength: voice.averageLength,
    lowercase: voice.lowercaseRate >= 0.7,
    noEndPunctuation: voice.endPunctuationRate <= 0.2,
    addEmoji: voice.emojiRate >= 0.5 && voice.emoji.length > 0,
    noEmoji: voice.emojiRate === 0 && voice.samples >= 3,
    hinglish: voice.hinglishRate >= 0.5,
  };
}

// A sentence added to a line that is much shorter than he writes: neutral, so it fits any line that
// is not under a rail (where nothing is added).
const LONGER: Record<LanguageId, readonly string[]> = {
  en: [
    "Honestly, I could talk about this all day.",
    "Not going to lie, this made me smile.",
    "I'm enjoying this conversation way more than I expected.",
  ],
  hi: [
    "Sach mein, is pe pura din baat kar sakta hoon.",
    "Sach bolun toh isse smile aa gayi.",
    "Ye baat-cheet expected se zyada achhi chal rahi hai.",
  ],
};

function sentences(text: string): string[] {
  return text.match(/[^.!?]+(?:[.!?]+|$)\s*/g)?.map((s) => s.trim()) ?? [text];
}

/** Drops sentences from the end while the line is well over his length; never one holding a fact or a blank. */
function shorten(line: string, target: number, keep: readonly string[]): string {
  const parts = sentences(line);
  const needed = (s: string) => s.includes("[[") || keep.some((k) => k && s.toLowerCase().includes(k.toLowerCase()));
  while (parts.length > 1 && parts.join(" ").length > target * 1.3) {
    const last = parts[parts.length - 1]!;
    if (needed(last)) break;
    parts.pop();
  }
  // "Work-wise? …": a lone opener word is not a message.
  const text = parts.join(" ");
  return text.replace(/[^\p{L}\p{N})\]]+$/u, "").length >= 8 ? text : line;
}

function withHinglish(line: string): string {
  if (/\byaar\b/i.test(line)) return line;
  return line.replace(
    /([.!?]*)(\s*(?:\p{Extended_Pictographic}\S*)?)$/u,
    (_, punctuation: string, tail: string) => `, yaar${punctuation}${tail}`,
  );
}

export interface ShapeOptions {
  reading: Reading;
  language: LanguageId;
  /** Words a shorter line must keep (his facts). */
  keep?: readonly string[];
  seed?: string;
}

/** One line in his voice; the line as it was when the shaped one would break a rail or the safety check. */
export function shapeToVoice(line: string, voice: Voice | null, { reading, language, keep = [], seed = "" }: ShapeOptions): string {
  if (!voice) return line;
  const habits = voiceHabits(voice);
  const railed = reading.rail !== null;
  let text = habits.noEmoji ? line.replace(EMOJI, "").replace(/\s+/g, " ").trim() : line;
  // Under a rail every sentence may be the one that cares or apologises: nothing is cut either.
  if (!railed && text.length > habits.targetLength * 1.6) text = shorten(text, habits.targetLength, keep);
  else if (!railed && text.length < habits.targetLength * 0.6) {
    const pool = LONGER[language];
    const extra = pool[hashString(`${seed}|${line}`) % pool.length]!;
    // Before a closing question, so the line still ends on what she is asked.
    const parts = sentences(text);
    text = parts.length > 1 && parts.at(-1)!.endsWith("?") ? [...parts.slice(0, -1), extra, parts.at(-1)].join(" ") : `${text} ${extra}`;
  }
  if (habits.hinglish && language === "en" && !railed) text = withHinglish(text);
  if (habits.noEndPunctuation) text = text.replace(/[.!]+(\s*(?:\p{Extended_Pictographic}\S*)?)$/u, "$1").trim();
  if (habits.addEmoji && !railed && !HAS_EMOJI.test(text)) text = `${text} ${voice.emoji[0]}`;
  if (habits.lowercase) text = text.toLowerCase();
  if (text === line) return line;
  if (text.length > MAX_OFFLINE_REPLY_CHARS || !keepsRails(text, reading) || checkSafety(text)) return line;
  return text;
}

/** The finished set in his voice (composeOfflineReplies' last step); a line that would repeat another stays as it was. */
export function inHisVoice<R extends { reply: string }>(
  set: R[],
  about: { facts?: Record<string, string | undefined>; samples?: string[] } | undefined,
  options: Omit<ShapeOptions, "keep">,
): R[] {
  const voice = measureVoice(about?.samples);
  if (!voice) return set;
  const keep = Object.values(about?.facts ?? {})
    .filter((f): f is string => Boolean(f))
    .flatMap((f) => f.toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((w) => w.length >= 4);
  const seen = new Set<string>();
  return set.map((r) => {
    const shaped = shapeToVoice(r.reply, voice, { ...options, keep });
    const reply = seen.has(shaped.toLowerCase()) ? r.reply : shaped;
    seen.add(reply.toLowerCase());
    return { ...r, reply };
  });
}
