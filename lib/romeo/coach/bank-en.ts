// What Romeo, the offline dating coach, says (docs/architecture.md, "The AI layer"): a few answers per topic, written the way
// a warm, direct coach talks, with concrete steps and example lines he could send. Every answer keeps
// to the coach persona of lib/replies/prompt.ts: respectful, honest, never a tactic to manipulate or
// pressure anyone. Paragraphs are separated by a blank line; the chat panel shows them as written.

export type CoachTopic =
  | "openers"
  | "conversation_dying"
  | "slow_replies"
  | "double_texting"
  | "texting_frequency"
  | "asking_out"
  | "number"
  | "date_ideas"
  | "first_date"
  | "confidence"
  | "rejection"
  | "compliments"
  | "humour"
  | "profile"
  | "long_distance"
  | "she_busy"
  | "mixed_signals"
  | "red_flags"
  | "consent"
  | "interest"
  | "after_date"
  | "topics"
  | "hinglish"
  | "attraction"
  | "connection"
  | "manipulation"
  | "sexual"
  | "intentions"
  | "her_profile"
  | "silence_after_date"
  | "past_her_no";

export interface CoachAnswers {
  /** Two or three full answers to the topic, picked by a hash of the question. */
  answers: readonly string[];
  /** The next step when he follows up ("what if that doesn't work?", "and then?"). */
  followUp: string;
  /** Lines he could actually send, for "give me an example". */
  example: string;
}

/** Topics whose answer is a kind refusal with a respectful alternative. */
export const DECLINING_TOPICS: ReadonlySet<CoachTopic> = new Set(["manipulation", "sexual"]);

/**
 * Questions about getting past her no: the answer is the same on every engine (docs/reading.md), so
 * no model can be talked into a tactic for it.
 */
export const RAIL_TOPICS: ReadonlySet<CoachTopic> = new Set(["past_her_no"]);

