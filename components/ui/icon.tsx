// Lucide's icons for the pages the server renders, drawn from one static sprite (public/icons.svg,
// written by scripts/icon-sprite.mjs from lucide-react) instead of inline paths: lucide-react's icon is a
// client component, so each one put its path data into the page's RSC payload and again into its HTML.
// An icon here is a few dozen bytes, and the sprite is fetched once and cached. Client components keep
// importing lucide-react where their icons are drawn after hydration; an icon a client component renders on the
// server (the header's spinner, the Premium Plus button's bell) comes from here too. No class merging here (tailwind-merge
// would join the first load of every page through the client components that use this): .ic is in the base
// layer, so a size or colour utility simply wins.

/** Every icon the sprite holds (lucide's names); tests/unit/icon-sprite.test.ts keeps the sprite in step. */
export const ICON_NAMES = [
  "arrow-left",
  "arrow-right",
  "badge-check",
  "bell",
  "bookmark",
  "brain",
  "check",
  "chevron-down",
  "crown",
  "gauge",
  "house",
  "life-buoy",
  "loader-circle",
  "message-circle-heart",
  "minus",
  "rocket",
  "search-x",
  "sparkles",
  "star",
  "trending-up",
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** Decorative: always hidden from assistive technology (the text beside it carries the meaning). 24 px unless `className` sizes it; drawn as lucide draws (.ic in app/globals.css). */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={className ? `ic ${className}` : "ic"}>
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}
