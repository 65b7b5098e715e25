import type { Who } from "@/lib/screenshot/turns";

// Finding the message bubbles in a chat screenshot before any text is read (docs/screenshot-reading.md).
// Read whole, a screenshot gives OCR the status bar, the header, timestamps and the input bar as text, and
// it misses text with little contrast against its bubble. So the picture is first taken apart: whatever
// differs from the chat's background forms connected regions; regions the size of a bubble that hug the
// left or the right edge are messages (hers on the left, his on the right); full-width bands are the
// app's bars; centred pills are dates; small regions are loose text (times, names, receipts) and are left
// out. Each bubble is then read on its own (lib/screenshot/bubble-image.ts).

/** An RGBA picture, as canvas ImageData holds it. */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray | Uint8Array;
}

export type Rgb = readonly [number, number, number];

/** A rectangle in the screenshot's own pixels; x1 and y1 are exclusive. */
interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface Bubble {
  box: Box;
  who: Who;
  /** The bubble's own colour; for an outlined bubble, the background's. */
  fill: Rgb;
  outlined: boolean;
  /** The bubble's shape on the working grid (1 = inside), `scale` screenshot pixels per cell. */
  shape: { width: number; height: number; inside: Uint8Array; scale: number; x0: number; y0: number };
}

export interface Layout {
  background: Rgb;
  bubbles: Bubble[];
}

/** The working grid is about this wide: a phone screenshot at 1×, where a line of text is ~17 cells tall. */
const GRID_WIDTH = 400;
/** How far a cell's colour may be from the background's and still count as background. */
const BACKGROUND_TOLERANCE = 6;

interface Grid {
  width: number;
  height: number;
  scale: number;
  rgb: Uint8Array;
}

/** Averages scale × scale blocks: cheap, and smooths away the antialiasing that would break regions up. */
function toGrid(image: Pixels): Grid {
  const scale = Math.max(1, Math.round(image.width / GRID_WIDTH));
  const width = Math.floor(image.width / scale);
  const height = Math.floor(image.height / scale);
  const rgb = new Uint8Array(width * height * 3);
  const n = scale * scale;
  for (let gy = 0; gy < height; gy++) {
    for (let gx = 0; gx < width; gx++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let dy = 0; dy < scale; dy++) {
        let i = ((gy * scale + dy) * image.width + gx * scale) * 4;
        for (let dx = 0; dx < scale; dx++, i += 4) {
          r += image.data[i]!;
          g += image.data[i + 1]!;
          b += image.data[i + 2]!;
        }
      }
      const o = (gy * width + gx) * 3;
      rgb[o] = r / n;
      rgb[o + 1] = g / n;
      rgb[o + 2] = b / n;
    }
  }
  return { width, height, scale, rgb };
}

/**
 * Where the chat's background shows for sure: thin strips just inside the left and right edges, between
 * the app's bars. Counting the whole screen would crown the bubbles' colour on a screen full of them.
 */
function margins(width: number, height: number): number[] {
  const cells: number[] = [];
  const strip = Math.max(1, Math.round(0.015 * width));
  for (let y = Math.round(0.15 * height); y < Math.round(0.85 * height); y++)
    for (let x = 1; x <= strip; x++) cells.push(y * width + x, y * width + width - 1 - x);
  return cells;
}

/** The most common colour (4 bits a channel), averaged over the cells that have it. */
function dominantColour(rgb: Uint8Array, cells: Iterable<number>): Rgb {
  const counts = new Uint32Array(4096);
  const sums = new Float64Array(4096 * 3);
  for (const c of cells) {
    const o = c * 3;
    const bin = ((rgb[o]! >> 4) << 8) | ((rgb[o + 1]! >> 4) << 4) | (rgb[o + 2]! >> 4);
    counts[bin] = counts[bin]! + 1;
    sums[bin * 3] = sums[bin * 3]! + rgb[o]!;
    sums[bin * 3 + 1] = sums[bin * 3 + 1]! + rgb[o + 1]!;
    sums[bin * 3 + 2] = sums[bin * 3 + 2]! + rgb[o + 2]!;
  }
  let best = 0;
  for (let bin = 1; bin < 4096; bin++) if (counts[bin]! > counts[best]!) best = bin;
  const k = Math.max(1, counts[best]!);
  return [sums[best * 3]! / k, sums[best * 3 + 1]! / k, sums[best * 3 + 2]! / k];
}

function colourDistance(rgb: ArrayLike<number>, offset: number, colour: Rgb): number {
  return Math.max(Math.abs(rgb[offset]! - colour[0]), Math.abs(rgb[offset + 1]! - colour[1]), Math.abs(rgb[offset + 2]! - colour[2]));
}

interface Region extends Box {
  cells: number[];
}

