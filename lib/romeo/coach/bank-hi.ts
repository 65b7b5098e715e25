import type { CoachAnswers, CoachTopic } from "@/lib/romeo/coach/bank-en";

// Romeo in Hinglish (docs/reading.md, "Romeo"): when he asks in Hindi written in Latin script, Romeo
// answers the same way, the way friends text, with the same advice as the English answers. Every topic
// has an answer here (the type says so), so a Hinglish question never gets an English reply.

export const COACH_ANSWERS_HI: Record<CoachTopic, CoachAnswers> = {
  openers: {
    answers: [
      'Sabse achha pehla message uske baare mein hota hai, uski looks ke baare mein nahi. Uski profile se ek specific cheez pakdo (koi photo, bio ki ek line, koi jagah) aur uske baare mein ek aasaan, mazedaar sawaal pucho.\n\nAgar ek photo mein wo trek pe hai: "Ye view toh kamaal hai. Kahan ka hai, aur chadhai worth it thi?" Isse pata chalta hai ki tumne sach mein profile dekhi, aur usse baat karne ke liye kuch milta hai. "Hi" aur "hey beautiful" skip karo.',
    ],
    followUp:
      'Pehle message ka reply na aaye toh ye normal hai, personal nahi: bahut log hafte mein ek baar app kholte hain. Ek-do din baad ek halka sa naya message bhej sakte ho, "??" nahi: "Okay, second try: best street food kahan milta hai, tumhara verdict chahiye."\n\nUska bhi reply na aaye toh jaane do, aur un conversations pe dhyaan do jo chal rahi hain.',
    example:
      'Kuch openers jo tum uski profile ke hisaab se badal sakte ho:\n\n"Beach wali photo toh best din jaisi lag rahi hai. Uske peeche ki story kya hai?"\n\n"Bio mein likha hai tum terrible cook ho. Ab toh sabse bura dish sunna padega."\n\n"Aage badhne se pehle ek zaroori sawaal: pahad ya beach?"',
  },

  conversation_dying: {
    answers: [
      'Baat aksar isliye mar jaati hai kyunki wo interview ban jaati hai: sawaal, jawab, sawaal, jawab. Jitna pucho usse thoda zyada do: apni ek chhoti opinion ya story share karo, phir usi se juda sawaal pucho.\n\n"Weekend pe kya karti ho?" ke bajaye: "Maine Sunday ko filter coffee banane ki koshish ki aur do baar fail hua. Tumhara lazy Sunday wala kaam kya hai?" Isse usse react karne ke liye kuch milta hai.',
    ],
    followUp:
      'Naya topic try kiya aur phir bhi chhote replies aa rahe hain, toh ek aasaan invitation bhejo aur phir thoda peeche ho jao: "Mujhe ye baatein achhi lag rahi hain, par texting justice nahi kar rahi. Is hafte coffee?"\n\nWo na uthaye toh baat ko bina guilt ke rehne do. Kabhi kabhi bas match nahi hota, aur wo theek hai.',
    example:
      'Jab baat thandi pad jaaye, ek reset:\n\n"Okay, naya rule: ab \'din kaisa tha\' nahi chalega. Is hafte tumhare saath sabse random kya hua?"\n\nYa koi callback: "Tumhari theory ki dogs insaano se better judge hote hain, abhi tak soch raha hoon. Proof?"',
  },

  slow_replies: {
    answers: [
      "Late replies aksar uski life ke baare mein hote hain, tumhare baare mein nahi. Log busy hote hain, thake hote hain, ya bas slow texter hote hain.\n\nSabse achha hai uski speed match karna: khaali jagah bharne ke liye message pe message mat bhejo, aur badle mein lamba wait karke punish bhi mat karo. Jab reply aaye, garmjoshi se jawab do. Speed se zyada effort dekho: jab reply aata hai, kya usmein interest dikhta hai?",
      'Seen karke chhod dena chubhta hai, par uske aas paas kahani mat banao. Ho sakta hai usne kaam pe message dekha ho aur baad mein reply karna bhool gayi ho.\n\nEk-do din do, phir ek halka, naya message bhejo, "hello??" nahi. Uska bhi jawab na aaye toh wo ek chupchaap na hai, aur dono ke liye sabse achha hai use jaane dena.',
    ],
    followUp:
      'Ek friendly follow-up ke baad bhi jawab na aaye, toh wahi tumhara jawab hai, aur aur kuch bhejne ki zaroorat nahi. "Lagta hai tumhe interest nahi" wala message skip karo; wo ending ko aur bhaari bana deta hai.\n\nAgar wo kuch din baad wapas aaye, toh aaram se warmly baat shuru karo, jaise kuch hua hi nahi.',
    example:
      'Ek halka check-in jo ek baar bheja ja sakta hai:\n\n"Okay, tumhari restaurant wali recommendation abhi tak dimaag mein hai. Naam toh batao!"\n\nKuch naya, kuch aasaan, aur koi shikayat nahi. Bas itna.',
  },

  double_texting: {
    answers: [
      'Double text karna galat nahi hai, agar wo naya aur halka ho. "??" ya "reply kyun nahi kiya" mat bhejo; kuch aisa bhejo jo akela bhi achha lage, jaise koi funny cheez jo tumne dekhi ya koi naya sawaal.\n\nRule simple hai: ek double text theek hai, uske baad uski baari hai. Agar wo phir bhi chup hai, toh wo bhi ek jawab hai.',
    ],
    followUp:
      "Double text ke baad bhi reply na aaye toh ruk jao. Teesra message usse pressure jaisa lagega, aur tumhe bhi achha nahi lagega. Apni energy un logon pe lagao jo tumse baat karna chahte hain.",
    example:
      "Ek achha double text:\n\n\"Abhi ek café ke bahar board dekha: 'coffee se sab theek ho jaata hai'. Tumhari yaad aa gayi, tumhara coffee wala debate abhi khatam nahi hua.\"\n\nNaya, halka, aur koi shikayat nahi.",
  },

  texting_frequency: {
    answers: [
      "Koi magic rule nahi hai, na teen din wala, na turant reply wala. Jab tumhe time mile aur mann ho tab reply karo, aur uski speed ke aas paas raho. Wo din mein do baar likhti hai toh tum bees baar mat likho.\n\nGames mat khelo jaise jaan boojh ke late reply karna. Natural raho: interest dikhana achhi baat hai, bas usse pressure mat banao.",
    ],
    followUp:
      "Agar tum confuse ho ki zyada toh nahi likh rahe, dekho ki baat dono taraf se chal rahi hai ya nahi: kya wo bhi sawaal puchti hai, kabhi khud baat shuru karti hai? Agar haan, toh sab theek hai. Agar har baar tum hi shuru karte ho, thoda peeche ho ke dekho.",
    example:
      'Ek balanced message, na zyada na kam:\n\n"Aaj ka din pagal tha, abhi free hua. Tumhara presentation kaisa gaya?"\n\nIsmein tumhari life bhi hai aur uski baat yaad rakhna bhi.',
  },

  asking_out: {
    answers: [
      'Achhi baat chal rahi hai toh ek-do hafte mein milne ka pucho; zyada der texting se momentum khatam ho jaata hai. Clear aur specific raho: "Mujhe tumse baat karna achha lag raha hai. Saturday ko coffee?" Ek din, ek plan, aur usse mana karna bhi aasaan.\n\nAgar wo kehti hai "Saturday nahi, Sunday?", toh wo haan hai. Agar wo bina alternative ke taal de, toh ek baar aur puch sakte ho, phir jaane do.',
      'Milne ka puchna awkward nahi hona chahiye. Baat mein jo cheez aayi ho usi se jodo: "Tumne kaha tha tumhe momos pasand hain. Mujhe ek jagah pata hai jo tumhari ranking badal degi. Is weekend?"\n\nPehli mulaqaat chhoti aur public jagah pe rakho, jaise coffee ya walk, taaki dono comfortable rahein.',
    ],
    followUp:
      'Agar wo haan kehti hai, din aur jagah turant pakka karo. Agar wo "dekhte hain" kehti hai, ek baar specific din ke saath pucho. Phir bhi vague ho toh use politely na samjho aur aage badho, bina naraazgi ke.',
    example:
      'Ek simple invitation:\n\n"Texting mazedaar hai, par mujhe lagta hai tumhari stories aamne saamne aur achhi lagengi. Is Saturday coffee?"\n\nClear, warm, aur usse choice deta hai.',
  },

  number: {
    answers: [
      'Number tab maango jab baat achhi chal rahi ho aur milne ka plan ban raha ho, pehle message mein nahi. Sabse natural tareeka hai plan ke saath: "Saturday pakka? Number de do, details WhatsApp pe fix kar lete hain."\n\nAgar wo abhi app pe hi rehna chahti hai, toh bilkul theek hai. Usse respect karo; bahut ladkiyan safety ke liye pehle mil ke hi number deti hain.',
    ],
    followUp:
      'Agar wo mana kare ya baad mein dene ko kahe, bas "Bilkul, koi baat nahi" bolo aur app pe hi plan pakka karo. Phir se maangna ya wajah puchna pressure jaisa lagta hai.',
    example:
      'Ek aasaan tareeka:\n\n"App ke notifications ka koi bharosa nahi. Agar comfortable ho toh number share kar do, Saturday ki details wahan pakki kar lenge."\n\n"Agar comfortable ho" se usse mana karna aasaan rehta hai.',
  },

  date_ideas: {
    answers: [
      "Pehli date ke liye aisi jagah chuno jahan baat karna aasaan ho aur nikalna bhi: coffee, ek achhi chai ki tapri, park mein walk, ya koi chhota sa market. Movie pehli date ke liye achhi nahi, kyunki baat hi nahi hoti.\n\nBaat mein jo cheez aayi ho usse plan banao: wo momos ki fan hai toh momo crawl, wo books pasand karti hai toh bookstore aur phir coffee.",
    ],
    followUp:
      "Doosri date thodi personal ho sakti hai: koi activity jo tum dono ne discuss ki ho, jaise pottery class, bowling, ya koi naya restaurant. Hamesha public aur aisi jagah rakho jahan wo comfortable ho.",
    example:
      'Ek plan jo specific aur aasaan hai:\n\n"Tumhe momos pasand hain na? Mere paas ek theory hai ki shehar ke best momos kahan milte hain. Saturday ko test karein?"',
  },

  first_date: {
    answers: [
      "Pehli date ka goal impress karna nahi, ye dekhna hai ki saath mein achha lagta hai ya nahi. Time pe pahuncho, phone jeb mein rakho, aur sach mein suno. Sawaal pucho, par apni baatein bhi share karo, taaki interview na lage.\n\nBill ke liye: jo invite kare wo offer kare, aur agar wo split karna chahe toh bina bahas ke maan jao.",
    ],
    followUp:
      'Nervous ho toh theek hai, wo bhi shayad hai. Ek chhota plan B rakho (agar baat achhi chal rahi ho toh walk ya dessert), aur end mein clear raho: "Mujhe aaj bahut achha laga."',
    example:
      'Date ke shuru mein ek halki si line:\n\n"Sach bataun toh thoda nervous hoon, jo shayad achha sign hai."\n\nImaandaari se bola gaya ye tension kam kar deta hai, dono ki.',
  },

  confidence: {
    answers: [
      "Nervous hona normal hai, aur wo dikhata hai ki tumhe parwah hai. Confidence ka matlab darr na hona nahi, darr ke saath bhi aage badhna hai. Chhote steps lo: ek message bhejo, ek coffee plan karo, aur har baar khud ko credit do.\n\nAur yaad rakho, wo bhi shayad utni hi nervous hai. Tum dono bas ek doosre ko jaan rahe ho.",
    ],
    followUp:
      "Practice se confidence aata hai: roz ki life mein logon se baat karo, koi class join karo, naye logon se milo. Aur agar anxiety tumhari life pe zyada asar daal rahi hai, toh counsellor se baat karna kamzori nahi, samajhdari hai.",
    example:
      'Date se pehle nervous ho toh ek imaandaar line:\n\n"Fair warning, thoda nervous hoon, jise main excitement maan raha hoon."\n\nHalke mein bola gaya ye dono ka pressure kam kar deta hai.',
  },

  rejection: {
    answers: [
      'Na sunna dukhta hai, aur ye feel karna theek hai. Par ye tumhari value ka faisla nahi, bas fit ki baat hai. Uske apne reasons hain, jinmein se zyada tumhare baare mein hain hi nahi.\n\nSabse achha jawab chhota aur graceful hota hai: "Koi baat nahi, honestly batane ke liye thanks. Take care!" Phir sach mein jaane do: na bahas, na "kyun", na agle hafte phir se try.',
      'Agar usne kaha hai ki wo tumhe sirf dost maanti hai, toh uski baat maano. Andar se umeed rakh ke paas rehna dono ke saath unfair hai.\n\nKhud se imaandaari se pucho ki kya tum sach mein dost reh sakte ho. Agar nahi, toh pyaar se thoda door hona bhi theek hai: "Achha hua tumne bataya. Mujhe thoda space chahiye, par tumhe best wishes."',
    ],
    followUp:
      "Aage kya: thoda space do aur apni life jiyo. Doston se milo, jo pasand hai wo karo, aur jab mann ho tab apps pe wapas jao, kuch prove karne ke liye nahi.\n\nUsse puchne wala message mat bhejo ki kya galat hua. Agar wo kabhi wapas baat karna chahe, usse pata hai tum kahan ho.",
    example:
      'Na ka ek jawab jisse kabhi pachhtaoge nahi:\n\n"Samajh gaya, saaf batane ke liye thanks. All the best!"\n\nBas. Na "kyun", na "pachhtaogi". Izzat ke saath chapter band.',
  },

  compliments: {
    answers: [
      'Sabse achhe compliments specific hote hain aur kisi aisi cheez ke baare mein jo usne chuni ho: uska taste, uska humour, uski story sunane ka andaaz. "Tum stories aise sunati ho jaise group ki sabse mazedaar insaan ho" uski looks wali line se kahin zyada achha lagta hai.\n\nShuru mein compliments kam aur halke rakho taaki unka matlab rahe.',
    ],
    followUp:
      "Jab wo tumhe compliment kare, toh thank you bolo, taalo mat. Aur agar tumhara compliment awkward lage, toh bas haske aage badho; ek line se kuch kharab nahi hota.",
    example:
      'Kuch compliments jo looks ke baare mein nahi hain:\n\n"Tumhara music taste dangerous had tak achha hai."\n\n"Tum itni curious ho, tumse baat karke naye sawaal sochne padte hain."',
  },

  humour: {
    answers: [
      "Funny hone ke liye jokes yaad karne ki zaroorat nahi. Text pe humour zyada tar observation aur halki teasing hota hai: jo usne kaha uspe playful twist, ya koi mazedaar either/or.\n\nUska mazaak kabhi uski kisi insecurity pe mat udaao. Khud pe haso, situation pe haso, aur uski jokes pe bhi haso.",
    ],
    followUp:
      'Agar koi joke nahi chala, koi baat nahi. "Okay, wo joke mere dimaag mein zyada achha tha" bolke aage badho. Khud pe hasna bhi humour hai.',
    example: 'Ek halki, playful line:\n\n"Tumne kaha tumhe pineapple pizza pasand hai. Main judge nahi kar raha, bas note kar raha hoon."',
  },

  profile: {
    answers: [
      'Achhi profile ke liye clear photos chahiye jahan tumhara chehra dikhe, kam se kam ek full-length, aur ek-do jo tumhari life dikhayein: koi hobby, travel, dost. Group photo pehli photo mat rakho, aur sunglasses wali selfies kam.\n\nBio chhota aur specific rakho: "Sunday ko pakode banata hoon, Monday ko pachhtata hoon" jaisa kuch jo sawaal ka mauka de.',
    ],
    followUp:
      "Matches kam aa rahe hain toh ek cheez ek baar mein badlo: pehli photo, phir bio. Kisi dost se imaandaar raay lo. Aur yaad rakho, kam matches ka matlab ye nahi ki tum mein kami hai.",
    example:
      'Kuch bio lines jo baat shuru karti hain:\n\n"Best biryani ki talaash mein. Tumhari recommendation galat nikli toh coffee tum pilaogi."\n\n"Weekdays pe engineer, weekends pe bekaar guitarist."',
  },

  long_distance: {
    answers: [
      "Long distance mein routine aur imaandaari sabse zaroori hai. Roz ka ek chhota sa ritual rakho, jaise raat ko ek call, aur milne ka agla plan hamesha calendar pe ho. Jab pata ho ki agli mulaqaat kab hai, doori aasaan lagti hai.\n\nShuru mein hi baat karo ki dono kya chahte ho aur kya ek din ek hi shehar mein rehne ka plan hai.",
    ],
    followUp:
      "Jab doori bhaari lage, toh ek saath kuch karo: ek hi movie dekho video call pe, ek hi recipe banao. Aur insecurity ya shak ho toh seedha aur pyaar se baat karo, chup mat raho.",
    example: 'Ek sweet message:\n\n"Aaj ek café dekha jo bilkul tumhare type ka tha. Tumhare aane tak usse reserve kar raha hoon."',
  },

  she_busy: {
    answers: [
      'Jo sach mein interested hoti hai wo busy hone pe bhi alternative deti hai: "Is hafte nahi, agle hafte?" Agar wo baar baar bina alternative ke mana kare, toh shayad wo politely na keh rahi hai.\n\nEk baar clear pucho, aur ball uske court mein chhod do: "Lagta hai tumhara hafta bhaari hai. Jab free ho, batana, coffee pakki."',
    ],
    followUp:
      "Agar wo khud wapas aaye, bahut achha. Agar nahi, toh peechha mat karo; apni life mein aage badho. Busy log bhi un logon ke liye time nikaal lete hain jinse milna chahte hain.",
    example:
      'Ek line jo pressure nahi daalti:\n\n"Koi jaldi nahi. Jab tumhara schedule thoda free ho, batana, mujhe coffee pe tumhari stories sunni hain."',
  },

  mixed_signals: {
    answers: [
      "Mixed signals aksar mixed feelings ya busy life hoti hai, game nahi. Ho sakta hai wo tumhe pasand karti ho aur sure na ho, ya kuch logon se baat kar rahi ho.\n\nUse decode karne ki zaroorat nahi. Ek clear, friendly invitation do aur uska jawab bata dega ki tum kahan ho. Guess karne se clarity behtar hai, dono ke liye.",
    ],
    followUp:
      "Agar invitation ke baad bhi jawab vague hai, toh use na samjho aur pyaar se peeche ho jao. Kisi ko samajhne mein hafte lagane se achha hai un logon ko time dena jo clear hain.",
    example:
      'Ek clear, halki invitation:\n\n"Mujhe tumse baat karna achha lagta hai. Is weekend coffee pe milein?"\n\nHaan ya na, dono mein tumhe jawab mil jayega.',
  },

  red_flags: {
    answers: [
      "Dating apps pe kuch red flags: paise maangna, bahut jaldi bahut zyada pyaar jatana, milne ya video call se hamesha bachna, kahani mein baar baar badlaav, ya tumhe doston se door karna. Inmein se koi dikhe toh ruk jao.\n\nPaise ya personal details kabhi mat bhejo, chahe kahani kitni bhi dukhbhari ho. Pehli mulaqaat public jagah pe rakho.",
    ],
    followUp:
      "Shak ho toh video call pe baat karne ko kaho; asli log aksar maan jaate hain. Fake lage toh profile report karo aur block karo. Apni gut feeling pe bharosa karo.",
    example: 'Ek seedhi line jab kuch theek na lage:\n\n"Milne se pehle ek chhoti video call karein? Mujhe zyada comfortable lagega."',
  },

  consent: {
    answers: [
      'Koi bhi physical kadam, haath pakadna ho ya kiss, dono ki marzi se hona chahiye. Uski body language padho: kya wo paas aa rahi hai, relaxed hai, tumhari taraf dekh rahi hai? Shak ho toh pucho: "Kya main tumhe kiss kar sakta hoon?" Ye awkward nahi, respectful hai.\n\nAgar wo hichkichaye ya na kahe, turant ruko aur warmly lo. Uska na tumhari izzat ki baat hai, tumhari haar nahi.',
    ],
    followUp:
      "Consent ek baar ka nahi, har kadam pe hota hai. Jo kal theek tha, wo aaj bhi theek ho zaroori nahi. Check in karte raho, aur uski speed ko tumhari speed jitni hi ahmiyat do.",
    example:
      'Puchne ka ek natural tareeka:\n\n"Aaj ki shaam bahut achhi rahi. Kya main tumhe kiss kar sakta hoon?"\n\nSeedha, pyaar se, aur usse poori choice deta hai.',
  },

  interest: {
    answers: [
      "Interest ke sabse clear signs hain effort aur curiosity: wo bhi sawaal puchti hai, kabhi khud baat shuru karti hai, tumhari baatein yaad rakhti hai, aur ek shabd se zyada likhti hai. Plan pe haan bolna, ya khud plan suggest karna, sabse bada sign hai.\n\nSirf late replies se kuch pata nahi chalta; log busy hote hain. Kuch dinon ka pattern dekho.",
    ],
    followUp:
      "Signs mixed hain toh har emoji decode mat karo. Ek clear, friendly offer do aur uska jawab hi data hai. Jo bhi kahe, tumhe theory ke bajaye asli jawab mil jayega.",
    example:
      'Interest ka ek simple test jo ek achha message bhi hai:\n\n"Mujhe tumse baat karna bahut achha lag raha hai. Is hafte coffee?"\n\nHaan ya doosra din bole toh interested hai. Do baar taal de toh wo pyaar se bata rahi hai.',
  },

  after_date: {
    answers: [
      'Date achhi lagi toh usi raat ya agli subah bata do. Wait karne ka game mat khelo: "Aaj bahut achha laga. Aaram se ghar pahunch gayi?" Warm, confident aur reply karna aasaan.\n\nDobara milna hai toh ek-do din mein pucho, aur pehli date se jodo: "Round two? Wo dessert abhi baaki hai jiske liye jagah nahi bachi thi."',
    ],
    followUp:
      "Date ke baad reply na aaye toh ek din do; ho sakta hai wo busy ho. Ek aur halka message bhej sakte ho, usse zyada nahi. Agar wo warmly reply kare par doosri date taal de, toh ek baar specific plan ke saath pucho, phir jaane do.",
    example:
      'Date ke baad ek achha text:\n\n"Aaj ke liye thanks, bahut maza aaya. Tumhare bhai aur wedding cake wali story yaad rahegi. Agle hafte phir milein?"',
  },

  topics: {
    answers: [
      "Sabse achhe topics wo hain jo usne khud diye hain: uski photos, bio, ya kuch jo usne baaton baaton mein kaha. Wahan se shuru karo aur curiosity ko lead karne do.\n\nUske alawa aasaan topics: khana, travel ki stories, weekend ki aadatein, music, bachpan ki mazedaar baatein. Ex, politics ya paise jaise bhaari topics baad ke liye rakho, aur jitna pucho utna share bhi karo.",
    ],
    followUp:
      'Aasaan topics ho gaye toh playful hypotheticals try karo: "Agar tumhe café chalana pade toh menu pe kya hoga?" Aur yaad rakho, texting ka point hai itna jaan lena ki milne ka mann kare.',
    example:
      'Kuch sawaal jinke jawab achhe aate hain:\n\n"Aisi kaunsi cheez hai jismein tum bina wajah bahut achhi ho?"\n\n"Tumhara perfect lazy Sunday, ghante ke hisaab se?"\n\n"Das saal ki umar mein tum kis cheez ki deewani thi?"',
  },

  hinglish: {
    answers: [
      'Hinglish mein texting tab sabse achhi lagti hai jab wo bhi waise likhe; warm aur apna sa lagta hai. Uski lead follow karo: wo "kya kar rahi ho" style mein likhe toh Hindi mix karo, English mein likhe toh zyada tar English mein raho.\n\nLatin script mein raho jab tak wo Devanagari na use kare, aur bahut formal Hindi se bacho. "Haha sach mein? Kaunsi movie thi?" ek asli insaan ki texting lagti hai.',
    ],
    followUp:
      'Hindi pe confident nahi ho toh force mat karo; thodi si "yaar" ya "achha" ke saath English bilkul natural hai. Zaroori hai uski energy match karna, uski vocabulary nahi. Aur wo language badle toh tum bhi badlo.',
    example:
      'Kuch natural Hinglish lines:\n\n"Haha sach mein? Ab toh poori story sunni padegi."\n\n"Chai ya coffee? Isi se decide hoga hum kitne compatible hain."\n\n"Kal shaam free ho? Ek café hai jahan ki cold coffee famous hai."',
  },

  attraction: {
    answers: [
      "Attraction koi trick nahi jo kisi pe chalayi jaaye; wo tab hota hai jab do log ek doosre ki company enjoy karte hain. Tumhare haath mein hai aisa insaan banna jise jaanne ka mann kare: apna khayal rakhna, kuch cheezon ke liye excited rehna, aur kind aur seedha hona.\n\nBaat mein curiosity sabse attractive cheez hai: asli sawaal pucho, jawab yaad rakho, aur apni life imaandaari se share karo.",
    ],
    followUp:
      "Khud pe kaam karna hai toh ek baar mein ek cheez lo: fitness, koi hobby jiske baare mein josh se baat kar sako, wardrobe, ya behtar sunna. Chhote, asli badlaav tumhare andaaz mein dikhte hain.",
    example:
      'Attraction aksar ek aise message se shuru hota hai jo curiosity aur thodi personality dikhaye:\n\n"Tumne kaha tum pottery seekh rahi ho. Sach batao: masterpiece, ya chaabiyon ke liye bahut mehnga katora?"',
  },

  connection: {
    answers: [
      'Connection chhote imaandaar pal se banta hai, dono taraf se. Jab wo kuch personal share kare, aage badhne se pehle usse theek se jawab do, aur apna kuch asli share karo.\n\nSmall talk se ek kadam aage ke liye pucho: "Aisi kaunsi cheez hai jispe tumhe garv hai par koi puchta nahi?" Phir sach mein suno. Follow-up sawaal mein hi connection banta hai.',
    ],
    followUp:
      "Gehrai ke liye jaldi mat karo. Wo halki baatein kare toh unka maza lo; bharosa time aur mulaqaaton se banta hai. Saath mein kuch karna, jaise khana banana ya walk, aisi yaadein banata hai jo dono ki hoti hain.",
    example:
      'Ek sawaal jo aksar asli baat kholta hai:\n\n"Aisi kaunsi chhoti cheez hai jo tumhe bahut khush kar deti hai, jo log guess nahi karte?"\n\nApna jawab bhi do; wahi sawaal ko connection banata hai.',
  },

  manipulation: {
    answers: [
      "Is pe main madad nahi karunga, aur lecture ke liye nahi: usse jealous karna, mind games ya neeche dikhane wali lines reaction toh dila sakti hain, par bharosa tod deti hain, aur uske saath fair bhi nahi.\n\nJo sach mein kaam karta hai: apna interest clear rakho, achhi company bano, aur plan banao. Mujhe batao baat kahan tak pahunchi hai, main tumhe ek imaandaar kadam mein madad karunga.",
    ],
    followUp:
      "Agar tum chahte ho ki wo tumhe zyada notice kare, toh seedha raasta hai: usse batao ki tumhe uske saath baat karna kyun achha lagta hai, aur clearly milne ka pucho. Wo na kahe ya chup rahe, toh wahi jawab hai, aur koi technique use nahi badalti.",
    example:
      'Trick ke bajaye ek sachchi line jismein confidence bhi hai:\n\n"Sach kahun toh mujhe tumse baat karna umeed se zyada achha lagta hai. Saturday coffee?"\n\nSeedha, warm, aur usse asli choice deta hai.',
  },

  sexual: {
    answers: [
      "Main apni coaching respectful rakhta hoon, isliye explicit messages ya physically aage badhne ke pressure mein madad nahi karunga. Is taraf kuch bhi dono ki marzi se, bharose ke baad hi hona chahiye.\n\nIntimacy ke baare mein baat karni hai toh shuruaati texts mein nahi, aur baad mein khul ke, pyaar se, dono ki speed pe. Main tumhari madad kar sakta hoon us connection aur achhi dates mein jo wahan tak le jaati hain.",
    ],
    followUp:
      "Respectful raasta dheema hai, aur yahi uska point hai: nazdeekiyaan bharose ke baad aati hain, aur speed dono milke tay karte hain. Pata na ho ki wo kis cheez mein comfortable hai, toh pucho aur jawab warmly maano.",
    example:
      'Explicit ke bajaye ek warm, flirty message jo uski izzat kare:\n\n"Saturday ko itna hansa ki abhi tak yaad hai. Phir kab mil rahe hain?"',
  },

  past_her_no: {
    answers: [
      'Seedhi baat bolunga, kyunki main tumhare saath hoon: jab usne na keh diya, message band karne ko kaha, ya bataya ki wo kisi ke saath hai, toh koi tareeka nahi jo usse badle, aur tareeka dhoondhna hi wo jagah hai jahan achhe ladke bhi kisi ko uncomfortable kar dete hain. Uska jawab hi jawab hai, aur uski izzat karna hi sahi kadam hai.\n\nManane ke liye, wajah puchne ke liye, ya agle hafte naye tareeke se dobara message mat karo. Agar abhi tak reply nahi kiya, toh ek chhoti, pyaar bhari line kaafi hai: "Samajh gaya, batane ke liye thanks. Take care." Phir jaane do.',
      "Uska mann badalne ka koi tareeka nahi hai, aur hona bhi nahi chahiye: na koi puzzle nahi jo solve karna ho. Usse poori izzat dena, bina pressure, bina games, bina doosri koshish ke, yahi ek kadam hai jo tumhari izzat bhi bachata hai aur uska bharosa bhi.\n\nBura lagna normal hai. Use feel karo, kisi dost se baat karo, aur phir apni life aur naye logon ki taraf mudo. Agar kabhi uska mann badle, toh wo usse aana chahiye, tumhari kisi koshish se nahi.",
    ],
    followUp:
      'Aage kya, simple hai, chahe aasaan na ho: usse aur kuch nahi. Na follow-up, na "bas check kar raha tha", na purani photos like karna, na kisi aur app se message. Reply kar chuke ho toh bas.\n\nApne liye: kuch din do, jo pasand hai wo karo, aur jab mann ho tab apps pe nayi energy ke saath wapas jao.',
    example:
      'Agar usse jawab dena hi hai, toh poora message bas itna:\n\n"Samajh gaya, imaandaari se batane ke liye thanks. Take care!"\n\nNa sawaal, na "lekin", na "shayad kabhi". Uske jawab ki izzat aur baat ka pyaar se ant.',
  },

  intentions: {
    answers: [
      'Alag cheezein chahna kisi ki galti nahi, aur ye abhi pata chalna teen mahine baad se kahin behtar hai. Imaandaar kadam hai saaf saaf batana ki tum kya dhoondh rahe ho, bina pressure: "Mujhe tumse baat karke achha laga. Seedha bata doon, main kuch serious dhoondh raha hoon. Tum kya chahti ho?"\n\nPhir uske jawab pe bharosa karo. Wo casual chahti hai aur tum nahi (ya ulta), toh usse apne version ke liye manao mat, aur uska version chahne ka natak bhi mat karo.',
    ],
    followUp:
      'Agar wo kahe ki abhi sure nahi, toh wo bhi theek hai: bahut log kisi se milke hi samajhte hain. Milo, enjoy karo, aur kuch dates ke baad phir imaandaari se baat karo.\n\nAgar wo saaf hai ki use kuch aur chahiye, toh thanks bolo aur pyaar se peeche ho jao: "Achha laga tumne saaf bataya. Mujhe kuch aur chahiye, toh main peeche hat raha hoon, par baat karke maza aaya."',
    example:
      'Baat shuru karne ka ek aasaan, imaandaar tareeka:\n\n"Zyada aage badhne se pehle seedha bata doon: main yahan kuch real dhoondh raha hoon. Koi pressure nahi, par tum yahan kya dhoondh rahi ho?"',
  },

  her_profile: {
    answers: [
      'Sirf photos wali profile dead end nahi hai; photos hi uska bio hain. Wo photo dhoondho jismein kahani ho: koi jagah, koi dog, koi dish, koi concert, koi view. Usi ek cheez ke baare mein specific aur halka sawaal pucho: "Haathon pe paint wali photo: kya bana rahi thi?"\n\nUski looks ke baare mein kuch mat likho. Jab sirf photos hon, lagbhag har ladka chehre pe comment karta hai, isliye photo mein wo kya kar rahi hai uspe sawaal turant alag dikhta hai.',
    ],
    followUp:
      "Agar wo chhota jawab de, koi baat nahi: khaali profile ka matlab aksar private insaan hota hai, uninterested nahi. Jo mile uspe baat aage badhao, apne baare mein thoda batao, aur sawaal aasaan rakho.",
    example:
      'Sirf photos wali profile ke liye kuch openers:\n\n"Wo sunset wali photo ek bahut achhe din ka end lag rahi hai. Kahan ki hai?"\n\n"Doosri photo mein tumhara dog hi asli boss lag raha hai. Naam kya hai?"\n\n"Tumhari profile toh raaz hai, isliye simple shuru karta hoon: chai ya coffee?"',
  },

  silence_after_date: {
    answers: [
      'Date ke baad chuppi chubhti hai, khaas kar jab lage ki date achhi gayi. Pehle apni taraf dekho: kya tumne baad mein ek warm message bheja? Nahi bheja toh abhi bhejo: "Tumse milke bahut achha laga. Hafta achha ja raha ho!"\n\nBhej chuke ho aur do-teen din se jawab nahi, toh ek aur halka message bhej sakte ho. Uske baad chuppi ko hi jawab samjho. Kya galat hua ye puchne ki ya message pe message bhejne ki zaroorat nahi; bas uske liye match nahi tha, aur wo theek hai.',
    ],
    followUp:
      "Lambe gap ke baad wo reply kare, toh bina chuppi ka hisaab maange warmly baat karo, aur milna ho toh specific plan do. Jawab polite par vague ho, toh wo aksar ek naram na hai.\n\nWo kabhi reply na kare, toh aage badhne ke liye usse closure ki zaroorat nahi. Socho kya achha laga, agli baar kya alag karoge, aur agli baat pe dhyaan do.",
    example:
      'Ek halka follow-up, sirf ek baar:\n\n"Hey, us din bahut achha laga. Koi pressure nahi, par agar tumhara bhi mann ho toh phir milna chahunga."\n\nWarm hai, saaf hai, aur "koi pressure nahi" se dono jawab aasaan ho jaate hain.',
  },
};

