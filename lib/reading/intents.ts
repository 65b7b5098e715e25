import type { ToneId } from "@/lib/plans";

// Shared vocabulary of the offline engine: what the classifier can tell about her message, the
// details it can lift out of it, and the shape of the line bank the composer draws from.

/** What her message is mostly about; one per message, chosen by the classifier. */
export type Intent =
  | "greeting"
  | "about_him"
  | "up_to"
  | "plans"
  | "compliment"
  | "short"
  | "emoji"
  | "question"
  | "tired"
  | "work"
  | "food"
  | "travel"
  | "music"
  | "movies"
  | "weekend"
  | "pets"
  | "sports"
  | "books"
  | "weather"
  | "general";

export const INTENTS: readonly Intent[] = [
  "greeting",
  "about_him",
  "up_to",
  "plans",
  "compliment",
  "short",
  "emoji",
  "question",
  "tired",
  "work",
  "food",
  "travel",
  "music",
  "movies",
  "weekend",
  "pets",
  "sports",
  "books",
  "weather",
  "general",
];

/**
 * What sort of thing a detail is. Lines in a topic's `detail` list are written for one kind (a food
 * line can say "good {d}"); any other kind only ever goes into the kind-agnostic generic lines.
 */
export type DetailKind = "food" | "place" | "home" | "artist" | "title" | "book" | "sport" | "pet" | "work" | "weather" | "thing";

export interface Detail {
  /** How the detail reads inside an English line ("sushi", "Goa", "the interview"). */
  en: string;
  /** How it reads inside a Hinglish line (no articles: "interview", "baarish"). */
  hi: string;
  kind: DetailKind;
  /** Lexicon hits are trusted more than a capitalised word we guessed at. */
  source: "lexicon" | "guess";
  /** A guess that followed "to", "from", "in"…: only such a guess may be read as a place. */
  afterPlaceWord?: boolean;
}

/**
 * The three ways a reply can move the conversation, plus `detail`, a line built around something
 * specific she said. Three replies always use three different moves.
 */
export type Move = "answer" | "tease" | "forward" | "detail";

/**
 * Lines for one intent in one tone and language. `{d}` is the detail mid-sentence and `{D}` the same
 * detail capitalised at the start of a sentence; only `detail` lines carry either.
 */
export interface Cell {
  answer: readonly string[];
  /** Topic lines that answer her question about *him* ("what music do you like?"), used instead of `answer`. */
  asked?: readonly string[];
  tease: readonly string[];
  forward: readonly string[];
  detail?: readonly string[];
}

export type LanguageBank = Record<Intent, Record<ToneId, Cell>>;
