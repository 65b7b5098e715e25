import { actsOf, clausesOf } from "@/lib/reading/acts";
import { NOT_INTERESTED_IN, PLAYFUL_STOP } from "@/lib/reading/cues";
import { AGREES, hisPlan, planAct, yesWithTerms } from "@/lib/reading/learned/plan-act";
import type { LearnedReading, ReaderAct, ReaderLabel } from "@/lib/reading/learned/reader";
import { eitherOrOptions } from "@/lib/reading/questions";
import { parseThread } from "@/lib/reading/thread";
import type { Act } from "@/lib/reading/types";

// How the rules and the learned reader make one reading (docs/reading.md, "The learned reader"). The
// rules are the high-precision layer: what they read stays, with two known blind spots corrected (a
// "compliment" or "tease" the classifier hears as sarcasm, an "X or Y?" or a question that is a jab,
// not a choice or a question to answer). The classifier adds what the rules miss: the rails are
// rules or classifier (a no, news that ends it, a limit, a complaint, bad news), and every other act it
// sees is added with what the rules can tell of it (her options, the day, time and place of a plan).
// Where the two disagree on which rail, the rules' reading of bad news wins over the classifier's
// alone of a no or a complaint: grief met with "noted, thanks" is the worse mistake.

type Kind = Act["kind"];

