import { STEER_INSTRUCTION_MAX_CHARS } from "@/lib/input-limits";
import type { LanguageId } from "@/lib/plans";
import { joinSplitLetters, lettersForLookalikes, normaliseText } from "@/lib/reading/normalise-text";
import type { Rail } from "@/lib/reading/types";

// Steering a set (issue 19, item 3; docs/reading.md, "Steering a set"): under the replies, four
// buttons and one line of his own, each asking for a new set of the same message, thread, tone and
// language with the steer. One source for the options, their labels and their words: the buttons, the
// route's schema, the engines and the tests read this file. No server imports: the browser reads it.

export const STEER_IDS = ["shorter", "playful", "ask_out", "slow_down"] as const;
export type SteerId = (typeof STEER_IDS)[number];

export { STEER_INSTRUCTION_MAX_CHARS };

export const STEERS: Record<SteerId, { label: string /** What the model is asked for (lib/replies/steer-prompt.ts). */; ask: string }> = {
  shorter: {
    label: "Shorter",
    ask: "Make every reply noticeably shorter than usual: one short sentence each, ideally under 60 characters.",
  },
  playful: {
    label: "More playful",
    ask: "Make the set more playful: lean funny and flirty, with at least one light, kind tease. Nothing sexual, nothing at her expense.",
  },
  ask_out: {
    label: "Ask her out",
    ask: "At least one reply suggests a simple, concrete plan to meet (coffee, a walk, a drink), on the day she named if she named one.",
  },
  slow_down: {
    label: "Slow down",
    ask: "Slow things down: no invitations and no plans to meet; show curiosity about her instead, with easy questions.",
  },
};

/** What a steer asks of a regeneration: one of the buttons, or his own words (or, rarely, both). */
export interface SteerChoice {
  steer?: SteerId;
  instruction?: string;
}

/** The words the steering controls show (components/generator/steer-controls.tsx) and the tests look for. */
export const STEER_TEXTS = {
  title: "Steer these replies",
  instructionLabel: "Or say it your way",
  instructionPlaceholder: "e.g. mention the dog, keep it short",
  apply: "Apply",
  /** After "Each steer" (it reuses Regenerate's words, lib/replies/usage-text.ts). */
  costLead: "Each steer",
  tooLong: (length: number) =>
    `Keep it to ${STEER_INSTRUCTION_MAX_CHARS} characters: this one is ${length}. Say the one thing that matters most.`,
  /** Where the built-in engine answers: what it follows, and what needs a model. */
  offlineNote:
    "Holla's built-in engine follows these buttons and a few simple requests (shorter, funnier, ask her out, slow down, more questions, no emoji, in Hinglish); anything else in your own words steers replies when an AI model is configured.",
  offlineNotUnderstood: "The built-in engine didn't recognise that request, so this is a fresh set without it.",
  /** Added to "We kept this one gentle" when the set was steered: the rails outrank the steer. */
  held: {
    boundary: "Your steer couldn't change that: no invitations, questions or flirting after her no.",
    care: "Your steer couldn't change that: no jokes or invitations while she's going through this.",
  } satisfies Record<Exclude<Rail, null>, string>,
} as const;

// ---- Requests that are no steer at all -----------------------------------------------------------------

// A steer is his preference for one set, never a way around her no or the guidelines
// (docs/decisions.md, "His own steer"). These read his words for asking Holla to pressure her, to
// manipulate her or to get past what she said or the rules; the route refuses them with a 400 on the
// field. A paraphrase these miss changes nothing either: the rails still hold every reply.
const NOT_NEGATED = String.raw`(?<!\b(?:no|not|without|zero|less|never|don'?t|do\s+not|stop)\s+(?:any\s+)?)`;
const PUSHES_PAST_HER = [
  /\b(?:ignore|disregard|forget|bypass|override|get\s+(?:past|around|round|over)|skip|work\s+around|look\s+past)\b.{0,40}\b(?:no|boundar\w*|rules?|refus\w*|reject\w*|instructions?|guidelines?|safety|rails?|prompt)\b/i,
  /\b(?:even\s+(?:though|if)|despite|although|though)\s+(?:she|her)\b.{0,20}\b(?:no|not\s+interested|boyfriend|stop|mana)\b/i,
  /\bchange\s+her\s+mind\b|\bsecond\s+chance\b|\bwin\s+her\s+back\b/i,
  new RegExp(
    `${NOT_NEGATED}\\b(?:convinc\\w*|persuad\\w*|pressur\\w*|guilt\\w*|manipulat\\w*|neg|negging|trick\\w*|coerc\\w*|gaslight\\w*|love\\s*bomb\\w*)\\b`,
    "i",
  ),
  /\bmake\s+her\s+(?:jealous|feel\s+(?:bad|guilty|sorry|insecure)|say\s+yes|regret|insecure|chase)\b/i,
  /\b(?:don'?t|do\s+not|never|won'?t)\s+(?:take|accept)\s+(?:no|her\s+no|a\s+no)\b|\bkeep\s+(?:pushing|asking\s+(?:her\s+)?out)\b/i,
  /\b(?:mana(?:o|ao|un|unga|oonga)|manaa\s+lo|mana\s+lo|pressure\s+daal\w*)\b/i,
  // "push her to meet tonight", "get her to come over anyway".
  /\bpush\w*\s+(?:her|harder)\b/i,
  /\b(?:meet|see|come|go\s+out|date)\w*\b.{0,30}\b(?:anyway|regardless|no\s+matter\s+what)\b/i,
];

