import type { LanguageId } from "@/lib/plans";

// The language of the suggested line (docs/reading.md, "Pattern Interrupt"): her message's, told by a
// list of Hindi words in Latin script.

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
