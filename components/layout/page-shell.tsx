import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/utils";

interface PageShellProps {
  title: string;
  intro?: React.ReactNode;
  /** e.g. "June 2025" on legal pages. */
  updated?: string;
  /** Adds the "Back To Home" button above the title. */
  backToHome?: boolean;
  width?: "prose" | "wide";
  children: React.ReactNode;
}

/** The frame of every content page: a gradient title band, then the page's own sections. */
export function PageShell({ title, intro, updated, backToHome = true, width = "prose", children }: PageShellProps) {
  return (
    <>
      <section className="bg-gradient-to-br from-brand-700 via-brand-600 to-pink-600 text-white">
        <div className={cn("mx-auto px-4 py-12 sm:py-16", width === "prose" ? "max-w-3xl" : "max-w-6xl")}>
          {backToHome && (
            <Button asChild variant="ghost" size="sm" className="mb-6 -ml-3 text-white hover:bg-white/15 hover:text-white">
              <Link href="/">
                <Icon name="arrow-left" /> Back To Home
              </Link>
            </Button>
          )}
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
          {intro && <div className="mt-3 max-w-2xl text-base text-white/90 sm:text-lg">{intro}</div>}
          {updated && <p className="mt-4 text-sm text-white/80">Last updated: {updated}</p>}
        </div>
      </section>
      <div className={cn("mx-auto px-4 py-10", width === "prose" ? "max-w-3xl" : "max-w-6xl")}>{children}</div>
    </>
  );
}

/** A titled block of body text inside a PageShell. */
export function Section({ title, id, children, className }: { title: string; id?: string; children: React.ReactNode; className?: string }) {
  return (
    <section id={id} className={cn("mb-10", className)}>
      <h2 className="mb-3 text-xl font-bold text-ink-900">{title}</h2>
      <div className="space-y-3 leading-relaxed text-ink-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-900 [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_li]:pl-1">
        {children}
      </div>
    </section>
  );
}
