"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { notify } from "@/lib/platform/client/toast";
import { generationFailureToast } from "@/lib/replies/client/failure-toast";
import { GenerationError } from "@/lib/replies/client/stream";

// One generation at a time, as the reply generator and the openers both ask for one (a second click
// while one runs does nothing), cancelled when the page goes away, and a failure said the same way:
// a toast in the spec's words, Premium's lock sending him to /subscribe, and what was on screen before
// put back, so nothing he had is lost.

export function useSingleRequest({ onFailure }: { onFailure: () => void }) {
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const abort = useRef<AbortController | null>(null);
  const router = useRouter();

  useEffect(() => () => abort.current?.abort(), []);

  /** Runs `work` unless one is running; on failure calls `restore` (not when it was cancelled), toasts and calls onFailure. */
  async function run(work: (signal: AbortSignal) => Promise<void>, restore: () => void): Promise<void> {
    if (busy.current) return;
    busy.current = true;
    const controller = new AbortController();
    abort.current = controller;
    setPending(true);
    try {
      await work(controller.signal);
    } catch (error) {
      if (controller.signal.aborted) return;
      restore();
      const toast = generationFailureToast(
        error instanceof GenerationError ? error.code : null,
        error instanceof Error ? error.message : undefined,
      );
      if (toast.kind === "premium") {
        notify.info(toast.title, { description: toast.description });
        router.push("/subscribe");
      } else {
        notify.error(toast.title, { description: toast.description });
      }
      onFailure();
    } finally {
      if (abort.current === controller) abort.current = null;
      busy.current = false;
      setPending(false);
    }
  }

  return { pending, run, cancel: () => abort.current?.abort() };
}
