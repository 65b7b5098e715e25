import { z } from "zod";
import { FIELD_MESSAGES, writeA } from "@/lib/forms/field-words";
import { EMAIL_MAX_CHARS } from "@/lib/input-limits";

// The fields the public forms (and sign-in) share; each route keeps its own schema beside it.

export const emailSchema = z
  .string({ error: FIELD_MESSAGES.email })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_CHARS, { error: "That email address is too long." })
  .pipe(z.email({ error: FIELD_MESSAGES.email }));

/** A required text field with a person-readable message for each way it can be wrong. */
export const textField = (label: string, max: number) =>
  z
    .string({ error: writeA(label) })
    .trim()
    .min(1, { error: writeA(label) })
    .max(max, { error: `The ${label} is too long (at most ${max.toLocaleString("en-US")} characters).` });
