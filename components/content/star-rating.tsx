import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/utils";

/** Stars are drawn for the eye; the label carries the rating for screen readers. */
export function StarRating({ rating, outOf = 5, className }: { rating: number; outOf?: number; className?: string }) {
  return (
    <div role="img" aria-label={`Rated ${rating} out of ${outOf}`} className={cn("flex gap-0.5", className)}>
      {Array.from({ length: outOf }, (_, i) => i + 1).map((star) => (
        <Icon key={star} name="star" className={cn("size-4", star - 1 < rating ? "fill-amber-400 text-amber-500" : "text-ink-200")} />
      ))}
    </div>
  );
}