// Below this the classifier all but rules an act out: "is it just me or is this app weird?" has a "you" in
// it for the rules, and nothing of a question about him for the classifier.
const QUIET = 0.08;
// A no, news that ends it or a limit on the classifier's word alone needs at least this, whatever "sure" is for
// the act: news that ends it is rare enough that 75 % precision sits at 0.08, where "my sister is getting married
// next week!!" (0.09) said goodbye. Writer by writer on the training split, the rail keeps all 3,211 it read at 0.1
// (precision 74.0 -> 74.1 %) and loses 2 at 0.15.
const NO_FLOOR = 0.1;
const MULTI_QUIET = 0.05;
// What a plan of theirs says: "let's", "we", meeting or a call.
const OURS = /\b(?:let'?s|we|us|hum|meet|milte|milenge|milna|mil\s+sakte|call|video)\b/i;

/** Acts only the classifier reads, as the reading's own act kinds. */
const LEARNED_ONLY: Array<[ReaderAct, Kind]> = [
  ["casual", "casual"],
  ["confession", "confession"],
  ["sarcasm", "sarcasm"],
  ["tease", "tease"],
  ["flirt", "flirt"],
  ["compliment", "compliment"],
  ["good_news", "good_news"],
  ["stress", "stress"],
  ["greeting", "greeting"],
  ["low_effort", "low_effort"],
  ["emoji_only", "low_effort"],
];

// What the rules know is not a no, whatever the classifier makes of the words in it: a topic she isn't
// into ("not interested in cricket"), a laughing "stop" ("lol stop", "please stop making me laugh"). The
// word lists are the rules' own (lib/reading/cues.ts), where they keep the same messages from a no.
const NOT_A_NO = new RegExp(
  [
    `\\bnot\\s+(?:really\\s+|that\\s+|very\\s+)?interested\\s+in\\s+(?!(?:${NOT_INTERESTED_IN})\\b)`,
    `\\b(?:lol|lmao|haha\\w*|omg)\\s+stop\\b|\\bstop\\s+(?:it\\s+)?(?:lol|lmao|haha\\w*|😂|🤣)`,
    `\\bplease\\s+stop\\s+(?:${PLAYFUL_STOP})`,
  ].join("|"),
  "iu",
);

// What casual says in words of its own: without one, "not looking for anything right now" stays a no.
const CASUAL_WORDS =
  /\b(?:serious|casual|fun|light|labels?|chill|masti|mazaa?|fling|summer\s+thing|no\s+strings|flirting|heavy|timepass|time\s+pass|expectations)\b/i;

// "i'm not looking for casual", "I'm looking for something serious", "are u looking for something
// serious?": words of casual that say the opposite, or ask him.
const NOT_CASUAL =
  /\bnot\s+(?:looking\s+for\s+|into\s+|here\s+for\s+|a\s+fan\s+of\s+|doing\s+)?(?:anything\s+|something\s+|the\s+)?casual\b|\bcasual\s+(?:wala\s+)?(?:scene\s+|cheez\s+)?(?:nahi|nhi)\b|\b(?:i|i'?m|i\s+am|main)\s+(?:(?!not\b|nahi\b|nhi\b)\w+\s+){0,3}(?:looking\s+for|want|need)\s+(?:something\s+)?(?:serious|real|long[-\s]term)\b|\b(?:are|r)\s+(?:you|u)\s+(?:\w+\s+)?looking\s+for\b|\b(?:dekh|dhoondh)\s+rahe\s+ho\b/i;

// What a complaint, a limit or a no says that a plain question about him doesn't.
const AGAINST_HIM =
  /\b(?:why|kyun|kyu|kyon|not|no|don'?t|didn'?t|stop|never|always|again|late|slow|ignor\w*|ghost\w*|rude|creepy|weird|mat|nahi|nhi|itna|itne|itni|bas|phir\s+se)\b|[😒😑🙄😤]/iu;

// "I died laughing", "leg day tha, mar gayi", "my phone died": the rules know these aren't grief.
const FIGURE_OF_SPEECH =
  /\b(?:died|dying|dead|mar\s*(?:gay[ai]|jaungi|jaunga)|kill(?:ed|ing)?)\b[^.!?]*\b(?:laugh\w*|lol|lmao|haha\w*|meme|gym|leg\s+day|workout|phone|battery|laptop|internet|wifi|plant|cringe|embarrass\w*)\b|\b(?:laugh\w*|lol|lmao|meme|gym|leg\s+day|workout|phone|battery|laptop|cringe)\b[^.!?]*\b(?:died|dying|dead|mar\s*(?:gay[ai]|jaungi|jaunga))\b/i;
const GRIEF = /\b(?:died|dead|death|passed|funeral|lost\s+(?:my|our)|guzar|nahi\s+rah|dehant|expire|rip)\b/i;
const LIFE_VALUES: Array<[string, RegExp]> = [
  ["kids", /\b(?:kids?|children|child|baby|babies|bacch?[eao]|family\s+(?:someday|one\s+day))\b/i],
  ["marriage", /\b(?:marr\w*|shaadi|shadi|wedding|settle\s+down)\b/i],
  ["smoking", /\b(?:smok\w*|cigarettes?|vape|vaping|sutta|weed|420)\b/i],
  ["drinking", /\b(?:drink(?:s|ing)?|alcohol|sharaab|daaru|daru|sober)\b/i],
  ["religion", /\b(?:religio\w*|god|pray\w*|spiritual|faith|temple|church|mandir|pooja|puja|atheist|bhagwan)\b/i],
  ["diet", /\b(?:veg\w*|non[-\s]?veg|meat|vegan|eggetarian|beef)\b/i],
  ["politics", /\b(?:politic\w*|vote|voting|left|right[-\s]wing|liberal|conservative|bjp|congress)\b/i],
  ["relocation", /\b(?:move|moving|relocat\w*|abroad|shift\w*|another\s+city|settle\s+(?:abroad|outside))\b/i],
  ["pets", /\b(?:pets?|dogs?|cats?)\b/i],
];
function lifeValue(text: string): string {
  return LIFE_VALUES.find(([, pattern]) => pattern.test(text))?.[0] ?? "other";
}

/**
 * "do you like dogs?" asks his taste, not where he stands on having pets ("do you want a dog someday?");
 * "do you like kids?" or "do you enjoy drinking?" stay life questions.
 */
function isTaste(question: string): boolean {
  return /^\W*(?:do|did)\s+(?:you|u)\s+(?:like|love|enjoy)\b/i.test(question) && ["pets", "other"].includes(lifeValue(question));
}

/** The clause that asks (the last one with a "?"), else the whole message. */
function askingClause(message: string): string {
  return [...clausesOf(message)].reverse().find((c) => c.includes("?")) ?? message.trim();
}

/**
 * "breakup hua hai 2 weeks pehle, toh main thoda slow chalungi", "not ready for a relationship, my divorce was
 * finalised last month": beside her bad news, a no or a limit the classifier is all but certain of is hers too.
 */
function surelyNo(learned: LearnedReading): boolean {
  const p = learned.probability;
  return (["boundary", "moving_on", "limit", "any_no"] as const).some((act) => learned.sure.has(act) && (p[act] ?? 0) >= 0.85);
}

/**
 * "i think i like you. don't make it weird", "Stop. I'm blushing": where the classifier hears a compliment
 * or a flirt twice as surely as any no, its no alone is not one. Writer by writer on the training split, 25
 * fewer flirts answered "good luck out there" for 2 limits of 1,883 missed (both said with a plan).
 */
function warmerThanNo(learned: LearnedReading): boolean {
  const p = learned.probability;
  return Math.max(p.compliment ?? 0, p.flirt ?? 0) > 2 * (p.any_no ?? 0);
}

// "did you really just ask me that. bye", "wow. bye.", "k bye 🙄": a message she ends with a bare "bye" (not
// a shy "ok bye" after telling him something warm) signs off. Of the training split's 48 messages that end
// so, 41 were a no, news that ends it or a limit.
// A bare no ("No.", "lol nope 🙅‍♀️", "nah", "nahi", "🙅‍♀️") to his last turn asking something of her: to
// meet, to come over, her number or a picture, a chance. A no to that is her no, however short; to "do you
// cook?" it is only an answer. Of the training split's 26 bare noes, the 13 after such an ask were all a no
// or a limit.
const BARE_NO = /^\W*(?:ha(?:ha)?,?\s+|lol\s+|lmao\s+)?(?:no+|nope|nah+|nahi|nhi)\W*$/i;
const ASKS_FOR =
  /\b(?:your|ur)\s+(?:number|insta|address|snap|whatsapp|digits|location)\b|\b(?:insta|snap|number|digits)\s+(?:at\s+least|then|maybe|pls|please)\b|\bsend\s+(?:me\s+)?(?:a\s+)?(?:pic|photo|selfie|nudes?)\b|\b(?:can|could|may)\s+i\s+(?:call\s+you|have\s+your|get\s+your|see\s+(?:you|a\s+pic))\b/i;
const ASKS_TO_MEET =
  /\b(?:can|could|may)\s+i\s+(?:come|take\s+you|see\s+you)\b|\bcome\s+(?:over|back\s+to\s+mine|to\s+mine|back\s+to\s+my\s+place)\b|\b(?:grab|get)\s+(?:a\s+)?(?:drink|coffee|dinner|bite)\b|\btake\s+you\s+out\b|\b(?:want|wanna|down)\s+to\s+(?:go|grab|get|meet|come|hang)\b|\bchance\s+for\s+us\b|\b(?:mil\s+lo|milte\s+hain|milna\s+hai)\b/i;

/** The reason of her bare no to his last turns (since hers), when they asked something of her; else undefined. */
function bareNoTo(message: string, thread: string | undefined): "limit" | "not_interested" | undefined {
  const bare = message.replace(/\p{Extended_Pictographic}|\u{FE0F}|\u200D/gu, "").trim();
  if (!(BARE_NO.test(bare) || (!bare && /🙅/u.test(message)))) return undefined;
  const turns = parseThread(thread);
  // With no thread pasted, what she says no to is unseen: taken as her no, since a reply can't tell it
  // from one and pushing past a no is the worst a reply can do.
  if (!turns.length) return "not_interested";
  const lastOfHers = turns.map((t) => t.who).lastIndexOf("Her");
  // "can i take you out this weekend?" then "promise i'm fun": all he said since she last spoke.
  const his = turns
    .slice(lastOfHers + 1)
    .map((t) => t.text)
    .join("\n");
  if (!his) return undefined;
  if (ASKS_FOR.test(his)) return "limit";
  return ASKS_TO_MEET.test(his) ? "not_interested" : undefined;
}

const SIGNS_OFF = /(?:^|[.?!]\s*|\b(?:wow|k)\s+)bye+[.!]*\s*(?:👋|🙏|🙄|✌️)?\s*$/iu;

/** One list of acts from the rules' acts and the learned reading; and whether it is several things at once. */
export function mergeActs(rules: Act[], learned: LearnedReading, message: string, thread?: string): { acts: Act[]; multiPart: boolean } {
  const has = (act: ReaderLabel) => learned.acts.has(act);
  // What changes what a reply does (a rail, a plan, good news, a choice) on the classifier's word alone
  // needs it to be sure; what only shades a reply (a tease, a confession) needs it over its threshold.
  const sure = (act: ReaderLabel) => learned.sure.has(act);
  const p = learned.probability;
  const acts: Act[] = [];
  const said = message.trim();

  // The rails: either reader's word is enough, but the rules' bad news outranks the classifier's alone
  // of a no or a complaint.
  const ruleBadNews = rules.find((a) => a.kind === "bad_news");
  // "bas dosti aur thoda fun", "not looking for a relationship, more like a summer thing": words the rules
  // hear as a no that, with the rest of her message, say casual. Where the classifier is sure of casual
  // and hears no no at all, casual wins: Holla serves casual dating, and her yes is not a no.
  const ruleNo = rules.find((a) => a.kind === "boundary");
  const casualNotNo =
    ruleNo?.kind === "boundary" &&
    (ruleNo.reason === "not_interested" || ruleNo.reason === "slow_down") &&
    CASUAL_WORDS.test(message) &&
    sure("casual") &&
    !has("any_no");
  const ruleBoundary = casualNotNo ? undefined : ruleNo;
  // "hmm", "back now", "haha haan": what the classifier makes of those comes from his last message,
  // not from anything she said, so on its word alone they are never a no or a complaint.
  // Only a few words: "hey so i was driving back and i think i just have to say it…" is no greeting.
  const slight = rules.length > 0 && rules.every((a) => a.kind === "low_effort" || a.kind === "greeting") && said.split(/\s+/).length <= 8;
  // "tum kya karte ho?", "so what do you do for work?", "texting or calls?": a plain question about him or a
  // choice, read as one by the rules and with nothing against him in it, is not a no or a complaint on the
  // classifier's word alone ("busy tha ya kisi aur se baat kar rahe the? 😒" has something against him).
  const plainQuestion =
    rules.some((a) => a.kind === "question") &&
    rules.every(
      (a) => a.kind === "low_effort" || a.kind === "greeting" || (a.kind === "question" && (a.about === "him" || a.form === "either_or")),
    ) &&
    !AGAINST_HIM.test(message);
  // "Sorry for vanishing!! My appa had a minor cardiac episode": the classifier hears bad news, at least
  // 30 % and twice as surely as a no, and the rules hear no no. Care, not "thanks for letting me know"
  // (writer by writer on the 46-writer split: bad news's recall 0.85 -> 0.86 at precision 0.69 -> 0.67,
  // for 6 of 3,178 in the boundary family read as care instead, whose replies neither invite nor flirt;
  // on any reading over its threshold, recall was 0.90 at precision 0.59, too many stressed days met
  // with condolences).
  // Not where the bad news is his ("dad's in the ICU since last night", then her "is he okay? how are YOU"):
  // the classifier reads his last turn too.
  const hisLast = parseThread(thread)
    .filter((t) => t.who === "Me")
    .at(-1)?.text;
  const heardBadNews =
    !ruleBadNews &&
    !ruleNo &&
    has("bad_news") &&
    (p.bad_news ?? 0) > 2 * (p.any_no ?? 0) &&
    (p.bad_news ?? 0) >= 0.3 &&
    !FIGURE_OF_SPEECH.test(message) &&
    !(hisLast && actsOf(hisLast).some((a) => a.kind === "bad_news"));
  const bareNo = bareNoTo(said, thread);
  if (ruleBoundary) acts.push(ruleBoundary);
  else if (bareNo) acts.push({ kind: "boundary", said, reason: bareNo });
  else if (
    ((!ruleBadNews && !heardBadNews) || surelyNo(learned)) &&
    !slight &&
    !plainQuestion &&
    !NOT_A_NO.test(message) &&
    !(has("tease") && has("flirt")) &&
    !warmerThanNo(learned) &&
    ((["any_no", "boundary", "moving_on", "limit"] as const).some((a) => sure(a) && (p[a] ?? 0) >= NO_FLOOR) || SIGNS_OFF.test(said))
  ) {
    // Which of the three, by the largest of their probabilities: it decides the words of the acceptance.
    const [b, m, l] = [p.boundary ?? 0, p.moving_on ?? 0, p.limit ?? 0];
    const reason = sure("boundary") || (b >= m && b >= l) ? "not_interested" : m >= l ? "moving_on" : "limit";
    acts.push({ kind: "boundary", said, reason });
  }
  const complaint = rules.find((a) => a.kind === "complaint");
  // "ugh, long day": a complaint about her day, which the rules read as stress, is not one about him.
  const ruleStress = rules.some((a) => a.kind === "stress");
  // Beside the rules' no the classifier's complaint stands ("You've gone very quiet since I mentioned my son…
  // All the best."): the no is accepted with an apology. Not beside her limit, which a reply says back by
  // name ("photos mat bhejo bina puche" is met by "no photos without asking", not by a bare sorry). Writer by
  // writer on the training split, complaint F1 0.59 -> 0.61 (recall 0.49 -> 0.52).
  const limitOnly = ruleBoundary?.kind === "boundary" && (ruleBoundary.reason === "limit" || ruleBoundary.reason === "slow_down");
  if (complaint) acts.push(complaint);
  else if (sure("complaint") && !ruleBadNews && !limitOnly && !ruleStress && !slight && !plainQuestion)
    acts.push({ kind: "complaint", said });
  if (ruleBadNews) acts.push(ruleBadNews);
  else if ((sure("bad_news") || heardBadNews) && !FIGURE_OF_SPEECH.test(message))
    acts.push({ kind: "bad_news", said, grief: GRIEF.test(message) });

  const asksHim = has("question_about_him") || has("either_or") || has("life_value") || has("multi_part");
  const jab = has("tease") || has("sarcasm") || has("flirt") || has("complaint");
  // A condition outranks a plan, unless the classifier hears the plan (or her yes to his) far more surely:
  // "not driving to long island 😂 meet me halfway, there's a wine bar" proposes the wine bar; "Friday is
  // fine as long as I'm not on call" says yes to his Friday (writer by writer: conditional precision 0.75
  // -> 0.78, a yes to his plan's recall 0.58 -> 0.60).
  const surer = (act: ReaderLabel) => has(act) && (p[act] ?? 0) > 1.5 * (p.plan_conditional ?? 0);
  const conditional =
    has("plan_conditional") &&
    !surer("plan_proposed") &&
    !((surer("plan_accepted") || (has("plan_accepted") && yesWithTerms(message, thread))) && hisPlan(thread));
  // Her yes to his plan, where the classifier hears it more surely than a plan of her own ("yes!! and let's
  // make it brunch"): writer by writer on the training split, a yes to his plan's F1 0.75 -> 0.80, her own
  // plan's 0.72 as before (precision 0.73 -> 0.75). Her yes said first with her terms after it ("haan chalo milte h
  // but din mein hi… fc road pe kahin?") is a yes to his, whatever else she puts forward.
  const yesToHis = (hisPlan(thread) || (!thread?.trim() && AGREES.test(message))) && has("plan_accepted");
  const planStage = conditional
    ? "conditional"
    : has("plan_proposed") && !(yesToHis && ((p.plan_accepted ?? 0) > (p.plan_proposed ?? 0) || yesWithTerms(message, thread)))
      ? "proposed"
      : yesToHis
        ? "accepted"
        : null;
  let planned = false;

  for (const act of rules) {
    if (act.kind === "boundary" || act.kind === "complaint" || act.kind === "bad_news") continue;
    if (act.kind === "question") {
      // "Are you always this cheesy?": a jab, not a question to answer.
      if (jab && !asksHim && act.form !== "either_or") continue;
      // An "or" that offers no choice is asked, not offered: inside a jab the classifier doesn't hear as a
      // choice ("Are you always this funny or is it just me?"), or anywhere it all but rules a choice out
      // ("sooner or later you'll have to tell me", "you coming to the party or nah"; writer by writer on the
      // training split, either-or F1 0.82 -> 0.83, precision 0.80 -> 0.86).
      if (act.form === "either_or" && ((jab && !has("either_or")) || (p.either_or ?? 1) < QUIET)) {
        acts.push({ kind: "question", said: act.said, form: "open", about: act.about, ...(act.topic ? { topic: act.topic } : {}) });
        continue;
      }
      if (has("life_value") && act.form !== "either_or" && !isTaste(act.said))
        acts.push({ ...act, form: "life_value", about: "him", value: lifeValue(act.said) });
      else if (act.about === "him" && !has("question_about_him") && !has("multi_part") && (p.question_about_him ?? 1) < QUIET)
        acts.push({ ...act, about: "other" });
      else acts.push(act.about === "him" && has("question_about_him") ? { ...act, asks: learned.himQ } : act);
      continue;
    }
    if (act.kind === "plan") {
      // "we went for dinner saturday", "my plan for the weekend is sleep": a day and an activity the rules
      // hear as a plan, where the classifier hears none of the three and she asks nothing ("monday lunch?"
      // is short enough for the classifier to miss).
      if (!planStage && !message.includes("?") && Math.max(p.plan_proposed ?? 1, p.plan_accepted ?? 1, p.plan_conditional ?? 1) < QUIET)
        continue;
      if (!planned) acts.push(planAct(message, thread, planStage ?? "proposed", act));
      planned = true;
      continue;
    }
    // "Love the gym selfie, very original": the rules hear a compliment, the classifier sarcasm.
    if ((act.kind === "compliment" || act.kind === "tease") && has("sarcasm") && !has(act.kind)) continue;
    // The rules' least precise readings (a third of their "stress" and "compliment" were neither, writer by
    // writer) stay only when the classifier hears something like them too.
    if (act.kind === "stress" && !has("stress") && !has("bad_news")) continue;
    if (act.kind === "compliment" && !has("compliment") && !has("flirt")) continue;
    // Good news the rules hear in a word or two but the classifier all but rules out is not cheered: writer by
    // writer on the training split, good news's F1 0.82 -> 0.84 (precision 0.84 -> 0.89).
    if (act.kind === "good_news" && (p.good_news ?? 1) < QUIET) continue;
    // "ok so funny story", "hey so about saturday": a first word the rules hear as all she said.
    if ((act.kind === "low_effort" || act.kind === "greeting") && !has(act.kind) && !has("emoji_only") && (p[act.kind] ?? 1) < QUIET)
      continue;
    acts.push(act);
  }

  // What only the classifier read, with what the rules can tell of it.
  const asking = askingClause(message);
  if (sure("either_or") && !acts.some((a) => a.kind === "question" && a.form === "either_or")) {
    const options = eitherOrOptions(asking);
    acts.push(
      options
        ? { kind: "question", said: asking, form: "either_or", about: "him", options }
        : { kind: "question", said: asking, form: "open", about: "him", asks: learned.himQ },
    );
  }
  if (sure("life_value") && !acts.some((a) => a.kind === "question" && a.form === "life_value") && !isTaste(asking)) {
    acts.push({ kind: "question", said: asking, form: "life_value", about: "him", value: lifeValue(asking) });
  }
  if (has("question_about_him") && !acts.some((a) => a.kind === "question" && a.about === "him")) {
    acts.push({ kind: "question", said: asking, form: "open", about: "him", asks: learned.himQ });
  }
  // "interview tomorrow and I'm freaking out": a day and her nerves, which the classifier alone may hear as
  // a plan; without the rules' plan, a question or a sure reading, it is her stress.
  const nervesNotAPlan = planStage === "proposed" && has("stress") && !sure("plan_proposed") && !message.includes("?");
  // "i get really anxious before first dates… just so u know if i go quiet": a confession with an "if" in
  // it, which the classifier hears more surely than any condition and which asks nothing of them both.
  const confessionNotAPlan =
    planStage === "conditional" && (p.confession ?? 0) > (p.plan_conditional ?? 0) && !message.includes("?") && !OURS.test(message);
  if (planStage && !planned && !nervesNotAPlan && !confessionNotAPlan) acts.push(planAct(message, thread, planStage));
  for (const [label, kind] of LEARNED_ONLY) {
    const enough =
      kind === "casual" ? sure(label) && !NOT_CASUAL.test(message) : kind === "good_news" ? sure(label) : has(label) && !slight;
    if (!enough || acts.some((a) => a.kind === kind)) continue;
    acts.push({ kind, said } as Act);
  }
  if (!acts.length) acts.push({ kind: "statement", said });
  // Two questions the rules read make it several things at once, unless the classifier all but rules that
  // out ("you free? like actually free?" asks one thing twice): writer by writer on the training split,
  // multi-part F1 0.66 -> 0.71.
  const asked = acts.filter((a) => a.kind === "question").length;
  return { acts, multiPart: has("multi_part") || (asked >= 2 && (p.multi_part ?? 1) >= MULTI_QUIET) };
}
