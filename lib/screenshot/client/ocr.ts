import type { Worker } from "tesseract.js";

// tesseract.js, loaded the first time he picks a screenshot and kept for the next one. Its worker, its
// WebAssembly core and the English model come from our own origin (scripts/copy-ocr-assets.mjs copies
// them to public/ocr/<version>/; docs/screenshot-reading.md): nothing is fetched from a CDN and no
// picture leaves the phone. The model is cached by the browser after the first use.

/** tesseract.js's version: the folder scripts/copy-ocr-assets.mjs fills. */
export const OCR_VERSION = "7.0.0";
const BASE = `/ocr/${OCR_VERSION}`;

export type Progress = (share: number) => void;

let loading: Promise<Worker> | null = null;
let onLoadProgress: Progress = () => {};

async function createOcrWorker(): Promise<Worker> {
  const { createWorker, OEM, PSM } = await import("tesseract.js");
  const worker = await createWorker("eng", OEM.LSTM_ONLY, {
    workerPath: `${BASE}/worker.min.js`,
    corePath: `${BASE}/core`,
    langPath: `${BASE}/lang`,
    // A worker from a blob: URL would run under the page's policy; ours has its own (next.config.ts).
    workerBlobURL: false,
    logger: ({ status, progress }) => {
      // The three loading steps, then ready; recognition reports through readText's own callback.
      const step = ["loading tesseract core", "loading language traineddata", "initializing api"].indexOf(status);
      if (step >= 0) onLoadProgress((step + progress) / 3);
    },
  });
  // One bubble is one block of text.
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK });
  return worker;
}

/** The worker, started once; a failed or cancelled start is forgotten so the next pick tries again. */
export function ocrWorker(progress: Progress): Promise<Worker> {
  onLoadProgress = progress;
  if (!loading) {
    loading = createOcrWorker();
    loading.catch(() => {
      loading = null;
    });
  } else progress(1);
  return loading;
}

/** Cancel stops the work at once: the worker is ended and the next read starts a new one. */
export async function stopOcr(): Promise<void> {
  const current = loading;
  loading = null;
  if (current) await current.then((w) => w.terminate()).catch(() => {});
}