export const COACH_ANSWERS: Record<CoachTopic, CoachAnswers> = {
  openers: {
    answers: [
      'The best first message is about her, not about you, and not about how she looks. Pick one specific thing from her profile (a photo, a line in her bio, a place) and ask a question about it that\'s easy and fun to answer.\n\nIf she\'s hiking in one photo: "Okay, that view is unreal. Where was that, and was the climb worth it?" It shows you actually looked, and it gives her something to talk about.\n\nSkip "hey" and "hi beautiful": they\'re easy to send and just as easy to ignore.',
      'Think of an opener as an invitation, not a performance. You don\'t need a clever line; you need something specific, light and easy to reply to.\n\nA simple formula: notice something, then ask. "You\'ve got a guitar in your third photo. Are you the play-at-parties type or the secretly-brilliant-in-your-room type?" Keep it to one or two lines. If her profile is nearly empty, a playful either/or works: "Important question before anything else: chai or coffee?"',
      "Openers work when they feel like the start of a real conversation. Spend thirty seconds on her profile, find the thing she probably enjoys talking about, and ask about that.\n\nAvoid copy-paste lines, and don't lead with her looks: everyone does, and it tells her nothing about you. A good test: if you could send your message to anyone, it's too generic. If only she could answer it, you're on the right track.",
    ],
    followUp:
      'If your first message gets no reply, that\'s normal and rarely personal: lots of people open the app once a week or have dozens of unread chats. You can send one light follow-up a day or two later, something new rather than "??": "Okay, second attempt: I still need your verdict on the best street food in town."\n\nIf that gets nothing either, let it go and put your energy into the conversations that are moving. Not everyone is looking at the same time, and that\'s all a silence usually means.',
    example:
      'Here are a few you could adapt to what\'s on her profile:\n\n"That photo at the beach looks like the best day. What\'s the story behind it?"\n\n"Your bio says you\'re a terrible cook. I need to know the worst thing you\'ve ever made."\n\n"Quick question before we go any further: mountains or beaches?"\n\nThe pattern is always the same: something specific to her, plus a question that\'s fun to answer.',
  },

  conversation_dying: {
    answers: [
      'A conversation usually dies because it turned into an interview: question, answer, question, answer. Fix it by giving more than you ask. Share a small opinion or story, then ask something that follows from it.\n\nInstead of "What do you do for fun?", try "I spent Sunday trying to make proper filter coffee and failed twice. What\'s your go-to lazy Sunday thing?" She gets something to react to and an easy way back in.',
      "When a chat goes flat, don't push harder on the same thread. Change the energy: a playful either/or, a callback to something she said earlier, or a light hypothetical. \"Settle something for me: is pineapple on pizza a crime or a personality?\"\n\nAnd if you've been texting for a week or more, a dying chat is often a sign it's time to suggest meeting. Conversations are easier over coffee than over a screen.",
      "Three habits keep a conversation alive: follow the thread she seems most excited about, answer questions with a little more than the minimum, and leave a hook at the end of your message.\n\nIt's also fine to let it rest. A chat that pauses for a day isn't dead, and coming back with something fresh (\"Saw a dog in a raincoat today and thought of your Bruno story\") often works better than forcing it.",
    ],
    followUp:
      "If you've tried a fresh topic and she's still giving short replies, send one easy invitation and then step back: \"I'm enjoying this, but texting isn't doing it justice. Coffee this week?\"\n\nIf she doesn't pick it up, let the conversation rest without guilt on either side. Low energy over text isn't a puzzle to solve; sometimes it's just not a match, and that's okay.",
    example:
      'Here\'s a reset you could send when things go quiet:\n\n"Okay, new rule: no more \'how was your day\'. Tell me the most random thing that happened to you this week."\n\nOr a callback: "Still thinking about your theory that dogs are better judges of people than humans. Evidence?" Both give her something specific and fun to answer, which is the whole trick.',
  },

  slow_replies: {
    answers: [
      "Slow replies are usually about her life, not about you. People get busy, tired or buried in notifications, and plenty of good people are simply slow texters.\n\nThe best response is to match her pace: don't fire off more messages to fill the silence, and don't punish her with a long wait of your own. When she replies, answer warmly and keep it easy to pick up.\n\nWhat tells you more than speed is effort: when her replies come, are they warm and engaged? That matters more than the timestamp.",
      'Being left on read stings, but try not to write a story around it. She may have opened it at work, meant to reply later and forgotten.\n\nGive it a day or two, then send one light, new message rather than a "hello??". Something like: "Okay, I\'ve been thinking about your restaurant recommendation, and I need the name." If that gets no answer either, it\'s a quiet no, and the kindest thing for both of you is to let it go.',
      "Ghosting hurts, and it's normal to feel a bit rejected. But it says more about how she handles endings (or how full her life is) than about your worth.\n\nDon't chase with a string of messages or ask her to explain herself. One friendly check-in is fine; after that, put your energy into people who are putting energy into you. The right person won't make you guess whether they want to talk.",
    ],
    followUp:
      "If she still doesn't answer after one friendly follow-up, that's your answer, and you don't need to send anything else. Skip the \"guess you're not interested\" message; it only makes the ending heavier.\n\nIf she comes back days later, you can simply pick up warmly, as if nothing happened. You're not waiting by the phone, you're just open to talking, and that's a good place to be.",
    example:
      'A good follow-up after a silence is new, light and easy to answer. For example:\n\n"Plot twist: I actually tried that café you mentioned. You were right about the cold coffee."\n\nOr simply: "Hope your week calmed down! You still owe me that story about the trek." No guilt, no "why didn\'t you reply", just a fresh reason to talk.',
  },

  double_texting: {
    answers: [
      "Double texting isn't a crime. One extra message after a gap is completely normal; what matters is what it says.\n\nA good double text brings something new: a callback, a link she'd enjoy, a light question. \"Also, I just remembered you said you've never had a proper dosa. This needs fixing.\" What you want to avoid is a chain of messages that only asks why she hasn't replied.\n\nA simple rule: one follow-up, then wait for her.",
      "Go ahead and send the second message if you have something to say. Waiting a set number of hours to look cool is a game, and it makes people feel distant, not attracted.\n\nJust make it easy to answer and free of pressure. If two messages in a row go unanswered, stop there: the ball is in her court, and that's okay.",
    ],
    followUp:
      "If your double text also goes unanswered, don't send a third. At that point silence is an answer, or at least a sign she has no room for this right now.\n\nIt's fine to feel a bit disappointed. Give it space, and if she comes back later, reply warmly. If she doesn't, reaching out wasn't a mistake; it just wasn't the right time or the right match.",
    example:
      "A natural double text might look like this, a day after your last message:\n\n\"Okay, I just walked past a place that sells twelve kinds of momos and immediately thought of your momo ranking. Verdict needed.\"\n\nIt's specific, it shows you remember her, and it doesn't mention the silence at all.",
  },

  texting_frequency: {
    answers: [
      "There's no magic number, so forget the three-day rule. Reply when you naturally would, at a pace that roughly matches hers. If she writes a couple of times a day, a couple of replies a day is right; if she sends ten quick messages in an evening, you can be quick too.\n\nWhat matters more is that each message is worth reading. Fewer, better messages beat constant check-ins.",
      "Text like someone with a life who's genuinely interested: regularly, warmly, without flooding her phone. Before you've met, a conversation a day or every other day is plenty, and the point of texting is to get to a date, not to replace one.\n\nIf you notice you're always the one starting the conversation and writing paragraphs to her single lines, ease off a little and see whether she steps in.",
      "Honestly, don't play timing games. Making her wait on purpose reads as disinterest, and it's exhausting for both of you.\n\nReply when it suits you and keep roughly to her rhythm. After a date, a short message the same evening or the next day is perfect: \"I had a great time tonight. Get home safe!\" Clear and warm beats calculated every time.",
    ],
    followUp:
      "If you're unsure whether you're texting too much, look at the balance. Is she asking you questions too? Starting conversations sometimes? Then you're fine.\n\nIf it's all coming from you, the answer isn't to text more cleverly; it's to text a little less and make one clear offer to meet. Her response to that tells you everything.",
    example:
      'A simple rhythm that works for most people before a first date: one conversation a day, a few messages back and forth, and after three to five good exchanges, an invitation.\n\nFor example: "I\'m enjoying talking to you. Want to continue this over coffee on Saturday?" That one line does more than a week of good-morning texts.',
  },

  asking_out: {
    answers: [
      'Ask once the conversation has a bit of warmth, usually after a few good exchanges, not weeks. Be clear and specific: a vague "we should hang out sometime" is easy to dodge, while a concrete plan is easy to say yes to.\n\nTry: "I\'m really enjoying talking to you. Want to grab a coffee this Saturday afternoon? I know a good place near the park." Keep the first date short, public and low-pressure, and make it easy for her to suggest another time if Saturday doesn\'t work.',
      "The easiest bridge from the app to a date is something you've already talked about. If she loves momos, that's your date: \"Okay, we need to settle this momo debate in person. Thursday evening?\"\n\nConfidence here isn't about a clever line; it's about being direct and relaxed about the answer. If she says yes, lock in the day and the place. If she says she's busy, ask once whether another day works, and then let her lead.",
      'A good invitation has three parts: a reason ("I like talking to you"), a plan ("coffee on Sunday") and an easy out ("or another day if that suits you better"). That last part isn\'t weakness; it\'s respect, and it makes a yes more likely.\n\nDon\'t wait for the perfect moment. If you\'ve had a couple of days of good conversation, the moment is now.',
    ],
    followUp:
      'If she doesn\'t answer the invitation, give it a day and don\'t repeat the question straight away. If she comes back talking about something else, you can ask once more, lightly, later on; twice is the limit.\n\nIf she says "maybe" or "busy this week", respond warmly and hand her the next step: "No stress! Let me know when things calm down, I\'d love to." A yes that\'s freely given is the only one worth having.',
    example:
      "Here's one you could send, adjusted to your chat:\n\n\"I have to say, this is the most fun I've had texting in a while. Want to grab a coffee on Saturday? There's a place near the lake with great cold brew.\"\n\nAnd if you've been talking about food: \"We clearly need to settle the biryani debate in person. Friday dinner?\" Specific, warm and easy to answer.",
  },

  number: {
    answers: [
      "Ask for her number when you've got a good rhythm going, or as part of setting up a date, when it's practical rather than a trophy: \"Easier to sort out Saturday on WhatsApp? Here's mine, no pressure.\"\n\nOffering yours first is a nice touch because it leaves her in control. If she'd rather stay on the app until you've met, that's completely reasonable; plenty of women do that for safety, and it says nothing about her interest.",
      'Keep it light and give a reason. "I\'m terrible at checking this app. Want to switch to WhatsApp?" works, and so does asking while you\'re making a plan.\n\nIf she says she prefers to chat here for now, say "Of course!" and carry on warmly. Pushing for a number is one of the quickest ways to make someone uncomfortable, and respecting her pace builds trust.',
    ],
    followUp:
      "If she hasn't shared her number, don't ask again straight away. Keep the conversation good and set up the date on the app; you can swap numbers when you meet, if it feels natural.\n\nAnd if she does give it, send a short first message so she knows who it is, something like \"Hey, it's me from the app, the one with the strong chai opinions 🙂\".",
    example:
      'A few easy ways to ask:\n\n"I\'m enjoying this. Want to move to WhatsApp? Here\'s my number, no pressure."\n\n"Let\'s sort out Saturday somewhere easier than this app. Shall I give you my number?"\n\nBoth put her in control, which is exactly what makes them comfortable to say yes to.',
  },

  date_ideas: {
    answers: [
      "For a first date, choose something short, public and easy to talk through: coffee, a walk with ice cream, a bookshop café, a food market. Ninety minutes that leave you both wanting more beat a five-hour marathon.\n\nThe best ideas come from your chats. If she mentioned loving street food, a street-food walk is perfect; if she's into books, coffee and a browse in a bookshop. It shows you were listening, which is attractive in itself.",
      'Good first dates give you something to do and room to talk. Think mini golf, a market, a casual gallery, a chai-and-pakora spot or a walk along the water. Avoid the cinema (you can\'t talk) and very expensive dinners (too much pressure).\n\nSuggest one concrete plan with a day and time, and be open to her tweaking it: "How about coffee and a walk by the lake on Sunday around five?"',
      "Pick a place you know, so you're relaxed: a café with decent seating, not too loud, easy for her to get to. Daytime or early evening works well for a first meeting, and it gives her an easy way to head home or keep going.\n\nA small creative touch can make it memorable, like trying a dessert neither of you has had, or a 'best chai in the area' mini tour. Keep it simple; the goal is good conversation, not a production.",
    ],
    followUp:
      "If she suggests a different plan, go with it happily: she's telling you what she's comfortable with. If she's vague about the day, offer two concrete options and let her choose.\n\nThe day before, a short confirmation is considerate: \"Still on for tomorrow at 5? Looking forward to it.\" Then show up on time, and the rest is just conversation.",
    example:
      'A few first-date ideas you can send as a ready plan:\n\n"Coffee and a walk by the lake on Sunday afternoon?"\n\n"There\'s a food market on Saturday evening. Want to go and try the strangest thing on the menu?"\n\n"Bookshop café on Thursday: we each pick a book for the other in ten minutes."\n\nEach one is short, public and gives you something to laugh about.',
  },

  first_date: {
    answers: [
      "On a first date, your only job is to be good company: curious, relaxed and kind. Ask about things she's mentioned, share your own stories in return, and listen more than you perform.\n\nThe practical basics go a long way: be on time, put your phone away, be polite to the staff, and check she's comfortable with the place. Aim for an hour or two, and end it while it's still fun rather than when it's run out of steam.",
      'Treat it like meeting someone interesting, not like an exam. Start with something easy ("Did you find the place okay?"), then let the conversation follow what lights her up. Callbacks to your chats are great: "So, did your momo ranking survive the weekend?"\n\nOn paying: offering is a nice gesture, but if she\'d like to split, accept gracefully. At the end, if you enjoyed it, say so plainly: "I had a really good time. I\'d love to do this again."',
      "Nerves are normal on a first date, for both of you. Remind yourself that you're finding out whether you like her too, not just auditioning.\n\nDress a step smarter than everyday, but comfortably. Ask open questions, notice how she responds, and respect her signals: if she seems ready to wrap up, walk her out warmly. If there's chemistry and you'd like to see her again, the end of the date is a good moment to say so.",
    ],
    followUp:
      "At the end of the date, keep it simple: thank her, say you enjoyed it if you did, and make sure she gets home safely, whether that's walking her to a cab or a quick \"let me know you got home okay\".\n\nDon't go in for a kiss or a long hug unless her signals are clearly warm and mutual; a friendly goodbye is always a good ending. Then send a short message that evening.",
    example:
      'A few easy lines for the date itself:\n\n"Okay, you have to tell me the full story of that trek now."\n\n"What\'s something you\'re weirdly good at?"\n\nAnd at the end: "I had a really good time tonight. Can I take you out again next week?" Simple, warm and honest is what works.',
  },

  confidence: {
    answers: [
      "Nerves mean you care, and that's not a flaw. Confidence isn't feeling no fear; it's acting kindly and clearly while a bit nervous.\n\nA few things genuinely help: prepare two or three questions you're curious about, breathe slowly before you walk in or hit send, and focus on her rather than on how you're coming across. Attention on the other person is the fastest cure for self-consciousness.\n\nAnd remember, she's probably a little nervous too.",
      "Real confidence comes from a life you like and from keeping small promises to yourself: the gym session, the hobby, the friends you make time for. That carries into texting and dates without any tricks.\n\nIn the moment, slow down. Short, clear messages read as confident; long, over-explained ones read as anxious. Say what you mean, ask what you want to know, and let her answer be whatever it is.",
      "Overthinking usually comes from treating every message as a test you can fail. Try reframing it: you're not trying to win her over; you're finding out whether you two enjoy each other.\n\nGive yourself permission to be a bit awkward. A little awkwardness owned with a smile (\"I rehearsed a smoother opening than this\") is charming. What isn't charming is pretending to be someone you're not.",
    ],
    followUp:
      "If the nerves still feel big, practise in low-stakes places: chat with a barista, ask a stranger for a recommendation, join a class where talking is part of it. Confidence is built by small repetitions, not by one big moment.\n\nAnd if anxiety is affecting your life beyond dating, talking to a counsellor is a strong move, not a weak one.",
    example:
      "Here's an honest, confident line if you're nervous before a date:\n\n\"Fair warning, I'm a bit nervous, which I'm choosing to take as a sign I'm looking forward to this.\"\n\nOwning it lightly takes the pressure off both of you. A simple pre-date routine helps too: a short walk, three slow breaths, and one question you're genuinely curious to ask her.",
  },

  rejection: {
    answers: [
      "A no hurts, and it's okay to feel that. But it's not a verdict on your worth; it's information about fit. She's one person with her own reasons, most of which have nothing to do with you.\n\nThe best reply is short and gracious: \"No worries at all, thanks for being honest. Take care!\" Then really let it go: no arguing, no asking why, no trying again next week. Handling a no well is one of the most attractive things a man can do, even if she never sees the rest.",
      "Rejection is part of dating for everyone, including the people who look like they never get turned down. The trick is to keep it in proportion: a no to one date isn't a no to you as a person.\n\nRespect her answer fully, give yourself a day to feel a bit flat, and then turn back to your life and the other conversations you've got going. If you notice a pattern over many rejections, it's worth looking at calmly (your photos, or how you ask), but one no is just one no.",
      "If she's said she only sees you as a friend, believe her. Staying close while secretly hoping she'll change her mind isn't fair to either of you.\n\nDecide honestly whether you can be a real friend. If you can't, it's okay to step back kindly: \"I'm glad you told me. I think I need a bit of space, but I wish you the best.\" That's not bitterness; it's looking after yourself.",
    ],
    followUp:
      "What comes next is simple: give it a little space, then keep living your life. See friends, do the things you enjoy, and go back to the apps when you feel like it, not to prove something.\n\nDon't send a follow-up asking where it went wrong. If she ever wants to reconnect, she knows where to find you; your job isn't to keep the door propped open.",
    example:
      'Here\'s a reply to a no that you\'ll never regret sending:\n\n"Totally understand, thanks for being upfront. Wishing you all the best!"\n\nThat\'s it. No "can I ask why?", no "you\'ll regret it". It closes the chapter with your dignity intact and leaves a good memory behind.',
  },

  compliments: {
    answers: [
      "The best compliments are specific and about something she chose: her taste, her humour, how she tells a story, a photo where she's clearly having fun. \"You tell stories like someone who's been the fun one in the group since school\" lands much better than a line about her looks.\n\nKeep early compliments light and occasional so they mean something. And when she compliments you, accept it with a thank-you rather than deflecting.",
      "Compliments on her looks aren't forbidden, but they're what everyone sends, so they blur together. If you want to say she looks great, keep it warm and respectful (\"That's a lovely smile\") rather than physical or intense.\n\nEven better, compliment something that says who she is: \"I love how excited you get about terrible movies.\" It tells her you're paying attention to the person, not just the photos.",
    ],
    followUp:
      "If a compliment seems to make her uncomfortable, or she goes a bit quiet, don't double down. Switch back to easy conversation and keep compliments rarer and lighter.\n\nAnd avoid the backhanded kind entirely. \"You're pretty for someone who…\" isn't playful; it's a put-down, and it lands that way.",
    example:
      'A few compliments that work because they\'re specific:\n\n"You have the best taste in music I\'ve come across on this app."\n\n"I like how you explain things. It\'s like you\'re telling a story instead of answering a question."\n\n"That photo of you laughing on the beach is the best one. You look like you\'re having the time of your life."',
  },

  humour: {
    answers: [
      "You don't need to be a comedian; you need to be playful. Most humour in texting comes from noticing something and exaggerating it a little: \"You've been to three beaches this month. Are you secretly a professional beach reviewer?\"\n\nTease gently, and never about things people can't change, like looks, weight or family. The best teasing feels like you're on the same team, laughing together.",
      "Humour builds on what she says. Callbacks are gold: if she mentioned burning her toast on Monday, on Thursday you can ask \"How's the toast situation? Any survivors?\"\n\nLaugh at yourself more than at her, keep it short (a joke that needs explaining isn't worth sending), and let her be funny too. Reacting warmly to her jokes is half of being good at banter.",
    ],
    followUp:
      'If a joke falls flat, don\'t explain it or apologise at length. A quick "okay, that was funnier in my head 😅" is charming and moves things on.\n\nAnd read her style: some people love sarcastic back-and-forth, others prefer silly and warm. Match the kind of humour she enjoys, not the kind that wins arguments with your friends.',
    example:
      'A few playful lines you could adapt:\n\n"I\'ve decided you\'re now my official food advisor. The position is unpaid, but the snacks are good."\n\n"Be honest, how many plants have you accidentally killed? I\'m at four and counting."\n\n"Rate your cooking out of 10. I need to know whether I\'m being invited to dinner or warned away."',
  },

  profile: {
    answers: [
      "Your photos do most of the work, so make them clear and recent. Aim for four to six: one clear, smiling face shot in good light, one full-length, and a few that show your life (a hobby, travel, friends) where you're clearly the focus.\n\nSkip group shots where she has to guess which one is you, sunglasses in every picture, and car selfies. Ask a female friend which ones she'd swipe on; she'll be honest.",
      "A good bio gives her something to start a conversation with. Two or three specific lines beat a list of adjectives: \"Makes a serious masala chai. Currently losing a long battle with a sourdough starter. Looking for someone to try every momo place in the city with.\"\n\nBe honest about what you're looking for and keep it positive; a list of what you don't want reads as bitter. Use the prompts to show humour and warmth, not to be mysterious.",
      "If you're getting few matches, look at your first photo first: it's what most people decide on. Natural light, a genuine smile, your face clearly visible and no one else in the shot.\n\nThen check that the profile as a whole says something specific about you: an interest, a sense of humour, what a weekend looks like. People swipe on someone they can imagine talking to.",
    ],
    followUp:
      "Once you've updated your profile, give it a week or two before judging, and change one thing at a time so you know what made the difference.\n\nAnd keep it honest: recent photos, your real height, your real job. Looking great in photos means nothing if the first date starts with her feeling misled.",
    example:
      "Here's a sample bio you could make your own:\n\n\"Weekdays: product manager who overuses sticky notes. Weekends: hunting for the best biryani in town and losing at badminton. Tell me your most controversial food opinion.\"\n\nIt's specific, a little self-deprecating, and it ends with an easy opener for her.",
  },

  long_distance: {
    answers: [
      "Long distance can work, but it needs more intention, not more texting. Agree on a rhythm that suits you both (a proper call a few times a week often beats constant messaging) and keep something on the calendar: the next visit is what keeps it feeling real.\n\nTalk honestly, early, about whether either of you could move eventually. Feelings travel well over distance; uncertainty doesn't.",
      "If you've just matched with someone far away, be open about it from the start and see how it feels to talk. Video calls help a lot: you learn more in twenty minutes of video than in a week of texts.\n\nMake the distance a shared project rather than a problem: watch the same film at the same time, cook the same recipe on a call, plan the first visit together. And keep your own life full where you are; it makes you better company, not worse.",
    ],
    followUp:
      "If the distance starts to feel heavy, say so kindly rather than going quiet. \"I miss you, and I'd love to talk about when we can see each other next\" opens a real conversation.\n\nTrust is the backbone here, so don't check up on her or ask for constant proof of where she is. If it isn't working for one of you, it's better to be honest than to let it fade.",
    example:
      'A warm long-distance message that isn\'t just "miss you":\n\n"Found a café here that would be perfect for us when you visit. I\'ve already decided what you\'re ordering."\n\nOr a plan: "Movie night on Friday? Same film, same time, you bring the popcorn on your side." It makes the distance feel shared.',
  },

  she_busy: {
    answers: [
      "Busy is real: exams, work crunches, family things. The question is whether she's busy but engaged, or using busy as a polite way of saying no.\n\nBusy-but-interested usually comes with warmth and an alternative: \"This week's crazy, but next weekend?\" If that's what you're getting, be patient and make plans easy for her. If every invitation gets a \"busy\" with no other suggestion, take the hint gently and let her come to you.",
      "When she's busy, make it easy: shorter messages, no pressure to reply quickly, and a flexible invitation. \"No rush at all. When things calm down, I'd love to take you for coffee, even a quick one.\"\n\nThen genuinely step back and let her reach out. If she's interested, she will; if she doesn't, you've lost nothing and kept your dignity.",
    ],
    followUp:
      "If she cancels or postpones more than twice without suggesting another time herself, it's kind to both of you to stop asking. Leave it warm: \"Sounds like a busy stretch. Give me a shout whenever you'd like to meet.\"\n\nThen the ball is in her court, and you leave it there. Someone who wants to see you will make a little room, even in a busy life.",
    example:
      "Here's an easy, no-pressure message for when she's swamped:\n\n\"Sounds like a huge week, good luck with it all! Coffee's on me whenever you're free, no rush.\"\n\nIt's supportive, it keeps the door open, and it doesn't ask her to manage your feelings on top of everything else.",
  },

  mixed_signals: {
    answers: [
      "Mixed signals usually mean mixed feelings or a busy life rather than a game. She may like you and be unsure, or she may be talking to a few people and working out what she wants.\n\nYou don't have to decode her. Make one clear, friendly move, like an invitation to meet, and let her answer tell you where things stand. Clarity is kinder than guessing, for both of you.",
      "When someone is warm one day and distant the next, watch the overall pattern rather than single messages. Does she make plans, ask you questions, follow up? Or does the warmth only show up when you pull back?\n\nIf you're confused, it's okay to ask simply and without pressure: \"I enjoy talking to you. Are you up for meeting, or would you rather keep it chatty for now?\" Whatever she says, take it at face value.",
    ],
    followUp:
      "If she stays hot and cold after you've been clear, that's information too. You deserve someone who's glad to talk to you most of the time, not someone you have to analyse.\n\nYou can step back kindly and without drama: reply when she reaches out, stop chasing, and keep your energy for conversations that feel mutual.",
    example:
      "A calm, clear message for mixed signals:\n\n\"I really enjoy our chats, and I'd love to meet you. If you're not feeling it, that's totally okay too, just let me know.\"\n\nIt's honest, it takes the pressure off, and it gives her an easy way to say either yes or no.",
  },

  red_flags: {
    answers: [
      "Trust the feeling when something's off. Common red flags early on: she asks for money or gift cards (a scam, every time), refuses to video call after weeks of chatting, pushes to move off the app very fast, or her story keeps changing.\n\nIn behaviour, watch how someone treats you when things don't go their way: contempt, constant put-downs, or pressure to do things you're not comfortable with. Noticing a red flag isn't paranoia; leaving when you see one is self-respect.",
      "Red flags work both ways, so it's worth knowing what makes women uneasy too: pushing for personal details, sulking when she's slow to reply, or getting possessive early.\n\nOn her side, watch for money requests, someone who won't meet or video call after a long time, love-bombing (huge declarations in the first week), or disrespect to you or others. Green flags matter just as much: consistency, curiosity about you, and plans that actually happen.",
    ],
    followUp:
      "If you spot a serious red flag, like a request for money or a threat, stop replying and report the profile on the app. You don't owe a scammer an explanation.\n\nFor softer flags, it's fine to pause and watch: one off moment is human, a pattern is information. You're always allowed to step away from something that makes you uneasy.",
    example:
      'If something feels off and you want to check gently, a simple line works:\n\n"Before we meet, want to do a quick video call? I like to put a voice to the name."\n\nSomeone genuine will usually say yes or suggest a time. Someone who keeps dodging it after weeks is telling you something.',
  },

  consent: {
    answers: [
      "Consent is simple at heart: you both want what's happening, and either of you can change your mind at any time. It applies to everything, from holding hands to a kiss to how personal the texting gets.\n\nIn practice, read her signals and check in when you're unsure. \"Can I kiss you?\" asked warmly isn't awkward; it's respectful, and many women find it attractive. If she hesitates, pulls back or goes quiet, that's a no for now, and you take it gracefully.",
      "Boundaries show up early in texting too. If she changes the subject, skips a personal question or says she's not comfortable with something, follow her lead without sulking or asking why.\n\nRespecting a small boundary builds trust fast, and trust is the foundation of real attraction. Never try to talk someone into something, and never treat a no, or a quiet maybe, as something to work around.",
      'There\'s no right date number for a first kiss or holding hands; there\'s only the right moment for both of you. Good signs are warmth that comes from her too: she leans in, holds eye contact, lingers at the goodbye.\n\nIf you\'re not sure, ask softly: "Can I kiss you?" A yes feels better for both of you when it\'s spoken, and a "not yet" is easy to take with a smile: "Of course. I had a great time tonight." Going slower than you\'d like never ruins a good connection; pushing can.',
    ],
    followUp:
      "If you're not sure whether she wants something, ask, and make it easy to say no: \"Would you like to…? Totally fine if not.\" Then accept whatever she says, warmly.\n\nAnd if alcohol is involved, slow down. Someone who isn't clear-headed can't give a clear yes, and a respectful man waits for a moment when she can.",
    example:
      'A respectful way to check in at the end of a great date:\n\n"I\'d really like to kiss you. Is that okay?"\n\nAnd a respectful reply if she says no or not yet: "Of course. I had a lovely time tonight." Simple, warm and free of pressure.',
  },

  interest: {
    answers: [
      "The clearest signs she's interested are effort and curiosity: she asks you questions back, starts conversations sometimes, remembers things you said, and answers with more than a word. Saying yes to a plan, or suggesting one, is the strongest sign of all.\n\nSlow replies alone don't mean much; people are busy. Look at the pattern across a few days, not at one message.",
      "You'll learn more from one clear invitation than from a week of analysis. If you're unsure, suggest a specific plan: \"Coffee on Saturday?\" A yes, or \"not Saturday, but how about Sunday?\", means she's interested. A vague answer with no alternative usually means she isn't, or isn't yet.\n\nOn a date, interest looks like relaxed body language, lots of questions, easy laughter and no rush to leave.",
    ],
    followUp:
      "If the signs are mixed, don't try to decode every emoji. Make a clear, friendly offer and let her answer be the data. Whatever she says, you'll have a real answer instead of a theory.\n\nAnd if she's not interested, that's okay: it just means this wasn't your match, and you're free to find someone who's excited to talk to you.",
    example:
      "A simple test of interest that's also just a nice message:\n\n\"I'm enjoying this a lot. Want to grab a coffee this week?\"\n\nIf she says yes or suggests another day, she's interested. If she dodges twice, she's telling you kindly. Either way, you're no longer guessing.",
  },

  after_date: {
    answers: [
      'If you enjoyed the date, say so, the same evening or the next morning. No waiting games: "I had a really good time tonight. Hope you got home okay!" It\'s warm, confident and easy to reply to.\n\nIf you\'d like to see her again, ask within a day or two and build on the first date: "Round two? I still owe you that dessert we didn\'t have room for."',
      "After a good first date, keep the momentum without overdoing it: a thank-you message, a bit of normal chat, and a clear invitation to a second date within a few days.\n\nMake the second date a step more personal than the first: a longer plan, an activity you talked about, or a place that matches something she loves. And if the date didn't work for you, a kind, honest message beats disappearing: \"I enjoyed meeting you, but I didn't feel the spark. Wishing you the best.\"",
    ],
    followUp:
      "If she doesn't reply after the date, give it a day; she may be busy or simply slower to text. You can send one more light message, but no more.\n\nIf she replies warmly but sidesteps a second date, ask once more with a specific plan. If it's still vague, take it as a polite no and leave it kindly.",
    example:
      "A good post-date text:\n\n\"Thanks for tonight, I really enjoyed it. That story about your brother and the wedding cake is going to stay with me. Can I take you out again next week?\"\n\nIt's specific to your date, it's warm, and it asks clearly.",
  },

  topics: {
    answers: [
      'The best topics are the ones she\'s already given you: her photos, her bio, anything she mentioned in passing. Start there and let curiosity lead.\n\nBeyond that, easy winners are food, travel stories, weekend rituals, music, funny childhood stories and small everyday opinions ("Is breakfast for dinner acceptable?"). Save heavy topics like exes, politics or money until you know each other better, and share as much as you ask.',
      'Think stories, not facts. Instead of "What do you do?", ask "What\'s the best part of your job that nobody expects?" Instead of "Do you like travelling?", ask "What\'s the best thing you\'ve eaten on a trip?"\n\nQuestions that invite a story get longer, warmer answers, and they give you plenty to follow up on. Add your own story in return so it feels like a conversation, not an interview.',
      "Good conversation moves between light and a little deeper. Start light (food, music, weekends), and when it's flowing, go a layer down: what she's looking forward to this year, what she'd do with a free month, what she loved as a kid.\n\nListen for what makes her messages longer and more excited; that's the thread to follow.",
    ],
    followUp:
      'Once you\'ve covered the easy topics, try playful hypotheticals: "If you had to run a café, what would be on the menu?" or "Which fictional character would be your best friend?"\n\nAnd remember that the point of texting is to get to know each other well enough to want to meet. Once you\'ve got a few good threads going, suggest continuing in person.',
    example:
      'A few questions that tend to get great answers:\n\n"What\'s something you\'re unreasonably good at?"\n\n"What\'s your ideal lazy Sunday, hour by hour?"\n\n"What\'s a small thing that instantly makes your day better?"\n\n"What were you obsessed with when you were ten?"',
  },

  hinglish: {
    answers: [
      'Texting in Hinglish works beautifully when she does it too; it feels warm and familiar. Follow her lead: if she writes "kya kar rahi ho" style, mix in Hindi naturally, and if she writes in English, stay mostly in English.\n\nKeep to the Latin script unless she uses Devanagari, and avoid very formal Hindi, which reads stiff. "Haha sach mein? Kaunsi movie thi?" sounds like a real person texting, and that\'s the goal.',
      "Use 'tum' rather than 'aap' once you're chatting comfortably (it's warmer), but if she uses 'aap', match her for a while. Keep the Hinglish playful rather than filmi: lines that sound like movie dialogue tend to come across as cheesy.\n\nA natural mix might be: \"Weekend pe kya plan hai? Main toh finally woh naya café try karne wala hoon.\" Simple, easy, and it invites her to answer.",
    ],
    followUp:
      "If you're not confident in your Hindi, don't force it; a mostly English message with a little 'yaar' or 'achha' is completely natural. What matters is matching her energy, not her vocabulary.\n\nAnd if she switches languages mid-chat, switch with her. It's a quiet signal that you're paying attention.",
    example:
      'A few natural Hinglish lines:\n\n"Haha sach mein? Ab toh poori story sunni padegi."\n\n"Chai ya coffee? Isi se decide hoga hum kitne compatible hain."\n\n"Kal shaam free ho? Ek café hai jahan ki cold coffee famous hai."',
  },

  attraction: {
    answers: [
      "Attraction isn't a trick you pull on someone; it's what happens when two people enjoy each other's company. What you control is being someone worth knowing: looking after yourself, having things you're excited about, and being kind and direct.\n\nIn conversation, curiosity is the most attractive thing most men underuse. Ask real questions, remember the answers, and share your own life honestly. People are drawn to those who make them feel seen.",
      "The psychology is less mysterious than the internet makes it sound. People tend to like those who openly like them (without desperation), who are comfortable in their own skin, and who make time together feel easy and fun.\n\nSo be clear about your interest, keep your own life full, and don't play games to look 'high value'. Confidence plus warmth is the combination that works, on the apps and off.",
      "Chemistry can't be forced, but you can give it room. Meet sooner rather than after weeks of texting, choose plans where you both relax, and be present: phone away, eyes up, genuinely listening.\n\nIf the spark isn't there for her, that's not a failure to fix with better technique. It just means you keep going until you meet someone where it flows both ways.",
    ],
    followUp:
      "If you want to work on yourself, pick one thing at a time: a fitness habit, a hobby you can talk about with enthusiasm, a wardrobe update, or getting better at listening. Small, real changes show up in how you carry yourself.\n\nAnd measure success by whether you enjoy dating more, not by whether any one person says yes.",
    example:
      "Attraction often starts with a message that shows curiosity and a bit of personality, like:\n\n\"You said you've been learning pottery. I need to know: masterpiece, or a very expensive bowl for keys?\"\n\nIt's playful, it shows you read her profile, and it invites her to tell a story. That's the real technique: attention, warmth and a little humour.",
  },

  connection: {
    answers: [
      "Connection grows from small moments of honesty, matched on both sides. When she shares something personal, respond to it properly before moving on, and share something real of your own in return.\n\nTry moving one step past small talk with a question like \"What's something you're proud of that nobody asks you about?\" Then really listen. The follow-up question is where the connection happens.",
      'The fastest way to build a real bond is to be consistently present: reply thoughtfully, remember what she tells you, and follow up on it later ("How did the presentation go?"). That kind of attention makes people feel valued.\n\nAnd let a little vulnerability in. You don\'t need to tell your life story, but admitting what makes you nervous or excited makes it easier for her to open up too.',
    ],
    followUp:
      "Don't rush depth. If she keeps things light, enjoy the lightness; trust builds over time and over real meetings, not by pushing for big conversations early.\n\nIn person, connection often comes from doing something together: cooking, walking, trying something new. Shared experiences give you stories that belong to both of you.",
    example:
      "A question that often opens a real conversation:\n\n\"What's something you used to believe about yourself that turned out not to be true?\"\n\nOr lighter: \"What's a small thing that makes you really happy that most people wouldn't guess?\" Share your own answer too; that's what turns a question into a connection.",
  },

  manipulation: {
    answers: [
      "I'm going to pass on that one, and not to lecture you: tactics like negging, making her jealous or playing mind games can get a reaction, but they damage trust and attract exactly the kind of dynamic you don't want. They also aren't fair to her.\n\nHere's what works better and lasts: be clear about your interest, be good company, and make plans. If you want her attention, earn it with curiosity and humour. Tell me what's going on in the conversation and I'll help you with an honest move.",
      "That's not something I'll coach, because anything built on pressure or tricks falls apart as soon as she sees it, and she usually does. A woman who's into you doesn't need to be manipulated, and one who isn't can't be, not in any way worth having.\n\nThe respectful alternative is also the confident one: say what you want, ask her clearly, and accept her answer. If you tell me where things stand with her, I'll help you write something genuine.",
    ],
    followUp:
      "If what you really want is for her to notice you more, the honest route is simple: tell her specifically what you enjoy about talking to her, and ask her out clearly. \"I really enjoy our chats. Want to grab a coffee this week?\"\n\nIf she says no or goes quiet, that's her answer, and no technique changes it. Put your energy into someone who's excited to talk to you.",
    example:
      "Instead of a tactic, try a sincere line that still has confidence in it:\n\n\"I'll be honest, I like talking to you more than I expected to. Coffee on Saturday?\"\n\nIt's direct, it's warm, and it gives her a real choice. That's more attractive than any game.",
  },

  sexual: {
    answers: [
      "I keep my coaching respectful, so I won't help with explicit messages or with pushing things physically. Anything in that direction has to come from both of you, freely, once there's real trust and comfort.\n\nIf you're asking how to talk about intimacy: not in early texts or on a first date unless she brings it up, and later openly, kindly and at a pace you're both comfortable with. What I can really help with is what leads there: connection, good dates and reading her signals with respect.",
      "That's outside what I'll coach. Sending or asking for explicit content, or steering a chat that way, makes most women uncomfortable and can get you reported and banned.\n\nIf you're asking about intimacy in a relationship, the honest answer is communication and consent: talk openly, go at the pace you're both comfortable with, and check in. For dating and texting, I'm glad to help you build the kind of connection that makes closeness natural.",
    ],
    followUp:
      "The respectful path is slower, and that's the point: let closeness follow trust, and let her set the pace as much as you do. If you're not sure what she's comfortable with, ask, and accept the answer warmly.\n\nIn the meantime, put your effort into great conversation and a good date. That's where real chemistry comes from.",
    example:
      'Instead of anything explicit, a warm, flirty message that respects her:\n\n"I keep thinking about how much I laughed on Saturday. When can I see you again?"\n\nIt tells her you\'re interested, clearly and kindly, and leaves the pace to both of you.',
  },

  past_her_no: {
    answers: [
      "I'll be straight with you, because I'm on your side: when she's said no, asked you to stop, or told you she's with someone, there's no move that changes it, and looking for one is where good men end up making someone uncomfortable. Her answer is the answer.\n\nSo don't message again to persuade her, ask why, or try a different angle next week. If you haven't replied yet, one short, kind line closes it well: \"Understood, thanks for telling me. Take care.\" Then let it go, and put your energy into someone who's excited to talk to you.",
      "There isn't a way to change her mind, and there shouldn't be: a no isn't a puzzle to solve or an opening offer. Respecting it fully, with no pressure, no games and no second attempt, is the only move that keeps your dignity and her trust.\n\nIt's normal to feel disappointed, even a bit stung. Let yourself feel it, talk to a friend, and then turn back to your own life and the other people you're meeting. If she ever changes her mind, that has to come from her, not from anything you do.",
    ],
    followUp:
      "What next is simple, even if it isn't easy: nothing more to her. No follow-up, no \"just checking in\", no liking old photos or messaging from another app. If you've already replied, you're done.\n\nFor you: give it a few days, do something you enjoy, and when you feel like it, go back to the apps with fresh energy. How you handle a no says more about you than any opening line ever will.",
    example:
      'If you\'d like to answer her at all, this is the whole message:\n\n"Understood, thanks for being honest with me. Take care!"\n\nNo question, no "but", no "maybe someday". It respects her answer and closes the conversation kindly.',
  },

  intentions: {
    answers: [
      "Wanting different things isn't anyone's fault, and it's much better to find out now than three months in. The honest move is to say plainly what you're looking for, kindly and without pressure: \"I've really enjoyed talking to you. I should be upfront: I'm looking for something serious. What are you hoping for?\"\n\nThen believe her answer. If she wants something casual and you don't (or the other way round), don't try to talk her into your version, and don't pretend to want hers. Two people being clear with each other is a good outcome, even when it means going separate ways.",
      "Mismatched intentions are one of the most common reasons things fizzle, and the fix is a short, honest conversation rather than hoping it sorts itself out. Ask her, once you've chatted a bit, what she's looking for on the app, and tell her the same about you.\n\nIf you're on the same page, great. If you're not, you have two honest choices: accept what she's offering if it genuinely works for you, or step back kindly. What doesn't work is staying quiet and hoping she'll change, or changing yourself to fit.",
    ],
    followUp:
      "If she says she isn't sure yet, that's fair too: plenty of people don't know until they've met someone. Meet, enjoy it, and check in again after a few dates, honestly and without pressure.\n\nIf she's clear that she wants something different from you, thank her for the honesty and let it go kindly: \"I appreciate you being upfront. I'm after something different, so I'll step back, but I've enjoyed talking.\"",
    example:
      "An easy, honest way to bring it up:\n\n\"Before we get too far, I'd rather be upfront: I'm here looking for something real. No pressure at all, but what are you hoping to find on here?\"\n\nIt's clear about you, curious about her, and it leaves her completely free to answer honestly.",
  },

  her_profile: {
    answers: [
      "A profile with only photos and no bio isn't a dead end; the photos are the bio. Look for the one that tells a story: a place, a dog, a dish, a concert, a costume, a view. Ask about that one thing, specifically and lightly: \"Okay, the photo with the paint all over your hands: what were you making?\"\n\nSkip anything about her looks. With only photos to go on, almost every man comments on her face, so a question about what she's doing in the picture stands out immediately.",
      "When her profile is just pictures, read them the way you'd read a bio: where is she, what is she doing, who or what is with her? A beach, a mountain, a plate of food or a pet each give you an easy, specific question.\n\nIf the photos really say nothing (all selfies, no context), a playful either/or is a good opener: \"Important question, since your profile is keeping secrets: mountains or beaches?\" It's easy to answer and invites her to tell you more.",
    ],
    followUp:
      "If she answers briefly, that's fine: a bare profile often means someone who's private at first, not someone who isn't interested. Build on whatever she gives you, share a little about yourself, and keep your questions easy.\n\nIf several openers about her photos go nowhere, don't take it personally. Some people rarely open the app; put your effort where the conversation is moving.",
    example:
      'A few openers for a photos-only profile:\n\n"That sunset photo looks like the end of a very good day. Where was it?"\n\n"Your dog in the second photo looks like the real boss. What\'s their name?"\n\n"Your profile\'s a mystery, so I\'ll start simple: chai or coffee?"',
  },

  silence_after_date: {
    answers: [
      "Silence after a date stings, especially if you thought it went well. First, check your side: did you send a warm message afterwards? If not, do it now, simply: \"I really enjoyed meeting you. Hope your week's going well!\"\n\nIf you already did and she hasn't answered after a couple of days, you can send one more light message. After that, take the silence as her answer. It's not a reason to ask what went wrong or send a string of texts; it just means it wasn't a match for her, and that's allowed.",
      "A quiet day or two after a date often means nothing at all: work, family, or just being a slower texter. But if she hasn't replied to your thank-you message in several days, she's probably telling you, in the way many people do, that she isn't feeling it.\n\nThe best move is one friendly follow-up at most, then to let it go gracefully. Don't ask for feedback or an explanation. A kind exit keeps your dignity intact, and it leaves the door open if she was genuinely just busy.",
    ],
    followUp:
      "If she replies after a long gap, pick up warmly without making her explain the silence, and if you'd still like to see her, suggest a specific plan. If her reply is polite but vague, that's usually a soft no.\n\nIf she never replies, you don't need closure from her to move on. Think about what you enjoyed and what you'd do differently, then turn your attention to the next conversation.",
    example:
      'One light follow-up you could send, once:\n\n"Hey, I had a really good time the other day. No pressure, but I\'d love to do it again if you\'re up for it."\n\nIt\'s warm, it says what you want, and "no pressure" makes it easy for her to answer either way.',
  },
};

