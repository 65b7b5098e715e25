"use client";

import { Lock } from "lucide-react";
import { PLANS, TONE_IDS, TONES, type ToneId } from "@/lib/plans";
import { cn } from "@/lib/utils";

interface TonePickerProps {
  value: ToneId;
  onChange: (tone: ToneId) => void;
  /** A premium tone picked without the plan for it: the caller explains and offers the upgrade. */
  onLocked: (tone: ToneId) => void;
  isPremium: boolean;
}

/** Four tiles from TONES. Buttons with aria-pressed: Tab moves between them, Space/Enter picks. */
export function TonePicker({ value, onChange, onLocked, isPremium }: TonePickerProps) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink-800">Choose Your Tone</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {TONE_IDS.map((id) => {
          const tone = TONES[id];
          const locked = tone.premium && !isPremium;
          const selected = value === id && !locked;
          return (
            <button
              key={id}
              type="button"
              aria-pressed={selected}
              aria-describedby={locked ? "tone-locked-hint" : undefined}
              onClick={() => (locked ? onLocked(id) : onChange(id))}
              className={cn(
                "relative flex min-h-24 cursor-pointer flex-col items-start gap-0.5 rounded-xl border-2 p-3 text-left transition outline-none focus-visible:ring-[3px] focus-visible:ring-brand-500/40",
                selected ? "border-brand-600 bg-brand-50" : "border-ink-200 bg-white hover:border-brand-300",
                locked && "bg-ink-50 text-ink-600",
              )}
            >
              <span className="text-2xl leading-none" aria-hidden>
                {tone.emoji}
              </span>
              <span className="mt-1 font-semibold text-ink-900">{tone.label}</span>
              <span className="text-xs text-ink-600">{tone.description}</span>
              {locked && (
                <span className="absolute top-2 right-2 inline-flex items-center gap-1 rounded-full bg-amber-100 px-1.5 py-0.5 text-[0.65rem] font-bold text-amber-900">
                  <Lock className="size-3" aria-hidden /> {PLANS.premium.name}
                </span>
              )}
            </button>
          );
        })}
      </div>
      {!isPremium && (
        <p id="tone-locked-hint" className="sr-only">
          This tone needs {PLANS.premium.name}; choosing it opens the upgrade page.
        </p>
      )}
    </fieldset>
  );
}
