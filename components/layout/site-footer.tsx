import Link from "next/link";
import { NewsletterForm } from "@/components/forms/newsletter-form";
import { Wordmark } from "@/components/layout/wordmark";
import { FOOTER_LINKS, SITE } from "@/lib/site";

// On every page: its looks are .site-foot, .news and .foot-grid in app/globals.css, not class lists that
// would be written into each page's HTML and again into its RSC payload.
export function SiteFooter() {
  return (
    <footer className="site-foot">
      <div>
        <div className="news">
          <h2>Ready to level up your online dating game?</h2>
          <p>Get new features, dating tips and the Premium Plus launch in your inbox. No spam, unsubscribe anytime.</p>
          <NewsletterForm />
        </div>
        <div className="foot-grid">
          <div>
            <Wordmark light />
            <p>{SITE.tagline}</p>
          </div>
          {FOOTER_LINKS.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="foot-end">
          <p>{`© ${new Date().getUTCFullYear()} ${SITE.wordmark} All rights reserved.`}</p>
          <p>{SITE.mission}</p>
        </div>
      </div>
    </footer>
  );
}