export const COACH_INTRO: readonly string[] = [
  "Hey, I'm Romeo, your dating coach. Ask me anything about dating apps and connection: what to send first, how to keep a conversation going, when and how to ask her out, first-date ideas, reading her signals, handling nerves or a no.\n\nTell me what's happening with her, or what you'd like to get better at, and we'll work it out together.",
  "Hi! Romeo here. I help with the whole journey: openers, texting that doesn't fizzle, moving from the app to a real date, first and second dates, confidence, and handling rejection with class.\n\nWhat's on your mind? The more specific you are (what she said, what you're unsure about), the more useful I can be.",
];

export const COACH_THANKS: readonly string[] = [
  "Anytime! Go be your genuine self, and come back whenever you want a second opinion.",
  "Happy to help. Good luck, and let me know how it goes!",
  "You're welcome! Clear, kind and curious wins every time. I'm here if anything else comes up.",
];

export const COACH_OUT_OF_SCOPE: readonly string[] = [
  "Honest answer: that's outside what I do. I'm Romeo, and I only coach on dating and conversations, so I'd probably get it wrong.\n\nAsk me about things like writing a first message, keeping a chat going, asking her out, first-date ideas or reading mixed signals, and I'm all yours.",
  "I'll be straight with you: I'm a dating coach, not a general assistant, so that one isn't for me. Where I can help is anything to do with dating and conversation: openers, texting, dates, confidence, rejection, or working out whether she's interested.\n\nWhat's going on in your dating life?",
];

