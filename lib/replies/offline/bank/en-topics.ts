import type { TopicBank } from "@/lib/replies/offline/bank/types";

// English lines for the topics of her life. `detail` lines are written for the kind of detail the
// topic collects (a food for food, a place for travel…) and read right whether she has been or is
// about to go, because the engine cannot tell her tenses apart.

export const EN_TOPICS: TopicBank = {
  work: {
    confident: {
      answer: [
        "Sounds like you've been busy. What do you enjoy most about what you do?",
        "Respect for how hard you work. How did today go?",
      ],
      asked: [
        "Work's good, busy in the best way. I like what I do, but I like switching off more. You?",
        "Honestly, it keeps me on my toes, and I like that. How's your work going?",
      ],
      tease: [
        "Your boss is lucky to have you. Does your boss know that?",
        "Working hard, I see. Do you ever switch off, or should I help with that?",
      ],
      forward: [
        "After all that work you deserve a proper break. Let's grab a coffee this week.",
        "Tell me the full work saga over dinner this weekend?",
      ],
      detail: [
        "Okay, {d}: nervous, relieved or already celebrating?",
        "How are you feeling about {d}? I have a feeling you've got it handled.",
      ],
    },
    funny: {
      answer: [
        "Work, the thing that keeps interrupting our conversations. How was it?",
        "So you have a job AND you're fun to talk to? Unfair.",
      ],
      asked: [
        "Work is going great, according to my own very unbiased review. How's yours?",
        "My job description: solve problems, drink coffee, repeat. What's yours?",
      ],
      tease: [
        "Let me guess: three meetings that could have been emails?",
        "Should I be worried that work gets more of your time than I do?",
      ],
      forward: [
        "You need a break from work. I'm available as a professional distraction this weekend.",
        "After a day like that, I prescribe one coffee with me. Doctor's orders.",
      ],
      detail: [
        "Update on {d}, please. I need to know whether to celebrate or send snacks.",
        "{D}: on a scale from 'nailed it' to 'never speak of it again', where are we?",
      ],
    },
    flirty: {
      answer: [
        "Hardworking and cute? That's not fair to the rest of us. How was your day?",
        "I like a woman who's driven. What are you working on right now?",
      ],
      asked: [
        "Work's fine, but this conversation is the best part of my day. What do you do?",
        "Busy, but never too busy to reply to you. How's your work?",
      ],
      tease: ["Working late again? I'll start thinking you're avoiding me.", "Even your work stories are fun to read. Keep going."],
      forward: ["All work and no fun? Let me fix that this weekend.", "You've earned a night off. Dinner, my treat?"],
      detail: [
        "I have a good feeling about {d}. And when it goes well, we're celebrating.",
        "Tell me everything about {d}. I'm invested now 😊",
      ],
    },
    creative: {
      answer: [
        "If your job were a movie, what genre would today have been?",
        "Turn your office into a TV show. Who's playing which character?",
      ],
      asked: [
        "I'll describe my job in three emojis and you guess it. Then you go.",
        "Guess my job in three tries. Hint: it involves a lot of coffee.",
      ],
      tease: ["Office survival game: which snack got you through today?", "Weirdest work moment this week? I won't judge. Probably."],
      forward: [
        "New plan: I'm your official after-work decompression service. First session this weekend?",
        "Let's design your perfect day off. You plan the morning, I'll handle the afternoon.",
      ],
      detail: ["Give me {d} in three words, and I'll guess how it's going.", "Turn {d} into a movie trailer. What's the opening line?"],
    },
  },

  food: {
    confident: {
      answer: [
        "Now you're speaking my language. What's your go-to order?",
        "Good food is non-negotiable for me too. What's the best thing you've eaten lately?",
      ],
      asked: [
        "I'll try almost anything once, but good home food wins every time. What about you?",
        "Depends on the mood, but I never say no to good street food. You?",
      ],
      tease: [
        "I can already tell you have strong food opinions. I respect that.",
        "I'm judging your taste in food very seriously right now. So far, so good.",
      ],
      forward: [
        "You clearly know good food. Show me your favourite place this week?",
        "Let's settle this properly: you pick the restaurant, I'll pick the dessert.",
      ],
      detail: [
        "Good {d} is hard to beat. Homemade, or do you have a favourite spot?",
        "{D}? Solid choice. Want to find the best one in town together?",
      ],
    },
    funny: {
      answer: [
        "Food talk? This is officially my favourite conversation today.",
        "I take food very seriously, like 'rank my top five dishes' seriously. What's your number one?",
      ],
      asked: [
        "My favourite food is whatever someone else is paying for. Kidding. Mostly. Yours?",
        "Anything that isn't my own cooking. What's your favourite?",
      ],
      tease: [
        "Be honest: are you a 'share your fries' person or an 'order your own fries' person?",
        "I'm hungry now and it's entirely your fault.",
      ],
      forward: [
        "This conversation is making me hungry. We should fix that together.",
        "Let's do a food crawl. Worst case, we find one great place. Best case, three.",
      ],
      detail: ["{D}? You can't just say that and not invite me.", "Rate {d} on a scale from 1 to 'I'd cross the city for it'. Go."],
    },
    flirty: {
      answer: [
        "A woman who loves good food? You're getting more interesting by the message.",
        "Tell me what you'd order on a perfect date night. I'm taking notes 😉",
      ],
      asked: ["Right now? Whatever you'd order for the two of us. What's your favourite?", "I'll tell you over dinner. What's yours?"],
      tease: ["You're making me hungry. Is that a hint?", "So you have great taste in food. Let's see if it extends to men."],
      forward: [
        "Let's make this a date: you choose the place, I'll bring the appetite.",
        "I'd love to see your face when the food arrives. Dinner this week?",
      ],
      detail: [
        "{D} and good company, that's my idea of a perfect evening. Join me?",
        "Fair warning: if we get {d} together, I'm stealing a bite.",
      ],
    },
    creative: {
      answer: [
        "Last-meal question: if you could only eat one dish forever, what is it?",
        "Let's build your dream menu: starter, main, dessert. Go.",
      ],
      asked: [
        "Guess my favourite food in three tries. The winner picks our first meal together.",
        "Let's both type our favourite dish on the count of three. One, two, three!",
      ],
      tease: [
        "Food personality test: pineapple on pizza, yes or no? Choose wisely.",
        "Which dish describes your personality? I'm guessing something spicy.",
      ],
      forward: [
        "Challenge: we each pick a dish the other has never tried, and taste-test together.",
        "Street food crawl: you pick three stops, I pick three. Winner gets bragging rights.",
      ],
      detail: [
        "If {d} were a person, would it be a friend, a crush or a soulmate?",
        "{D} debate: best you've ever had, and where? I'll try to top it.",
      ],
    },
  },

  travel: {
    confident: {
      answer: [
        "Travel stories are my favourite. What's the best part of the trip?",
        "Sounds like a good escape. Where's next on your list?",
      ],
      asked: [
        "I love it. Mountains recharge me, cities wake me up. What's your favourite place so far?",
        "Whenever I can. Next on my list is somewhere with good food and no itinerary. You?",
      ],
      tease: ["I can tell you're a planner. Or are you the spontaneous kind?", "So you're the adventurous type. I'll need to keep up."],
      forward: [
        "Tell me all about it over coffee. I want the stories you didn't post.",
        "Let's trade travel stories in person. This weekend?",
      ],
      detail: [
        "{D}, nice choice. What's the one thing nobody should skip there?",
        "{D} sounds amazing. Slow and scenic, or a packed itinerary?",
      ],
    },
    funny: {
      answer: [
        "Your travel game is strong. Mine peaks at airport snacks.",
        "Rate the trip: food, views, and how many photos of the same sunset.",
      ],
      asked: [
        "Love travelling, hate packing. Still working on a system where I just show up. You?",
        "I travel like a pro and pack like an amateur. Where have you been lately?",
      ],
      tease: ["Let me guess: 400 photos and you'll post three?", "Do you pack a week early or twenty minutes before the cab arrives?"],
      forward: [
        "I need the full travel stories, with hand gestures. Coffee this week?",
        "Take me along next time. I'm great at carrying snacks and taking your photos.",
      ],
      detail: [
        "{D}? Okay, I'm jealous. Rate it: views, food, vibes.",
        "{D}! Be honest: team fridge magnets or team a hundred sunset photos?",
      ],
    },
    flirty: {
      answer: [
        "You and travel, that's a good look. Where would you go if you could leave tomorrow?",
        "I love that you explore. What's your favourite trip so far?",
      ],
      asked: [
        "Love it, and it's better with good company. Where would you take me?",
        "Yes, and I'm always looking for a travel partner with good taste. Applying?",
      ],
      tease: ["Careful, you're making me want to plan a road trip with you.", "Adventurous and fun to talk to. Dangerous combination."],
      forward: [
        "Let's start small: coffee this week, road trip later 😉",
        "You can tell me everything over dinner. I'm a very good listener.",
      ],
      detail: [
        "{D} suits you. I want to hear every story from there.",
        "{D} sounds perfect, especially with the right company. Tell me more.",
      ],
    },
    creative: {
      answer: [
        "If you could teleport anywhere for just one hour, where and why?",
        "Quick game: best trip ever, worst trip ever, dream trip. Go.",
      ],
      asked: [
        "Ask me about my best trip and my worst one, then guess which has the better story.",
        "Two truths and a lie about my travels, coming up. Your job: spot the fake.",
      ],
      tease: [
        "Travel personality test: window seat or aisle? Your answer decides everything.",
        "Two truths and a lie, travel edition. You first.",
      ],
      forward: [
        "Let's plan an imaginary trip, no budget: you pick the place, I pick the first meal.",
        "Spin an imaginary globe: wherever your finger lands, we plan a day there. Ready?",
      ],
      detail: ["Describe {d} in three emojis. I'll guess the vibe.", "If {d} had a theme song, what would it be?"],
    },
  },

  music: {
    confident: {
      answer: [
        "Good taste in music is a big deal to me. What's on repeat right now?",
        "Music says a lot about a person. Who's your all-time favourite?",
      ],
      asked: [
        "A bit of everything, but I always come back to songs I can drive to. What's on your playlist?",
        "Depends on the mood: chill in the morning, loud at the gym. What about you?",
      ],
      tease: [
        "Fair warning, I'm going to judge your playlist. Send me three songs.",
        "Bold of you to talk music with me. I have opinions.",
      ],
      forward: [
        "Let's catch a live show together sometime. Who's playing next?",
        "Send me your favourite song and I'll send one back. Then we compare over coffee.",
      ],
      detail: ["{D} is a solid choice. Which song is your favourite?", "Good taste. What's your top {d} song right now?"],
    },
    funny: {
      answer: [
        "Music talk? Warning: I sing along badly and with full confidence.",
        "What's your shower song? Everyone has one, don't lie.",
      ],
      asked: [
        "My playlist is chaos: old Bollywood, gym songs and one song I'm embarrassed about. Yours?",
        "I listen to everything and sing along to all of it, badly. What do you like?",
      ],
      tease: [
        "Let me guess your playlist: 40% bangers, 60% songs to cry to?",
        "I'm adding 'great taste in music' to your profile. Unofficially.",
      ],
      forward: [
        "Karaoke date? I promise to be terrible so you look amazing.",
        "Let's swap playlists. Worst case, we argue about it over coffee.",
      ],
      detail: ["{D}? Okay, you just passed the vibe check.", "Quick, which {d} song would you pick at karaoke, no hesitation?"],
    },
    flirty: {
      answer: [
        "A woman with good music taste, my weakness. What song reminds you of summer?",
        "Tell me the song you'd play on a long drive. I'm curious.",
      ],
      asked: [
        "Lately? Songs that remind me of good conversations. This one might make the list. Yours?",
        "Send me your favourite song and I'll tell you if we're compatible 😉",
      ],
      tease: ["Careful, good music taste is the fastest way to my heart.", "I bet you dance when no one's watching. Am I right?"],
      forward: [
        "Let's put on a playlist and go for a drive sometime. You're on aux.",
        "Concert date? I'll get the tickets, you pick the show.",
      ],
      detail: ["{D} fan? Okay, now I like you even more.", "Play me your favourite {d} song sometime. In person, preferably 😉"],
    },
    creative: {
      answer: [
        "If your life had a soundtrack, what song plays when you walk into a room?",
        "Game: we each build a three-song playlist that describes us. Go.",
      ],
      asked: [
        "Guess my top genre in one try. Get it right and I'll send you my most embarrassing song.",
        "Let's trade: my three most played songs for yours. Ready?",
      ],
      tease: [
        "Music personality test: lyrics person or beat person? Choose carefully.",
        "Hum me your favourite song in text form. I'll guess it.",
      ],
      forward: [
        "Let's make a shared playlist: one song each, every day, until we meet.",
        "Let's plan a dream concert: you pick the headliner, I pick the opener.",
      ],
      detail: ["If {d} wrote a song about your week, what would it be called?", "Three {d} songs that describe your mood lately. Go."],
    },
  },

  movies: {
    confident: {
      answer: ["Ooh, movie talk. What's the best thing you've watched this year?", "I trust your taste already. What should I watch next?"],
      asked: [
        "Anything with a good story, and comedies when I need a break. What are you watching?",
        "I'm picky, but when something's good I finish it in a weekend. What should I watch?",
      ],
      tease: ["I'm about to judge your watchlist. Brace yourself.", "A woman with strong opinions on shows. I respect that."],
      forward: [
        "Let's do a movie night sometime. You pick the film, I'll bring the popcorn.",
        "Let's catch something at the theatre this week?",
      ],
      detail: ["{D} is a great pick. Who's your favourite character?", "Okay, {d}. Worth the hype, or overrated? Be honest."],
    },
    funny: {
      answer: ["Binge-watching is my cardio. What are we watching?", "What's the show you've rewatched an embarrassing number of times?"],
      asked: [
        "I spend more time choosing what to watch than watching. Recommend me something?",
        "Comfort shows on repeat, like everyone. What's your comfort watch?",
      ],
      tease: ["Let me guess: 'one more episode' and suddenly it's 3am?", "Do you watch the 'previously on' or skip it like a rebel?"],
      forward: ["Movie date? You pick, as long as popcorn is involved.", "We should watch something together and argue about the ending."],
      detail: ["{D}? Good, now I know we can be friends.", "Be honest, how many times have you watched {d}?"],
    },
    flirty: {
      answer: ["Great taste in shows and fun to talk to? Okay, now I'm interested.", "Tell me your comfort movie and I'll tell you mine."],
      asked: [
        "Lately I've been looking for someone to watch things with. Any recommendations? 😉",
        "I'm open to suggestions, especially yours. What should we watch?",
      ],
      tease: [
        "You seem like the type who cries at the end and pretends you didn't.",
        "Careful, if you love the same shows I do, I'm done for.",
      ],
      forward: ["Movie night: you, me and way too much popcorn. When?", "Let's see a movie together. I'll even let you have the armrest."],
      detail: ["{D}? Great taste. I'd happily watch it with you sometime.", "You watching {d} is my new favourite fact about you."],
    },
    creative: {
      answer: ["If your life were a show, what would this season be called?", "Describe your favourite movie badly, and I'll guess it."],
      asked: [
        "Describe a movie badly and I'll guess it. Then I'll do one for you.",
        "Let's each pick a movie the other has to watch this week. You go first.",
      ],
      tease: ["Which character would you be in your favourite show? I'll tell you if I agree.", "Quick: worst movie you secretly love?"],
      forward: [
        "Movie swap: you pick one for me, I pick one for you, then we compare notes over coffee.",
        "Let's plan a double feature: your comfort movie, then mine. Snacks negotiable.",
      ],
      detail: ["Recast {d} with people you know. Who plays you?", "Pitch me a sequel to {d} in one sentence. Go."],
    },
  },

  weekend: {
    confident: {
      asked: [
        "Nothing fixed yet, which leaves room for something fun. What about you?",
        "Keeping it open so far. How do you like to spend yours?",
      ],
      answer: [
        "Sounds like a good weekend coming. What are you most looking forward to?",
        "Nice. Tell me how it goes, I want the highlights.",
      ],
      tease: [
        "Let me guess, you've got three plans and you'll make it to one?",
        "You sound like someone whose weekends are more fun than mine.",
      ],
      forward: ["How about we make a plan together? Coffee on Saturday?", "I'd like to see you this weekend. Sunday brunch?"],
    },
    funny: {
      asked: [
        "My weekend plans: a delicate balance of sleeping in and pretending to be productive. Yours?",
        "Weekend goals: eat well, sleep a lot, be a functional adult for at least an hour. You?",
      ],
      answer: [
        "That beats my weekend plan, which is mostly sleeping in. What's the highlight?",
        "Sounds fun. Mine involves a lot of laundry. Want to trade?",
      ],
      tease: [
        "Are you a 'big plans' weekend person or a 'blanket and snacks' weekend person?",
        "Your weekend has a better schedule than my work week.",
      ],
      forward: [
        "Add me to your weekend lineup? I'm low maintenance and I bring snacks.",
        "I have a great idea for Saturday, and it involves you and coffee.",
      ],
    },
    flirty: {
      asked: [
        "My weekend just got more interesting now that you asked. What's yours looking like?",
        "Nothing planned yet. Maybe I'm waiting for the right invite 😉",
      ],
      answer: ["Sounds fun. Save a little of that weekend for me?", "Have a great one. I'll be waiting to hear all about it 😊"],
      tease: ["I have a feeling your weekend gets better if I'm in it. Just a theory.", "I bet your weekends are fun. Am I invited?"],
      forward: [
        "Saturday, you and me, somewhere with good coffee. Deal?",
        "Let's make this weekend a good one, together. Brunch on Sunday?",
      ],
    },
    creative: {
      asked: [
        "Let's design the perfect weekend in three words. Mine: sun, food, stories. Yours?",
        "Weekend forecast: 80% chance of good food, 20% chance of spontaneous adventure. What's yours?",
      ],
      answer: [
        "Rate your weekend in advance, 1 to 10, and tell me what would make it an 11.",
        "Give your weekend a movie title. Mine's 'The Nap Chronicles'.",
      ],
      tease: [
        "Quick game: describe your ideal Saturday using only three emojis.",
        "Weekend personality: early riser with a plan, or wake up at noon and see what happens?",
      ],
      forward: [
        "Mini adventure this weekend? We pick a neighbourhood neither of us knows and explore it.",
        "Let's do a 'yes' Saturday: coffee first, then one random thing each of us picks.",
      ],
    },
  },

  pets: {
    confident: {
      answer: [
        "Animal people are the best people. Do you have one at home, or is it still a dream?",
        "You can tell a lot about someone by how they talk about animals. Dog person or cat person?",
      ],
      asked: [
        "I love animals. Dogs especially, but a cat could win me over. Do you have one?",
        "I'm an animal person through and through. Do you have one, or want one?",
      ],
      tease: [
        "Fair warning: if there's an animal involved, I'm going to ask for photos.",
        "I have a feeling animals love you right back. Am I right?",
      ],
      forward: [
        "Let's walk in the park sometime and count the dogs we pass. The loser buys coffee.",
        "There's a café with a resident cat somewhere in this city. Want to find it this weekend?",
      ],
      detail: [
        "{D}! I need to hear everything. What's the personality like?",
        "{D} sounds like a legend. How long have you two been together?",
      ],
    },
    funny: {
      answer: [
        "Animal talk? This just became my favourite conversation.",
        "Important question: should every pet have its own Instagram? I say yes.",
      ],
      asked: [
        "I'm the guy who stops to say hi to every dog on the street. Do you have a pet?",
        "Dogs, cats, I'll befriend any of them. Do you have one?",
      ],
      tease: ["Let me guess, you talk to animals in a special voice?", "Do dogs on the street run up to you too, or is that just me?"],
      forward: [
        "There's a pet café out there with our names on it. Coffee plus cuddles?",
        "We should go to a dog park just to make new friends. For research purposes.",
      ],
      detail: ["{D}? I need photos immediately. This is urgent.", "{D} sounds like the real main character here."],
    },
    flirty: {
      answer: [
        "A woman who loves animals? That's a green flag.",
        "Tell me about the animals in your life, and whether I'd pass their approval test.",
      ],
      asked: ["I love animals, and I'm told they like me back. Is there one I should meet?", "Dog person, mostly. Are we compatible?"],
      tease: ["Honestly, any pet of yours is a lucky one.", "If I pass the animal approval test, do I get bonus points?"],
      forward: ["Let's do a park date and meet all the dogs.", "Pet café date? You, me and a lot of very fluffy distractions."],
      detail: ["{D} is already winning me over. Introduce us sometime?", "{D} is adorable, and so are you. Photos please 😊"],
    },
    creative: {
      answer: [
        "If your favourite animal could talk for one minute, what would it complain about?",
        "Describe your dream pet's personality as a job title. I'll guess the rest.",
      ],
      asked: [
        "Dog person or cat person, on the count of three. One, two... three!",
        "If you could have any animal as a pet, no rules, what would it be? Mine's a very small elephant.",
      ],
      tease: [
        "Pet personality quiz: chaos gremlin or dignified royalty?",
        "What's the most dramatic thing an animal has ever done in front of you?",
      ],
      forward: [
        "Idea: a walk where we rate every dog we pass out of 10. I'm in.",
        "Let's plan a day out an animal would approve of. First stop?",
      ],
      detail: ["If {d} had a dating profile, what would the bio say?", "What would {d}'s autobiography be called?"],
    },
  },

  sports: {
    confident: {
      answer: [
        "Respect. Staying consistent is hard. What keeps you going?",
        "That's great. Is it more of a fitness thing or a fun thing for you?",
      ],
      asked: [
        "I try to stay active: gym a few times a week and a long walk when I can. You?",
        "Yes, it keeps me sane. What's your thing: gym, running or something else?",
      ],
      tease: [
        "I like the discipline. Should I be worried you'll outrun me?",
        "Okay, I'm impressed, and a little motivated to get off the couch.",
      ],
      forward: [
        "Let's train together sometime, or at least get a smoothie after.",
        "Teach me something this weekend? I'm a quick learner.",
      ],
      detail: ["{D}? Seriously impressive. How did you get into it?", "{D} takes real discipline. What's your next goal?"],
    },
    funny: {
      answer: ["Workout talk, while my main cardio is walking to the fridge.", "So you're the sporty one here. I'll be the cheerleader."],
      asked: ["I work out mainly so I can eat more. What's your excuse?", "Yes, if walking to the fridge counts. Kidding, I do try. You?"],
      tease: ["Do you stretch before texting too, or is that just me?", "Let me guess, you wake up at 6am voluntarily?"],
      forward: ["Challenge me sometime. Loser buys the post-game snacks.", "I'll come watch you sometime. I'm an excellent cheerleader."],
      detail: ["{D}, and you still have the energy to text? Respect.", "{D}? Cool. I got tired just reading that."],
    },
    flirty: {
      answer: ["Athletic and fun to talk to? You're making the rest of us look bad.", "That's impressive. Tell me what you love about it."],
      asked: ["I do, and I'd do more with a workout buddy like you. What's your routine?", "Sometimes. Want to be my motivation?"],
      tease: ["Careful, I might start showing up just to cheer for you.", "Okay, that's kind of attractive. Keep going."],
      forward: [
        "Morning walk and coffee sometime? Your pace, I'll keep up.",
        "Teach me your routine? I promise to be a very attentive student.",
      ],
      detail: ["{D}? Now I'm impressed. Tell me more.", "You and {d}, that's a good combination. What's your favourite part?"],
    },
    creative: {
      answer: [
        "If you were an Olympic sport, which one would you be?",
        "Describe your workout in three words and I'll guess how intense it is.",
      ],
      asked: [
        "Guess my sport in three tries. The winner picks the snack after.",
        "If we competed in one sport, which would you pick to beat me at?",
      ],
      tease: [
        "Gym personality quiz: headphones on and no eye contact, or chatting with everyone?",
        "Post-workout snack says a lot about a person. What's yours?",
      ],
      forward: [
        "Friendly challenge: you pick the sport, I pick the snack after. Deal?",
        "Let's invent a new sport for two. Rule one: snacks at halftime.",
      ],
      detail: ["If {d} were a movie, what would the climax scene be?", "{D} highlight reel: what's the one moment you'd replay?"],
    },
  },

  books: {
    confident: {
      answer: ["A reader, I like that. What are you reading right now?", "What's a book that changed how you think?"],
      asked: [
        "I read when I can, mostly non-fiction. What's the best book you've read lately?",
        "Not as much as I'd like. Recommend me one and I'll actually read it.",
      ],
      tease: ["Fair warning: I'm going to judge you by your bookshelf.", "A woman who reads. You're raising the bar here."],
      forward: [
        "Let's go to a bookstore café sometime. You pick a book for me.",
        "Recommend me something, and we'll discuss it over coffee.",
      ],
      detail: ["{D}? Great choice. What do you love about it?", "How are you finding {d}? Worth it so far?"],
    },
    funny: {
      answer: [
        "A reader! I also read, mostly menus and terms and conditions.",
        "What book would you recommend to your worst enemy? And your best friend?",
      ],
      asked: [
        "I buy books faster than I read them. Recommend me something for the pile?",
        "I read, I promise. Mostly before bed, two pages at a time. You?",
      ],
      tease: [
        "Let me guess: bought ten books, read three, still buying more?",
        "Are you a 'fold the corner of the page' person? Because that could be a dealbreaker.",
      ],
      forward: ["Let's start a book club of two. Meetings include snacks.", "Bookstore date? I'll pretend I know what I'm doing."],
      detail: ["{D}? Okay, you just gained serious cool points.", "Summarise {d} in one sentence. Spoilers allowed."],
    },
    flirty: {
      answer: ["Smart and well-read? Now you're just showing off.", "I love a woman who gets lost in a book. What's your favourite genre?"],
      asked: [
        "I do, and I'd read whatever you recommend. What's your favourite?",
        "Tell me your favourite book and I'll read it, just to impress you.",
      ],
      tease: ["Careful, I'm going to fall for your reading list.", "I bet you read the last page first. Be honest."],
      forward: [
        "Let's sit in a café sometime and read together?",
        "Bookstore and coffee this weekend? You can pick my next favourite book.",
      ],
      detail: ["{D}? You have excellent taste. Tell me your favourite line.", "Now I want to read {d} just to talk about it with you."],
    },
    creative: {
      answer: ["If your life were a book, what would this chapter be called?", "Which fictional world would you live in for a week?"],
      asked: [
        "Let's swap: your favourite book for mine, then we review each other's over coffee.",
        "Describe your favourite book in three words and I'll guess it.",
      ],
      tease: [
        "Book personality test: finish every book no matter what, or quit on page 50?",
        "Two truths and a lie, bookworm edition. Go.",
      ],
      forward: [
        "Let's trade books: you lend me your favourite, I lend you mine, and we discuss over coffee.",
        "Blind date with a book: we each wrap one for the other.",
      ],
      detail: [
        "Describe {d} in three emojis. I'll try to guess the plot.",
        "If you could have dinner with one character from {d}, who would it be?",
      ],
    },
  },

  weather: {
    confident: {
      answer: [
        "Weather like this calls for a slow evening. How are you spending it?",
        "Stay comfortable out there. What's your go-to on days like this?",
      ],
      asked: [
        "I like it like this, perfect for a walk. How is it where you are?",
        "I'm a rain person, honestly. What's your favourite weather?",
      ],
      tease: [
        "Sounds like the perfect excuse to do nothing. I approve.",
        "You're clearly a 'complain about the weather but secretly enjoy it' person.",
      ],
      forward: [
        "Perfect weather for chai and a long chat. Let's do that in person soon.",
        "When it clears up, let's go for a walk and a coffee.",
      ],
      detail: [
        "{D} like this is the perfect excuse to stay in. What are you watching?",
        "Days with {d} like this need comfort food. What's yours?",
      ],
    },
    funny: {
      answer: [
        "The weather is being dramatic again. How are you surviving it?",
        "Weather update from my side: also dramatic. We're in this together.",
      ],
      asked: [
        "The weather and I have an understanding: it does whatever it wants. How is it there?",
        "It's doing its usual drama here. How's yours?",
      ],
      tease: [
        "Let me guess, you dressed for the wrong weather today?",
        "Is this the weather's way of telling us to cancel everything and nap?",
      ],
      forward: [
        "This weather needs a cozy café and good company. I can provide the company.",
        "Weather like this calls for hot chocolate. My treat when it clears?",
      ],
      detail: [
        "{D} again? The weather really has a personality problem.",
        "Survival kit for this {d}: snacks, a blanket and someone fun to text. Two out of three sorted.",
      ],
    },
    flirty: {
      answer: [
        "Weather like this is better with good company. What are you up to?",
        "Stay cozy. I'll keep you entertained over text in the meantime.",
      ],
      asked: [
        "Perfect weather for a coffee date, if you ask me. How is it on your side?",
        "Better now that I'm talking to you. How's the weather there?",
      ],
      tease: [
        "Honestly, your message is the best thing about today's weather.",
        "I'd offer you my jacket, but I'm stuck on the other side of this chat.",
      ],
      forward: ["When this clears, you and me, a long walk and coffee. Deal?", "Perfect weather for an indoor date. Café this week?"],
      detail: ["{D} or not, talking to you is the best part of my day.", "Forget the {d}, tell me about your day."],
    },
    creative: {
      answer: [
        "If today's weather were a mood, what would it be?",
        "Describe your perfect weather day from morning to night. I'll rate it.",
      ],
      asked: [
        "Weather report from my side: 70% cozy, 30% wishing I was outside. Yours?",
        "Let's rate today's weather out of 10 at the same time. Mine's a 7.",
      ],
      tease: [
        "Weather personality test: rain lover or sunshine chaser? Choose wisely.",
        "Pick a weather superpower: never feeling cold, or never feeling the heat?",
      ],
      forward: [
        "Weather deal: whatever it's like on Saturday, we find the perfect plan for it.",
        "Rain or shine plan: coffee if it rains, a walk if it doesn't. Either way, Saturday?",
      ],
      detail: [
        "If this {d} had a soundtrack, what song would be playing right now?",
        "Rate this {d} out of 10, then tell me the perfect thing to do in it.",
      ],
    },
  },
};
