import type * as React from "react";
import { cn } from "@/lib/utils";

export function Badge({ className, ...props }: React.ComponentProps<"span">) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full bg-gradient-to-r from-amber-700 to-orange-700 px-2.5 py-0.5 text-xs font-bold text-white",
        className,
      )}
      {...props}
    />
  );
}
