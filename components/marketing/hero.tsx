import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { OPTIONS_WORD } from "@/content/plan-facts";
import { LANGUAGES } from "@/lib/plans";
import { SITE } from "@/lib/site";

export function Hero() {
  return (
    <section className="bg-gradient-to-br from-brand-700 via-brand-600 to-pink-600 text-white">
      <div className="mx-auto max-w-6xl px-4 py-16 text-center sm:py-24">
        <p className="mx-auto inline-flex items-center gap-2 rounded-full bg-white/15 px-4 py-1.5 text-sm font-medium">
          <Icon name="sparkles" className="size-4" /> {SITE.wordmark} AI reply coach for dating apps
        </p>
        <h1 className="mx-auto mt-6 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">{SITE.tagline}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-white/90 sm:text-xl">
          Paste the message she sent, pick a tone, and get {OPTIONS_WORD} thoughtful replies that sound like you on your best day, in{" "}
          {LANGUAGES.en.label} or Hinglish. Respectful, confident, and built for real connection.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" variant="outline" className="border-white bg-white text-brand-800 hover:bg-brand-50">
            <Link href="/#generator">
              Write My Reply <Icon name="arrow-right" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="ghost" className="border border-white/70 text-white hover:bg-white/15 hover:text-white">
            <Link href="/how-it-works">See How It Works</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
