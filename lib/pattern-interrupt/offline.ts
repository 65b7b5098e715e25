import type { LanguageId, ToneId } from "@/lib/plans";
import type { PatternInterruptAnalysis } from "@/lib/pattern-interrupt/schemas";
import { BANKS } from "@/lib/replies/offline/bank";
import { classifyMessage, type Classification } from "@/lib/reading/classify";
import { DETAIL_KINDS } from "@/lib/replies/offline/compose";
import { composeOfflineReplies } from "@/lib/replies/offline";
import { hashString, pick, seededRandom } from "@/lib/platform/seeded";
import type { Detail, DetailKind, Intent } from "@/lib/reading/intents";
import { readMessage } from "@/lib/reading/read";
import { invites, keepsRails } from "@/lib/reading/rails";
import type { Act, Reading as MessageReading } from "@/lib/reading/types";

// The Pattern Interrupt Engine without a model (docs/architecture.md, "The AI layer"). The shared reading of her message
// (docs/reading.md) decides first: a no, a complaint, bad news, an either/or or yes/no question, a plan
// on her day and good news each get their own reading and tip, and the rails hold for the line as for
// every reply. Otherwise the classifier says what her message is about and a small bank of readings and
// tips per intent says what that usually means. The reply composer supplies the line, and the line
// follows the tip it is shown with (docs/reading.md, "Pattern Interrupt"). A reading can only ever be a
// guess about another person, so every one of them says "may", "probably" or "likely": the engine
// coaches, it does not claim to know her mind.

interface Reading {
  /** What a message of this intent may mean; each one hedges. */
  meaning: readonly string[];
  /** The same, built around a detail she mentioned (`{d}` mid-sentence). */
  meaningDetail?: readonly string[];
  tip: readonly string[];
  tipDetail?: readonly string[];
}

