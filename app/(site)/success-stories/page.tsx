import { ArrowRight, Quote } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { ContentSections } from "@/components/content/content-sections";
import { StarRating } from "@/components/content/star-rating";
import { PageShell } from "@/components/layout/page-shell";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SUCCESS_STORIES_PAGE as page, TESTIMONIALS, TESTIMONIALS_TITLE } from "@/content/success-stories";
import { TONES } from "@/lib/plans";

export const metadata: Metadata = { title: page.title, description: page.description };

export default function SuccessStoriesPage() {
  return (
    <PageShell title={page.title} intro={page.intro} width="wide">
      <h2 className="sr-only">{TESTIMONIALS_TITLE}</h2>
      <ul className="grid gap-6 md:grid-cols-2">
        {TESTIMONIALS.map((t) => {
          const tone = TONES[t.tone];
          return (
            <li key={t.name}>
              <Card className="flex h-full flex-col">
                <div className="flex items-start justify-between gap-3">
                  <StarRating rating={t.rating} />
                  <Quote className="size-6 text-brand-300" aria-hidden />
                </div>
                <blockquote className="mt-4 flex-1 leading-relaxed text-ink-700">
                  <p>{t.story}</p>
                </blockquote>
                <div className="mt-6 flex flex-wrap items-center justify-between gap-2 border-t border-brand-100 pt-4">
                  <p className="font-semibold text-ink-900">
                    {t.name}, {t.age}
                  </p>
                  <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
                    <span aria-hidden>{tone.emoji}</span> Used the {tone.label} tone
                  </p>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>

      <div className="mx-auto mt-12 max-w-3xl">
        <ContentSections sections={page.sections} />
        <Button asChild size="lg">
          <Link href="/how-it-works">
            See How It Works <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </PageShell>
  );
}
