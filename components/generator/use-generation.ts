"use client";

import { useRef, useState } from "react";
import { useSingleRequest } from "@/components/generator/use-single-request";
import { isPaidPlan, type LanguageId, MAX_VARIATION, type PlanId, type ToneId } from "@/lib/plans";
import type { EngineId } from "@/lib/platform/ai/provider";
import { analytics } from "@/lib/platform/client/analytics";
import { notify } from "@/lib/platform/client/toast";
import type { Rail, Vibe } from "@/lib/reading/types";
import { generationBody, streamGeneration } from "@/lib/replies/client/stream";
import { readReplies, writeReplies } from "@/lib/replies/client/tab-memory";
import type { UsageResponse } from "@/lib/replies/protocol";
import type { GenerationRequest } from "@/lib/replies/schemas";
import type { SteerChoice } from "@/lib/replies/steer";

/** One set of replies as shown: growing while it streams, complete once `done`. */
export interface ReplySet {
  id: number;
  /** What was asked (trimmed): Regenerate sends it again. */
  request: GenerationRequest;
  tone: ToneId;
  language: LanguageId;
  engine: EngineId | null;
  replies: ReadonlyArray<{ reply: string; confidence?: number }>;
  done: boolean;
  /** Her mood (Premium), once the set is done. */
  vibe: Vibe | null;
  /** A rail overrode the tone ("We kept this one gentle"). */
  kept: Rail;
}

interface Options {
  plan: PlanId | null;
  onUsage: (usage: UsageResponse) => void;
  /** After a failure: the quota may have changed (limit reached, or a reservation given back). */
  onFailure: () => void;
}

export function useGeneration({ plan, onUsage, onFailure }: Options) {
  // The last replies this tab was shown come back after a reload or a visit to the upgrade page.
  const [shown, setShown] = useState<ReplySet | null>(() => readReplies());
  const nextId = useRef((shown?.id ?? 0) + 1);
  const request = useSingleRequest({ onFailure });

  function generate(asked: GenerationRequest, regenerated = false) {
    const body = generationBody(asked);
    const previous = shown;
    // Nothing typed is lost on a failure: the form keeps her message, and the last good set stays on screen.
    return request.run(
      async (signal) => {
        let set: ReplySet = {
          id: nextId.current++,
          request: body,
          tone: body.tone,
          language: body.language,
          engine: null,
          replies: [],
          done: false,
          vibe: null,
          kept: null,
        };
        const result = await streamGeneration(body, {
          signal,
          onEvent(event) {
            if (event.type === "start") set = { ...set, tone: event.tone, language: event.language, engine: event.engine };
            else if (event.type === "replies" && event.replies.length) {
              set = { ...set, replies: event.replies };
              setShown(set);
            }
          },
        });
        set = {
          ...set,
          tone: result.tone,
          language: result.language,
          engine: result.engine,
          replies: result.replies,
          done: true,
          vibe: result.vibe,
          kept: result.kept,
        };
        setShown(set);
        writeReplies(set);
        onUsage({ ...result.usage, engine: result.engine, ...(result.aiBusy ? { aiBusy: true } : {}) });
        // The built-in engine is not an AI model, and the page says so elsewhere: the toast doesn't contradict it.
        notify.success("Replies Generated!", {
          description: result.engine === "offline" ? "Your replies are ready." : "Your AI-powered replies are ready.",
        });
        analytics.replyGenerated({
          tone: result.tone,
          language: result.language,
          engine: result.engine,
          count: result.replies.length,
          is_premium: isPaidPlan(result.usage.plan),
          with_thread: !!body.thread,
          regenerated,
        });
      },
      () => setShown(previous),
    );
  }

  return {
    shown,
    pending: request.pending,
    generate,
    /** Forgets the replies on screen and in this tab's memory ("Start over"). */
    clear() {
      request.cancel();
      setShown(null);
      writeReplies(null);
    },
    regenerate: () =>
      shown?.done
        ? generate({ ...shown.request, variation: Math.min(MAX_VARIATION, (shown.request.variation ?? 0) + 1) }, true)
        : undefined,
    /** A new set of the same message, thread, tone and language, steered (lib/replies/steer.ts): it costs what Regenerate does. */
    steer: (choice: SteerChoice) =>
      shown?.done
        ? generate(
            {
              ...shown.request,
              steer: choice.steer,
              instruction: choice.instruction,
              variation: Math.min(MAX_VARIATION, (shown.request.variation ?? 0) + 1),
            },
            true,
          )
        : undefined,
    isPremium: isPaidPlan(plan),
  };
}
