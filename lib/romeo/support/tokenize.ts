import { STOP_WORDS } from "@/lib/romeo/support/lexicon";

// Text to terms, the same way for the content and for a question, so BM25 can compare them.

/**
 * Light stemming, enough to meet plurals and -ing/-ed forms halfway: reply/replies/replied → "repli",
 * cancel/cancelled/cancelling → "cancel", price/pricing/priced → "pric". Not a real stemmer: the
 * same mangling on both sides is all BM25 needs.
 */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3 || /^\d+$/.test(w)) return w;
  if (/ie[sd]$/.test(w) && w.length > 4) w = w.slice(0, -2);
  else if (w.endsWith("s") && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  let stripped = false;
  if (w.endsWith("ing") && w.length - 3 >= 3) {
    w = w.slice(0, -3);
    stripped = true;
  } else if (w.endsWith("ed") && !w.endsWith("eed") && w.length - 2 >= 3) {
    w = w.slice(0, -2);
    stripped = true;
  }
  // "stopped" → "stop"; "cancelled" → "cancel" but "billed" stays "bill".
  if (stripped && /([b-df-hj-np-rt-z])\1$/.test(w) && (!w.endsWith("ll") || w.length >= 6)) w = w.slice(0, -1);
  if (w.endsWith("e") && !w.endsWith("ee") && w.length >= 4) w = w.slice(0, -1);
  // "reply" meets "replies" at "repli"; "day" keeps its y.
  if (/[^aeiouy]y$/.test(w) && w.length >= 4) w = `${w.slice(0, -1)}i`;
  return w;
}

/**
 * Lower-case words with apostrophes dropped ("won't" → "wont"), stop words kept. A dollar amount
 * gets a word of its own, "pricetag", so a price question can find the passages that quote one;
 * "billing@holla.app" reads as "billing email", not as two more mentions of the product.
 */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/['’‘`]/g, "")
      .replace(/\$(?=\d)/g, " pricetag ")
      .replace(/([\w.+-]+)@[\w-]+(?:\.[\w-]+)+/g, "$1 email")
      .match(/[a-z0-9]+/g) ?? []
  );
}

/** Stemmed content terms of `text`, in order. */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const word of words(text)) {
    if (STOP_WORDS.has(word)) continue;
    const term = stem(word);
    if (!STOP_WORDS.has(term)) terms.push(term);
  }
  return terms;
}
