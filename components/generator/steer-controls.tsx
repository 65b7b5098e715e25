"use client";

import { useState } from "react";
import { FieldError, invalidProps } from "@/components/forms/field-error";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { EngineId } from "@/lib/platform/ai/provider";
import { readInstruction, STEER_IDS, STEER_INSTRUCTION_MAX_CHARS, STEER_TEXTS, STEERS, type SteerChoice } from "@/lib/replies/steer";
import { REGENERATE_COST } from "@/lib/replies/usage-text";

interface SteerControlsProps {
  /** What steered the set on screen, if anything. */
  current: SteerChoice;
  engine: EngineId | null;
  pending: boolean;
  /** Why there are no free replies left: steering waits too, as Regenerate does. */
  outOfReplies?: string | null;
  /** Whether a steer spends a free reply (a plan with a daily limit): said under the buttons. */
  costs?: boolean;
  onSteer: (choice: SteerChoice) => void;
}

/** Under the replies: four steers and one line of his own, each asking for a new, steered set. */
export function SteerControls({ current, engine, pending, outOfReplies, costs, onSteer }: SteerControlsProps) {
  const [instruction, setInstruction] = useState("");
  const trimmed = instruction.trim();
  const tooLong = trimmed.length > STEER_INSTRUCTION_MAX_CHARS ? STEER_TEXTS.tooLong(trimmed.length) : null;
  const disabled = pending || !!outOfReplies;
  const offline = engine === "offline";
  // The built-in engine reads only a few requests in his words; it says so rather than pretend.
  const notUnderstood = offline && !!current.instruction && !readInstruction(current.instruction).understood;
  const described = ["steer-instruction-count", costs && !outOfReplies && "steer-cost", offline && "steer-engine-note"];

  function apply(event: React.FormEvent) {
    event.preventDefault();
    if (disabled || !trimmed || tooLong) return;
    onSteer({ instruction: trimmed });
  }

  return (
    <section
      aria-labelledby="steer-title"
      data-testid="steer-controls"
      className="mt-4 rounded-2xl border border-brand-100 bg-brand-50/40 p-3"
    >
      <h4 id="steer-title" className="text-sm font-semibold text-ink-900">
        {STEER_TEXTS.title}
      </h4>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {STEER_IDS.map((id) => (
          <Button
            key={id}
            type="button"
            variant="outline"
            className="h-auto min-h-11 whitespace-normal px-2 sm:min-h-10"
            disabled={disabled}
            aria-pressed={current.steer === id && !current.instruction}
            aria-describedby={costs && !outOfReplies ? "steer-cost" : undefined}
            onClick={() => onSteer({ steer: id })}
          >
            {STEERS[id].label}
          </Button>
        ))}
      </div>
      <form onSubmit={apply} noValidate className="mt-3 space-y-1">
        <label htmlFor="steer-instruction" className="text-sm font-medium text-ink-800">
          {STEER_TEXTS.instructionLabel}
        </label>
        <div className="flex gap-2">
          <Input
            id="steer-instruction"
            value={instruction}
            onChange={(e) => setInstruction(e.target.value)}
            placeholder={STEER_TEXTS.instructionPlaceholder}
            autoComplete="off"
            enterKeyHint="send"
            className="h-11 min-w-0 flex-1 sm:h-10"
            {...invalidProps("steer-instruction", tooLong, ...described)}
          />
          <Button type="submit" className="shrink-0" disabled={disabled || !trimmed || !!tooLong}>
            {STEER_TEXTS.apply}
          </Button>
        </div>
        <FieldError controlId="steer-instruction" message={tooLong} />
        <p id="steer-instruction-count" className="text-right text-xs text-ink-600 tabular-nums">
          {trimmed.length}/{STEER_INSTRUCTION_MAX_CHARS}
          <span className="sr-only"> characters</span>
        </p>
      </form>
      {costs && !outOfReplies && (
        <p id="steer-cost" className="text-xs text-ink-600">
          {STEER_TEXTS.costLead} {REGENERATE_COST}
        </p>
      )}
      {offline && (
        <p id="steer-engine-note" className="mt-1 text-xs text-ink-600">
          {STEER_TEXTS.offlineNote}
        </p>
      )}
      {notUnderstood && (
        <p role="status" data-testid="steer-not-understood" className="mt-1 text-xs font-medium text-ink-800">
          {STEER_TEXTS.offlineNotUnderstood}
        </p>
      )}
    </section>
  );
}
