"use client";

import { useState } from "react";
import { notify } from "@/lib/platform/client/toast";
import { useSubmit } from "@/components/forms/use-submit";
import { looksLikeEmail } from "@/lib/forms/options";

// Plain elements with fixed classes: this form is on every page, and the shared Button/Input would
// pull class-variance-authority, tailwind-merge and Radix Slot (~10 KB gzip) into every first load.
const inputClass =
  "h-10 w-full rounded-xl border border-white/40 bg-white px-3 text-base text-ink-900 outline-none placeholder:text-ink-500 focus-visible:ring-[3px] focus-visible:ring-white/60 sm:max-w-sm md:text-sm";
const buttonClass =
  "inline-flex h-10 cursor-pointer items-center justify-center rounded-xl bg-white px-4 text-sm font-semibold text-brand-800 transition hover:bg-brand-50 outline-none focus-visible:ring-[3px] focus-visible:ring-white/60 disabled:pointer-events-none disabled:opacity-70 sm:w-32";

export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const { pending, submit } = useSubmit({
    path: "/api/newsletter-signup",
    success: { title: "Thanks for subscribing!", description: "We'll keep you updated on new features and Premium Plus launch." },
    failure: { title: "Subscription Failed", fallback: "Failed to subscribe" },
  });

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!looksLikeEmail(email)) {
      notify.error("Invalid Email", { description: "Please enter a valid email address!" });
      return;
    }
    if (await submit({ email: email.trim() })) setEmail("");
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-2 sm:flex-row">
      <label htmlFor="newsletter-email" className="sr-only">
        Email address
      </label>
      <input
        id="newsletter-email"
        type="email"
        name="email"
        autoComplete="email"
        placeholder="Enter your email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        className={inputClass}
      />
      <button type="submit" disabled={pending} className={buttonClass}>
        {pending ? "..." : "Subscribe"}
      </button>
    </form>
  );
}
