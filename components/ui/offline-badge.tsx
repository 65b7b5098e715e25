import { Cpu } from "lucide-react";
import { cn } from "@/lib/utils";

const OFFLINE_EXPLAINED =
  "No AI provider is configured, so answers come from Holla's built-in engine: a composer that runs on this server, not an AI model.";

/** The honest label on anything the offline engine wrote (docs/architecture.md, "The AI layer"). */
export function OfflineBadge({ className }: { className?: string }) {
  return (
    <span
      title={OFFLINE_EXPLAINED}
      className={cn(
        "inline-flex items-center gap-1 rounded-full border border-ink-200 bg-ink-50 px-2 py-0.5 text-xs font-semibold text-ink-700",
        className,
      )}
    >
      <Cpu className="size-3" aria-hidden />
      <span>Offline engine</span>
      <span className="sr-only">: {OFFLINE_EXPLAINED}</span>
    </span>
  );
}
