"use client";

import { useState } from "react";
import { notify } from "@/lib/platform/client/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useSubmit } from "@/components/forms/use-submit";
import { FEEDBACK_TYPES, LIMITS } from "@/lib/forms/options";

const EMPTY = { email: "", feedbackType: "", message: "" };

export function FeedbackForm() {
  const [fields, setFields] = useState(EMPTY);
  const { pending, submit } = useSubmit({
    path: "/api/feedback",
    success: { title: "Feedback Submitted!", description: "Thank you! We review all feedback within 24 hours." },
    failure: { title: "Submission Failed", fallback: "Failed to submit feedback" },
  });
  const set = (key: keyof typeof EMPTY) => (value: string) => setFields((f) => ({ ...f, [key]: value }));

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { email: fields.email.trim(), feedbackType: fields.feedbackType, message: fields.message.trim() };
    if (!body.email || !body.feedbackType || !body.message) {
      notify.error("All Fields Required", { description: "Please fill in all fields before submitting." });
      return;
    }
    if (await submit(body)) setFields(EMPTY);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="space-y-2">
        <Label htmlFor="feedback-email">Email</Label>
        <Input id="feedback-email" type="email" autoComplete="email" placeholder="you@example.com" maxLength={LIMITS.emailMax} value={fields.email} onChange={(e) => set("email")(e.target.value)} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="feedback-type">Feedback type</Label>
        <Select value={fields.feedbackType} onValueChange={set("feedbackType")}>
          <SelectTrigger id="feedback-type">
            <SelectValue placeholder="Choose a feedback type" />
          </SelectTrigger>
          <SelectContent>
            {Object.entries(FEEDBACK_TYPES).map(([value, label]) => (
              <SelectItem key={value} value={value}>
                {label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="space-y-2">
        <Label htmlFor="feedback-message">Message</Label>
        <Textarea id="feedback-message" rows={6} maxLength={LIMITS.feedbackMessageMax} placeholder="Tell us what's working, what isn't, and what you'd love to see." value={fields.message} onChange={(e) => set("message")(e.target.value)} />
      </div>
      <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">
        {pending ? "Submitting..." : "Submit Feedback"}
      </Button>
    </form>
  );
}
