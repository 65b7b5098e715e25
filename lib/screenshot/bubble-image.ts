import type { Bubble, Pixels, Rgb } from "@/lib/screenshot/layout";

// One bubble made easy to read (docs/screenshot-reading.md): black text on white, whatever the app's
// colours were. Every pixel is placed on the line from the bubble's colour to its text's colour, so
// white-on-blue, grey-on-black and dark-on-yellow all come out the same. Pixels far from that line are
// not text: colour emoji, a reaction's badge, the corners outside a rounded bubble. They are painted
// white, with a margin, so OCR doesn't turn a picture into letters.

export interface GrayImage {
  width: number;
  height: number;
  /** One byte a pixel, 0 = black. */
  gray: Uint8Array;
}

/** How far from the bubble-to-text line a colour may be and still be text (antialiasing stays on it). */
const OFF_LINE = 56;
/** White space around the bubble's text, in pixels of the screenshot; OCR reads a line touching the edge badly. */
const MARGIN = 12;

function isGrey(r: number, g: number, b: number): boolean {
  return Math.max(r, g, b) - Math.min(r, g, b) < 40;
}

/** The text's colour: the commonest greyish colour well away from the bubble's (text in chat apps is grey). */
function textColour(image: Pixels, bubble: Bubble, inside: (x: number, y: number) => boolean): Rgb {
  const { x0, y0, x1, y1 } = bubble.box;
  const counts = new Map<number, [number, number, number, number]>();
  let fallback: Rgb = bubble.fill[0] + bubble.fill[1] + bubble.fill[2] > 384 ? [0, 0, 0] : [255, 255, 255];
  let best = 0;
  for (let y = y0; y < y1; y += 2) {
    for (let x = x0; x < x1; x += 2) {
      if (!inside(x, y)) continue;
      const i = (y * image.width + x) * 4;
      const r = image.data[i]!;
      const g = image.data[i + 1]!;
      const b = image.data[i + 2]!;
      const far = Math.max(Math.abs(r - bubble.fill[0]), Math.abs(g - bubble.fill[1]), Math.abs(b - bubble.fill[2]));
      if (far < 80 || !isGrey(r, g, b)) continue;
      const bin = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
      const entry = counts.get(bin) ?? [0, 0, 0, 0];
      entry[0]++;
      entry[1] += r;
      entry[2] += g;
      entry[3] += b;
      counts.set(bin, entry);
      if (entry[0] > best) {
        best = entry[0];
        fallback = [entry[1] / entry[0], entry[2] / entry[0], entry[3] / entry[0]];
      }
    }
  }
  return fallback;
}

export function bubbleImage(image: Pixels, bubble: Bubble): GrayImage {
  const { x0, y0, x1, y1 } = bubble.box;
  const { shape } = bubble;
  const inside = (x: number, y: number) => {
    const gx = Math.floor(x / shape.scale) - shape.x0;
    const gy = Math.floor(y / shape.scale) - shape.y0;
    return gx >= 0 && gy >= 0 && gx < shape.width && gy < shape.height && shape.inside[gy * shape.width + gx] === 1;
  };
  const fill = bubble.fill;
  const text = textColour(image, bubble, inside);
  const dr = text[0] - fill[0];
  const dg = text[1] - fill[1];
  const db = text[2] - fill[2];
  const len2 = Math.max(1, dr * dr + dg * dg + db * db);

  const w = x1 - x0;
  const h = y1 - y0;
  const ink = new Uint8Array(w * h);
  const off = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const o = y * w + x;
      if (!inside(x0 + x, y0 + y)) {
        off[o] = 1;
        continue;
      }
      const i = ((y0 + y) * image.width + x0 + x) * 4;
      const pr = image.data[i]! - fill[0];
      const pg = image.data[i + 1]! - fill[1];
      const pb = image.data[i + 2]! - fill[2];
      const t = (pr * dr + pg * dg + pb * db) / len2;
      const er = pr - t * dr;
      const eg = pg - t * dg;
      const eb = pb - t * db;
      if (Math.sqrt(er * er + eg * eg + eb * eb) > OFF_LINE) off[o] = 1;
      else ink[o] = Math.round(255 * Math.min(1, Math.max(0, t)));
    }
  }
  eraseOffLine(ink, off, w, h);
  // An outlined bubble's own border would read as "|" or "l": its inside starts a few pixels in.
  if (bubble.outlined) {
    const border = 3 * shape.scale;
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++)
        if (
          !inside(x0 + x - border, y0 + y) ||
          !inside(x0 + x + border, y0 + y) ||
          !inside(x0 + x, y0 + y - border) ||
          !inside(x0 + x, y0 + y + border)
        )
          ink[y * w + x] = 0;
  }

  const out: GrayImage = {
    width: w + 2 * MARGIN,
    height: h + 2 * MARGIN,
    gray: new Uint8Array((w + 2 * MARGIN) * (h + 2 * MARGIN)).fill(255),
  };
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) out.gray[(y + MARGIN) * out.width + x + MARGIN] = 255 - ink[y * w + x]!;
  return out;
}

/**
 * Clears each group of off-line pixels together with its box and a margin: an emoji's dark outline sits on
 * the text line and would survive on its own. A group touching the bubble's edge (a corner, a badge) only
 * loses its own pixels, so the text beside it stays.
 */
function eraseOffLine(ink: Uint8Array, off: Uint8Array, w: number, h: number): void {
  const seen = new Uint8Array(w * h);
  const stack: number[] = [];
  for (let start = 0; start < w * h; start++) {
    if (!off[start] || seen[start]) continue;
    let bx0 = w;
    let by0 = h;
    let bx1 = 0;
    let by1 = 0;
    let count = 0;
    let edge = false;
    seen[start] = 1;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop()!;
      const x = i % w;
      const y = (i - x) / w;
      count++;
      ink[i] = 0;
      if (x === 0 || y === 0 || x === w - 1 || y === h - 1) edge = true;
      bx0 = Math.min(bx0, x);
      by0 = Math.min(by0, y);
      bx1 = Math.max(bx1, x);
      by1 = Math.max(by1, y);
      for (const n of [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, y > 0 ? i - w : -1, y < h - 1 ? i + w : -1])
        if (n >= 0 && off[n] && !seen[n]) {
          seen[n] = 1;
          stack.push(n);
        }
    }
    // A few stray pixels are antialiasing between colours, not a picture.
    if (edge || count < 12) continue;
    const pad = Math.ceil(0.15 * Math.max(bx1 - bx0, by1 - by0)) + 2;
    for (let y = Math.max(0, by0 - pad); y <= Math.min(h - 1, by1 + pad); y++)
      for (let x = Math.max(0, bx0 - pad); x <= Math.min(w - 1, bx1 + pad); x++) ink[y * w + x] = 0;
  }
}

/** A binary PGM: the simplest picture OCR's image library reads, with no encoder to run. */
export function toPgm(image: GrayImage): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${image.width} ${image.height}\n255\n`);
  const out = new Uint8Array(header.length + image.gray.length);
  out.set(header);
  out.set(image.gray, header.length);
  return out;
}
