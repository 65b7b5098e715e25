import { describe, expect, it } from "vitest";
import { bubbleImage } from "@/lib/screenshot/bubble-image";
import { findBubbles, type Pixels, type Rgb } from "@/lib/screenshot/layout";

// The bubble finder on pictures drawn here: what each rule is for, shape by shape. The benchmark
// (npm run bench:screenshot) measures the whole reader on full chat screenshots.

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
const LIGHT_GREY: Rgb = [240, 241, 244];
const DARK_GREY: Rgb = [38, 38, 41];
const BLUE: Rgb = [10, 132, 255];
const YELLOW: Rgb = [255, 204, 0];

function canvas(width: number, height: number, background: Rgb): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) data.set([...background, 255], i * 4);
  return { width, height, data };
}

/** A filled rectangle with rounded corners (radius r), as chat apps draw bubbles. */
function roundRect(image: Pixels, x0: number, y0: number, x1: number, y1: number, r: number, colour: Rgb, stroke = 0) {
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      const cx = Math.min(Math.max(x, x0 + r), x1 - r - 1);
      const cy = Math.min(Math.max(y, y0 + r), y1 - r - 1);
      const d = Math.hypot(x - cx, y - cy);
      const inShape = d <= r;
      const inStroke = stroke === 0 || d > r - stroke || x < x0 + stroke || x >= x1 - stroke || y < y0 + stroke || y >= y1 - stroke;
      if (inShape && inStroke) image.data.set([...colour, 255], (y * image.width + x) * 4);
    }
}

function circle(image: Pixels, cx: number, cy: number, r: number, colour: Rgb) {
  roundRect(image, cx - r, cy - r, cx + r, cy + r, r, colour);
}

/** A phone-shaped screen at 3× (1170 wide), with bars at the top and the bottom. */
function phone(background: Rgb, bar: Rgb): Pixels {
  const image = canvas(1170, 2532, background);
  roundRect(image, 0, 0, 1170, 300, 0, bar);
  roundRect(image, 0, 2300, 1170, 2532, 0, bar);
  // The input field inside the bottom bar: a bubble-sized shape that is no message.
  roundRect(image, 150, 2340, 1120, 2440, 50, background);
  return image;
}

describe("findBubbles", () => {
  it("finds her bubbles on the left and his on the right, top to bottom, between the app's bars", () => {
    const image = phone(WHITE, [246, 246, 246]);
    roundRect(image, 48, 600, 700, 720, 54, LIGHT_GREY);
    roundRect(image, 500, 760, 1122, 880, 54, BLUE);
    roundRect(image, 48, 920, 860, 1130, 54, LIGHT_GREY);
    const { bubbles } = findBubbles(image);
    expect(bubbles.map((b) => b.who)).toEqual(["her", "me", "her"]);
    expect(bubbles[0]!.box).toMatchObject({ x0: expect.closeTo(48, -1), y0: expect.closeTo(600, -1) });
  });

  it("reads a bubble barely lighter or darker than the background (light grey on white)", () => {
    const image = phone(WHITE, WHITE);
    roundRect(image, 48, 600, 700, 720, 54, [244, 244, 246]);
    expect(findBubbles(image).bubbles).toHaveLength(1);
  });

  it("tells the wallpaper from the bubbles on a screen that is mostly white bubbles", () => {
    const BEIGE: Rgb = [236, 229, 221];
    const image = phone(BEIGE, [0, 128, 105]);
    for (let i = 0; i < 7; i++) {
      const y = 330 + i * 280;
      if (i % 2) roundRect(image, 400, y, 1130, y + 250, 30, [217, 253, 211]);
      else roundRect(image, 40, y, 900, y + 250, 30, WHITE);
    }
    expect(findBubbles(image).bubbles.map((b) => b.who)).toEqual(["her", "me", "her", "me", "her", "me", "her"]);
  });

  it("works on a dark theme", () => {
    const image = phone(BLACK, [28, 28, 30]);
    roundRect(image, 48, 600, 700, 720, 54, DARK_GREY);
    roundRect(image, 600, 760, 1122, 880, 54, BLUE);
    expect(findBubbles(image).bubbles.map((b) => b.who)).toEqual(["her", "me"]);
  });

  it("leaves out a date in the middle, a round avatar and small loose text", () => {
    const image = phone(WHITE, WHITE);
    roundRect(image, 420, 500, 750, 560, 30, LIGHT_GREY); // "TODAY"
    circle(image, 80, 700, 40, [200, 120, 150]); // her avatar beside her bubble
    roundRect(image, 150, 620, 800, 740, 54, LIGHT_GREY);
    roundRect(image, 150, 760, 600, 860, 50, LIGHT_GREY);
    roundRect(image, 950, 900, 1000, 930, 4, [140, 140, 140]); // "Read"
    const { bubbles } = findBubbles(image);
    expect(bubbles).toHaveLength(2);
    expect(bubbles.every((b) => b.who === "her")).toBe(true);
  });

  it("keeps her wide bubbles beside an avatar as hers: they share one left edge", () => {
    const image = phone(WHITE, WHITE);
    // 150 px from the left and 160 from the right: nearly centred on its own.
    roundRect(image, 150, 600, 1010, 760, 54, LIGHT_GREY);
    roundRect(image, 150, 800, 500, 900, 50, LIGHT_GREY);
    roundRect(image, 700, 940, 1122, 1040, 50, BLUE);
    expect(findBubbles(image).bubbles.map((b) => b.who)).toEqual(["her", "her", "me"]);
  });

  it("keeps two bubbles apart when a reaction's badge overlaps both", () => {
    const image = phone(WHITE, WHITE);
    roundRect(image, 48, 600, 700, 720, 54, LIGHT_GREY);
    roundRect(image, 48, 740, 1000, 900, 54, LIGHT_GREY);
    circle(image, 650, 730, 36, [225, 225, 228]); // the badge's rim and shadow, touching both
    circle(image, 650, 730, 30, WHITE);
    expect(findBubbles(image).bubbles.map((b) => [b.who, b.box.y0 < 730])).toEqual([
      ["her", true],
      ["her", false],
    ]);
  });

  it("finds an outlined bubble and says it is one", () => {
    const image = phone(WHITE, WHITE);
    roundRect(image, 48, 600, 700, 720, 54, [200, 200, 204], 5);
    roundRect(image, 600, 760, 1122, 880, 54, [110, 60, 200]);
    const { bubbles } = findBubbles(image);
    expect(bubbles.map((b) => [b.who, b.outlined])).toEqual([
      ["her", true],
      ["me", false],
    ]);
  });
});

describe("bubbleImage", () => {
  it("turns white text on a blue bubble into black on white, and paints a colour emoji out", () => {
    const image = phone(WHITE, WHITE);
    roundRect(image, 500, 760, 1122, 880, 54, BLUE);
    roundRect(image, 560, 800, 640, 840, 0, WHITE); // "text"
    circle(image, 900, 820, 22, YELLOW); // an emoji
    const [bubble] = findBubbles(image).bubbles;
    const out = bubbleImage(image, bubble!);
    const at = (x: number, y: number) => out.gray[(y - bubble!.box.y0 + 12) * out.width + (x - bubble!.box.x0 + 12)];
    expect(at(600, 820)).toBeLessThan(40); // the text: black
    expect(at(700, 820)).toBeGreaterThan(215); // the bubble: white
    expect(at(900, 820)).toBeGreaterThan(215); // the emoji: gone
    expect(at(bubble!.box.x0 + 2, bubble!.box.y0 + 2)).toBeGreaterThan(215); // a corner outside the bubble: white, not "text"
  });
});
