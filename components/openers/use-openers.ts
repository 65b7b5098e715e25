"use client";

import { useRef, useState } from "react";
import { useSingleRequest } from "@/components/generator/use-single-request";
import { streamOpeners } from "@/lib/openers/client/stream";
import type { Opener } from "@/lib/openers/protocol";
import type { OpenersRequest } from "@/lib/openers/schemas";
import { MAX_VARIATION, type ToneId } from "@/lib/plans";
import type { EngineId } from "@/lib/platform/ai/provider";
import { notify } from "@/lib/platform/client/toast";
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
  const nextId = useRef(1);
  const request = useSingleRequest({ onFailure });

  function generate(asked: OpenersRequest) {
    const previous = shown;
    return request.run(
      async (signal) => {
        let set: OpenerSet = { id: nextId.current++, request: asked, tone: asked.tone, engine: null, openers: [], done: false };
        const result = await streamOpeners(asked, {
          signal,
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
      },
      () => setShown(previous),
    );
  }

  return {
    shown,
    pending: request.pending,
    generate,
    regenerate: () =>
      shown?.done ? generate({ ...shown.request, variation: Math.min(MAX_VARIATION, (shown.request.variation ?? 0) + 1) }) : undefined,
  };
}
