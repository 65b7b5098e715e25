import type { LanguageId, ToneId } from "@/lib/plans";

// The labelled evaluation (docs/evaluation.md): messages written for it, each with what any good set
// of three replies must do, checked by machine. The cases describe her message, never the engine.

/** What a good set of replies to this message must do; every case also gets the general checks. */
export type Expectation =
  /**
   * She said no (stop, taken, not interested, goodbye): every reply accepts it: no question, no invitation, no persuasion.
   * `hers`: her message, where she set only a limit and proposed or said yes to a plan herself; her own words said back are no invitation.
   */
  | { kind: "boundary"; hers?: string }
  /** She complains about something he did: every reply apologises (and, as for a boundary, doesn't push). */
  | { kind: "apology" }
  /** Bad news or grief: every reply shows care; no joke, no laugh, no invitation, whatever the tone (`hers`: as for a boundary). */
  | { kind: "grief"; hers?: string }
  /** An either/or question: every reply takes a stance naming one of her options (words as she wrote them). */
  | { kind: "either_or"; options: string[] }
  /** A yes/no question to him: the first reply answers it with a stance (yes, no, both, depends…). */
  | { kind: "yes_no" }
  /** An open question about him: the first reply answers it (from what he said in the thread, or a [[blank]] he fills in). */
  | { kind: "about_him"; fromThread?: string[] }
  /** She proposes a day: replies that name a day name hers (any of these words), at least one does, none names another weekday. */
  | { kind: "plan"; day: string[] }
  /** A detail from her message that at least one reply picks up (any of these words). */
  | { kind: "detail"; any: string[] }
  /** A detail from the earlier conversation that at least one reply reuses (any of these words). */
  | { kind: "thread"; any: string[] }
  /** Good news: at least one reply congratulates or celebrates with her. */
  | { kind: "good_news" };

export interface EvalCase {
  /** Unique, e.g. "en-boundary-03". */
  id: string;
  language: LanguageId;
  tone: ToneId;
  /** Her latest message, as she might type it. */
  message: string;
  /** Earlier conversation, oldest first, one turn per line: "Her: …" or "Me: …" (Me is him). */
  thread?: string;
  expect: Expectation[];
}
