import { Cpu } from "lucide-react";
import { AI_BUSY, OFFLINE_ENGINE_EXPLAINED } from "@/lib/messages";
import { cn } from "@/lib/utils";

/**
 * The honest label on anything the offline engine wrote (docs/architecture.md, "The AI layer"): because no
 * model is set up, or, `busy`, because the model's shared budget is spent for now (docs/deployment.md).
 */
export function OfflineBadge({ busy = false, className }: { busy?: boolean; className?: string }) {
  const explained = busy ? AI_BUSY : OFFLINE_ENGINE_EXPLAINED;
  return (
    <span
      title={explained}
      className={cn(
        "inline-flex items-center gap-1 rounded-full border border-ink-200 bg-ink-50 px-2 py-0.5 text-xs font-semibold text-ink-700",
        className,
      )}
    >
      <Cpu className="size-3" aria-hidden />
      <span>{busy ? "Offline engine: AI busy" : "Offline engine"}</span>
      <span className="sr-only">: {explained}</span>
    </span>
  );
}
