import type { HerLimit } from "@/lib/reading/limit";
// The one reading of her message that every feature and both engines share (docs/reading.md): what she
// is doing, how she feels, when the things she talks about happen, and the concrete details in her
// message and in the conversation before it, knowing who said what. Plain data: safe in the browser.

import type { LanguageId } from "@/lib/plans";

/** When what she describes happens; replies match it ("how was it?" vs "have fun!"). */
export type Tense = "past" | "present" | "future";

export type Weekday = "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";

/** A day as she named it, normalised so a reply can say it back and never name another. */
export interface PlanDay {
  /** "thursday", "today", "tomorrow", "tonight", "weekend", "day_after_tomorrow", or a weekday. */
  id: Weekday | "today" | "tonight" | "tomorrow" | "day_after_tomorrow" | "weekend";
  /** Her own words for it, to say it back in her language ("Thursday", "kal", "this weekend"). */
  said: string;
}

/** What she is doing in (a part of) her message. A message may do several things at once. */
export type Act =
  /**
   * "Please stop messaging me", "I have a boyfriend", "not interested", "mujhe baat nahi karni"; news that
   * ends it ("I met someone", "deleting the app", `moving_on`); a limit on how or when he texts or how
   * fast things go ("don't text me after 11", "slow down", `limit` and `slow_down`).
   */
  | {
      kind: "boundary";
      said: string;
      reason: "stop" | "taken" | "not_interested" | "goodbye" | "slow_down" | "moving_on" | "limit";
    }
  /** She complains about something he did ("you were rude", "that was creepy"): he apologises. */
  | { kind: "complaint"; said: string }
  /** Bad news or grief: a death, illness, a loss, a breakup, something frightening. */
  | { kind: "bad_news"; said: string; grief: boolean }
  /** Stress or nerves: a hard day, an exam tomorrow, feeling low. Care first, lightness allowed. */
  | { kind: "stress"; said: string }
  /** Good news: she got the job, passed, something to celebrate. */
  | { kind: "good_news"; said: string }
  | {
      kind: "question";
      said: string;
      /** `life_value`: where he stands on kids, marriage, smoking, religion…: never answered with a stance he didn't give. */
      form: "open" | "yes_no" | "either_or" | "life_value";
      /** Whom it is about: him ("what do you do?"), her, both of them, or something else. */
      about: "him" | "her" | "both" | "other";
      /** For either/or: her options in her words ("beach vacation", "mountain cabin"); ≥ 2. */
      options?: string[];
      /** What the question is about, in her words where possible ("hike", "weekend", "music"). */
      topic?: string;
      /** For a question about him: what about him (the learned reader's kind: work, free_time, origin…). */
      asks?: string;
      /** For a life-value question: kids, marriage, smoking, drinking, religion, diet, politics, relocation, pets, other. */
      value?: string;
    }
  /**
   * A plan or an invitation, hers, explicit or implied ("take me for one", "le chaloge?",
   * "banaoge mere liye?"): the reply accepts on her day and time, never another.
   */
  | {
      kind: "plan";
      said: string;
      day?: PlanDay;
      time?: string;
      activity?: string;
      /** The place she named ("Blue Tokai", "CP"): a reply confirms it, never asks where. */
      place?: string;
      /** She leaves the place to him or asks where ("you pick somewhere", "where were you thinking?"). */
      asksWhere?: boolean;
      /** Her own event is the place ("my exhibition opens sunday, tum aaoge?", "be my plus one"): no place to pick. */
      atHers?: boolean;
      implied: boolean;
      /** Hers (`proposed`), a yes to his (`accepted`), or only once something happens first (`conditional`). */
      stage: "proposed" | "accepted" | "conditional";
      /** For a conditional plan, what must come first, in her words ("video call first"). */
      condition?: string;
    }
  /** A playful jab or challenge ("bet you can't cook", "you look like trouble"). */
  | { kind: "tease"; said: string }
  /** Saying the opposite of what she means, about his bio, his photos, his opener ("wow, a gym selfie, how original"). */
  | { kind: "sarcasm"; said: string }
  | { kind: "compliment"; said: string }
  /** Flirting beyond a compliment ("careful, I might start liking you"). */
  | { kind: "flirt"; said: string }
  /** Something personal or vulnerable: nerves, shyness, being bad at texting, a past hurt. */
  | { kind: "confession"; said: string }
  /** She wants something casual, not serious: not a no (Holla serves casual dating too). */
  | { kind: "casual"; said: string }
  | { kind: "greeting"; said: string }
  /** A one-word or emoji-only answer, "ok", "hmm", "lol": she isn't giving much to work with. */
  | { kind: "low_effort"; said: string }
  /** Anything else she tells him (a statement about her day, her life). */
  | { kind: "statement"; said: string };

/** Her mood as a reply should meet it; each has one Vibe Check label. */
export type MoodId =
  | "playful"
  | "flirty"
  | "warm"
  | "curious"
  | "excited"
  | "neutral"
  | "low_effort"
  | "winding_down"
  | "stressed"
  | "sad"
  | "upset"
  | "not_interested";

