import Link from "next/link";
import { NewsletterForm } from "@/components/forms/newsletter-form";
import { Wordmark } from "@/components/layout/wordmark";
import { FOOTER_LINKS, SITE } from "@/lib/site";

export function SiteFooter() {
  return (
    <footer className="mt-16 bg-ink-900 text-ink-200">
      <div className="mx-auto max-w-6xl px-4 py-12">
        <div className="mb-10 rounded-2xl bg-gradient-to-r from-brand-700 to-pink-600 p-6 text-white sm:p-8">
          <h2 className="text-xl font-bold sm:text-2xl">Ready to level up your online dating game?</h2>
          <p className="mt-1 text-sm text-white/85">
            Get new features, dating tips and the Premium Plus launch in your inbox. No spam, unsubscribe anytime.
          </p>
          <NewsletterForm />
        </div>
        <div className="grid gap-8 sm:grid-cols-4">
          <div>
            <Wordmark className="[&_sup]:text-pink-300 [&>span:last-child]:from-white [&>span:last-child]:to-pink-200" />
            <p className="mt-3 text-sm text-ink-200">{SITE.tagline}</p>
          </div>
          {FOOTER_LINKS.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="text-sm font-bold text-white">{column.title}</h2>
              <ul className="mt-3 space-y-0 text-sm sm:space-y-2">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className="foot-link">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="mt-10 flex flex-col gap-2 border-t border-white/10 pt-6 text-sm text-ink-200 sm:flex-row sm:justify-between">
          <p>
            © {new Date().getUTCFullYear()} {SITE.wordmark} All rights reserved.
          </p>
          <p>{SITE.mission}</p>
        </div>
      </div>
    </footer>
  );
}
