"use client";

import { useEffect, useRef } from "react";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { THREAD_MAX_CHARS } from "@/lib/input-limits";

/** The optional conversation before her message, folded away until wanted. */
export function ThreadField({ value, onChange, revealed }: { value: string; onChange: (value: string) => void; revealed?: number }) {
  const details = useRef<HTMLDetailsElement>(null);
  // Filled from a screenshot: unfolded, so he sees what went in (he can still fold it himself).
  useEffect(() => {
    if (revealed && details.current) details.current.open = true;
  }, [revealed]);
  return (
    <details ref={details} className="group rounded-xl border border-ink-200 bg-ink-50/50 px-3 py-2">
      <summary className="cursor-pointer rounded-lg py-1 text-sm font-semibold text-ink-800 outline-none focus-visible:ring-[3px] focus-visible:ring-brand-500/40">
        Earlier in the conversation <span className="font-normal text-ink-600">(optional)</span>
      </summary>
      <div className="mt-2 space-y-1.5 pb-1">
        <Label htmlFor="reply-thread">Earlier in the conversation</Label>
        <Textarea
          id="reply-thread"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          maxLength={THREAD_MAX_CHARS}
          rows={4}
          aria-describedby="reply-thread-hint"
          placeholder={"Her: Hey! How was your weekend?\nMe: Great, went hiking. Yours?"}
        />
        <p id="reply-thread-hint" className="flex justify-between gap-2 text-xs text-ink-600">
          <span>One message per line, starting with &quot;Me:&quot; or &quot;Her:&quot;. It helps the replies fit the conversation.</span>
          <span className="shrink-0 tabular-nums">
            {value.length}/{THREAD_MAX_CHARS}
          </span>
        </p>
      </div>
    </details>
  );
}