// A dozen readings a user of the premium card will see again and again: three per intent, so two
// greetings in a row rarely read word for word the same.
const READINGS: Record<Intent, Reading> = {
  greeting: {
    meaning: [
      "She's opening the door and probably waiting to see whether you'll make this more interesting than the usual \"hey, how are you\". A simple hello usually means she's curious but not yet invested.",
      "She's likely testing the waters: a greeting costs her nothing and leaves you to set the energy. There's probably no hidden agenda, just an open invitation to show a bit of personality.",
      "She's said hello, which may be all the effort she had room for today, or a quiet sign she'd like you to lead. Either way it's an opening, not a verdict.",
    ],
    tip: [
      "Skip the autopilot \"hey, how are you?\": answer her hello with one specific, easy question she'd actually enjoy answering.",
      "Match her warmth, then add something only you would say. A little personality beats a perfect opening line.",
      "Keep it short and give her an easy hook, like a playful either/or, rather than asking how her day was.",
    ],
  },
  about_him: {
    meaning: [
      "She's curious about you, which is probably a good sign: people rarely ask about someone they've already written off. She likely wants a real answer, not a CV.",
      "She's handing you the stage. She may be checking whether you can talk about yourself with some warmth and then hand the conversation back.",
      "She's probably trying to picture your life beyond the profile. A question like this usually means she's deciding whether there's enough here for a date.",
    ],
    tip: [
      "Give her one real, specific detail about yourself (what you did last weekend beats \"I like travelling\"), then turn it back to her with a question.",
      "Answer honestly in two lines, leave one thing worth asking about, and return the question. Don't oversell and don't dodge.",
      "Share something with a small story in it: stories invite follow-up questions, lists of hobbies don't.",
    ],
  },
  up_to: {
    meaning: [
      "She's probably checking in more than collecting information: \"what are you up to\" is often a low-effort way of saying she's thinking about you.",
      "She may be bored, curious or both, and she'd likely welcome a reply that's more fun than \"nothing much, you?\".",
      "She's opening a casual window into your evening. It may also be a gentle way of finding out whether you're free to chat, or to meet.",
    ],
    tip: [
      "Don't answer \"nothing much\". Give her one vivid, true detail of what you're doing, then invite her into it.",
      "Make your answer a tiny scene she can react to, and end with something better than \"you?\".",
      "If you've been chatting for a while, this is a natural moment to float a plan for later in the week.",
    ],
  },
  plans: {
    meaning: [
      "She's likely interested in meeting you, and she made the first move, which takes some nerve. She probably wants a clear, easy yes rather than a maybe.",
      "She's signalling that texting alone may not be enough for her anymore. She's probably also watching whether you'll take the lead on the details.",
      "She's probably ready to find out whether the chemistry survives real life. Hesitating now could read as a lack of interest.",
    ],
    meaningDetail: [
      "She's put {d} on the table, which probably means she's already picturing the plan. She'd likely welcome a quick yes and a concrete day.",
      "She mentioned {d}, so she may already have a place in mind to meet. She'd probably like you to be as keen as she is and to help pin down a time.",
    ],
    tip: [
      "Say yes clearly and suggest a specific day and time: vague enthusiasm kills momentum.",
      "Take the lead on logistics: offer two options for when and one idea for where, so all she has to do is choose.",
      "Keep a first meeting easy and public, like coffee or a walk, and make the plan simple to say yes to.",
    ],
    tipDetail: [
      "Build the plan around {d}: suggest a day and offer to find a good place for it, or ask if she already has a favourite.",
      "Say yes to {d} and name a day. Letting her pick the place while you sort out the time keeps it easy for both of you.",
    ],
  },
  compliment: {
    meaning: [
      "She's showing interest and probably taking a small risk by saying it first. She likely wants to see you receive it gracefully, not brush it off.",
      "She's probably flirting a little. A compliment like this is often an invitation to flirt back, lightly.",
      "She may be telling you she likes what she's seen so far and would like the conversation to warm up.",
    ],
    tip: [
      "Take the compliment: don't deflect it or fish for more. Thank her, then say something specific and genuine about her.",
      "A light, warm reply works better than an over-the-top one. Say thanks with a smile and keep the conversation moving.",
      "Compliment her back only if you mean it, and make it about something she said or chose, not just her looks.",
    ],
  },
  short: {
    meaning: [
      "She's giving you very little to work with. She may be busy, tired or unsure where the conversation is going; it doesn't automatically mean she's lost interest.",
      "She's probably run out of things to say on this thread, which often happens when a chat turns into an interview. She may be waiting for you to change the energy.",
      "She might simply text in short bursts, or she may be on the fence. One word is a low-energy signal, not a final answer.",
    ],
    tip: [
      "Don't match her low effort with a paragraph; give her something easy and fun to answer.",
      "Change the topic instead of pushing the old one: a playful either/or question takes her two seconds to answer.",
      "Send one light message and then leave her space. If the short replies continue, it's fine to let the conversation rest.",
    ],
  },
  emoji: {
    meaning: [
      "She's reacting rather than talking. The emoji probably means she liked what you said but didn't have a ready answer.",
      "She's likely keeping things light: an emoji is a friendly nod that leaves the next move to you.",
      "She may be amused, flattered or just busy. Emojis usually carry a mood, not a message, so don't read too much into it.",
    ],
    tip: [
      "Play along for one beat, then turn it into a question with actual words in it.",
      "Don't analyse the emoji. Answer the mood with something light and give her an easy thread to pick up.",
      "Keep your reply short and playful. An emoji exchange can be fun, but a real question is what moves things forward.",
    ],
  },
  question: {
    meaning: [
      "She's asking because she wants to hear how you think. A question like this is probably less about the answer than about your personality.",
      "She's inviting you to talk, which likely means she's engaged. She may also be curious whether you'll ask her something back.",
      "She's giving you an opening to show a little of yourself. She probably isn't looking for a perfect answer, just an honest one.",
    ],
    tip: [
      "Answer it properly first, with a specific opinion or a short story, then ask her the same or a related question.",
      "Don't dodge with a joke alone: a short, honest answer with a playful twist shows confidence.",
      "Give her a real answer she can react to. Vague answers are where conversations stall.",
    ],
  },
  tired: {
    meaning: [
      "She's had a draining day and she's telling you anyway, which may be a small sign of trust. She probably wants warmth, not solutions.",
      "She's likely low on energy right now. Her replies may be shorter than usual, and that's about her day, not about you.",
      "She's sharing something real. She may just want to feel heard for a moment before the conversation gets playful again.",
    ],
    meaningDetail: [
      "She's probably carrying {d} around in her head right now, and telling you about it may be her way of letting you in. She likely wants support more than advice.",
      "She mentioned {d}, which is likely what's draining her. She may just want someone to notice and be kind about it.",
    ],
    tip: [
      "Lead with one line of empathy, then offer something easy: a laugh, or permission to rest. Don't make her work to reply.",
      "Skip the advice unless she asks for it. Acknowledge her day, keep it short and let her set the pace.",
      "Be the calm, kind text in her evening. If you'd like to see her, suggest something low-effort for when she's recharged.",
    ],
    tipDetail: [
      "Mention {d} by name and wish her well with it. Remembering the specifics, and checking in about it later, is what makes support feel real.",
      "Keep it short and kind: acknowledge {d}, tell her you hope it eases up, and don't turn it into a lecture.",
    ],
  },
  work: {
    meaning: [
      "She's telling you about her work, which probably takes up a lot of her headspace right now. She may want someone who's curious about her life, not just her photos.",
      "She's sharing a piece of her day, and she likely wants you to engage with it rather than just say \"nice\".",
      "She may be venting, proud or both. Work talk is often where people show what they care about.",
    ],
    meaningDetail: [
      "She mentioned {d}, which probably matters to her right now. Asking about it shows you were actually listening.",
      "She brought up {d}; she may be nervous or excited about it and would likely appreciate someone noticing.",
    ],
    tip: [
      "Ask one curious, specific question about her work that isn't \"so what do you do exactly?\", and show you care how it went.",
      "Don't compete with your own work story. Acknowledge hers first, then share something brief.",
      "Keep it human: ask how she feels about it, not just what happened.",
    ],
    tipDetail: [
      "Ask about {d} specifically, and offer to check back with her about how it went.",
      "Name {d} in your reply and ask how she feels about it; that one detail shows you read her message properly.",
    ],
  },
  food: {
    meaning: [
      "She's talking about food, one of the easiest ways people share their personality. She may also be opening the door to a shared plan.",
      "She's probably enjoying the chat and sharing something she likes: food talk tends to be low-pressure and warm.",
      "She's giving you a playful, easy topic. She may also be dropping a hint about the kind of date she'd enjoy.",
    ],
    meaningDetail: [
      "She mentioned {d}, which likely tells you about something she genuinely enjoys. It's also a ready-made idea for a first date.",
      "She brought up {d}. She may be hoping you'll have an opinion, or a recommendation of your own.",
    ],
    tip: [
      "Have an opinion: playful food debates are fun, and if the chat is going well, food is the easiest bridge to a real plan.",
      "Ask about her favourite place or dish, then suggest trying somewhere together.",
      "Keep it playful and specific. A strong opinion on chai versus coffee is more fun than \"nice, I like food too\".",
    ],
    tipDetail: [
      "Ask where she gets the best {d} in town, or suggest finding out together. It's a natural way to move towards meeting.",
      "Have a real opinion about {d}, then ask for her favourite place for it. A small debate is more fun than agreement.",
    ],
  },
  travel: {
    meaning: [
      "She's sharing a part of her life she's probably excited about. Travel stories are often how people show what makes them feel alive.",
      "She's likely hoping you'll ask about the experience rather than the logistics.",
      "She may be seeing whether you're curious and adventurous too, or at least curious about her adventures.",
    ],
    meaningDetail: [
      "She mentioned {d}, so the trip probably means something to her. She may be hoping you'll ask for the story.",
      "She brought up {d}; she's likely still carrying a bit of the trip with her and would enjoy reliving it.",
    ],
    tip: [
      "Ask about a moment, not the itinerary: the best thing she ate, or the funniest thing that went wrong.",
      "Let her have the floor first, and share a short travel memory of your own only after she's told hers.",
      "A playful \"where next?\" works well: it lets you both dream a little without committing to anything.",
    ],
    tipDetail: [
      "Ask her for the one thing in {d} nobody should miss; it invites a story rather than a yes or no.",
      "Ask about her best moment in {d}, and save your own travel stories for after hers.",
    ],
  },
  music: {
    meaning: [
      "She's sharing her taste, and music taste is personal. She may be curious whether yours overlaps, or would be fun to argue about.",
      "She's probably opening up about something that sets her mood. Take it as an invitation into her world.",
      "She's likely looking for a shared wavelength; even a small overlap in taste can make a chat feel easy.",
    ],
    meaningDetail: [
      "She mentioned {d}, which probably says a lot about her mood right now. She may be hoping you'll have a take, or at least be curious.",
      "She brought up {d}; she's likely a fan and would enjoy someone who asks good questions rather than just agreeing.",
    ],
    tip: [
      "Ask what song she'd play first on a road trip, or trade one recommendation each.",
      "Be honest about your taste: a playful disagreement is more fun than pretending to love everything she likes.",
      "Ask what a song means to her or when she listens to it, not just who sings it.",
    ],
    tipDetail: [
      "Ask for her favourite {d} song and why; a real answer tells you more than a yes or no.",
      "Ask when she first got into {d}, and be honest about your own taste, even if it's different.",
    ],
  },
  movies: {
    meaning: [
      "She's sharing what she watches, which is probably how she unwinds. She may be after a recommendation swap or a fun debate.",
      "She's likely inviting a light, easy topic where you can both have opinions.",
      "She may be hinting at her idea of a cosy evening, and seeing whether yours sounds similar.",
    ],
    meaningDetail: [
      "She mentioned {d}, so it probably struck a chord. She may want to hear your take, or just share the feeling.",
      "She brought up {d}; she's likely a fan, and fans love someone who asks the right question.",
    ],
    tip: [
      "Have a take: ask which character she'd be, or defend an unpopular opinion playfully.",
      "Trade recommendations; it gives you both a reason to keep talking.",
      "Don't just list your own favourites. Ask what she loved about it.",
    ],
    tipDetail: [
      "Ask for her favourite moment in {d}, or which character she relates to most.",
      "If you've seen {d}, share one honest opinion about it; if you haven't, say so and ask why she'd recommend it.",
    ],
  },
  weekend: {
    meaning: [
      "She's talking about her free time, which may be a soft way of finding out what yours looks like, and whether the two could overlap.",
      "She's probably curious about how you spend your days off; weekends say a lot about someone's life.",
      "She may be sharing her plans because she's excited about them, or leaving a little room for you to suggest something.",
    ],
    tip: [
      "Share a real plan (even a lazy one), ask about hers and, if it fits, suggest something small together.",
      "Make your answer specific: \"brunch with my brother and a long walk\" beats \"not much\".",
      "Weekend talk is a natural moment to suggest coffee; keep the invitation light and easy to decline.",
    ],
  },
  pets: {
    meaning: [
      "She's sharing something she loves, and pets are often family. She may be watching how you react to what matters to her.",
      "She's probably in a good mood and sharing something sweet. Pet talk is warm, low-pressure territory.",
      "She may be opening up about her daily life and, honestly, showing off a little.",
    ],
    meaningDetail: [
      "She mentioned {d}, and pets are usually family. She'd likely love a question about their personality.",
      "She brought up {d}; she's probably hoping you'll be as charmed as she is.",
    ],
    tip: [
      "Ask about the pet's personality or a funny story; people light up talking about their animals.",
      "Match her enthusiasm. If you have a pet, share one story; if not, ask for a photo.",
      "Be genuine: curiosity about what she loves lands better than a joke at the pet's expense.",
    ],
    tipDetail: [
      "Ask her something specific about {d}, like their funniest habit; it shows you're curious about what she loves.",
      "Ask for a photo or a story about {d}. Her favourite subject deserves a real question.",
    ],
  },
  sports: {
    meaning: [
      "She's sharing something she's into, and probably something she's proud of. She may want someone who appreciates the effort.",
      "She's likely showing you an active side of her life, and she might enjoy a little friendly competition.",
      "She may be sharing a win, or just what keeps her sane. Either way, it's an invitation to be curious.",
    ],
    meaningDetail: [
      "She mentioned {d}, which probably takes real commitment. She'd likely enjoy a reply that notices the effort.",
      "She brought up {d}; she's probably proud of it and would welcome you being impressed without going over the top.",
    ],
    tip: [
      "Acknowledge the effort, ask a specific question, and maybe suggest something active together.",
      "Friendly competition works: a playful challenge can be a fun bridge to a plan.",
      "Don't lecture her about your own training; ask about hers first.",
    ],
    tipDetail: [
      "Ask about {d} specifically: what got her into it, or what's next.",
      "Say something genuine about {d}, then ask what keeps her going. Effort noticed is effort appreciated.",
    ],
  },
  books: {
    meaning: [
      "She's sharing what she reads, which is a window into how she thinks. She may be curious about your mind, not just your photos.",
      "She's probably inviting a slower, more thoughtful kind of conversation.",
      "She may be seeing whether you're curious too; readers often like someone who asks good questions.",
    ],
    meaningDetail: [
      "She mentioned {d}, so it's probably on her mind. She may love talking about it with someone who asks why.",
      "She brought up {d}; she's likely hoping you'll engage with it rather than nod politely.",
    ],
    tip: [
      "Ask what she's loving about it, or what she'd recommend to you. Honest curiosity beats pretending you've read it.",
      "Trade one book recommendation each; it's an easy reason to keep talking.",
      "Ask a thoughtful question: which character she'd be friends with, or what made her pick it up.",
    ],
    tipDetail: [
      "Ask what's kept her reading {d}, or whether she'd recommend it to you.",
      "If you haven't read {d}, say so and ask what hooked her. Honest curiosity beats bluffing.",
    ],
  },
  weather: {
    meaning: [
      "She's making small talk, which probably means she's open to chatting but hasn't found a topic yet. It's an opening, not the point.",
      "She's likely sharing her mood through the weather; people often bring it up when they feel cosy or fed up.",
      "She may just be starting a conversation the easy way. The weather is rarely the real topic.",
    ],
    meaningDetail: [
      "She mentioned {d}, which probably sets her mood today. She may enjoy a playful reply more than a forecast.",
      "She brought up {d}; it's likely small talk with a mood attached, and an easy opening for something more personal.",
    ],
    tip: [
      "Turn the weather into a scene: ask about her ideal rainy-day or sunny-day plan instead of agreeing about the temperature.",
      "Keep it light and use it as a bridge to something more personal, like her perfect weekend.",
      "A playful either/or (chai and pakoras, or ice cream?) beats a weather report.",
    ],
    tipDetail: [
      "Turn {d} into a scene rather than a forecast: ask how she'd ideally spend an afternoon like this one.",
      "Skip agreeing about {d}. Ask what it's perfect for, then share your own version; a small picture beats small talk.",
    ],
  },
  general: {
    meaning: [
      "She's keeping the conversation going, which probably means she's interested in talking. There may be no hidden meaning at all, just an opening to be yourself.",
      "She's sharing a thought and likely seeing what you do with it. The best replies build on it rather than just acknowledge it.",
      "She may be testing the vibe: is this conversation fun? Give her a reason to say yes.",
    ],
    tip: [
      "Build on what she said with one specific follow-up, plus a bit of your own personality.",
      "Avoid \"haha yeah\": add something new, like a short story, a question or a playful twist.",
      "Keep it short, curious and warm, and give her something easy to answer.",
    ],
  },
};

