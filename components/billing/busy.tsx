import { Loader2 } from "lucide-react";

/** A spinner with a visible line saying what we're waiting for (read out once by screen readers). */
export function Busy({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-2 text-sm text-ink-600">
      <Loader2 className="size-4 shrink-0 animate-spin text-brand-600" aria-hidden /> {label}
    </p>
  );
}
