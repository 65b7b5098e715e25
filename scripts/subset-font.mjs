// Writes app/fonts/geist-latin.woff2, the one font every page preloads: Geist's variable font cut to the
// characters the site writes (Basic Latin, Latin-1 and the punctuation and symbols below; Hinglish is
// Latin script) and to the weights the CSS uses (font-normal 400 to font-extrabold 800), with HarfBuzz's
// subsetter (subset-font). Anything else (emoji, other scripts someone types) is drawn by the system's
// fonts, as it was with the full font, which has no emoji either. tests/unit/font-subset.test.ts checks
// the committed file covers every character of the site's own text that Geist has.
// Usage: node scripts/subset-font.mjs (after changing the characters, the weights or the geist package).

import fs from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { woff2CodePoints } from "./lib/woff2-cmap.mjs";

const root = path.resolve(import.meta.dirname, "..");
const SOURCE = path.join(root, "node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2");
const OUTPUT = path.join(root, "app/fonts/geist-latin.woff2");

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");

/** Basic Latin, Latin-1 Supplement (but the soft hyphen, which has no glyph), and the typography and symbols of the site's words (₹ for the Indian prices). */
export const FONT_TEXT = `${range(0x20, 0x7e)}${range(0xa0, 0xac)}${range(0xae, 0xff)}‘’‚“”„–—•…′‹›₹™←↑→↓−≤≥`;

/** font-normal (400) to font-extrabold (800): the weights the site's classes ask for. */
export const WEIGHTS = { min: 400, max: 800 };

if (import.meta.url === `file://${process.argv[1]}`) {
  const source = fs.readFileSync(SOURCE);
  const subset = await subsetFont(source, FONT_TEXT, { targetFormat: "woff2", variationAxes: { wght: WEIGHTS } });
  fs.mkdirSync(path.dirname(OUTPUT), { recursive: true });
  fs.writeFileSync(OUTPUT, subset);
  const missing = [...FONT_TEXT].filter((ch) => !woff2CodePoints(subset).has(ch.codePointAt(0)));
  console.log(
    `${path.relative(root, OUTPUT)}: ${subset.length} bytes (from ${source.length}), ${woff2CodePoints(subset).size} characters, weights ${WEIGHTS.min}-${WEIGHTS.max}`,
  );
  if (missing.length) {
    console.error(`Geist has no glyph for: ${missing.join(" ")}`);
    process.exit(1);
  }
}
