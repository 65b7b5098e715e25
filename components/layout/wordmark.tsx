import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/utils";

/** `compact`: the name hides visually on phone widths, leaving the mark (the header needs the room); screen readers still read it. */
export function Wordmark({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span className={cn("inline-flex items-center gap-2 text-xl font-extrabold tracking-tight", className)}>
      <span className="grid size-8 place-items-center rounded-lg bg-gradient-to-br from-brand-600 to-pink-500 text-white">
        <Icon name="message-circle-heart" className="size-5" />
      </span>
      <span
        className={cn("bg-gradient-to-r from-brand-700 to-pink-600 bg-clip-text text-transparent", compact && "sr-only sm:not-sr-only")}
      >
        Holla<sup className="text-xs text-brand-700">™</sup>
      </span>
    </span>
  );
}