/** 4-connected regions of the cells that are not background. */
function regions(grid: Grid, background: Rgb): Region[] {
  const { width, height, rgb } = grid;
  const label = new Int32Array(width * height).fill(-1);
  for (let c = 0; c < width * height; c++) if (colourDistance(rgb, c * 3, background) <= BACKGROUND_TOLERANCE) label[c] = -2;
  const found: Region[] = [];
  const stack: number[] = [];
  for (let start = 0; start < label.length; start++) {
    if (label[start] !== -1) continue;
    const id = found.length;
    const region: Region = { x0: width, y0: height, x1: 0, y1: 0, cells: [] };
    label[start] = id;
    stack.push(start);
    while (stack.length) {
      const c = stack.pop()!;
      region.cells.push(c);
      const x = c % width;
      const y = (c - x) / width;
      if (x < region.x0) region.x0 = x;
      if (x >= region.x1) region.x1 = x + 1;
      if (y < region.y0) region.y0 = y;
      if (y >= region.y1) region.y1 = y + 1;
      if (x > 0 && label[c - 1] === -1) {
        label[c - 1] = id;
        stack.push(c - 1);
      }
      if (x < width - 1 && label[c + 1] === -1) {
        label[c + 1] = id;
        stack.push(c + 1);
      }
      if (y > 0 && label[c - width] === -1) {
        label[c - width] = id;
        stack.push(c - width);
      }
      if (y < height - 1 && label[c + width] === -1) {
        label[c + width] = id;
        stack.push(c + width);
      }
    }
    found.push(region);
  }
  return found;
}

/**
 * A reaction's badge (and its shadow) overlapping two bubbles joins them into one region. Bubbles are
 * as wide as their text, the badge is small: rows where the region narrows to under a fifth of its
 * widest row (from its leftmost cell to its rightmost) are cut, and each part becomes a region of its own.
 */
function splitAtNecks(region: Region, gridWidth: number): Region[] {
  const h = region.y1 - region.y0;
  const perRow: number[][] = Array.from({ length: h }, () => []);
  for (const c of region.cells) perRow[Math.floor(c / gridWidth) - region.y0]!.push(c);
  // A row's span, not its count: an outlined bubble's rows are two border cells far apart.
  const span = (cells: readonly number[]) =>
    cells.length ? Math.max(...cells.map((c) => c % gridWidth)) - Math.min(...cells.map((c) => c % gridWidth)) + 1 : 0;
  const spans = perRow.map(span);
  const widest = Math.max(...spans);
  const parts: Region[] = [];
  let current: Region | null = null;
  for (const [y, cells] of perRow.entries()) {
    if (spans[y]! < 0.2 * widest) {
      if (current) parts.push(current);
      current = null;
      continue;
    }
    current ??= { x0: gridWidth, y0: region.y0 + y, x1: 0, y1: 0, cells: [] };
    for (const c of cells) {
      const x = c % gridWidth;
      current.x0 = Math.min(current.x0, x);
      current.x1 = Math.max(current.x1, x + 1);
      current.cells.push(c);
    }
    current.y1 = region.y0 + y + 1;
  }
  if (current) parts.push(current);
  return parts.length > 1 ? parts : [region];
}

/**
 * The region's inside on its bounding box: its own cells, and the cells they enclose (white text on a
 * blue bubble over a white background; the inside of an outlined bubble), but not the corners that a
 * rounded bubble leaves open to the background.
 */
function insideOf(region: Region, gridWidth: number): Uint8Array {
  const w = region.x1 - region.x0;
  const h = region.y1 - region.y0;
  const own = new Uint8Array(w * h);
  for (const c of region.cells) own[(Math.floor(c / gridWidth) - region.y0) * w + ((c % gridWidth) - region.x0)] = 1;
  const outside = new Uint8Array(w * h);
  const stack: number[] = [];
  const visit = (i: number) => {
    if (!own[i] && !outside[i]) {
      outside[i] = 1;
      stack.push(i);
    }
  };
  for (let x = 0; x < w; x++) {
    visit(x);
    visit((h - 1) * w + x);
  }
  for (let y = 0; y < h; y++) {
    visit(y * w);
    visit(y * w + w - 1);
  }
  while (stack.length) {
    const i = stack.pop()!;
    const x = i % w;
    if (x > 0) visit(i - 1);
    if (x < w - 1) visit(i + 1);
    if (i >= w) visit(i - w);
    if (i < w * (h - 1)) visit(i + w);
  }
  // Two cells in from the edge: the cells there are part bubble, part background (most of all in a rounded
  // corner), and read as strokes. A bubble's padding is wider than that.
  const EDGE = 2;
  const inside = new Uint8Array(w * h);
  for (let y = EDGE; y < h - EDGE; y++)
    for (let x = EDGE; x < w - EDGE; x++) {
      let clear = true;
      for (let dy = -EDGE; dy <= EDGE && clear; dy++)
        for (let dx = -EDGE; dx <= EDGE && clear; dx++) if (outside[(y + dy) * w + x + dx]) clear = false;
      if (clear) inside[y * w + x] = 1;
    }
  return inside;
}