// Any detail the intent's own lines were not written for (a place in a greeting, a guessed name).
const GENERIC_READING: Required<Pick<Reading, "meaningDetail" | "tipDetail">> = {
  meaningDetail: [
    "She brought up {d}, and people usually mention the things they'd like to be asked about. She's probably giving you an easy way in.",
    "She mentioned {d}; that may be the most interesting thread in her message, and she's probably hoping you'll pick it up.",
  ],
  tipDetail: [
    "Ask one curious question about {d}; showing you noticed the specific thing beats a generic reply.",
    "Ask about {d} rather than answering her message in general. One specific question is worth more than a clever line.",
  ],
};

// Questions she asks *him* about a topic ("what music do you like?") are about getting to know him.
const TOPIC_NOUN: Partial<Record<Intent, string>> = {
  work: "work",
  food: "food",
  travel: "travel",
  music: "music",
  movies: "films and shows",
  weekend: "weekend plans",
  pets: "pets",
  sports: "sport and fitness",
  books: "books",
  weather: "the weather",
};

const ASKED_READING: Pick<Reading, "meaning" | "tip"> = {
  meaning: [
    "She's asking you about {t}, which probably means she wants to picture your life outside the app.",
    "She's turning the question to you, so she's likely engaged and would like a real answer about {t}, not a polite one-liner.",
    "She's curious about you. A question about {t} may look small, but it's often how people check for common ground.",
  ],
  tip: [
    "Answer first with one specific, honest detail about {t} (a real example beats a general answer), then ask her the same.",
    "Give her a real answer about {t} with a small story in it, and leave her an easy question to answer back.",
    "Don't say \"a bit of everything\". Pick something specific about {t} and own it.",
  ],
};