export const COACH_FALLBACK: readonly string[] = [
  "Tell me a bit more so I can give you something useful. What's the situation: are you deciding what to send, trying to keep a chat alive, planning a date, or working out where you stand with her?\n\nIf you tell me what she said and what you're unsure about, I'll give you a clear next step, and an example line if you want one.",
  "I want to get this right for you, so give me a little more context. How long have you been talking, what was the last thing she said, and what are you hoping happens next?\n\nIn the meantime, the rule that fixes most situations: be clear, be kind, be curious about her, and when in doubt, suggest meeting up.",
];

/** When the question suggests she may be under 18: no coaching, only a clear, kind stop. */
export const COACH_MINOR =
  "I can't help with this one. I only coach on dating between adults, and if she may be under 18, please don't pursue anything romantic with her.\n\nIf you met her on a dating app, reporting the profile helps keep everyone safe. I'm happy to help with anything else about dating adults.";

/** When he says something that sounds like he may be in danger himself. */
export const COACH_SELF_HARM =
  "That sounds really heavy, and I'm glad you said it out loud. Dating can hurt a lot, but you matter far more than any match or any no.\n\nI'm only a dating coach, so please reach out to someone who can really be there: a friend or family member you trust, a local crisis line, or emergency services if you might be in danger. You don't have to carry this on your own.";

/** When the question is about threatening or hurting someone. */
export const COACH_THREAT =
  "I can't help with anything that threatens or harms someone. If you're angry or hurt, step away from the conversation for a while and talk it through with someone you trust.\n\nIf anyone is in danger, please contact local authorities. When you're ready, I'm glad to help you handle a rejection or a difficult conversation in a way you'll feel good about later.";

/** He quotes her message and it reads as bad news or grief (lib/romeo/coach/her-words.ts): care first. */
export const COACH_HER_BAD_NEWS: readonly string[] = [
  'What she told you is heavy, so the only job of your reply is to show you care. Keep it short and about her: "I\'m so sorry, that\'s awful. How are you holding up?" No advice unless she asks, no jokes, and no plans for now.\n\nThen let her set the pace. If she goes quiet for a few days, one gentle "thinking of you, no need to reply" is kind; more than that is pressure.',
  "Put the flirting and the plans on hold and just be a decent person: \"That's really hard, I'm sorry. I'm here if you want to talk, or if you'd rather think about anything else for a bit.\" Offering both lets her choose.\n\nDon't compare it to something that happened to you, and don't try to fix it. When she's ready to talk about lighter things, follow her lead.",
];
