"use client";

import { ChoiceForm, type ChoiceFormSpec } from "@/components/forms/choice-form";
import { FIELD_MESSAGES } from "@/lib/forms/field-words";
import { FEEDBACK_TYPES } from "@/lib/forms/options";
import { FEEDBACK_MESSAGE_MAX_CHARS } from "@/lib/input-limits";

const FEEDBACK: ChoiceFormSpec<"feedbackType", "message"> = {
  id: "feedback",
  path: "/api/feedback",
  choice: {
    name: "feedbackType",
    label: "Feedback type",
    placeholder: "Choose a feedback type",
    options: FEEDBACK_TYPES,
    missing: FIELD_MESSAGES.feedbackType,
  },
  text: {
    name: "message",
    label: "Message",
    placeholder: "Tell us what's working, what isn't, and what you'd love to see.",
    maxLength: FEEDBACK_MESSAGE_MAX_CHARS,
  },
  success: { title: "Feedback Submitted!", description: "Thank you! We review all feedback within 24 hours." },
  failure: { title: "Submission Failed", fallback: "Failed to submit feedback" },
  missing: { title: "All Fields Required", description: "Please fill in all fields before submitting." },
  submitLabel: "Submit Feedback",
};

export function FeedbackForm() {
  return <ChoiceForm spec={FEEDBACK} />;
}
