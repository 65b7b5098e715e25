import type { SocialBank } from "@/lib/replies/offline/bank/types";

// Hinglish lines (Hindi in Latin script, mixed with English the way people text in India) for the
// social intents. He speaks of himself in the masculine and to her in the feminine ("kar rahi ho");
// "tum", not "aap", because this is a chat between two people getting to know each other.

export const HI_SOCIAL: SocialBank = {
  greeting: {
    confident: {
      answer: [
        "Hey! Main badhiya, tum batao, din kaisa ja raha hai?",
        "Hii! Achha laga tumhara message dekh ke. Aaj kya chal raha hai?",
        "Hey! Tumhara naam dekh ke achha laga. Aaj kya naya hai?",
      ],
      tease: [
        "Hey! Main soch hi raha tha ki pehle main message karun, tumne beat kar diya.",
        "Hi! Waise main opening lines mein utna achha nahi, baaton mein better hoon.",
        "Hey! Tumne abhi mera phone kaafi interesting bana diya.",
      ],
      forward: [
        "Hey! Small talk skip karte hain: is hafte kis cheez ka wait kar rahi ho?",
        "Hi! Din kaisa gaya, batao. Baaki coffee pe detail mein sunenge.",
        "Hi! Apne din ka highlight batao, phir main apna bataunga.",
      ],
    },
    funny: {
      answer: [
        "Hey! Main theek hoon, aaj ke din ko 10 mein se 7 dunga. Tumhara score?",
        "Hii! Tumhare message se mera din officially better ho gaya. Tum kaisi ho?",
        "Hello! Din theek chal raha hai, saara kaam coffee kar rahi hai. Tumhara?",
      ],
      tease: [
        "Hello! Ek cool reply practice kiya tha, ab bilkul yaad nahi.",
        "Hey! Pehle message kiya? Bold move, respect 😄",
        "Hey! Kuch smooth bolta, par saara charm subah ki coffee pe kharch ho gaya.",
      ],
      forward: [
        "Hi! Pehle zaroori sawaal: chai ya coffee?",
        "Hey! Aaj ki ek achhi baat batao, phir main apni bataunga.",
        "Hi! Apne din ko 10 mein se rate karo. Main bataunga score fair hai ya nahi.",
      ],
    },
    flirty: {
      answer: [
        "Hey 😊 Main achha hoon, ab aur bhi achha. Tumhara din kaisa raha?",
        "Hi! Abhi soch raha tha ki app pe kuch interesting nahi hai, phir tumhara message aaya.",
        "Hi! Mera din abhi abhi better ho gaya. Tumhara kaisa chal raha hai?",
      ],
      tease: [
        "Hey! Itni der laga di? Main notification ka wait kar raha tha.",
        "Hello ji! Aaj kya shararat plan ho rahi hai?",
        "Hey! Mujhe laga tha aaj tum text karogi 😉",
      ],
      forward: [
        "Hey! Texting achhi hai, par lagta hai tum milke aur bhi mazedaar ho.",
        "Hi! Din ki ek achhi baat batao, uske liye ek coffee meri taraf se.",
        "Hey! Tumse baat karna achha lagta hai. Coffee pe aur bhi achha lagega.",
      ],
    },
    creative: {
      answer: [
        "Hey! Apne aaj ke din ko ek movie genre mein batao. Mera slow-burn comedy chal raha hai.",
        "Hi! Mood ka weather report do: dhoop, baadal ya toofan?",
        "Hey! Agar tumhara din ek pizza hota, toh ab tak kaunse toppings hote?",
      ],
      tease: [
        "Hey! Naya rule: har hello ke saath ek fun fact. Tum pehle.",
        "Hello! Is conversation ka ek theme song hona chahiye. Suggest karo?",
        "Hello! Aaj ka challenge: paanch words mein mujhe hasao. Chalo.",
      ],
      forward: [
        "Hey! Game khelte hain: teen teen sawaal, boring wale allowed nahi. Ready?",
        "Hi! Agar aaj ke din ka soundtrack hota, toh abhi kaunsa gaana chal raha hota?",
        "Hey! Jaldi: din ke liye ek word, mood ke liye ek word. Tumhare baad main.",
      ],
    },
  },

  about_him: {
    confident: {
      answer: [
        "Seedha bolun toh: kaam, dost, achha khana aur har weekend kuch naya. Tum batao?",
        "Main simple banda hoon: mehnat karta hoon, hasta zyada hoon. Tumhare baare mein kya?",
      ],
      tease: [
        "Depend karta hai, resume wala version chahiye ya fun wala?",
        "Dhyaan se, apne baare mein bolna shuru kiya toh rukunga nahi. Koi specific sawaal poocho.",
      ],
      forward: [
        "Poora jawab ek coffee jitna lamba hai. Is hafte milein?",
        "Kuch bhi poocho, main open book hoon. Par asli kahaniyan milke sunata hoon.",
      ],
    },
    funny: {
      answer: [
        "Officially? Adult. Unofficially? Khane ka critic aur part-time overthinker. Tum?",
        "Main basically job wala golden retriever hoon: friendly aur khane pe excite. Tum?",
      ],
      tease: [
        "Teen words: mysterious, charming, thoda kharab cook. Inme se do sach hain.",
        "Mummy kahegi 'achha ladka', dost kahenge 'hamesha bhooka'. Tum decide karo.",
      ],
      forward: [
        "Explain kar deta, par log kehte hain main milke better hoon. Test karein?",
        "Short answer: fun. Long answer ke liye snacks aur do logon ki table chahiye.",
      ],
    },
    flirty: {
      answer: [
        "Mere baare mein curious? Achha laga. Easygoing, loyal aur adventure ke liye ready. Ab tum 😉",
        "Bataunga, par kuch surprises baad ke liye rakhunga. Ek specific sawaal poocho.",
      ],
      tease: [
        "Abhi se interview? Theek hai, par agle teen sawaal main poochunga.",
        "Mere baare mein homework ho raha hai? Ab tak ka verdict kya hai?",
      ],
      forward: [
        "Kuch cheezein coffee pe better samajh aati hain. Saturday?",
        "Mujhe samajhna hai toh milna padega. Ek coffee, phir tum decide karna.",
      ],
    },
    creative: {
      answer: [
        "Agar main ek sheher hota, toh achhe khane aur late-night walks wala hota. Tum kaunsa sheher ho?",
        "Meri life ek playlist hai: kuch upbeat gaane, kuch slow, skip koi nahi. Tumhari playlist mein kya hai?",
      ],
      tease: [
        "Two truths and a lie, mere baare mein. Lie pakdi toh coffee meri taraf se. Deal?",
        "Teen yes-no sawaal poocho aur guess karo main kya karta hoon. Chalo.",
      ],
      forward: [
        "Teen tries mein guess karo main kya karta hoon. Sahi hua toh dinner meri taraf se.",
        "Dono khud ko exactly paanch words mein describe karte hain. Mere: curious, loyal, foodie, reliable, goofy.",
      ],
    },
  },

  up_to: {
    confident: {
      answer: [
        "Bas din wrap up kar raha hoon, aur sach kahun toh ye din ka best part hai. Tum?",
        "Kuch khaas nahi, aaj chill kar raha hoon. Tum kya kar rahi ho?",
      ],
      tease: [
        "Ek kaafi interesting ladki se baat kar raha hoon, aur kya. Tum?",
        "Tumhare liye koi clever reply soch raha hoon. Kaisa ja raha hai?",
      ],
      forward: [
        "Kuch aisa nahi jo move na ho sake. Is hafte coffee pe chalein?",
        "Weekend plan kar raha hoon, aur usme tumhare liye jagah ho sakti hai. Saturday kya kar rahi ho?",
      ],
    },
    funny: {
      answer: ["Professionally? Sofa pe leta hoon. Tum?", "Productive hone ki acting. Bahut achhi chal rahi hai. Tum?"],
      tease: [
        "Soch raha hoon khana banaun ya order karun. Decide karne mein help karogi?",
        "Obviously tumhare message ka wait. Mazaak. Thoda sa.",
      ],
      forward: [
        "Kuch bhi nahi jo tumhare saath coffee se zyada mazedaar ho. Bas bol raha hoon.",
        "Itna free hoon ki kisi fun plan ke liye mana sakti ho. Ideas?",
      ],
    },
    flirty: {
      answer: [
        "Sach kahun toh soch raha tha tumhe kya bolun 😊 Tum kya kar rahi ho?",
        "Abhi abhi aaram se baitha aur tumhara message aa gaya. Perfect timing. Tum?",
      ],
      tease: ["Kyun, umeed thi ki tumhare baare mein soch raha hoon?", "Soch raha tha tum kab text karogi. Ab pata chal gaya."],
      forward: ["Tumhare saath coffee se better kuch nahi. Kab free ho?", "Is hafte tumhe bahar le jaane jitna free hoon. Interested?"],
    },
    creative: {
      answer: [
        "Jo kar rahi ho teen emojis mein batao, main bhi bataunga. Tum pehle.",
        "Guess karo main kya kar raha hoon: teen tries, aur hint: sofa involved hai.",
      ],
      tease: [
        "Abhi? Ek bahut zaroori experiment: tum kitni jaldi reply karti ho.",
        "Deal: main bataunga kya kar raha hoon, agar tum aaj ki sabse achhi baat batao.",
      ],
      forward: [
        "Agar abhi saath hote toh kya kar rahe hote? Best answer ko coffee milegi.",
        "Naya idea: dono perfect shaam ka ek ek ghanta plan karte hain. 7 se 8 tumhara.",
      ],
    },
  },

  plans: {
    confident: {
      answer: ["Haan, bilkul. Saturday shaam kaisi rahegi?", "Chalo karte hain. Tum coffee wali ho ya dinner wali?"],
      tease: ["Wah, plan bhi tumne banaya. Main in hoon, bas time batao.", "Finally koi decisive mila. Achha laga. Kab free ho?"],
      forward: [
        "Fix karte hain. Thursday ya Saturday, jo tumhe suit kare, jagah main dhoondh lunga.",
        "Done. Time bhejo, baaki main sort kar dunga.",
      ],
      detail: [
        "{D} hi sahi. Din tum chuno, best jagah main dhoondhta hoon.",
        "Perfect, kaafi time se {d} khane ka mann tha. Saturday chalega?",
      ],
    },
    funny: {
      answer: [
        "Haan! Apna bahut busy reels dekhne wala schedule clear karta hoon. Kab?",
        "Deal. Baatein main launga, vibes tum lana. Kab milna hai?",
      ],
      tease: ["Tumne pehle poocha? Ye toh main doston ko zaroor bataunga.", "Ye date hai ya job interview? Jo bhi ho, main aa raha hoon."],
      forward: [
        "Jaldi fix karte hain, isse pehle ki koi sharma jaaye. Saturday?",
        "Main in hoon. Bas warning: dessert menu main bahut seriously leta hoon.",
      ],
      detail: ["{D}? Tumne magic word bol diya. Din batao.", "Plan mein {d} hai? Bas, aur kuch mat bolo. Kab chal rahe hain?"],
    },
    flirty: {
      answer: ["Main bhi yahi sochne wala tha 😊 Kab free ho?", "Tumne mera mann padh liya. Din chuno, date pakki."],
      tease: [
        "Abhi se milna hai mujhse? Flattered hoon. Main in hoon.",
        "Dhyaan se, main sach mein haan bol dunga. Oh wait, bol diya. Kab?",
      ],
      forward: ["Saturday shaam, tum aur main, koi cozy si jagah. Chalega?", "Chalo karte hain. Jagah main chunta hoon, din tum?"],
      detail: ["Tumhare saath {d}, perfect shaam lag rahi hai. Kab?", "Bas ek shart: {d} ke baad dessert share karenge."],
    },
    creative: {
      answer: [
        "Haan. Interesting banate hain: dono ek ek surprise laayenge. Kab free ho?",
        "Main in. Plan A: coffee. Plan B: walk. Plan C: jo tum wahin decide karo. Din chuno.",
      ],
      tease: [
        "Deal, ek shart pe: jo pehle hasega, dessert woh khilayega.",
        "Done. End mein shaam ko 10 mein se rate karenge, honest score only.",
      ],
      forward: [
        "Mystery date karte hain: time tum chuno, jagah main, koi spoiler nahi.",
        "Food tour kaisa rahega: teen jagah, har jagah ek dish? Kab free ho?",
      ],
      detail: [
        "{D} taste-off: dono ek ek order karenge, beech mein swap, phir winner chunenge. Kab?",
        "Mission: sheher ka best {d} dhoondhna. Tum meri co-pilot. Saturday?",
      ],
    },
  },

  compliment: {
    confident: {
      answer: [
        "Thank you, sunke achha laga. Mujhe bhi tumse baat karke maza aa raha hai.",
        "Thanks. Tum bhi kamaal ho, sirf profile pe nahi.",
      ],
      tease: ["Le liya, aur screenshot bhi le liya 😄", "Noted aur saved. Baad mein yaad dilaunga."],
      forward: [
        "Thank you. Ab curious hoon ki tum milke kya kahogi. Is hafte coffee?",
        "Achha laga sunke. Dekhte hain coffee pe bhi yahi bologi ya nahi.",
      ],
    },
    funny: {
      answer: [
        "Thank you! Mummy ko bataunga, unhe khushi hogi ki koi aur bhi agree karta hai.",
        "Bas karo, sharma raha hoon, aur text pe sharmana mushkil kaam hai.",
      ],
      tease: [
        "Aise compliments seedha dimaag mein jaate hain. Chhota dimaag hai, jaldi bhar jaata hai.",
        "Thanks! Smile ki wajah se ya photo ke angle ki wajah se?",
      ],
      forward: [
        "Aise hi chala toh favour return karne ke liye coffee pe le jaana padega.",
        "Thank you. Ab ek compliment aur ek coffee, dono udhaar hain mujh par.",
      ],
    },
    flirty: {
      answer: ["Smile aa gayi. Waise tum bhi kuch kam nahi ho 😉", "Tumse sunna alag hi achha lagta hai. Tumse baat karna bhi."],
      tease: ["Tareef karti raho, sab jagah le jayegi.", "Achha, aisa hai? Dhyaan se, mujhe tum pasand aane lagogi."],
      forward: [
        "Tum sweet ho. Milke main aur achha lagunga, promise.",
        "Aise hi bolti rahi toh thank you bolne ke liye date pe le jaana padega.",
      ],
    },
    creative: {
      answer: [
        "Ye compliment apni highlight reel mein daal raha hoon. Tumhari reel mein kya hai?",
        "Is compliment ke liye tumhe mere dimaag mein ek chhoti trophy mili hai. Speech baad mein.",
      ],
      tease: [
        "Plot twist: main bhi tumhare baare mein yahi bolne wala tha.",
        "Compliment receive hua. Game ke rules se ab ek wapas milega: tumhara taste kamaal ka hai.",
      ],
      forward: [
        "Trade karte hain: tum meri profile ki favourite cheez batao, main tumhari.",
        "Naya game: roz ek honest compliment, jab tak mil nahi lete. Kal tumhari baari.",
      ],
    },
  },

  short: {
    confident: {
      answer: [
        "Haha. Achha, is hafte ki ek achhi baat batao.",
        "Fair. Aaj ke din ka highlight kya tha?",
        "Theek hai. Toh batao, aajkal kis cheez mein busy ho?",
      ],
      tease: [
        "Isko main haan samajh raha hoon. Ab behtar sawaal: tumhara perfect Sunday kaisa hota hai?",
        "Short and sweet. Chalo main interesting banata hoon: beach ya pahad?",
        "Noted. Ab kuch aisa do jispe baat ho sake: is hafte ki best cheez?",
      ],
      forward: [
        "Texting ki bhi limit hai. Is hafte coffee pe milein?",
        "Pace badalte hain. Is weekend kya kar rahi ho?",
        "Lagta hai ye baat milke continue karni chahiye. Is weekend free ho?",
      ],
    },
    funny: {
      answer: [
        "Lagta hai hum one-word stage pe aa gaye. Jaldi, mujhse kuch ajeeb poocho.",
        "Noted. Main isse bahut excited tone mein padh raha hoon.",
        "Main maan leta hoon ki ye ek badi si smile ke saath aaya tha.",
      ],
      tease: [
        "Isko main standing ovation maan raha hoon.",
        "Chhota reply, chalo allowed hai. Ab batao, chai ya coffee?",
        "Bold strategy, mujhe guess karwate rehna. Kaam kar rahi hai.",
      ],
      forward: [
        "Chat so jaaye usse pehle naya topic: is mahine ka best khana kya tha?",
        "Chat upgrade karte hain: ek fun fact tum do, ek main dunga.",
        "Jaldi, ek chuno: pizza, biryani ya momos. Sahi jawab ek hi hai.",
      ],
    },
    flirty: {
      answer: [
        "Bas itna? Tum mujhe suspense mein rakhti ho 😉 Kuch aisa batao jo main nahi jaanta.",
        "Kam shabdon wali ladki. Toh main hi poochta hoon: din kaisa raha?",
        "Tumhare chhote replies pe bhi smile aa jaati hai. Kya kar rahi ho?",
      ],
      tease: [
        "Cool banne ki koshish? Ye game do log khel sakte hain.",
        "Bas itna hi milega? Lagta hai lamba reply kamana padega.",
        "Mysterious ban rahi ho? Mujhe challenges pasand hain 😉",
      ],
      forward: [
        "Lagta hai tum milke zyada baatein karti ho. Is hafte coffee?",
        "Texting humare saath insaaf nahi kar rahi. Coffee pe milte hain?",
        "Texts se upgrade karte hain. Coffee, tum aur main, is hafte?",
      ],
    },
    creative: {
      answer: [
        "Rapid fire: chai ya coffee, beach ya pahad, subah wali ya raat wali? Chalo.",
        "Game: apna din teen emojis mein batao, story main guess karunga.",
        "Is reply ko 'to be continued' milta hai. Agla episode kya hai?",
      ],
      tease: [
        "Is reply ko main mysterious 8/10 deta hoon. Do words aur, toh 10.",
        "Naya rule: har chhote reply ke saath ek fun fact. Ek udhaar hai tum par.",
        "Translation challenge: is reply ko apne din ke baare mein ek poore sentence mein badlo.",
      ],
      forward: [
        "Would you rather: baarish mein picnic ya garmi mein rooftop dinner?",
        "Agar saath mein perfect Saturday teen steps mein plan karein, toh step one kya hoga?",
        "1 se 3 tak ek number chuno, main uska secret sawaal poochunga.",
      ],
    },
  },

  emoji: {
    confident: {
      answer: [
        "Isko achha sign maan raha hoon. Din kaisa chal raha hai?",
        "Ye emoji bahut kuch keh raha hai. Baaki words mein bhi batao?",
        "Ye reaction pasand aaya. Mann mein kya chal raha hai?",
      ],
      tease: [
        "Ab emojis mein baat? Theek hai, main bhi fluent hoon. Kya chal raha hai?",
        "Bold reply. Efficiency ki respect hai.",
        "Emoji reply. Isko haan samajh raha hoon.",
      ],
      forward: [
        "Is emoji ko conversation banate hain. Is weekend kya plan hai?",
        "Emojis cute hain, par ye reaction live dekhna better hoga. Coffee jaldi?",
        "Ise main enthusiasm count kar raha hoon. Is hafte dinner?",
      ],
    },
    funny: {
      answer: [
        "Universal language, haan? Matlab tum mujhse agree karti ho.",
        "Translate kar raha hoon... mujhe 'ye banda achha hai' mil raha hai. Sahi?",
        "Ye emoji experts ke panel ko dikhaya. Unka kehna hai tum enjoy kar rahi ho.",
      ],
      tease: [
        "Ye emoji compliment hai ya warning? Apne liye pooch raha hoon.",
        "Main bhi emoji mein reply karta, par mere emojis hamesha ajeeb combination ban jaate hain.",
        "Emoji mil gaya. Mera reply bhi emoji hai, bas words mein.",
      ],
      forward: [
        "Chalo emoji round khatam. Words round: aaj kis baat pe smile aayi?",
        "Tumhare emoji ke badle ek asli sawaal: pizza ya biryani?",
        "Humari chat 50% emojis ho gayi hai. 100% hone se pehle milna padega.",
      ],
    },
    flirty: {
      answer: [
        "Ye emoji kaafi kaam kar raha hai. Mujhe pasand aaya 😊",
        "Dhyaan se, main isme bahut zyada padh raha hoon.",
        "Is emoji pe smile aa gayi. Ab batao bheja kyun.",
      ],
      tease: [
        "Sirf emoji? Mehnat karwa rahi ho mujhse.",
        "Cute. Ab words mein bolo.",
        "Agar is emoji ka wahi matlab hai jo main soch raha hoon, toh flattered hoon.",
      ],
      forward: [
        "Emojis baad ke liye rakho, asli smile dekhni hai. Is hafte coffee?",
        "Mera guess hai ye smile hai. Live dekhna chahunga.",
        "Is emoji ka in-person version chahiye. Jaldi coffee?",
      ],
    },
    creative: {
      answer: [
        "Aage badhate hain: ek emoji bhejo jo tumhara hafta describe kare, main wajah guess karunga.",
        "Emoji story: tumne ek bheja, main ek jodta hoon, dekhte hain kahan pahunchti hai ☕",
        "Emoji decoder keh raha hai: 80% amused, 20% kuch plan kar rahi ho. Sahi?",
      ],
      tease: [
        "Ye emoji main frame karwa raha hoon. Humari chat ke museum mein jayega.",
        "Decode kar raha hoon... mera guess hai tumhe ye baatein secretly achhi lag rahi hain.",
        "Emoji dumb charades: emojis mein ek movie bhejo, main guess karunga.",
      ],
      forward: [
        "Tumhara emoji, mera sawaal: agar aaj ek movie hoti, toh title kya hota?",
        "Emoji challenge: apna perfect weekend teen emojis mein. Main uske hisaab se plan karunga.",
        "Sirf emojis mein Saturday ka plan banao. Main decode karke haan bol dunga.",
      ],
    },
  },

  question: {
    confident: {
      answer: [
        "Achha sawaal. Mera jawab ready hai, par pehle tumhara sunna hai. Tum kya sochti ho?",
        "Achha laga tumne ye poocha. Sahi jawab ek text se lamba hai, tumhara kya kehna hai?",
      ],
      tease: [
        "Is sawaal ke peeche koi story hai. Kaise yaad aaya?",
        "Interesting. Fun ke liye pooch rahi ho ya ye test hai jiske liye padhna padega?",
      ],
      forward: ["Iska jawab theek se coffee pe dunga. Deal?", "Ye sawaal proper baat deserve karta hai. Is hafte milke karte hain."],
    },
    funny: {
      answer: [
        "Badhiya sawaal. Apni expert team se poochta hoon, matlab apne do brain cells se. Pehle tum batao.",
        "Teen second soch liya aur strong opinion ban gaya. Par pehle tum.",
      ],
      tease: [
        "Itne deep sawaal abhi se? Main toh abhi favourite colour pe atka tha.",
        "Koi sahi jawab hai kya? Kyunki ye test main pass karna chahta hoon.",
      ],
      forward: [
        "Jawab dunga, par lambi story hai aur snacks ke saath aati hai. Coffee?",
        "Pehle tum apna jawab do, phir main decide karunga ki mera cooler hai ya nahi.",
      ],
    },
    flirty: {
      answer: [
        "Tum achhe sawaal poochti ho, pasand aaya. Pehle tum batao, phir main 😉",
        "Sach sach bataunga, par badle mein ek sawaal mera.",
      ],
      tease: ["Abhi se mujhe samajhne ki koshish? Cute.", "Khatarnak sawaal hai. Jawab sunke tum mujhe aur pasand karne lagogi."],
      forward: [
        "Kuch jawab milke dene mein maza hai. Coffee pe phir poochna?",
        "Bataunga, par promise karo agla sawaal aamne saamne poochogi.",
      ],
    },
    creative: {
      answer: [
        "Naya rule: main jawab dunga, phir tum usi sawaal ka ajeeb version answer karogi. Deal?",
        "Teen tak ginti pe dono jawab denge. Ek, do... tum pehle.",
      ],
      tease: ["Plot twist: sawaal ka jawab sawaal se. Tumne kyun poocha?", "Exactly saat words mein jawab dunga. Challenge accept?"],
      forward: [
        "Interesting banate hain: pehle tum mera jawab guess karo, phir main bataunga.",
        "Game banate hain: teen guess, har galat guess pe ek coffee.",
      ],
    },
  },

  tired: {
    confident: {
      detail: ["{D} upar se? Bahut ho gaya. Aaj raat aaram karna.", "{D} tum sambhal logi, aaj jaise din mein bhi. Aaj raat rest karo."],
      answer: [
        "Kaafi hectic lag raha hai. Aaj raat thoda switch off karna, tumne deserve kiya hai.",
        "Ye toh tough hai. Aaj raat ko kaunsi cheez better bana degi?",
      ],
      tease: ["Aaj raat kuch bhi na karna allowed hai. Ye order hai.", "Naya plan: phone side mein, snacks haath mein, aur zero kaam."],
      forward: [
        "Aaram karo. Hafta thoda shaant ho, phir kisi chill jagah coffee pe chalte hain.",
        "Aaj aaram karo. Kal main check karunga ki kaisi ho.",
      ],
    },
    funny: {
      detail: [
        "{D} aur neend zero? Ek virtual chai aur poora moral support bhej raha hoon.",
        "{D} officially is hafte ka villain hai. Pehle rest, phir revenge plan.",
      ],
      answer: [
        "Ek virtual cutting chai aur ek bahut comfortable imaginary sofa bhej raha hoon.",
        "Lagta hai aaj ke din ka refund banta hai. Kya hua?",
      ],
      tease: [
        "Aaj ki shaam sofa pe aalu banne ki permission granted.",
        "Scale batao: 'thodi thaki hoon' se 'khade khade so jaungi' tak, kahan ho?",
      ],
      forward: [
        "Recovery plan: aaj comfort food, achhi neend, aur is hafte mere saath ek mazedaar coffee.",
        "Recharge ho jao, phir ek zero-stress shaam meri taraf se. Coffee aur bakwas stories?",
      ],
    },
    flirty: {
      detail: [
        "{D} lucky hai ki tum itna soch rahi ho. Aaram karo, main yahin hoon 😊",
        "Sorry {d} itna pareshan kar raha hai. Kaash aaj raat aasaan bana pata.",
      ],
      answer: [
        "Kaash tumhara din thoda halka kar pata. Abhi kya help karega?",
        "Sorry lamba din tha. Waise, tumne mera din achha bana diya.",
      ],
      tease: [
        "Thaki hui ho phir bhi mujhe text kar rahi ho? Compliment samajh raha hoon 😊",
        "Jao aaram karo, par mujhe bhoolna allowed nahi hai.",
      ],
      forward: [
        "Aaj aaram. Is hafte achhe khane aur achhi company se is din ki bharpai karte hain.",
        "Apna khayal rakhna. Full charge hote hi coffee offer ready hai.",
      ],
    },
    creative: {
      detail: [
        "Aaj raat ek ghante ke liye {d} bhool jao: snacks, achha show, phone silent.",
        "Agar {d} ek insaan hota, toh main usse baat karta. Aaram karo.",
      ],
      answer: [
        "Din ko 10 mein se rate karo, phir ek chhoti si cheez batao jo sahi hui. Ek toh hogi.",
        "Agar tumhara din weather report hota, toh toofan with chance of snacks. Sahi?",
      ],
      tease: [
        "Prescription: ek cozy blanket, ek comfort show, aur office ke mails ko zero reply.",
        "Aaj ki ending rewrite karte hain: ye shaam best kaise ja sakti hai?",
      ],
      forward: [
        "Deal: aaj tum aaram karo, is weekend main dono ke liye kuch easy aur fun plan karta hoon.",
        "Teen word recovery plan: neend, snacks, Saturday. Saturday wale part mein main hoon.",
      ],
    },
  },

  general: {
    confident: {
      answer: [
        "Haha, ye pasand aaya. Aur batao, curious hoon.",
        "Interesting. Iske peeche ki story kya hai?",
        "Haha, fair point. Ye khayal kaise aaya?",
      ],
      tease: [
        "Tum apni profile se zyada interesting nikli, aur ye badi baat hai.",
        "Okay, tumne meri attention le li. Bolti raho.",
        "Tumhara dimaag jaise chalta hai, pasand aaya. Aur bolo.",
      ],
      forward: [
        "Maza aa raha hai. Ye baat is hafte coffee pe continue karte hain.",
        "Ye sab milke sunna chahunga. Is weekend free ho?",
        "Maza aa raha hai. Is weekend drink pe continue karte hain.",
      ],
    },
    funny: {
      answer: [
        "Context chahiye. Bahut saara. Shuru ho jao.",
        "Ye conversation abhi aur mazedaar ho gayi. Continue.",
        "Ye expect nahi kiya tha, aur mujhe pasand aaya. Aage bolo.",
      ],
      tease: [
        "Iske liye ready nahi tha, aur sach bolun toh impressed hoon.",
        "Noted. Tumse baat karne ke mazedaar reasons ki list mein add kar diya.",
        "Tumse baat karne mein maza aata hai, yahi problem hai, ab texting rukegi nahi.",
      ],
      forward: [
        "Iske liye snacks ke saath proper discussion chahiye. Coffee is hafte?",
        "Hume clearly lambi baat karni padegi. Dessert ke saath ho toh aur achha.",
        "Isko theek se samajhne ke liye ek coffee lagegi.",
      ],
    },
    flirty: {
      answer: [
        "Tumhare sochne ka tareeka pasand aaya. Aur batao 😊",
        "Tumse baat karne mein maza aata hai, pata hai? Aur kya chal raha hai mann mein?",
        "Tum hamesha kuch aisa bolti ho ki jaldi reply karne ka mann karta hai. Aur batao.",
      ],
      tease: [
        "Dhyaan se, tumhare saamne cool rehna mushkil ho raha hai.",
        "Har message ke saath tumhare baare mein aur curious ho raha hoon.",
        "Sirf mujhe lagta hai ya ye conversation aur achhi hoti ja rahi hai?",
      ],
      forward: [
        "Ye tumse aamne saamne sunna chahunga. Jaldi coffee?",
        "Theek hai, tumne convince kar liya. Milna padega.",
        "Ye baatein aamne saamne continue karni hain. Kab free ho?",
      ],
    },
    creative: {
      answer: [
        "Agar ye chat ek kitaab hoti, toh ye line chapter ka title hoti. Aage kya hota hai?",
        "Game khelte hain: tum apne baare mein ek random fact batao, main ek apna.",
        "Is message ko 'hmm' se 'wow' ke scale pe rate karte hain. Main 'wow' pe hoon.",
      ],
      tease: [
        "Isko 'aaj kya expect nahi kiya tha' list mein daal raha hoon. Tum usme do baar ho.",
        "Plot twist accept kiya. Sequel kya hai?",
        "Plot sawaal: is conversation ke agle scene mein kya hota hai?",
      ],
      forward: [
        "Idea: ye baatein coffee ke saath ek walk pe continue karein?",
        "Deal: har achhe message pe tumhe mere baare mein ek sawaal milega. Ek tumhara ho gaya.",
        "Naya game: dono ek aisa sawaal poochenge jo first date pe koi nahi poochta. Tum shuru karo.",
      ],
    },
  },
};
