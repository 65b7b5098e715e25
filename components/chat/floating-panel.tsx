"use client";

import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { cn } from "@/lib/utils";

/**
 * A chat window: on a phone a full-height sheet (a floating box there is too small to read and type
 * in), from the small breakpoint up a floating window above the round buttons (about 320×384,
 * docs/product.md). Its header says which Romeo is talking, with his own icon: the support assistant and the
 * dating coach share a name. Escape closes it and focus goes back to the button that opened it.
 */
export function FloatingPanel({
  title,
  subtitle,
  accent,
  speaker,
  icon,
  onClose,
  children,
}: {
  title: string;
  subtitle: string;
  accent: string;
  /** Which assistant this is, in two words ("Support", "Dating coach"). */
  speaker: string;
  icon: React.ReactNode;
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
      data-role={speaker}
      className="fixed inset-0 z-50 flex flex-col overflow-hidden bg-white sm:inset-auto sm:right-4 sm:bottom-24 sm:h-[min(24rem,calc(100dvh-8rem))] sm:w-[min(20rem,calc(100vw-2rem))] sm:rounded-2xl sm:border sm:border-brand-100 sm:shadow-2xl"
    >
      <div className={cn("flex items-center justify-between gap-2 px-4 py-3 text-white", accent)}>
        <div className="flex min-w-0 items-center gap-2.5">
          <span className="grid size-9 shrink-0 place-items-center rounded-full bg-white/20" aria-hidden>
            {icon}
          </span>
          <div className="min-w-0">
            <p className="flex items-center gap-2 truncate font-bold">
              {title}
              <span className="rounded-full bg-white/25 px-2 py-0.5 text-[0.65rem] font-semibold tracking-wide uppercase">{speaker}</span>
            </p>
            <p className="truncate text-xs text-white/90">{subtitle}</p>
          </div>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={`Close ${title}`}
          className="grid size-11 shrink-0 cursor-pointer place-items-center rounded-full outline-none hover:bg-white/20 focus-visible:ring-2 focus-visible:ring-white sm:size-8"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
      {children}
    </div>
  );
}
