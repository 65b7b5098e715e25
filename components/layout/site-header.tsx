import Link from "next/link";
import { HeaderAuth } from "@/components/auth/header-auth";
import { Wordmark } from "@/components/layout/wordmark";
import { Button } from "@/components/ui/button";

// Plain links, so the section buttons work from any page and before any JavaScript loads; the smooth
// scroll comes from `scroll-behavior: smooth` on <html>. The sign-in state is the one client part.
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-brand-100/80 bg-white/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:px-4">
        {/* Named by its visible text plus " home" (an aria-label that drops the visible name fails WCAG 2.5.3).
            On phones only the 32 px mark shows: the link is 44 px wide for a thumb, reaching into the
            header's padding, so the row keeps the room a Premium user's account link and badge need. */}
        <Link
          href="/"
          className="-mx-1.5 flex h-11 min-w-11 shrink-0 items-center justify-center rounded-lg outline-none focus-visible:ring-[3px] focus-visible:ring-brand-500/40 sm:mx-0"
        >
          <Wordmark compact />
          <span className="sr-only"> home</span>
        </Link>
        <nav aria-label="Main" className="flex items-center gap-0.5 sm:gap-2">
          {/* The smallest phones keep the account actions; the sections are one scroll away. */}
          <Button asChild variant="ghost" size="sm" className="h-11 px-2 max-[359px]:hidden sm:h-8 sm:px-3">
            <Link href="/#features">Features</Link>
          </Button>
          <Button asChild variant="ghost" size="sm" className="h-11 px-2 max-[359px]:hidden sm:h-8 sm:px-3">
            <Link href="/#pricing">Pricing</Link>
          </Button>
          <HeaderAuth />
        </nav>
      </div>
    </header>
  );
}
