// `npm run train:reader`: trains the learned reader (docs/reading.md, "The learned reader") on the training
// split of data/reading/ and writes data/reading/model/. Seeded and single-threaded, so the same corpus gives
// the same model byte for byte. `-- --compare` also measures the candidate learners (fastText, a logistic
// regression over hashed n-grams of our own, the two blended, and a linear layer over character n-grams
// from @nlpjs/neural) writer by writer and writes bench/READER-TRAIN.md.
//
// Only the training split is read here. The test split is for tests/eval/reader.test.ts alone.

import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createJiti } from "jiti";
import { trainFastText } from "./lib/fasttext-train.mjs";
import { trainLinear } from "./lib/linear-train.mjs";
import { loadProfiles } from "./lib/profile-corpus.mjs";
import { ACTS, HIM_Q, loadSplit, MOODS } from "./lib/reading-corpus.mjs";
import { buildProfileSalience, buildSalience } from "./lib/salience.mjs";

const root = path.resolve(import.meta.dirname, "..");
const jiti = createJiti(import.meta.url, { alias: { "@": root, "server-only": path.join(root, "tests/support/server-only.ts") } });
const { readerTokens } = await jiti.import(path.join(root, "lib/reading/learned/tokens.ts"));
const { dequantise, loadFastText, predict, quantise } = await jiti.import(path.join(root, "lib/reading/learned/fasttext.ts"));
const { linearFeatures, loadLinear, predictLinear } = await jiti.import(path.join(root, "lib/reading/learned/linear.ts"));

// Which words of hers (and of his turns) a reply says back: counted, not trained, so it is written in a
// second whatever else runs. `-- --salience` writes only it.
function writeSalience(rows) {
  writeFileSync(path.join(root, "data", "reading", "model", "salience.json"), `${JSON.stringify(buildSalience(rows))}\n`);
  // Her profile is read the same way: which of its words the profile corpus's writers picked.
  mkdirSync(path.join(root, "data", "profiles", "model"), { recursive: true });
  const profiles = buildProfileSalience(loadProfiles("train").rows);
  writeFileSync(path.join(root, "data", "profiles", "model", "salience.json"), `${JSON.stringify(profiles)}\n`);
  console.log("[train:reader] wrote data/reading/model/salience.json and data/profiles/model/salience.json");
}
if (process.argv.includes("--salience")) {
  writeSalience(loadSplit("train").rows);
  process.exit(0);
}

const compare = process.argv.includes("--compare");
const dev = process.argv.includes("--dev");
const SEED = 20261126;

// Chosen with --compare, writer by writer on the training split (bench/READER-TRAIN.md). The acts
// model's width was chosen on the 25-writer split's out-of-fold reading: macro-F1 outside the rails
// 0.617 at dim 8, 0.707 at 16, 0.725 at 32, 0.726 at 48 and 64 (so 32, at half their size); at 32, 25 or
// 60 epochs, lr 0.2 and char 3-6-grams all read worse. Neither helped on that split: the average of two
// models trained with different seeds (0.725, as either alone), nor the rules' reading given to the
// classifier as tokens of its own (0.732 against 0.728, but the boundary family's recall 90.2 -> 89.4 %).
const PARAMS = {
  acts: { lr: 0.4, epoch: 40, dim: 32, wordNgrams: 2, minn: 2, maxn: 5, bucket: 20000, minCount: 1, loss: "ova" },
  // The acts' second model (lib/reading/learned/linear.ts). Writer by writer on 8 writers of the 46-writer
  // split, macro-F1 outside the rails: 0.760 at these settings; with features scaled to the message's
  // length 0.739 (0.738 at 10 epochs, 0.731 at lr 1, 0.737 with word triples, 0.731 with char 2-6-grams,
  // 0.739 keeping every feature seen once too, at twice the size, 0.720 weighted by rarity); unscaled at
  // 0.1 0.745 (L2 1e-5) and 0.753 (1e-4), at 0.05 with L2 1e-5 0.755, at 0.02 0.754. Her mood and what she
  // asks him about are read by it alone: writer by writer on the whole split (features scaled), mood
  // 67.8 % right against fastText's 63.2 % (blending them, 67.6 %), what she asks him about 64.1 % against
  // 60.6 % (64.2 %).
  linear: { epochs: 5, lr: 0.5, l2: 1e-4, minCount: 2 },
};
// How the two act models are blended: the average of their probabilities, the linear one counted twice.
// Writer by writer on the whole training split, macro-F1 outside the rails (features scaled): fastText
// 0.727, the linear model 0.738, blended 1:1 0.751, 1:2 0.754, 1:3 0.753; at these settings, blended
// 1:2, 0.767.
const BLEND = { fastText: 1, linear: 2 };

