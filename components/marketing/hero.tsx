import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { OPTIONS_WORD } from "@/content/plan-facts";
import { LANGUAGES } from "@/lib/plans";
import { SITE } from "@/lib/site";

// Looks: .hero in app/globals.css. Each sentence is one string, so the HTML carries no React text separators.
export function Hero() {
  return (
    <section className="hero">
      <div className="wrap">
        <p className="hero-tag">
          <Icon name="sparkles" />
          {` ${SITE.wordmark} AI reply coach for dating apps`}
        </p>
        <h1>{SITE.tagline}</h1>
        <p className="hero-lead">
          {`Paste the message she sent, pick a tone, and get ${OPTIONS_WORD} thoughtful replies that sound like you on your best day, in ${LANGUAGES.en.label} or Hinglish. Respectful, confident, and built for real connection.`}
        </p>
        <div className="hero-cta">
          <Button asChild size="lg" variant="light">
            <Link href="/#generator">
              Write My Reply <Icon name="arrow-right" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="clear">
            <Link href="/how-it-works">See How It Works</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
