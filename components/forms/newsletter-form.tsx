"use client";

import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useSubmit } from "@/components/forms/use-submit";
import { looksLikeEmail } from "@/lib/forms/options";

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
      toast.error("Invalid Email", { description: "Please enter a valid email address!" });
      return;
    }
    if (await submit({ email: email.trim() })) setEmail("");
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-2 sm:flex-row">
      <label htmlFor="newsletter-email" className="sr-only">
        Email address
      </label>
      <Input
        id="newsletter-email"
        type="email"
        name="email"
        autoComplete="email"
        placeholder="Enter your email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        className="border-white/40 bg-white sm:max-w-sm"
      />
      <Button type="submit" variant="outline" disabled={pending} className="border-white bg-white text-brand-800 hover:bg-brand-50 sm:w-32">
        {pending ? "..." : "Subscribe"}
      </Button>
    </form>
  );
}