/** A round avatar: as tall as wide and filling about π/4 of its box. A bubble is a rounded rectangle. */
function isRound(region: Region, insideCount: number): boolean {
  const w = region.x1 - region.x0;
  const h = region.y1 - region.y0;
  return Math.abs(w - h) <= 0.12 * Math.max(w, h) && insideCount / (w * h) < 0.86;
}

export function findBubbles(image: Pixels): Layout {
  const grid = toGrid(image);
  const { width, height, scale, rgb } = grid;
  const background = dominantColour(rgb, margins(width, height));
  const found = regions(grid, background).flatMap((r) => splitAtNecks(r, width));

  // The app's bars: regions across the whole width near the top or the bottom. Messages lie between them.
  let top = 0;
  let bottom = height;
  for (const r of found) {
    if (r.x1 - r.x0 < 0.92 * width || r.y1 - r.y0 > 0.25 * height) continue;
    if (r.y0 < 0.3 * height) top = Math.max(top, r.y1);
    else if (r.y1 > 0.7 * height) bottom = Math.min(bottom, r.y0);
  }

  const minSide = Math.max(8, Math.round(0.055 * width));
  const candidates: { region: Region; inside: Uint8Array }[] = [];
  for (const r of found) {
    const w = r.x1 - r.x0;
    const h = r.y1 - r.y0;
    if (h < minSide || w < minSide || w >= 0.92 * width || r.y0 < top || r.y1 > bottom) continue;
    const inside = insideOf(r, width);
    if (
      isRound(
        r,
        inside.reduce((n, v) => n + v, 0),
      )
    )
      continue;
    candidates.push({ region: r, inside });
  }

  const sides = senders(
    candidates.map((c) => c.region),
    width,
  );
  const bubbles: Bubble[] = [];
  for (const [index, { region: r, inside }] of candidates.entries()) {
    const who = sides[index];
    if (!who) continue;
    const w = r.x1 - r.x0;
    const h = r.y1 - r.y0;
    const insideCells: number[] = [];
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) if (inside[y * w + x]) insideCells.push((r.y0 + y) * width + r.x0 + x);
    const fill = dominantColour(rgb, insideCells);
    bubbles.push({
      box: { x0: r.x0 * scale, y0: r.y0 * scale, x1: r.x1 * scale, y1: r.y1 * scale },
      who,
      fill,
      outlined: colourDistance(fill, 0, background) <= BACKGROUND_TOLERANCE,
      shape: { width: w, height: h, inside, scale, x0: r.x0, y0: r.y0 },
    });
  }
  // Something drawn over a bubble (a reaction's badge) can form a region of its own inside it.
  const kept = bubbles.filter((b) => !bubbles.some((o) => o !== b && contains(o.box, b.box)));
  kept.sort((a, b) => a.box.y0 - b.box.y0 || a.box.x0 - b.box.x0);
  return { background, bubbles: kept };
}

/** The commonest value, give or take `slack`, and how many share it. */
function commonEdge(values: readonly number[], slack: number): { at: number; count: number } {
  let best = { at: Number.NaN, count: 0 };
  for (const v of values) {
    const count = values.filter((o) => Math.abs(o - v) <= slack).length;
    if (count > best.count) best = { at: v, count };
  }
  return best;
}

/**
 * Who sent each region, or null for one that is no message. Apps line up her bubbles on one left edge
 * (after her avatar, where there is one) and his on one right edge, so a region on neither edge sits in
 * the middle (a date, "you matched", a notice) unless it clearly leans to a side.
 */
function senders(found: readonly Box[], width: number): (Who | null)[] {
  const slack = Math.max(2, Math.round(0.008 * width));
  const leaning = found.map((r) => (r.x0 < width - r.x1 ? "her" : "me"));
  const herEdge = commonEdge(
    found.filter((_, i) => leaning[i] === "her").map((r) => r.x0),
    slack,
  );
  const myEdge = commonEdge(
    found.filter((_, i) => leaning[i] === "me").map((r) => r.x1),
    slack,
  );
  return found.map((r, i) => {
    const onHers = herEdge.count >= 2 && Math.abs(r.x0 - herEdge.at) <= slack;
    const onMine = myEdge.count >= 2 && Math.abs(r.x1 - myEdge.at) <= slack;
    if (onHers !== onMine) return onHers ? "her" : "me";
    const leftGap = r.x0 / width;
    const rightGap = (width - r.x1) / width;
    const offCentre = Math.abs(leftGap - rightGap);
    if (offCentre < 0.025 || (Math.min(leftGap, rightGap) > 0.2 && offCentre < 0.06)) return null;
    return leaning[i] as Who;
  });
}

function contains(outer: Box, inner: Box): boolean {
  return inner.x0 >= outer.x0 && inner.y0 >= outer.y0 && inner.x1 <= outer.x1 && inner.y1 <= outer.y1;
}
