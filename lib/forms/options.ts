// The choices of the feedback and report forms (docs/product.md): the values the API accepts and the labels
// the forms show. Client-safe: no server imports here.

// The feedback page invites ideas, praise and complaints alike, so its choices do too (problems
// have their own page, /report).
export const FEEDBACK_TYPES = {
  idea: "An idea or a feature request",
  praise: "Something you love",
  reply_quality: "The replies Holla wrote",
  problem: "Something isn't working",
  billing: "Billing or payments",
  other: "Something else",
} as const;
export type FeedbackType = keyof typeof FEEDBACK_TYPES;
export const FEEDBACK_TYPE_IDS = Object.keys(FEEDBACK_TYPES) as [FeedbackType, ...FeedbackType[]];

export const ISSUE_TYPES = {
  "ai-not-working": "AI replies not working",
  "payment-issue": "Payment issue",
  "login-issue": "Login issue",
  "broken-feature": "Broken feature",
  "page-error": "Page error",
  other: "Other",
} as const;
export type IssueType = keyof typeof ISSUE_TYPES;
export const ISSUE_TYPE_IDS = Object.keys(ISSUE_TYPES) as [IssueType, ...IssueType[]];

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