const TONE_BY_INTENT: Record<Intent, readonly ToneId[]> = {
  greeting: ["funny"],
  about_him: ["confident"],
  up_to: ["funny"],
  plans: ["confident"],
  compliment: ["flirty"],
  // A one-word or emoji reply needs lightness; which kind of lightness is a coin toss we seed.
  short: ["funny", "creative"],
  emoji: ["creative", "funny"],
  question: ["confident"],
  tired: ["confident"],
  work: ["confident"],
  food: ["funny"],
  travel: ["creative"],
  music: ["creative"],
  movies: ["funny"],
  weekend: ["confident"],
  pets: ["funny"],
  sports: ["funny"],
  books: ["creative"],
  weather: ["funny"],
  general: ["creative"],
};

// Words that are Hindi in Latin script and rarely English. "main", "me", "to", "na" are left out:
// they are everyday English too and would flip an English message.
const HINGLISH_WORDS = new Set(
  (
    "kya kyaa hai hain hoon hun hu ho kaise kaisi kaisa nahi nahin nhi acha achha accha acchha achhi acchi yaar yar tum " +
    "tumhara tumhari tumhe tumko aap aapka aapki mein mai kar karo karna karte karti kiya raha rahi rahe rhe rha kuch kuchh " +
    "bahut bohot bahot kab kahan kaha kyun kyu aaj abhi bhi toh mera meri mere mujhe tera teri wala wali batao bata chalo " +
    "theek thik haan matlab sach milte milenge milna khana kaam lagta lagti gaya gayi hoga hogi thi tha sahi mast pata " +
    "accha ji jaldi kal parso wapas ghar padh dekh bolo bol samajh pyaar pyar dil zyada thoda thodi bas sab kaun"
  ).split(" "),
);

