// The word salience table (docs/reading.md, "Which words to say back"): for each word of the training
// split, how often a labeller picked it as a word a reply should say back — a detail of her message, a
// word of a part's answer, the thread's answer — out of the messages and his turns it appears in. Shared
// by `npm run train:reader` (which writes it) and the test that checks the shipped table is reproducible.

/** Words as the table counts them: lowercased, letters and digits, a trailing "'s" dropped. */
function salienceWords(text) {
  return (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).map((w) => w.replace(/['’]s$/, "").replace(/['’-]+$/, ""));
}

// A word is picked where a label word starts it or it starts a label word ("dog" and "dogs"), three
// letters at least, as the reply checks match words (tests/eval/rate.ts).
const picks = (word, labels) =>
  labels.some((l) => (word.length >= 3 && l.length >= 3 ? word.startsWith(l) || l.startsWith(word) : word === l));

/** Words seen at least this often get their own entry; rarer ones read by their length. */
const MIN_SEEN = 3;

/** The table from (text, the words a labeller picked in it) pairs. */
function tableOf(pairs) {
  const seen = new Map();
  const hit = new Map();
  for (const { text, labels } of pairs) {
    for (const w of new Set(salienceWords(text))) {
      seen.set(w, (seen.get(w) ?? 0) + 1);
      if (picks(w, labels)) hit.set(w, (hit.get(w) ?? 0) + 1);
    }
  }
  // Rare words by length: what a word seen once or twice of that length was worth, on average.
  const byLength = new Map();
  for (const [w, n] of seen) {
    if (n >= MIN_SEEN) continue;
    const k = Math.min(w.length, 10);
    const [h, t] = byLength.get(k) ?? [0, 0];
    byLength.set(k, [h + (hit.get(w) ?? 0), t + n]);
  }
  const rare = {};
  for (let k = 1; k <= 10; k++) {
    const [h, t] = byLength.get(k) ?? [0, 0];
    rare[k] = t ? Math.round((1000 * (h + 0.2)) / (t + 1)) / 1000 : 0.2;
  }
  // Smoothed toward the rare words of the same length, two sightings' worth.
  const words = {};
  for (const w of [...seen.keys()].sort()) {
    const n = seen.get(w);
    if (n < MIN_SEEN) continue;
    const prior = rare[Math.min(w.length, 10)];
    words[w] = Math.round((1000 * ((hit.get(w) ?? 0) + 2 * prior)) / (n + 2)) / 1000;
  }
  return { rare, words };
}

/** Her messages and his turns in the reading corpus: the details, a part's words, the thread's answer. */
export function buildSalience(rows) {
  const pairs = [];
  for (const row of rows) {
    pairs.push({
      text: row.message,
      labels: [...(row.details ?? []), ...(row.parts ?? []).flat(), ...(row.options ?? [])].flatMap(salienceWords),
    });
    if (row.thread && row.thread_answer?.length) {
      const his = row.thread
        .split("\n")
        .filter((t) => t.startsWith("Me:"))
        .map((t) => t.slice(3))
        .join("\n");
      pairs.push({ text: his, labels: row.thread_answer.flatMap(salienceWords) });
    }
  }
  return tableOf(pairs);
}

/** Her profiles in the profile corpus: the words of each labelled detail and of her invitation. */
export function buildProfileSalience(rows) {
  return tableOf(
    rows.map((row) => ({
      text: row.profile,
      labels: [...row.details.flatMap((d) => d.words), ...(row.hook ? row.hook.words : [])].flatMap(salienceWords),
    })),
  );
}
