"use client";

import { useState } from "react";
import { FieldError, useFieldErrors } from "@/components/forms/field-error";
import { useSubmit } from "@/components/forms/use-submit";
import { FIELD_MESSAGES, looksLikeEmail } from "@/lib/forms/field-words";
import { notify } from "@/lib/platform/client/toast";

// Plain elements with fixed classes: this form is on every page, and the shared Button/Input would
// pull class-variance-authority, tailwind-merge and Radix Slot (~10 KB gzip) into every first load.
const inputClass =
  "h-10 w-full rounded-xl border border-white/40 bg-white px-3 text-base text-ink-900 outline-none placeholder:text-ink-500 focus-visible:ring-[3px] focus-visible:ring-white/60 aria-invalid:border-2 aria-invalid:border-red-600 md:text-sm";
const buttonClass =
  "inline-flex h-10 cursor-pointer items-center justify-center rounded-xl bg-white px-4 text-sm font-semibold text-brand-800 transition hover:bg-brand-50 outline-none focus-visible:ring-[3px] focus-visible:ring-white/60 disabled:pointer-events-none disabled:opacity-70 sm:w-32";
// Under the field on the footer's dark gradient, where the usual red wouldn't read.
const errorClass = "mt-1.5 text-sm font-semibold text-white";

const CONTROLS = { email: "newsletter-email" } as const;

export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const fields = useFieldErrors(CONTROLS);
  const { pending, submit } = useSubmit({
    path: "/api/newsletter-signup",
    success: { title: "Thanks for subscribing!", description: "We'll keep you updated on new features and Premium Plus launch." },
    failure: { title: "Subscription Failed", fallback: "Failed to subscribe" },
    onRefused: fields.showRefusal,
  });

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!looksLikeEmail(email)) {
      fields.show({ email: FIELD_MESSAGES.email });
      notify.error("Invalid Email", { description: "Please enter a valid email address!" });
      return;
    }
    if (await submit({ email: email.trim() })) setEmail("");
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-start">
      <div className="w-full sm:max-w-sm">
        <label htmlFor={CONTROLS.email} className="sr-only">
          Email address
        </label>
        <input
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Enter your email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            fields.clear("email");
          }}
          className={inputClass}
          {...fields.control("email")}
        />
        <FieldError {...fields.message("email")} className={errorClass} />
      </div>
      <button type="submit" disabled={pending} className={buttonClass}>
        {pending ? "..." : "Subscribe"}
      </button>
    </form>
  );
}
