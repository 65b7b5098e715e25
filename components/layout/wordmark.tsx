import { MessageCircleHeart } from "lucide-react";
import { cn } from "@/lib/utils";

export function Wordmark({ className }: { className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2 text-xl font-extrabold tracking-tight", className)}>
      <span className="grid size-8 place-items-center rounded-lg bg-gradient-to-br from-brand-600 to-pink-500 text-white">
        <MessageCircleHeart className="size-5" aria-hidden />
      </span>
      <span className="bg-gradient-to-r from-brand-700 to-pink-600 bg-clip-text text-transparent">
        Holla<sup className="text-xs text-brand-700">™</sup>
      </span>
    </span>
  );
}
