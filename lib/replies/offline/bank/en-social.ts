import type { SocialBank } from "@/lib/replies/offline/bank/types";

// English lines for the messages that are about the two of them rather than a topic: hellos,
// questions about him, plans, compliments, one-word and emoji replies, open questions, rough days,
// and the fallback. Claims about him stay generic so he can send them without inventing a life.

export const EN_SOCIAL: SocialBank = {
  greeting: {
    confident: {
      answer: [
        "Hey! Good to hear from you. How's your day treating you so far?",
        "Hey you. Doing well, better now. What's been the best part of your day?",
        "Hey! Nice to see your name pop up. What's new with you today?",
      ],
      tease: [
        "Hey! I was hoping you'd say hi first, so this is already going well.",
        "Hi! Fair warning, I'm much better at conversation than at opening lines.",
        "Hey! You just made my phone a lot more interesting.",
      ],
      forward: [
        "Hey! Let's skip the small talk: what's one thing you're excited about this week?",
        "Hey! I'd rather hear about your day over coffee, but text works for now. How's it going?",
        "Hi! Tell me the highlight of your day, and then I'll tell you mine.",
      ],
    },
    funny: {
      answer: [
        "Hey! Doing well, thanks. Rating my day a solid 7, room for improvement. You?",
        "Hi! You've officially improved my day by one text. How's yours going?",
        "Hello! Day's going fine, coffee is doing most of the work. How about you?",
      ],
      tease: [
        "Hey! Bold move texting first. I respect it.",
        "Hello! I practised a cool reply for this and then forgot all of it.",
        "Hey! I'd say something smooth, but I used up all my charm on my morning coffee.",
      ],
      forward: [
        "Hey! Quick, tell me something good that happened today. I'll try to top it.",
        "Hi! Okay, important question before we go on: chai or coffee?",
        "Hi! Rate your day out of 10. I'll tell you if it's a fair score.",
      ],
    },
    flirty: {
      answer: [
        "Hey you 😊 I'm good, even better now. How's your day been?",
        "Hi! I was just thinking this app needed more of you in it. How are you?",
        "Hi you. My day just got better. How's yours going?",
      ],
      tease: [
        "Hey! Took you long enough, I was starting to miss the notifications.",
        "Hello, trouble. What are you up to today?",
        "Hey! I had a feeling you'd text today 😉",
      ],
      forward: [
        "Hey! Texting is nice, but I have a feeling you're even more fun in person.",
        "Hi! Tell me one good thing about your day, and I'll owe you a coffee for it.",
        "Hey! I like talking to you. I'd like it even more over coffee.",
      ],
    },
    creative: {
      answer: [
        "Hey! Describe your day so far as a movie genre. Mine's a slow-burn comedy.",
        "Hi! Quick weather report on your mood: sunny, cloudy or chance of chaos?",
        "Hey! If your day were a pizza, what toppings would it have so far?",
      ],
      tease: [
        "Hey! New rule: every hello comes with one fun fact. You go first.",
        "Hello! I've decided this conversation needs a theme song. Suggestions?",
        "Hello! Today's challenge: make me laugh in five words or less. Go.",
      ],
      forward: [
        "Hey! Let's play a game: three questions each, no boring ones allowed. Ready?",
        "Hi! If today had a soundtrack, what song would be playing right now?",
        "Hey! Quick: one word for your day, one word for your mood. I'll go after you.",
      ],
    },
  },

  about_him: {
    confident: {
      answer: [
        "Honestly? I keep it simple: good people, good food and something new every weekend. What about you?",
        "Short version: I work hard, laugh easily and I'm always up for a good plan. Your turn.",
      ],
      tease: [
        "Depends. Do you want the resume version or the fun version?",
        "Careful, once I start talking about myself it's hard to stop. Ask me something specific.",
      ],
      forward: [
        "The honest answer takes a coffee. This week, maybe?",
        "Ask me anything, I'm an open book. But the good stories are better told over a drink.",
      ],
    },
    funny: {
      answer: [
        "Professionally? Adult. Unofficially? Snack critic and part-time overthinker. You?",
        "I'm basically a golden retriever with a job. Friendly, easily excited by food. What about you?",
      ],
      tease: [
        "Three words: mysterious, charming, questionable cook. Two of those are true.",
        "My mom would say 'a good boy', my friends would say 'always hungry'. You pick.",
      ],
      forward: [
        "I'd explain, but I've been told I'm way better in person. Want to test that theory?",
        "Short answer: fun. Long answer: needs snacks and a table for two.",
      ],
    },
    flirty: {
      answer: [
        "Curious about me already? I like that. Easygoing, loyal and always up for an adventure. Your turn 😉",
        "I'll tell you, but I'm keeping a few surprises for later. Ask me one specific thing.",
      ],
      tease: [
        "Interviewing me already? Fine, but I get to ask the next three questions.",
        "Ah, doing your homework on me. What's the verdict so far?",
      ],
      forward: [
        "Some things are better explained over coffee. Saturday?",
        "I'm more fun to figure out in person. Let me buy you a coffee and you can decide.",
      ],
    },
    creative: {
      answer: [
        "If I were a city, I'd be one with good food and late-night walks. What city would you be?",
        "Picture my life as a playlist: some upbeat tracks, a few slow ones, zero skips. What's on yours?",
      ],
      tease: [
        "Two truths and a lie about me, coming up. Guess the lie and I owe you a coffee. Deal?",
        "Ask me three yes-or-no questions and try to guess what I do. Go.",
      ],
      forward: [
        "Guess what I do in three tries. Get it right and dinner's on me.",
        "Let's each describe ourselves in exactly five words. Mine: curious, loyal, foodie, reliable, goofy.",
      ],
    },
  },

  up_to: {
    confident: {
      answer: [
        "Just wrapping up my day, and honestly this is the best part of it. What about you?",
        "Not much, taking it easy tonight. What are you up to?",
      ],
      tease: ["Texting a very interesting woman, apparently. You?", "Trying to think of a reply clever enough for you. How am I doing?"],
      forward: [
        "Nothing that can't be moved. Want to grab a coffee this week?",
        "Planning my weekend, and there might be room for you in it. What are you doing Saturday?",
      ],
    },
    funny: {
      answer: ["Professionally? Lying on the couch. You?", "Pretending to be productive. It's going great. What about you?"],
      tease: ["Debating whether to cook or order in. Help me decide?", "Waiting for your text, obviously. Kidding. Mostly."],
      forward: [
        "Nothing as fun as what I'd be doing if we were getting coffee. Just saying.",
        "I'm free enough to be talked into something fun. Ideas?",
      ],
    },
    flirty: {
      answer: [
        "Thinking about what to say to you, honestly 😊 What are you up to?",
        "Just got comfortable, and then you texted. Perfect timing. You?",
      ],
      tease: ["Why, were you hoping I was thinking about you?", "Wondering when you'd text. Now I know."],
      forward: ["Nothing that beats a coffee with you. When are you free?", "Free enough to take you out this week. Interested?"],
    },
    creative: {
      answer: [
        "Describe what you're doing in three emojis and I'll do the same. You first.",
        "Guess what I'm doing: three tries, and a hint: it involves a sofa.",
      ],
      tease: [
        "Right now? Running a very important experiment on how fast you reply.",
        "Deal: I'll tell you what I'm doing if you tell me the best thing that happened today.",
      ],
      forward: [
        "If we were hanging out right now, what would we be doing? Best answer wins a coffee.",
        "New idea: we each plan one hour of a perfect evening. You take 7 to 8.",
      ],
    },
  },

  plans: {
    confident: {
      answer: ["I'd like that. How does Saturday evening sound?", "Yes, let's do it. Are you more of a coffee person or a dinner person?"],
      tease: ["Look at you making plans. I'm in, just tell me when.", "Finally, someone decisive. I like it. When works for you?"],
      forward: [
        "Let's lock it in. Thursday or Saturday, whichever suits you, and I'll pick a good spot.",
        "Done. Send me a time that works and I'll sort out the place.",
      ],
      detail: [
        "{D} it is. You choose the day, I'll find the best spot in town.",
        "Perfect, I've been wanting good {d} for ages. Saturday work for you?",
      ],
    },
    funny: {
      answer: [
        "Yes! I'll clear my extremely busy schedule of watching reels. When works?",
        "Deal. I'll bring the conversation, you bring the good vibes. When?",
      ],
      tease: [
        "Wow, you asked first. I'll be telling my friends about this.",
        "Is this a date or a job interview? Either way, I'm showing up.",
      ],
      forward: ["Let's do it before one of us gets shy. Saturday?", "I'm in. Fair warning, I take dessert menus very seriously."],
      detail: ["{D}? You just said the magic word. Name the day.", "A plan involving {d}? Say less. When are we going?"],
    },
    flirty: {
      answer: ["I was hoping you'd say that 😊 When are you free?", "You read my mind. Pick a day and it's a date."],
      tease: ["Wanting to see me already? I'm flattered. I'm in.", "Careful, I might actually say yes. Oh wait, I just did. When?"],
      forward: ["Saturday evening, you and me, somewhere cozy. Sound good?", "Let's do it. I'll pick the place, you pick the day?"],
      detail: ["{D} with you sounds like a perfect evening. When?", "Only if we split dessert after the {d}."],
    },
    creative: {
      answer: [
        "Yes. Let's make it interesting: we each bring one surprise. When are you free?",
        "I'm in. Plan A: coffee. Plan B: a walk. Plan C: whatever you decide on the spot. Pick a day.",
      ],
      tease: [
        "Deal, on one condition: whoever laughs first pays for dessert.",
        "Agreed. We rate the evening out of 10 at the end, honest scores only.",
      ],
      forward: [
        "Let's do a mystery date: you pick the time, I pick the place, no spoilers.",
        "How about a tasting tour: three places, one dish each? When are you free?",
      ],
      detail: [
        "{D} taste-off: we each order one, swap halfway and pick a winner. When?",
        "Mission: find the best {d} in the city. You're my co-pilot. Saturday?",
      ],
    },
  },

  compliment: {
    confident: {
      answer: [
        "Thank you, that's nice to hear. I've been enjoying talking to you too.",
        "Appreciate that. You're pretty great yourself, and not just on your profile.",
      ],
      tease: ["I'll take it, and I'm keeping it in writing.", "Noted and saved. I'll remind you of it later 😄"],
      forward: [
        "Thank you. Now I'm curious what you'd say in person. Coffee this week?",
        "Glad you think so. Let's see if you still say it over coffee.",
      ],
    },
    funny: {
      answer: [
        "Thank you! I'll tell my mom, she'll be thrilled someone agrees.",
        "Stop, I'm blushing, which is hard to pull off over text.",
      ],
      tease: [
        "Careful, compliments like that go straight to my head. It's a small head, fills up fast.",
        "Thanks! Was it the smile or the carefully chosen photo angles?",
      ],
      forward: [
        "At this rate I'll have to take you out just to return the favour.",
        "Thank you. I now owe you a compliment and a coffee, in that order.",
      ],
    },
    flirty: {
      answer: [
        "That made me smile. You're not so bad yourself 😉",
        "Coming from you, that means a lot. You're kind of wonderful to talk to.",
      ],
      tease: ["Flattery will get you everywhere. Keep going.", "Oh, is that how it is? Careful, I might start liking you."],
      forward: [
        "You're sweet. I think you'll like me even more in person.",
        "Keep that up and I'll have to take you out to say thank you properly.",
      ],
    },
    creative: {
      answer: [
        "I'm adding that to my highlight reel. What's one thing you'd put in yours?",
        "That compliment just earned you a tiny trophy in my head. Acceptance speech pending.",
      ],
      tease: [
        "Plot twist: I was about to say the same about you.",
        "Compliment received. By the rules of the game you get one back: you have excellent taste.",
      ],
      forward: [
        "Let's trade: your favourite thing about my profile for my favourite thing about yours.",
        "New game: one honest compliment each, every day, until we meet. Your move tomorrow.",
      ],
    },
  },

  short: {
    confident: {
      answer: [
        "Ha. Okay, tell me something good that happened to you this week.",
        "Fair. So what's the highlight of your day so far?",
        "Fair enough. So tell me, what's keeping you busy these days?",
      ],
      tease: [
        "I'll take that as a yes, and move on to a better question: what's your perfect Sunday?",
        "Short and sweet. Let me make this more interesting: beach or mountains?",
        "Noted. Now give me something I can work with: best thing about your week?",
      ],
      forward: [
        "Texting can only do so much. Want to grab a coffee this week?",
        "Let's change the pace. What are you doing this weekend?",
        "We should probably continue this in person. Free this weekend?",
      ],
    },
    funny: {
      answer: [
        "I see we've reached the one-word stage. Quick, ask me something ridiculous.",
        "Noted. I'm choosing to read that with a lot of enthusiasm.",
        "I'm going to pretend that came with a big smile.",
      ],
      tease: [
        "I'll take that as a standing ovation.",
        "Short reply, but I'll allow it. Now tell me, tea or coffee person?",
        "Bold strategy, keeping me guessing. It's working.",
      ],
      forward: [
        "New topic before this chat falls asleep: best food you've had this month?",
        "Let's upgrade this chat: one fun fact about you, and I'll trade one back.",
        "Quick, pick one: pizza, biryani or momos. There's a right answer.",
      ],
    },
    flirty: {
      answer: [
        "Just that? You're keeping me on my toes 😉 Tell me something I don't know about you.",
        "A woman of few words. I'll ask then: how's your day been?",
        "Short replies from you still make me smile. What are you up to?",
      ],
      tease: [
        "Playing it cool, I see. Two can play that game.",
        "Is that all I get? I'll have to earn a longer reply then.",
        "Keeping it mysterious? I like a challenge 😉",
      ],
      forward: [
        "I have a feeling you're more talkative in person. Coffee this week?",
        "Texting clearly isn't doing us justice. Let's meet this week?",
        "Let's upgrade from texts. Coffee, you and me, this week?",
      ],
    },
    creative: {
      answer: [
        "Rapid fire: chai or coffee, beach or mountains, early bird or night owl? Go.",
        "Let's play: describe your day in three emojis and I'll guess the story.",
        "That reply gets a 'to be continued'. What's the next episode?",
      ],
      tease: [
        "I'm rating that reply a mysterious 8/10. Two more words and it's a 10.",
        "New rule: every short reply comes with a fun fact. You owe me one.",
        "Translation challenge: turn that reply into a full sentence about your day.",
      ],
      forward: [
        "Would you rather have a picnic in the rain or a rooftop dinner in the heat?",
        "If we had to plan the perfect Saturday together in three steps, what's step one?",
        "Pick a number from 1 to 3 and I'll ask you the matching secret question.",
      ],
    },
  },

  emoji: {
    confident: {
      answer: [
        "I'll take that as a good sign. How's your day going?",
        "That emoji says a lot. Tell me the rest in words?",
        "I like that reaction. What's on your mind?",
      ],
      tease: [
        "Speaking in emojis now? Okay, I'm fluent. What's going on?",
        "Bold reply. I respect the efficiency.",
        "An emoji reply. I'll take it as a yes.",
      ],
      forward: [
        "Let's turn that emoji into a conversation. What are you up to this weekend?",
        "Emojis are cute, but I'd rather see that reaction in person. Coffee soon?",
        "Okay, I'm counting that as enthusiasm. Dinner this week?",
      ],
    },
    funny: {
      answer: [
        "Ah yes, the universal language. I think that means you agree with me.",
        "Translating that... I'm getting 'he's great'. Close?",
        "I showed that emoji to a panel of experts. They say you're having a good time.",
      ],
      tease: [
        "Is that emoji a compliment or a warning? Asking for me.",
        "I'd reply in emojis too, but mine always end up looking like a ransom note.",
        "Emoji received. My reply is also an emoji, just spelled out in words.",
      ],
      forward: [
        "Emoji round over. Words round: what made you smile today?",
        "I'll match your emoji with a real question: pizza or biryani?",
        "Our chat is now 50% emojis. Time to meet before it hits 100%.",
      ],
    },
    flirty: {
      answer: [
        "That emoji is doing a lot of work. I like it 😊",
        "Careful, I'm reading way too much into that.",
        "That emoji made me smile. Your turn to tell me why you sent it.",
      ],
      tease: [
        "Just an emoji? You're making me work for it.",
        "Cute. Now say it with words.",
        "If that emoji means what I think it means, I'm flattered.",
      ],
      forward: [
        "Save the emojis, I'd rather see the real smile. Coffee this week?",
        "I'm guessing that's a smile. I'd love to see it in person.",
        "That emoji deserves an in-person version. Coffee soon?",
      ],
    },
    creative: {
      answer: [
        "Keep it going: send one emoji that sums up your week, and I'll guess why.",
        "Emoji story time: you sent one, I add one, and we see where it ends up ☕",
        "Emoji decoder says: 80% amused, 20% plotting something. Close?",
      ],
      tease: [
        "I'm framing that emoji. It's going in the museum of our chat.",
        "Deciphering... my best guess is you're secretly enjoying this conversation.",
        "Emoji charades: send me a movie in emojis and I'll guess it.",
      ],
      forward: [
        "Your emoji, my question: if today were a movie, what's the title?",
        "Emoji challenge: your perfect weekend in three. I'll plan around it.",
        "Make a plan for Saturday using only emojis. I'll decode it and say yes.",
      ],
    },
  },

  question: {
    confident: {
      answer: [
        "Good question. I have an answer, but I want to hear yours first. What do you think?",
        "I like that you asked. My honest take needs more than a text; what's yours?",
      ],
      tease: [
        "That's a question with a story behind it. What made you think of it?",
        "Interesting. Are you asking for fun, or is this a test I should study for?",
      ],
      forward: [
        "I'll answer that one properly over coffee. Deal?",
        "That deserves a real conversation. Let's have it face to face this week.",
      ],
    },
    funny: {
      answer: [
        "Great question. Let me consult my team of experts, aka my two brain cells. You go first.",
        "I've thought about it for exactly three seconds and I have strong opinions. You first though.",
      ],
      tease: [
        "Whoa, deep questions already? I was still on 'favourite colour'.",
        "Is there a right answer? Because I really want to pass this test.",
      ],
      forward: [
        "I'll answer, but it's a long story and it comes with snacks. Coffee?",
        "Give me your answer first and I'll decide if mine is cooler.",
      ],
    },
    flirty: {
      answer: [
        "You ask the good questions, I like that. Tell me yours first and I'll tell you mine 😉",
        "I'll answer honestly, but you owe me a question back.",
      ],
      tease: ["Trying to figure me out already? Cute.", "Dangerous question. Answering it might make you like me more."],
      forward: [
        "Some answers are better in person. Ask me again over coffee?",
        "I'll tell you, if you promise to ask me the next one face to face.",
      ],
    },
    creative: {
      answer: [
        "New rule: I answer, then you answer a weirder version of the same question. Deal?",
        "Let's both answer on the count of three. One, two... you first.",
      ],
      tease: ["Plot twist: I'm answering with a question. What made you ask?", "I'll answer in exactly seven words. Challenge accepted?"],
      forward: [
        "Make it interesting: guess my answer first, then I'll tell you.",
        "Let's make it a game: three guesses at my answer, and every wrong guess costs a coffee.",
      ],
    },
  },

  tired: {
    confident: {
      detail: [
        "{D} on top of everything? That's a lot. I hope tonight is easier.",
        "You've got {d} handled, even on a day like this. Rest up tonight.",
      ],
      answer: [
        "Sounds like a lot. I hope you get to switch off tonight, you've earned it.",
        "That's rough. What's the one thing that would make tonight better?",
      ],
      tease: [
        "You're allowed to do absolutely nothing tonight. That's an order.",
        "New plan: phone down, snacks up and zero chores tonight.",
      ],
      forward: [
        "Rest up. When the week calms down, let me take you somewhere relaxed for coffee.",
        "Take it easy tonight. I'll check in tomorrow to see how you're doing.",
      ],
    },
    funny: {
      detail: [
        "{D} and no sleep? Sending one virtual chai and moral support.",
        "{D} is officially the villain of your week. Rest, then we plot revenge.",
      ],
      answer: [
        "Sending you one virtual cup of chai and a very comfortable imaginary couch.",
        "Sounds like today needs a refund. What happened?",
      ],
      tease: [
        "Permission granted to be a couch potato for the rest of the evening.",
        "On a scale of 'mildly tired' to 'asleep standing up', where are we?",
      ],
      forward: [
        "Recovery plan: comfort food tonight, good sleep, and a fun coffee with me later this week.",
        "Once you've recharged, I owe you a zero-stress afternoon. Coffee and silly stories?",
      ],
    },
    flirty: {
      detail: [
        "{D} is lucky you care this much. Go rest, I'll be here 😊",
        "Sorry {d} is being like this. Wish I could make tonight easier.",
      ],
      answer: [
        "Wish I could make your day a little lighter. What would help right now?",
        "Sorry it's been a long one. For what it's worth, you made mine better.",
      ],
      tease: ["Tired and still texting me? I'll take that as a compliment 😊", "Go rest, but you're not allowed to forget about me."],
      forward: [
        "Rest tonight. Later this week, let me make up for today with good food and better company.",
        "Take care of yourself. A coffee offer is waiting for when you're fully recharged.",
      ],
    },
    creative: {
      detail: [
        "Forget {d} for an hour tonight: snacks, a good show, phone on silent.",
        "If {d} were a person, I'd have a word with them. Rest up.",
      ],
      answer: [
        "Rate today out of 10, then tell me one tiny thing that went right. There's always one.",
        "If your day were a weather report, I'm guessing stormy with a chance of snacks. Accurate?",
      ],
      tease: [
        "Prescription: one cozy blanket, one comfort show, zero replies to work email.",
        "Let's rewrite today's ending: what's the best possible way this evening could go?",
      ],
      forward: [
        "Deal: you rest tonight, and this weekend I plan something low-effort and fun for us.",
        "Three-word recovery plan: sleep, snacks, Saturday. The Saturday part involves me.",
      ],
    },
  },

  general: {
    confident: {
      answer: [
        "Ha, I like that. Tell me more, I'm curious where this is going.",
        "That's interesting. What's the story behind it?",
        "Ha, fair point. What got you thinking about that?",
      ],
      tease: [
        "You're more interesting than your profile let on, and that's saying something.",
        "Okay, you've got my attention. Keep going.",
        "I like how your mind works. Say more.",
      ],
      forward: [
        "I'm enjoying this. Let's continue it over coffee this week.",
        "I'd love to hear more about that in person. Free this weekend?",
        "This is fun. Let's keep it going over a drink this weekend.",
      ],
    },
    funny: {
      answer: [
        "Okay, I need context. Lots of it. Go.",
        "This conversation just got a lot more fun. Continue.",
        "I did not see that coming, and I'm here for it. Go on.",
      ],
      tease: [
        "I wasn't ready for that, and honestly I'm impressed.",
        "Noted. Adding that to the list of reasons you're fun to talk to.",
        "You're fun to talk to, which is a problem, because now I can't stop texting.",
      ],
      forward: [
        "This needs a proper discussion with snacks. Coffee this week?",
        "We clearly need a longer conversation, preferably one with dessert.",
        "We're going to need a coffee to unpack this properly.",
      ],
    },
    flirty: {
      answer: [
        "I like the way you think. Tell me more 😊",
        "You're fun to talk to, you know that? What else is on your mind?",
        "You always say something that makes me want to reply fast. Tell me more.",
      ],
      tease: [
        "Careful, you're making it hard to play it cool.",
        "Every message makes me more curious about you.",
        "Is it just me, or does this conversation keep getting better?",
      ],
      forward: [
        "I'd love to hear you say that in person. Coffee soon?",
        "Okay, you've convinced me. We need to meet.",
        "I'd love to continue this face to face. When are you free?",
      ],
    },
    creative: {
      answer: [
        "If this chat were a book, that line would be the chapter title. What happens next?",
        "Let's play a game: tell me a random fact about you, and I'll match it with one of mine.",
        "Let's rate that message on a scale from 'hmm' to 'wow'. I'm at 'wow'.",
      ],
      tease: [
        "Adding that to my 'things I didn't expect today' list. It's a short list, you're on it twice.",
        "Plot twist accepted. What's the sequel?",
        "Plot question: what happens in the next scene of this conversation?",
      ],
      forward: [
        "Idea: we continue this conversation on a walk, with coffee. Interested?",
        "Deal: every good message you send earns you one question about me. You have one.",
        "New game: we each ask one question nobody asks on a first date. You start.",
      ],
    },
  },
};
