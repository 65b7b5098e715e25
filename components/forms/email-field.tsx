"use client";

import { FieldError, invalidProps } from "@/components/forms/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { EMAIL_MAX_CHARS } from "@/lib/input-limits";

/** "Email address" with the input a person expects for one (keyboard, autofill, length), and what is wrong with it under it. */
export function EmailField({
  id,
  value,
  onChange,
  error,
  readOnly,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** Until the page is hydrated (components/use-hydrated.ts). */
  readOnly?: boolean;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Email address</Label>
      <Input
        id={id}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        maxLength={EMAIL_MAX_CHARS}
        value={value}
        readOnly={readOnly}
        onChange={(e) => onChange(e.target.value)}
        {...invalidProps(id, error)}
      />
      <FieldError controlId={id} message={error} />
    </div>
  );
}