export const COACH_INTRO_HI: readonly string[] = [
  "Hey, main Romeo hoon, tumhara dating coach. Dating apps aur connection ke baare mein kuch bhi pucho: pehla message kya bhejein, baat kaise chalti rahe, milne ka kab aur kaise puchein, first date ideas, uske signals samajhna, nervousness ya na ko kaise handle karein.\n\nBatao uske saath kya chal raha hai, ya kis cheez mein behtar hona chahte ho, saath mein samajhte hain.",
];

export const COACH_THANKS_HI: readonly string[] = [
  "Kabhi bhi! Apne asli andaaz mein raho, aur jab second opinion chahiye, wapas aa jana.",
  "Khushi hui madad karke. All the best, aur batana kaisa raha!",
];

export const COACH_OUT_OF_SCOPE_HI: readonly string[] = [
  "Seedhi baat: ye mere kaam ke bahar hai. Main Romeo hoon, sirf dating aur conversations pe coaching karta hoon, toh shayad galat bata dunga.\n\nPehla message, baat chalaana, milne ka puchna, first date ideas ya mixed signals ke baare mein pucho, phir main poora tumhara.",
];

export const COACH_FALLBACK_HI: readonly string[] = [
  "Thoda aur batao taaki main kaam ki baat bata sakun. Situation kya hai: kya bhejna hai ye soch rahe ho, baat zinda rakhni hai, date plan kar rahe ho, ya samajhna hai ki tum uske saath kahan khade ho?\n\nUsne kya kaha aur tum kis baat pe unsure ho, ye batao, main ek clear agla kadam bataunga, aur chaho toh ek example line bhi.",
];

