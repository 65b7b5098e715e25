import type { GrayImage } from "@/lib/screenshot/bubble-image";
import type { Pixels } from "@/lib/screenshot/layout";

// A whole screenshot read as a page (her profile, for the openers; docs/screenshot-reading.md).

/** Grey, dark text on light: a dark-mode screen is turned over, since OCR reads dark on light best. */
export function pageImage(image: Pixels): GrayImage {
  const gray = new Uint8Array(image.width * image.height);
  let sum = 0;
  for (let i = 0; i < gray.length; i++) {
    const o = i * 4;
    const y = Math.round(0.299 * image.data[o]! + 0.587 * image.data[o + 1]! + 0.114 * image.data[o + 2]!);
    gray[i] = y;
    sum += y;
  }
  if (sum / gray.length < 128) for (let i = 0; i < gray.length; i++) gray[i] = 255 - gray[i]!;
  return { width: image.width, height: image.height, gray };
}

/** The status bar's clock and battery, and lines with no word in them (icons read as signs), are not her profile. */
export function profileLines(text: string): string {
  return text
    .split("\n")
    .map((line) => line.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, " ").trim())
    .filter((line) => /\p{L}{2}/u.test(line) && !/^\d{1,2}:\d{2}\b/.test(line))
    .join("\n");
}
