// How well a reading of a chat screenshot matches its true turns, for the screenshot benchmark
// (issue 18): word accuracy of the text, bubbles with the right sender, and whether her latest
// message (what "Use this" puts in "Her latest message") came out exactly right.

/** @typedef {{ who: "her" | "me", text: string }} Turn */

// Emoji are not scored: the reader may drop or keep them, and no OCR is asked to spell a picture.
// Skin tones, flags (regional indicators), keycaps, joiners and variation selectors go with them.
const PICTOGRAPHS = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u{200D}|\u{20E3}|\u{FE0E}|\u{FE0F}/gu;

/**
 * The text as it is scored: without emoji, curly quotes made straight (a phone's keyboard setting, not
 * a reading error), whitespace collapsed, trimmed.
 * @param {string} text
 */
export function normaliseText(text) {
  return text
    .normalize("NFC")
    .replace(PICTOGRAPHS, " ")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/\s+/g, " ")
    .trim();
}

/** @param {string} text */
function wordsOf(text) {
  const normal = normaliseText(text);
  return normal ? normal.split(" ") : [];
}

/**
 * Edit distance between two sequences (words, or characters).
 * @template T
 * @param {readonly T[]} a
 * @param {readonly T[]} b
 */
function levenshtein(a, b) {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/**
 * 1 − (word-level edit distance ÷ the truth's word count), floored at 0.
 * @param {string} truthText
 * @param {string} readText
 */
export function wordAccuracy(truthText, readText) {
  const truth = wordsOf(truthText);
  const read = wordsOf(readText);
  if (truth.length === 0) return read.length === 0 ? 1 : 0;
  return Math.max(0, 1 - levenshtein(truth, read) / truth.length);
}

/** How alike two bubbles' texts are, 0 to 1, by characters: enough to tell a misread bubble from another one. */
function similarity(a, b) {
  const x = [...normaliseText(a)];
  const y = [...normaliseText(b)];
  const longest = Math.max(x.length, y.length);
  return longest === 0 ? 1 : 1 - levenshtein(x, y) / longest;
}

// Below this, two bubbles are different messages, not one message misread: pairing them would credit
// a sender to a bubble that was never found.
const SAME_BUBBLE = 0.4;

/**
 * Pairs the read bubbles with the true ones in order, at the fewest word errors: a bubble missed or
 * invented costs its own words and leaves its neighbours' pairing alone.
 * @param {readonly Turn[]} truth
 * @param {readonly Turn[]} read
 * @returns {Array<[number | null, number | null]>} index pairs in order; null where one side has no bubble
 */
function align(truth, read) {
  const truthWords = truth.map((t) => wordsOf(t.text));
  const readWords = read.map((t) => wordsOf(t.text));
  // Costs are word errors; a small charge per unpaired bubble makes a pair win a tie (e.g. two empty bubbles).
  const UNPAIRED = 1e-3;
  const cost = Array.from({ length: truth.length + 1 }, () => new Array(read.length + 1).fill(0));
  const step = Array.from({ length: truth.length + 1 }, () => new Array(read.length + 1).fill(""));
  for (let i = 0; i <= truth.length; i++) {
    for (let j = 0; j <= read.length; j++) {
      if (i === 0 && j === 0) continue;
      let best = Number.POSITIVE_INFINITY;
      let move = "";
      if (i > 0 && j > 0 && similarity(truth[i - 1].text, read[j - 1].text) >= SAME_BUBBLE) {
        best = cost[i - 1][j - 1] + levenshtein(truthWords[i - 1], readWords[j - 1]);
        move = "pair";
      }
      if (i > 0 && cost[i - 1][j] + truthWords[i - 1].length + UNPAIRED < best) {
        best = cost[i - 1][j] + truthWords[i - 1].length + UNPAIRED;
        move = "missed";
      }
      if (j > 0 && cost[i][j - 1] + readWords[j - 1].length + UNPAIRED < best) {
        best = cost[i][j - 1] + readWords[j - 1].length + UNPAIRED;
        move = "extra";
      }
      cost[i][j] = best;
      step[i][j] = move;
    }
  }
  /** @type {Array<[number | null, number | null]>} */
  const pairs = [];
  for (let i = truth.length, j = read.length; i > 0 || j > 0; ) {
    const move = step[i][j];
    if (move === "pair") pairs.push([--i, --j]);
    else if (move === "missed") pairs.push([--i, null]);
    else pairs.push([null, --j]);
  }
  return pairs.reverse();
}

/**
 * The trailing run of bubbles from one sender, joined by "\n": her latest message when she wrote last.
 * @param {readonly Turn[]} turns
 */
export function latestMessage(turns) {
  const last = turns.at(-1);
  if (!last) return "";
  let start = turns.length - 1;
  while (start > 0 && turns[start - 1].who === last.who) start--;
  return turns
    .slice(start)
    .map((t) => t.text)
    .join("\n");
}

/** @param {string} message */
function normaliseLines(message) {
  return message.split("\n").map(normaliseText).join("\n");
}

/**
 * @param {readonly Turn[]} truthTurns
 * @param {readonly Turn[]} readTurns
 */
export function scoreScreenshot(truthTurns, readTurns) {
  let errors = 0;
  let rightSender = 0;
  let aligned = 0;
  for (const [t, r] of align(truthTurns, readTurns)) {
    const truth = t === null ? null : truthTurns[t];
    const read = r === null ? null : readTurns[r];
    if (truth && read) {
      aligned++;
      if (truth.who === read.who) rightSender++;
      errors += levenshtein(wordsOf(truth.text), wordsOf(read.text));
    } else {
      errors += wordsOf((truth ?? read)?.text ?? "").length;
    }
  }
  const truthLast = truthTurns.at(-1);
  const readLast = readTurns.at(-1);
  const latestExact =
    truthLast !== undefined &&
    readLast !== undefined &&
    truthLast.who === readLast.who &&
    normaliseLines(latestMessage(truthTurns)) === normaliseLines(latestMessage(readTurns));
  return {
    words: { truth: truthTurns.reduce((n, t) => n + wordsOf(t.text).length, 0), errors },
    bubbles: { truth: truthTurns.length, read: readTurns.length, aligned, rightSender },
    latestExact,
  };
}
