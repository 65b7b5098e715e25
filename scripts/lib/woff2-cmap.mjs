// The characters a WOFF2 font has glyphs for, read from its cmap table (the WOFF2 and OpenType
// specifications: the table directory, the Brotli stream the tables are stored in, then the cmap's
// format 4 or 12 subtable). Enough for the font test and scripts/subset-font.mjs to say what a font
// covers, without another font library.

import zlib from "node:zlib";

/** The known-tag index of `cmap`, `glyf` and `loca` in the WOFF2 table directory. */
const CMAP = 0;
const GLYF = 10;
const LOCA = 11;

function readBase128(buf, state) {
  let value = 0;
  for (let i = 0; i < 5; i++) {
    const byte = buf[state.at++];
    value = value * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) return value;
  }
  throw new Error("woff2: bad UIntBase128");
}

/** @param {Buffer} woff2 @returns {Set<number>} the code points the font maps to a glyph */
export function woff2CodePoints(woff2) {
  if (woff2.toString("latin1", 0, 4) !== "wOF2") throw new Error("not a WOFF2 font");
  const numTables = woff2.readUInt16BE(12);
  const state = { at: 48 };
  let offset = 0;
  let cmap = null;
  for (let i = 0; i < numTables; i++) {
    const flags = woff2[state.at++];
    const tag = flags & 0x3f;
    if (tag === 0x3f) state.at += 4;
    const transform = flags >> 6;
    const origLength = readBase128(woff2, state);
    // glyf and loca are transformed unless version 3; every other table only when its version isn't 0.
    const transformed = tag === GLYF || tag === LOCA ? transform !== 3 : transform !== 0;
    const length = transformed ? readBase128(woff2, state) : origLength;
    if (tag === CMAP) cmap = { offset, length };
    offset += length;
  }
  if (!cmap) throw new Error("woff2: no cmap table");
  const compressedLength = woff2.readUInt32BE(20);
  const tables = zlib.brotliDecompressSync(woff2.subarray(state.at, state.at + compressedLength));
  return cmapCodePoints(tables.subarray(cmap.offset, cmap.offset + cmap.length));
}

function cmapCodePoints(cmap) {
  const count = cmap.readUInt16BE(2);
  const subtables = [];
  for (let i = 0; i < count; i++) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    const at = cmap.readUInt32BE(8 + i * 8);
    subtables.push({ platform, encoding, at, format: cmap.readUInt16BE(at) });
  }
  const points = new Set();
  const full = subtables.find((s) => s.format === 12);
  if (full) {
    const groups = cmap.readUInt32BE(full.at + 12);
    for (let g = 0; g < groups; g++) {
      const base = full.at + 16 + g * 12;
      const start = cmap.readUInt32BE(base);
      const end = cmap.readUInt32BE(base + 4);
      for (let c = start; c <= end; c++) points.add(c);
    }
    return points;
  }
  const bmp = subtables.find((s) => s.format === 4);
  if (!bmp) throw new Error("cmap: no format 4 or 12 subtable");
  const segments = cmap.readUInt16BE(bmp.at + 6) / 2;
  const ends = bmp.at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let s = 0; s < segments; s++) {
    const end = cmap.readUInt16BE(ends + s * 2);
    const start = cmap.readUInt16BE(starts + s * 2);
    const delta = cmap.readInt16BE(deltas + s * 2);
    const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      let glyph;
      if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
      else {
        const at = rangeOffsets + s * 2 + rangeOffset + (c - start) * 2;
        glyph = cmap.readUInt16BE(at);
        if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
      }
      if (glyph !== 0) points.add(c);
    }
  }
  return points;
}
