import type * as React from "react";
import { cn } from "@/lib/utils";

export const fieldClass =
  "w-full rounded-xl border border-ink-200 bg-white px-3 py-2 text-base text-ink-900 shadow-xs outline-none transition placeholder:text-ink-500 focus-visible:border-brand-500 focus-visible:ring-[3px] focus-visible:ring-brand-500/25 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-500 md:text-sm";

export function Input({ className, type, ...props }: React.ComponentProps<"input">) {
  return <input type={type} data-slot="input" className={cn(fieldClass, "h-10", className)} {...props} />;
}
