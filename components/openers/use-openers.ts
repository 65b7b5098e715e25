"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { streamOpeners } from "@/lib/openers/client/stream";
import type { Opener } from "@/lib/openers/protocol";
import type { OpenersRequest } from "@/lib/openers/schemas";
import { MAX_VARIATION, type ToneId } from "@/lib/plans";
import type { EngineId } from "@/lib/platform/ai/provider";
import { notify } from "@/lib/platform/client/toast";
import { generationFailureToast } from "@/lib/replies/client/failure-toast";
import { GenerationError } from "@/lib/replies/client/stream";
import type { UsageResponse } from "@/lib/replies/protocol";

/** One set of openers as shown: growing while it streams, complete once `done`. */
export interface OpenerSet {
  id: number;
  request: OpenersRequest;
  tone: ToneId;
  engine: EngineId | null;
  openers: readonly Opener[];
  done: boolean;
}

/** Asks for openers, shows them as they arrive, and says what went wrong as the reply generator does. */
export function useOpeners({ onUsage, onFailure }: { onUsage: (usage: UsageResponse) => void; onFailure: () => void }) {
  const [shown, setShown] = useState<OpenerSet | null>(null);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const abort = useRef<AbortController | null>(null);
  const nextId = useRef(1);
  const router = useRouter();

  useEffect(() => () => abort.current?.abort(), []);

  async function generate(request: OpenersRequest) {
    if (busy.current) return;
    busy.current = true;
    const controller = new AbortController();
    abort.current = controller;
    const previous = shown;
    let set: OpenerSet = { id: nextId.current++, request, tone: request.tone, engine: null, openers: [], done: false };
    setPending(true);
    try {
      const result = await streamOpeners(request, {
        signal: controller.signal,
        onEvent(event) {
          if (event.type === "start") set = { ...set, engine: event.engine };
          else if (event.type === "openers" && event.openers.length) {
            set = { ...set, openers: event.openers };
            setShown(set);
          }
        },
      });
      setShown({ ...set, tone: result.tone, engine: result.engine, openers: result.openers, done: true });
      onUsage({ ...result.usage, engine: result.engine });
      notify.success("Openers Ready!", { description: "Pick one and make the first move." });
    } catch (error) {
      if (controller.signal.aborted) return;
      setShown(previous);
      const toast = generationFailureToast(
        error instanceof GenerationError ? error.code : null,
        error instanceof Error ? error.message : undefined,
      );
      if (toast.kind === "premium") {
        notify.info(toast.title, { description: toast.description });
        router.push("/subscribe");
      } else notify.error(toast.title, { description: toast.description });
      onFailure();
    } finally {
      if (abort.current === controller) abort.current = null;
      busy.current = false;
      setPending(false);
    }
  }

  return {
    shown,
    pending,
    generate,
    regenerate: () =>
      shown?.done ? generate({ ...shown.request, variation: Math.min(MAX_VARIATION, (shown.request.variation ?? 0) + 1) }) : undefined,
  };
}