// Trying other settings writer by writer: READER_PARAMS='{"epoch":60}' npm run train:reader -- --dev.
if (process.env.READER_PARAMS) Object.assign(PARAMS.acts, JSON.parse(process.env.READER_PARAMS));

// Acts whose miss costs most (a reply that pushes past her no, jokes about her grief, answers a minor):
// their thresholds lean to recall (F2), and the rules are a second chance (lib/reading/learned/reader.ts).
const RAIL_ACTS = new Set(["boundary", "moving_on", "limit", "any_no", "bad_news", "minor", "explicit"]);

// Besides the guide's acts, one label for the boundary family as a whole (a no, news that ends it, a
// limit): which of the three a writer chose varies from writer to writer, whether it is one of them much
// less, and a label trained on the family finds more of them at the same precision (writer by writer:
// recall 77 % against 73 % for the largest of the three at 76 % precision, READER_CURVE below).
const FAMILY = ["boundary", "moving_on", "limit"];
const TRAINED = [...ACTS, "any_no"];
function labelsOf(row) {
  return row.acts.some((a) => FAMILY.includes(a)) ? [...row.acts, "any_no"] : row.acts;
}

function lineOf(labels, row) {
  return `${labels.map((l) => `__label__${l}`).join(" ")} ${readerTokens(row.message, row.thread).join(" ")}`;
}

/** The model as it will be read: int8 rows with a scale each, loaded back. */
function asShipped({ header, input, output }) {
  return loadFastText(header, dequantise(quantise(input, header.dim), header.dim), dequantise(quantise(output, header.dim), header.dim));
}

function probsByLabel(model, row) {
  const p = predict(model, readerTokens(row.message, row.thread));
  return Object.fromEntries(model.header.labels.map((l, i) => [l, p[i]]));
}

function scoresAt(pairs, t) {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const [p, gold] of pairs) {
    if (p >= t && gold) tp++;
    else if (p >= t) fp++;
    else if (gold) fn++;
  }
  const precision = tp + fp ? tp / (tp + fp) : 1;
  const recall = tp + fn ? tp / (tp + fn) : 1;
  return { precision, recall, f: (b) => (precision + recall ? ((1 + b * b) * precision * recall) / (b * b * precision + recall) : 0) };
}

/** Per act, the threshold with the best F1 (F2 for the rails) over out-of-fold probabilities. */
function thresholdsFrom(oof) {
  const out = {};
  for (const act of TRAINED) {
    const pairs = oof.map(({ probs, row }) => [probs[act] ?? 0, labelsOf(row).includes(act)]);
    if (!pairs.some(([, g]) => g)) continue;
    // A minor missed is replies written to a child: her threshold leans further to recall (F3); the
    // words of age or school her message must also have (lib/reading/safety.ts) keep ordinary ones out.
    const beta = act === "minor" ? 3 : RAIL_ACTS.has(act) ? 2 : 1;
    let best = { t: 0.5, f: -1 };
    for (let t = 0.05; t < 0.951; t += 0.025) {
      const f = scoresAt(pairs, t).f(beta);
      if (f > best.f + 1e-9) best = { t: Math.round(t * 1000) / 1000, f };
    }
    out[act] = best.t;
  }
  return out;
}

/**
 * Per act, the lowest threshold at which the out-of-fold precision is at least `precision`: where the
 * classifier alone may change what a reply does (a rail, a plan, good news), it must be this sure.
 */
function sureFrom(oof, precisionFor) {
  const out = {};
  for (const act of TRAINED) {
    const precision = precisionFor(act);
    const pairs = oof.map(({ probs, row }) => [probs[act] ?? 0, labelsOf(row).includes(act)]);
    out[act] = 1.01;
    for (let t = 0.05; t < 0.991; t += 0.01) {
      const s = scoresAt(pairs, t);
      if (s.precision >= precision && s.recall > 0) {
        out[act] = Math.round(t * 100) / 100;
        break;
      }
    }
  }
  return out;
}

