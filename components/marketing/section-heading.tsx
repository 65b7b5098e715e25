/** The centred h2 and lead paragraph that open each landing-page section. */
export function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-3 text-lg text-ink-600">{intro}</p>}
    </div>
  );
}
