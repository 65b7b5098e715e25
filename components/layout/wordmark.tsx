import { Icon } from "@/components/ui/icon";

/** `compact`: the name hides visually on phone widths, leaving the mark (the header needs the room); screen readers still
 * read it. `light`: for a dark background. Its looks are .wordmark in app/globals.css. */
export function Wordmark({ compact = false, light = false }: { compact?: boolean; light?: boolean }) {
  return (
    <span className={light ? "wordmark wordmark-light" : "wordmark"}>
      <span>
        <Icon name="message-circle-heart" />
      </span>
      <span className={compact ? "sr-only sm:not-sr-only" : undefined}>
        Holla<sup>™</sup>
      </span>
    </span>
  );
}
