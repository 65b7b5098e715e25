"use client";

import { useRef } from "react";
import { QuickSignIn } from "@/components/auth/quick-sign-in";
import { useCheckoutAbandoned } from "@/components/billing/use-checkout-abandoned";
import { looksLikeEmail } from "@/lib/forms/field-words";

interface CheckoutSignInProps {
  /** Where the link in the email brings the user back to. */
  next: string;
  heading: string;
  intro?: string;
  submitLabel: string;
}

/**
 * A checkout's sign-in step: the quick sign-in panel, plus checkout_abandoned { step: "email" } when
 * the visitor leaves without asking for a link. QuickSignIn's form submit bubbles up to here, which is
 * how we learn that a link was asked for without reaching into the panel.
 */
export function CheckoutSignIn({ next, heading, intro, submitLabel }: CheckoutSignInProps) {
  const askedForLink = useRef(false);

  useCheckoutAbandoned("email", true, askedForLink);

  function onSubmit(event: React.FormEvent<HTMLDivElement>) {
    if (!(event.target instanceof HTMLFormElement)) return;
    const email = new FormData(event.target).get("email");
    if (typeof email === "string" && looksLikeEmail(email)) askedForLink.current = true;
  }

  return (
    <div onSubmit={onSubmit}>
      <QuickSignIn next={next} heading={heading} intro={intro} submitLabel={submitLabel} />
    </div>
  );
}

/** /subscribe's first step (docs/product.md): sign in by email; the link brings you back for the payment step. */
export function SubscribeQuickStart() {
  return (
    <CheckoutSignIn
      next="/subscribe"
      heading="Quick Start"
      intro="Enter your email. We'll send a link that signs you in and brings you back here for the payment step."
      submitLabel="Continue to Payment"
    />
  );
}
