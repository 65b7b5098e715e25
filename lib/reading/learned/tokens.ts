import { normaliseText } from "@/lib/reading/normalise-text";
import { parseThread } from "@/lib/reading/thread";

// What the learned reader sees of a message (docs/reading.md, "The learned reader"): one line of
// space-separated tokens, the same at training (scripts/train-reader.mjs) and at reading time. Her words
// lowercased, look-alike letters folded, letters held three times or more squeezed to two ("sooo" →
// "soo", so every long "sooooo" is one word), punctuation that carries meaning ("?", "!", "...") and each
// emoji as tokens of their own, digits kept (ages, times). The last thing he said before her message is
// added with an "m_" mark on each word: "saturday works!" means something else after "free saturday?".

const EMOJI = /\p{Extended_Pictographic}(?:\u{FE0F}|\u{200D}\p{Extended_Pictographic}|\p{Emoji_Modifier})*/gu;
const EMOTICON = /(?:^|\s)(?:[:;=]-?[)(DPpO3*|/\\]+|<3|xd+|\^_?\^)(?=\s|$)/gi;

function wordsOf(text: string): string[] {
  return normaliseText(text)
    .toLowerCase()
    .replace(EMOTICON, (m) => ` ${m.trim().replace(/[()]+$/, (p) => p[0]!)} `)
    .replace(EMOJI, (m) => ` ${m.replace(/\u{FE0F}/gu, "")} `)
    .replace(/\?+/g, " ? ")
    .replace(/!+/g, " ! ")
    .replace(/\.{2,}|\u2026/g, " ... ")
    .replace(/(\p{L})\1{2,}/gu, "$1$1")
    .replace(/(?!\p{Extended_Pictographic}|\u{200D}|\p{Emoji_Modifier})[^\p{L}\p{N}\p{M}'?!.\s:;=()<>^_/\\*|-]/gu, " ")
    .replace(/(^|\s)['.-]+|['.-]+(?=\s|$)/g, " ")
    .split(/\s+/)
    .filter(Boolean);
}

/** The learned reader's input: her message's tokens, then his last turn's, each marked "m_". */
export function readerTokens(message: string, thread?: string): string[] {
  const own = wordsOf(message);
  const turns = parseThread(thread);
  const his = [...turns].reverse().find((t) => t.who === "Me");
  const context = his ? wordsOf(his.text).map((w) => `m_${w}`) : [];
  return [...own, ...context];
}
