import { UNDERLINED_LINKS, withMailLinks } from "@/components/content/content-sections";
import { Icon } from "@/components/ui/icon";
import type { FaqEntry } from "@/content/types";
import { cn } from "@/lib/utils";

// Native <details>: keyboard- and screen-reader-friendly, and works before any JavaScript loads.
export function FaqList({ faq }: { faq: readonly FaqEntry[] }) {
  return (
    <div className="divide-y divide-brand-100 overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm">
      {faq.map((entry) => (
        <details key={entry.question} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-ink-900 outline-none hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:ring-[3px] focus-visible:ring-inset focus-visible:ring-brand-500/40 [&::-webkit-details-marker]:hidden">
            {entry.question}
            <Icon name="chevron-down" className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
          </summary>
          <p className={cn("px-5 pb-5 leading-relaxed text-ink-700 [&_a]:font-medium [&_a]:text-brand-700", UNDERLINED_LINKS)}>
            {withMailLinks(entry.answer)}
          </p>
        </details>
      ))}
    </div>
  );
}