function macro(oof, thresholds, acts) {
  const rows = [];
  for (const act of acts) {
    const pairs = oof.map(({ probs, row }) => [probs[act] ?? 0, row.acts.includes(act)]);
    const s = scoresAt(pairs, thresholds[act] ?? 0.5);
    rows.push({ act, support: pairs.filter(([, g]) => g).length, precision: s.precision, recall: s.recall, f1: s.f(1) });
  }
  return rows;
}

const { rows, rejected } = loadSplit("train");
const writers = [...new Set(rows.map((r) => r.writer))].sort();
console.log(`[train:reader] ${rows.length} training rows from ${writers.length} writers (${rejected} rejected by the guide)`);

/** Out-of-fold act probabilities: each writer's rows read by a model trained on the others'. */
async function outOfFold(learner, held = writers, perWriter = Number.POSITIVE_INFINITY) {
  const oof = [];
  for (const w of held) {
    const seen = new Map();
    const train = rows.filter((r) => {
      if (r.writer === w) return false;
      const n = seen.get(r.writer) ?? 0;
      seen.set(r.writer, n + 1);
      return n < perWriter;
    });
    const held = rows.filter((r) => r.writer === w);
    const predictRow = await learner(train);
    for (const row of held) oof.push({ row, probs: predictRow(row) });
  }
  return oof;
}

const fastTextLearner = async (train) => {
  const trained = await trainFastText(
    train.map((r) => lineOf(labelsOf(r), r)),
    PARAMS.acts,
    SEED,
  );
  const model = asShipped(trained);
  return (row) => probsByLabel(model, row);
};

// Each row's hashed features, worked out once for every fold.
const featuresOf = new Map();
function linearExample(row) {
  let f = featuresOf.get(row);
  if (!f) {
    f = linearFeatures(readerTokens(row.message, row.thread));
    featuresOf.set(row, f);
  }
  const labels = labelsOf(row);
  return { ...f, y: TRAINED.map((a) => labels.includes(a)) };
}

/** The linear model trained on `train`, as it will be read: int8 rows with a scale each. */
function trainLinearShipped(train) {
  const { ids, weights } = trainLinear(train.map(linearExample), TRAINED.length, PARAMS.linear, SEED);
  const model = loadLinear(TRAINED, ids, dequantise(quantise(weights, TRAINED.length), TRAINED.length));
  return { ids, weights, model };
}

const linearLearner = async (train) => {
  const { model } = trainLinearShipped(train);
  return (row) => {
    const p = predictLinear(model, readerTokens(row.message, row.thread));
    return Object.fromEntries(TRAINED.map((l, i) => [l, p[i]]));
  };
};

/** The two blended, as lib/reading/learned/reader.ts reads them. */
function blend(a, b) {
  const total = BLEND.fastText + BLEND.linear;
  return Object.fromEntries(TRAINED.map((l) => [l, (BLEND.fastText * (a[l] ?? 0) + BLEND.linear * (b[l] ?? 0)) / total]));
}
const blendLearner = async (train) => {
  const [fast, linear] = [await fastTextLearner(train), await linearLearner(train)];
  return (row) => blend(fast(row), linear(row));
};

// `READER_OOF_IN=/tmp/oof.json` (written by READER_OOF below) reads those probabilities back instead of
// training again, and ships nothing: with --dev, a change to how rules and classifier are put together is
// measured writer by writer in seconds.
const oofIn = process.env.READER_OOF_IN;
const oofReader = oofIn ? JSON.parse(readFileSync(oofIn, "utf8")) : await outOfFold(blendLearner);
const thresholds = thresholdsFrom(oofReader);
// How sure is sure: 90 % precise, but 75 % for the rails, where a miss (a reply that pushes past her no
// or jokes about her grief) costs more than a reply kept gentle without need.
const SURE_PRECISION = 0.9;
const SURE_PRECISION_RAILS = 0.75;
// Explicit or abusive is the other way round: being sure means refusing to write anything, so a false
// one ("pizza or tacos tonight?") costs an ordinary message its replies. It must be 93 % precise (at 97 % it
// caught under half of the held-out split once disguised spellings were in the training split).
const SURE_PRECISION_REFUSAL = 0.93;
// Casual-not-serious is held to 95 %, the precision issue 29 asks of it: read where she didn't say it,
// her no or her wish for something real is answered as an easy yes to keeping it light.
const SURE_PRECISION_CASUAL = 0.95;
const sure = sureFrom(oofReader, (act) =>
  act === "explicit"
    ? SURE_PRECISION_REFUSAL
    : act === "casual"
      ? SURE_PRECISION_CASUAL
      : RAIL_ACTS.has(act) || act === "complaint"
        ? SURE_PRECISION_RAILS
        : SURE_PRECISION,
);
// `READER_CURVE=explicit` prints an act's precision and recall writer by writer at each threshold.
if (process.env.READER_CURVE) {
  // Several acts joined by "+" are read as one: the largest of their probabilities, any of them labelled.
  const act = process.env.READER_CURVE;
  const group = act.split("+");
  const pairs = oofReader.map(({ probs, row }) => [
    Math.max(...group.map((a) => probs[a] ?? 0)),
    group.some((a) => labelsOf(row).includes(a)),
  ]);
  for (let t = 0.05; t < 1; t += 0.05) {
    const s = scoresAt(pairs, t);
    console.log(`  ${act} t=${t.toFixed(2)}  P ${s.precision.toFixed(3)}  R ${s.recall.toFixed(3)}`);
  }
}