/** A concrete thing from the conversation a reply can pick up ("Goa", "your sister's wedding", "hiking"). */
export interface ReadingDetail {
  /** As an English reply says it ("sushi", "Goa", "your sister's wedding"). */
  text: string;
  /** As a Hinglish reply says it, where that differs ("baarish"). */
  hi?: string;
  kind: "food" | "place" | "home" | "artist" | "title" | "book" | "sport" | "pet" | "work" | "weather" | "activity" | "person" | "thing";
  /** Who said it: her, or him earlier in the thread. */
  from: "her" | "him";
  where: "message" | "thread";
}

/** One piece of her message that wants its own answer ("how did the presentation go?", "and did you eat?"). */
export interface MessagePart {
  said: string;
  /** The words a reply says back to show this part was answered ("presentation"), where it names any. */
  key?: string;
  /**
   * How the part is answered: news to cheer, a plan ("free tomorrow?"), a compliment to thank her for, a
   * hard day; her nerves met with his ("i'm kinda nervous to meet"), her looking him up taken as flattery
   * ("i stalked ur insta"), her wanting it casual beside her plan ("not looking for a bf rn. drinks thurs?"),
   * something good she tells in passing ("my cousin's wedding, so much fun!!"),
   * pictures she asks him to send ("pics of the cake pls"), her terms beside a yes ("but i'll bring my friend
   * along", "camera off for the first 5 min", "apna camera le aana"), her asking to come along next time
   * ("take me next time pls", "mujhe bhi le jaana").
   */
  act?:
    | "good_news"
    | "plan"
    | "compliment"
    | "stress"
    | "casual"
    | "nerves"
    | "looked_up"
    | "glad"
    | "pics"
    | "terms"
    | "along"
    | "bad_texter"
    | "dealbreaker";
  /** For her nerves, her word for them ("nervous", "shy"); for pictures, what of ("cake"); for her terms, what they are about ("friend"). */
  what?: string;
  /** When it asks something: how, and about whom. */
  form?: Extract<Act, { kind: "question" }>["form"];
  about?: Extract<Act, { kind: "question" }>["about"];
  options?: string[];
  /** "how are you?", "what are you up to?": answered in a word, never with a blank. */
  smallTalk?: "how_are_you" | "whats_up";
}

/**
 * What overrides the tone he picked, on every engine and feature: after a boundary only kind
 * acceptance (no question, no invitation, no persuasion); after bad news care first (no joke, no
 * invitation). Null: the tone applies.
 */
export type Rail = "boundary" | "care" | null;

/**
 * `his_hard_news`: his hard news (in his last turn, or named in her message) and she asks after him; `on_her_way`: she is on her way
 * to meet him or running late; `good_night`: she says good night and nothing more to answer; `thanks` /
 * `congrats`: after a turn of his she thanks him, or congratulates him on his news.
 */
export type Moment = "his_hard_news" | "on_her_way" | "good_night" | "thanks" | "congrats";

export interface Reading {
  /** What she does, in the order she does it; never empty (at least a statement). */
  acts: Act[];
  /** The act a reply must meet first: a boundary beats everything, then bad news, then a question… */
  primary: Act;
  rail: Rail;
  /** She does two or more things that each need their own answer ("how was your weekend? also did you try that ramen place"). */
  multiPart: boolean;
  /** The pieces of her message in order, each with what it asks (docs/reading.md, "Parts and the thread"). */
  parts: MessagePart[];
  /** What his last turn in the thread was about, in his words ("dinner", "the Prateek Kuhad show"). */
  threadTopic?: string;
  /** Her "wbu?" returns his own last question: this is it ("what's your sunday looking like?"). */
  echo?: string;
  /** Where the conversation is, when that decides the whole set (lib/reading/moment.ts). */
  moment?: Moment;
  /** Her limit's thing and time where she names them ("no voice notes after 11"), when her boundary is a limit. */
  limit?: HerLimit;
  /**
   * Her own plan beside her limit or her bad news ("haan 9 chalega, par 10 tak hi", "could we do that walk after?"):
   * the clause that proposes or says yes to it, what to do where it names it ("coffee"), and her day and hour where that
   * clause names the day ("sunday chalega… 12 baje?"). A yes to it is not his invitation.
   */
  herPlan?: { said: string; activity?: string; day?: string; time?: string };
  /** Her news that ends it is someone new (she met someone, is back with her ex): a reply may be glad for her. */
  someoneNew?: true;
  /** She leaves because she is engaged or getting married ("mera rishta pakka ho gaya"): she is congratulated. */
  engaged?: true;
  /** Her limit warns of her own quiet ahead ("heads up, off grid next week… ill reply when i have signal"): no complaint. */
  herQuiet?: true;
  /** Her limit is a rule she states up front ("fyi i don't meet anyone till we've talked for a month"): no apology. */
  upfront?: true;
  /** The boundary is a complaint about his behaviour: an apology belongs in every reply. */
  apologise: boolean;
  /**
   * What the complaint is about where she names it (his slow replies, dry texting, a promise he broke)
   * or that it is playful ("umm where are the pics sir 😤"): the apology fits it.
   */
  apologyFor?: "slow" | "dry" | "promise" | "ignored" | "playful";
  mood: MoodId;
  tense: Tense;
  details: ReadingDetail[];
  /** The language she wrote in, as far as it can be told (Hinglish in Latin script is "hi"). */
  language: LanguageId;
}

/** The Vibe Check shown with a generation: her mood, and what that asks of his reply. */
export interface Vibe {
  mood: MoodId;
  /** "Playful" */
  label: string;
  /** "match her energy" */
  advice: string;
}
