"use client";

import { Check, Copy } from "lucide-react";
import { useId } from "react";
import { useCopy } from "@/components/generator/use-copy";
import { Button } from "@/components/ui/button";
import type { Opener } from "@/lib/openers/protocol";
import { TONES, type ToneId } from "@/lib/plans";
import { analytics } from "@/lib/platform/client/analytics";
import { MATCH_EXPLAINED, SCORE_LABEL } from "@/lib/replies/client/reading-text";

/** One opener: its text, what in her profile it is built on ("from: her Goa trip"), its score and Copy. */
export function OpenerCard({
  number,
  opener,
  tone,
  offline,
  ready,
}: {
  number: number;
  opener: Opener;
  tone: ToneId;
  offline: boolean;
  ready: boolean;
}) {
  const { copied, copy } = useCopy();
  const titleId = useId();
  async function onCopy() {
    if (await copy(opener.opener)) analytics.replyCopied({ tone, reply_length: opener.opener.length, edited: false, source: "generated" });
  }
  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-brand-100 bg-white p-4 shadow-sm sm:p-5">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={titleId} className="font-semibold text-ink-900">
          <span aria-hidden>{TONES[tone].emoji}</span> {TONES[tone].label}
          <span className="sr-only"> opener {number}</span>
        </h4>
        <p
          title={offline ? MATCH_EXPLAINED : undefined}
          className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800"
        >
          {offline ? SCORE_LABEL.offline : SCORE_LABEL.model}: {Math.round(opener.confidence)}%
        </p>
      </header>
      <p className="mt-3 text-base leading-relaxed break-words whitespace-pre-wrap text-ink-900">{opener.opener}</p>
      <p className="mt-2 text-sm break-words text-ink-700" data-testid="opener-detail">
        <span className="font-semibold">from:</span> {opener.detail}
      </p>
      <div className="mt-4">
        <Button type="button" size="sm" variant="secondary" onClick={() => void onCopy()} disabled={!ready}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? "Copied!" : "Copy"}
        </Button>
      </div>
    </article>
  );
}
