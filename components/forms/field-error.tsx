"use client";

import { useEffect, useState } from "react";
import { RequestError } from "@/lib/platform/client/http";

// Errors at the field (docs/product.md, "Requests and answers"): the control gets aria-invalid and,
// through aria-describedby, the message shown under it; focus goes to the first field that is wrong.
// Every form uses these, the generator's message field included. Plain elements and no class
// helper: the newsletter form is in every page's first load.

/** The id of the message under the control `controlId`. */
const errorIdFor = (controlId: string) => `${controlId}-error`;

const ERROR_CLASS = "text-sm font-medium text-red-700";

/** The message under a field that is wrong; nothing while it is right. */
export function FieldError({
  controlId,
  message,
  className = ERROR_CLASS,
}: {
  controlId: string;
  message: string | null | undefined;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p id={errorIdFor(controlId)} className={className}>
      {message}
    </p>
  );
}

/** aria-invalid and aria-describedby for a control: its own descriptions, then the error while there is one. */
export function invalidProps(controlId: string, message: string | null | undefined, ...describedBy: (string | false | null | undefined)[]) {
  const ids = [...describedBy, message ? errorIdFor(controlId) : null].filter(Boolean).join(" ");
  return { "aria-invalid": message ? (true as const) : undefined, "aria-describedby": ids || undefined };
}

type Errors<F extends string> = Partial<Record<F, string>>;

/**
 * A form's field errors. `controls` names each field's control id, in the order the form shows them
 * (the same ids on every render). `show` marks fields found wrong in the browser; `showRefusal` marks the
 * field a server's 400 named and says whether it did.
 */
export function useFieldErrors<F extends string>(controls: Readonly<Record<F, string>>) {
  // `focus` is new with each show(): the control of the first field found wrong, if any. Only a new
  // one moves focus, not the errors clearing as he types.
  const [state, setState] = useState<{ errors: Errors<F>; focus: { id: string | undefined } | null }>({ errors: {}, focus: null });

  // After the marks are rendered, so a screen reader reads the field with its message.
  useEffect(() => {
    if (state.focus?.id) document.getElementById(state.focus.id)?.focus();
  }, [state.focus]);

  function show(errors: Errors<F>) {
    const first = (Object.keys(controls) as F[]).find((field) => errors[field]);
    setState({ errors, focus: { id: first && controls[first] } });
  }

  function clear(field?: F) {
    setState((s) => {
      if (field === undefined) return Object.keys(s.errors).length ? { ...s, errors: {} } : s;
      if (!s.errors[field]) return s;
      const errors = { ...s.errors };
      delete errors[field];
      return { ...s, errors };
    });
  }

  function showRefusal(error: unknown): boolean {
    if (!(error instanceof RequestError) || error.status !== 400 || !error.field || !Object.hasOwn(controls, error.field)) return false;
    const field = error.field as F;
    // The API names a field whose message doesn't ("feedbackType: …"); under the field the name is redundant.
    const prefix = `${field}: `;
    show({ [field]: error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message } as Errors<F>);
    return true;
  }

  /** The control's id and its aria attributes (plus any descriptions it has of its own). */
  function control(field: F, ...describedBy: (string | false | null | undefined)[]) {
    return { id: controls[field], ...invalidProps(controls[field], state.errors[field], ...describedBy) };
  }

  /** Props for the field's <FieldError>. */
  function message(field: F) {
    return { controlId: controls[field], message: state.errors[field] };
  }

  return { errors: state.errors, show, clear, showRefusal, control, message };
}
