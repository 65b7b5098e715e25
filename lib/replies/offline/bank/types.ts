import type { ToneId } from "@/lib/plans";
import type { Cell, Intent } from "@/lib/reading/intents";

// The bank is split by what the message is about: the social intents (about the two of them) and
// the topics (about something in her life). Each split is one file per language.

type SocialIntent = "greeting" | "about_him" | "up_to" | "plans" | "compliment" | "short" | "emoji" | "question" | "tired" | "general";
type TopicIntent = Exclude<Intent, SocialIntent>;

export type SocialBank = Record<SocialIntent, Record<ToneId, Cell>>;
export type TopicBank = Record<TopicIntent, Record<ToneId, Cell>>;

/** Lines built around a detail of any kind, for intents whose own lines have no detail of that kind. */
export type GenericDetailBank = Record<ToneId, readonly string[]>;