export const COACH_MINOR_HI =
  "Is mein main madad nahi kar sakta. Main sirf adults ke beech dating pe coaching karta hoon, aur agar wo 18 se kam ho sakti hai, toh please uske saath kuch romantic mat karo.\n\nAgar wo dating app pe mili hai, toh profile report karna sabki safety ke liye achha hai. Adults ke saath dating ke baare mein kuch bhi pucho, main madad karunga.";

export const COACH_SELF_HARM_HI =
  "Ye bahut bhaari lag raha hai, aur achha kiya tumne ye bola. Dating bahut dukh de sakti hai, par tum kisi bhi match ya kisi bhi na se kahin zyada maayne rakhte ho.\n\nMain sirf dating coach hoon, isliye please kisi aise insaan se baat karo jo sach mein saath de sake: koi dost ya family member jis pe bharosa ho, koi local crisis helpline, ya khatra ho toh emergency services. Ye bojh akele mat uthao.";

export const COACH_THREAT_HI =
  "Kisi ko dhamkane ya nuksaan pahunchane mein main madad nahi kar sakta. Gussa ya dukh ho toh thodi der us baat se door jao aur kisi bharose wale se baat karo.\n\nAgar kisi ko khatra hai, toh please local authorities se contact karo. Jab tayyar ho, main tumhe rejection ya mushkil baat ko aise handle karne mein madad karunga jis pe baad mein tumhe garv ho.";

/** Woh uska message quote karta hai aur woh bad news ya dukh ki baat hai: pehle care. */
export const COACH_HER_BAD_NEWS_HI: readonly string[] = [
  'Usne jo bataya woh bhaari hai, toh tumhare reply ka bas ek kaam hai: dikhana ki tumhe fikar hai. Chhota aur uske baare mein rakho: "Bahut sorry yaar, ye sach mein bura hai. Tum kaisi ho?" Jab tak woh na pooche, koi advice nahi, koi mazaak nahi, abhi koi plan nahi.\n\nPhir pace usse set karne do. Agar woh kuch din chup rahe, toh ek "soch raha tha tumhare baare mein, reply ki zaroorat nahi" theek hai; usse zyada pressure hai.',
  'Flirting aur plans abhi side mein rakho: "Ye bahut mushkil hai, sorry. Baat karni ho toh main hoon, ya kuch aur sochna ho toh bhi." Dono option dene se woh khud choose kar sakti hai.\n\nApni kisi kahani se compare mat karo aur fix karne ki koshish mat karo. Jab woh halki baaton pe aaye, uske peeche chalo.',
];
