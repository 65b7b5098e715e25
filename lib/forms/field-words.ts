// What every form says about its fields, and the spec's quick email check: read by the browser's forms
// and the server's schemas alike. Apart from the forms' choices (lib/forms/options.ts) because the
// newsletter form in every page's footer needs these and none of those.

/**
 * What a form says under a field that is wrong. The server's schemas (lib/forms/schemas.ts) say the
 * same, so a field reads alike whether the browser or the server found the problem.
 */
export const FIELD_MESSAGES = {
  email: "Please enter a valid email address.",
  feedbackType: "Please choose a feedback type.",
  issueType: "Please choose an issue type.",
} as const;

/** A required text field left empty ("Please write a message."). */
export const writeA = (label: string) => `Please write a ${label}.`;

/** The spec's client-side email check (non-empty, contains "@"); the server validates properly. */
export function looksLikeEmail(value: string): boolean {
  const v = value.trim();
  return v.length > 0 && v.includes("@");
}
