// The words a reply can say back (docs/reading.md, "Parts and the thread"): what is left of a sentence
// once the words any sentence has are taken out (pronouns, question words, fillers, everyday verbs, in
// English and Hinglish). "how did your presentation go?" → "presentation"; "kal chalein movie?" → "movie".

const FUNCTION_WORDS = `a an the and or but so if then than to of in on at for from with by about as into onto over under up down out off
is am are was were be been being do does did doing done have has had having i me my mine myself you u ur ure your yours yourself
we us our he she it its they them their his her hers this that these those there here what whats where when who whom why how
which wat wht whose ok okay okk k kk yes no yeah yea ya yep yup nah nope not just also too very really so much many more most
some any all every each both either neither can could would should will shall may might must gonna wanna gotta
dont don't didnt didn't im i'm ive i've i'll ill i'd id youre you're you've you'll you'd we're we'll they're it's its that's thats
there's here's what's how's who's where's isnt isn't arent aren't wasnt wasn't werent weren't havent haven't hasnt hasn't cant
can't wont won't wouldnt wouldn't couldnt couldn't shouldnt shouldn't doesnt doesn't
like lol lmao lmfao rofl haha hahaha hehe hmm hmmm omg omfg btw tbh ngl tho though rn pls plz please oh ohh ah ahh ugh wait well yay wow
oops hey hi hii hiii hello heyy heyyy yo bro dude man girl guys alright sure fine nice cool good great amazing awesome
one two three four five first second last next other another same own way thing things stuff something anything everything
nothing someone anyone everyone somewhere anywhere everywhere still even ever never again now then today tonight yet only
actually literally honestly basically seriously totally kinda sorta pretty quite super mostly mainly probably maybe definitely
always usually sometimes often already soon later early late ago once lot lots bit little big enough else
get got getting go going goes went gone come came coming make made making know knew think thought tell told say said saying
see saw seen let lets let's want wanted need needed try tried trying take took give gave keep kept put find found feel felt
seem seems look looks looking mean means guess remember forgot happen happened ask asked asking
yaar yr yrr yaaar bhai na naa nahi nhi nai haan han haa ha hai h hain ho hu hoon hun sakti skti sakta sakte skta tha thi the thay kya kyu kyun kyon kaise
kaisa kaisi kaise kab kahan kahaan kaha kidhar kaun kaunsa kaunsi kaunse kitna kitne kitni aur ya yaa toh to bhi hi se me mein
mai main mera meri mere tum tumhe tumko tumhara tumhari tumhare tumne tu tera teri tere aap aapka aapki aapke aapko ka ki ke ko
ne pe par wala wali wale waala woh wo ye yeh vo kuch koi sab bahut bohot bht thoda abhi phir fir kar karo karna karni karne
karte karti karta kiya kiye kari raha rahe rahi rha rhe rhi acha achha accha theek thik sahi batao bata bolo bol chal chalo
mujhe hum humein apna apni apne jo jab tab agar lekin magar kabhi hota hoti hote hua hui hue gaya gayi gaye jaana jana ja jaa
lena dena dekho dekha suna pata laga lagta lagti chahiye chahta chahti sach bas ekdum bilkul pakka matlab waise vaise
chalein chale chalte karein karenge kare karoge karogi hoga hogi wahan yahan tak sorry hows howd how'd update welp anyway anyways
scene treating hate love loved owe aaj khud lete leti deti dete aati aata aate aayenge jaate jaati rakha rakhi
used usually lil kha kb kyu tmhe tmhara tmhari tm they'll they'd she'll he'll dekh dekhke ban badi bada bade baat din khane khaane baje baj shaam subah raat dopahar pm am bring brought spent spend fixing fixed watching watched maine saath liye humor humour exactly indeed`;

const STOP = new Set(FUNCTION_WORDS.split(/\s+/).filter(Boolean));

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/** Whether a word (any case) is one every sentence has, so saying it back says nothing. */
function isFunctionWord(word: string): boolean {
  const w = word.toLowerCase().replace(/[’]/g, "'");
  // "soooo", "kyaaa", "hiii": the word, said louder.
  const plain = w.replace(/(\p{L})\1{2,}/gu, "$1");
  return (
    STOP.has(w) ||
    STOP.has(w.replace(/'s$/, "")) ||
    STOP.has(plain) ||
    STOP.has(plain.replace(/(\p{L})\1+/gu, "$1")) ||
    /^\d{1,2}$/.test(w) ||
    w.length < 3
  );
}

/**
 * Whether a run is a name: a capitalised word ("Kiyomi", "Lodhi Garden"), not "I" and not the word that
 * only starts `text`, the sentence it came from, with a capital.
 */
export function isName(run: string, text = ""): boolean {
  const first = /[\p{L}\p{N}]+/u.exec(text)?.[0];
  return run.split(" ").some((w) => w !== first && /^\p{Lu}/u.test(w) && !/^I'?\w*$/.test(w));
}

/**
 * The run most worth saying back: a name, then the longest.
 * "the one with the long line, Kiyomi" → "Kiyomi".
 */
export function bestRun(text: string): string | undefined {
  const runs = keyRuns(text);
  return runs.find((run) => isName(run, text)) ?? longestRun(runs);
}

/** The longest of the runs, the first where two are as long. */
export function longestRun(runs: readonly string[]): string | undefined {
  return runs.reduce<string | undefined>((best, run) => (!best || run.length > best.length ? run : best), undefined);
}

/**
 * The runs of words worth saying back, in order, each as she or he wrote it ("Lodhi Garden", "joe
 * rogan", "presentation"), at most three words long. Punctuation and function words end a run.
 */
export function keyRuns(text: string): string[] {
  const runs: string[] = [];
  let run: string[] = [];
  let end = -1;
  const close = () => {
    if (run.length) runs.push(run.slice(0, 3).join(" ").replace(/'s$/i, ""));
    run = [];
  };
  for (const m of text.matchAll(WORD)) {
    const gap = text.slice(end, m.index);
    // A comma, a full stop or an emoji between two words ends the run as a function word does.
    if (end >= 0 && /[^\s]/.test(gap)) close();
    if (isFunctionWord(m[0])) close();
    else run.push(m[0]);
    end = m.index + m[0].length;
  }
  close();
  return runs;
}
