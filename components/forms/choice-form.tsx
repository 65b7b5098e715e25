"use client";

import { useState } from "react";
import { FieldError, useFieldErrors } from "@/components/forms/field-error";
import { useSubmit } from "@/components/forms/use-submit";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { FIELD_MESSAGES, looksLikeEmail, writeA } from "@/lib/forms/field-words";
import { EMAIL_MAX_CHARS } from "@/lib/input-limits";
import { notify } from "@/lib/platform/client/toast";

// The feedback and report forms are one form told apart by their words (docs/product.md): an email, a
// choice from a list and a text, sent as { email, [choice]: …, [text]: … } to the form's API.

export interface ChoiceFormSpec<C extends string, T extends string> {
  /** Prefix of the controls' ids ("feedback" → feedback-email, feedback-type, feedback-<text>). */
  id: string;
  path: string;
  choice: { name: C; label: string; placeholder: string; options: Readonly<Record<string, string>>; missing: string };
  text: { name: T; label: string; placeholder: string; maxLength: number };
  /** The spec's toasts. */
  success: { title: string; description: string };
  failure: { title: string; fallback: string };
  missing: { title: string; description: string };
  submitLabel: string;
}

export function ChoiceForm<C extends string, T extends string>({ spec }: { spec: ChoiceFormSpec<C, T> }) {
  type Field = "email" | C | T;
  const { choice, text } = spec;
  const controls = { email: `${spec.id}-email`, [choice.name]: `${spec.id}-type`, [text.name]: `${spec.id}-${text.name}` } as Record<
    Field,
    string
  >;
  const empty = { email: "", choice: "", text: "" };
  const [values, setValues] = useState(empty);
  const fields = useFieldErrors(controls);
  const { ready, pending, submit } = useSubmit({
    path: spec.path,
    success: spec.success,
    failure: spec.failure,
    onRefused: fields.showRefusal,
  });
  const set = (key: keyof typeof empty, field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    fields.clear(field);
  };

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = values.email.trim();
    const said = values.text.trim();
    const missing: Partial<Record<Field, string>> = {};
    if (!email) missing.email = FIELD_MESSAGES.email;
    if (!values.choice) missing[choice.name] = choice.missing;
    if (!said) missing[text.name] = writeA(text.name);
    if (Object.keys(missing).length) {
      fields.show(missing);
      notify.error(spec.missing.title, { description: spec.missing.description });
      return;
    }
    if (!looksLikeEmail(email)) {
      const invalid: Partial<Record<Field, string>> = {};
      invalid.email = FIELD_MESSAGES.email;
      fields.show(invalid);
      notify.error("Invalid Email", { description: "Please enter a valid email address" });
      return;
    }
    if (await submit({ email, [choice.name]: values.choice, [text.name]: said })) setValues(empty);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="space-y-2">
        <Label htmlFor={controls.email}>Email</Label>
        <Input
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          maxLength={EMAIL_MAX_CHARS}
          value={values.email}
          readOnly={!ready}
          onChange={(e) => set("email", "email")(e.target.value)}
          {...fields.control("email")}
        />
        <FieldError {...fields.message("email")} />
      </div>
      <div className="space-y-2">
        <Label htmlFor={controls[choice.name]}>{choice.label}</Label>
        <Select value={values.choice} onValueChange={set("choice", choice.name)} disabled={!ready}>
          <SelectTrigger {...fields.control(choice.name)}>
            <SelectValue placeholder={choice.placeholder} />
          </SelectTrigger>
          <SelectContent>
            {Object.entries(choice.options).map(([value, label]) => (
              <SelectItem key={value} value={value}>
                {label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <FieldError {...fields.message(choice.name)} />
      </div>
      <div className="space-y-2">
        <Label htmlFor={controls[text.name]}>{text.label}</Label>
        <Textarea
          rows={6}
          maxLength={text.maxLength}
          placeholder={text.placeholder}
          value={values.text}
          readOnly={!ready}
          onChange={(e) => set("text", text.name)(e.target.value)}
          {...fields.control(text.name)}
        />
        <FieldError {...fields.message(text.name)} />
      </div>
      <Button type="submit" size="lg" disabled={!ready || pending} className="w-full sm:w-auto">
        {pending ? "Submitting..." : spec.submitLabel}
      </Button>
    </form>
  );
}
