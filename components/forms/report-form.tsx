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
import { FIELD_MESSAGES, ISSUE_TYPES, LIMITS, looksLikeEmail, writeA } from "@/lib/forms/options";

const EMPTY = { email: "", issueType: "", description: "" };
type Field = keyof typeof EMPTY;
const CONTROLS: Record<Field, string> = { email: "report-email", issueType: "report-type", description: "report-description" };

export function ReportForm() {
  const [values, setValues] = useState(EMPTY);
  const fields = useFieldErrors(CONTROLS);
  const { pending, submit } = useSubmit({
    path: "/api/report",
    success: { title: "Issue Reported", description: "Thanks for letting us know. Our team will investigate within 24 hours." },
    failure: { title: "Report Failed", fallback: "Failed to report the issue" },
    onRefused: fields.showRefusal,
  });
  const set = (key: Field) => (value: string) => {
    setValues((f) => ({ ...f, [key]: value }));
    fields.clear(key);
  };

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { email: values.email.trim(), issueType: values.issueType, description: values.description.trim() };
    const missing = {
      ...(!body.email && { email: FIELD_MESSAGES.email }),
      ...(!body.issueType && { issueType: FIELD_MESSAGES.issueType }),
      ...(!body.description && { description: writeA("description") }),
    };
    if (Object.keys(missing).length) {
      fields.show(missing);
      notify.error("Missing Information", { description: "Please fill in all fields to report the issue." });
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
        <Label htmlFor={CONTROLS.issueType}>Issue type</Label>
        <Select value={values.issueType} onValueChange={set("issueType")}>
          <SelectTrigger {...fields.control("issueType")}>
            <SelectValue placeholder="What went wrong?" />
          </SelectTrigger>
          <SelectContent>
            {Object.entries(ISSUE_TYPES).map(([value, label]) => (
              <SelectItem key={value} value={value}>
                {label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <FieldError {...fields.message("issueType")} />
      </div>
      <div className="space-y-2">
        <Label htmlFor={CONTROLS.description}>Description</Label>
        <Textarea rows={6} maxLength={LIMITS.reportDescriptionMax} placeholder="What happened, what you expected, and the page you were on." value={values.description} onChange={(e) => set("description")(e.target.value)} {...fields.control("description")} />
        <FieldError {...fields.message("description")} />
      </div>
      <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">
        {pending ? "Submitting..." : "Report Issue"}
      </Button>
    </form>
  );
}
