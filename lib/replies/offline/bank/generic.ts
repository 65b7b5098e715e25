import type { LanguageId } from "@/lib/plans";
import type { GenericDetailBank } from "@/lib/replies/offline/bank/types";

// Lines for a detail the topic's own lines were not written for (a place in a greeting, a guessed
// name in a general message). The detail only ever stands alone or as a bare noun phrase here, so
// "sushi", "Goa", "Taylor Swift" and "Priya" all read naturally.

export const GENERIC_DETAIL: Record<LanguageId, GenericDetailBank> = {
  en: {
    confident: [
      "Wait, {d}? Okay, now I want the whole story.",
      "{D}, nice. What's the story there?",
      "Okay, {d} just caught my attention. Tell me more.",
    ],
    funny: ["{D}? You can't just drop that and not explain.", "Hold on, {d}? I have questions. Many questions."],
    flirty: ["{D}? You're full of surprises. Tell me more 😊", "The way you slipped {d} in there, I need to hear more."],
    creative: ["Tell me the {d} story as a movie trailer. Opening line?", "Two truths and a lie about you and {d}. Go."],
  },
  hi: {
    confident: [
      "{D}? Ab toh poori story sunni padegi.",
      "{D}, nice. Iske peeche ki kahani kya hai?",
      "Achha, {d} ne meri attention le li. Aur batao.",
    ],
    funny: ["{D}? Aise bol ke chhod nahi sakti, explain karo.", "Ruko, {d}? Mere paas sawaal hain. Bahut saare."],
    flirty: ["{D}? Tum surprises se bhari ho. Aur batao 😊", "Jis tarah tumne {d} ka zikr kiya, ab toh sunna padega."],
    creative: [
      "{D} wali story ko movie trailer ki tarah sunao. Opening line?",
      "Tumhare aur {d} ke baare mein two truths and a lie. Chalo.",
    ],
  },
};
