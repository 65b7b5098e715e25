"use client";

import { useState } from "react";
import { notify } from "@/lib/platform/client/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useSubmit } from "@/components/forms/use-submit";
import { ISSUE_TYPES, LIMITS } from "@/lib/forms/options";

const EMPTY = { email: "", issueType: "", description: "" };

export function ReportForm() {
  const [fields, setFields] = useState(EMPTY);
  const { pending, submit } = useSubmit({
    path: "/api/report",
    success: { title: "Issue Reported", description: "Thanks for letting us know. Our team will investigate within 24 hours." },
    failure: { title: "Report Failed", fallback: "Failed to report the issue" },
  });
  const set = (key: keyof typeof EMPTY) => (value: string) => setFields((f) => ({ ...f, [key]: value }));

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { email: fields.email.trim(), issueType: fields.issueType, description: fields.description.trim() };
    if (!body.email || !body.issueType || !body.description) {
      notify.error("Missing Information", { description: "Please fill in all fields to report the issue." });
      return;
    }
    if (await submit(body)) setFields(EMPTY);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="space-y-2">
        <Label htmlFor="report-email">Email</Label>
        <Input id="report-email" type="email" autoComplete="email" placeholder="you@example.com" maxLength={LIMITS.emailMax} value={fields.email} onChange={(e) => set("email")(e.target.value)} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="report-type">Issue type</Label>
        <Select value={fields.issueType} onValueChange={set("issueType")}>
          <SelectTrigger id="report-type">
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
      </div>
      <div className="space-y-2">
        <Label htmlFor="report-description">Description</Label>
        <Textarea id="report-description" rows={6} maxLength={LIMITS.reportDescriptionMax} placeholder="What happened, what you expected, and the page you were on." value={fields.description} onChange={(e) => set("description")(e.target.value)} />
      </div>
      <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">
        {pending ? "Submitting..." : "Report Issue"}
      </Button>
    </form>
  );
}
