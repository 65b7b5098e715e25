"use client";

import { useEffect, useRef } from "react";
import { X } from "lucide-react";
import { cn } from "@/lib/utils";

/**
 * A floating chat window above the round buttons (about 320×384, spec §9). Escape closes it and
 * focus goes back to the button that opened it.
 */
export function FloatingPanel({
  title,
  subtitle,
  accent,
  onClose,
  children,
}: {
  title: string;
  subtitle: string;
  accent: string;
  onClose: () => void;
  children: React.ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      opener?.focus?.();
    };
  }, [onClose]);

  return (
    <div
      ref={panel}
      role="dialog"
      aria-label={`${title}: ${subtitle}`}
      className="fixed right-4 bottom-24 z-50 flex h-[min(24rem,calc(100dvh-8rem))] w-[min(20rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-2xl"
    >
      <div className={cn("flex items-center justify-between gap-2 px-4 py-3 text-white", accent)}>
        <div className="min-w-0">
          <p className="truncate font-bold">{title}</p>
          <p className="truncate text-xs text-white/90">{subtitle}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={`Close ${title}`}
          className="grid size-8 shrink-0 cursor-pointer place-items-center rounded-full outline-none hover:bg-white/20 focus-visible:ring-2 focus-visible:ring-white"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
      {children}
    </div>
  );
}
