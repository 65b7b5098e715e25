// Trains the learned reader's logistic regression (lib/reading/learned/linear.ts): one per label over the
// same hashed features, by stochastic gradient with AdaGrad steps and a little L2, in a seeded order, so
// the same rows give the same weights byte for byte. Used by `npm run train:reader`.

/** A seeded generator (a linear congruential one is enough to shuffle rows reproducibly). */
function seeded(seed) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/**
 * `examples`: [{ idx: Uint32Array, val: Float32Array, y: boolean[] }] (features from linearFeatures, one
 * flag per label). Features seen in fewer than `minCount` examples are left out: learned from one message,
 * a weight mostly remembers it. Returns the kept slots (ascending) and their weights, a row per slot.
 */
export function trainLinear(examples, labels, { epochs, lr, l2, minCount }, seed) {
  const seen = new Map();
  for (const e of examples) for (const slot of e.idx) seen.set(slot, (seen.get(slot) ?? 0) + 1);
  const ids = Uint32Array.from([...seen].filter(([, n]) => n >= minCount).map(([slot]) => slot)).sort();
  const rowOf = new Map(Array.from(ids, (slot, row) => [slot, row]));
  const compact = examples.map((e) => {
    const rows = [];
    const vals = [];
    e.idx.forEach((slot, k) => {
      const row = rowOf.get(slot);
      if (row !== undefined) {
        rows.push(row);
        vals.push(e.val[k]);
      }
    });
    return { rows: Int32Array.from(rows), vals: Float32Array.from(vals), y: e.y };
  });

  const weights = new Float32Array(ids.length * labels);
  const squared = new Float32Array(ids.length * labels).fill(1e-8);
  const order = compact.map((_, i) => i);
  const random = seeded(seed);
  const scores = new Float64Array(labels);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const k of order) {
      const { rows, vals, y } = compact[k];
      scores.fill(0);
      for (let f = 0; f < rows.length; f++) {
        const base = rows[f] * labels;
        for (let l = 0; l < labels; l++) scores[l] += weights[base + l] * vals[f];
      }
      for (let l = 0; l < labels; l++) {
        const g = 1 / (1 + Math.exp(-scores[l])) - (y[l] ? 1 : 0);
        for (let f = 0; f < rows.length; f++) {
          const o = rows[f] * labels + l;
          const grad = g * vals[f] + l2 * weights[o];
          squared[o] += grad * grad;
          weights[o] -= (lr / Math.sqrt(squared[o])) * grad;
        }
      }
    }
  }
  return { ids, weights };
}
