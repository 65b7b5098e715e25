"use client";

import { RefreshCw } from "lucide-react";
import { useEffect, useRef } from "react";
import { KeptNote } from "@/components/generator/kept-note";
import { ReplyCard } from "@/components/generator/reply-card";
import { SteerControls } from "@/components/generator/steer-controls";
import type { ReplySet } from "@/components/generator/use-generation";
import { VibeCheck } from "@/components/generator/vibe-check";
import { Button } from "@/components/ui/button";
import { type PlanId, REPLIES_PER_GENERATION } from "@/lib/plans";
import type { SteerChoice } from "@/lib/replies/steer";
import { REGENERATE_COST } from "@/lib/replies/usage-text";
import { cn } from "@/lib/utils";

interface ReplyResultsProps {
  set: ReplySet | null;
  pending: boolean;
  plan: PlanId | null;
  /** Why there are no free replies left: Regenerate waits too. */
  outOfReplies?: string | null;
  /** Whether Regenerate spends a free reply (a plan with a daily limit): the button says so. */
  regenerateCosts?: boolean;
  onRegenerate: () => void;
  /** A new set steered (lib/replies/steer.ts); without it no steering controls are shown. */
  onSteer?: (choice: SteerChoice) => void;
  /** Forgets the message and the replies. */
  onStartOver?: () => void;
}

/** The replies as they stream in, then complete with their actions; Regenerate asks again. */
export function ReplyResults({ set, pending, plan, outOfReplies, regenerateCosts, onRegenerate, onSteer, onStartOver }: ReplyResultsProps) {
  const ref = useRef<HTMLElement>(null);
  const setId = set?.id;

  // Bring a new set into view (on a phone the form fills the screen); "nearest" leaves a visible one be.
  useEffect(() => {
    if (setId !== undefined) ref.current?.scrollIntoView({ block: "nearest" });
  }, [setId]);

  const status = pending ? "Writing your replies…" : set?.done ? `${set.replies.length} replies ready.` : "";
  const waitingForFirst = pending && !set;

  return (
    <section ref={ref} aria-labelledby="replies-title" className={cn("scroll-mt-24", !set && !pending && "hidden")}>
      <p role="status" className="sr-only">
        {status}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="replies-title" className="text-lg font-bold text-ink-900">
          Your Replies
        </h3>
        {set?.done && (
          <div className="flex flex-wrap items-center justify-end gap-x-2 gap-y-1">
            {onStartOver && (
              <Button type="button" variant="ghost" size="sm" onClick={onStartOver} disabled={pending}>
                Start over
              </Button>
            )}
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={onRegenerate}
              disabled={pending || !!outOfReplies}
              aria-describedby={regenerateCosts && !outOfReplies ? "regenerate-cost" : undefined}
            >
              <RefreshCw aria-hidden className={cn(pending && "animate-spin")} />
              {pending ? "Regenerating..." : "Regenerate"}
            </Button>
          </div>
        )}
      </div>
      {set?.done && regenerateCosts && !outOfReplies && (
        <p id="regenerate-cost" className="mt-1 text-right text-xs text-ink-600">
          Regenerate {REGENERATE_COST}
        </p>
      )}
      {set?.done && (
        <>
          <KeptNote kept={set.kept} steered={!!(set.request.steer || set.request.instruction)} />
          <VibeCheck vibe={set.vibe} plan={plan} />
        </>
      )}
      {waitingForFirst ? (
        <ul aria-label="Generated replies" aria-busy className="mt-3 space-y-3">
          {Array.from({ length: REPLIES_PER_GENERATION }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered: their place is all they have
            <li key={i} className="h-32 animate-pulse rounded-2xl border border-brand-100 bg-brand-50/60" />
          ))}
        </ul>
      ) : (
        set && (
          <ul
            aria-label="Generated replies"
            aria-busy={!set.done}
            className={cn("mt-3 space-y-3 transition-opacity", pending && set.done && "opacity-60")}
          >
            {set.replies.map((reply, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a reply is its place in the set (its text grows as it streams in); the set's id renews the keys for each new set
              <li key={`${set.id}-${i}`}>
                <ReplyCard
                  number={i + 1}
                  reply={reply}
                  herMessage={set.request.message}
                  tone={set.tone}
                  language={set.language}
                  engine={set.engine}
                  complete={set.done}
                  busy={pending}
                  plan={plan}
                />
              </li>
            ))}
          </ul>
        )
      )}
      {set?.done && onSteer && (
        <SteerControls
          current={{ steer: set.request.steer, instruction: set.request.instruction }}
          engine={set.engine}
          pending={pending}
          outOfReplies={outOfReplies}
          costs={regenerateCosts}
          onSteer={onSteer}
        />
      )}
    </section>
  );
}
