import { ReplyGenerator } from "@/components/generator/reply-generator";

/** The home page's tool section (#generator), between the hero and the features. */
export function GeneratorSection() {
  return (
    <section id="generator" aria-label="Reply generator" className="scroll-mt-20 bg-brand-50/40">
      <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
        <ReplyGenerator />
      </div>
    </section>
  );
}