/** Whether his steer asks Holla to pressure or manipulate her, or to get around her no or the rules. */
export function pushesPastHer(instruction: string): boolean {
  // The reading's normaliser first (lookalike letters, accents, invisible characters), then the same text
  // with its letters rejoined ("c o n v i n c e") and its digits read as letters ("c0nvince").
  const text = normaliseText(instruction.normalize("NFKC"));
  return [text, joinSplitLetters(text), lettersForLookalikes(text)].some((variant) =>
    PUSHES_PAST_HER.some((pattern) => pattern.test(variant)),
  );
}

// ---- His own words, as the built-in engine reads them ------------------------------------------------

/** What the built-in engine makes of his own words: the steers it recognises and two small extras. */
export interface ReadInstruction {
  steers: SteerId[];
  /** "more questions", "get to know her": lines that ask her something. */
  questions: boolean;
  /** "no emoji". */
  noEmoji: boolean;
  /** "in Hinglish" / "in English". */
  language: LanguageId | null;
  /** Whether any of it was recognised; if not, the set is a plain new one and the page says so. */
  understood: boolean;
}

const NO_ASK_OUT =
  /\b(?:don'?t|do\s+not|no|not|never|without|stop)\s+(?:yet\s+)?(?:ask(?:ing)?\s+(?:her\s+)?out|dates?|meet\w*|plans?|invit\w*|rush\w*|push\w*)\b/i;
const INSTRUCTION_CUES: Array<[keyof Omit<ReadInstruction, "understood" | "language" | "steers"> | SteerId, RegExp]> = [
  [
    "shorter",
    /\b(?:short(?:er)?|brief(?:er)?|concise|fewer\s+words|less\s+words|one[\s-]liners?|to\s+the\s+point|less\s+wordy|chhot[aei]|chot[aei]|kam\s+likh\w*)\b/i,
  ],
  [
    "playful",
    /\b(?:funn(?:y|ier)|playful|flirt(?:y|ier)?|tease|teasing|cheek(?:y|ier)|witt(?:y|ier)|jok(?:e|es|ey|ier)|humou?r\w*|light(?:er)?|banter|masti|mazaak?\w*|mazak\w*)\b/i,
  ],
  [
    "ask_out",
    /\b(?:ask\s+(?:her\s+)?out|(?:a\s+)?date|meet(?:\s+up)?|coffee|drinks?|dinner|hang\s*out|invite|plan\s+something|milte|milna|milo|milenge|bahar\s+chal\w*)\b/i,
  ],
  [
    "slow_down",
    /\b(?:slow(?:er|ly)?(?:\s+down)?|no\s+rush|don'?t\s+rush|not\s+rush\w*|take\s+it\s+(?:slow|easy)|less\s+(?:forward|pushy|eager|intense)|dheere|aaram\s+se)\b/i,
  ],
  [
    "questions",
    /\b(?:questions?|ask\s+(?:her\s+)?(?:more|about|something)|curious|curiosity|get\s+to\s+know|know\s+her|sawaal?|pucho|poocho|puchho)\b/i,
  ],
  ["noEmoji", /\b(?:no|without|zero|fewer|less|skip|drop)\s+(?:the\s+)?emoj\w*|\bemoji[\s-]?free\b|\bbina\s+emoji\b/i],
];

/** The built-in engine's reading of his words: a few common intents by keyword, nothing more. */
export function readInstruction(instruction: string | undefined): ReadInstruction {
  const text = (instruction ?? "").trim();
  const found = new Set<string>();
  for (const [cue, pattern] of INSTRUCTION_CUES) if (pattern.test(text)) found.add(cue);
  // "don't ask her out yet" is slowing down, not asking out.
  if (NO_ASK_OUT.test(text)) {
    found.delete("ask_out");
    found.add("slow_down");
  }
  // "no emoji" is not "no rush"; "less flirty" is not more playful.
  if (/\b(?:less|not\s+so|not\s+too|toned?\s+down)\s+(?:flirt\w*|funn\w*|cheek\w*|playful)\b/i.test(text)) {
    found.delete("playful");
    found.add("slow_down");
  }
  const language: LanguageId | null = /\b(?:hinglish|hindi)\b/i.test(text)
    ? "hi"
    : /\bin\s+english\b|\benglish\s+only\b/i.test(text)
      ? "en"
      : null;
  const steers = STEER_IDS.filter((id) => found.has(id));
  // Slowing down wins over asking out when both are read: the gentler reading of mixed words.
  const kept = steers.includes("slow_down") ? steers.filter((s) => s !== "ask_out") : steers;
  const questions = found.has("questions");
  const noEmoji = found.has("noEmoji");
  return { steers: kept, questions, noEmoji, language, understood: kept.length > 0 || questions || noEmoji || language !== null };
}