// `READER_OOF=/tmp/oof.json` writes those out-of-fold probabilities with their rows (training split only),
// to study what the classifier misses writer by writer without training again.
if (process.env.READER_OOF) writeFileSync(process.env.READER_OOF, JSON.stringify(oofReader));

const report = [];
if (compare) {
  const { NeuralNetwork } = await import("@nlpjs/neural");
  const features = (row) => {
    const f = {};
    for (const token of readerTokens(row.message, row.thread)) {
      f[`w:${token}`] = 1;
      const padded = `<${token}>`;
      for (let n = 3; n <= 5; n++) for (let i = 0; i + n <= padded.length; i++) f[`c:${padded.slice(i, i + n)}`] = 1;
    }
    return f;
  };
  const nlpLearner = (train) => {
    const net = new NeuralNetwork({ iterations: 100, log: false });
    net.train(train.map((r) => ({ input: features(r), output: Object.fromEntries(r.acts.map((a) => [a, 1])) })));
    return (row) => {
      const out = net.run(features(row)) ?? {};
      // Its outputs are leaky-ReLU activations; scaled to [0, 1] by the largest so thresholds compare.
      return Object.fromEntries(ACTS.map((a) => [a, Math.min(1, Math.max(0, out[a] ?? 0))]));
    };
  };
  // Two writers held out in turn, the same for every learner, each trained on 300 rows of every other
  // writer: @nlpjs/neural takes many minutes a fold on the whole split here.
  const held = [writers[0], writers[Math.floor(writers.length / 2)]];
  const timed = async (learner) => {
    const t0 = performance.now();
    const oof = await outOfFold(learner, held, 300);
    return { oof, ms: performance.now() - t0 };
  };
  const learners = [
    ["fastText (ova, char 2-5-grams, word bigrams)", await timed(fastTextLearner)],
    ["logistic regression (hashed words, word pairs, char 2-5-grams)", await timed(linearLearner)],
    ["@nlpjs/neural (linear units over words and char 3-5-grams)", await timed(nlpLearner)],
  ];
  const [fast, linear] = [learners[0][1].oof, learners[1][1].oof];
  learners.splice(2, 0, [
    `fastText and logistic regression blended ${BLEND.fastText}:${BLEND.linear}`,
    { oof: fast.map((o, i) => ({ row: o.row, probs: blend(o.probs, linear[i].probs) })), ms: learners[0][1].ms + learners[1][1].ms },
  ]);
  const tables = learners.map(([, { oof }]) => macro(oof, thresholdsFrom(oof), ACTS));
  const mean = (list) => list.reduce((s, r) => s + r.f1, 0) / list.length;
  report.push(
    "# The learned reader: choosing the learner",
    "",
    `\`npm run train:reader -- --compare\`: the rows of writers ${held.join(" and ")} of the training split, each read by a model trained on 300 rows of every other writer, so every figure is on a voice the model never saw; thresholds chosen the same way for every learner. The test split is not used here. (The shipped models are trained on all ${rows.length} rows; on the whole split, writer by writer, macro-F1 outside the rails was 0.727 for fastText and 0.767 for the blend.)`,
    "",
    `| | ${learners.map(([name]) => name).join(" | ")} |`,
    `|---|${learners.map(() => "---:").join("|")}|`,
    `| macro-F1 over ${ACTS.length} acts | ${tables.map((t) => mean(t).toFixed(3)).join(" | ")} |`,
    `| training, ${held.length} folds | ${learners.map(([, { ms }]) => `${(ms / 1000).toFixed(1)} s`).join(" | ")} |`,
    "",
    `| act | support | ${learners.map((_, i) => `F1 (${i + 1})`).join(" | ")} |`,
    `|---|---:|${learners.map(() => "---:").join("|")}|`,
    ...tables[0].map((r, i) => `| ${r.act} | ${r.support} | ${tables.map((t) => t[i].f1.toFixed(2)).join(" | ")} |`),
    "",
  );
}

