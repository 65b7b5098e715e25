"use client";

import { ChoiceForm, type ChoiceFormSpec } from "@/components/forms/choice-form";
import { FIELD_MESSAGES } from "@/lib/forms/field-words";
import { ISSUE_TYPES } from "@/lib/forms/options";
import { REPORT_DESCRIPTION_MAX_CHARS } from "@/lib/input-limits";

const REPORT: ChoiceFormSpec<"issueType", "description"> = {
  id: "report",
  path: "/api/report",
  choice: {
    name: "issueType",
    label: "Issue type",
    placeholder: "What went wrong?",
    options: ISSUE_TYPES,
    missing: FIELD_MESSAGES.issueType,
  },
  text: {
    name: "description",
    label: "Description",
    placeholder: "What happened, what you expected, and the page you were on.",
    maxLength: REPORT_DESCRIPTION_MAX_CHARS,
  },
  success: { title: "Issue Reported", description: "Thanks for letting us know. Our team will investigate within 24 hours." },
  failure: { title: "Report Failed", fallback: "Failed to report the issue" },
  missing: { title: "Missing Information", description: "Please fill in all fields to report the issue." },
  submitLabel: "Report Issue",
};

export function ReportForm() {
  return <ChoiceForm spec={REPORT} />;
}
