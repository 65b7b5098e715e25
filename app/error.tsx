"use client";

// Shown when a page fails to render (e.g. the database is briefly unreachable). The message stays
// generic on purpose: details are in the server log, never in the browser. Plain elements only:
// this boundary ships in every page's first load, so it avoids the shared Button's dependencies.
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-extrabold text-ink-900">Something went wrong</h1>
      <p className="mt-3 text-ink-600">
        We couldn&apos;t load this page just now. It&apos;s on our side, not yours: please try again in a moment.
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <button
          type="button"
          onClick={reset}
          className="h-10 cursor-pointer rounded-xl bg-gradient-to-r from-brand-600 to-pink-600 px-4 text-sm font-semibold text-white hover:from-brand-700 hover:to-pink-700"
        >
          Try again
        </button>
        <a
          href="/"
          className="inline-flex h-10 items-center rounded-xl border border-brand-200 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          Back To Home
        </a>
      </div>
    </div>
  );
}
