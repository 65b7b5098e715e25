import type { LanguageId, ToneId } from "@/lib/plans";
import type { Intent } from "@/lib/reading/intents";

// What the offline Pattern Interrupt engine says (docs/reading.md, "Pattern Interrupt"): the hedged
// readings and tips per intent, the tone each intent suggests, the readings the shared reading decides
// (a no, a complaint, bad news, an either/or, a yes/no, a plan on her day, good news) and the fixed lines
// for a no. Hand-written data only, a bank: the logic that chooses among them is lib/pattern-interrupt/offline.ts.

export interface Reading {
  /** What a message of this intent may mean; each one hedges. */
  meaning: readonly string[];
  /** The same, built around a detail she mentioned (`{d}` mid-sentence). */
  meaningDetail?: readonly string[];
  tip: readonly string[];
  tipDetail?: readonly string[];
}

// A dozen readings a user of the premium card will see again and again: three per intent, so two
// greetings in a row rarely read word for word the same.
export const READINGS: Record<Intent, Reading> = {
  greeting: {
    meaning: [
      "She's opening the door and probably waiting to see whether you'll make this more interesting than the usual \"hey, how are you\". A simple hello usually means she's curious but not yet invested.",
      "She's likely testing the waters: a greeting costs her nothing and leaves you to set the energy. There's probably no hidden agenda, just an open invitation to show a bit of personality.",
      "She's said hello, which may be all the effort she had room for today, or a quiet sign she'd like you to lead. Either way it's an opening, not a verdict.",
    ],
    tip: [
      'Skip the autopilot "hey, how are you?": answer her hello with one specific, easy question she\'d actually enjoy answering.',
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
      'Give her one real, specific detail about yourself (what you did last weekend beats "I like travelling"), then turn it back to her with a question.',
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
      'Make your answer a tiny scene she can react to, and end with something better than "you?".',
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
      'She\'s sharing a piece of her day, and she likely wants you to engage with it rather than just say "nice".',
      "She may be venting, proud or both. Work talk is often where people show what they care about.",
    ],
    meaningDetail: [
      "She mentioned {d}, which probably matters to her right now. Asking about it shows you were actually listening.",
      "She brought up {d}; she may be nervous or excited about it and would likely appreciate someone noticing.",
    ],
    tip: [
      'Ask one curious, specific question about her work that isn\'t "so what do you do exactly?", and show you care how it went.',
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
      'Keep it playful and specific. A strong opinion on chai versus coffee is more fun than "nice, I like food too".',
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
      'A playful "where next?" works well: it lets you both dream a little without committing to anything.',
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
      'Make your answer specific: "brunch with my brother and a long walk" beats "not much".',
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
      'Avoid "haha yeah": add something new, like a short story, a question or a playful twist.',
      "Keep it short, curious and warm, and give her something easy to answer.",
    ],
  },
};

// Any detail the intent's own lines were not written for (a place in a greeting, a guessed name).
export const GENERIC_READING: Required<Pick<Reading, "meaningDetail" | "tipDetail">> = {
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
export const TOPIC_NOUN: Partial<Record<Intent, string>> = {
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

export const ASKED_READING: Pick<Reading, "meaning" | "tip"> = {
  meaning: [
    "She's asking you about {t}, which probably means she wants to picture your life outside the app.",
    "She's turning the question to you, so she's likely engaged and would like a real answer about {t}, not a polite one-liner.",
    "She's curious about you. A question about {t} may look small, but it's often how people check for common ground.",
  ],
  tip: [
    "Answer first with one specific, honest detail about {t} (a real example beats a general answer), then ask her the same.",
    "Give her a real answer about {t} with a small story in it, and leave her an easy question to answer back.",
    'Don\'t say "a bit of everything". Pick something specific about {t} and own it.',
  ],
};

export const TONE_BY_INTENT: Record<Intent, readonly ToneId[]> = {
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

// ---- Readings the shared reading decides --------------------------------------------------------

export type ActCase = "boundary" | "complaint" | "care" | "either_or" | "yes_no" | "plan_day" | "good_news";

interface ActReading {
  meaning: readonly string[];
  tip: readonly string[];
  tone: ToneId;
}

// {o}: her options ("beach or mountains"); {day}: her day as she said it.
export const ACT_READINGS: Record<ActCase, ActReading> = {
  boundary: {
    meaning: [
      "She's telling you clearly that she isn't interested or would like some space. That's most likely exactly what she means; there's no hidden invitation to read into it.",
    ],
    tip: [
      "Respect it: send a short, gracious reply and then let the conversation go. Don't argue, don't ask why and don't try to change her mind.",
    ],
    tone: "confident",
  },
  complaint: {
    meaning: [
      "She's probably upset about something you said or did, and she's telling you directly. She most likely wants an apology, not a defence or an explanation.",
    ],
    tip: [
      "Respect how she feels: apologise simply and sincerely, keep it short and give her space. Don't argue and don't ask for another chance.",
    ],
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
      'She\'s asking you to choose between {o}, which is probably less about the answer than about seeing some personality. She likely wants a real pick, not "both".',
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

// The kindest reply to a no is the same every time: short, gracious, final. Slowing down is not a
// goodbye, and a complaint gets an apology.
export const FIXED_LINES: Partial<Record<ActCase | "slow_down", Record<LanguageId, string>>> = {
  boundary: {
    en: "No worries at all, thanks for being upfront. Take care!",
    hi: "Koi baat nahi, honestly batane ke liye thanks. Take care!",
  },
  slow_down: {
    en: "Of course, no pressure at all. Thanks for telling me. Take care!",
    hi: "Bilkul, koi pressure nahi. Batane ke liye thanks. Take care!",
  },
  complaint: {
    en: "You're right, and I'm sorry. That wasn't okay of me. Take care.",
    hi: "Tum sahi ho, sorry. Mujhe aisa nahi karna chahiye tha. Take care.",
  },
};