// The shipped models, trained on every training row; `READER_OOF_IN=… -- --ship` ships them from
// out-of-fold probabilities written before (the same thresholds, so the same files as a whole run).
if (!oofIn || process.argv.includes("--ship")) await ship();

/** A linear model's rows as shipped: its kept slots (uint32, little-endian), then its weights as int8 rows. */
function linearBytes(ids, weights, labels) {
  const slots = new Uint8Array(ids.length * 4);
  const view = new DataView(slots.buffer);
  ids.forEach((slot, i) => {
    view.setUint32(i * 4, slot, true);
  });
  return [slots, quantise(weights, labels.length)];
}

async function ship() {
  const acts = await trainFastText(
    rows.map((r) => lineOf(labelsOf(r), r)),
    PARAMS.acts,
    SEED,
  );
  // The linear model reads her acts and her mood at once (its labels are independent, so the acts'
  // weights are those of the acts alone); what she asks him about is learned from her questions only.
  const actsAndMood = [...TRAINED, ...MOODS.map((m) => `mood:${m}`)];
  const joint = trainLinear(
    rows.map((r) => {
      const e = linearExample(r);
      return { ...e, y: [...e.y, ...MOODS.map((m) => r.mood === m)] };
    }),
    actsAndMood.length,
    PARAMS.linear,
    SEED,
  );
  const himRows = rows.filter((r) => r.acts.includes("question_about_him") && r.him_q);
  const himQ = trainLinear(
    himRows.map((r) => ({ ...linearExample(r), y: HIM_Q.map((q) => r.him_q === q) })),
    HIM_Q.length,
    PARAMS.linear,
    SEED,
  );

  const outDir = path.join(root, "data", "reading", "model");
  mkdirSync(outDir, { recursive: true });
  const parts = [];
  let offset = 0;
  const span = (bytes) => {
    parts.push(bytes);
    offset += bytes.byteLength;
    return { offset: offset - bytes.byteLength, bytes: bytes.byteLength };
  };
  const input = quantise(acts.input, acts.header.dim);
  const output = quantise(acts.output, acts.header.dim);
  const models = { acts: { header: acts.header, input: span(input), output: span(output) } };
  const linear = {};
  for (const [name, model, labels] of [
    ["acts", joint, actsAndMood],
    ["him_q", himQ, HIM_Q],
  ]) {
    const [slots, weights] = linearBytes(model.ids, model.weights, labels);
    linear[name] = { labels, ids: span(slots), weights: span(weights) };
  }
  const bin = Buffer.concat(parts.map((p) => Buffer.from(p.buffer, p.byteOffset, p.byteLength)));
  const corpusHash = createHash("sha256")
    .update(rows.map((r) => JSON.stringify([r.id, r.message, r.thread ?? "", r.acts, r.mood, r.him_q ?? ""])).join("\n"))
    .digest("hex")
    .slice(0, 16);
  const manifest = {
    trainedOn: { rows: rows.length, writers, corpus: corpusHash, seed: SEED },
    params: PARAMS,
    thresholds,
    sure,
    surePrecision: { rails: SURE_PRECISION_RAILS, refusal: SURE_PRECISION_REFUSAL, casual: SURE_PRECISION_CASUAL, others: SURE_PRECISION },
    railActs: [...RAIL_ACTS],
    labels: { acts: ACTS, moods: MOODS, himQ: HIM_Q },
    models,
    linear,
    blend: BLEND,
    bin: { bytes: bin.length, sha256: createHash("sha256").update(bin).digest("hex").slice(0, 16) },
  };
  writeFileSync(path.join(outDir, "reader.bin"), bin);
  writeFileSync(path.join(outDir, "reader.json"), `${JSON.stringify(manifest)}\n`);
  console.log(`[train:reader] wrote data/reading/model/reader.json and reader.bin (${(bin.length / 1024).toFixed(0)} KB)`);
  writeSalience(rows);
}

