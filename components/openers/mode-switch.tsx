"use client";

export type GeneratorMode = "reply" | "opener";

const MODES: ReadonlyArray<{ id: GeneratorMode; label: string }> = [
  { id: "reply", label: "Reply" },
  { id: "opener", label: "First message" },
];

/**
 * Reply to her message, or write the first one from her profile: two native radio buttons (arrow keys
 * move between them), each invisible over its whole label so a tap anywhere on the label picks it.
 */
export function ModeSwitch({ value, onChange }: { value: GeneratorMode; onChange: (mode: GeneratorMode) => void }) {
  return (
    <fieldset className="inline-grid w-full grid-cols-2 gap-1 rounded-xl bg-brand-50 p-1 sm:w-auto">
      <legend className="sr-only">What to write</legend>
      {MODES.map((mode) => (
        <label
          key={mode.id}
          className="relative flex min-h-11 cursor-pointer items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold text-ink-700 transition hover:text-brand-800 has-checked:bg-white has-checked:text-brand-800 has-checked:shadow-sm has-focus-visible:ring-[3px] has-focus-visible:ring-brand-500/40"
        >
          <input
            type="radio"
            name="generator-mode"
            value={mode.id}
            checked={value === mode.id}
            onChange={() => onChange(mode.id)}
            className="absolute inset-0 m-0 cursor-pointer appearance-none rounded-lg opacity-0"
          />
          {mode.label}
        </label>
      ))}
    </fieldset>
  );
}
