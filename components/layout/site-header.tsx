import Link from "next/link";
import { HeaderAuth } from "@/components/auth/header-auth";
import { Wordmark } from "@/components/layout/wordmark";
import { Button } from "@/components/ui/button";

// Plain links, so the section buttons work from any page and before any JavaScript loads; the smooth
// scroll comes from `scroll-behavior: smooth` on <html>. The sign-in state is the one client part.
export function SiteHeader() {
  return (
    <header className="site-head">
      <div>
        {/* Named by its visible text plus " home" (an aria-label that drops the visible name fails WCAG 2.5.3).
            On phones only the 32 px mark shows: the link is 44 px wide for a thumb, reaching into the
            header's padding, so the row keeps the room a Premium user's account link and badge need. */}
        <Link href="/" className="home">
          <Wordmark compact />
          <span className="sr-only"> home</span>
        </Link>
        <nav aria-label="Main">
          {/* .nav-sec: the smallest phones keep the account actions; the sections are one scroll away. */}
          <Button asChild variant="ghost" size="sm" className="nav-sec">
            <Link href="/#features">Features</Link>
          </Button>
          <Button asChild variant="ghost" size="sm" className="nav-sec">
            <Link href="/#pricing">Pricing</Link>
          </Button>
          <HeaderAuth />
        </nav>
      </div>
    </header>
  );
}