/** English or Hinglish (Hindi in Latin script), so the suggested line is in the language she wrote in. */
export function detectLanguage(message: string): LanguageId {
  const list = message.toLowerCase().match(/[a-z']+/g) ?? [];
  if (!list.length) return "en";
  const hits = list.filter((w) => HINGLISH_WORDS.has(w)).length;
  // Two Hindi words settle it; one counts only in a message of a few words ("acha", "kal milte?").
  return hits >= 2 || (hits === 1 && hits / list.length >= 0.34) ? "hi" : "en";
}

function normalise(text: string): string {
  return text.toLowerCase().replace(/\s+/g, " ").trim();
}

/** How a detail reads after "she mentioned": weather and breeds need an article, names do not. */
function phrase(detail: Detail): string {
  if (detail.kind === "weather") return `the ${detail.en}`;
  if (detail.kind === "pet" && (/\s/.test(detail.en) || /^\p{Ll}/u.test(detail.en))) return `${/^[aeiou]/i.test(detail.en) ? "an" : "a"} ${detail.en}`;
  return detail.en;
}

const MEANING_DETAIL_KINDS: Partial<Record<Intent, readonly DetailKind[]>> = { ...DETAIL_KINDS, tired: ["work"] };
// A detail in a plan, a bad day, a one-word reply or a weather remark is not the point of it.
const NO_GENERIC_DETAIL: ReadonlySet<Intent> = new Set(["plans", "tired", "short", "emoji", "weather"]);
const GENERIC_KINDS: ReadonlySet<DetailKind> = new Set(["food", "place", "home", "artist", "title", "book", "sport", "pet", "thing"]);

function chooseDetail(c: Classification): { detail: Detail; own: boolean } | null {
  const kinds = MEANING_DETAIL_KINDS[c.intent];
  const own = kinds ? c.details.find((d) => kinds.includes(d.kind)) : undefined;
  if (own && READINGS[c.intent].meaningDetail) return { detail: own, own: true };
  if (NO_GENERIC_DETAIL.has(c.intent)) return null;
  const generic = c.details.find((d) => GENERIC_KINDS.has(d.kind));
  return generic ? { detail: generic, own: false } : null;
}

function fill(template: string, values: { d?: string; t?: string }): string {
  let text = template;
  if (values.d) text = text.replace(/\{D\}/g, values.d.charAt(0).toUpperCase() + values.d.slice(1)).replace(/\{d\}/g, values.d);
  if (values.t) text = text.replace(/\{t\}/g, values.t);
  return text;
}

// The composer's replies carry no label, so the move behind each one is found by looking its line
// up in the bank; a line found in none of the cell's lists is the one built around her detail.
type Move = "answer" | "tease" | "forward" | "detail";

function moveOf(reply: string, intent: Intent, tone: ToneId, language: LanguageId): Move {
  const cell = BANKS[language][intent][tone];
  const key = normalise(reply);
  const has = (lines: readonly string[] | undefined) => (lines ?? []).some((line) => normalise(line) === key);
  if (has(cell.tease)) return "tease";
  if (has(cell.forward)) return "forward";
  if (has(cell.answer) || has(cell.asked)) return "answer";
  return "detail";
}

const BLANK = /\[\[[^\[\]]{1,40}\]\]/;
const BLANK_ALL = /\[\[([^\[\]]{1,40})\]\]/g;

/** Only blanks left: the card shows each as its hint in brackets, "(your job)", for him to replace. */
export function showBlanks(reply: string): string {
  return reply.replace(BLANK_ALL, "($1)");
}

// The script she expects: answer, then bounce the same question back.
const BOUNCE_BACK =
  /(?:\b(?:you|u|what about you|how about you|wbu|hbu|your turn|and you|tum batao|aur tum|tumhara|tumhari|tum|aap)\s*[?.!]?\s*(?:\p{Extended_Pictographic}\s*)*)$/iu;
const MOVE_PENALTY: Record<Move, number> = { tease: 0, detail: 0, forward: 1, answer: 2 };

// ---- The line follows its tip -------------------------------------------------------------------
// What a tip asks of the line is read from its own words, so a new tip needs no extra bookkeeping: a
// tip that says to ask gets a line with a question, one that says to suggest a plan gets an invitation,
// "keep it short" a short line, "{d}" a line naming her detail, and a quoted phrase it warns against
// ("don't answer \"nothing much\"") a line without it. "Don't ask" forbids a question. A clause that
// starts with "if" is advice for later and asks nothing of this line.

export interface LineRule {
  asks?: boolean;
  noQuestion?: boolean;
  invites?: boolean;
  short?: boolean;
  /** Text the line must contain (her detail, her day), any of them, case-insensitive. */
  names?: readonly string[];
  /** Phrases the tip warns against. */
  forbids: readonly string[];
}

const SHORT_LINE = 120;
const NEGATIVE_START = /^(?:don'?t|do\s+not|never|skip|avoid|no)\b/i;
const BEFORE_WARNED_QUOTE = /(?:don'?t\s+(?:\w+\s+){0,2}|skip\s+(?:the\s+\w+\s+)?|avoid\s+|\bthan\s+|\bbeats\s+|instead\s+of\s+|not\s+)$/i;
const ASKS = /\b(?:ask|question|questions|either\/or)\b/i;
const INVITES = /\b(?:suggest\w*|invit\w*|float\s+a\s+plan|(?:real|a)\s+plan|coffee|meet(?:ing)?\s+(?:up|her|in\s+person)?|day\s+and\s+(?:a\s+)?time)\b/i;
const SHORT = /\b(?:short|brief|two\s+lines|one\s+line)\b/i;

export function lineRule(tip: string, detail?: string): LineRule {
  const forbids: string[] = [];
  const quote = /"([^"]+)"/g;
  for (let m = quote.exec(tip); m; m = quote.exec(tip)) {
    if (BEFORE_WARNED_QUOTE.test(tip.slice(Math.max(0, m.index - 30), m.index))) forbids.push(m[1]!.replace(/[?.!]+$/, "").toLowerCase());
  }
  const rule: LineRule = { forbids };
  // Sentences, then clauses; a quoted example is not the tip's own words.
  for (const sentence of tip.replace(/"[^"]*"/g, "…").split(/(?<=[.!?])\s+/)) {
    const conditional = sentence.search(/\bif\b/i);
    const own = conditional >= 0 ? sentence.slice(0, conditional) : sentence;
    for (const clause of own.split(/[:;]|,\s+(?=then\b|and\b)|\bunless\b|\brather\s+than\b|\binstead\s+of\b|\bnot\s+just\b/i)) {
      const text = clause.trim();
      if (!text) continue;
      if (NEGATIVE_START.test(text)) {
        if (ASKS.test(text)) rule.noQuestion = true;
        continue;
      }
      if (ASKS.test(text)) rule.asks = true;
      if (INVITES.test(text)) rule.invites = true;
      if (SHORT.test(text)) rule.short = true;
    }
  }
  if (detail && tip.includes(detail)) rule.names = [detail];
  return rule;
}

export function followsRule(line: string, rule: LineRule): boolean {
  const lower = line.toLowerCase();
  if (rule.asks && !line.includes("?")) return false;
  if (rule.noQuestion && line.includes("?")) return false;
  if (rule.invites && !invites(line)) return false;
  if (rule.short && line.length > SHORT_LINE) return false;
  if (rule.names && !rule.names.some((n) => lower.includes(n.toLowerCase()))) return false;
  for (const phrase of rule.forbids) {
    if (phrase === "you" ? BOUNCE_BACK.test(line) : lower.includes(phrase)) return false;
  }
  return true;
}

/** Regenerate's first three sets, lines he can send as they are first, the least predictable first. */
function candidateLines(message: string, tone: ToneId, language: LanguageId, reading: MessageReading, intent: Intent): string[] {
  // A line with a blank ("I work as [[your job]]") asks him to finish it; the card suggests lines he
  // can send as they are, so complete ones come first and a blank shows as "(hint)".
  const all = [0, 1, 2].flatMap((variation) => composeOfflineReplies({ message, tone, language, variation }, reading)).map((r) => r.reply);
  const complete = all.filter((reply) => !BLANK.test(reply));
  const lines = complete.length ? complete : all.map(showBlanks);
  const penalty = (reply: string) => MOVE_PENALTY[moveOf(reply, intent, tone, language)] + (BOUNCE_BACK.test(reply) ? 2 : 0);
  // A stable sort: among equals the composer's own ranking (best-scoring first) stands.
  return [...new Set(lines)]
    .map((reply, i) => ({ reply: reply.trim().replace(/^["“”]+|["“”]+$/g, ""), i, p: penalty(reply) }))
    .sort((a, b) => a.p - b.p || a.i - b.i)
    .map((c) => c.reply);
}

/**
 * The tip and the line shown together: from the seeded tip on, the first tip some line follows, with
 * the best line that follows it. A line the rails refuse is never a candidate.
 */
function tipAndLine(tips: readonly string[], start: number, lines: readonly string[], rule: (tip: string) => LineRule): { tip: string; line: string } {
  for (let i = 0; i < tips.length; i++) {
    const tip = tips[(start + i) % tips.length]!;
    const r = rule(tip);
    const line = lines.find((l) => followsRule(l, r));
    if (line) return { tip, line };
  }
  return { tip: tips[start % tips.length]!, line: lines[0]! };
}

// ---- Readings the shared reading decides --------------------------------------------------------

type ActCase = "boundary" | "complaint" | "care" | "either_or" | "yes_no" | "plan_day" | "good_news";

interface ActReading {
  meaning: readonly string[];
  tip: readonly string[];
  tone: ToneId;
}

// {o}: her options ("beach or mountains"); {day}: her day as she said it.
const ACT_READINGS: Record<ActCase, ActReading> = {
  boundary: {
    meaning: [
      "She's telling you clearly that she isn't interested or would like some space. That's most likely exactly what she means; there's no hidden invitation to read into it.",
    ],
    tip: ["Respect it: send a short, gracious reply and then let the conversation go. Don't argue, don't ask why and don't try to change her mind."],
    tone: "confident",
  },
  complaint: {
    meaning: [
      "She's probably upset about something you said or did, and she's telling you directly. She most likely wants an apology, not a defence or an explanation.",
    ],
    tip: ["Respect how she feels: apologise simply and sincerely, keep it short and give her space. Don't argue and don't ask for another chance."],
    tone: "confident",
  },
  care: {
    meaning: [
      "She's sharing something painful, and telling you probably took some trust. She most likely needs kindness right now: not advice, not jokes and not plans.",
      "She's going through something hard, and she may just want to feel heard. This is probably not the moment for wit or for asking her out.",
    ],
    tip: [
      "Lead with care: say you're sorry, keep it short and warm, and let her decide whether to say more. No jokes and no plans, whatever tone you'd usually pick.",
      "Keep it gentle and brief: acknowledge what she told you and let her know you're there. No jokes and no invitations for now.",
    ],
    tone: "confident",
  },
  either_or: {
    meaning: [
      "She's asking you to choose between {o}, which is probably less about the answer than about seeing some personality. She likely wants a real pick, not \"both\".",
      "She's offering you a playful either/or: {o}. She may be checking whether you'll commit to an opinion and have a little fun with it.",
    ],
    tip: [
      "Pick one of her options and own it with a reason, then hand the question back.",
      "Choose one, give a short reason with some personality in it, and ask which one she'd pick.",
    ],
    tone: "funny",
  },
  yes_no: {
    meaning: [
      "She's asking you something with a yes or no at its heart. She probably wants a straight answer first, then a bit of you behind it.",
      "She's asking directly, which likely means she's curious about the real answer, not a clever dodge.",
    ],
    tip: [
      "Open with a clear yes or no, add one honest detail, and pass the question back to her.",
      "Answer it straight, then add a small story or reason she can react to. A dodge reads as a no.",
    ],
    tone: "confident",
  },
  plan_day: {
    meaning: [
      "She's suggesting {day}, which probably means she'd like to meet and has already pictured when. She most likely wants a clear yes, not a different day.",
      "She's put {day} on the table, so she's likely keen to turn the chat into a plan. She'd probably welcome a quick, confident yes.",
    ],
    tip: ["Say yes to {day} and keep the day she named: settle a time and a place, and don't move it to another day."],
    tone: "confident",
  },
  good_news: {
    meaning: [
      "She's sharing good news, and she probably wants someone to be as happy about it as she is. It's likely a moment to celebrate, not to change the subject.",
    ],
    tip: ["Celebrate it properly first, then ask one question about how it felt or what's next."],
    tone: "confident",
  },
};

function actCase(reading: MessageReading): { case: ActCase; act: Act } | null {
  const p = reading.primary;
  if (reading.rail === "boundary") return { case: reading.apologise ? "complaint" : "boundary", act: p };
  if (reading.rail === "care") return { case: "care", act: p };
  if (p.kind === "question" && p.form === "either_or" && p.options && p.options.length >= 2) return { case: "either_or", act: p };
  if (p.kind === "question" && p.form === "yes_no" && p.about === "him") return { case: "yes_no", act: p };
  if (p.kind === "plan" && p.day) return { case: "plan_day", act: p };
  if (p.kind === "good_news") return { case: "good_news", act: p };
  return null;
}

// The kindest reply to a no is the same every time: short, gracious, final. Slowing down is not a
// goodbye, and a complaint gets an apology.
const FIXED_LINES: Partial<Record<ActCase | "slow_down", Record<LanguageId, string>>> = {
  boundary: { en: "No worries at all, thanks for being upfront. Take care!", hi: "Koi baat nahi, honestly batane ke liye thanks. Take care!" },
  slow_down: { en: "Of course, no pressure at all. Thanks for telling me. Take care!", hi: "Bilkul, koi pressure nahi. Batane ke liye thanks. Take care!" },
  complaint: { en: "You're right, and I'm sorry. That wasn't okay of me. Take care.", hi: "Tum sahi ho, sorry. Mujhe aisa nahi karna chahiye tha. Take care." },
};

function analyseAct(message: string, reading: MessageReading, found: { case: ActCase; act: Act }, language: LanguageId, intent: Intent): PatternInterruptAnalysis {
  const bank = ACT_READINGS[found.case];
  const random = seededRandom(hashString(normalise(message)));
  const act = found.act;
  const o = act.kind === "question" && act.options ? act.options.map((x) => `"${x}"`).join(" or ") : undefined;
  const day = act.kind === "plan" && act.day ? act.day.said : undefined;
  const fillAct = (text: string) => text.replace(/\{o\}/g, o ?? "two things").replace(/\{day\}/g, day ?? "a day");
  const hiddenMeaning = fillAct(pick(bank.meaning, random));
  const start = Math.floor(random() * bank.tip.length);

  const fixedKey = act.kind === "boundary" && act.reason === "slow_down" ? "slow_down" : found.case;
  const fixed = FIXED_LINES[fixedKey]?.[language];
  if (fixed) return { hiddenMeaning, expertTip: bank.tip[start % bank.tip.length]!, recommendedTone: bank.tone, patternInterrupt: fixed };

  const lines = candidateLines(message, bank.tone, language, reading, intent).filter((l) => keepsRails(l, reading));
  const rule = (tip: string): LineRule => {
    const r = lineRule(fillAct(tip));
    if (found.case === "either_or" && act.kind === "question" && act.options) return { ...r, names: act.options };
    if (found.case === "plan_day" && day) return { ...r, names: [day] };
    return r;
  };
  const { tip, line } = tipAndLine(bank.tip, start, lines, rule);
  return { hiddenMeaning, expertTip: fillAct(tip), recommendedTone: bank.tone, patternInterrupt: line };
}

/** The offline Pattern Interrupt analysis of her message: a hedged reading, a tip, a tone and a line to send. */
export function analyseOffline(message: string): PatternInterruptAnalysis {
  const language = detectLanguage(message);
  const reading = readMessage(message);
  const c = classifyMessage(message);
  const found = actCase(reading);
  if (found) return analyseAct(message, reading, found, language, c.intent);

  const random = seededRandom(hashString(normalise(message)));
  const bank = READINGS[c.intent];
  const topic = TOPIC_NOUN[c.intent];
  const asked = c.askedHim && topic !== undefined;
  const focus = asked ? null : chooseDetail(c);
  const d = focus ? phrase(focus.detail) : undefined;

  let meaningPool: readonly string[] = bank.meaning;
  let tipPool: readonly string[] = bank.tip;
  if (asked) {
    meaningPool = ASKED_READING.meaning;
    tipPool = ASKED_READING.tip;
  } else if (focus) {
    meaningPool = focus.own ? bank.meaningDetail! : GENERIC_READING.meaningDetail;
    tipPool = focus.own && bank.tipDetail ? bank.tipDetail : GENERIC_READING.tipDetail;
  }

  const hiddenMeaning = fill(pick(meaningPool, random), { d, t: topic });
  const start = Math.floor(random() * tipPool.length);
  const recommendedTone = pick(TONE_BY_INTENT[c.intent], random);
  const lines = candidateLines(message, recommendedTone, language, reading, c.intent).filter((l) => keepsRails(l, reading));
  // Her detail as she wrote it, so a Hinglish line that names it counts too.
  const named = focus ? [focus.detail.en.replace(/^(?:the|a|an)\s+/i, ""), focus.detail.hi] : undefined;
  const rule = (tip: string): LineRule => {
    const r = lineRule(fill(tip, { d, t: topic }));
    return tip.includes("{d}") || tip.includes("{D}") ? { ...r, names: named } : r;
  };
  const { tip, line } = tipAndLine(tipPool, start, lines, rule);
  return { hiddenMeaning, expertTip: fill(tip, { d, t: topic }), recommendedTone, patternInterrupt: line };
}
