import { ArrowRight, ClipboardPaste, HeartHandshake, type LucideIcon, MessagesSquare, SlidersHorizontal } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { ContentBlocks } from "@/components/content/content-sections";
import { PageShell } from "@/components/layout/page-shell";
import { Button } from "@/components/ui/button";
import { HOW_IT_WORKS_PAGE as page } from "@/content/how-it-works";

export const metadata: Metadata = { title: page.title, description: page.description };

const STEP_ICONS: LucideIcon[] = [ClipboardPaste, SlidersHorizontal, MessagesSquare, HeartHandshake];

export default function HowItWorksPage() {
  return (
    <PageShell title={page.title} intro={page.intro}>
      <ol className="space-y-6">
        {page.sections.map((step, i) => {
          const Icon = STEP_ICONS[i] ?? MessagesSquare;
          return (
            <li key={step.id} id={step.id} className="flex gap-4 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm sm:gap-6">
              <div className="flex flex-col items-center gap-2">
                <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-brand-600 to-pink-600 text-white">
                  <Icon className="size-6" aria-hidden />
                </span>
                <span className="text-xs font-bold tracking-wide text-brand-700 uppercase">Step {i + 1}</span>
              </div>
              <div className="min-w-0 flex-1">
                <h2 className="text-xl font-bold text-ink-900">{step.title}</h2>
                <div className="mt-2 space-y-3 leading-relaxed text-ink-700 [&_li]:ml-5 [&_li]:pl-1 [&_ul]:list-disc [&_ul]:space-y-1.5">
                  <ContentBlocks blocks={step.blocks} />
                </div>
              </div>
            </li>
          );
        })}
      </ol>

      <div className="mt-12 rounded-2xl bg-gradient-to-br from-brand-700 via-brand-600 to-pink-600 p-8 text-center text-white">
        <h2 className="text-2xl font-bold">Ready for Your Next Great Reply?</h2>
        <p className="mx-auto mt-2 max-w-md text-white/90">Paste her message and see what Holla writes. It takes less than a minute.</p>
        <Button asChild size="lg" variant="outline" className="mt-6 border-white bg-white text-brand-800 hover:bg-brand-50">
          <Link href="/">
            Try It Now <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </PageShell>
  );
}
