import { z } from "zod";
import { LIMITS } from "@/lib/forms/options";

// The fields the public forms (and sign-in) share; each route keeps its own schema beside it.

export const emailSchema = z
  .string({ error: "Please enter a valid email address." })
  .trim()
  .toLowerCase()
  .max(LIMITS.emailMax, { error: "That email address is too long." })
  .pipe(z.email({ error: "Please enter a valid email address." }));

/** A required text field with a person-readable message for each way it can be wrong. */
export const textField = (label: string, max: number) =>
  z
    .string({ error: `Please write a ${label}.` })
    .trim()
    .min(1, { error: `Please write a ${label}.` })
    .max(max, { error: `The ${label} is too long (at most ${max.toLocaleString("en-US")} characters).` });
