"use client";

import { useState } from "react";
import { notify } from "@/lib/platform/client/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { FieldError, useFieldErrors } from "@/components/forms/field-error";
import { useSubmit } from "@/components/forms/use-submit";
import { FEEDBACK_TYPES, FIELD_MESSAGES, LIMITS, looksLikeEmail, writeA } from "@/lib/forms/options";

const EMPTY = { email: "", feedbackType: "", message: "" };
type Field = keyof typeof EMPTY;
const CONTROLS: Record<Field, string> = { email: "feedback-email", feedbackType: "feedback-type", message: "feedback-message" };

export function FeedbackForm() {
  const [values, setValues] = useState(EMPTY);
  const fields = useFieldErrors(CONTROLS);
  const { pending, submit } = useSubmit({
    path: "/api/feedback",
    success: { title: "Feedback Submitted!", description: "Thank you! We review all feedback within 24 hours." },
    failure: { title: "Submission Failed", fallback: "Failed to submit feedback" },
    onRefused: fields.showRefusal,
  });
  const set = (key: Field) => (value: string) => {
    setValues((f) => ({ ...f, [key]: value }));
    fields.clear(key);
  };

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { email: values.email.trim(), feedbackType: values.feedbackType, message: values.message.trim() };
    const missing = {
      ...(!body.email && { email: FIELD_MESSAGES.email }),
      ...(!body.feedbackType && { feedbackType: FIELD_MESSAGES.feedbackType }),
      ...(!body.message && { message: writeA("message") }),
    };
    if (Object.keys(missing).length) {
      fields.show(missing);
      notify.error("All Fields Required", { description: "Please fill in all fields before submitting." });
      return;
    }
    if (!looksLikeEmail(body.email)) {
      fields.show({ email: FIELD_MESSAGES.email });
      notify.error("Invalid Email", { description: "Please enter a valid email address" });
      return;
    }
    if (await submit(body)) setValues(EMPTY);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="space-y-2">
        <Label htmlFor={CONTROLS.email}>Email</Label>
        <Input type="email" autoComplete="email" placeholder="you@example.com" maxLength={LIMITS.emailMax} value={values.email} onChange={(e) => set("email")(e.target.value)} {...fields.control("email")} />
        <FieldError {...fields.message("email")} />
      </div>
      <div className="space-y-2">
        <Label htmlFor={CONTROLS.feedbackType}>Feedback type</Label>
        <Select value={values.feedbackType} onValueChange={set("feedbackType")}>
          <SelectTrigger {...fields.control("feedbackType")}>
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
        <FieldError {...fields.message("feedbackType")} />
      </div>
      <div className="space-y-2">
        <Label htmlFor={CONTROLS.message}>Message</Label>
        <Textarea rows={6} maxLength={LIMITS.feedbackMessageMax} placeholder="Tell us what's working, what isn't, and what you'd love to see." value={values.message} onChange={(e) => set("message")(e.target.value)} {...fields.control("message")} />
        <FieldError {...fields.message("message")} />
      </div>
      <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">
        {pending ? "Submitting..." : "Submit Feedback"}
      </Button>
    </form>
  );
}
