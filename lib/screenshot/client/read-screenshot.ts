import { bubbleImage, toPgm } from "@/lib/screenshot/bubble-image";
import { bubbleText, isPlaceholder, type ReadWord } from "@/lib/screenshot/bubble-text";
import { findBubbles, type Pixels } from "@/lib/screenshot/layout";
import { pageImage, profileLines } from "@/lib/screenshot/page-text";
import { joinScreens, type Turn } from "@/lib/screenshot/turns";
import { ocrWorker, type Progress, stopOcr } from "./ocr";

// Reading screenshots on the phone (docs/screenshot-reading.md): decode, find the bubbles, read each one.
// Progress runs from 0 to 1 over all the pictures: loading OCR the first time, then bubble by bubble.

export class ReadCancelled extends Error {
  constructor() {
    super("Reading was cancelled.");
  }
}

async function decode(file: Blob): Promise<Pixels> {
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement("canvas");
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("This browser can't read pictures.");
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

export async function readScreenshots(files: readonly Blob[], progress: Progress, signal: AbortSignal): Promise<Turn[]> {
  const cancelled = new Promise<never>((_, reject) => {
    const stop = () => {
      void stopOcr();
      reject(new ReadCancelled());
    };
    if (signal.aborted) stop();
    else signal.addEventListener("abort", stop, { once: true });
  });
  cancelled.catch(() => {});
  const until = <T>(work: Promise<T>) => Promise.race([work, cancelled]);

  const LOAD_SHARE = 0.25;
  const worker = await until(ocrWorker((p) => progress(LOAD_SHARE * p)));
  const screens: Turn[][] = [];
  for (const [index, file] of files.entries()) {
    const pixels = await until(decode(file));
    const { bubbles } = findBubbles(pixels);
    const turns: Turn[] = [];
    for (const [b, bubble] of bubbles.entries()) {
      const image = toPgm(bubbleImage(pixels, bubble));
      const { data } = await until(worker.recognize(image as unknown as Blob, {}, { blocks: true, text: false }));
      const lines: ReadWord[][] = (data.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((p) => p.lines.map((l) => l.words)));
      const text = bubbleText(lines);
      const last = b === bubbles.length - 1;
      if (text && !(last && isPlaceholder(text))) turns.push({ who: bubble.who, text });
      progress(LOAD_SHARE + (1 - LOAD_SHARE) * ((index + (b + 1) / bubbles.length) / files.length));
    }
    screens.push(turns);
  }
  progress(1);
  return joinScreens(screens);
}

/**
 * A profile screenshot's text, for the openers (docs/screenshot-reading.md): no bubbles to find, so the
 * whole picture is read as a page, made dark-on-light first, and the phone's status bar and lines with
 * no words are left out. He checks and edits the text before it is used.
 */
export async function readProfileText(file: Blob, progress: Progress, signal: AbortSignal): Promise<string> {
  if (signal.aborted) throw new ReadCancelled();
  const stop = () => void stopOcr();
  signal.addEventListener("abort", stop, { once: true });
  try {
    const worker = await ocrWorker((p) => progress(0.3 * p));
    const pixels = await decode(file);
    const { PSM } = await import("tesseract.js");
    await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO });
    try {
      const { data } = await worker.recognize(toPgm(pageImage(pixels)) as unknown as Blob, {}, { text: true });
      if (signal.aborted) throw new ReadCancelled();
      progress(1);
      return profileLines(data.text);
    } finally {
      await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK }).catch(() => {});
    }
  } catch (error) {
    throw signal.aborted ? new ReadCancelled() : error;
  } finally {
    signal.removeEventListener("abort", stop);
  }
}
