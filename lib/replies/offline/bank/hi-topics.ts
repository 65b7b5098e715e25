import type { TopicBank } from "@/lib/replies/offline/bank/types";

// Hinglish lines for the topics of her life. Details slot in bare (Hindi has no articles), so the
// lexicon's Hinglish forms drop the English "the" ("interview kaisa raha", not "the interview").

export const HI_TOPICS: TopicBank = {
  work: {
    confident: {
      answer: [
        "Lagta hai kaafi busy rahi ho. Apne kaam mein sabse achha kya lagta hai?",
        "Tumhari mehnat ki respect hai. Aaj ka din kaisa gaya?",
      ],
      asked: [
        "Kaam achha chal raha hai, busy par achhe wala busy. Switch off karna bhi utna hi pasand hai. Tum?",
        "Sach kahun toh kaam mujhe on my toes rakhta hai. Tumhara kaam kaisa chal raha hai?",
      ],
      tease: ["Tumhara boss lucky hai. Use pata hai ye?", "Kaam, kaam, kaam. Kabhi switch off karti ho, ya mujhe help karni padegi?"],
      forward: [
        "Itne kaam ke baad proper break banta hai. Is hafte coffee pe chalte hain.",
        "Office ki poori kahani weekend pe dinner ke saath sunaogi?",
      ],
      detail: [
        "{D} ka kya scene hai? Nervous, relieved ya celebrate kar rahi ho?",
        "{D} ko leke kaisa feel ho raha hai? Mujhe lagta hai tum handle kar logi.",
      ],
    },
    funny: {
      answer: [
        "Kaam, wahi cheez jo humari baaton ko interrupt karti hai. Kaisa raha?",
        "Matlab job bhi hai AUR tumse baat karke maza bhi aata hai? Unfair.",
      ],
      asked: [
        "Kaam badhiya chal raha hai, mere khud ke bilkul unbiased review ke hisaab se. Tumhara?",
        "Meri job description: problem solve karo, coffee piyo, repeat. Tumhari?",
      ],
      tease: ["Guess karun: teen meetings jo email ho sakti thi?", "Kaam ko mujhse zyada time milta hai, mujhe worried hona chahiye?"],
      forward: [
        "Tumhe kaam se break chahiye. Is weekend main professional distraction ke liye available hoon.",
        "Aise din ke baad ek coffee mere saath. Doctor ka order hai.",
      ],
      detail: [
        "{D} ka update do please. Celebrate karna hai ya snacks bhejne hain?",
        "{D}: 'nailed it' se 'uski baat mat karo' tak, kahan ho?",
      ],
    },
    flirty: {
      answer: [
        "Mehnati bhi aur cute bhi? Baaki logon ke saath unfair hai. Din kaisa raha?",
        "Driven ladkiyan mujhe achhi lagti hain. Abhi kis cheez pe kaam kar rahi ho?",
      ],
      asked: [
        "Kaam theek hai, par din ka best part ye conversation hai. Tum kya karti ho?",
        "Busy hoon, par tumhe reply karne ke liye kabhi nahi. Tumhara kaam kaisa hai?",
      ],
      tease: [
        "Aaj bhi late tak kaam? Lagta hai mujhe avoid kar rahi ho.",
        "Tumhari office ki kahaniyan bhi mazedaar lagti hain. Continue karo.",
      ],
      forward: ["Sirf kaam aur koi fun nahi? Is weekend main theek karta hoon.", "Ek raat ki chhutti banti hai. Dinner, meri taraf se?"],
      detail: [
        "{D} ke liye mera achha feeling hai. Aur achha gaya toh celebration pakka.",
        "{D} ke baare mein sab batao. Ab main invested hoon 😊",
      ],
    },
    creative: {
      answer: [
        "Agar tumhari job ek movie hoti, toh aaj ka din kaunsa genre tha?",
        "Apne office ko ek TV show bana do. Kaunsa character kaun hai?",
      ],
      asked: [
        "Apni job teen emojis mein batata hoon, tum guess karo. Phir tumhari baari.",
        "Teen tries mein meri job guess karo. Hint: bahut saari coffee involved hai.",
      ],
      tease: ["Office survival game: aaj kaunse snack ne bachaya?", "Is hafte ka sabse ajeeb office moment? Judge nahi karunga. Shayad."],
      forward: [
        "Naya plan: main tumhari official after-work relaxation service hoon. Pehla session is weekend?",
        "Tumhari perfect chhutti design karte hain. Subah tum plan karo, shaam main sambhalunga.",
      ],
      detail: [
        "{D} ko teen words mein batao, main guess karunga kaisa chal raha hai.",
        "{D} ko movie trailer bana do. Opening line kya hogi?",
      ],
    },
  },

  food: {
    confident: {
      answer: [
        "Ab tum meri language bol rahi ho. Tumhara go-to order kya hai?",
        "Achha khana mere liye bhi non-negotiable hai. Recently sabse best kya khaya?",
      ],
      asked: [
        "Sab kuch ek baar try karta hoon, par ghar ka khana sabse upar. Tumhara?",
        "Mood pe depend karta hai, par street food ko kabhi na nahi bolta. Tum?",
      ],
      tease: [
        "Lag raha hai khane pe tumhare strong opinions hain. Respect.",
        "Tumhara food taste seriously judge kar raha hoon. Ab tak sab sahi.",
      ],
      forward: [
        "Tumhe clearly achhe khane ki samajh hai. Is hafte apni favourite jagah dikhao?",
        "Proper settle karte hain: restaurant tum chuno, dessert main.",
      ],
      detail: [
        "{D} ka koi muqabla nahi. Ghar ka bana ya kisi favourite jagah ka?",
        "{D}? Solid choice. Sheher ka best saath mein dhoondhein?",
      ],
    },
    funny: {
      answer: [
        "Khane ki baat? Aaj ki officially favourite conversation.",
        "Main khana bahut seriously leta hoon, top 5 dishes rank karne wala serious. Tumhara number one?",
      ],
      asked: [
        "Mera favourite khana woh hai jiska bill koi aur de. Mazaak. Thoda sa. Tumhara?",
        "Jo bhi mera banaya hua na ho. Tumhara favourite kya hai?",
      ],
      tease: [
        "Sach batao, fries share karti ho ya 'apni fries khud order karo' wali ho?",
        "Mujhe bhook lag gayi aur galti poori tumhari hai.",
      ],
      forward: [
        "Is baat se bhook lag gayi. Saath mein iska kuch karna padega.",
        "Food crawl karte hain. Worst case ek achhi jagah milegi, best case teen.",
      ],
      detail: [
        "{D}? Aise bol ke invite na karna allowed nahi hai.",
        "{D} ko rate karo, 1 se 'iske liye poora sheher cross kar sakti hoon' tak.",
      ],
    },
    flirty: {
      answer: [
        "Khane ki shauqeen ladki? Har message ke saath aur interesting ho rahi ho.",
        "Perfect date night pe kya order karogi, batao, main notes le raha hoon 😉",
      ],
      asked: ["Abhi? Jo bhi tum hum dono ke liye order karo. Tumhara favourite?", "Dinner pe bataunga. Tumhara kya hai?"],
      tease: [
        "Tum mujhe bhooka kar rahi ho. Ye hint hai kya?",
        "Khane mein tumhara taste achha hai. Dekhte hain ladkon mein bhi hai ya nahi.",
      ],
      forward: ["Isko date banate hain: jagah tum chuno, bhook main launga.", "Khana aane pe tumhara face dekhna hai. Is hafte dinner?"],
      detail: ["{D} aur achhi company, meri perfect shaam. Chalogi?", "Bata deta hoon, saath mein {d} khaaya toh ek bite main churaunga."],
    },
    creative: {
      answer: [
        "Last meal sawaal: zindagi bhar sirf ek dish, kaunsi?",
        "Chalo tumhara dream menu banate hain: starter, main, dessert. Shuru.",
      ],
      asked: [
        "Teen tries mein mera favourite khana guess karo. Jeetne wala pehla meal chunega.",
        "Teen tak ginti pe dono apni favourite dish likhenge. Ek, do, teen!",
      ],
      tease: [
        "Food personality test: pizza pe pineapple, haan ya na? Soch ke.",
        "Jaldi, kaunsi dish tumhari personality describe karti hai? Mera guess: kuch teekha.",
      ],
      forward: [
        "Challenge: dono ek dusre ke liye aisi dish chunenge jo kabhi try nahi ki, aur saath mein taste karenge.",
        "Street food crawl: teen stops tum, teen main. Jeetne wale ko bragging rights.",
      ],
      detail: [
        "Agar {d} ek insaan hota, toh dost, crush ya soulmate?",
        "{D} debate: ab tak ka best kahan khaya? Main beat karne ki koshish karunga.",
      ],
    },
  },

  travel: {
    confident: {
      answer: ["Travel stories meri favourite hain. Trip ka best part kya hai?", "Achha escape lag raha hai. List mein next kya hai?"],
      asked: [
        "Bahut pasand hai. Pahad recharge karte hain, sheher jagaate hain. Tumhari favourite jagah?",
        "Jab bhi mauka mile. Next list mein koi jagah hai jahan achha khana ho aur koi itinerary na ho. Tum?",
      ],
      tease: ["Lagta hai tum planner ho. Ya spontaneous wali?", "Toh tum adventurous type ho. Mujhe keep up karna padega."],
      forward: [
        "Coffee pe sab sunaao. Mujhe woh stories chahiye jo post nahi ki.",
        "Travel stories milke exchange karte hain. Is weekend?",
      ],
      detail: [
        "{D}, badhiya choice. Wahan ki woh ek cheez kya hai jo koi miss na kare?",
        "{D} mast lagta hai. Aaram wali trip ya full packed itinerary?",
      ],
    },
    funny: {
      answer: [
        "Tumhara travel game strong hai. Mera airport snacks tak hi hai.",
        "Trip ko rate karo: khana, views, aur ek hi sunset ki kitni photos.",
      ],
      asked: [
        "Ghoomna pasand hai, packing se nafrat hai. Tum?",
        "Travel pro ki tarah karta hoon, packing amateur ki tarah. Recently kahan gayi thi?",
      ],
      tease: ["Guess karun, 400 photos aur post sirf teen?", "Packing ek hafte pehle karti ho ya cab aane se bees minute pehle?"],
      forward: [
        "Poori travel stories chahiye, haath hila hila ke. Is hafte coffee?",
        "Agli baar mujhe bhi le chalo. Snacks uthane aur tumhari photos lene mein expert hoon.",
      ],
      detail: [
        "{D}? Main officially jealous hoon. Rate karo: views, khana, vibes.",
        "{D}! Sach batao, fridge magnet team ho ya sau sunset photos team?",
      ],
    },
    flirty: {
      answer: [
        "Tum aur travel, achha combination hai. Kal nikalna ho toh kahan jaogi?",
        "Achha laga ki tum explore karti ho. Ab tak ki favourite trip?",
      ],
      asked: [
        "Bahut pasand hai, aur achhi company ke saath aur bhi. Tum mujhe kahan le jaogi?",
        "Haan, aur achhe taste wali travel partner dhoondh raha hoon. Apply karogi?",
      ],
      tease: [
        "Dhyaan se, tumhare saath road trip plan karne ka mann ho raha hai.",
        "Adventurous aur baaton mein mazedaar. Khatarnak combination.",
      ],
      forward: [
        "Chhote se shuru karte hain: is hafte coffee, road trip baad mein 😉",
        "Sab kuch dinner pe sunaana. Main bahut achha listener hoon.",
      ],
      detail: [
        "{D} tumpe suit karta hai. Wahan ki har story sunni hai.",
        "{D} perfect lagta hai, khaaskar sahi company ke saath. Aur batao.",
      ],
    },
    creative: {
      answer: ["Ek ghante ke liye kahin bhi teleport ho sakti, toh kahan aur kyun?", "Jaldi: best trip, worst trip, dream trip. Chalo."],
      asked: [
        "Meri best aur worst trip ke baare mein poocho, phir guess karo kiski story better hai.",
        "Mere travels ke two truths and a lie aa rahe hain. Fake wala pakdo.",
      ],
      tease: [
        "Travel personality test: window seat ya aisle? Isi pe sab depend karta hai.",
        "Two truths and a lie, travel edition. Tum pehle.",
      ],
      forward: [
        "Ek imaginary trip plan karte hain, no budget: jagah tum chuno, pehla khana main.",
        "Imaginary globe ghumao: jahan ungli ruke, wahan ka ek din plan karenge. Ready?",
      ],
      detail: ["{D} ko teen emojis mein describe karo. Vibe main guess karunga.", "Agar {d} ka theme song hota, toh kaunsa hota?"],
    },
  },

  music: {
    confident: {
      answer: [
        "Music taste mere liye badi baat hai. Abhi repeat pe kya chal raha hai?",
        "Music se insaan ke baare mein bahut pata chalta hai. All-time favourite kaun hai?",
      ],
      asked: [
        "Thoda sab kuch, par drive wale gaanon pe hamesha wapas aata hoon. Tumhari playlist mein kya hai?",
        "Mood pe depend: subah chill, gym mein loud. Tum?",
      ],
      tease: ["Warning: tumhari playlist judge karunga. Teen gaane bhejo.", "Mujhse music ki baat? Bold move, mere opinions strong hain."],
      forward: [
        "Kabhi saath mein live show chalte hain. Next kaun perform kar raha hai?",
        "Apna favourite gaana bhejo, main ek bhejunga. Phir coffee pe compare karenge.",
      ],
      detail: ["{D}, solid choice. Favourite gaana kaunsa hai?", "Achha taste. Abhi tumhara top {d} gaana kaunsa hai?"],
    },
    funny: {
      answer: [
        "Music ki baat? Warning: main bura gaata hoon, par full confidence ke saath.",
        "Tumhara bathroom singer wala gaana kaunsa hai? Sabka hota hai, jhooth mat bolna.",
      ],
      asked: [
        "Meri playlist ek mess hai: purana Bollywood, gym songs aur ek gaana jispe sharam aati hai. Tumhari?",
        "Sab sunta hoon, aur sabke saath gaata hoon, bura. Tumhe kya pasand hai?",
      ],
      tease: [
        "Guess karun tumhari playlist: 40% bangers, 60% rone wale gaane?",
        "Tumhari profile mein 'great music taste' add kar raha hoon. Unofficially.",
      ],
      forward: [
        "Karaoke date? Promise main bura gaunga taaki tum amazing lago.",
        "Playlists exchange karte hain. Worst case, coffee pe behas karenge.",
      ],
      detail: ["{D}? Chalo, tum vibe check mein pass ho gayi.", "Jaldi, karaoke mein {d} ka kaunsa gaana gaogi, bina soche?"],
    },
    flirty: {
      answer: [
        "Achhe music taste wali ladki, meri kamzori. Kaunsa gaana tumhe summer yaad dilata hai?",
        "Lambi drive pe kaunsa gaana lagaogi, batao. Curious hoon.",
      ],
      asked: [
        "Aajkal? Woh gaane jo achhi baaton ki yaad dilayein. Ye conversation bhi list mein aa sakti hai. Tumhare?",
        "Apna favourite gaana bhejo, bataunga hum compatible hain ya nahi 😉",
      ],
      tease: ["Dhyaan se, achha music taste mere dil tak pahunchne ka shortcut hai.", "Pakka tum akele mein dance karti ho. Sahi kaha na?"],
      forward: ["Kabhi playlist laga ke drive pe chalte hain. Aux tumhara.", "Concert date? Tickets main lunga, show tum chuno."],
      detail: ["{D} fan? Ab tum mujhe aur achhi lagne lagi.", "Kabhi apna favourite {d} gaana sunana. Saamne baith ke, preferably 😉"],
    },
    creative: {
      answer: [
        "Agar tumhari life ka soundtrack hota, toh tumhare aate hi kaunsa gaana bajta?",
        "Game: dono teen gaanon ki playlist banate hain jo humein describe kare. Shuru.",
      ],
      asked: [
        "Ek try mein mera top genre guess karo. Sahi hua toh apna sabse embarrassing gaana bhejunga.",
        "Trade karte hain: mere teen most played gaane, tumhare teen ke badle. Ready?",
      ],
      tease: ["Music personality test: lyrics wali ya beat wali? Soch ke.", "Apna favourite gaana text mein hum karo. Main guess karunga."],
      forward: [
        "Ek shared playlist banate hain: roz ek ek gaana, jab tak mil nahi lete.",
        "Dream concert plan karte hain: headliner tum chuno, opener main.",
      ],
      detail: [
        "Agar {d} tumhare is hafte pe gaana banaye, toh title kya hoga?",
        "Teen {d} gaane jo aajkal tumhara mood describe karte hain. Chalo.",
      ],
    },
  },

  movies: {
    confident: {
      answer: [
        "Movie ki baat, mera favourite topic. Is saal ka best kya dekha?",
        "Tumhare taste pe bharosa hai. Mujhe next kya dekhna chahiye?",
      ],
      asked: [
        "Jisme achhi story ho, aur break chahiye toh comedy. Tum kya dekh rahi ho?",
        "Main picky hoon, par kuch achha mile toh ek weekend mein khatam. Kya dekhun?",
      ],
      tease: ["Tumhari watchlist judge karne wala hoon. Ready ho jao.", "Shows pe strong opinions wali ladki. Respect."],
      forward: ["Kabhi movie night karte hain. Film tum chuno, popcorn main launga.", "Is hafte theatre mein kuch dekhne chalein?"],
      detail: ["{D} badhiya choice hai. Favourite character kaun hai?", "Achha, {d}. Hype ke layak hai ya overrated? Sach batao."],
    },
    funny: {
      answer: [
        "Binge-watching hi mera cardio hai. Kya dekh rahe hain hum?",
        "Aisa kaunsa show hai jo tumne sharmnaak number of times dobara dekha hai?",
      ],
      asked: [
        "Dekhne se zyada time ye chunne mein jaata hai ki kya dekhun. Kuch recommend karo?",
        "Comfort shows repeat pe, sabki tarah. Tumhara comfort show?",
      ],
      tease: [
        "Guess karun, 'bas ek aur episode' aur phir raat ke 3 baj jaate hain?",
        "'Previously on' dekhti ho ya rebel ki tarah skip karti ho?",
      ],
      forward: ["Movie date? Tum chuno, bas popcorn hona chahiye.", "Saath mein kuch dekhte hain aur ending pe behas karte hain."],
      detail: ["{D}? Badhiya, ab pakka dost ban sakte hain.", "Sach batao, {d} kitni baar dekha hai?"],
    },
    flirty: {
      answer: ["Shows ka achha taste aur baaton mein maza? Ab main interested hoon.", "Apni comfort movie batao, main apni bataunga."],
      asked: [
        "Aajkal saath mein dekhne wala koi dhoondh raha hoon. Koi suggestion? 😉",
        "Suggestions ke liye open hoon, khaaskar tumhare. Kya dekhein?",
      ],
      tease: [
        "Tum woh type lagti ho jo end mein roti hai aur phir maanti nahi.",
        "Dhyaan se, agar tumhe bhi wahi shows pasand hain toh main gaya kaam se.",
      ],
      forward: ["Movie night: tum, main, aur bahut saara popcorn. Kab?", "Saath mein movie dekhte hain. Armrest bhi tumhara."],
      detail: [
        "{D}? Great taste. Kabhi saath mein dekhna chahunga.",
        "Tum {d} dekhti ho, ye ab tumhare baare mein meri favourite baat hai.",
      ],
    },
    creative: {
      answer: [
        "Agar tumhari life ek show hoti, toh is season ka naam kya hota?",
        "Apni favourite movie ko bure tareeke se describe karo, main guess karunga.",
      ],
      asked: [
        "Ek movie ko bure tareeke se describe karo, main guess karunga. Phir main tumhare liye karunga.",
        "Dono ek dusre ke liye ek movie chunte hain jo is hafte dekhni hai. Tum pehle.",
      ],
      tease: [
        "Apne favourite show mein tum kaunsa character hoti? Main bataunga agree karta hoon ya nahi.",
        "Jaldi: sabse buri movie jo secretly pasand hai?",
      ],
      forward: [
        "Movie swap karte hain: ek tum mere liye chuno, ek main tumhare liye, phir coffee pe review.",
        "Double feature plan karte hain: pehle tumhari comfort movie, phir meri. Snacks negotiable.",
      ],
      detail: [
        "{D} ko apne jaan-pehchaan walon se recast karo. Tumhara role kaun karega?",
        "{D} ka sequel ek line mein pitch karo. Chalo.",
      ],
    },
  },

  weekend: {
    confident: {
      asked: [
        "Abhi kuch fix nahi, matlab kuch fun ke liye jagah hai. Tumhara?",
        "Abhi tak open rakha hai. Tum weekend kaise spend karna pasand karti ho?",
      ],
      answer: ["Achha weekend aa raha hai lagta hai. Sabse zyada kis cheez ka wait hai?", "Nice. Kaisa gaya batana, highlights chahiye."],
      tease: ["Guess karun, teen plans hain aur jaogi ek mein?", "Lagta hai tumhare weekends mere se zyada mazedaar hote hain."],
      forward: ["Saath mein plan banate hain? Saturday coffee?", "Is weekend tumse milna chahunga. Sunday brunch?"],
    },
    funny: {
      asked: [
        "Mere weekend plans: der tak sona aur productive hone ki acting. Tumhare?",
        "Weekend goals: achha khana, bahut neend, aur kam se kam ek ghanta functional adult. Tum?",
      ],
      answer: [
        "Ye mere plan se better hai, mera toh mostly der tak sona hai. Highlight kya hai?",
        "Wah. Mera weekend toh laundry ke saath hai. Exchange karein?",
      ],
      tease: [
        "Tum 'bade plans' wali weekend person ho ya 'blanket aur snacks' wali?",
        "Tumhara weekend schedule mere work week se better lag raha hai.",
      ],
      forward: [
        "Apne weekend lineup mein mujhe add karo? Low maintenance hoon, snacks bhi launga.",
        "Saturday ke liye ek mast idea hai, usme tum aur coffee dono hain.",
      ],
    },
    flirty: {
      asked: [
        "Tumne poocha toh weekend aur interesting lagne laga. Tumhara kya scene hai?",
        "Abhi kuch plan nahi. Shayad sahi invite ka wait kar raha hoon 😉",
      ],
      answer: ["Mazedaar lag raha hai. Thoda sa weekend mere liye bhi bachana?", "Enjoy karna. Sab sunne ka wait karunga 😊"],
      tease: [
        "Mujhe lagta hai tumhara weekend mere saath aur achha hoga. Bas ek theory hai.",
        "Pakka tumhare weekends mazedaar hote hain. Main invited hoon?",
      ],
      forward: ["Saturday, tum aur main, achhi coffee wali jagah. Deal?", "Is weekend ko saath mein achha banate hain. Sunday brunch?"],
    },
    creative: {
      asked: [
        "Perfect weekend teen words mein. Mera: dhoop, khana, baatein. Tumhara?",
        "Weekend forecast: 80% achha khana, 20% spontaneous adventure. Tumhara kya hai?",
      ],
      answer: [
        "Weekend ko advance mein rate karo, 1 se 10, aur batao 11 kya banayega.",
        "Apne weekend ko movie title do. Mera 'The Nap Chronicles' hai.",
      ],
      tease: [
        "Jaldi game: apna ideal Saturday sirf teen emojis mein.",
        "Weekend personality: subah jaldi plan ke saath, ya dopahar ko utho aur dekho kya hota hai?",
      ],
      forward: [
        "Is weekend mini adventure? Ek aisa area chunte hain jo dono ne nahi dekha, aur explore karte hain.",
        "'Yes' Saturday karte hain: pehle coffee, phir dono ek ek random cheez chunenge.",
      ],
    },
  },

  pets: {
    confident: {
      answer: [
        "Animal lovers sabse achhe log hote hain. Ghar pe koi hai, ya abhi sirf sapna hai?",
        "Koi animals ke baare mein kaise baat karta hai, usse bahut pata chalta hai. Dog person ya cat person?",
      ],
      asked: [
        "Animals bahut pasand hain. Dogs khaaskar, par koi cat bhi mujhe jeet sakti hai. Tumhare paas hai koi?",
        "Pakka animal person hoon. Tumhare paas koi hai, ya chahiye?",
      ],
      tease: [
        "Warning: koi animal involved hai toh photos maangunga hi.",
        "Mujhe lagta hai animals bhi tumhe utna hi pyaar karte hain. Sahi?",
      ],
      forward: [
        "Kabhi park mein walk karte hain aur raste ke dogs ginte hain. Haarne wala coffee khilayega.",
        "Sheher mein kahin resident cat wala café zaroor hoga. Is weekend dhoondhein?",
      ],
      detail: ["{D}! Sab kuch sunna hai. Personality kaisi hai?", "{D} toh legend lagta hai. Kab se saath hai tumhare?"],
    },
    funny: {
      answer: [
        "Animals ki baat? Ye meri favourite conversation ban gayi.",
        "Zaroori sawaal: har pet ka apna Instagram hona chahiye? Main toh haan bolunga.",
      ],
      asked: [
        "Main woh banda hoon jo sadak ke har dog ko hi bolta hai. Tumhara koi pet hai?",
        "Dog ho ya cat, main sabse dosti kar leta hoon. Tumhare paas koi hai?",
      ],
      tease: [
        "Pakka tum animals se special awaaz mein baat karti ho.",
        "Sadak ke dogs tumhare paas bhi bhaag ke aate hain, ya sirf mere saath hota hai?",
      ],
      forward: [
        "Kahin ek pet café humara wait kar raha hai. Coffee plus cuddles?",
        "Dog park chalte hain, bas naye dost banane. Research purposes ke liye.",
      ],
      detail: ["{D}? Photos chahiye, abhi ke abhi. Urgent hai.", "{D} hi is story ka main character lagta hai."],
    },
    flirty: {
      answer: [
        "Animals se pyaar karne wali ladki? Green flag.",
        "Apni life ke animals ke baare mein batao, aur ye bhi ki main unka approval test pass karunga ya nahi.",
      ],
      asked: [
        "Animals pasand hain, aur suna hai woh bhi mujhe pasand karte hain. Koi hai jisse mujhe milna chahiye?",
        "Mostly dog person. Compatible hain?",
      ],
      tease: ["Sach kahun toh tumhara pet bahut lucky hoga.", "Animal approval test pass kiya toh bonus points milenge?"],
      forward: ["Park date karte hain aur saare dogs se milte hain.", "Pet café date? Tum, main aur bahut saare fluffy distractions."],
      detail: ["{D} ne toh already mujhe jeet liya. Milwaogi kabhi?", "{D} bahut cute hai, aur tum bhi. Photos please 😊"],
    },
    creative: {
      answer: [
        "Agar tumhara favourite animal ek minute bol sakta, toh kis baat ki complaint karta?",
        "Apne dream pet ki personality ko job title mein batao. Main guess karunga.",
      ],
      asked: [
        "Dog person ya cat person, teen tak ginti pe. Ek, do... teen!",
        "Koi bhi animal pet ho sakta, no rules, toh kaunsa? Mera ek chhota sa haathi.",
      ],
      tease: [
        "Pet personality quiz: chaos machine ya royal highness?",
        "Kisi animal ne tumhare saamne ab tak ki sabse dramatic cheez kya ki hai?",
      ],
      forward: [
        "Idea: ek walk jisme har dog ko 10 mein se rate karenge. Main in.",
        "Ek aisa din plan karte hain jo kisi animal ko bhi approve ho. Pehla stop?",
      ],
      detail: ["Agar {d} ki dating profile hoti, toh bio kya hota?", "{D} ki autobiography ka title kya hoga?"],
    },
  },

  sports: {
    confident: {
      answer: ["Respect. Consistent rehna mushkil hai. Tumhe kya motivate karta hai?", "Badhiya. Ye fitness ke liye hai ya fun ke liye?"],
      asked: [
        "Active rehne ki koshish karta hoon: hafte mein kuch din gym aur jab ho sake lambi walk. Tum?",
        "Haan, dimaag theek rehta hai. Tumhara kya hai, gym, running ya kuch aur?",
      ],
      tease: [
        "Discipline pasand aaya. Darr hai tum mujhe peeche chhod dogi.",
        "Okay, impressed hoon, aur sofa se uthne ke liye thoda motivated bhi.",
      ],
      forward: [
        "Kabhi saath mein workout karte hain, ya kam se kam baad mein smoothie.",
        "Is weekend mujhe kuch sikhao? Jaldi seekhta hoon.",
      ],
      detail: ["{D}? Seriously impressive. Shuru kaise kiya?", "{D} mein asli discipline lagta hai. Next goal kya hai?"],
    },
    funny: {
      answer: ["Workout ki baat, aur mera cardio fridge tak walk karna hai.", "Toh tum sporty wali ho. Main cheerleader ban jaata hoon."],
      asked: [
        "Workout isliye karta hoon taaki zyada kha sakun. Tumhara excuse?",
        "Haan, agar fridge tak walk count hoti hai toh. Mazaak, koshish karta hoon. Tum?",
      ],
      tease: ["Text karne se pehle bhi stretching karti ho, ya sirf main?", "Guess karun, tum subah 6 baje apni marzi se uthti ho?"],
      forward: [
        "Kabhi challenge karo mujhe. Haarne wala snacks khilayega.",
        "Kabhi tumhe khelte dekhne aaunga. Bahut achha cheerleader hoon.",
      ],
      detail: ["{D} ke baad bhi text karne ki energy? Respect.", "{D}? Cool. Main toh padh ke hi thak gaya."],
    },
    flirty: {
      answer: [
        "Athletic bhi aur baaton mein mazedaar bhi? Baaki sab ko bura feel kara rahi ho.",
        "Impressive. Batao isme sabse zyada kya pasand hai?",
      ],
      asked: [
        "Karta hoon, aur tumhare jaisa workout buddy mile toh aur bhi. Tumhara routine kya hai?",
        "Kabhi kabhi. Meri motivation banogi?",
      ],
      tease: ["Dhyaan se, main sirf tumhe cheer karne aane lagunga.", "Okay, ye kaafi attractive hai. Bolti raho."],
      forward: [
        "Kabhi subah walk aur coffee karte hain. Pace tumhari, main keep up karunga.",
        "Apna routine sikhaogi? Promise, bahut dhyaan dene wala student hoon.",
      ],
      detail: ["{D}? Ab toh main impressed hoon. Aur batao.", "Tum aur {d}, achha combination hai. Favourite part kya hai?"],
    },
    creative: {
      answer: ["Agar tum ek Olympic sport hoti, toh kaunsa?", "Apna workout teen words mein batao, main guess karunga kitna intense hai."],
      asked: [
        "Teen tries mein mera sport guess karo. Jeetne wala baad ka snack chunega.",
        "Agar ek sport mein competition ho, toh mujhe kisme harana chahogi?",
      ],
      tease: [
        "Gym personality quiz: headphones on aur no eye contact, ya sabse baatein?",
        "Post-workout snack se insaan ka pata chalta hai. Tumhara kya hai?",
      ],
      forward: [
        "Friendly challenge: sport tum chuno, baad ka snack main. Deal?",
        "Do logon ka naya sport invent karte hain. Rule one: halftime pe snacks.",
      ],
      detail: ["Agar {d} ek movie hoti, toh climax scene kya hota?", "{D} highlight reel: woh ek moment jo replay karna chahogi?"],
    },
  },

  books: {
    confident: {
      answer: ["Padhne wali, pasand aaya. Abhi kya padh rahi ho?", "Aisi kaunsi kitaab hai jisne tumhara sochna badal diya?"],
      asked: [
        "Jab time mile padhta hoon, mostly non-fiction. Recently sabse achhi kitaab kaunsi padhi?",
        "Jitna chahta hoon utna nahi. Ek recommend karo, sach mein padhunga.",
      ],
      tease: ["Warning: tumhari bookshelf se tumhe judge karunga.", "Padhne wali ladki. Tum standard upar le ja rahi ho."],
      forward: [
        "Kabhi bookstore café chalte hain. Mere liye ek kitaab tum chunna.",
        "Kuch recommend karo, phir coffee pe discuss karenge.",
      ],
      detail: ["{D}? Great choice. Isme kya pasand hai?", "{D} padh ke kaisa lag raha hai? Ab tak worth it?"],
    },
    funny: {
      answer: [
        "Padhaku! Main bhi padhta hoon, mostly menu aur terms and conditions.",
        "Aisi kitaab batao jo dushman ko recommend karogi. Aur best friend ko?",
      ],
      asked: [
        "Kitaabein padhne se zyada tezi se khareedta hoon. Pile mein kya add karun?",
        "Padhta hoon, promise. Mostly sone se pehle, do page. Tum?",
      ],
      tease: [
        "Guess karun: das kitaabein khareedi, teen padhi, aur aur khareed rahi ho?",
        "Pages ka kona mod deti ho? Kyunki ye dealbreaker ho sakta hai.",
      ],
      forward: [
        "Do logon ka book club shuru karte hain. Meetings mein snacks compulsory.",
        "Bookstore date? Main aise act karunga jaise mujhe sab pata hai.",
      ],
      detail: ["{D}? Tumhare cool points seedhe upar gaye.", "{D} ko ek line mein summarise karo, spoilers allowed."],
    },
    flirty: {
      answer: [
        "Smart bhi aur padhi likhi bhi? Ab toh show off kar rahi ho.",
        "Kitaab mein kho jaane wali ladki mujhe achhi lagti hai. Favourite genre?",
      ],
      asked: [
        "Haan, aur tum jo recommend karogi woh padhunga. Tumhari favourite?",
        "Apni favourite kitaab batao, tumhe impress karne ke liye padh lunga.",
      ],
      tease: ["Dhyaan se, tumhari reading list pe fida ho jaunga.", "Pakka tum pehle last page padhti ho. Sach batao."],
      forward: ["Kabhi café mein saath baith ke padhte hain?", "Is weekend bookstore aur coffee? Meri next favourite kitaab tum chunna."],
      detail: ["{D}? Kamaal ka taste. Apni favourite line batao.", "Ab {d} padhne ka mann hai, bas tumse uski baat karne ke liye."],
    },
    creative: {
      answer: [
        "Agar tumhari life ek kitaab hoti, toh is chapter ka naam kya hota?",
        "Ek hafte ke liye kaunsi fictional duniya mein rehna chahogi?",
      ],
      asked: [
        "Swap karte hain: tumhari favourite kitaab, meri ke badle, aur coffee pe review.",
        "Apni favourite kitaab teen words mein batao, main guess karunga.",
      ],
      tease: [
        "Book personality test: har kitaab khatam karti ho ya page 50 pe chhod deti ho?",
        "Two truths and a lie, bookworm edition. Chalo.",
      ],
      forward: [
        "Kitaabein exchange karte hain: tum apni favourite do, main apni, phir coffee pe discuss.",
        "Blind date with a book: dono ek dusre ke liye ek kitaab wrap karenge.",
      ],
      detail: [
        "{D} ko teen emojis mein describe karo. Plot main guess karunga.",
        "{D} ke kisi ek character ke saath dinner kar sakti, toh kaun?",
      ],
    },
  },

  weather: {
    confident: {
      answer: [
        "Aise mausam mein shaam aaram se honi chahiye. Tum kya kar rahi ho?",
        "Apna dhyaan rakhna. Aise din tumhara go-to kya hota hai?",
      ],
      asked: [
        "Mujhe aisa mausam pasand hai, walk ke liye perfect. Tumhari taraf kaisa hai?",
        "Sach kahun toh main baarish wala insaan hoon. Tumhara favourite mausam?",
      ],
      tease: ["Kuch na karne ka perfect bahana mil gaya. Approved.", "Tum clearly mausam ki complaint karke secretly enjoy karne wali ho."],
      forward: [
        "Chai aur lambi baaton ka perfect mausam hai. Jaldi milke karte hain.",
        "Mausam theek ho toh walk aur coffee pe chalte hain.",
      ],
      detail: [
        "Aisi {d} mein ghar pe rehne ka perfect bahana hai. Kya dekh rahi ho?",
        "Aisi {d} mein comfort food zaroori hai. Tumhara kya hai?",
      ],
    },
    funny: {
      answer: [
        "Mausam phir se drama kar raha hai. Kaise survive kar rahi ho?",
        "Meri taraf ka weather update: yahan bhi drama. Hum saath mein hain.",
      ],
      asked: [
        "Mausam aur meri ek understanding hai: woh jo chahe karta hai. Wahan kaisa hai?",
        "Yahan mausam apna usual drama kar raha hai. Tumhari taraf?",
      ],
      tease: ["Guess karun, aaj galat mausam ke kapde pehen liye?", "Kya ye mausam bol raha hai ki sab cancel karke so jao?"],
      forward: [
        "Is mausam ko cozy café aur achhi company chahiye. Company main de sakta hoon.",
        "Aise mausam mein hot chocolate banti hai. Clear hote hi meri taraf se?",
      ],
      detail: [
        "Phir se {d}? Is mausam ki personality mein problem hai.",
        "Is {d} ka survival kit: snacks, blanket aur koi mazedaar insaan text karne ke liye. Do sorted hain.",
      ],
    },
    flirty: {
      answer: [
        "Aisa mausam achhi company ke saath better lagta hai. Kya kar rahi ho?",
        "Cozy raho. Tab tak main text pe entertain karta hoon.",
      ],
      asked: [
        "Mere hisaab se coffee date ka perfect mausam hai. Tumhari taraf kaisa hai?",
        "Tumse baat karke better ho gaya. Wahan mausam kaisa hai?",
      ],
      tease: [
        "Sach kahun toh aaj ke mausam ki sabse achhi cheez tumhara message hai.",
        "Apni jacket de deta, par chat ke dusri taraf atka hoon.",
      ],
      forward: ["Mausam saaf ho toh tum, main, lambi walk aur coffee. Deal?", "Indoor date ka perfect mausam. Is hafte café?"],
      detail: ["{D} ho ya na ho, tumse baat karna din ka best part hai.", "{D} ko chhodo, apne din ke baare mein batao."],
    },
    creative: {
      answer: [
        "Agar aaj ka mausam ek mood hota, toh kaunsa?",
        "Apna perfect weather day subah se raat tak describe karo. Main rate karunga.",
      ],
      asked: [
        "Meri taraf ka weather report: 70% cozy, 30% bahar jaane ka mann. Tumhara?",
        "Aaj ke mausam ko 10 mein se rate karte hain, ek saath. Mera 7.",
      ],
      tease: [
        "Weather personality test: baarish lover ya dhoop chaser? Soch ke.",
        "Jaldi, weather superpower chuno: kabhi thand na lagna ya kabhi garmi na lagna?",
      ],
      forward: [
        "Mausam deal: Saturday ko jaisa bhi mausam ho, uske liye perfect plan dhoondhenge.",
        "Rain or shine plan: baarish hui toh coffee, nahi toh walk. Dono mein Saturday?",
      ],
      detail: [
        "Agar is {d} ka soundtrack hota, toh abhi kaunsa gaana bajta?",
        "Is {d} ko 10 mein se rate karo, phir batao isme karne ki perfect cheez kya hai.",
      ],
    },
  },
};