const oofTable = macro(oofReader, thresholds, ACTS);
console.log("[train:reader] the classifier writer by writer (out of fold) on the training split:");
for (const r of oofTable)
  console.log(
    `  ${r.act.padEnd(20)} n=${String(r.support).padStart(4)}  P ${r.precision.toFixed(2)}  R ${r.recall.toFixed(2)}  F1 ${r.f1.toFixed(2)}  t=${thresholds[r.act]}  sure=${sure[r.act]}`,
  );

if (dev) {
  // The whole reading (rules ∪ classifier, lib/reading/learned/merge.ts) writer by writer: where the way
  // the two are put together is tuned, on the training split only.
  const { readMessage } = await jiti.import(path.join(root, "lib/reading/read.ts"));
  const { corpusLabels } = await jiti.import(path.join(root, "lib/reading/labels.ts"));
  const { learnedReading } = await jiti.import(path.join(root, "lib/reading/learned/reader.ts"));
  const { checkHerMessage, checkSafety } = await jiti.import(path.join(root, "lib/reading/safety.ts"));
  const merged = oofReader.map(({ row, probs }) => {
    const learned = learnedReading(
      TRAINED,
      TRAINED.map((a) => probs[a] ?? 0),
      thresholds,
      "neutral",
      "other",
      sure,
    );
    const unsafe = checkHerMessage(row.message, row.thread, learned);
    const got = corpusLabels(readMessage(row.message, row.thread, learned), row.message, unsafe);
    return { row, probs: Object.fromEntries(ACTS.map((a) => [a, got.has(a) ? 1 : 0])) };
  });
  const { actsOf } = await jiti.import(path.join(root, "lib/reading/acts.ts"));
  const byRules = rows.map((row) => {
    const got = corpusLabels({ acts: actsOf(row.message), multiPart: false }, row.message, checkSafety(row.message, row.thread));
    return { row, probs: Object.fromEntries(ACTS.map((a) => [a, got.has(a) ? 1 : 0])) };
  });
  const half = Object.fromEntries(ACTS.map((a) => [a, 0.5]));
  const rulesTable = macro(byRules, half, ACTS);
  const table = macro(merged, half, ACTS);
  console.log("[train:reader] the whole reading, writer by writer, on the training split (and the rules alone):");
  table.forEach((r, i) => {
    const b = rulesTable[i];
    console.log(
      `  ${r.act.padEnd(20)} n=${String(r.support).padStart(4)}  P ${r.precision.toFixed(2)}  R ${r.recall.toFixed(2)}  F1 ${r.f1.toFixed(2)}   rules: P ${b.precision.toFixed(2)} R ${b.recall.toFixed(2)} F1 ${b.f1.toFixed(2)}`,
    );
  });
  const macroOf = (t) => {
    const others = t.filter((r) => !RAIL_ACTS.has(r.act) && r.act !== "sharing");
    return (others.reduce((sum, r) => sum + r.f1, 0) / others.length).toFixed(3);
  };
  console.log(`  macro-F1 (acts outside the rails): ${macroOf(table)}; the rules alone ${macroOf(rulesTable)}`);
  const family = merged.filter(({ row }) => FAMILY.some((a) => row.acts.includes(a)));
  const familyRead = family.filter(({ probs }) => FAMILY.some((a) => probs[a] === 1)).length;
  const familyFalse = merged.filter(
    ({ row, probs }) => !FAMILY.some((a) => row.acts.includes(a)) && FAMILY.some((a) => probs[a] === 1),
  ).length;
  console.log(
    `  boundary-family rail: ${familyRead} / ${family.length} (${((100 * familyRead) / family.length).toFixed(1)} %), precision ${((100 * familyRead) / (familyRead + familyFalse)).toFixed(1)} %`,
  );
  // SHOW_MISSES=<act> prints that act's misses and extras; SHOW_MISSES=family, the boundary family's.
  const miss = process.env.SHOW_MISSES;
  const has = (acts, probs) =>
    miss === "family" ? FAMILY.some((a) => (probs ? probs[a] === 1 : acts.includes(a))) : probs ? probs[miss] === 1 : acts.includes(miss);
  if (miss)
    for (const { row, probs } of merged)
      if (has(row.acts) !== has(null, probs))
        console.log(`    ${has(row.acts) ? "MISSED" : "EXTRA "} ${row.id}: ${row.message.slice(0, 110)} [${row.acts.join(",")}]`);
}
if (compare) {
  writeFileSync(path.join(root, "bench", "READER-TRAIN.md"), `${report.join("\n")}\n`);
  console.log("[train:reader] comparison written to bench/READER-TRAIN.md");
}
