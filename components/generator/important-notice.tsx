"use client";

import { ShieldCheck } from "lucide-react";
import { useId, useState } from "react";

// Plain elements: this card is in the page's first load, the shared Button would add its class tooling.
const buttonClass =
  "inline-flex h-12 w-full cursor-pointer items-center justify-center rounded-xl bg-gradient-to-r from-brand-600 to-pink-600 px-6 text-base font-semibold text-white shadow-md shadow-brand-600/20 transition outline-none hover:from-brand-700 hover:to-pink-700 focus-visible:ring-[3px] focus-visible:ring-brand-500/40 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto";

/** The first-time notice; the tool appears only after it is accepted (docs/product.md). */
export function ImportantNotice({ onAccept }: { onAccept: () => void }) {
  const [adult, setAdult] = useState(false);
  const checkboxId = useId();
  return (
    <section aria-labelledby="notice-title" className="rounded-2xl border-2 border-amber-300 bg-amber-50 p-6 shadow-sm sm:p-8">
      <h2 id="notice-title" className="flex items-center gap-2 text-2xl font-bold text-ink-900">
        <ShieldCheck className="size-6 text-amber-700" aria-hidden /> Important Notice
      </h2>
      <div className="mt-3 space-y-2 leading-relaxed text-ink-800">
        <p>
          Holla is here to help you communicate respectfully, whether you&apos;re after something casual or something serious. The goal is a
          real connection with a real person, and Holla respects every orientation.
        </p>
        <p>
          Use the replies as a starting point, make them your own, and never use them to pressure, deceive or harass anyone. Her message is
          only used to write your replies and is not stored.
        </p>
      </div>
      <div className="mt-5 flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          checked={adult}
          onChange={(e) => setAdult(e.target.checked)}
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-600 outline-none focus-visible:ring-[3px] focus-visible:ring-brand-500/40"
        />
        <label htmlFor={checkboxId} className="cursor-pointer font-medium text-ink-900">
          I confirm I am 18 or older and will use Holla respectfully.
        </label>
      </div>
      <button type="button" disabled={!adult} onClick={onAccept} className={`mt-5 ${buttonClass}`}>
        I Agree &amp; Continue
      </button>
    </section>
  );
}
