"use client";

import { useState } from "react";
import { FieldError, useFieldErrors } from "@/components/forms/field-error";
import { useSubmit } from "@/components/forms/use-submit";
import { FIELD_MESSAGES, looksLikeEmail } from "@/lib/forms/field-words";
import { notify } from "@/lib/platform/client/toast";

// Plain elements: this form is on every page, and the shared Button/Input would pull
// class-variance-authority, tailwind-merge and Radix Slot (~10 KB gzip) into every first load. Its looks are
// `.news form`, `input` and `button` in app/globals.css (the footer's newsletter box), not in every page's HTML.
// Under the field on the footer's dark gradient, where the usual red wouldn't read.
const errorClass = "mt-1.5 text-sm font-semibold text-white";

const CONTROLS = { email: "newsletter-email" } as const;

export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const fields = useFieldErrors(CONTROLS);
  const { ready, pending, submit } = useSubmit({
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
    <form onSubmit={onSubmit} noValidate>
      <div>
        <label htmlFor={CONTROLS.email} className="sr-only">
          Email address
        </label>
        <input
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Enter your email"
          value={email}
          readOnly={!ready}
          onChange={(e) => {
            setEmail(e.target.value);
            fields.clear("email");
          }}
          {...fields.control("email")}
        />
        <FieldError {...fields.message("email")} className={errorClass} />
      </div>
      <button type="submit" disabled={!ready || pending}>
        {pending ? "..." : "Subscribe"}
      </button>
    </form>
  );
}
